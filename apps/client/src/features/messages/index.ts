export { UnreadBell } from './components/unread-bell';
