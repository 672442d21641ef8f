import { randomBytes } from 'node:crypto';
import {
  CHAT_LIMITS,
  ErrorCode,
  flattenWhitelabel,
  isTrial,
  type ChatHistory,
  type ChatMessage,
  type ChatSend,
  type ChatSender,
  type OpsChatConversation,
  type OpsChatThread,
} from '@wps/contract';
import type { Db, Tx } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { memberRepo } from '../member/index.js';
import { acceptPicture } from '../promotions/index.js';
import { conversationRepo, messageRepo, type ChatConversationRow, type ChatMessageRecord, type ConversationListing } from './repo.js';

// Live chat rules (issue 31): who may chat, one open conversation per member, a message stored once per client id,
// the send rate, history paged backwards and read marks. Routes push what these return (stored first, then pushed).

/** The chat switch of the merchant's whitelabel (spec part 2 s2: CBS3). */
export const chatSwitchedOn = (merchant: Merchant): boolean => flattenWhitelabel(merchant.whitelabel).CBS3 === true;

/** Members only, CBS3 on, not a trial account (FORBIDDEN / FREE_REJECT). */
export async function assertMayChat(db: Db, merchant: Merchant, memberId: number): Promise<void> {
  if (!chatSwitchedOn(merchant)) throw new AppError(ErrorCode.FORBIDDEN, { detail: 'chat switched off (CBS3)' });
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
}

export async function mayChat(db: Db, merchant: Merchant, memberId: number): Promise<boolean> {
  return assertMayChat(db, merchant, memberId).then(
    () => true,
    (err: unknown) => {
      if (err instanceof AppError) return false;
      throw err;
    },
  );
}

export function toWire(m: ChatMessageRecord): ChatMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    sender: m.sender,
    clientId: m.clientId,
    text: m.text,
    picture: m.picture,
    operatorName: m.sender === 'operator' ? m.operatorName : null,
    createdAt: m.createdAt.toISOString(),
    deliveredAt: m.deliveredAt?.toISOString() ?? null,
    readAt: m.readAt?.toISOString() ?? null,
  };
}

/** A stored message and whether this call stored it (false: a resend of a client id already stored). */
export interface Sent {
  message: ChatMessage;
  fresh: boolean;
  conversation: ChatConversationRow;
}

/** A sender's messages in the current second past `perSecond` (members: CHAT_LIMITS.perSecond) are refused (RATE_LIMITED), on every instance. */
export async function underRate(fast: FastStore, merchantId: number, who: string, perSecond: number = CHAT_LIMITS.perSecond): Promise<void> {
  const n = await fast.counters.hit(merchantId, `chat:send:${who}`, 1_000);
  if (n > perSecond) throw new AppError(ErrorCode.RATE_LIMITED, { detail: `more than ${perSecond} chat messages a second` });
}

/** The text and the checked, re-encoded picture (as a data URL) of a send. */
async function content(b: ChatSend): Promise<{ text: string | null; picture: string | null }> {
  const picture = b.picture ? await acceptPicture(b.picture) : null;
  return { text: b.text ? b.text : null, picture: picture ? `data:${picture.mime};base64,${picture.data.toString('base64')}` : null };
}

async function stored(tx: Tx, merchantId: number, memberId: number, sender: ChatSender, clientId: string): Promise<ChatMessageRecord | null> {
  return messageRepo.byClientId(tx, merchantId, memberId, sender, clientId);
}

/**
 * A member's message: into their open conversation (opened when none is), which then waits for an answer. A resend
 * with a stored client id answers the stored message and stores nothing.
 */
