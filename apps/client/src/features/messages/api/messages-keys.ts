export { messagesKeys } from '../../../shared/query/session-keys';
