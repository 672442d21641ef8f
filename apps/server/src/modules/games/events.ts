import { z } from 'zod';
import { defineEvent, minorUnits, type EventPayload } from '../../platform/events.js';

// The games domain's events (platform/events.ts): the seamless wallet writes them in the transaction of the round.

const round = z.object({
  memberId: z.number().int(),
  vendor: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  /** The vendor's round id (unique per vendor and merchant). */
  roundId: z.string(),
  /** Minor units. */
  stake: minorUnits,
});

/** A stake was taken from the member's wallet and a round opened; once per round (a replay writes nothing). */
export const betPlaced = defineEvent('bet.placed', round);
/** A round was settled: the stake counts as a valid bet, the payout (minor units, "0" when lost) was credited. */
export const roundSettled = defineEvent('round.settled', round.extend({ payout: minorUnits }));

export type BetPlaced = EventPayload<typeof betPlaced>;
export type RoundSettled = EventPayload<typeof roundSettled>;
export const publishBetPlaced = betPlaced.publish;
export const publishRoundSettled = roundSettled.publish;
