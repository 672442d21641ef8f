import type { Bank } from '@wps/contract';

/** Banks a member can bind for withdrawals (MCS2_withdrawBanks) on a CNY merchant. */
export const WITHDRAW_BANKS: readonly Bank[] = [
  { code: 'ICBC', name: 'Industrial and Commercial Bank of China' },
  { code: 'CCB', name: 'China Construction Bank' },
  { code: 'ABC', name: 'Agricultural Bank of China' },
  { code: 'BOC', name: 'Bank of China' },
  { code: 'CMB', name: 'China Merchants Bank' },
  { code: 'BOCOM', name: 'Bank of Communications' },
];
