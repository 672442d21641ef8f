export { memberKeys } from '../../../shared/query/session-keys';
