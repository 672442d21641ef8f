import { z } from 'zod';
import { AmountSchema, DaySchema, MoneySchema, pageOf, RecordsQuerySchema, RequestIdSchema } from '../common.js';
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

export const WalletGcsSchema = z.object({
  sumBalance: MoneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
  /** The main (seamless) wallet; sumBalance adds the vendor wallets to it. Optional: older answers lack it. */
  mainBalance: MoneySchema.optional(),
  /** Transfer-type vendor wallets the member holds money in. */
  wallets: z.array(z.object({ vendor: z.string(), balance: MoneySchema })).optional(),
});
export type WalletGcs = z.infer<typeof WalletGcsSchema>;
