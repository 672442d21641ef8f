// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { thresholdMeaning } from './threshold';

describe('dual-approval threshold (issue 33, item 28)', () => {
  it.each([
    ['', { state: 'off' }],
    ['   ', { state: 'off' }],
    [null, { state: 'off' }],
    ['20000', { state: 'on', amount: '20000' }],
    [' 5000.50 ', { state: 'on', amount: '5000.50' }],
    ['5000.505', { state: 'invalid' }],
    ['-1', { state: 'invalid' }],
  ] as const)('%j means %j', (text, meaning) => {
    expect(thresholdMeaning(text)).toEqual(meaning);
  });

  it('says what empty means in both languages', () => {
    for (const dict of [en, zhCN]) {
      expect(dict.securitySettings.thresholdOff).toBeTruthy();
      expect(dict.securitySettings.thresholdOn).toContain('{{amount}}');
    }
  });
});
