import { useCustom } from '@refinedev/core';
import { MONEY_DEFAULT, type ConsolidatedSettings } from '@wps/contract';
import { Typography } from 'antd';
import { formatMoney } from '../i18n/format';
import { currentMerchant } from '../session/session';

/** The current merchant's currency code (its settings), CNY until known. */
export function useCurrency(): string {
  const merchant = currentMerchant();
  const { result } = useCustom<ConsolidatedSettings>({
    url: 'systemConsolidated',
    method: 'get',
    meta: { merchant },
    queryOptions: { staleTime: 10 * 60_000, retry: false },
    errorNotification: false,
  });
  return (result.data as Partial<ConsolidatedSettings> | undefined)?.currency?.code ?? MONEY_DEFAULT.currency;
}

/** An amount in the list's currency, as the language writes it (columns put it to the right). */
export function Money({ amount, currency }: { amount: string | null | undefined; currency: string }) {
  return <Typography.Text className="bo-amount">{formatMoney(amount, currency)}</Typography.Text>;
}
