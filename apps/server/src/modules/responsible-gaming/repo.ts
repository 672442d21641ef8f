import { and, desc, eq, gt, gte, isNotNull, lt, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { RgLimitKind, RgPeriod, RgTool } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { depositOrders, gameRounds, members, rgHistory, rgLimits, rgMembers, wallets, withdrawOrders, type RgHistoryRow, type RgLimitRow, type RgMemberRow } from '../../db/schema.js';
import { findOrCreate, firstOrNull, paged, whereEq, type PageWindow } from '../../db/query.js';

export interface MemberKey {
  merchantId: number;
  memberId: number;
}

const sumText = (expr: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${expr}), 0)::text`;

export const rgRepo = {
  async member(db: Executor, k: MemberKey): Promise<RgMemberRow | null> {
    return firstOrNull(db.select().from(rgMembers).where(whereEq(rgMembers, { merchantId: k.merchantId, memberId: k.memberId })));
  },

  /** The member's row locked (null: no row, so no limit and no break); limit checks and changes queue on it. */
  async lock(tx: Executor, k: MemberKey): Promise<RgMemberRow | null> {
    return firstOrNull(tx.select().from(rgMembers).where(whereEq(rgMembers, { merchantId: k.merchantId, memberId: k.memberId })).for('update'));
  },

  /** The member's row locked, created first when missing. */
  async lockOrCreate(tx: Executor, k: MemberKey): Promise<RgMemberRow> {
    const where = whereEq(rgMembers, { merchantId: k.merchantId, memberId: k.memberId });
    return findOrCreate(
      () => tx.select().from(rgMembers).where(where).for('update'),
      () => tx.insert(rgMembers).values(k).onConflictDoNothing(),
    );
  },

  async setBreak(tx: Executor, id: number, b: { timeoutUntil?: Date | null; excludedUntil?: Date | null; excludedForever?: boolean; breakSince: Date }): Promise<RgMemberRow> {
    const [row] = await tx.update(rgMembers).set({ ...b, updatedAt: new Date() }).where(eq(rgMembers.id, id)).returning();
    return row!;
  },

  /** Writes the member's session settings, play session or first-wager prompt fields (the row is locked by the caller). */
  async update(tx: Executor, id: number, set: Partial<Omit<RgMemberRow, 'id' | 'merchantId' | 'memberId' | 'createdAt'>>): Promise<RgMemberRow> {
    const [row] = await tx.update(rgMembers).set({ ...set, updatedAt: new Date() }).where(eq(rgMembers.id, id)).returning();
    return row!;
  },

  /** The member's net position since `since`: winnings minus stakes of rounds settled since, minus the stakes still open. */
  async netSince(db: Executor, k: MemberKey, since: Date): Promise<bigint> {
    const [row] = await db
      .select({
        net: sumText(
          sql`case when ${gameRounds.status} = 'settled' and ${gameRounds.settledAt} >= ${since} then ${gameRounds.payout} - ${gameRounds.stake} when ${gameRounds.status} = 'open' then -${gameRounds.stake} else 0 end`,
        ),
      })
      .from(gameRounds)
      .where(and(whereEq(gameRounds, { merchantId: k.merchantId, memberId: k.memberId }), or(gte(gameRounds.createdAt, since), gte(gameRounds.settledAt, since))));
    return BigInt(row?.net ?? '0');
  },

  /** Whether the member ever bet (the page offered before the first wager is then no longer offered). */
  async hasPlayed(db: Executor, k: MemberKey): Promise<boolean> {
    const row = await firstOrNull(db.select({ id: gameRounds.id }).from(gameRounds).where(whereEq(gameRounds, { merchantId: k.merchantId, memberId: k.memberId })).limit(1));
    return row !== null;
  },

  /**
   * The activity statement's sums per UTC day or month in [from, to): deposits credited, withdrawals paid, stakes of
   * bets placed (not void) and winnings of bets settled, each by when it happened. Keys are 'YYYY-MM-DD' or 'YYYY-MM'.
   */
  async statement(db: Executor, k: MemberKey, from: Date, to: Date, group: 'day' | 'month') {
    // A literal, not a parameter: the select and the group by must be the same expression.
    const format = sql.raw(group === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
    const bucket = (col: AnyColumn) => sql<string>`to_char(${col} at time zone 'UTC', ${format})`;
    const sums = async (col: AnyColumn, amount: ReturnType<typeof sql>, table: typeof depositOrders | typeof withdrawOrders | typeof gameRounds, where: ReturnType<typeof and>) => {
      const rows = await db
        .select({ at: bucket(col), total: sumText(amount) })
        .from(table)
        .where(and(whereEq(table, { merchantId: k.merchantId, memberId: k.memberId }), gte(col, from), lt(col, to), where))
        .groupBy(bucket(col));
      return new Map(rows.map((r) => [r.at, BigInt(r.total)]));
    };
    const [deposits, withdrawals, wagers, wins] = await Promise.all([
      sums(depositOrders.completedAt, sql`${depositOrders.amount}`, depositOrders, eq(depositOrders.status, 'success')),
      sums(withdrawOrders.completedAt, sql`${withdrawOrders.amount}`, withdrawOrders, eq(withdrawOrders.status, 'success')),
      sums(gameRounds.createdAt, sql`${gameRounds.stake}`, gameRounds, ne(gameRounds.status, 'void')),
      sums(gameRounds.settledAt, sql`${gameRounds.payout}`, gameRounds, eq(gameRounds.status, 'settled')),
    ]);
    return { deposits, withdrawals, wagers, wins };
  },

  async limits(db: Executor, k: MemberKey): Promise<RgLimitRow[]> {
    return db.select().from(rgLimits).where(whereEq(rgLimits, { merchantId: k.merchantId, memberId: k.memberId }));
  },

  async saveLimit(tx: Executor, k: MemberKey, row: { kind: RgLimitKind; period: RgPeriod; amount: bigint | null; pendingAmount: bigint | null; pendingAt: Date | null }): Promise<RgLimitRow> {
    const values = { ...row, updatedAt: new Date() };
    const [saved] = await tx
      .insert(rgLimits)
      .values({ ...k, ...values })
      .onConflictDoUpdate({ target: [rgLimits.merchantId, rgLimits.memberId, rgLimits.kind, rgLimits.period], set: values })
      .returning();
    return saved!;
  },

  /**
   * Switches the wallet's play checks (the bet path reads them with the row it locks): on while the member has a break
   * or a loss or wager limit. The merchant's wallet is created when missing, so a later first bet sees the flag.
   */
  async setPlayChecks(tx: Executor, k: MemberKey, currency: string, on: boolean): Promise<void> {
    await tx
      .insert(wallets)
      .values({ ...k, currency, playChecks: on })
      .onConflictDoUpdate({ target: [wallets.merchantId, wallets.memberId, wallets.currency], set: { playChecks: on } });
    await tx.update(wallets).set({ playChecks: on }).where(whereEq(wallets, { merchantId: k.merchantId, memberId: k.memberId }));
  },

  async addHistory(tx: Executor, k: MemberKey, action: string, detail: RgHistoryRow['detail'], by: string): Promise<void> {
    await tx.insert(rgHistory).values({ ...k, action, detail, by });
  },

  async history(db: Executor, k: MemberKey, limit = 100): Promise<RgHistoryRow[]> {
    return db
      .select()
      .from(rgHistory)
      .where(whereEq(rgHistory, { merchantId: k.merchantId, memberId: k.memberId }))
      .orderBy(desc(rgHistory.id))
      .limit(limit);
  },

  /** Deposits counted against a limit since `since`: credited ones and those still open (pending, not expired). */
  async depositsSince(db: Executor, k: MemberKey, since: Date, now: Date): Promise<bigint> {
    const [row] = await db
      .select({ total: sumText(sql`${depositOrders.amount}`) })
      .from(depositOrders)
      .where(
        and(
          whereEq(depositOrders, { merchantId: k.merchantId, memberId: k.memberId }),
          gte(depositOrders.createdAt, since),
          or(eq(depositOrders.status, 'success'), and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, now))),
        ),
      );
    return BigInt(row?.total ?? '0');
  },

  /**
   * Loss since `since`: stakes minus payouts of the rounds settled in the window, plus the stakes of rounds still open
   * (they may all be lost); and the stakes wagered in rounds opened in the window. One read for both.
   */
  async playSince(db: Executor, k: MemberKey, since: Date): Promise<{ loss: bigint; wagered: bigint }> {
    const settled = and(eq(gameRounds.status, 'settled'), gte(gameRounds.settledAt, since));
    const [row] = await db
      .select({
        loss: sumText(sql`case when ${settled} then ${gameRounds.stake} - ${gameRounds.payout} when ${gameRounds.status} = 'open' then ${gameRounds.stake} else 0 end`),
        wagered: sumText(sql`case when ${gameRounds.createdAt} >= ${since} and ${gameRounds.status} <> 'void' then ${gameRounds.stake} else 0 end`),
      })
      .from(gameRounds)
      .where(and(whereEq(gameRounds, { merchantId: k.merchantId, memberId: k.memberId }), or(gte(gameRounds.createdAt, since), gte(gameRounds.settledAt, since), eq(gameRounds.status, 'open'))));
    return { loss: BigInt(row?.loss ?? '0'), wagered: BigInt(row?.wagered ?? '0') };
  },

  /** A member's user name (the operator's screens). */
  async username(db: Executor, k: MemberKey): Promise<string | null> {
    const row = await firstOrNull(db.select({ username: members.username }).from(members).where(and(eq(members.merchantId, k.merchantId), eq(members.id, k.memberId))));
    return row?.username ?? null;
  },

  /** Members under a tool, newest change first: a limit of a kind in force, or a break not over at `now`. */
  async underTool(db: Executor, merchantId: number, tool: RgTool, now: Date, page: PageWindow) {
    if (tool === 'timeout' || tool === 'exclusion') {
      const live = tool === 'timeout' ? gt(rgMembers.timeoutUntil, now) : or(eq(rgMembers.excludedForever, true), gt(rgMembers.excludedUntil, now));
      const where = and(eq(rgMembers.merchantId, merchantId), live);
      const [rows, [total]] = await Promise.all([
        paged(
          db
            .select({ memberId: rgMembers.memberId, member: members.username, timeoutUntil: rgMembers.timeoutUntil, excludedUntil: rgMembers.excludedUntil, forever: rgMembers.excludedForever, since: rgMembers.breakSince, updatedAt: rgMembers.updatedAt })
            .from(rgMembers)
            .innerJoin(members, eq(members.id, rgMembers.memberId))
            .where(where)
            .orderBy(desc(rgMembers.updatedAt))
            .$dynamic(),
          page,
        ),
        db.select({ n: sql<number>`count(*)::int` }).from(rgMembers).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        rows: rows.map((r) => ({
          memberId: r.memberId,
          member: r.member,
          amount: null,
          until: tool === 'timeout' ? r.timeoutUntil : r.forever ? null : r.excludedUntil,
          since: r.since ?? r.updatedAt,
        })),
      };
    }
    const where = and(eq(rgLimits.merchantId, merchantId), eq(rgLimits.kind, tool), or(isNotNull(rgLimits.amount), isNotNull(rgLimits.pendingAt)));
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select({ memberId: rgLimits.memberId, member: members.username, amount: sql<string | null>`min(${rgLimits.amount})::text`, since: sql<Date>`max(${rgLimits.updatedAt})` })
          .from(rgLimits)
          .innerJoin(members, eq(members.id, rgLimits.memberId))
          .where(where)
          .groupBy(rgLimits.memberId, members.username)
          .orderBy(desc(sql`max(${rgLimits.updatedAt})`))
          .$dynamic(),
        page,
      ),
      db.select({ n: sql<number>`count(distinct ${rgLimits.memberId})::int` }).from(rgLimits).where(where),
    ]);
    return {
      total: total?.n ?? 0,
      rows: rows.map((r) => ({ memberId: r.memberId, member: r.member, amount: r.amount === null ? null : BigInt(r.amount), until: null, since: new Date(r.since) })),
    };
  },
};

