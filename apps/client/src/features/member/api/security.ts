import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BindBankCard, ResetPaymentPassword, SetEmail, SetPaymentPassword } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { useMoneyChanged } from '../../../shared/query/money-events';
import { SESSION_SCOPE, STALE } from '../../../shared/query/query-client';
import { walletKeys } from '../../../shared/query/session-keys';

// The member's security and payout settings: payment password, bank cards, nickname, e-mail, payee name. They live
// under the wallet's keys so a change refreshes the withdrawal screen too.

export const useSecurityConfigQuery = () =>
  useQuery({
    queryKey: walletKeys.security(),
    queryFn: ({ signal }) => apiCall('securityConfig', { signal }),
    staleTime: STALE.member,
  });

export const useWithdrawBanksQuery = () =>
  useQuery({
    queryKey: walletKeys.banks(),
    queryFn: ({ signal }) => apiCall('withdrawBanks', { signal }),
    staleTime: STALE.catalogue,
  });

export const useBankCardsQuery = () =>
  useQuery({
    queryKey: [...walletKeys.all, 'cards'],
    queryFn: ({ signal }) => apiCall('bankCards', { signal }),
    staleTime: STALE.member,
  });

/** Every security or money mutation refreshes the wallet queries (cards, flags, balance) on success. */
function useMoneyMutation<T, R>(fn: (body: T) => Promise<R>) {
  const moneyChanged = useMoneyChanged();
  return useMutation({ mutationFn: fn, onSuccess: () => void moneyChanged() });
}

export const useBindCardMutation = () => useMoneyMutation((body: BindBankCard) => apiCall('bindBankCard', { body }));
/** Password-carrying bodies: the API client sends them encrypted (DESIGN.md). */
export const useSetPaymentPasswordMutation = () =>
  useMoneyMutation((body: SetPaymentPassword) => apiCall('paymentPassword', { body }));
export const useResetPaymentPasswordMutation = () =>
  useMoneyMutation((body: ResetPaymentPassword) => apiCall('paymentPasswordReset', { body }));
/** The nickname shows in the header and sidebar (member info): refresh every member query, not only the wallet's. */
export function useSetNicknameMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => apiCall('setNickname', { body: { nickname } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [SESSION_SCOPE] }),
  });
}
/** Personal settings: a code to the new address, then the address with that code (setEmail). */
export const emailChangeCodeCall = (email: string) => apiCall('emailChangeCode', { body: { email } });
export const useSetEmailMutation = () => useMoneyMutation((body: SetEmail) => apiCall('setEmail', { body }));
export const useSetPayeeNameMutation = () =>
  useMoneyMutation((payeeName: string) => apiCall('setPayeeName', { body: { payeeName } }));
