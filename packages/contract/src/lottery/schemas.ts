import { z } from 'zod';
import { AmountSchema, DigitsIdSchema, MoneySchema, OpsCodeSchema, IdSchema, PageNoSchema, RequestIdSchema, pageOf, pageSizeOf } from '../common.js';
import { LOTTERY_BET_TYPES, MAX_SUB_ORDERS } from './rules.js';

export const LotteryBetTypeSchema = z.enum(LOTTERY_BET_TYPES);
export const NumeroTextSchema = z.string().regex(/^\d{8}-\d{4}$/);

export const SUB_ORDER_STATUSES = ['OPEN', 'CANCELLED', 'WON', 'LOST', 'VOID'] as const;
export type SubOrderStatus = (typeof SUB_ORDER_STATUSES)[number];
/** OPEN: waiting for its draw; SETTLED: drawn and paid; CANCELLED: every sub-order cancelled; VOID: period voided. */
export const ORDER_STATUSES = ['OPEN', 'SETTLED', 'CANCELLED', 'VOID'] as const;
export type LotteryOrderStatus = (typeof ORDER_STATUSES)[number];
export const PERIOD_STATUSES = ['OPEN', 'DRAWN', 'VOID'] as const;

export const LotterySubOrderInputSchema = z.object({
  betType: LotteryBetTypeSchema,
  /** See normalizeSelection: "BIG", "ODD", "3:7", "07", "407". */
  selection: z.string().trim().min(1).max(8),
  stake: AmountSchema,
});
export type LotterySubOrderInput = z.input<typeof LotterySubOrderInputSchema>;

/** POST /lgw/orders: an order for the open period of a TCG lottery; `requestId` again is the same order. */
export const LotteryOrderBodySchema = z.object({
  gameId: z.number().int().positive().max(2_147_483_647),
  /** The period the player saw open: an order for any other is refused (closed), never moved to the next. */
  numero: NumeroTextSchema,
  requestId: RequestIdSchema,
  subOrders: z.array(LotterySubOrderInputSchema).min(1).max(MAX_SUB_ORDERS),
});
export type LotteryOrderBody = z.input<typeof LotteryOrderBodySchema>;

export const LotterySubOrderSchema = z.object({
  subOrderId: z.number().int(),
  betType: LotteryBetTypeSchema,
  selection: z.string(),
  stake: MoneySchema,
  /** "1.98", "950.00". */
  odds: z.string(),
  status: z.enum(SUB_ORDER_STATUSES),
  payout: MoneySchema,
});
export type LotterySubOrder = z.infer<typeof LotterySubOrderSchema>;

export const LotteryOrderSchema = z.object({
  orderId: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalStake: MoneySchema,
  totalPayout: MoneySchema,
  subOrderCount: z.number().int(),
  createdAt: z.string(),
  /** Sub-orders may be cancelled until then. */
  closesAt: z.string(),
});
export type LotteryOrder = z.infer<typeof LotteryOrderSchema>;

/** A draw period: the seed's hash is committed when it opens; the seed and the result come with the draw. */
export const LotteryPeriodSchema = z.object({
  numero: z.string(),
  status: z.enum(PERIOD_STATUSES),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  serverSeedHash: z.string(),
  /** Revealed once drawn (or voided). */
  serverSeed: z.string().nullable(),
  /** Five digits ("40713") once drawn. */
  result: z.string().nullable(),
});
export type LotteryPeriod = z.infer<typeof LotteryPeriodSchema>;

export const LotteryOrderDetailSchema = LotteryOrderSchema.extend({
  subOrders: z.array(LotterySubOrderSchema),
  period: LotteryPeriodSchema,
});
export type LotteryOrderDetail = z.infer<typeof LotteryOrderDetailSchema>;

/** The order as placed or after a cancel, with the member's balance after it. */
export const LotteryOrderChangeSchema = z.object({ order: LotteryOrderDetailSchema, balance: MoneySchema });
export type LotteryOrderChange = z.infer<typeof LotteryOrderChangeSchema>;

export const LOTTERY_ORDER_PAGE_SIZE = 20;
export const LotteryOrdersQuerySchema = z.object({
  pageNo: PageNoSchema,
  pageSize: pageSizeOf(50, LOTTERY_ORDER_PAGE_SIZE),
  status: z.enum(ORDER_STATUSES).optional(),
  gameId: DigitsIdSchema.optional(),
});
export type LotteryOrdersQuery = z.input<typeof LotteryOrdersQuerySchema>;
export const LotteryOrderPageSchema = pageOf(LotteryOrderSchema);
export type LotteryOrderPage = z.infer<typeof LotteryOrderPageSchema>;

export const LotteryOrderQuerySchema = z.object({ orderId: DigitsIdSchema });
export const LotteryCancelBodySchema = z.object({
  orderId: z.number().int().positive().max(2_147_483_647),
  subOrderId: z.number().int().positive().max(2_147_483_647),
});
export type LotteryCancelBody = z.input<typeof LotteryCancelBodySchema>;

export const LotteryResultsQuerySchema = z.object({ gameId: DigitsIdSchema, size: pageSizeOf(30, 10) });
export const LotteryResultsSchema = z.array(LotteryPeriodSchema);

// Operator API

export const OpsLotteryPeriodsQuerySchema = z.object({
  gameId: DigitsIdSchema,
  pageNo: PageNoSchema,
  pageSize: pageSizeOf(100, 20),
});
export const OpsLotteryPeriodSchema = LotteryPeriodSchema.extend({
  periodId: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  orders: z.number().int(),
  subOrders: z.number().int(),
  totalStake: MoneySchema,
  totalPayout: MoneySchema,
  voidReason: z.string().nullable(),
});
export type OpsLotteryPeriod = z.infer<typeof OpsLotteryPeriodSchema>;
export const OpsLotteryPeriodPageSchema = pageOf(OpsLotteryPeriodSchema);
export const OpsLotteryPeriodParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });
export const OpsLotteryOrderSchema = LotteryOrderSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  subOrders: z.array(LotterySubOrderSchema),
});
export const OpsLotteryOrderListSchema = z.array(OpsLotteryOrderSchema);
export const OpsLotteryVoidBodySchema = z.object({ reason: z.string().trim().min(1).max(200) });
/** A voided period, and how many sub-orders were refunded by this call (0 on a repeat). */
export const OpsLotteryVoidSchema = z.object({ period: OpsLotteryPeriodSchema, refunded: z.number().int(), amount: MoneySchema });
export const OpsLotteryGameSchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  playType: z.enum(['ent', 'trad']),
  /** Seconds between draws. */
  periodSeconds: z.number().int(),
  enabled: z.boolean(),
});
export const OpsLotteryGameListSchema = z.array(OpsLotteryGameSchema);
