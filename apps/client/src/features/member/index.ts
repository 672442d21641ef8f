export { useMemberInfoQuery, useDisplayName, memberInfoQueryOptions } from './api/get-member-info';
export { memberKeys } from './api/member-keys';