export async function memberSend(db: Db, fast: FastStore, merchant: Merchant, memberId: number, b: ChatSend): Promise<Sent> {
  // Counted first, before any other work: a flood costs one counter statement per message.
  await underRate(fast, merchant.id, `m:${memberId}`);
  await assertMayChat(db, merchant, memberId);
  const earlier = await messageRepo.byClientId(db, merchant.id, memberId, 'member', b.clientId);
  if (earlier) return { message: toWire(earlier), fresh: false, conversation: (await conversationRepo.byId(db, merchant.id, earlier.conversationId))! };
  const body = await content(b);
  return db.transaction(async (tx) => {
    let conversation = await conversationRepo.openOf(tx, merchant.id, memberId, true);
    if (!conversation) {
      await conversationRepo.open(tx, merchant.id, memberId);
      conversation = (await conversationRepo.openOf(tx, merchant.id, memberId, true))!;
    }
    const row = await messageRepo.insert(tx, { merchantId: merchant.id, conversationId: conversation.id, memberId, sender: 'member', clientId: b.clientId, ...body });
    const message = await stored(tx, merchant.id, memberId, 'member', b.clientId);
    if (!row) return { message: toWire(message!), fresh: false, conversation };
    conversation = await conversationRepo.setStatus(tx, conversation.id, 'waiting');
    return { message: toWire(message!), fresh: true, conversation };
  });
}

/** An operator's answer into a conversation that is not closed (CONFLICT once closed); it is then open. */
// Its send rate (OPERATOR_SEND_PER_SECOND) is counted by the route before the audit transaction opens.
export async function operatorSend(db: Db, merchant: Merchant, operatorId: number, conversationId: number, b: ChatSend): Promise<Sent> {
  const found = await conversationRepo.byId(db, merchant.id, conversationId);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  const earlier = await messageRepo.byClientId(db, merchant.id, found.memberId, 'operator', b.clientId);
  if (earlier) return { message: toWire(earlier), fresh: false, conversation: found };
  const body = await content(b);
  return db.transaction(async (tx) => {
    const conversation = (await conversationRepo.byId(tx, merchant.id, conversationId, true))!;
    if (conversation.status === 'closed') throw new AppError(ErrorCode.CONFLICT, { detail: 'conversation closed' });
    const row = await messageRepo.insert(tx, {
      merchantId: merchant.id,
      conversationId,
      memberId: conversation.memberId,
      sender: 'operator',
      operatorId,
      clientId: b.clientId,
      ...body,
    });
    const message = (await stored(tx, merchant.id, conversation.memberId, 'operator', b.clientId))!;
    if (!row) return { message: toWire(message), fresh: false, conversation };
    return { message: toWire(message), fresh: true, conversation: await conversationRepo.setStatus(tx, conversationId, 'open', operatorId) };
  });
}

async function history(db: Db, merchantId: number, conversation: ChatConversationRow | null, q: { before?: number; limit: number }): Promise<ChatHistory> {
  if (!conversation) return { conversation: null, messages: [], hasMore: false };
  const rows = await messageRepo.page(db, merchantId, conversation.id, q.before, q.limit + 1);
  const hasMore = rows.length > q.limit;
  return {
    conversation: { id: conversation.id, status: conversation.status },
    messages: rows.slice(0, q.limit).reverse().map(toWire),
    hasMore,
  };
}

/** The member's latest conversation, a page of it older than `before`. */
export async function memberHistory(db: Db, merchant: Merchant, memberId: number, q: { before?: number; limit: number }): Promise<ChatHistory> {
  await assertMayChat(db, merchant, memberId);
  return history(db, merchant.id, await conversationRepo.latestOf(db, merchant.id, memberId), q);
}

/** A reader marks the other side's messages read (or only delivered) up to an id, within their own member's messages. */
export async function markMessages(
  db: Db,
  k: { merchantId: number; memberId: number; conversationId?: number; reader: ChatSender; upTo: number; read: boolean },
): Promise<{ changed: number; upTo: number | null }> {
  return messageRepo.mark(db, k);
}

export async function memberUnread(db: Db, merchant: Merchant, memberId: number): Promise<number> {
  return messageRepo.unreadByMember(db, merchant.id, memberId);
}

