import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Contributions, LanguageCode, MallItemKind, MallOrderStatus, PointsReason, ShippingAddress } from '@wps/contract';
import { bigMemberRow, createdAt, enabled, memberRow, merchantRow, money, ref, sort, updatedAt } from './columns.js';

/** Points are whole numbers; bigint so a busy member never overflows. */
const points = (name: string) => bigint(name, { mode: 'number' });

/** A member's points balance (issue 14): moved only with a points_entries row in the same transaction. */
export const pointsAccounts = pgTable(
  'points_accounts',
  { ...memberRow(), balance: points('balance').notNull().default(0), updatedAt: updatedAt() },
  (t) => [uniqueIndex('points_accounts_member_uq').on(t.merchantId, t.memberId), check('points_accounts_balance_nonneg', sql`${t.balance} >= 0`)],
);

/** The points ledger: each change once per reference (a round, an order, an operator's request). */
export const pointsEntries = pgTable(
  'points_entries',
  {
    ...bigMemberRow(),
    delta: points('delta').notNull(),
    balanceAfter: points('balance_after').notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('points_entries_reference_uq').on(t.merchantId, t.reference), index('points_entries_member_idx').on(t.merchantId, t.memberId, t.id)],
);

/**
 * What valid bets earn, per merchant: `pointsPerUnit` points per 1.00 staked, a game category counting its percent
 * of the stake (100 when not named), like the turnover rules.
 */
export const pointsRules = pgTable(
  'points_rules',
  {
    ...merchantRow(),
    pointsPerUnit: integer('points_per_unit').notNull().default(1),
    contributions: jsonb('contributions').$type<Contributions>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('points_rules_merchant_uq').on(t.merchantId)],
);

/** A catalogue item of the points mall; names and descriptions per language, EN the fallback. */
export const mallItems = pgTable(
  'mall_items',
  {
    ...merchantRow(),
    kind: text('kind').$type<MallItemKind>().notNull(),
    names: jsonb('names').$type<Partial<Record<LanguageCode, string>>>().notNull(),
    descriptions: jsonb('descriptions').$type<Partial<Record<LanguageCode, string>>>().notNull().default({}),
    imageUrl: text('image_url'),
    price: points('price').notNull(),
    /** Bonus cash items: minor units paid into the wallet. */
    cash: money('cash'),
    /** Left to sell; null = unlimited. */
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    perMemberLimit: integer('per_member_limit'),
    enabled: enabled(),
    sort: sort(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mall_items_merchant_idx').on(t.merchantId, t.enabled, t.sort),
    check('mall_items_stock_nonneg', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('mall_items_price_positive', sql`${t.price} > 0`),
  ],
);

/** A redeem: one per member request; physical goods move pending -> shipped -> delivered, or cancelled. */
export const mallOrders = pgTable(
  'mall_orders',
  {
    ...bigMemberRow(),
    itemId: ref('item_id', () => mallItems.id),
    kind: text('kind').$type<MallItemKind>().notNull(),
    /** The item's names when redeemed (the item may change later). */
    itemNames: jsonb('item_names').$type<Partial<Record<LanguageCode, string>>>().notNull(),
    points: points('points').notNull(),
    cash: money('cash'),
    status: text('status').$type<MallOrderStatus>().notNull(),
    voucherCode: text('voucher_code'),
    address: jsonb('address').$type<ShippingAddress>(),
    requestId: text('request_id').notNull(),
    note: text('note'),
    handledBy: text('handled_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mall_orders_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('mall_orders_member_idx').on(t.merchantId, t.memberId, t.itemId),
    index('mall_orders_status_idx').on(t.merchantId, t.status, t.id),
  ],
);

export type PointsEntryRow = typeof pointsEntries.$inferSelect;
export type PointsRuleRow = typeof pointsRules.$inferSelect;
export type MallItemRow = typeof mallItems.$inferSelect;
export type NewMallItem = typeof mallItems.$inferInsert;
export type MallOrderRow = typeof mallOrders.$inferSelect;
