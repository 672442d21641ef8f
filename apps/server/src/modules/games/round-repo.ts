import { eq, getTableColumns, sql } from 'drizzle-orm';
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

  move: moveRound,

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

/** The change a movement makes to a multi-bet round (see roundRepo.move). */
export interface RoundChange {
  /** Added to the stake and the payout (negative for a rollback). */
  stake: bigint;
  payout: bigint;
  /** Close the round if it is open. */
  close: boolean;
  /** Merged into the round's detail. */
  detail?: Record<string, unknown> | undefined;
}

/** What a round was before a move: whether it was open, and when it had settled. */
export type RoundBefore = Pick<GameRound, 'status' | 'settledAt'>;

/**
 * Applies a movement to a multi-bet round in one statement (the win path's), answering the round after it and its
 * state before; null without such a round. An open round closes when asked, or when a rollback leaves nothing in it:
 * void when nothing is left in it (a free round's stake of 0 with no win included), settled otherwise. The caller
 * holds the member's wallet lock: a round's movements are one member's, so they cannot interleave.
 */
async function moveRound(tx: Tx, key: { merchantId: number; vendor: string; roundId: string }, c: RoundChange): Promise<{ before: RoundBefore; after: GameRound } | null> {
  const before = tx
    .select({ id: gameRounds.id, status: gameRounds.status, settledAt: gameRounds.settledAt })
    .from(gameRounds)
    .where(whereEq(gameRounds, key))
    .for('update')
    .as('before');
  const stake = sql`${gameRounds.stake} + ${String(c.stake)}::bigint`;
  const payout = sql`${gameRounds.payout} + ${String(c.payout)}::bigint`;
  const nothingLeft = sql`(${stake} = 0 and ${payout} = 0)`;
  const emptied = c.stake < 0n || c.payout < 0n ? nothingLeft : sql`false`;
  const closing = sql`(${gameRounds.status} = 'open' and (${c.close ? sql`true` : sql`false`} or ${emptied}))`;
  const [row] = await tx
    .update(gameRounds)
    .set({
      stake,
      payout,
      status: sql`case when ${closing} then (case when ${nothingLeft} then 'void' else 'settled' end) else ${gameRounds.status} end`,
      settledAt: sql`case when ${closing} then now() else ${gameRounds.settledAt} end`,
      ...(c.detail ? { detail: sql`${gameRounds.detail} || ${JSON.stringify(c.detail)}::jsonb` } : {}),
    })
    .from(before)
    .where(eq(gameRounds.id, before.id))
    .returning({ ...getTableColumns(gameRounds), beforeStatus: before.status, beforeSettledAt: before.settledAt });
  if (!row) return null;
  const { beforeStatus, beforeSettledAt, ...after } = row;
  return { before: { status: beforeStatus, settledAt: beforeSettledAt }, after };
}

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
