import { z } from 'zod';
import { AmountSchema, ApprovalStateSchema, MoneySchema, OpsPageNoSchema, RecordsQuerySchema, RequestIdSchema, pageOf } from '../common.js';
import { DepositStatusSchema } from '../deposit/schemas.js';
import { BankCardSchema, PaymentPasswordSchema } from '../member/schemas.js';
import { WITHDRAW_STATUSES } from './rules.js';

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

export const OpsWithdrawalsQuerySchema = z.object({ pageNo: OpsPageNoSchema, status: WithdrawStatusSchema.optional() });
export const OpsWithdrawSchema = WithdrawOrderSchema.extend({
  member: z.string(),
  accountName: z.string(),
  /** A pending withdrawal a first operator approved, waiting for a second one (dual approval). */
  approval: ApprovalStateSchema.optional(),
});
export type OpsWithdraw = z.infer<typeof OpsWithdrawSchema>;
/** What an operator's approval answers: the order, and `approval` when it now waits for a second operator. */
export const OpsWithdrawDecisionSchema = WithdrawOrderSchema.extend({ approval: ApprovalStateSchema.optional() });
export type OpsWithdrawDecision = z.infer<typeof OpsWithdrawDecisionSchema>;

/** One of the member's latest deposits, as the withdrawal reviewer sees it. */
export const OpsRecentDepositSchema = z.object({
  orderNo: z.string(),
  createdAt: z.string(),
  amount: MoneySchema,
  channel: z.string(),
  status: DepositStatusSchema,
});
/** A bonus whose turnover is not yet met: what it paid, the turnover it asks for and how much is done. */
export const OpsOpenBonusSchema = z.object({ name: z.string(), amount: MoneySchema, required: MoneySchema, done: MoneySchema });
/**
 * What the reviewer of a withdrawal needs beside the order: the member's latest deposits, the last 30 days' money
 * (credited deposits, paid withdrawals, valid bets: the stake of settled rounds), the balance now and open bonuses.
 */
export const OpsWithdrawalContextSchema = z.object({
  order: OpsWithdrawSchema,
  /** The member's main wallet balance now (the ledger's). */
  balance: MoneySchema,
  /** The last 10 deposits of the member, newest first, whatever their status. */
  recentDeposits: z.array(OpsRecentDepositSchema),
  last30Days: z.object({
    /** The instant range [from, to). */
    from: z.string(),
    to: z.string(),
    /** Credited deposits (their bonuses not included). */
    deposits: MoneySchema,
    depositCount: z.number().int(),
    /** Paid withdrawals (pending and rejected ones not included). */
    withdrawals: MoneySchema,
    withdrawalCount: z.number().int(),
    /** Turnover: the stake of settled rounds. */
    validBets: MoneySchema,
    /** Deposits minus withdrawals: what the member put in net. */
    net: MoneySchema,
    /** Payouts minus stakes of the settled rounds: the member's game result (positive: the member won). */
    winLoss: MoneySchema,
  }),
  /** Bonuses whose turnover is not met yet, oldest first. */
  openBonuses: z.array(OpsOpenBonusSchema),
});
export type OpsWithdrawalContext = z.infer<typeof OpsWithdrawalContextSchema>;
