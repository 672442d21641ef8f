import { z } from 'zod';
import { AmountSchema, MoneySchema, OpsPageNoSchema, RecordsQuerySchema, RequestIdSchema, pageOf } from '../common.js';
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
export const OpsWithdrawSchema = WithdrawOrderSchema.extend({ member: z.string(), accountName: z.string() });
