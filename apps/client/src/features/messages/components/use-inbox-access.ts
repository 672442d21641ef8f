// Inbox and chat follow the general member-only rule.
export { useMemberAccess as useInboxAccess, type MemberAccess as InboxAccess } from '../../../shared/session/member-access';
