import { CALLS, callPath } from '@wps/contract';
import { opsCall } from './ops.js';

const decide = (path: string, body: object) => opsCall('POST', path, body).then(() => undefined);

/** The operator turns a reward application down, as the back office would. */
export const rejectRewardApplication = (id: number, reason: string, code = 'demo') =>
  decide(callPath(CALLS.opsRejectRewardApplication.path, { code, id }), { reason });

/** The operator approves a reward application, paying `bonus` (major units) when given. */
export const approveRewardApplication = (id: number, bonus?: string, code = 'demo') =>
  decide(callPath(CALLS.opsApproveRewardApplication.path, { code, id }), bonus === undefined ? {} : { bonus });
