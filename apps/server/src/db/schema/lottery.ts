import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bigMemberRow, bigMerchantRow, createdAt, money, moneyFromZero, updatedAt } from './columns.js';
import { games } from './games.js';

export type StoredPeriodStatus = 'open' | 'drawn' | 'void';
export type StoredOrderStatus = 'open' | 'settled' | 'cancelled' | 'void';
export type StoredSubOrderStatus = 'open' | 'cancelled' | 'won' | 'lost' | 'void';

/**
 * A draw period of a TCG lottery (issue 11): the server seed is chosen when the period opens and only its hash is
 * shown until the draw, which reveals it with the result. `status` moves from open to drawn or void exactly once
 * (the row is locked for that change), and that change pays the period's sub-orders in the same transaction.
 */
export const lotteryPeriods = pgTable(
  'lottery_periods',
  {
    ...bigMerchantRow(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** The game's vendor and code: its sub-orders are rounds of this vendor in the seamless wallet. */
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    /** "20261124-0123": UTC day and number in it. */
    numero: text('numero').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    status: text('status').$type<StoredPeriodStatus>().notNull().default('open'),
    /** Five digits, once drawn. */
    result: text('result'),
    drawnAt: at('drawn_at'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_periods_uq').on(t.merchantId, t.gameId, t.numero),
    // The draw job and the lazy draw look for open periods whose draw time has passed.
    index('lottery_periods_due_idx').on(t.merchantId, t.status, t.drawAt),
    check('lottery_periods_times', sql`${t.opensAt} < ${t.closesAt} and ${t.closesAt} <= ${t.drawAt}`),
  ],
);

/** A member's order for one period: one request id is one order (a resubmit answers the first). */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    ...bigMemberRow(),
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryPeriods.id),
    gameId: integer('game_id').notNull(),
    requestId: text('request_id').notNull(),
    totalStake: money('total_stake').notNull(),
    totalPayout: moneyFromZero('total_payout'),
    status: text('status').$type<StoredOrderStatus>().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lottery_orders_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('lottery_orders_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('lottery_orders_period_idx').on(t.periodId),
    check('lottery_orders_stake_positive', sql`${t.totalStake} > 0`),
  ],
);

/**
 * One bet of an order: its own game round in the seamless wallet (round id `lottery:<id>`), so cancelling it refunds
 * just it and the draw settles each one once.
 */
export const lotterySubOrders = pgTable(
  'lottery_sub_orders',
  {
    ...bigMemberRow(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id),
    periodId: bigint('period_id', { mode: 'number' }).notNull(),
    betType: text('bet_type').notNull(),
    selection: text('selection').notNull(),
    stake: money('stake').notNull(),
    oddsX100: integer('odds_x100').notNull(),
    status: text('status').$type<StoredSubOrderStatus>().notNull().default('open'),
    payout: moneyFromZero('payout'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lottery_sub_orders_order_idx').on(t.orderId),
    index('lottery_sub_orders_period_idx').on(t.periodId, t.status),
    check('lottery_sub_orders_stake_positive', sql`${t.stake} > 0`),
  ],
);

export type LotteryPeriodRow = typeof lotteryPeriods.$inferSelect;
export type LotteryOrderRow = typeof lotteryOrders.$inferSelect;
export type LotterySubOrderRow = typeof lotterySubOrders.$inferSelect;
