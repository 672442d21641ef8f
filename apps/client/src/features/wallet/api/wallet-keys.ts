import { SESSION_SCOPE } from '../../../shared/query/query-client';

export const walletKeys = {
  all: [SESSION_SCOPE, 'wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  channels: () => [...walletKeys.all, 'channels'] as const,
  promos: () => [...walletKeys.all, 'promos'] as const,
  depositOrder: (orderNo: string) => [...walletKeys.all, 'deposit-order', orderNo] as const,
  withdrawInfo: () => [...walletKeys.all, 'withdraw-info'] as const,
  banks: () => [...walletKeys.all, 'banks'] as const,
  security: () => [...walletKeys.all, 'security'] as const,
  records: (kind: string, filter: Record<string, string | undefined>) => [...walletKeys.all, 'records', kind, filter] as const,
  pnl: (start: string, end: string) => [...walletKeys.all, 'pnl', start, end] as const,
};
