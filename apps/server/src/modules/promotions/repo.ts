import { asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { ApplicationStatus } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import {
  members,
  promotions,
  rewardApplicationImages,
  rewardApplications,
  signIns,
  type NewPromotion,
  type Promotion,
  type RewardApplication,
} from '../../db/schema.js';

export const promotionRepo = {
  /** Enabled promotions that have not ended, in the operator's order. */
  async listActive(db: Executor, merchantId: number, now: Date): Promise<Promotion[]> {
    return db
      .select()
      .from(promotions)
      .where(
        whereEq(
          promotions,
          { merchantId, enabled: true },
          or(eq(promotions.noExpiry, true), isNull(promotions.endsAt), gte(promotions.endsAt, now)),
        ),
      )
      .orderBy(asc(promotions.sort), asc(promotions.id));
  },
  /** A promotion of the merchant, enabled or not (an application outlives its promotion's switch). */
  async find(db: Executor, merchantId: number, id: number): Promise<Promotion | null> {
    return firstOrNull(db.select().from(promotions).where(whereEq(promotions, { merchantId, id })));
  },
  async findEnabled(db: Executor, merchantId: number, id: number): Promise<Promotion | null> {
    return firstOrNull(db.select().from(promotions).where(whereEq(promotions, { merchantId, id, enabled: true })));
  },
  /** The merchant's enabled promotion with this key (e.g. the daily sign-in), running or not. */
  async findEnabledByKey(db: Executor, merchantId: number, key: string): Promise<Promotion | null> {
    return firstOrNull(db.select().from(promotions).where(whereEq(promotions, { merchantId, key, enabled: true })));
  },
  async findByFile(db: Executor, merchantId: number, file: string): Promise<Promotion | null> {
    const rows = await db.select().from(promotions).where(eq(promotions.merchantId, merchantId));
    return rows.find((p) => p.images.some((i) => i.file === file)) ?? null;
  },
  /** Inserts when the key is new; the seed relies on this to run any number of times. */
  async insertIfAbsent(db: Executor, row: NewPromotion): Promise<void> {
    await db.insert(promotions).values(row).onConflictDoNothing({ target: [promotions.merchantId, promotions.key] });
  },
};

export const applicationRepo = {
  /** The member's latest application for a promotion, if any. */
  async latest(db: Executor, merchantId: number, memberId: number, promotionId: number): Promise<RewardApplication | null> {
    return firstOrNull(
      db
        .select()
        .from(rewardApplications)
        .where(whereEq(rewardApplications, { merchantId, memberId, promotionId }))
        .orderBy(desc(rewardApplications.id))
        .limit(1),
    );
  },
  /** Null when an open or paid application already exists (the partial unique index decides, race-free). */
  async insert(
    db: Executor,
    row: { merchantId: number; memberId: number; promotionId: number; remarks: string },
  ): Promise<RewardApplication | null> {
    return firstOrNull(db.insert(rewardApplications).values(row).onConflictDoNothing().returning());
  },
  async insertImages(db: Executor, rows: (typeof rewardApplicationImages.$inferInsert)[]): Promise<void> {
    if (rows.length) await db.insert(rewardApplicationImages).values(rows);
  },
  async list(db: Executor, merchantId: number, status: ApplicationStatus | undefined) {
    return db
      .select({ app: rewardApplications, title: promotions.title, userName: members.username })
      .from(rewardApplications)
      .innerJoin(promotions, eq(promotions.id, rewardApplications.promotionId))
      .innerJoin(members, eq(members.id, rewardApplications.memberId))
      .where(
        whereEq(
          rewardApplications,
          { merchantId },
          status ? eq(rewardApplications.status, status) : inArray(rewardApplications.status, ['applying', 'rejected', 'issued']),
        ),
      )
      .orderBy(desc(rewardApplications.id))
      .limit(200);
  },
  async imageCounts(db: Executor, merchantId: number, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: rewardApplicationImages.applicationId })
      .from(rewardApplicationImages)
      .where(whereEq(rewardApplicationImages, { merchantId }, inArray(rewardApplicationImages.applicationId, ids)));
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
    return counts;
  },
  async image(db: Executor, merchantId: number, applicationId: number, seq: number) {
    return firstOrNull(db.select().from(rewardApplicationImages).where(whereEq(rewardApplicationImages, { merchantId, applicationId, seq })));
  },
  /** Locks one application of the merchant for a decision. */
  async lock(db: Executor, merchantId: number, id: number): Promise<RewardApplication | null> {
    return firstOrNull(db.select().from(rewardApplications).where(whereEq(rewardApplications, { merchantId, id })).for('update'));
  },
  async decide(
    db: Executor,
    merchantId: number,
    id: number,
    patch: { status: ApplicationStatus; bonus?: bigint | null; reason?: string | null },
  ): Promise<void> {
    await db
      .update(rewardApplications)
      .set({ ...patch, decidedAt: new Date() })
      .where(whereEq(rewardApplications, { merchantId, id }));
  },
};

/** Daily sign-ins: one row per member and UTC day. */
export const signInRepo = {
  /** The member's most recent sign-in. */
  async latest(db: Executor, merchantId: number, memberId: number): Promise<SignInRow | null> {
    return firstOrNull(db.select().from(signIns).where(whereEq(signIns, { merchantId, memberId })).orderBy(desc(signIns.day)).limit(1));
  },
  /** Records the day's sign-in; null when that day was already signed. */
  async insert(db: Executor, row: typeof signIns.$inferInsert): Promise<SignInRow | null> {
    return firstOrNull(db.insert(signIns).values(row).onConflictDoNothing().returning());
  },
};
export type SignInRow = typeof signIns.$inferSelect;
