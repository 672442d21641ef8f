import { SESSION_SCOPE } from './query-client';

/**
 * Key factories of the member's own data, shared so that every screen reading the same resource (header, sidebar,
 * member centre, wallet and message screens) hits one cache entry. All live under the session scope, so they are
 * dropped on logout.
 */
export const memberKeys = {
  all: [SESSION_SCOPE, 'member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
  /** The head icon (identity, issue 30): header, sidebar and member centre. */
  icon: () => [...memberKeys.all, 'icon'] as const,
};

export const walletKeys = {
  all: [SESSION_SCOPE, 'wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  channels: () => [...walletKeys.all, 'channels'] as const,
  promos: () => [...walletKeys.all, 'promos'] as const,
  /** One money order followed live on its result screen (shared/query/live-order). */
  order: (kind: 'deposit' | 'withdraw', orderNo: string) => [...walletKeys.all, 'order', kind, orderNo] as const,
  withdrawInfo: () => [...walletKeys.all, 'withdraw-info'] as const,
  /** Open bonus turnover: what stands between the balance and a withdrawal. */
  turnover: () => [...walletKeys.all, 'turnover'] as const,
  banks: () => [...walletKeys.all, 'banks'] as const,
  security: () => [...walletKeys.all, 'security'] as const,
  records: (kind: string, filter: Record<string, string | undefined>) => [...walletKeys.all, 'records', kind, filter] as const,
  pnl: (start: string, end: string) => [...walletKeys.all, 'pnl', start, end] as const,
};

/** The reward centre: its two lists and the promo counters (the member centre's badge). */
export const rewardsKeys = {
  all: [SESSION_SCOPE, 'rewards'] as const,
  counters: () => [...rewardsKeys.all, 'counters'] as const,
  list: (name: string) => [...rewardsKeys.all, 'list', name] as const,
};

export const messagesKeys = {
  all: [SESSION_SCOPE, 'messages'] as const,
  unread: () => [...messagesKeys.all, 'unread'] as const,
  inbox: () => [...messagesKeys.all, 'inbox'] as const,
  /** Read flags depend on the member, so the list lives under the session scope even for visitors. */
  notices: () => [...messagesKeys.all, 'notices'] as const,
  popups: () => [...messagesKeys.all, 'popups'] as const,
};
