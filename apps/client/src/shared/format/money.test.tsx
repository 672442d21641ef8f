import type { ConsolidatedSettings } from '@wps/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/envelope-fetch';
import { render } from '../../test/render';
import { refreshSettings } from '../system/system-store';
import { formatBalance, HIDDEN_BALANCE } from './money';
import { signTone, useMoneyFormat } from './use-money-format';

const currency = { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' };
const settings: ConsolidatedSettings = {
  menu: [],
  mobileTemplate: { app_background: '', app_desc: '', app_desc_font_color: '', mem_cen: '0', dep_func: '0', primary_color: '', css_name: '' },
  languages: { default: 'EN', supported: ['EN'] },
  currency,
  features: { liveModel: false },
};

afterEach(() => vi.unstubAllGlobals());

describe('balance formatting', () => {
  it.each([
    ['1000.00', '₱', '₱1,000.00'],
    ['0.00', '$', '$0.00'],
    ['1234567.89', '￥', '￥1,234,567.89'],
    ['-1500.50', 'R$', '-R$1,500.50'],
  ])('%s with %s reads %s', (sumBalance, currencySymbol, shown) => {
    expect(formatBalance({ sumBalance, currencySymbol }, false)).toBe(shown);
  });

  it('hidden balances show asterisks', () => {
    expect(formatBalance({ sumBalance: '1000.00', currencySymbol: '₱' }, true)).toBe(HIDDEN_BALANCE);
    expect(HIDDEN_BALANCE).toBe('***');
  });

  it('uses the merchant separators', () => {
    expect(formatBalance({ sumBalance: '1234.50', currencySymbol: '€' }, false, { decimal: ',', group: '.' })).toBe('€1.234,50');
  });
});

describe('one money format: amounts read exactly like the header balance', () => {
  function Amounts({ amounts }: { amounts: string[] }) {
    const fmt = useMoneyFormat();
    return (
      <ul>
        {amounts.map((a) => (
          <li key={a}>{fmt(a)}</li>
        ))}
        <li>{fmt('25.00', { sign: true })}</li>
        <li>{fmt('0.00', { sign: true })}</li>
      </ul>
    );
  }

  it('the same text for the same amount, sign before the symbol', async () => {
    // The merchant's settings as the server answers them: the amounts take the symbol and separators from there.
    stubFetch(() => ({ body: { success: true, value: settings } }));
    expect(await refreshSettings()).toEqual(settings);
    const amounts = ['993.04', '2337.08', '1234567.89', '-1500.50', '0.00'];
    const { container } = await render(<Amounts amounts={amounts} />);
    const shown = [...container.querySelectorAll('li')].map((li) => li.textContent);
    const header = amounts.map((sumBalance) => formatBalance({ sumBalance, currencySymbol: '￥' }, false, currency));
    expect(shown.slice(0, amounts.length)).toEqual(header);
    expect(header).toEqual(['￥993.04', '￥2,337.08', '￥1,234,567.89', '-￥1,500.50', '￥0.00']);
    expect(shown.slice(amounts.length)).toEqual(['+￥25.00', '￥0.00']);
  });
});

describe('signed amount tone', () => {
  it('marks money in and money out, and leaves zero neutral', () => {
    expect(['25.00', '0.01', '-3.50', '-0.01', '0.00', '-0.00', '0'].map(signTone)).toEqual(['is-in', 'is-in', 'is-out', 'is-out', '', '', '']);
  });
});
