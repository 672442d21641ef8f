import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { domainEvents, eventDeliveries, members, vipLevels, vipProgress, type NewVipLevel, type VipLevelRow } from '../../db/schema.js';

/** A member's VIP totals, minor units: credited deposits and valid bets (stakes of settled rounds). */
export interface VipTotals {
  deposit: bigint;
  validBet: bigint;
}

export const vipRepo = {
  async levels(db: Executor, merchantId: number): Promise<VipLevelRow[]> {
    return db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));
  },
  /** The merchant's levels locked for a change (a threshold is checked against its neighbours under this lock). */
  async lockLevels(db: Executor, merchantId: number): Promise<VipLevelRow[]> {
    return db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level)).for('update');
  },
  async update(db: Executor, merchantId: number, level: number, patch: Partial<Omit<NewVipLevel, 'id' | 'merchantId' | 'level'>>): Promise<VipLevelRow | null> {
    const [row] = await db
      .update(vipLevels)
      .set(patch)
      .where(and(eq(vipLevels.merchantId, merchantId), eq(vipLevels.level, level)))
      .returning();
    return row ?? null;
  },
  /** Inserts the levels that are missing; the seed relies on this to run any number of times. */
  async insertIfAbsent(db: Executor, rows: NewVipLevel[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(vipLevels).values(rows).onConflictDoNothing({ target: [vipLevels.merchantId, vipLevels.level] });
  },
  /** The member's totals as the vip-progress subscriber keeps them (zero before the first deposit or settled round). */
  async totals(db: Executor, merchantId: number, memberId: number): Promise<VipTotals> {
    const [row] = await db
      .select({ deposit: vipProgress.depositMinor, validBet: vipProgress.validBetMinor })
      .from(vipProgress)
      .where(and(eq(vipProgress.merchantId, merchantId), eq(vipProgress.memberId, memberId)));
    return row ?? { deposit: 0n, validBet: 0n };
  },
  /** Adds to the member's totals (creating them at the first event) in one statement; answers the new totals. */
  async add(db: Executor, merchantId: number, memberId: number, add: VipTotals): Promise<VipTotals> {
    const [row] = await db
      .insert(vipProgress)
      .values({ merchantId, memberId, depositMinor: add.deposit, validBetMinor: add.validBet })
      .onConflictDoUpdate({
        target: [vipProgress.merchantId, vipProgress.memberId],
        set: {
          depositMinor: sql`${vipProgress.depositMinor} + excluded.deposit_minor`,
          validBetMinor: sql`${vipProgress.validBetMinor} + excluded.valid_bet_minor`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ deposit: vipProgress.depositMinor, validBet: vipProgress.validBetMinor });
    return row!;
  },
  /**
   * Fills an empty merchant's totals from the rows that exist: stakes of settled rounds, amounts of credited deposit
   * orders, what the subscriber adds from the same events. Not the daily valid bets: those are the basis of the
   * periodic benefits (rebate, monthly bonus), which count play from the days the product ran its rules, so a first
   * start does not pay rebates and bonuses for history written before (the demo seed's 14 days). The
   * subscriber's open deliveries of the merchant are marked taken in within the same transaction, so nothing counts
   * twice. Answers false (and does nothing) when the merchant has totals already: they came from its events.
   */
  async backfill(tx: Tx, merchantId: number, subscriber: string): Promise<boolean> {
    await tx.execute(sql`lock table ${vipProgress} in share row exclusive mode`);
    const [some] = await tx.select({ memberId: vipProgress.memberId }).from(vipProgress).where(eq(vipProgress.merchantId, merchantId)).limit(1);
    if (some) return false;
    await tx.execute(sql`
      update ${eventDeliveries} d set delivered_at = now(), last_error = null
      from ${domainEvents} e
      where e.id = d.event_id and d.subscriber = ${subscriber} and d.delivered_at is null and e.merchant_id = ${merchantId}`);
    await tx.execute(sql`
      insert into ${vipProgress} (merchant_id, member_id, deposit_minor, valid_bet_minor)
      select ${merchantId}, member_id, sum(deposit), sum(valid_bet)
      from (
        select member_id, 0::bigint as deposit, stake as valid_bet
        from game_rounds where merchant_id = ${merchantId} and status = 'settled'
        union all
        select member_id, amount, 0
        from deposit_orders where merchant_id = ${merchantId} and status = 'success'
      ) as totals
      group by member_id`);
    return true;
  },
  /** Keeps member info's club label in step with the level reached. */
  async setClubLabel(db: Executor, merchantId: number, memberId: number, label: string): Promise<void> {
    await db
      .update(members)
      .set({ clubLabel: label })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId), sql`${members.clubLabel} is distinct from ${label}`));
  },
};
