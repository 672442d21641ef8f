import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull } from '../../db/query.js';
import {
  simGameStates,
  simHeldBets,
  simOperators,
  simRoundSeeds,
  simSessions,
  simTransactions,
  type SimHeldBetRow,
  type SimOperatorRow,
  type SimSessionRow,
  type SimTransactionRow,
} from '../../db/schema.js';

// The simulator's own records (sim_* tables): its operators, sessions, the wallet calls it made and the held bets.

/** A claimed bet is given back to the others after this, in case its settler died before it could release it. */
const CLAIM_LEASE_MS = 2 * 60_000;

export type NewSimTransaction = Omit<typeof simTransactions.$inferInsert, 'id' | 'createdAt'>;

export const simRepo = {
  operator: (db: Executor, operatorId: number): Promise<SimOperatorRow | null> =>
    firstOrNull(db.select().from(simOperators).where(eq(simOperators.operatorId, operatorId))),

  /** Seeds an operator once; an existing row keeps its keys. */
  insertOperatorIfAbsent: async (db: Executor, row: Omit<typeof simOperators.$inferInsert, 'id' | 'createdAt'>): Promise<boolean> => {
    const got = await db.insert(simOperators).values(row).onConflictDoNothing().returning({ id: simOperators.id });
    return got.length > 0;
  },

  insertSession: async (db: Executor, row: typeof simSessions.$inferInsert): Promise<void> => {
    await db.insert(simSessions).values(row);
  },

  session: (db: Executor, id: string): Promise<SimSessionRow | null> => firstOrNull(db.select().from(simSessions).where(eq(simSessions.id, id))),

  sessions: (db: Executor, ids: readonly string[]): Promise<SimSessionRow[]> =>
    ids.length === 0 ? Promise.resolve([]) : db.select().from(simSessions).where(inArray(simSessions.id, [...ids])),

  /** Writes a call before it is sent; a retry of the same uuid finds the first row instead. */
  insertTransaction: async (db: Executor, row: NewSimTransaction): Promise<SimTransactionRow> => {
    const [inserted] = await db.insert(simTransactions).values(row).onConflictDoNothing().returning();
    if (inserted) return inserted;
    const existing = await firstOrNull(db.select().from(simTransactions).where(eq(simTransactions.transactionUuid, row.transactionUuid)));
    if (!existing) throw new Error(`sim transaction ${row.transactionUuid} vanished`);
    return existing;
  },

  transaction: (db: Executor, uuid: string): Promise<SimTransactionRow | null> =>
    firstOrNull(db.select().from(simTransactions).where(eq(simTransactions.transactionUuid, uuid))),

  /** One attempt's outcome: the status answered (or NETWORK), and when to try again (null: settled). */
  recordAttempt: async (db: Executor, uuid: string, status: string, retryAt: Date | null): Promise<void> => {
    await db
      .update(simTransactions)
      .set({ status, retryAt, attempts: sql`${simTransactions.attempts} + 1`, answeredAt: status === 'NETWORK' ? null : new Date() })
      .where(eq(simTransactions.transactionUuid, uuid));
  },

  /**
   * Claims wins and rollbacks whose retry is due: each is pushed `leaseMs` into the future by the one caller that
   * claimed it, so two instances do not resend the same call at once (a resend would be harmless, only wasteful).
   */
  claimRetries: (db: Executor, now: Date, leaseMs: number, limit = 50): Promise<SimTransactionRow[]> =>
    db
      .update(simTransactions)
      .set({ retryAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          simTransactions.id,
          db
            .select({ id: simTransactions.id })
            .from(simTransactions)
            .where(lte(simTransactions.retryAt, now))
            .orderBy(asc(simTransactions.retryAt))
            .limit(limit)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning(),

  /** Bets sent but never answered for `olderThanMs` (the sender died): the timer rolls them back. */
  strandedBets: (db: Executor, now: Date, olderThanMs: number): Promise<SimTransactionRow[]> =>
    db
      .select()
      .from(simTransactions)
      .where(
        and(
          eq(simTransactions.kind, 'bet'),
          inArray(simTransactions.status, ['PENDING', 'NETWORK']),
          isNull(simTransactions.retryAt),
          lt(simTransactions.createdAt, new Date(now.getTime() - olderThanMs)),
          sql`not exists (select 1 from sim_transactions r where r.kind = 'rollback' and r.reference_transaction_uuid = ${simTransactions.transactionUuid})`,
        ),
      )
      .limit(50),

  /**
   * The aggregator's records as the Transactions API serves them: an operator's records in [from, to) (of any time
   * when `period` is null), of one user and one round when given.
   */
  transactionsBetween: (db: Executor, operatorId: number, period: { from: Date; to: Date } | null, filter: { user?: string; round?: string }): Promise<SimTransactionRow[]> =>
    db
      .select()
      .from(simTransactions)
      .where(
        and(
          eq(simTransactions.operatorId, operatorId),
          period ? gte(simTransactions.createdAt, period.from) : undefined,
          period ? lt(simTransactions.createdAt, period.to) : undefined,
          filter.user ? eq(simTransactions.user, filter.user) : undefined,
          filter.round ? eq(simTransactions.round, filter.round) : undefined,
        ),
      )
      .orderBy(asc(simTransactions.id))
      .limit(10_000),

  /** The seed of a key: `fresh` when it is the first, else the one another caller made first. */
  roundSeed: async (db: Executor, key: string, fresh: string): Promise<string> => {
    await db.insert(simRoundSeeds).values({ key, seed: fresh }).onConflictDoNothing();
    const row = await firstOrNull(db.select({ seed: simRoundSeeds.seed }).from(simRoundSeeds).where(eq(simRoundSeeds.key, key)));
    if (!row) throw new Error(`round seed ${key} vanished`);
    return row.seed;
  },

  gameState: (db: Executor, key: string) =>
    firstOrNull(db.select({ state: simGameStates.state, version: simGameStates.version }).from(simGameStates).where(eq(simGameStates.key, key))),

  /** Compare-and-set of a game state (see Studio.saveState). */
  saveGameState: async (db: Executor, key: string, version: number | null, state: unknown): Promise<boolean> => {
    if (version === null) {
      if (state === null) return true;
      const got = await db.insert(simGameStates).values({ key, state }).onConflictDoNothing().returning({ key: simGameStates.key });
      return got.length > 0;
    }
    const where = and(eq(simGameStates.key, key), eq(simGameStates.version, version));
    const got =
      state === null
        ? await db.delete(simGameStates).where(where).returning({ key: simGameStates.key })
        : await db
            .update(simGameStates)
            .set({ state, version: version + 1, updatedAt: new Date() })
            .where(where)
            .returning({ key: simGameStates.key });
    return got.length > 0;
  },

  insertHeld: async (db: Executor, row: Omit<typeof simHeldBets.$inferInsert, 'id' | 'createdAt'>): Promise<SimHeldBetRow> => {
    const [r] = await db.insert(simHeldBets).values(row).returning();
    return r!;
  },

  heldOfSession: (db: Executor, sessionId: string): Promise<SimHeldBetRow[]> =>
    db
      .select()
      .from(simHeldBets)
      .where(and(eq(simHeldBets.sessionId, sessionId), isNull(simHeldBets.settledAt)))
      .orderBy(asc(simHeldBets.id)),

  /**
   * Claims the due, unsettled held bets of these games: the UPDATE takes each row for one caller only (a concurrent
   * caller skips the locked rows and finds them claimed), also across server instances.
   */
  claimDue: (db: Executor, gameCodes: readonly string[], now: Date, limit = 100): Promise<SimHeldBetRow[]> =>
    gameCodes.length === 0
      ? Promise.resolve([])
      : db
          .update(simHeldBets)
          .set({ claimedAt: now })
          .where(
            inArray(
              simHeldBets.id,
              db
                .select({ id: simHeldBets.id })
                .from(simHeldBets)
                .where(
                  and(
                    inArray(simHeldBets.gameCode, [...gameCodes]),
                    lte(simHeldBets.settleAt, now),
                    isNull(simHeldBets.settledAt),
                    or(isNull(simHeldBets.claimedAt), lt(simHeldBets.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
                  ),
                )
                .orderBy(asc(simHeldBets.id))
                .limit(limit)
                .for('update', { skipLocked: true }),
            ),
          )
          .returning(),

  settleHeld: async (db: Executor, id: number, payoutMinor: bigint): Promise<void> => {
    await db.update(simHeldBets).set({ settledAt: new Date(), payoutMinor }).where(eq(simHeldBets.id, id));
  },

  releaseHeld: async (db: Executor, id: number): Promise<void> => {
    await db.update(simHeldBets).set({ claimedAt: null }).where(and(eq(simHeldBets.id, id), isNull(simHeldBets.settledAt)));
  },
};
