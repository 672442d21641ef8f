import { z } from 'zod';
import { defineEvent, minorUnits, type EventPayload } from '../../platform/events.js';

// The referral domain's events (platform/events.ts), written in the transaction of the payment they report.

/** An inviter's referral bonus was paid for an invitee who met the rule; once per invitee. */
export const referralRewarded = defineEvent(
  'referral.rewarded',
  z.object({
    inviterId: z.number().int(),
    inviteeId: z.number().int(),
    /** The invitee's account, masked as the invite page shows it. */
    invitee: z.string(),
    /** Minor units paid to the inviter. */
    amount: minorUnits,
  }),
);
export type ReferralRewarded = EventPayload<typeof referralRewarded>;