/** The CBS_launchChat answer: our own chat page. */
export function chatUrl(language: string | undefined): string {
  return `/m/chat${language ? `?lang=${encodeURIComponent(language)}` : ''}`;
}

// Operators

function listing(c: ConversationListing): OpsChatConversation {
  return {
    id: c.id,
    memberId: c.memberId,
    username: c.username,
    status: c.status,
    operatorName: c.operatorName,
    lastMessageAt: c.lastMessageAt.toISOString(),
    lastText: c.lastText,
    unread: c.unread,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function opsConversations(db: Db, merchant: Merchant, f: { status?: OpsChatConversation['status']; member?: string }) {
  return (await conversationRepo.list(db, merchant.id, f)).map(listing);
}

export async function opsConversation(db: Db, merchant: Merchant, id: number): Promise<OpsChatConversation> {
  const found = (await conversationRepo.list(db, merchant.id, {})).find((c) => c.id === id);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return listing(found);
}

export async function opsThread(db: Db, merchant: Merchant, id: number, q: { before?: number; limit: number }): Promise<OpsChatThread> {
  const conversation = await conversationRepo.byId(db, merchant.id, id);
  if (!conversation) throw new AppError(ErrorCode.NOT_FOUND);
  const member = (await memberRepo.findById(db, merchant.id, conversation.memberId))!;
  return {
    ...(await history(db, merchant.id, conversation, q)),
    member: { memberId: member.id, username: member.username, nickname: member.nickname, type: member.type, registeredAt: member.createdAt.toISOString() },
  };
}

export async function opsConversationOf(db: Db, merchant: Merchant, id: number): Promise<ChatConversationRow> {
  const conversation = await conversationRepo.byId(db, merchant.id, id);
  if (!conversation) throw new AppError(ErrorCode.NOT_FOUND);
  return conversation;
}

export async function closeConversation(db: Db, merchant: Merchant, id: number): Promise<ChatConversationRow> {
  const conversation = await opsConversationOf(db, merchant, id);
  return conversation.status === 'closed' ? conversation : conversationRepo.close(db, id);
}

export const opsCounts = (db: Db, merchant: Merchant) => conversationRepo.counts(db, merchant.id);

// Socket tickets: one use, short-lived, in the fast store (Redis or the database), so any instance opens the socket.

const ticketKey = (secret: string) => `chat-ticket:${secret}`;

/** Who a ticket opens the socket for. */
export type TicketHolder = { kind: 'member'; merchantId: number; memberId: number } | { kind: 'operator'; merchantId: number; operatorId: number };

export async function issueTicket(fast: FastStore, holder: TicketHolder): Promise<{ ticket: string; socketPath: string; expiresInMs: number }> {
  const secret = randomBytes(24).toString('base64url');
  const who = holder.kind === 'member' ? `m:${holder.memberId}` : `o:${holder.operatorId}`;
  await fast.captchas.store(holder.merchantId, ticketKey(secret), who, CHAT_LIMITS.ticketMs);
  const ticket = `${holder.merchantId}.${secret}`;
  return { ticket, socketPath: `/ws/chat?ticket=${ticket}`, expiresInMs: CHAT_LIMITS.ticketMs };
}

/** The holder of a live ticket, which is used up; null for anything else. */
export async function redeemTicket(fast: FastStore, ticket: string | undefined): Promise<TicketHolder | null> {
  const m = /^(\d{1,10})\.([\w-]{32})$/.exec(ticket ?? '');
  if (!m) return null;
  const merchantId = Number(m[1]);
  const key = ticketKey(m[2]!);
  const who = await fast.captchas.peek(merchantId, key);
  // consume is single use: of two sockets opened with one ticket only one gets it.
  if (!who || !(await fast.captchas.consume(merchantId, key, who))) return null;
  const [kind, id] = who.split(':');
  return kind === 'm' ? { kind: 'member', merchantId, memberId: Number(id) } : { kind: 'operator', merchantId, operatorId: Number(id) };
}
