import { z } from 'zod';
import { defineEvent, minorUnits, type EventPayload } from '../../platform/events.js';

// The promotions domain's events (platform/events.ts), written in the transaction of the change they report.

/** A reward was paid into the member's wallet: an approved reward application's bonus, or a daily sign-in reward. */
export const rewardPaid = defineEvent(
  'reward.paid',
  z.object({
    memberId: z.number().int(),
    source: z.enum(['application', 'sign-in']),
    /** The promotion of an application; null for the daily sign-in. */
    promotionId: z.number().int().nullable(),
    /** What was paid for, unique per merchant: the ledger key of the payment. */
    reference: z.string(),
    /** Minor units. */
    amount: minorUnits,
  }),
);
export type RewardPaid = EventPayload<typeof rewardPaid>;
export const publishRewardPaid = rewardPaid.publish;

/**
 * An operator decided a member's reward application: approved (issued, with the bonus paid in the same transaction,
 * if any) or rejected, with the operator's reason. The messages module tells the member in the inbox.
 */
export const rewardDecided = defineEvent(
  'reward.decided',
  z.object({
    memberId: z.number().int(),
    applicationId: z.number().int(),
    promotionId: z.number().int(),
    promotionTitle: z.string(),
    status: z.enum(['issued', 'rejected']),
    /** Minor units paid on approval; null when none. */
    bonus: minorUnits.nullable(),
    reason: z.string().nullable(),
  }),
);
export type RewardDecided = EventPayload<typeof rewardDecided>;
