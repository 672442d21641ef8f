import { queryOptions, useQuery } from '@tanstack/react-query';
import { isMoneyAmount } from '@wps/contract/lite';
import { apiCall } from '../../../shared/api/client';
import { STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

const promoCodeKey = (code: string, amount: string) => [...walletKeys.promos(), 'code', code.toUpperCase(), amount] as const;

/**
 * What a typed promo / bonus code gives for an amount (checkPromoCode); a code that does not apply is a field error.
 * Without a valid amount the code alone is checked, so an unknown code says so before any amount is typed.
 */
export const promoCodeQueryOptions = (code: string, amount: string) =>
  queryOptions({
    queryKey: promoCodeKey(code, isMoneyAmount(amount) ? amount : ''),
    queryFn: ({ signal }) => apiCall('checkPromoCode', { query: isMoneyAmount(amount) ? { code, amount } : { code }, signal }),
    staleTime: STALE.balance,
  });

/** Checks the applied code (for the amount when there is a valid one); idle while there is no code. */
export const usePromoCodeQuery = (code: string | null, amount: string) => useQuery({ ...promoCodeQueryOptions(code ?? '', amount), enabled: code !== null });

/**
 * What a deposit bonus asks before money may leave (the bonus source's turnover rule): shown with an applied code
 * before the member accepts it (issue 33 item 2). Rules change rarely: a catalogue's stale time.
 */
export const useDepositTurnoverRuleQuery = (enabled: boolean) =>
  useQuery({
    queryKey: [...walletKeys.promos(), 'turnoverRule', 'deposit'] as const,
    queryFn: ({ signal }) => apiCall('turnoverRule', { query: { source: 'deposit' }, signal }),
    staleTime: STALE.catalogue,
    enabled,
  });
