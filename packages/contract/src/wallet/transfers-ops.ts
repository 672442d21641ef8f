import { z } from 'zod';
import { DaySchema, MoneySchema, OpsPageNoSchema, optionalText, pageOf, pageSizeOf } from '../common.js';
import { TransferStatusSchema } from './schemas.js';

// The operator's view of transfer-wallet transfers (issue 11): every move between the main wallet and a
// transfer-mode vendor (AG, PT, SABA) with its state, a status check of one left PENDING, and the vendor balances
// the aggregator last answered for a member.

/** `deposit`: main wallet -> vendor (debited when written); `withdraw`: vendor -> main wallet (credited when done). */
export const TRANSFER_DIRECTIONS = ['deposit', 'withdraw'] as const;
export const TransferDirectionSchema = z.enum(TRANSFER_DIRECTIONS);
export type TransferDirection = z.infer<typeof TransferDirectionSchema>;

/** The failure a status check writes when the aggregator never applied the transfer (and now never will). */
export const TRANSFER_LOST = 'NOT_FOUND';

/** A vendor code as the filter takes it ("ag" is AG). */
const VendorCodeSchema = z.string().trim().toUpperCase().regex(/^[A-Z0-9_]{1,16}$/);

/**
 * The transfers list: newest first, by status, vendor, member account and UTC days of creation (inclusive, either
 * end optional).
 */
export const OpsTransfersQuerySchema = z.object({
  pageNo: OpsPageNoSchema,
  pageSize: pageSizeOf(100, 20),
  status: TransferStatusSchema.optional(),
  vendor: VendorCodeSchema.optional(),
  member: optionalText(64),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});
export type OpsTransfersQuery = z.input<typeof OpsTransfersQuerySchema>;

export const OpsTransferSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  member: z.string(),
  vendor: z.string(),
  direction: TransferDirectionSchema,
  amount: MoneySchema,
  currency: z.string(),
  /** PENDING while the aggregator's answer is unknown (a timeout); the settling job or "check now" decides it. */
  status: TransferStatusSchema,
  /** The member's request id (GCS_walletTransfer): the same request is the same transfer. */
  requestId: z.string(),
  /** The wire transaction_uuid the aggregator knows the transfer by. */
  transactionUuid: z.string(),
  /** Why it failed: the aggregator's RS_* status, or NOT_FOUND from a status check. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OpsTransfer = z.infer<typeof OpsTransferSchema>;
export const OpsTransferPageSchema = pageOf(OpsTransferSchema);
export type OpsTransferPage = z.infer<typeof OpsTransferPageSchema>;

export const OpsTransferBalancesQuerySchema = z.object({ member: z.string().trim().min(1).max(64) });
/** A member's balance at each transfer-mode vendor as the aggregator last answered it (no call is made for it). */
export const OpsTransferBalancesSchema = z.object({
  memberId: z.number().int(),
  member: z.string(),
  currency: z.string(),
  // checkedAt: when the aggregator answered it; null when it must be asked again (a transfer settled later by its status
  // check carries no balance): the member's next read refreshes it.
  balances: z.array(z.object({ vendor: z.string(), balance: MoneySchema, checkedAt: z.string().nullable() })),
});
export type OpsTransferBalances = z.infer<typeof OpsTransferBalancesSchema>;
