import { z } from 'zod';
import { MoneySchema } from './common.js';
import { DEPOSIT_STATUSES, TX_CODES, WITHDRAW_STATUSES } from './money-codes.js';

export * from './money-codes.js';

// Issue 5: deposit, withdrawal, records and the money side of the security centre.

/** Positive amount at the edge: "100", "100.5" or "100.50". */
export const AmountSchema = z.string().trim().regex(/^\d{1,12}(\.\d{1,2})?$/);
/** The client's idempotency key for a money request: a resubmit with the same id is the same request. */
export const RequestIdSchema = z.string().trim().min(8).max(64).regex(/^[\w-]+$/);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Page = z.coerce.number().int().min(1).max(10_000).default(1);

// ---- wallet ----
export const VendorWalletSchema = z.object({ vendor: z.string(), balance: MoneySchema });
export type VendorWallet = z.infer<typeof VendorWalletSchema>;

export const WalletTransferRequestSchema = z.object({
  from: z.string().trim().min(1).max(32),
  to: z.string().trim().min(1).max(32),
  amount: AmountSchema,
  requestId: RequestIdSchema,
});
export type WalletTransferRequest = z.infer<typeof WalletTransferRequestSchema>;

export const WalletsViewSchema = z.object({
  sumBalance: MoneySchema,
  mainBalance: MoneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(VendorWalletSchema),
});
export type WalletsView = z.infer<typeof WalletsViewSchema>;

export const TxCodeSchema = z.enum(TX_CODES);
export const TxCodeListSchema = z.array(z.object({ code: TxCodeSchema, labelKey: z.string() }));
export type TxCodeList = z.infer<typeof TxCodeListSchema>;

export const RecordsQuerySchema = z.object({
  start: Day,
  end: Day,
  pageNo: Page,
});
export const TransactionQuerySchema = RecordsQuerySchema.extend({ txCode: TxCodeSchema.optional() });
export type TransactionQuery = z.input<typeof TransactionQuerySchema>;

export const TransactionItemSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  txCode: z.string(),
  wallet: z.string(),
  amount: MoneySchema,
  balanceAfter: MoneySchema,
});
export type TransactionItem = z.infer<typeof TransactionItemSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pageNo: z.number().int(), totalPages: z.number().int(), totalCount: z.number().int() });
}
export const TransactionPageSchema = pageOf(TransactionItemSchema);
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

// ---- profit and loss (ODSFE2_MemPNL) ----
export const PnlRowSchema = z.object({
  date: Day,
  deposit: MoneySchema,
  withdraw: MoneySchema,
  bet: MoneySchema,
  payout: MoneySchema,
  bonus: MoneySchema,
  /** payout + bonus - bet: what the member won (negative when lost). */
  profit: MoneySchema,
});
export type PnlRow = z.infer<typeof PnlRowSchema>;
export const PnlSchema = z.object({ days: z.array(PnlRowSchema), total: PnlRowSchema.omit({ date: true }) });
export type Pnl = z.infer<typeof PnlSchema>;
export const PnlQuerySchema = z.object({ start: Day, end: Day });

// ---- deposit ----
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
});
export type DepositPromo = z.infer<typeof DepositPromoSchema>;

export const AcceptPromoRequestSchema = z.object({ promoId: z.number().int().positive(), amount: AmountSchema });
export const AcceptPromoResultSchema = z.object({ promoId: z.number().int(), bonus: MoneySchema });
export type AcceptPromoResult = z.infer<typeof AcceptPromoResultSchema>;

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

export const DepositRequestSchema = z.object({
  channelId: z.number().int().positive(),
  amount: AmountSchema,
  promoId: z.number().int().positive().optional(),
  /** BANK: the name on the paying account, so the operator can match the transfer. */
  payerName: z.string().trim().min(1).max(64).optional(),
  requestId: RequestIdSchema,
});
export type DepositRequest = z.infer<typeof DepositRequestSchema>;

export const DepositStartSchema = z.object({
  order: DepositOrderSchema,
  /** GATEWAY: the payment page to open. */
  payUrl: z.string().nullable(),
});
export type DepositStart = z.infer<typeof DepositStartSchema>;

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

// ---- withdrawal and security ----
export const BankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof BankSchema>;

