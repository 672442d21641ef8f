export { useBalanceQuery, useRefreshBalance, balanceQueryOptions } from './api/get-balance';
export { walletKeys } from './api/wallet-keys';
