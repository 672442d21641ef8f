import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
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

export interface PromotionFilter {
  category?: string;
  enabled?: boolean;
  /** Part of the title. */
  title?: string;
}
/** What an operator may change on a promotion. */
export type PromotionPatch = Partial<Omit<NewPromotion, 'id' | 'merchantId' | 'key' | 'createdAt'>>;

/** The operator's side of the promotions table: every promotion, enabled or not, and how many applications name it. */
export const opsPromotionRepo = {
  async page(db: Executor, merchantId: number, f: PromotionFilter, offset: number, limit: number): Promise<{ rows: Promotion[]; total: number }> {
    const where: SQL = and(
      eq(promotions.merchantId, merchantId),
      f.category ? eq(promotions.category, f.category as Promotion['category']) : undefined,
      f.enabled === undefined ? undefined : eq(promotions.enabled, f.enabled),
      f.title ? ilike(promotions.title, `%${f.title.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    )!;
    const rows = await db.select().from(promotions).where(where).orderBy(asc(promotions.sort), asc(promotions.id)).offset(offset).limit(limit);
    const [total] = await db.select({ n: count() }).from(promotions).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** How many reward applications name each of these promotions. */
  async applicationCounts(db: Executor, merchantId: number, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: rewardApplications.promotionId, n: count() })
      .from(rewardApplications)
      .where(whereEq(rewardApplications, { merchantId }, inArray(rewardApplications.promotionId, ids)))
      .groupBy(rewardApplications.promotionId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },
  /** Locks a promotion of the merchant for a change (a removal counts its applications under this lock). */
  async lock(db: Executor, merchantId: number, id: number): Promise<Promotion | null> {
    return firstOrNull(db.select().from(promotions).where(whereEq(promotions, { merchantId, id })).for('update'));
  },
  /** Null when the merchant already has a promotion with this key. */
  async insert(db: Executor, row: NewPromotion): Promise<Promotion | null> {
    return firstOrNull(db.insert(promotions).values(row).onConflictDoNothing({ target: [promotions.merchantId, promotions.key] }).returning());
  },
  async update(db: Executor, merchantId: number, id: number, patch: PromotionPatch): Promise<Promotion | null> {
    return firstOrNull(db.update(promotions).set(patch).where(whereEq(promotions, { merchantId, id })).returning());
  },
  /** Deletes a promotion no application names; the promotions linked to it lose the link. */
  async remove(db: Executor, merchantId: number, id: number): Promise<boolean> {
    await db.update(promotions).set({ linkedPromotionId: null }).where(whereEq(promotions, { merchantId, linkedPromotionId: id }));
    const rows = await db.delete(promotions).where(whereEq(promotions, { merchantId, id })).returning({ id: promotions.id });
    return rows.length > 0;
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
