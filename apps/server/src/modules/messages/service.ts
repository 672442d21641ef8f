import {
  ErrorCode,
  isTrial,
  type InboxChanged,
  type InboxPage,
  type InboxSelection,
  type OpsInboxMessage,
  type OpsNotice,
  type UnreadCount,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Member, Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/index.js';
import { marketingQuiet } from '../responsible-gaming/index.js';
import { pageCount } from '../wallet/index.js';
import { inboxRepo, noticeReadRepo, type InboxReader } from './repo.js';

const readerOf = (m: Member): InboxReader => ({ merchantId: m.merchantId, memberId: m.id, registeredAt: m.createdAt });

/** Trial users have no inbox (spec part 2 s3): FREE_REJECT, as for the other real-account functions. */
async function inboxReader(db: Db, merchant: Merchant, memberId: number): Promise<InboxReader> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  return { ...readerOf(member), quiet: await marketingQuiet(db, merchant.id, memberId) };
}

export async function markAnnouncementRead(db: Db, merchant: Merchant, memberId: number, announcementId: number): Promise<void> {
  const notice = await noticeReadRepo.findReadable(db, merchant.id, announcementId);
  if (!notice) throw new AppError(ErrorCode.NOT_FOUND, { detail: `announcement ${announcementId}` });
  await noticeReadRepo.markRead(db, { merchantId: merchant.id, memberId, noticeId: notice.id });
}

/** "Mark all read" on the announcements page: every live player and popup notice; how many were unread. */
export async function markAllAnnouncementsRead(db: Db, merchant: Merchant, memberId: number): Promise<InboxChanged> {
  return { changed: await noticeReadRepo.markAllRead(db, merchant.id, memberId, new Date()) };
}

export async function unreadCount(db: Db, merchant: Merchant, memberId: number): Promise<UnreadCount> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  const announcement = await noticeReadRepo.unread(db, merchant.id, memberId, new Date());
  const inbox = member && !isTrial(member.type) ? await inboxRepo.unread(db, readerOf(member)) : 0;
  // No chat provider is configured yet (CBS): nothing unread there.
  const chat = 0;
  return { announcement, inbox, chat, total: announcement + inbox + chat };
}

export async function inboxList(db: Db, merchant: Merchant, memberId: number, q: { pageNo: number; pageSize: number }): Promise<InboxPage> {
  const reader = await inboxReader(db, merchant, memberId);
  const { rows, total } = await inboxRepo.list(db, reader, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return {
    list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, read: r.readAt !== null, createdAt: r.createdAt.toISOString() })),
    pageNo: q.pageNo,
    totalPages: pageCount(total, q.pageSize),
    totalCount: total,
  };
}

export async function inboxMark(
  db: Db,
  merchant: Merchant,
  memberId: number,
  action: 'read' | 'delete',
  sel: InboxSelection,
): Promise<InboxChanged> {
  const reader = await inboxReader(db, merchant, memberId);
  return { changed: await inboxRepo.mark(db, reader, action, sel.all ? undefined : sel.ids) };
}

/** Operator send: to one member of the merchant by user name, or one broadcast row for every member. */
export async function sendInboxMessage(db: Db, merchant: Merchant, msg: OpsInboxMessage): Promise<{ id: number }> {
  let memberId: number | null = null;
  if (msg.userName !== undefined) {
    const member = await memberRepo.findByUsername(db, merchant.id, msg.userName);
    if (!member) throw new AppError(ErrorCode.NOT_FOUND, { detail: `member ${msg.userName}` });
    memberId = member.id;
  }
  const row = await inboxRepo.insert(db, { merchantId: merchant.id, memberId, title: msg.title, content: msg.content });
  if (!row) throw new Error('inbox message not inserted');
  return { id: row.id };
}

/** Operator notice: published now, until endsAt or removal. */
export async function publishNotice(db: Db, merchant: Merchant, n: OpsNotice): Promise<{ id: number }> {
  return noticeReadRepo.publish(db, {
    merchantId: merchant.id,
    type: n.type,
    title: n.title,
    content: n.content,
    endsAt: n.endsAt ? new Date(n.endsAt) : null,
  });
}

export async function removeNotice(db: Db, merchant: Merchant, noticeId: number): Promise<void> {
  if (!(await noticeReadRepo.remove(db, merchant.id, noticeId))) throw new AppError(ErrorCode.NOT_FOUND, { detail: `notice ${noticeId}` });
}
