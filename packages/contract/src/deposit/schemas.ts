import { z } from 'zod';
import {
  AmountSchema,
  ApprovalStateSchema,
  IdSchema,
  MoneySchema,
  OpsCodeSchema,
  OpsPageNoSchema,
  OrderQuerySchema,
  RecordsQuerySchema,
  RequestIdSchema,
  pageOf,
} from '../common.js';
import { DEPOSIT_LIMITS, DEPOSIT_STATUSES, PROMO_CODE_PATTERN } from './rules.js';

export const DepositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(['BANK', 'GATEWAY']),
  name: z.string(),
  min: MoneySchema,
  max: MoneySchema,
  presets: z.array(MoneySchema),
});
export type DepositChannel = z.infer<typeof DepositChannelSchema>;

export const DepositPromoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Bonus percentage, e.g. "10.00". */
  percent: z.string(),
  maxBonus: MoneySchema,
  minDeposit: MoneySchema,
  /** A fixed bonus added to the percentage ("0.00" when none). */
  fixedBonus: MoneySchema,
});
export type DepositPromo = z.infer<typeof DepositPromoSchema>;

export const AcceptPromoRequestSchema = z.object({ promoId: z.number().int().positive(), amount: AmountSchema });
export const AcceptPromoResultSchema = z.object({ promoId: z.number().int(), bonus: MoneySchema });
export type AcceptPromoResult = z.infer<typeof AcceptPromoResultSchema>;

/** A promo or bonus code as typed (case does not matter). */
export const PromoCodeSchema = z.string().trim().regex(PROMO_CODE_PATTERN);
export const CheckPromoCodeQuerySchema = z.object({ code: PromoCodeSchema, amount: AmountSchema });
/** What a promo / bonus code gives for an amount; a code that does not apply answers a field error (PROMO_CODE_PROBLEMS). */
export const CheckPromoCodeResultSchema = z.object({
  promoId: z.number().int(),
  /** The code as the operator wrote it. */
  code: z.string(),
  title: z.string(),
  bonus: MoneySchema,
  minDeposit: MoneySchema,
});
export type CheckPromoCodeResult = z.infer<typeof CheckPromoCodeResultSchema>;

export const BankAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  branch: z.string().optional(),
});

export const DepositStatusSchema = z.enum(DEPOSIT_STATUSES);
export const DepositOrderSchema = z.object({
  orderNo: z.string(),
  channel: z.string(),
  channelType: z.enum(['BANK', 'GATEWAY']),
  amount: MoneySchema,
  bonus: MoneySchema,
  status: DepositStatusSchema,
  reference: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  /** BANK: where to send the money. */
  receivingAccount: BankAccountSchema.nullable(),
});
export type DepositOrder = z.infer<typeof DepositOrderSchema>;

export const DepositRequestSchema = z
  .object({
    channelId: z.number().int().positive(),
    amount: AmountSchema,
    /** A listed promotion picked in the list, or (not both) `promoCode`: a promo or bonus code typed by the member. */
    promoId: z.number().int().positive().optional(),
    promoCode: PromoCodeSchema.optional(),
    /** BANK: the name on the paying account, so the operator can match the transfer. */
    payerName: z.string().trim().min(1).max(DEPOSIT_LIMITS.payerNameMax).optional(),
    requestId: RequestIdSchema,
  })
  .refine((b) => b.promoId === undefined || b.promoCode === undefined, { message: 'give promoId or promoCode, not both', path: ['promoCode'] });
export type DepositRequest = z.infer<typeof DepositRequestSchema>;

export const DepositStartSchema = z.object({
  order: DepositOrderSchema,
  /** GATEWAY: the payment page to open. */
  payUrl: z.string().nullable(),
});
export type DepositStart = z.infer<typeof DepositStartSchema>;

export const DepositOrderQuerySchema = OrderQuerySchema;

export const DepositReportQuerySchema = RecordsQuerySchema.extend({ status: DepositStatusSchema.optional() });
export const DepositPageSchema = pageOf(DepositOrderSchema);
export type DepositPage = z.infer<typeof DepositPageSchema>;

