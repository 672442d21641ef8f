import { and, count, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { RewardKind, RewardStatus } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { memberRewards, members, type MemberRewardRow, type NewMemberReward } from '../../db/schema.js';

const ofMerchant = (merchantId: number) => eq(memberRewards.merchantId, merchantId);

export interface RewardFilter {
  memberId?: number;
  statuses?: RewardStatus[];
  kind?: RewardKind;
  /** The member's account name (operator search). */
  member?: string;
}

function where(merchantId: number, f: RewardFilter): SQL {
  const parts: SQL[] = [ofMerchant(merchantId)];
  if (f.memberId !== undefined) parts.push(eq(memberRewards.memberId, f.memberId));
  if (f.statuses) parts.push(inArray(memberRewards.status, f.statuses));
  if (f.kind) parts.push(eq(memberRewards.kind, f.kind));
  if (f.member) parts.push(sql`lower(${members.username}) = lower(${f.member})`);
  return and(...parts)!;
}

export const rewardRepo = {
  /** Issues a reward once per reference: a second issue answers the first one's row. */
  async issue(db: Executor, row: NewMemberReward): Promise<MemberRewardRow> {
    const [inserted] = await db.insert(memberRewards).values(row).onConflictDoNothing().returning();
    if (inserted) return inserted;
    const [earlier] = await db
      .select()
      .from(memberRewards)
      .where(and(ofMerchant(row.merchantId), eq(memberRewards.reference, row.reference)));
    return earlier!;
  },
  /** Closes the waiting rewards whose time is over (run before reads, so no scheduler is needed). */
  async expireDue(db: Executor, merchantId: number, memberId?: number): Promise<void> {
    await db
      .update(memberRewards)
      .set({ status: 'expired' })
      .where(
        and(
          ofMerchant(merchantId),
          memberId === undefined ? undefined : eq(memberRewards.memberId, memberId),
          eq(memberRewards.status, 'claimable'),
          isNotNull(memberRewards.expiresAt),
          lt(memberRewards.expiresAt, new Date()),
        ),
      );
  },
  async page(db: Executor, merchantId: number, f: RewardFilter, page: { limit: number; offset: number }) {
    const filter = where(merchantId, f);
    const rows = await db
      .select({ reward: memberRewards, member: members.username })
      .from(memberRewards)
      .innerJoin(members, eq(members.id, memberRewards.memberId))
      .where(filter)
      .orderBy(desc(memberRewards.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db.select({ n: count() }).from(memberRewards).innerJoin(members, eq(members.id, memberRewards.memberId)).where(filter);
    return { rows, total: total?.n ?? 0 };
  },
  /** Waiting rewards of a member by kind. */
  async waitingByKind(db: Executor, merchantId: number, memberId: number): Promise<Partial<Record<RewardKind, number>>> {
    const rows = await db
      .select({ kind: memberRewards.kind, n: count() })
      .from(memberRewards)
      .where(where(merchantId, { memberId, statuses: ['claimable'] }))
      .groupBy(memberRewards.kind);
    return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
  },
  async lock(db: Executor, merchantId: number, memberId: number, id: number): Promise<MemberRewardRow | null> {
    const [row] = await db
      .select()
      .from(memberRewards)
      .where(and(ofMerchant(merchantId), eq(memberRewards.memberId, memberId), eq(memberRewards.id, id)))
      .for('update');
    return row ?? null;
  },
  async markClaimed(db: Executor, id: number): Promise<MemberRewardRow> {
    const [row] = await db.update(memberRewards).set({ status: 'claimed', claimedAt: new Date() }).where(eq(memberRewards.id, id)).returning();
    return row!;
  },
};
