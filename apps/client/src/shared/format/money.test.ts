import { describe, expect, it } from 'vitest';
import { formatBalance, HIDDEN_BALANCE } from './money';

describe('balance formatting', () => {
  it.each([
    ['1000.00', '₱', '₱1,000.00'],
    ['0.00', '$', '$0.00'],
    ['1234567.89', '￥', '￥1,234,567.89'],
    ['-1500.50', 'R$', 'R$-1,500.50'],
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
