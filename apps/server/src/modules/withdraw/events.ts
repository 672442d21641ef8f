import { z } from 'zod';
import { defineEvent, minorUnits, type EventPayload } from '../../platform/events.js';

// The withdrawal domain's events (platform/events.ts), written in the transaction of the change they report.

const order = z.object({
  memberId: z.number().int(),
  orderNo: z.string(),
  /** Minor units. */
  amount: minorUnits,
});

/** A member asked for a payout and the amount is held (debited) on the ledger; once per order. */
export const withdrawalRequested = defineEvent('withdrawal.requested', order);
/** An operator sent the payout: the held amount stays out of the wallet. */
export const withdrawalPaid = defineEvent('withdrawal.paid', order);
/** An operator refused the payout: the held amount went back to the wallet. */
export const withdrawalRejected = defineEvent('withdrawal.rejected', order);

export type WithdrawalEvent = EventPayload<typeof withdrawalRequested>;
export const publishWithdrawalRequested = withdrawalRequested.publish;
export const publishWithdrawalPaid = withdrawalPaid.publish;
export const publishWithdrawalRejected = withdrawalRejected.publish;
