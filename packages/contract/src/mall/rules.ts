// The points mall (issue 14), zod-free so the client can use it without zod.

/** What an item gives: bonus cash paid into the wallet, a voucher code, or goods shipped to an address. */
export const MALL_ITEM_KINDS = ['BONUS_CASH', 'VOUCHER', 'PHYSICAL'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];

/**
 * An order's state: bonus cash and vouchers complete at once; physical goods wait (pending) until an operator ships
 * and then delivers them, or cancels them (the points go back).
 */
export const MALL_ORDER_STATUSES = ['pending', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
export type MallOrderStatus = (typeof MALL_ORDER_STATUSES)[number];

/** An operator's move on a physical order, and the states each may start from. */
export const MALL_ORDER_ACTIONS = { ship: ['pending'], deliver: ['shipped'], cancel: ['pending', 'shipped'] } as const satisfies Record<
  string,
  readonly MallOrderStatus[]
>;
export type MallOrderAction = keyof typeof MALL_ORDER_ACTIONS;
export const MALL_ORDER_ACTION_NAMES = Object.keys(MALL_ORDER_ACTIONS) as MallOrderAction[];

/** Why a member's points moved. */
export const POINTS_REASONS = ['bet', 'redeem', 'refund', 'adjust'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

export const MALL_PAGE_SIZE = 20;
/** Most points one operator adjustment may move. */
export const MAX_POINTS_ADJUST = 10_000_000;
