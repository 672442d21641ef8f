// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { AUDITED_CALLS, CALL_ACTIONS, callLabel, callWords } from './call-label';

type Dict = { [k: string]: string | Dict };
const lookup = (dict: Dict) => (key: string, options?: Record<string, unknown>, fallback?: string): string => {
  let v: string | Dict | undefined = dict;
  for (const part of key.split('.')) v = typeof v === 'object' ? v[part] : undefined;
  if (typeof v !== 'string') return fallback ?? key;
  return v.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
};
const tEN = lookup(en as Dict);
const tZH = lookup(zhCN as Dict);

describe('audit entries name their call as an operator reads it (issue 33, item 32)', () => {
  it.each([
    ['opsMerchantStatus', 'Maintenance & region: Edit'],
    ['opsApproveWithdrawal', 'Withdrawals queue: Approve'],
    ['opsLogin', 'Signed in'],
  ])('%s reads "%s"', (call, label) => {
    expect(callLabel(tEN, call)).toBe(label);
  });

  it('turns a call no page makes into words, never its code', () => {
    expect(callWords('opsApproveKyc')).toBe('Approve kyc');
    expect(callLabel(tEN, 'opsSomethingNew')).toBe('Something new');
  });

  it('has a label in both languages for every action a page makes, and names every audited call without "ops"', () => {
    const actions = [...new Set([...CALL_ACTIONS.values()].map((a) => a.action))];
    for (const t of [tEN, tZH]) {
      expect(actions.filter((a) => t(`audit.actions.${a}`, undefined, '') === '')).toEqual([]);
      for (const call of AUDITED_CALLS) expect(callLabel(t, call), call).not.toMatch(/ops[A-Z]|\{\{/);
    }
    expect(AUDITED_CALLS).toContain('opsMerchantStatus');
  });
});
