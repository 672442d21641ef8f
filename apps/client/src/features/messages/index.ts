export { UnreadBell } from './unread-bell';