export const BankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last 4 digits. */
  accountNo: z.string(),
  branch: z.string().nullable(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

export const BindBankCardSchema = z.object({
  bankCode: z.string().trim().min(1).max(32),
  accountName: z.string().trim().min(1).max(64),
  accountNo: z.string().trim().regex(/^\d{8,24}$/),
  branch: z.string().trim().max(100).optional(),
});
export type BindBankCard = z.infer<typeof BindBankCardSchema>;

export const PaymentPasswordSchema = z.string().regex(/^\d{6}$/);
export const SetPaymentPasswordSchema = z.object({
  newPassword: PaymentPasswordSchema,
  /** Required when one is already set. */
  oldPassword: PaymentPasswordSchema.optional(),
});
export type SetPaymentPassword = z.infer<typeof SetPaymentPasswordSchema>;
export const ResetPaymentPasswordSchema = z.object({
  /** The login password proves who resets it. */
  loginPassword: z.string().min(1).max(128),
  newPassword: PaymentPasswordSchema,
});
export type ResetPaymentPassword = z.infer<typeof ResetPaymentPasswordSchema>;

export const WithdrawRequestSchema = z.object({
  amount: AmountSchema,
  bankCardId: z.number().int().positive(),
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

export const WithdrawStatusSchema = z.enum(WITHDRAW_STATUSES);
export const WithdrawOrderSchema = z.object({
  orderNo: z.string(),
  amount: MoneySchema,
  status: WithdrawStatusSchema,
  bankName: z.string(),
  accountNo: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type WithdrawOrder = z.infer<typeof WithdrawOrderSchema>;
export const WithdrawReportQuerySchema = RecordsQuerySchema.extend({ status: WithdrawStatusSchema.optional() });
export const WithdrawPageSchema = pageOf(WithdrawOrderSchema);
export type WithdrawPage = z.infer<typeof WithdrawPageSchema>;

export const WithdrawInfoSchema = z.object({
  balance: MoneySchema,
  min: MoneySchema,
  max: MoneySchema,
  hasPaymentPassword: z.boolean(),
  cards: z.array(BankCardSchema),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;

export const SecurityConfigSchema = z.object({
  hasPaymentPassword: z.boolean(),
  paymentPasswordLocked: z.boolean(),
  bankCards: z.number().int(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
});
export type SecurityConfig = z.infer<typeof SecurityConfigSchema>;

export const NicknameSchema = z.object({ nickname: z.string().trim().min(1).max(32) });
export const EmailSchema = z.object({ email: z.email().max(254) });
export const PayeeNameSchema = z.object({ payeeName: z.string().trim().min(1).max(64) });

// ---- operator ----
export const OpsOrderActionSchema = z.object({ note: z.string().max(200).optional() });
export const OpsDepositSchema = DepositOrderSchema.extend({ member: z.string(), payerName: z.string().nullable() });
export const OpsWithdrawSchema = WithdrawOrderSchema.extend({ member: z.string(), accountName: z.string() });
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
export const ReconcileResultSchema = z.object({
  accounts: z.number().int(),
  mismatches: z.array(z.object({ account: z.string(), balance: MoneySchema, entries: MoneySchema })),
  ok: z.boolean(),
});
export type ReconcileResult = z.infer<typeof ReconcileResultSchema>;

// ---- bet record (/m/gameRecord) ----
export const BetRecordQuerySchema = RecordsQuerySchema.extend({ gameType: z.string().trim().regex(/^[A-Z0-9_]{1,16}$/).optional() });
export type BetRecordQuery = z.input<typeof BetRecordQuerySchema>;
export const BetRecordItemSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  stake: MoneySchema,
  payout: MoneySchema,
  /** payout - stake once settled; 0.00 while open or void. */
  winLoss: MoneySchema,
  status: z.enum(['open', 'settled', 'void']),
  time: z.string(),
  settledAt: z.string().nullable(),
  /** The vendor's round details (pick, outcome, provably fair seeds). */
  detail: z.record(z.string(), z.unknown()),
});
export type BetRecordItem = z.infer<typeof BetRecordItemSchema>;
export const BetRecordPageSchema = pageOf(BetRecordItemSchema).extend({
  summary: z.object({ count: z.number().int(), stake: MoneySchema, payout: MoneySchema, winLoss: MoneySchema }),
  /** Game types the member played in the period (for the filter), whatever gameType was asked. */
  gameTypes: z.array(z.string()),
});
export type BetRecordPage = z.infer<typeof BetRecordPageSchema>;
