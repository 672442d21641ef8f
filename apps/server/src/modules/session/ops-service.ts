import {
  ErrorCode,
  MemberType,
  type OpsCreatedMember,
  type OpsCreateMember,
  type OpsOutbox,
  type OpsOutboxPage,
  type OutboxStatus,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { hashPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import { outboxRepo } from '../../platform/outbox-repo.js';
import { accountRepo, memberRepo } from '../member/index.js';
import { walletRepo } from '../wallet/index.js';
import { MESSAGE_DELIVERY, MESSAGE_REQUESTED } from './message-delivery.js';
import { outboxListRepo } from './outbox-repo.js';

/** The latest messages sent to one recipient (codes for support staff and end-to-end tests). */
export async function outbox(db: Db, merchant: Merchant, to: string): Promise<OpsOutbox> {
  const rows = await outboxRepo.forRecipient(db, merchant.id, to);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** A page of every message of the merchant with its delivery, newest first (the operator's outbox list). */
export async function outboxPage(
  db: Db,
  merchant: Merchant,
  q: { channel?: string | undefined; to?: string | undefined; status?: OutboxStatus | undefined; pageNo: number; pageSize: number },
): Promise<OpsOutboxPage> {
  const { rows, total } = await outboxListRepo.page(
    db,
    { merchantId: merchant.id, type: MESSAGE_REQUESTED, subscriber: MESSAGE_DELIVERY, channel: q.channel, to: q.to, status: q.status },
    { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      time: r.createdAt.toISOString(),
      channel: r.channel === 'email' ? 'email' : 'sms',
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      deliveredAt: r.doneAt?.toISOString() ?? null,
    })),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    totalCount: total,
  };
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
