import { z } from 'zod';
import { DepositChannelTypeSchema } from '@wps/contract';
import { defineEvent, minorUnits, type EventPayload } from '../../platform/events.js';

// The deposit domain's events (platform/events.ts), written in the transaction of the change they report.

/** A deposit order was paid and credited to the member's wallet, with its bonus if any; once per order. */
export const depositCredited = defineEvent(
  'deposit.credited',
  z.object({
    memberId: z.number().int(),
    orderNo: z.string(),
    /** Minor units: the amount paid in, and the promotion bonus credited with it ("0" when none). */
    amount: minorUnits,
    bonus: minorUnits,
    channelType: DepositChannelTypeSchema,
    /** Who confirmed the payment: an operator's approval or the provider's signed notification (gateway, QR wallet). */
    via: z.enum(['operator', 'gateway']),
  }),
);
export type DepositCredited = EventPayload<typeof depositCredited>;
export const publishDepositCredited = depositCredited.publish;
