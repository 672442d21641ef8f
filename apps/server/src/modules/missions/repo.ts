import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberRewards, members, missionProgress, missions, type MissionProgressRow, type MissionRow, type NewMission } from '../../db/schema.js';

const ofMerchant = (merchantId: number) => eq(missions.merchantId, merchantId);

/** Missions that count at `at`: switched on, started, not ended. */
const runningAt = (at: Date): SQL =>
  and(eq(missions.enabled, true), or(isNull(missions.startsAt), lte(missions.startsAt, at)), or(isNull(missions.endsAt), gt(missions.endsAt, at)))!;

export interface CompletionFilter {
  missionId?: number | undefined;
  /** The member's account name. */
  member?: string | undefined;
}

export const missionRepo = {
  async running(db: Executor, merchantId: number, at: Date): Promise<MissionRow[]> {
    return db.select().from(missions).where(and(ofMerchant(merchantId), runningAt(at))).orderBy(asc(missions.sort), asc(missions.id));
  },

  /** Takes from a member's progress of a period not completed yet, never below zero. */
  async takeProgress(tx: Executor, row: { merchantId: number; memberId: number; missionId: number; periodKey: string; amount: bigint }): Promise<void> {
    await tx
      .update(missionProgress)
      .set({ progress: sql`greatest(${missionProgress.progress} - ${row.amount}, 0)`, updatedAt: new Date() })
      .where(
        and(
          eq(missionProgress.merchantId, row.merchantId),
          eq(missionProgress.missionId, row.missionId),
          eq(missionProgress.memberId, row.memberId),
          eq(missionProgress.periodKey, row.periodKey),
          isNull(missionProgress.completedAt),
        ),
      );
  },

  /**
   * Adds to a member's progress for a period, creating the row on the first event: one statement, so events of the
   * same member counted in parallel add up (the row lock orders them).
   */
  async addProgress(
    tx: Executor,
    row: { merchantId: number; memberId: number; missionId: number; periodKey: string; amount: bigint },
  ): Promise<MissionProgressRow> {
    const { amount, ...key } = row;
    const [out] = await tx
      .insert(missionProgress)
      .values({ ...key, progress: amount })
      .onConflictDoUpdate({
        target: [missionProgress.missionId, missionProgress.memberId, missionProgress.periodKey],
        set: { progress: sql`${missionProgress.progress} + ${amount}`, updatedAt: new Date() },
      })
      .returning();
    return out!;
  },

  /** Marks the period completed with its reward; only the first completion writes. */
  async complete(tx: Executor, id: number, rewardId: number): Promise<void> {
    await tx.update(missionProgress).set({ completedAt: new Date(), rewardId }).where(and(eq(missionProgress.id, id), isNull(missionProgress.completedAt)));
  },

  /** A member's progress rows of the given missions and periods, with their reward's status. */
  async progressOf(db: Executor, merchantId: number, memberId: number, periodKeys: string[]) {
    if (!periodKeys.length) return [];
    return db
      .select({ progress: missionProgress, rewardStatus: memberRewards.status, rewardExpiresAt: memberRewards.expiresAt })
      .from(missionProgress)
      .leftJoin(memberRewards, eq(memberRewards.id, missionProgress.rewardId))
      .where(
        and(
          eq(missionProgress.merchantId, merchantId),
          eq(missionProgress.memberId, memberId),
          inArray(missionProgress.periodKey, periodKeys),
        ),
      );
  },

  // ---- operator ----

  async page(db: Executor, merchantId: number, page: { limit: number; offset: number }) {
    const done = db
      .select({ missionId: missionProgress.missionId, n: count().as('n') })
      .from(missionProgress)
      .where(and(eq(missionProgress.merchantId, merchantId), isNotNull(missionProgress.completedAt)))
      .groupBy(missionProgress.missionId)
      .as('done');
    const rows = await db
      .select({ mission: missions, completions: sql<number>`coalesce(${done.n}, 0)`.mapWith(Number) })
      .from(missions)
      .leftJoin(done, eq(done.missionId, missions.id))
      .where(ofMerchant(merchantId))
      .orderBy(asc(missions.sort), asc(missions.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db.select({ n: count() }).from(missions).where(ofMerchant(merchantId));
    return { rows, total: total?.n ?? 0 };
  },
  async completionsOf(db: Executor, merchantId: number, id: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(missionProgress)
      .where(and(eq(missionProgress.merchantId, merchantId), eq(missionProgress.missionId, id), isNotNull(missionProgress.completedAt)));
    return row?.n ?? 0;
  },
  async insert(db: Executor, row: NewMission): Promise<MissionRow> {
    const [out] = await db.insert(missions).values(row).returning();
    return out!;
  },
  async lock(db: Executor, merchantId: number, id: number): Promise<MissionRow | null> {
    const [row] = await db.select().from(missions).where(and(ofMerchant(merchantId), eq(missions.id, id))).for('update');
    return row ?? null;
  },
  async update(db: Executor, merchantId: number, id: number, patch: Partial<NewMission>): Promise<MissionRow> {
    const [row] = await db
      .update(missions)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(ofMerchant(merchantId), eq(missions.id, id)))
      .returning();
    return row!;
  },

  /** Completed periods, newest first, with the mission, the member and the reward's status. */
  async completions(db: Executor, merchantId: number, f: CompletionFilter, page: { limit: number; offset: number }) {
    const parts: SQL[] = [eq(missionProgress.merchantId, merchantId), isNotNull(missionProgress.completedAt)];
    if (f.missionId !== undefined) parts.push(eq(missionProgress.missionId, f.missionId));
    if (f.member) parts.push(sql`lower(${members.username}) = lower(${f.member})`);
    const filter = and(...parts);
    const rows = await db
      .select({ progress: missionProgress, mission: missions, member: members.username, rewardStatus: memberRewards.status })
      .from(missionProgress)
      .innerJoin(missions, eq(missions.id, missionProgress.missionId))
      .innerJoin(members, eq(members.id, missionProgress.memberId))
      .leftJoin(memberRewards, eq(memberRewards.id, missionProgress.rewardId))
      .where(filter)
      .orderBy(desc(missionProgress.completedAt), desc(missionProgress.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db
      .select({ n: count() })
      .from(missionProgress)
      .innerJoin(members, eq(members.id, missionProgress.memberId))
      .where(filter);
    return { rows, total: total?.n ?? 0 };
  },
};