/** The demo gateway's server-to-server notification; `sign` is HMAC-SHA256 hex over the other fields. */
export const GatewayNotifySchema = z.object({
  orderNo: z.string().min(1).max(64),
  amount: MoneySchema,
  status: z.enum(['PAID', 'FAILED']),
  txnId: z.string().min(1).max(64),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type GatewayNotify = z.infer<typeof GatewayNotifySchema>;
/** What the notify route answers: the order's status afterwards (a PAID for a failed order still answers `failed`). */
export const GatewayNotifyAnswerSchema = z.object({ orderNo: z.string(), status: z.string() });

export const OpsDepositsQuerySchema = z.object({ pageNo: OpsPageNoSchema, status: DepositStatusSchema.optional() });
export const OpsDepositSchema = DepositOrderSchema.extend({
  member: z.string(),
  payerName: z.string().nullable(),
  /** An open order a first operator approved, waiting for a second one (dual approval). */
  approval: ApprovalStateSchema.optional(),
});
export type OpsDeposit = z.infer<typeof OpsDepositSchema>;
/** What an operator's approval answers: the order, and `approval` when it now waits for a second operator. */
export const OpsDepositDecisionSchema = DepositOrderSchema.extend({ approval: ApprovalStateSchema.optional() });
export type OpsDepositDecision = z.infer<typeof OpsDepositDecisionSchema>;
/** A deposit channel as the operator sees it (never its gateway secret). */
export const OpsDepositChannelSchema = DepositChannelSchema.extend({
  enabled: z.boolean(),
  /** GATEWAY: completed by the local sandbox gateway page (no real money moves). Always false for BANK. */
  sandbox: z.boolean(),
});
export type OpsDepositChannel = z.infer<typeof OpsDepositChannelSchema>;
export const OpsDepositChannelUpdateSchema = z
  .object({ enabled: z.boolean().optional(), sandbox: z.boolean().optional() })
  .strict()
  .refine((b) => b.enabled !== undefined || b.sandbox !== undefined, { message: 'give enabled or sandbox' });
export type OpsDepositChannelUpdate = z.infer<typeof OpsDepositChannelUpdateSchema>;
export const OpsChannelParamsSchema = z.object({ code: OpsCodeSchema, channelCode: OpsCodeSchema });

// ---- operator: deposit promotions ----

const UsesSchema = z.number().int().positive().max(1_000_000_000).nullable();
const WhenSchema = z.iso.datetime({ offset: true }).nullable();
/** Every field of a deposit promotion as the operator writes it (money as decimal strings, percent as "10.00"). */
export const OpsDepositPromoInputSchema = z.object({
  code: PromoCodeSchema,
  title: z.string().trim().min(1).max(100),
  percent: z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/),
  fixedBonus: AmountSchema,
  maxBonus: AmountSchema,
  minDeposit: AmountSchema,
  hidden: z.boolean(),
  startsAt: WhenSchema,
  endsAt: WhenSchema,
  maxUses: UsesSchema,
  perMemberUses: UsesSchema,
  enabled: z.boolean(),
});
export type OpsDepositPromoInput = z.infer<typeof OpsDepositPromoInputSchema>;
/** An update names only what changes (the enable switch sends `{ enabled }`); the merged promotion is checked again. */
export const OpsDepositPromoUpdateSchema = OpsDepositPromoInputSchema.partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' });
export type OpsDepositPromoUpdate = z.infer<typeof OpsDepositPromoUpdateSchema>;
/** A deposit promotion with its uses: orders waiting for payment and orders credited (expired or failed ones free theirs). */
export const OpsDepositPromoSchema = OpsDepositPromoInputSchema.extend({
  id: z.number().int(),
  percent: z.string(),
  fixedBonus: MoneySchema,
  maxBonus: MoneySchema,
  minDeposit: MoneySchema,
  uses: z.object({ pending: z.number().int(), credited: z.number().int() }),
});
export type OpsDepositPromo = z.infer<typeof OpsDepositPromoSchema>;
export const OpsDepositPromoParamsSchema = z.object({ code: OpsCodeSchema, promoId: IdSchema });
