import { ErrorCode } from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import { AppError } from '../../platform/envelope.js';
import { countEventsNotTakenIn, type StoredEvent, type Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { roundAdjusted, roundSettled } from '../games/index.js';
import { withdrawalPaid } from '../withdraw/index.js';
import { feedRepo, hourOf, type FeedAdd } from './feed-repo.js';

export const TEAM_FEED = 'agent-team-feed';
/** The events whose amounts the settlement reads (deposits and withdrawals only feed the KPIs). */
const ROUND_EVENTS = [roundSettled.type, roundAdjusted.type] as const;

/** What one event adds to its member's hour. */
function contribution(event: StoredEvent): { memberId: number; add: FeedAdd } {
  switch (event.type) {
    case roundSettled.type: {
      const r = roundSettled.read(event);
      return { memberId: r.memberId, add: { validBet: BigInt(r.stake), ggr: BigInt(r.stake) - BigInt(r.payout), rounds: 1 } };
    }
    case roundAdjusted.type: {
      // Deltas of a round settled earlier: they go to the hour they happened in, never back to the round's own hour,
      // so a period already paid keeps the figures it was paid on and the next one carries the change.
      const r = roundAdjusted.read(event);
      return { memberId: r.memberId, add: { validBet: BigInt(r.stake), ggr: BigInt(r.stake) - BigInt(r.payout) } };
    }
    case depositCredited.type: {
      const d = depositCredited.read(event);
      return { memberId: d.memberId, add: { deposits: BigInt(d.amount), depositCount: 1 } };
    }
    default: {
      const w = withdrawalPaid.read(event);
      return { memberId: w.memberId, add: { withdrawals: BigInt(w.amount), withdrawalCount: 1 } };
    }
  }
}

/**
 * The agent team feed: settled rounds, their later adjustments, credited deposits and paid withdrawals added per
 * member and UTC hour (the hour of the event: when the change was committed), which team figures and the contract
 * settlement sum instead of scanning game_rounds over a whole downline. A `handle` subscriber: each event is added
 * exactly once, in the delivery's transaction.
 */
export const teamFeedSubscriber = (): Subscriber => ({
  name: TEAM_FEED,
  types: [...ROUND_EVENTS, depositCredited.type, withdrawalPaid.type],
  async handle(tx: Tx, event: StoredEvent) {
    const { memberId, add } = contribution(event);
    await feedRepo.add(tx, event.merchantId, memberId, hourOf(event.createdAt), add);
  },
});

/**
 * Refuses (BUSY, "try again later") while the feed has not taken in every round event of the merchant written before
 * `end`. Events are delivered after their transaction commits, a few seconds later or, after a failing attempt, a few
 * minutes later: a period settled before that would be paid on figures short of those rounds, and since the feed adds
 * them to the hour they happened in, the paid statement would never see them. So settlement waits: the job's unit
 * fails with this error, the run ends failed and the schedule runs the period again after its retry time (an
 * operator's run and the upline's early payout answer BUSY the same way). A given-up delivery keeps the merchant's
 * settlement waiting until it is dealt with: paying on figures known to be short is worse than paying late.
 */
export async function requireTeamFeed(db: Executor, merchantId: number, end: Date): Promise<void> {
  const open = await countEventsNotTakenIn(db, TEAM_FEED, merchantId, ROUND_EVENTS, { before: end });
  if (open > 0) throw new AppError(ErrorCode.BUSY, { detail: `agent team feed: ${open} round event(s) before ${end.toISOString()} not taken in yet` });
}

/**
 * Fills the merchant's feed once from the rounds, deposits and withdrawals recorded so far (the demo seed plays its
 * back-dated rounds before any subscriber runs, and migration 0036 did the same for the merchants of that time).
 * Idempotent: answers false when the merchant's feed was filled before.
 */
export const backfillTeamFeed = (db: Db, merchantId: number): Promise<boolean> => db.transaction((tx) => feedRepo.backfill(tx, merchantId, TEAM_FEED));
