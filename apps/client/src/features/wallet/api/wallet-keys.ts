import { SESSION_SCOPE } from '../../../shared/query/query-client';

export const walletKeys = {
  all: [SESSION_SCOPE, 'wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
};
