import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALLS,
  OPS_TOKEN_HEADER,
  OpsJobRunSchema,
  OpsRunJobAnswerSchema,
  OpsVipBenefitRuleListSchema,
  VipBenefitsSchema,
  birthdayIn,
  dayKey,
  monthKey,
  pageOf,
  rebateOf,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, jobRuns, ledgerEntries, memberRewards, turnoverRequirements, vipBenefitPayments, vipDailyBets } from '../src/db/schema.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { accountRepo } from '../src/modules/member/repo.js';
import { benefitRepo } from '../src/modules/vip/benefits-repo.js';
import { vipRepo } from '../src/modules/vip/repo.js';
import { JobRunner, defineJob } from '../src/platform/jobs.js';
import { vipJobs } from '../src/modules/vip/benefits.js';
import { describeEachDb, describeTwoJobInstances, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, type TestMember } from './money-fixtures.js';

describe('vip benefit rules', () => {
  it.each([
    [123_457n, 30, 370n],
    [10_000n, 30, 30n],
    [33n, 30, 0n],
    [1_000_000n, 0, 0n],
    [999n, 1, 0n],
    [10_000n, 10_000, 10_000n],
  ])('a rebate of %s at %s bp is %s, floored', (bet, bp, want) => {
    expect(rebateOf(bet, bp)).toBe(want);
  });
  it.each([
    ['1990-06-15', 2026, '2026-06-15'],
    ['2000-02-29', 2027, '2027-02-28'],
    ['2000-02-29', 2028, '2028-02-29'],
    ['1990-13-01', 2026, null],
    ['not a date', 2026, null],
  ])('the birthday %s falls on %s in %s', (b, year, want) => {
    expect(birthdayIn(b, year)).toBe(want);
  });
});

const FIN = 'ops_k_vipjobs-finance-0123456789';
const CONTENT = 'ops_k_vipjobs-content-0123456789';

