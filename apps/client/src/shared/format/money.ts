import { formatMoneyText } from '@wps/contract/lite';

export const HIDDEN_BALANCE = '***';

/** Balance as shown in the header and sidebar: the one money format (symbol + #,##0.00), or asterisks when hidden. */
export function formatBalance(
  wallet: { sumBalance: string; currencySymbol: string } | undefined,
  hidden: boolean,
  separators?: { decimal?: string; group?: string },
): string {
  if (hidden) return HIDDEN_BALANCE;
  if (!wallet) return '--';
  return formatMoneyText(wallet.sumBalance, { ...separators, symbol: wallet.currencySymbol });
}
