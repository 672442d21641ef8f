import { z } from 'zod';
import { defineEvent, minorUnits, type EventPayload } from '../../platform/events.js';

// The wallet domain's events (platform/events.ts), written in the transaction of the change they report.

/** Money moved between the main wallet and a vendor wallet; once per transfer request (a replay writes nothing). */
export const transferDone = defineEvent(
  'transfer.done',
  z.object({
    memberId: z.number().int(),
    /** Wallet names as the contract spells them: the main wallet or a vendor's. */
    from: z.string(),
    to: z.string(),
    /** Minor units. */
    amount: minorUnits,
    requestId: z.string(),
  }),
);
export type TransferDone = EventPayload<typeof transferDone>;
export const publishTransferDone = transferDone.publish;
