import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { depositOrders, gameRounds, members, vipLevels, type NewVipLevel, type VipLevelRow } from '../../db/schema.js';

export const vipRepo = {
  async levels(db: Executor, merchantId: number): Promise<VipLevelRow[]> {
    return db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));
  },
  /** Inserts the levels that are missing; the seed relies on this to run any number of times. */
  async insertIfAbsent(db: Executor, rows: NewVipLevel[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(vipLevels).values(rows).onConflictDoNothing({ target: [vipLevels.merchantId, vipLevels.level] });
  },
  /** Credited deposits (orders that succeeded) since registration, minor units. */
  async depositTotal(db: Executor, merchantId: number, memberId: number): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)::text` })
      .from(depositOrders)
      .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'success')));
    return BigInt(row?.total ?? '0');
  },
  /** Valid bets: the stakes of settled rounds (open and void rounds do not count), minor units. */
  async validBetTotal(db: Executor, merchantId: number, memberId: number): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text` })
      .from(gameRounds)
      .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'settled')));
    return BigInt(row?.total ?? '0');
  },
  /** Keeps member info's club label in step with the level reached. */
  async setClubLabel(db: Executor, merchantId: number, memberId: number, label: string): Promise<void> {
    await db
      .update(members)
      .set({ clubLabel: label })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId), sql`${members.clubLabel} is distinct from ${label}`));
  },
};