describeEachDb('vip benefits and jobs', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  const path = (p: string, params: Record<string, string> = {}) =>
    Object.entries({ code: 'demo', ...params }).reduce((s, [k, v]) => s.replace(`:${k}`, v), p);
  const opsCall = (method: 'GET' | 'POST' | 'PUT', url: string, key: string, payload?: object) =>
    app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: key }, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    await grantOpsKey(app(), FIN, 'finance');
    await grantOpsKey(app(), CONTENT, 'content');
  });

  /** A member at a level (totals set directly) with valid bets on a day. */
  async function bettor(prefix: string, totals: { deposit: bigint; validBet: bigint }, bets: [string, bigint][]): Promise<TestMember> {
    const m = await newMember(app(), prefix);
    await vipRepo.add(db(), m.merchantId, m.id, totals);
    for (const [day, bet] of bets) await benefitRepo.addDailyBet(db(), m.merchantId, m.id, day, bet);
    return m;
  }
  const LEVEL_1 = { deposit: 0n, validBet: 1n };
  const LEVEL_2 = { deposit: 1_000_00n, validBet: 5_000_00n };
  const payments = (memberId: number) => db().select().from(vipBenefitPayments).where(eq(vipBenefitPayments.memberId, memberId)).orderBy(vipBenefitPayments.id);
  const bonusEntries = (memberId: number, key: string) =>
    db().select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, memberId), like(ledgerEntries.idempotencyKey, key)));
  const rewards = (memberId: number) => db().select().from(memberRewards).where(eq(memberRewards.memberId, memberId)).orderBy(memberRewards.id);

  it('settled rounds feed the day\'s valid bets', async () => {
    const m = await newMember(app(), 'vjday');
    await m.fund(100_00n);
    const base = { merchantId: m.merchantId, memberId: m.id, currency: 'CNY', vendor: 'PG', gameCode: 'pg-rng-001', gameType: 'RNG' };
    for (const [i, stake] of [12_34n, 5_00n].entries()) {
      const roundId = `vj-${m.id}-${i}`;
      await db().transaction((tx) => placeBet(tx, { ...base, roundId, stake }));
      await db().transaction((tx) => settleRound(tx, { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG', roundId, payout: 0n }));
    }
    await app().events.drain();
    const rows = await db().select().from(vipDailyBets).where(eq(vipDailyBets.memberId, m.id));
    expect(rows.map((r) => [r.day, r.validBet])).toEqual([[dayKey(new Date()), 17_34n]]);
  });

  it('pays the daily rebate into the wallet, floored, with its turnover; a level without a rate or a zero amount pays nothing', async () => {
    const day = '2026-01-05';
    const a = await bettor('vjreb', LEVEL_1, [[day, 1_234_57n], ['2026-01-04', 99_999_00n]]);
    const tiny = await bettor('vjtiny', LEVEL_1, [[day, 33n]]);
    const before = await a.balance();
    const run = await app().jobs.run('vip-rebate', a.merchantId, day);
    expect(run).toMatchObject({ status: 'done', paid: 1, amount: 3_70n, failed: 0 });
    // Level 1 rebates 0.30 %: 1234.57 x 0.30 % = 3.7037, floored to 3.70; the day before is not this run's.
    expect((await a.balance()) - before).toBe(3_70n);
    const [entry, ...more] = await bonusEntries(a.id, `vip:rebate:${a.id}:${day}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ amount: 3_70n, kind: 'bonus' });
    const [req] = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, a.id));
    expect(req).toMatchObject({ source: 'rebate', bonus: 3_70n, reference: `vip:rebate:${a.id}:${day}` });
    expect(await payments(tiny.id)).toEqual([]);
    expect(await tiny.balance()).toBe(0n);

    // The member sees the rate and the rebate paid.
    const seen = okValue(await a.call('vipBenefits'), VipBenefitsSchema);
    expect(seen.rebate).toMatchObject({ rate: '0.30', landing: 'wallet', recent: [{ benefit: 'rebate', period: day, amount: '3.70', landing: 'wallet' }] });
  });

  it('pays once when two runners run the same period at once, and a re-run pays nothing more', async () => {
    const day = '2026-01-06';
    const members = await Promise.all([1, 2, 3].map((i) => bettor(`vjpar${i}`, LEVEL_2, [[day, BigInt(i) * 1_000_00n]])));
    const [r1, r2] = await Promise.all([app().jobs.run('vip-rebate', members[0]!.merchantId, day), app().jobs.run('vip-rebate', members[0]!.merchantId, day)]);
    // One runner holds the period; the other finds it taken.
    const runs = [r1, r2].filter((r) => r !== null);
    expect(runs).toHaveLength(1);
    // Level 2 rebates 0.35 %: 3.50, 7.00, 10.50.
    expect(runs[0]).toMatchObject({ status: 'done', paid: 3, amount: 21_00n });

    // Forced runs (operators, or two instances past a lease) at once: each member is still paid once.
    const forced = await Promise.all([1, 2].map(() => app().jobs.run('vip-rebate', members[0]!.merchantId, day, { force: true })));
    for (const m of members) expect(await bonusEntries(m.id, `vip:rebate:${m.id}:%`)).toHaveLength(1);
    expect((await Promise.all(members.map((m) => m.balance()))).map(String)).toEqual(['350', '700', '1050']);
    const [row] = await db().select().from(jobRuns).where(and(eq(jobRuns.job, 'vip-rebate'), eq(jobRuns.period, day)));
    expect(row).toMatchObject({ status: 'done', paid: 3, amount: 21_00n });
    expect(row!.attempts).toBe(1 + forced.filter((r) => r !== null).length);
  });

  it('puts the monthly bonus in the reward centre for members who bet the month before; the landing follows the operator\'s rule (audited)', async () => {
    const active = await bettor('vjmon', LEVEL_2, [['2026-02-14', 10_00n]]);
    const idle = await bettor('vjidle', LEVEL_2, [['2026-01-14', 10_00n]]);
    const level1 = await bettor('vjmon1', LEVEL_1, [['2026-02-14', 10_00n]]);
    const run = await app().jobs.run('vip-monthly', active.merchantId, '2026-03');
    expect(run).toMatchObject({ status: 'done' });
    const [reward, ...more] = await rewards(active.id);
    expect(more).toEqual([]);
    // Level 2's monthly bonus is 8.00, waiting in the reward centre under the VIP bonus counter.
    expect(reward).toMatchObject({ kind: 'UPGRADE_BONUS', amount: 8_00n, status: 'claimable', reference: `vip:monthly:${active.id}:2026-03`, title: 'VIP 2 · monthly bonus 2026-03' });
    expect(await active.balance()).toBe(0n);
    expect(await rewards(idle.id)).toEqual([]);
    // Level 1 has no monthly bonus.
    expect(await rewards(level1.id)).toEqual([]);

    // Finance switches the monthly bonus to the wallet; content may not.
    const url = path(CALLS.opsUpdateVipBenefitRule.path, { benefit: 'monthly' });
    expect((await opsCall('PUT', url, CONTENT, { landing: 'wallet' })).statusCode).toBe(403);
    expect((await opsCall('PUT', url, FIN, { landing: 'pocket' })).statusCode).toBe(422);
    expect((await opsCall('PUT', url, FIN, { landing: 'wallet' })).statusCode).toBe(200);
    const rules = okValue(await opsCall('GET', path(CALLS.opsVipBenefitRules.path), FIN), OpsVipBenefitRuleListSchema);
    expect(rules).toEqual([
      { benefit: 'rebate', landing: 'wallet' },
      { benefit: 'monthly', landing: 'wallet' },
      { benefit: 'birthday', landing: 'reward' },
    ]);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsUpdateVipBenefitRule'), eq(auditLog.target, 'vip benefit monthly')));
    expect(audit).toBeDefined();
    try {
      await benefitRepo.addDailyBet(db(), active.merchantId, active.id, '2026-03-02', 5_00n);
      await app().jobs.run('vip-monthly', active.merchantId, '2026-04');
      expect(await active.balance()).toBe(8_00n);
      expect(await bonusEntries(active.id, `vip:monthly:${active.id}:2026-04`)).toHaveLength(1);
      expect(await rewards(active.id)).toHaveLength(1);
    } finally {
      await opsCall('PUT', url, FIN, { landing: 'reward' });
    }
  });

  it('gives the birthday gift once a year on the birthday (29 February on the 28th), for levels with a gift', async () => {
    const born = async (prefix: string, birthday: string, totals = LEVEL_2) => {
      const m = await bettor(prefix, totals, []);
      await accountRepo.ensure(db(), m.merchantId, m.id, { profile: { birthday } });
      return m;
    };
    const june = await born('vjbd', '1990-06-15');
    const leap = await born('vjleap', '2000-02-29');
    const level1 = await born('vjbd1', '1990-06-15', LEVEL_1);
    const june15 = await app().jobs.run('vip-birthday', june.merchantId, '2026-06-15');
    expect(june15).toMatchObject({ status: 'done' });
    await app().jobs.run('vip-birthday', june.merchantId, '2026-06-15', { force: true });
    const [gift, ...more] = await rewards(june.id);
    expect(more).toEqual([]);
    // Level 2's birthday gift is 18.00.
    expect(gift).toMatchObject({ kind: 'UPGRADE_BONUS', amount: 18_00n, reference: `vip:birthday:${june.id}:2026`, title: 'VIP 2 · birthday gift 2026' });
    expect(await rewards(level1.id)).toEqual([]);
    expect(await rewards(leap.id)).toEqual([]);
    await app().jobs.run('vip-birthday', leap.merchantId, '2027-02-28');
    expect((await rewards(leap.id)).map((r) => r.reference)).toEqual([`vip:birthday:${leap.id}:2027`]);

    const seen = okValue(await june.call('vipBenefits'), VipBenefitsSchema);
    const year = new Date().getUTCFullYear();
    expect(seen.birthday).toMatchObject({ amount: '18.00', landing: 'reward', state: year === 2026 ? 'paid' : 'upcoming' });
    const none = okValue(await (await newMember(app(), 'vjnob')).call('vipBenefits'), VipBenefitsSchema);
    expect(none.birthday).toMatchObject({ state: 'none', nextDate: null });
  });

  it('a failing member does not stop the others and is paid by the next run', async () => {
    // A job of this test on its own runner: the runner's rules, with effects kept in the database like the VIP jobs.
    const runner = new JobRunner(db(), app().log, { retryMs: 0 });
    const done = new Set<number>();
    let failOnce = true;
    runner.register(
      defineJob<number>({
        name: 'test-flaky',
        period: () => '2026-01-07',
        isPeriod: () => true,
        units: async () => [1, 2, 3],
        apply: async (tx, merchantId, _period, unit) => {
          if (done.has(unit)) return null;
          await tx.insert(jobRuns).values({ merchantId, job: `test-flaky-unit-${unit}`, period: '2026-01-07', status: 'done', leaseUntil: new Date() });
          if (unit === 2 && failOnce) {
            failOnce = false;
            throw new Error('member 2 is not ready');
          }
          done.add(unit);
          return BigInt(unit);
        },
      }),
    );
    const merchantId = (await newMember(app(), 'vjflk')).merchantId;
    const first = await runner.run('test-flaky', merchantId, '2026-01-07');
    expect(first).toMatchObject({ status: 'failed', paid: 2, amount: 4n, failed: 1, error: 'member 2 is not ready' });
    // The failed unit's writes were undone with it (its own transaction).
    const unitRows = await db().select().from(jobRuns).where(like(jobRuns.job, 'test-flaky-unit-%'));
    expect(unitRows.map((r) => r.job).sort()).toEqual(['test-flaky-unit-1', 'test-flaky-unit-3']);
    // The schedule's next round retries the failed period: only member 2 is paid.
    await runner.runDue();
    const [row] = await db().select().from(jobRuns).where(and(eq(jobRuns.merchantId, merchantId), eq(jobRuns.job, 'test-flaky')));
    expect(row).toMatchObject({ status: 'done', paid: 3, amount: 6n, failed: 0, attempts: 2 });
    // Done: the next round leaves it alone.
    await runner.runDue();
    expect((await db().select().from(jobRuns).where(and(eq(jobRuns.merchantId, merchantId), eq(jobRuns.job, 'test-flaky'))))[0]!.attempts).toBe(2);
  });

  it('operators list the runs and run a job for a past period now (audited); bad or future periods are refused', async () => {
    const day = '2026-01-08';
    const m = await bettor('vjops', LEVEL_1, [[day, 100_00n]]);
    const runUrl = path(CALLS.opsRunJob.path);
    expect((await opsCall('POST', runUrl, CONTENT, { job: 'vip-rebate', period: day })).statusCode).toBe(403);
    expect((await opsCall('POST', runUrl, FIN, { job: 'vip-rebate', period: '2026-01' })).statusCode).toBe(422);
    expect((await opsCall('POST', runUrl, FIN, { job: 'vip-nothing', period: day })).statusCode).toBe(422);
    const future = await opsCall('POST', runUrl, FIN, { job: 'vip-rebate', period: dayKey(new Date()) });
    expect(future.statusCode).toBe(422);
    expect(errorBody(future).errorCode).toBe('VALIDATION');
    expect((await opsCall('POST', runUrl, FIN, { job: 'vip-monthly', period: monthKey(new Date(Date.now() + 40 * 86_400_000)) })).statusCode).toBe(422);

    const run = okValue(await opsCall('POST', runUrl, FIN, { job: 'vip-rebate', period: day }), OpsRunJobAnswerSchema);
    expect(run).toMatchObject({ job: 'vip-rebate', period: day, status: 'done', paid: 1, amount: '0.30', requestedBy: 'finance' });
    expect(await m.balance()).toBe(30n);
    const again = okValue(await opsCall('POST', runUrl, FIN, { job: 'vip-rebate', period: day }), OpsRunJobAnswerSchema);
    expect(again).toMatchObject({ paid: 1, amount: '0.30', attempts: 2 });
    expect(await m.balance()).toBe(30n);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsRunJob'), eq(auditLog.target, `job vip-rebate ${day}`)));
    expect(audit).toBeDefined();

    const list = okValue(await opsCall('GET', `${path(CALLS.opsJobRuns.path)}?job=vip-rebate`, FIN), pageOf(OpsJobRunSchema));
    expect(list.list.find((r) => r.period === day)).toMatchObject({ status: 'done', paid: 1, amount: '0.30' });
    expect(list.list.every((r) => r.job === 'vip-rebate')).toBe(true);
  });
});

// Two server instances (two connection pools on PostgreSQL) run the same job for the same period at once.
describeTwoJobInstances('vip jobs on two instances', vipJobs, (ctx) => {
  it('pays each member once whichever instance runs, forced or not', async () => {
    const { app, other } = ctx();
    const day = '2026-01-09';
    const members = await Promise.all([1, 2, 3, 4].map(async (i) => {
      const m = await newMember(app, `vj2i${i}`);
      await vipRepo.add(app.db as Db, m.merchantId, m.id, { deposit: 0n, validBet: 1n });
      await benefitRepo.addDailyBet(app.db as Db, m.merchantId, m.id, day, BigInt(i) * 100_00n);
      return m;
    }));
    const merchantId = members[0]!.merchantId;
    const runs = await Promise.all([
      app.jobs.run('vip-rebate', merchantId, day),
      other.run('vip-rebate', merchantId, day),
      app.jobs.run('vip-rebate', merchantId, day, { force: true }),
      other.run('vip-rebate', merchantId, day, { force: true }),
    ]);
    expect(runs.some((r) => r !== null)).toBe(true);
    // 0.30 % of 100, 200, 300, 400: 0.30, 0.60, 0.90, 1.20, each once.
    expect((await Promise.all(members.map((m) => m.balance()))).map(String)).toEqual(['30', '60', '90', '120']);
    for (const m of members) {
      const entries = await (app.db as Db).select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, m.id), like(ledgerEntries.idempotencyKey, 'vip:rebate:%')));
      expect(entries).toHaveLength(1);
    }
    const [row] = await (app.db as Db).select().from(jobRuns).where(and(eq(jobRuns.merchantId, merchantId), eq(jobRuns.job, 'vip-rebate'), eq(jobRuns.period, day)));
    expect(row).toMatchObject({ status: 'done', paid: 4, amount: 3_00n });
  });
});
