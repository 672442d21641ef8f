import {
  ErrorCode,
  JOB_RUN_PAGE_SIZE,
  VIP_BENEFITS,
  birthdayIn,
  dayKey,
  minorToMoney,
  monthKey,
  type BenefitLanding,
  type OpsJobRun,
  type OpsRunJob,
  type OpsVipBenefitRule,
  type VipBenefit,
  type VipBenefits,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { jobRunView, type JobRunner } from '../../platform/jobs.js';
import { jobRepo } from '../../platform/job-repo.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { landings, referenceOf } from './benefits.js';
import { benefitRepo } from './benefits-repo.js';
import { vipRepo } from './repo.js';
import { levelReached, vipMember } from './service.js';

const RECENT_REBATES = 5;

const rate = (bp: number) => (bp / 100).toFixed(2);

/** The first day of the month after this time's (UTC). */
function nextMonthStart(now: Date): string {
  return dayKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
}

/** The member's periodic benefits at the level reached: rebate rate and last rebates, next monthly bonus, birthday gift. */
export async function vipBenefits(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<VipBenefits> {
  await vipMember(db, merchant, memberId);
  const [levels, totals, landing, recent, birthday, betThisMonth] = await Promise.all([
    vipRepo.levels(db, merchant.id),
    vipRepo.totals(db, merchant.id, memberId),
    landings(db, merchant.id),
    benefitRepo.payments(db, merchant.id, memberId, 'rebate', RECENT_REBATES),
    benefitRepo.birthdayOf(db, merchant.id, memberId),
    benefitRepo.validBetsOn(db, merchant.id, memberId, `${monthKey(now)}-%`),
  ]);
  const level = levelReached(levels, totals.deposit, totals.validBet);
  const today = dayKey(now);
  const year = now.getUTCFullYear();
  const thisYear = birthday ? birthdayIn(birthday, year) : null;
  const giftPaid = thisYear !== null && (await benefitRepo.paid(db, merchant.id, referenceOf('birthday', memberId, String(year))));
  const nextBirthday = thisYear === null ? null : !giftPaid && thisYear >= today ? thisYear : birthdayIn(birthday!, year + 1);
  return {
    level: level?.level ?? 0,
    rebate: {
      rate: rate(level?.rebateBp ?? 0),
      landing: landing.rebate,
      recent: recent.map((p) => ({ benefit: p.benefit, period: p.period, amount: minorToMoney(p.amount), landing: p.landing, paidAt: p.createdAt.toISOString() })),
    },
    monthly: { amount: minorToMoney(level?.monthlyBonus ?? 0n), landing: landing.monthly, nextDate: nextMonthStart(now), eligible: betThisMonth > 0n },
    birthday: {
      amount: minorToMoney(level?.birthdayGift ?? 0n),
      landing: landing.birthday,
      state: thisYear === null ? 'none' : giftPaid ? 'paid' : 'upcoming',
      nextDate: nextBirthday,
    },
  };
}

// ---- operator ----

export async function opsBenefitRules(db: Db, merchant: Merchant): Promise<OpsVipBenefitRule[]> {
  const landing = await landings(db, merchant.id);
  return VIP_BENEFITS.map((benefit) => ({ benefit, landing: landing[benefit] }));
}

export async function updateBenefitRule(ctx: OpsContext, merchant: Merchant, benefit: VipBenefit, landing: BenefitLanding): Promise<OpsVipBenefitRule> {
  ctx.audit.target = `vip benefit ${benefit}`;
  ctx.audit.before = { benefit, landing: (await landings(ctx.db, merchant.id))[benefit] };
  await benefitRepo.putRule(ctx.db, merchant.id, benefit, landing);
  return { benefit, landing };
}

export async function opsJobRuns(db: Db, merchant: Merchant, q: { pageNo: number; job?: string | undefined }) {
  const { rows, total } = await jobRepo.page(db, merchant.id, { job: q.job }, JOB_RUN_PAGE_SIZE, (q.pageNo - 1) * JOB_RUN_PAGE_SIZE);
  return { list: rows.map(jobRunView), pageNo: q.pageNo, totalCount: total, totalPages: Math.ceil(total / JOB_RUN_PAGE_SIZE) };
}

/**
 * Runs a job for a period now, in the operator's audited transaction (each member in a savepoint). Members already
 * paid for the period are not paid again, so this is also how a failed member is retried at once. A period the
 * schedule has not reached yet (today's rebate, next month) is refused: its members would be paid for part of it.
 */
export async function runJobNow(ctx: OpsContext, jobs: JobRunner, merchant: Merchant, b: OpsRunJob, units?: readonly unknown[], now = new Date()): Promise<OpsJobRun | null> {
  const job = jobs.job(b.job);
  if (!job) throw new AppError(ErrorCode.NOT_FOUND, { detail: `job ${b.job}` });
  if (!job.isPeriod(b.period)) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'period', message: `not a period of ${b.job}` }] });
  if (b.period > job.period(now)) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'period', message: `${b.period} is not due yet` }] });
  ctx.audit.target = `job ${b.job} ${b.period}`;
  const run = await jobs.run(b.job, merchant.id, b.period, { db: ctx.db, force: true, requestedBy: ctx.operator.username, units });
  return run && jobRunView(run);
}
