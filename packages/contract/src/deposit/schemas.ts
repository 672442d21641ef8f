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
import { DEPOSIT_CHANNEL_TYPES, DEPOSIT_LIMITS, DEPOSIT_STATUSES, PROMO_CODE_PATTERN, QR_CHANNEL_TYPES, QR_SIGN_TYPE_VALUES } from './rules.js';

export const DepositChannelTypeSchema = z.enum(DEPOSIT_CHANNEL_TYPES);

export const DepositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: DepositChannelTypeSchema,
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
/** Without an amount the code alone is checked (the form says at once that a code is unknown, before any amount). */
export const CheckPromoCodeQuerySchema = z.object({ code: PromoCodeSchema, amount: AmountSchema.optional() });
/** What a promo / bonus code gives for an amount; a code that does not apply answers a field error (PROMO_CODE_PROBLEMS). */
export const CheckPromoCodeResultSchema = z.object({
  promoId: z.number().int(),
  /** The code as the operator wrote it. */
  code: z.string(),
  title: z.string(),
  /** Null when no amount was given. */
  bonus: MoneySchema.nullable(),
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
  channelType: DepositChannelTypeSchema,
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
  /** GATEWAY: the payment page to open. ALIPAY / WECHAT / QQ: the wallet's pay page (the phone's "open in app" link). */
  payUrl: z.string().nullable(),
  /** ALIPAY / WECHAT / QQ: what the QR code encodes (the wallet's `qr_code` / `code_url`); null for other channels. */
  qrCode: z.string().nullable(),
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

/** A QR wallet's notification as its wire format carries it: Alipay's form fields, WeChat Pay's and QQ Wallet's XML text. */
export const QrNotifyFormSchema = z.record(z.string().max(64), z.string().max(4096));
export const QrNotifyXmlSchema = z.string().max(65_536);

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

// ---- operator: a QR channel's merchant credentials ----

/** A secret as the operator sees it (never its value): whether one is set, and the end of its SHA-256 to tell keys apart. */
export const SecretStateSchema = z.object({ set: z.boolean(), fingerprint: z.string().nullable() });
export type SecretState = z.infer<typeof SecretStateSchema>;

/**
 * A QR wallet channel's credentials as the operator reads them: the wallet's address and our merchant id there, the
 * wallet's public key (Alipay) and our public key derived from our private key (what is registered at Alipay); the
 * secrets (our private key, the API key) only as set or not with a fingerprint. A key the wallet does not use is null.
 */
export const OpsQrCredentialsSchema = z.object({
  channelCode: z.string(),
  type: z.enum(QR_CHANNEL_TYPES),
  signType: z.enum(QR_SIGN_TYPE_VALUES),
  /** The wallet's API base: an absolute http(s) URL, or a path on this server (the local payment simulator). */
  providerUrl: z.string().nullable(),
  /** Alipay app_id, WeChat Pay / QQ Wallet mch_id. */
  merchantId: z.string().nullable(),
  /** ALIPAY: the wallet's public key (PEM, SPKI) and its SHA-256 (hex, of the DER). */
  walletPublicKey: z.string().nullable(),
  walletKeyFingerprint: z.string().nullable(),
  /** ALIPAY: our public key (PEM, SPKI), derived from our private key; null while none is set. */
  merchantPublicKey: z.string().nullable(),
  /** ALIPAY: our private key (signs our calls). */
  privateKey: SecretStateSchema.nullable(),
  /** WECHAT / QQ: the API key both sides sign with. */
  apiKey: SecretStateSchema.nullable(),
});
export type OpsQrCredentials = z.infer<typeof OpsQrCredentialsSchema>;

/** An absolute http(s) URL without query or fragment, or a path on this server ("/sim/pay/alipay"). */
export const PROVIDER_URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s?#]*|\/[^\s?#]*)$/;
const credentialPem = z.string().trim().min(1).max(10_000);
/**
 * A change of a QR channel's credentials: the fields given replace theirs (a secret is only ever written); the server
 * checks keys by content (a PEM must parse, Alipay's keys RSA of at least QR_RSA_MIN_BITS) and that the channel's
 * wallet uses the key given. Nothing changes when any field is refused.
 */
export const OpsQrCredentialsUpdateSchema = z
  .object({
    providerUrl: z.string().trim().min(1).max(300).regex(PROVIDER_URL_PATTERN),
    merchantId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    privateKey: credentialPem,
    walletPublicKey: credentialPem,
    /** WeChat Pay v2 and QQ Wallet API keys are 32 letters and digits. */
    apiKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{32}$/),
  })
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'no field given' });
export type OpsQrCredentialsUpdate = z.infer<typeof OpsQrCredentialsUpdateSchema>;

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
