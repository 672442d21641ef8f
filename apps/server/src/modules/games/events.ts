import { z } from 'zod';
import { defineEvent, minorUnits, type EventPayload } from '../../platform/events.js';

// The games domain's events (platform/events.ts): the seamless wallet writes them in the transaction of the round.

const roundFacts = z.object({
  memberId: z.number().int(),
  vendor: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  /** The vendor's round id (unique per vendor and merchant). */
  roundId: z.string(),
});

const round = roundFacts.extend({
  /** Minor units. */
  stake: minorUnits,
});

/** A stake was taken from the member's wallet and a round opened; once per round (a replay writes nothing). */
export const betPlaced = defineEvent('bet.placed', round);
/** A round was settled: the stake counts as a valid bet, the payout (minor units, "0" when lost) was credited. */
export const roundSettled = defineEvent('round.settled', round.extend({ payout: minorUnits }));
/**
 * A movement changed a round that was already settled (a win after the round ended, a rollback of a win or of a bet
 * of a settled round): `stake` and `payout` are the signed DELTAS of that one movement (minor units, "0" when that
 * side did not change), `settledAt` the ISO time the round settled. A movement that closes an open round is a
 * round.settled, never this; consumers that add round.settled's amounts add these deltas the same way.
 */
export const roundAdjusted = defineEvent(
  'round.adjusted',
  roundFacts.extend({ stake: minorUnits, payout: minorUnits, settledAt: z.string().datetime({ offset: true }) }),
);

export type BetPlaced = EventPayload<typeof betPlaced>;
export type RoundSettled = EventPayload<typeof roundSettled>;
export type RoundAdjusted = EventPayload<typeof roundAdjusted>;
export const publishBetPlaced = betPlaced.publish;
export const publishRoundSettled = roundSettled.publish;
export const publishRoundAdjusted = roundAdjusted.publish;
