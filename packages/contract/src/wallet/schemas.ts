import { z } from 'zod';
import { AmountSchema, DaySchema, MoneySchema, PageNoSchema, pageOf, pageSizeOf, RecordsQuerySchema, RequestIdSchema } from '../common.js';
import { TX_CODES } from './rules.js';

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

export const TransactionPageSchema = pageOf(TransactionItemSchema);
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

export const PnlRowSchema = z.object({
  date: DaySchema,
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
export const PnlQuerySchema = z.object({ start: DaySchema, end: DaySchema });

export const ReconcileResultSchema = z.object({
  accounts: z.number().int(),
  mismatches: z.array(z.object({ account: z.string(), balance: MoneySchema, entries: MoneySchema })),
  ok: z.boolean(),
});
export type ReconcileResult = z.infer<typeof ReconcileResultSchema>;

/** The days of a reconciliation report (UTC, inclusive); both optional: the last 14 days up to today. */
export const OpsReconcileDaysQuerySchema = z.object({ from: DaySchema.optional(), to: DaySchema.optional() });
/** The sum and number of one kind of ledger entries (deposit, bonus, bet, settle, adjust ...). */
export const LedgerKindSumSchema = z.object({ kind: z.string(), total: MoneySchema, count: z.number().int() });
export const ReconcileDaySchema = z.object({
  day: DaySchema,
  kinds: z.array(LedgerKindSumSchema),
  /** The day's entries summed: what the members' balances moved by. */
  net: MoneySchema,
  entries: z.number().int(),
  /** Entries whose balance_after is not the previous balance_after of its wallet plus its amount. */
  breaks: z.number().int(),
  ok: z.boolean(),
});
export type ReconcileDay = z.infer<typeof ReconcileDaySchema>;
/** Per day, the ledger by kind and whether each entry follows from the one before; and the books now. */
export const OpsReconcileDaysSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  days: z.array(ReconcileDaySchema),
  totals: z.array(LedgerKindSumSchema),
  /** Every balance against the sum of its entries, now (opsReconcile). */
  current: ReconcileResultSchema,
  ok: z.boolean(),
});
export type OpsReconcileDays = z.infer<typeof OpsReconcileDaysSchema>;

// ---- manual balance adjustments (operator, dual approval) ----

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AdjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatusSchema>;
/** A signed amount with up to 2 decimals ("100.00" credits, "-50.00" debits), not zero. */
export const SignedAmountSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/)
  .refine((v) => /[1-9]/.test(v), { message: 'must not be zero' });
export const OpsAdjustmentRequestSchema = z.object({
  /** The member's account name. */
  member: z.string().trim().min(1).max(64),
  amount: SignedAmountSchema,
  reason: z.string().trim().min(4).max(200),
});
export type OpsAdjustmentRequest = z.infer<typeof OpsAdjustmentRequestSchema>;
export const OpsAdjustmentRejectSchema = z.object({ reason: z.string().trim().min(1).max(200) });
export const OpsAdjustmentsQuerySchema = z.object({
  status: AdjustmentStatusSchema.optional(),
  pageNo: PageNoSchema,
  pageSize: pageSizeOf(100, 20),
});
/** A manual change of a member's balance: asked by one operator, carried out (or refused) by another. */
export const OpsAdjustmentSchema = z.object({
  id: z.number().int(),
  member: z.string(),
  /** Signed: positive credits, negative debits. */
  amount: MoneySchema,
  reason: z.string(),
  status: AdjustmentStatusSchema,
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The reason given with a rejection. */
  decisionNote: z.string().nullable(),
  /** The ledger entry of an approved adjustment. */
  ledgerEntryId: z.number().int().nullable(),
});
export type OpsAdjustment = z.infer<typeof OpsAdjustmentSchema>;
export const OpsAdjustmentPageSchema = pageOf(OpsAdjustmentSchema);

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
  summary: z.object({
    count: z.number().int(),
    /**
     * The period's valid bets. A valid bet is the stake of a settled round: an open round's stake is not one yet and
     * a void round's never. The one definition behind every valid-bet figure: the VIP progress (vipProgress), this
     * total and the back office's member totals (opsMember).
     */
    validBet: MoneySchema,
    /** Payouts of the settled rounds; winLoss is payout - validBet. */
    payout: MoneySchema,
    winLoss: MoneySchema,
  }),
  /** Game types the member played in the period (for the filter), whatever gameType was asked. */
  gameTypes: z.array(z.string()),
});
export type BetRecordPage = z.infer<typeof BetRecordPageSchema>;

/** A transfer's state: PENDING while the vendor's answer is unknown (a timeout); a status check settles it later. */
export const TRANSFER_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const TransferStatusSchema = z.enum(TRANSFER_STATUSES);
export type TransferStatus = z.infer<typeof TransferStatusSchema>;

/** A transfer still waiting for the vendor: the member sees it as processing. */
export const PendingTransferSchema = z.object({
  requestId: z.string(),
  from: z.string(),
  to: z.string(),
  amount: MoneySchema,
  time: z.string(),
});
export type PendingTransfer = z.infer<typeof PendingTransferSchema>;

export const WalletGcsSchema = z.object({
  sumBalance: MoneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
  /** The main (seamless) wallet; sumBalance adds the vendor wallets to it. Optional: older answers lack it. */
  mainBalance: MoneySchema.optional(),
  /**
   * Vendor wallets. A transfer-type vendor's balance is the last one its aggregator answered (to a transfer or to a
   * background refresh); `stale`: that answer is older than the server's refresh age (a refresh is under way, or the
   * aggregator does not answer), ask again shortly. A vendor where the member never had money is 0, not stale.
   */
  wallets: z.array(z.object({ vendor: z.string(), balance: MoneySchema, stale: z.boolean().optional() })).optional(),
  /** The member's transfers still waiting for the vendor (their money is in neither balance until settled). */
  pending: z.array(PendingTransferSchema).optional(),
});
export type WalletGcs = z.infer<typeof WalletGcsSchema>;

/** GCS_walletTransfer's answer: the balances afterwards and how the transfer ended (PENDING: still processing). */
export const WalletTransferAnswerSchema = WalletGcsSchema.extend({
  transfer: z.object({ requestId: z.string(), status: TransferStatusSchema }).optional(),
});
export type WalletTransferAnswer = z.infer<typeof WalletTransferAnswerSchema>;
