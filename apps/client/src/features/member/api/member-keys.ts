import { SESSION_SCOPE } from '../../../shared/query/query-client';

/** Key factory: member data lives under the session scope, so it is dropped on logout. */
export const memberKeys = {
  all: [SESSION_SCOPE, 'member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
};
