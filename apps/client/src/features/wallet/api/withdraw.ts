import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BindBankCard, ResetPaymentPassword, SetPaymentPassword, WithdrawOrder, WithdrawRequest } from '@wps/contract';
import { encryptPayload } from '../../../shared/api/body-crypto';
import { apiCall } from '../../../shared/api/client';
import { SESSION_SCOPE, STALE } from '../../../shared/query/query-client';
import './money-calls';
import { useMoneyChanged } from './money-events';
import { walletKeys } from './wallet-keys';

export const useWithdrawInfoQuery = () =>
  useQuery({
    queryKey: walletKeys.withdrawInfo(),
    queryFn: ({ signal }) => apiCall('withdrawInfo', { signal }),
    staleTime: STALE.balance,
  });

export const useWithdrawBanksQuery = () =>
  useQuery({
    queryKey: walletKeys.banks(),
    queryFn: ({ signal }) => apiCall('withdrawBanks', { signal }),
    staleTime: STALE.catalogue,
  });

export const useSecurityConfigQuery = () =>
  useQuery({
    queryKey: walletKeys.security(),
    queryFn: ({ signal }) => apiCall('securityConfig', { signal }),
    staleTime: STALE.member,
  });

/** Every security or money mutation refreshes the wallet queries (cards, flags, balance) on success. */
function useMoneyMutation<T, R>(fn: (body: T) => Promise<R>) {
  const moneyChanged = useMoneyChanged();
  return useMutation({ mutationFn: fn, onSuccess: () => void moneyChanged() });
}

/** Sends a password-carrying body encrypted, as DESIGN.md asks for password and withdrawal bodies. */
async function encrypted(name: 'withdraw', payload: WithdrawRequest): Promise<WithdrawOrder>;
async function encrypted(name: 'paymentPassword' | 'paymentPasswordReset', payload: unknown): Promise<null>;
async function encrypted(name: 'withdraw' | 'paymentPassword' | 'paymentPasswordReset', payload: unknown) {
  const { body, headers } = await encryptPayload(payload);
  return name === 'withdraw' ? apiCall('withdraw', { body, headers }) : apiCall(name, { body, headers });
}

export const useWithdrawMutation = () => useMoneyMutation((body: WithdrawRequest) => encrypted('withdraw', body));
export const useBindCardMutation = () => useMoneyMutation((body: BindBankCard) => apiCall('bindBankCard', { body }));
export const useSetPaymentPasswordMutation = () =>
  useMoneyMutation((body: SetPaymentPassword) => encrypted('paymentPassword', body));
export const useResetPaymentPasswordMutation = () =>
  useMoneyMutation((body: ResetPaymentPassword) => encrypted('paymentPasswordReset', body));
/** The nickname shows in the header and sidebar (member info): refresh every member query, not only the wallet's. */
export function useSetNicknameMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => apiCall('setNickname', { body: { nickname } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [SESSION_SCOPE] }),
  });
}
export const useSetEmailMutation = () => useMoneyMutation((email: string) => apiCall('setEmail', { body: { email } }));
export const useSetPayeeNameMutation = () =>
  useMoneyMutation((payeeName: string) => apiCall('setPayeeName', { body: { payeeName } }));
