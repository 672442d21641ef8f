import { and, desc, eq, gt, inArray, like, ne, sql } from 'drizzle-orm';
import type { BenefitLanding, VipBenefit } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { memberAccounts, members, merchants, vipBenefitPayments, vipBenefitRules, vipDailyBets, vipProgress, type VipBenefitPaymentRow } from '../../db/schema.js';
import type { VipTotals } from './repo.js';

/** A member with the VIP totals the level is reached from, and an amount the benefit is computed from. */
export interface BenefitCandidate extends VipTotals {
  memberId: number;
  /** The valid bets of the day (rebate), of the month before (monthly) or the profile's birthday (birthday). */
  basis: bigint;
  birthday: string | null;
}

const TRIAL = 4;

/** The SQL of the periodic VIP benefits (daily valid bets, payments, landing rules). */
export const benefitRepo = {
  /** Adds a settled stake to the member's valid bets of that UTC day (the vip-progress subscriber, exactly once). */
  async addDailyBet(db: Executor, merchantId: number, memberId: number, day: string, validBet: bigint): Promise<void> {
    await db
      .insert(vipDailyBets)
      .values({ merchantId, memberId, day, validBet })
      .onConflictDoUpdate({
        target: [vipDailyBets.merchantId, vipDailyBets.memberId, vipDailyBets.day],
        set: { validBet: sql`${vipDailyBets.validBet} + excluded.valid_bet` },
      });
  },
  async currency(db: Executor, merchantId: number): Promise<string> {
    const [row] = await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.id, merchantId));
    return row!.currency;
  },
  /**
   * Members (not trial players) with valid bets on days matching `dayPattern` (a day, or a month with `%`): the sum is
   * their basis.
   */
  async bettors(db: Executor, merchantId: number, dayPattern: string): Promise<BenefitCandidate[]> {
    const rows = await db
      .select({
        memberId: vipDailyBets.memberId,
        basis: sql<string>`sum(${vipDailyBets.validBet})`,
        deposit: vipProgress.depositMinor,
        validBet: vipProgress.validBetMinor,
      })
      .from(vipDailyBets)
      .innerJoin(vipProgress, and(eq(vipProgress.merchantId, vipDailyBets.merchantId), eq(vipProgress.memberId, vipDailyBets.memberId)))
      .innerJoin(members, eq(members.id, vipDailyBets.memberId))
      .where(and(eq(vipDailyBets.merchantId, merchantId), like(vipDailyBets.day, dayPattern), ne(members.type, TRIAL)))
      .groupBy(vipDailyBets.memberId, vipProgress.depositMinor, vipProgress.validBetMinor)
      .having(gt(sql`sum(${vipDailyBets.validBet})`, 0))
      .orderBy(vipDailyBets.memberId);
    return rows.map((r) => ({ ...r, basis: BigInt(r.basis), birthday: null }));
  },
  /** Members (not trial players, with VIP totals) whose profile birthday ends with one of these `-MM-DD`. */
  async birthdays(db: Executor, merchantId: number, monthDays: string[]): Promise<BenefitCandidate[]> {
    const birthday = sql<string>`${memberAccounts.profile}->>'birthday'`;
    const rows = await db
      .select({ memberId: memberAccounts.memberId, birthday, deposit: vipProgress.depositMinor, validBet: vipProgress.validBetMinor })
      .from(memberAccounts)
      .innerJoin(vipProgress, and(eq(vipProgress.merchantId, memberAccounts.merchantId), eq(vipProgress.memberId, memberAccounts.memberId)))
      .innerJoin(members, eq(members.id, memberAccounts.memberId))
      .where(and(eq(memberAccounts.merchantId, merchantId), inArray(sql`right(${birthday}, 6)`, monthDays), ne(members.type, TRIAL)))
      .orderBy(memberAccounts.memberId);
    return rows.map((r) => ({ ...r, basis: 0n }));
  },
  async birthdayOf(db: Executor, merchantId: number, memberId: number): Promise<string | null> {
    const [row] = await db
      .select({ birthday: sql<string | null>`${memberAccounts.profile}->>'birthday'` })
      .from(memberAccounts)
      .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.memberId, memberId)));
    return row?.birthday ?? null;
  },
  /** The member's valid bets on days matching the pattern (minor units). */
  async validBetsOn(db: Executor, merchantId: number, memberId: number, dayPattern: string): Promise<bigint> {
    const [row] = await db
      .select({ sum: sql<string | null>`sum(${vipDailyBets.validBet})` })
      .from(vipDailyBets)
      .where(and(eq(vipDailyBets.merchantId, merchantId), eq(vipDailyBets.memberId, memberId), like(vipDailyBets.day, dayPattern)));
    return BigInt(row?.sum ?? 0);
  },
  /** Records a payment under its unique reference; null when that reference was paid before (nothing to do). */
  async recordPayment(
    db: Executor,
    p: { merchantId: number; memberId: number; benefit: VipBenefit; period: string; level: number; amount: bigint; landing: BenefitLanding; reference: string },
  ): Promise<VipBenefitPaymentRow | null> {
    const [row] = await db.insert(vipBenefitPayments).values(p).onConflictDoNothing({ target: [vipBenefitPayments.merchantId, vipBenefitPayments.reference] }).returning();
    return row ?? null;
  },
  async payments(db: Executor, merchantId: number, memberId: number, benefit: VipBenefit, limit: number): Promise<VipBenefitPaymentRow[]> {
    return db
      .select()
      .from(vipBenefitPayments)
      .where(and(eq(vipBenefitPayments.merchantId, merchantId), eq(vipBenefitPayments.memberId, memberId), eq(vipBenefitPayments.benefit, benefit)))
      .orderBy(desc(vipBenefitPayments.id))
      .limit(limit);
  },
  async paid(db: Executor, merchantId: number, reference: string): Promise<boolean> {
    const [row] = await db
      .select({ id: vipBenefitPayments.id })
      .from(vipBenefitPayments)
      .where(and(eq(vipBenefitPayments.merchantId, merchantId), eq(vipBenefitPayments.reference, reference)));
    return !!row;
  },
  async rules(db: Executor, merchantId: number): Promise<{ benefit: VipBenefit; landing: BenefitLanding }[]> {
    return db.select({ benefit: vipBenefitRules.benefit, landing: vipBenefitRules.landing }).from(vipBenefitRules).where(eq(vipBenefitRules.merchantId, merchantId));
  },
  async putRule(db: Executor, merchantId: number, benefit: VipBenefit, landing: BenefitLanding): Promise<void> {
    await db
      .insert(vipBenefitRules)
      .values({ merchantId, benefit, landing })
      .onConflictDoUpdate({ target: [vipBenefitRules.merchantId, vipBenefitRules.benefit], set: { landing, updatedAt: sql`now()` } });
  },
  /** The seed's rules: only those a merchant does not have yet. */
  async insertRulesIfAbsent(db: Executor, merchantId: number, rules: { benefit: VipBenefit; landing: BenefitLanding }[]): Promise<void> {
    if (rules.length === 0) return;
    await db
      .insert(vipBenefitRules)
      .values(rules.map((r) => ({ merchantId, ...r })))
      .onConflictDoNothing({ target: [vipBenefitRules.merchantId, vipBenefitRules.benefit] });
  },
};
