import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import {
  lockMember,
  memberLogins,
  memberOf,
  memberSessions,
  memberState,
  resetMemberPassword,
  searchMembers,
  signOutMember,
  unlockMember,
  type MemberState,
} from '../member/index.js';
import { memberInboxPage } from '../messages/index.js';
import { memberLedgerPage, memberRoundsPage } from '../wallet/index.js';
import { memberDetail } from './profile.js';

/**
 * The member's state before a change, told to the audit trail (target `member <username>`, before); a member of
 * another merchant is NOT_FOUND. Reads and writes go through the request's transaction (req.ops.db).
 */
async function audited(req: FastifyRequest<{ Params: { id: number } }>): Promise<MemberState> {
  const state = await memberState(req.ops.db, opsMerchantOf(req), req.params.id);
  req.ops.audit.target = state.target;
  req.ops.audit.before = state.before;
  return state;
}

/** Support staff's member screens: find, read, lock, reset the password, sign out (roles in the call table). */
export const memberOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsMembers, async (req) => searchMembers(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsMember, async (req) => memberDetail(req.ops.db, opsMerchantOf(req), req.params.id));
  serve(app, CALLS.opsMemberLedger, async (req) => {
    const member = await memberOf(req.ops.db, opsMerchantOf(req), req.params.id);
    return memberLedgerPage(req.ops.db, member.merchantId, member.id, req.query);
  });
  serve(app, CALLS.opsMemberRounds, async (req) => {
    const member = await memberOf(req.ops.db, opsMerchantOf(req), req.params.id);
    return memberRoundsPage(req.ops.db, member.merchantId, member.id, req.query);
  });
  serve(app, CALLS.opsMemberSessions, async (req) => memberSessions(req.ops.db, opsMerchantOf(req), req.params.id));
  serve(app, CALLS.opsMemberLogins, async (req) => memberLogins(req.ops.db, opsMerchantOf(req), req.params.id, req.query));
  serve(app, CALLS.opsMemberMessages, async (req) => {
    const member = await memberOf(req.ops.db, opsMerchantOf(req), req.params.id);
    return memberInboxPage(req.ops.db, member, req.query);
  });

  serve(app, CALLS.opsLockMember, async (req) =>
    lockMember(req.ops.db, opsMerchantOf(req), await audited(req), req.body, req.ops.operator.username),
  );
  serve(app, CALLS.opsUnlockMember, async (req) => {
    const value = await unlockMember(req.ops.db, opsMerchantOf(req), await audited(req));
    // The reason is the operator's word on the unlock: the trail keeps it beside the answer.
    req.ops.audit.after = { ...value, reason: req.body.reason };
    return value;
  });
  serve(app, CALLS.opsResetMemberPassword, async (req) =>
    resetMemberPassword(req.ops.db, opsMerchantOf(req), await audited(req), req.body.temporary),
  );
  serve(app, CALLS.opsSignOutMember, async (req) => signOutMember(req.ops.db, opsMerchantOf(req), await audited(req)));
};
