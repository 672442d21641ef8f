import { z } from 'zod';
import { defineEvent, type EventPayload } from '../../platform/events.js';

/** An operator decided a member's KYC case; the messages module tells the member in the inbox either way. */
export const kycDecided = defineEvent(
  'kyc.decided',
  z.object({
    memberId: z.number().int(),
    outcome: z.enum(['verified', 'rejected']),
    reason: z.string().nullable(),
    /** Unique per decision: the inbox message's key. */
    reference: z.string(),
  }),
);
export type KycDecided = EventPayload<typeof kycDecided>;
