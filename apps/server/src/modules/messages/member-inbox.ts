import type { OpsMemberMessagePage } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Member } from '../../db/schema.js';
import { inboxRepo } from './repo.js';

/**
 * The inbox as the member sees it, for the operator's member screens: their own messages and the broadcasts sent
 * since they registered (not the ones they deleted), newest first, read or not.
 */
export async function memberInboxPage(
  db: Db,
  member: Pick<Member, 'id' | 'merchantId' | 'createdAt'>,
  q: { pageNo: number; pageSize: number },
): Promise<OpsMemberMessagePage> {
  const reader = { merchantId: member.merchantId, memberId: member.id, registeredAt: member.createdAt };
  const { rows, total } = await inboxRepo.list(db, reader, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      sentAt: r.createdAt.toISOString(),
      broadcast: r.memberId === null,
      read: r.readAt !== null,
      readAt: r.readAt?.toISOString() ?? null,
    })),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    totalCount: total,
  };
}

/**
 * A message into one member's inbox from another domain (a feedback answer), in the caller's transaction; the key
 * makes it once per sender's subject (a retry writes nothing more).
 */
export async function sendToMemberInbox(db: Executor, m: { merchantId: number; memberId: number; key: string; title: string; content: string }): Promise<void> {
  await inboxRepo.insert(db, m);
}
