import { queryOptions, useQuery } from '@tanstack/react-query';
import { isMoneyAmount } from '@wps/contract/lite';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

const promoCodeKey = (code: string, amount: string) => [...walletKeys.promos(), 'code', code.toUpperCase(), amount] as const;

/** What a typed promo / bonus code gives for an amount (checkPromoCode); a code that does not apply is a field error. */
export const promoCodeQueryOptions = (code: string, amount: string) =>
  queryOptions({
    queryKey: promoCodeKey(code, amount),
    queryFn: ({ signal }) => apiCall('checkPromoCode', { query: { code, amount }, signal }),
    staleTime: STALE.balance,
  });

/** Checks the applied code for the amount; idle while there is no code or no valid amount. */
export const usePromoCodeQuery = (code: string | null, amount: string) =>
  useQuery({ ...promoCodeQueryOptions(code ?? '', amount), enabled: code !== null && isMoneyAmount(amount) });
