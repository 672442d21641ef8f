export { walletKeys } from '../../../shared/query/session-keys';
