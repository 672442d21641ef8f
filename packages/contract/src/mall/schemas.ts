import { z } from 'zod';
import { AmountSchema, BodyIdSchema, IdSchema, MoneySchema, OpsCodeSchema, OpsPageNoSchema, PageNoSchema, RequestIdSchema, pageOf } from '../common.js';
import { LANGUAGE_CODES } from '../languages.js';
import { MALL_ITEM_KINDS, MALL_ORDER_ACTION_NAMES, MALL_ORDER_STATUSES, MAX_POINTS_ADJUST, POINTS_REASONS } from './rules.js';

export const MallItemKindSchema = z.enum(MALL_ITEM_KINDS);
export const MallOrderStatusSchema = z.enum(MALL_ORDER_STATUSES);

/** The member's points: the balance and what a valid bet earns (points per 1.00 staked). */
export const PointsSummarySchema = z.object({ balance: z.number().int(), pointsPerUnit: z.number().int() });
export type PointsSummary = z.infer<typeof PointsSummarySchema>;

/** A line of the points ledger: the signed change, the balance after it, why. */
export const PointsEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;
export const PointsPageSchema = pageOf(PointsEntrySchema);
export type PointsPage = z.infer<typeof PointsPageSchema>;
export const MallPageQuerySchema = z.object({ pageNo: PageNoSchema });

/** A catalogue item as a member sees it, in the member's language (EN when the item has none in it). */
export const MallItemSchema = z.object({
  id: z.number().int(),
  kind: MallItemKindSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number().int(),
  /** Bonus cash items: the cash paid into the wallet. */
  cash: MoneySchema.nullable(),
  /** Left in stock; null = unlimited. */
  stock: z.number().int().nullable(),
  /** Most orders per member; null = no limit. */
  perMemberLimit: z.number().int().nullable(),
  soldOut: z.boolean(),
});
export type MallItem = z.infer<typeof MallItemSchema>;
export const MallItemParamsSchema = z.object({ id: IdSchema });

/** Where physical goods go. */
export const ShippingAddressSchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z.string().trim().regex(/^\+?[\d\s-]{5,20}$/),
  line1: z.string().trim().min(1).max(120),
  line2: z.string().trim().max(120).optional(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const MallRedeemSchema = z.object({
  itemId: BodyIdSchema,
  /** Makes a retried redeem the same order. */
  requestId: RequestIdSchema,
  /** Required for physical goods. */
  address: ShippingAddressSchema.optional(),
});
export type MallRedeem = z.infer<typeof MallRedeemSchema>;

export const MallOrderSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  kind: MallItemKindSchema,
  itemName: z.string(),
  points: z.number().int(),
  status: MallOrderStatusSchema,
  cash: MoneySchema.nullable(),
  voucherCode: z.string().nullable(),
  address: ShippingAddressSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MallOrder = z.infer<typeof MallOrderSchema>;
export const MallOrderPageSchema = pageOf(MallOrderSchema);
export type MallOrderPage = z.infer<typeof MallOrderPageSchema>;
/** A redeemed order and the member's points after it. */
export const MallRedeemedSchema = z.object({ order: MallOrderSchema, points: z.number().int() });
export type MallRedeemed = z.infer<typeof MallRedeemedSchema>;

// ---- operator ----
const texts = (max: number) => z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max));

export const OpsMallItemSchema = MallItemSchema.omit({ name: true, description: true }).extend({
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  sort: z.number().int(),
  sold: z.number().int(),
});
export type OpsMallItem = z.infer<typeof OpsMallItemSchema>;

const itemFields = {
  kind: MallItemKindSchema,
  /** Per language; EN is required (the fallback). */
  names: texts(80).refine((n) => !!n.EN, { message: 'EN name required' }),
  descriptions: texts(1000).default({}),
  imageUrl: z.string().trim().url().max(500).nullable().default(null),
  price: z.number().int().min(1).max(100_000_000),
  cash: AmountSchema.nullable().default(null),
  stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
  perMemberLimit: z.number().int().min(1).max(1000).nullable().default(null),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
};
export const OpsMallItemInputSchema = z
  .object(itemFields)
  .refine((b) => (b.kind === 'BONUS_CASH') === (b.cash !== null), { message: 'cash is for BONUS_CASH items only, and required there', path: ['cash'] });
export type OpsMallItemInput = z.infer<typeof OpsMallItemInputSchema>;
export const OpsMallItemParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });

export const OpsMallOrderSchema = MallOrderSchema.extend({ memberId: z.number().int(), member: z.string(), note: z.string().nullable(), handledBy: z.string().nullable() });
export type OpsMallOrder = z.infer<typeof OpsMallOrderSchema>;
export const OpsMallOrdersQuerySchema = z.object({
  pageNo: OpsPageNoSchema,
  status: MallOrderStatusSchema.optional(),
  kind: MallItemKindSchema.optional(),
  member: z.string().trim().max(32).optional(),
});
export const OpsMallOrderActionParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema, action: z.enum(MALL_ORDER_ACTION_NAMES) });
export const OpsMallOrderActionSchema = z.object({ note: z.string().trim().max(200).optional() });

export const OpsMemberPointsParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });
/** A member's points history page and balance (one call serves the back office's list and its balance card). */
export const OpsMemberPointsSchema = PointsPageSchema.extend({ balance: z.number().int() });
export type OpsMemberPoints = z.infer<typeof OpsMemberPointsSchema>;
export const OpsPointsAdjustSchema = z.object({
  /** Signed: points added (positive) or taken (negative); never below zero. */
  delta: z
    .number()
    .int()
    .min(-MAX_POINTS_ADJUST)
    .max(MAX_POINTS_ADJUST)
    .refine((d) => d !== 0, { message: 'must not be zero' }),
  reason: z.string().trim().min(2).max(200),
  requestId: RequestIdSchema,
});
export type OpsPointsAdjust = z.infer<typeof OpsPointsAdjustSchema>;
