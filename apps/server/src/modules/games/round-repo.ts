import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { findOrCreate, firstOrNull, whereEq } from '../../db/query.js';
import { fairSeeds, gameRounds, type GameRound } from '../../db/schema.js';

export type FairSeed = typeof fairSeeds.$inferSelect;
export type NewGameRound = typeof gameRounds.$inferInsert;

/** Game rounds of the seamless wallet, one per (vendor, roundId) of a merchant. */
export const roundRepo = {
  /** The round, locked for update when asked. */
  async find(tx: Tx, merchantId: number, vendor: string, roundId: string, lock: boolean): Promise<GameRound | null> {
    const q = tx.select().from(gameRounds).where(whereEq(gameRounds, { merchantId, vendor, roundId })).limit(1);
    return firstOrNull(lock ? q.for('update') : q);
  },

  /** Opens a round; null when a concurrent twin inserted it first. */
  async insert(tx: Tx, round: NewGameRound): Promise<GameRound | null> {
    return firstOrNull(tx.insert(gameRounds).values(round).onConflictDoNothing().returning());
  },

  /** Settles a round with its payout; `detail` is merged into the round's detail. */
  async settle(tx: Tx, id: number, payout: bigint, detail: Record<string, unknown>): Promise<GameRound> {
    const [settled] = await tx
      .update(gameRounds)
      .set({
        status: 'settled',
        payout,
        settledAt: new Date(),
        detail: sql`${gameRounds.detail} || ${JSON.stringify(detail)}::jsonb`,
      })
      .where(eq(gameRounds.id, id))
      .returning();
    return settled!;
  },

  /**
   * Moves a multi-bet round (Hub88 wallet): adds to its stake and payout (negative deltas for rollbacks), and closes it
   * when `status` is given; `detail` is merged into the round's detail.
   */
  async adjust(
    tx: Tx,
    id: number,
    d: { stake?: bigint; payout?: bigint; status?: GameRound['status']; detail?: Record<string, unknown> },
  ): Promise<GameRound> {
    const [row] = await tx
      .update(gameRounds)
      .set({
        stake: sql`${gameRounds.stake} + ${String(d.stake ?? 0n)}::bigint`,
        payout: sql`${gameRounds.payout} + ${String(d.payout ?? 0n)}::bigint`,
        ...(d.status ? { status: d.status, settledAt: new Date() } : {}),
        ...(d.detail ? { detail: sql`${gameRounds.detail} || ${JSON.stringify(d.detail)}::jsonb` } : {}),
      })
      .where(eq(gameRounds.id, id))
      .returning();
    return row!;
  },
};

/** Provably fair seeds: one committed server seed per member, advanced after each in-house round. */
export const seedRepo = {
  /** The member's committed seed, created from `fresh` when there is none yet; locked for update when asked. */
  async get(
    tx: Tx,
    merchantId: number,
    memberId: number,
    fresh: () => { serverSeed: string; serverSeedHash: string },
    lock: boolean,
  ): Promise<FairSeed> {
    return findOrCreate(
      () => {
        const q = tx.select().from(fairSeeds).where(whereEq(fairSeeds, { merchantId, memberId })).limit(1);
        return lock ? q.for('update') : q;
      },
      () => tx.insert(fairSeeds).values({ merchantId, memberId, ...fresh() }).onConflictDoNothing(),
    );
  },

  /** Commits the next seed after a round. */
  async advance(tx: Tx, id: number, next: { serverSeed: string; serverSeedHash: string; nonce: number }): Promise<void> {
    await tx
      .update(fairSeeds)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(fairSeeds.id, id));
  },
};
