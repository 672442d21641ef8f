// Live chat rules both sides run (issue 31; spec part 2 s2, s4, s5, s9). No zod here: the client's chat page reads it.

/** Limits of a chat message: the text, how fast one member may write, how far back one history page goes. */
export const CHAT_LIMITS = {
  textMax: 2000,
  /** Messages a member (or one operator) may send per second; past it the send is refused (RATE_LIMITED). */
  perSecond: 10,
  pageMax: 50,
  pageDefault: 30,
  /** A socket ticket lives this long and opens one socket. */
  ticketMs: 30_000,
  /** The launch "please wait" toast and the delay before the chat page opens (spec part 2 s9). */
  launchToastMs: 9999,
  launchDelayMs: 500,
  /** CBS_unreadCount is asked at most once in this window (spec part 2 s5). */
  unreadThrottleMs: 250,
  /** The typing mark is sent at most this often and shown this long. */
  typingEveryMs: 2000,
  typingShownMs: 4000,
} as const;

export const CHAT_SENDERS = ['member', 'operator'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** waiting: the member's last message has no answer yet; open: answered; closed: ended by an operator. */
export const CHAT_STATUSES = ['waiting', 'open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** A client message id: the idempotence key of one send (a resend with it is the same message). */
export const CHAT_CLIENT_ID = /^[\w-]{8,64}$/;

/** The badge text of an unread count: nothing at 0, "99+" above the cap. */
export function chatBadge(count: number, cap = 99): string {
  if (count <= 0) return '';
  return count > cap ? `${cap}+` : String(count);
}

/** What the socket pushes (server to client), as JSON text frames. */
export type ChatServerFrame =
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessageWire }
  | { type: 'typing'; conversationId: number; from: ChatSender }
  | { type: 'marks'; conversationId: number; by: ChatSender; deliveredUpTo: number | null; readUpTo: number | null }
  | { type: 'conversation'; conversationId: number; status: ChatStatus }
  | { type: 'account'; change: AccountChange }
  | { type: 'error'; errorCode: string };

/**
 * What changed in the member's account, pushed on the same socket (issue 31 "live updates"): the client reads its
 * balance, orders and unread counts again at once instead of at its next 60 s poll.
 */
export const ACCOUNT_CHANGES = ['deposit_credited', 'withdrawal_paid', 'withdrawal_rejected', 'reward_paid', 'inbox'] as const;
export type AccountChange = (typeof ACCOUNT_CHANGES)[number];

/** What a client may send on the socket: the typing mark and delivered marks (sends go through the calls). */
export type ChatClientFrame = { type: 'typing'; conversationId?: number } | { type: 'delivered'; upTo: number; conversationId?: number };

/** A message as the wire carries it (the zod schema ChatMessageSchema has the same shape). */
export interface ChatMessageWire {
  id: number;
  conversationId: number;
  sender: ChatSender;
  clientId: string | null;
  text: string | null;
  /** A data URL of the re-encoded picture, or null. */
  picture: string | null;
  operatorName: string | null;
  createdAt: string;
  deliveredAt: string | null;
  readAt: string | null;
}
