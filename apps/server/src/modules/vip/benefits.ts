import {
  DEFAULT_BENEFIT_LANDING,
  VIP_BENEFITS,
  birthdayIn,
  dayKey,
  isJobPeriod,
  monthKey,
  previousDay,
  previousMonth,
  rebateOf,
  type BenefitLanding,
  type JobName,
  type VipBenefit,
} from '@wps/contract';
import type { Executor, Tx } from '../../db/client.js';
import type { VipLevelRow } from '../../db/schema.js';
import { defineJob, type Job } from '../../platform/jobs.js';
import { payBonus } from '../bonus/index.js';
import { issueReward } from '../rewards/index.js';
import { benefitRepo, type BenefitCandidate } from './benefits-repo.js';
import { vipRepo } from './repo.js';
import { levelReached } from './service.js';

/** Where each benefit lands at a merchant: its rule, else the default. */
export async function landings(db: Executor, merchantId: number): Promise<Record<VipBenefit, BenefitLanding>> {
  const rows = await benefitRepo.rules(db, merchantId);
  return Object.fromEntries(VIP_BENEFITS.map((b) => [b, rows.find((r) => r.benefit === b)?.landing ?? DEFAULT_BENEFIT_LANDING[b]])) as Record<VipBenefit, BenefitLanding>;
}

/** One member's benefit of one period, ready to pay. */
interface BenefitUnit {
  memberId: number;
  level: VipLevelRow;
  amount: bigint;
  landing: BenefitLanding;
  currency: string;
  reference: string;
}

/** A benefit's rules: which period the schedule runs, who is due in a period, and how much each gets. */
interface BenefitSpec {
  job: JobName;
  benefit: VipBenefit;
  period(now: Date): string;
  candidates(db: Executor, merchantId: number, period: string): Promise<BenefitCandidate[]>;
  amount(level: VipLevelRow, c: BenefitCandidate): bigint;
  /** The period in the member's reference: a day, a month, a year (the birthday gift is once a year). */
  key(period: string): string;
  title(level: VipLevelRow, period: string): string;
}

/** Today's birthdays: members born on this month and day (29 February ones on the 28th in a common year). */
function birthdayCandidates(db: Executor, merchantId: number, day: string): Promise<BenefitCandidate[]> {
  const year = Number(day.slice(0, 4));
  const monthDays = [day.slice(4)];
  if (day.endsWith('-02-28')) monthDays.push('-02-29');
  return benefitRepo.birthdays(db, merchantId, monthDays).then((list) => list.filter((c) => c.birthday && birthdayIn(c.birthday, year) === day));
}

export const BENEFITS: readonly BenefitSpec[] = [
  {
    // The valid-bet rebate of a UTC day, paid the day after.
    job: 'vip-rebate',
    benefit: 'rebate',
    period: (now) => previousDay(dayKey(now)),
    candidates: (db, merchantId, day) => benefitRepo.bettors(db, merchantId, day),
    amount: (level, c) => rebateOf(c.basis, level.rebateBp),
    key: (day) => day,
    title: (level, day) => `${level.name} · rebate ${day}`,
  },
  {
    // The monthly bonus, on the month's first check, to members who made a valid bet in the month before.
    job: 'vip-monthly',
    benefit: 'monthly',
    period: (now) => monthKey(now),
    candidates: (db, merchantId, month) => benefitRepo.bettors(db, merchantId, `${previousMonth(month)}-%`),
    amount: (level) => level.monthlyBonus,
    key: (month) => month,
    title: (level, month) => `${level.name} · monthly bonus ${month}`,
  },
  {
    // The birthday gift, on the birthday, once a year.
    job: 'vip-birthday',
    benefit: 'birthday',
    period: (now) => dayKey(now),
    candidates: birthdayCandidates,
    amount: (level) => level.birthdayGift,
    key: (day) => day.slice(0, 4),
    title: (level, day) => `${level.name} · birthday gift ${day.slice(0, 4)}`,
  },
];

export const referenceOf = (benefit: VipBenefit, memberId: number, key: string) => `vip:${benefit}:${memberId}:${key}`;

/**
 * Pays one member's benefit: the payment row under its unique reference first (a second run finds it and pays
 * nothing), then the bonus into the wallet (turnover rule `rebate` or `vip`) or a reward in the reward centre
 * (UPGRADE_BONUS, the VIP bonus counter), all in the unit's transaction.
 */
async function pay(tx: Tx, merchantId: number, spec: BenefitSpec, period: string, u: BenefitUnit): Promise<bigint | null> {
  const row = await benefitRepo.recordPayment(tx, {
    merchantId,
    memberId: u.memberId,
    benefit: spec.benefit,
    period,
    level: u.level.level,
    amount: u.amount,
    landing: u.landing,
    reference: u.reference,
  });
  if (!row) return null;
  if (u.landing === 'wallet') {
    const source = spec.benefit === 'rebate' ? 'rebate' : 'vip';
    await payBonus(tx, merchantId, u.currency, { memberId: u.memberId, source, reference: u.reference, bonus: u.amount, deposit: 0n });
  } else {
    await issueReward(tx, merchantId, { memberId: u.memberId, kind: 'UPGRADE_BONUS', title: spec.title(u.level, period), amount: u.amount, reference: u.reference });
  }
  return u.amount;
}

/** A benefit as a scheduled job: its units are the members due an amount above zero at their current level. */
function benefitJob(spec: BenefitSpec): Job {
  return defineJob<BenefitUnit>({
    name: spec.job,
    period: spec.period,
    // The period forms are the contract's (a day, the monthly bonus a month), as the run call checks them.
    isPeriod: (p) => isJobPeriod(spec.job, p),
    async units(db, merchantId, period) {
      const [levels, candidates, landing, currency] = await Promise.all([
        vipRepo.levels(db, merchantId),
        spec.candidates(db, merchantId, period),
        landings(db, merchantId),
        benefitRepo.currency(db, merchantId),
      ]);
      const units: BenefitUnit[] = [];
      for (const c of candidates) {
        // The level now (levels only go up), which is the one the member sees on the VIP page.
        const level = levelReached(levels, c.deposit, c.validBet);
        const amount = level ? spec.amount(level, c) : 0n;
        if (!level || amount <= 0n) continue;
        units.push({ memberId: c.memberId, level, amount, landing: landing[spec.benefit], currency, reference: referenceOf(spec.benefit, c.memberId, spec.key(period)) });
      }
      return units;
    },
    apply: (tx, merchantId, period, unit) => pay(tx, merchantId, spec, period, unit),
  });
}

/** The VIP module's scheduled jobs. */
export const vipJobs = (): Job[] => BENEFITS.map(benefitJob);
