import { ErrorCode, type MemberInfo } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from './repo.js';

export async function getInfo(db: Db, merchant: Merchant, memberId: number): Promise<MemberInfo> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  // The session outlived its member (deleted or moved): treat it as logged out.
  if (!member) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    clubLabel: member.clubLabel ? { labelName: member.clubLabel } : null,
    currency: merchant.currency,
    firstTimeLogin: member.firstTimeLogin,
  };
}
