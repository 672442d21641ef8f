import { ErrorCode, MemberType, type OpsCreatedMember, type OpsCreateMember, type OpsOutbox } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { hashPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import { outboxRepo } from '../../platform/outbox-repo.js';
import { accountRepo, memberRepo } from '../member/index.js';
import { walletRepo } from '../wallet/index.js';

/** The latest messages sent to one recipient (codes for support staff and end-to-end tests). */
export async function outbox(db: Db, merchant: Merchant, to: string): Promise<OpsOutbox> {
  const rows = await outboxRepo.forRecipient(db, merchant.id, to);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** An account opened by the operator: member, account row and wallet; by default the password must be changed. */
export async function createMember(db: Db, merchant: Merchant, input: OpsCreateMember): Promise<OpsCreatedMember> {
  const passwordHash = await hashPassword(input.password);
  const member = await db.transaction(async (tx) => {
    const m = await memberRepo.insertIfAbsent(tx, {
      merchantId: merchant.id,
      username: input.username,
      passwordHash,
      type: MemberType.member,
      firstTimeLogin: input.temporary,
    });
    if (!m) throw new AppError(ErrorCode.USERNAME_TAKEN);
    await accountRepo.insert(tx, {
      merchantId: merchant.id,
      memberId: m.id,
      email: input.email ?? null,
      mobile: input.mobile ?? null,
      registerMethod: 'OPS',
    });
    await walletRepo.lockForUpdate(tx, { merchantId: merchant.id, memberId: m.id, currency: merchant.currency });
    return m;
  });
  return { id: member.id, username: member.username };
}
