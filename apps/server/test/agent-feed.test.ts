import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db, Executor } from '../src/db/client.js';
import { agentProfiles, agentStatements, agentTeamHours, domainEvents, gameRounds, ledgerEntries, merchants } from '../src/db/schema.js';
import { agentOf, backfillTeamFeed, inTeam, subtreePath, teamFigures, type TeamFiguresRaw } from '../src/modules/agent/index.js';
import { teamFeedSubscriber } from '../src/modules/agent/team-feed.js';
import { contractRepo, storeSalary } from '../src/modules/agent-contracts/index.js';
import { addPayout, addStake, placeBet, settleRound, takeBack } from '../src/modules/games/seamless-wallet.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { EventBus } from '../src/platform/events.js';
import { JobRunner } from '../src/platform/jobs.js';
import { DB_KINDS, describeEachDb, testConfig, twoInstances } from './helper.js';
import { channel, newMember, rid, type TestMember } from './money-fixtures.js';
import { feedDeposit, feedRound, releaseFeedDelivery } from './team-feed-fixtures.js';

const DAY = 86_400_000;
const dayStart = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T00:00:00.000Z`);

/**
 * The figures as the agent module computed them before the feed, straight from game_rounds, deposit_orders and
 * withdraw_orders (the test's reference): the feed must give the same for rounds that were not adjusted later.
 */
async function fromRows(db: Executor, merchantId: number, agentId: number, from: Date, to: Date): Promise<TeamFiguresRaw> {
  const path = subtreePath(await agentOf(db, merchantId, agentId), agentId);
  const [f, t] = [from.toISOString(), to.toISOString()];
  const team = (col: string) => inTeam(sql.raw(col), merchantId, agentId, path);
  const rounds = sql`from game_rounds g where g.merchant_id = ${merchantId} and g.status = 'settled' and g.settled_at >= ${f} and g.settled_at < ${t} and ${team('g.member_id')}`;
  const [r] = await db
    .select({
      validBet: sql<string>`(select coalesce(sum(g.stake), 0) ${rounds})::text`,
      ggr: sql<string>`(select coalesce(sum(g.stake - g.payout), 0) ${rounds})::text`,
      active: sql<number>`(select count(distinct g.member_id) ${rounds})::int`,
      deposits: sql<string>`(select coalesce(sum(d.amount), 0) from deposit_orders d where d.merchant_id = ${merchantId} and d.status = 'success' and d.completed_at >= ${f} and d.completed_at < ${t} and ${team('d.member_id')})::text`,
      withdrawals: sql<string>`(select coalesce(sum(w.amount), 0) from withdraw_orders w where w.merchant_id = ${merchantId} and w.status = 'success' and w.completed_at >= ${f} and w.completed_at < ${t} and ${team('w.member_id')})::text`,
      newMembers: sql<number>`(select count(*) from members m where m.merchant_id = ${merchantId} and m.created_at >= ${f} and m.created_at < ${t} and ${team('m.id')})::int`,
    })
    .from(sql`(select 1) as one`);
  return {
    validBet: BigInt(r!.validBet),
    ggr: BigInt(r!.ggr),
    deposits: BigInt(r!.deposits),
    withdrawals: BigInt(r!.withdrawals),
    activeMembers: Number(r!.active),
    newMembers: Number(r!.newMembers),
  };
}

/** Places `m` in the network under `upline` (or at the top). */
async function place(db: Db, m: TestMember, upline: TestMember | null): Promise<void> {
  const up = upline && (await agentOf(db, m.merchantId, upline.id));
  await db.insert(agentProfiles).values({ merchantId: m.merchantId, memberId: m.id, uplineId: upline?.id ?? null, path: `${up?.path ?? '/'}${m.id}/`, depth: up ? up.depth + 1 : 0 });
}

/** A top agent (funded), a sub-agent with a daily salary from it since yesterday, and a member under the sub-agent. */
async function salaryTeam(app: FastifyInstance, prefix: string, amount = '10.00') {
  const db = app.db as Db;
  const top = await newMember(app, `${prefix}t`, 1);
  const sub = await newMember(app, `${prefix}s`, 1);
  const player = await newMember(app, `${prefix}m`, 0);
  await place(db, top, null);
  await place(db, sub, top);
  await place(db, player, sub);
  await top.fund(1_000_00n);
  const day = new Date(Date.now() - DAY).toISOString().slice(0, 10);
  const c = await contractRepo.insert(db, {
    merchantId: top.merchantId,
    kind: 'DAILY_SALARY',
    status: 'ACTIVE',
    uplineId: top.id,
    downlineId: sub.id,
    tiers: storeSalary([{ minTeamValidBet: '1.00', minActiveMembers: 1, amount }]),
    effectiveFrom: new Date(`${day}T00:00:00Z`),
  });
  return { top, sub, player, contractId: c!.id, day };
}

const statementsOf = (db: Db, contractId: number) => db.select().from(agentStatements).where(eq(agentStatements.contractId, contractId));

describeEachDb('agent team feed', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;

  it('filled once from the demo seed: every day of agent01’s tree and every seeded statement as game_rounds gave them', async () => {
    const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
    const merchantId = demo!.id;
    const agents = await Promise.all(['agent01', 'subagent01', 'subagent02', 'subagent11'].map(async (u) => (await memberRepo.findByUsername(db(), merchantId, u))!.id));
    const today = dayStart(new Date());
    for (const id of agents) {
      for (let d = -1; d <= 31; d++) {
        const from = new Date(today.getTime() - d * DAY);
        const to = new Date(from.getTime() + DAY);
        expect([id, d, await teamFigures(db(), merchantId, id, from, to)]).toEqual([id, d, await fromRows(db(), merchantId, id, from, to)]);
      }
      const from = new Date(today.getTime() - 31 * DAY);
      const to = new Date(today.getTime() + DAY);
      expect(await teamFigures(db(), merchantId, id, from, to)).toEqual(await fromRows(db(), merchantId, id, from, to));
    }
    const month = await teamFigures(db(), merchantId, agents[0]!, new Date(today.getTime() - 31 * DAY), new Date(today.getTime() + DAY));
    expect(month.validBet).toBeGreaterThan(0n);
    expect(month.deposits).toBeGreaterThan(0n);
    expect(month.activeMembers).toBeGreaterThan(20);

    // The seed settled agent01's and subagent01's salaries on the feed: the same figures as the rows.
    const statements = await db().select().from(agentStatements).where(eq(agentStatements.merchantId, merchantId));
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const s of statements) {
      const rows = await fromRows(db(), merchantId, s.downlineId, s.periodStart, s.periodEnd);
      expect([s.period, s.validBet, s.netLoss, s.activeMembers]).toEqual([s.period, rows.validBet, rows.ggr, rows.activeMembers]);
    }
    // Once: a second fill changes nothing (the rows are not counted again).
    const before = await db().select().from(agentTeamHours).where(eq(agentTeamHours.merchantId, merchantId)).orderBy(agentTeamHours.id);
    expect(await backfillTeamFeed(db(), merchantId)).toBe(false);
    expect(await db().select().from(agentTeamHours).where(eq(agentTeamHours.merchantId, merchantId)).orderBy(agentTeamHours.id)).toEqual(before);
  });

  it('rounds played through the wallet and credited deposits feed what game_rounds and the orders say', async () => {
    const top = await newMember(app(), 'aft', 1);
    const sub = await newMember(app(), 'afs', 1);
    const [m1, m2, m3, outside] = await Promise.all(['afa', 'afb', 'afc', 'afo'].map((p) => newMember(app(), p)));
    await place(db(), top, null);
    await place(db(), sub, top);
    await place(db(), m1!, sub);
    await place(db(), m2!, sub);
    await place(db(), m3!, top);
    for (const m of [m1!, m2!, m3!, outside!]) await m.fund(1_000_00n);
    const base = (m: TestMember) => ({ merchantId: m.merchantId, memberId: m.id, currency: 'CNY', vendor: 'INHOUSE', gameCode: 'dice', gameType: 'SLOT' });
    const single = (m: TestMember, stake: bigint, payout: bigint) =>
      db().transaction(async (tx) => {
        const roundId = `af-${rid()}`;
        await placeBet(tx, { ...base(m), roundId, stake });
        await settleRound(tx, { merchantId: m.merchantId, currency: 'CNY', vendor: 'INHOUSE', roundId, payout });
      });
    await single(m1!, 100_00n, 250_00n);
    await single(m2!, 50_00n, 0n);
    await single(outside!, 900_00n, 0n);
    // Two bets and a win in one round (the Hub88 way): one round.settled with its totals.
    const move = (m: TestMember, roundId: string, n: number, amount: bigint) => ({ ...base(m), roundId, amount, ledgerKey: `af:${roundId}:${n}` });
    const multi = `af-${rid()}`;
    await db().transaction(async (tx) => {
      await addStake(tx, move(m3!, multi, 1, 30_00n));
      await addStake(tx, move(m3!, multi, 2, 20_00n));
      await addPayout(tx, { ...move(m3!, multi, 3, 10_00n), close: true });
    });
    // Still open, and a round whose only bet went back (void): neither is a settled round.
    await db().transaction((tx) => addStake(tx, move(m1!, `af-${rid()}`, 1, 40_00n)));
    const voided = `af-${rid()}`;
    await db().transaction(async (tx) => {
      await addStake(tx, move(m2!, voided, 1, 60_00n));
      await takeBack(tx, { ...move(m2!, voided, 2, 60_00n), what: 'bet', close: true });
    });
    const bank = await channel(app(), 'BANK');
    await feedDeposit(app(), m2!, bank.id, 300_00n, new Date());
    await app().events.drain('database');

    const from = dayStart(new Date());
    const to = new Date(from.getTime() + DAY);
    for (const agent of [top, sub]) expect(await teamFigures(db(), top.merchantId, agent.id, from, to)).toEqual(await fromRows(db(), top.merchantId, agent.id, from, to));
    expect(await teamFigures(db(), top.merchantId, top.id, from, to)).toMatchObject({ validBet: 200_00n, ggr: -60_00n, deposits: 300_00n, activeMembers: 3, newMembers: 5 });
    expect(await teamFigures(db(), top.merchantId, sub.id, from, to)).toMatchObject({ validBet: 150_00n, ggr: -100_00n, activeMembers: 2 });
    const [hour] = await db().select().from(agentTeamHours).where(eq(agentTeamHours.memberId, m3!.id));
    expect(hour).toMatchObject({ validBet: 50_00n, ggr: 40_00n, rounds: 1 });
  });

  it('a round changed after its period was paid moves the next period, never the paid one', async () => {
    const { top, sub, player, contractId, day } = await salaryTeam(app(), 'afj', '10.00');
    await player.fund(1_000_00n);
    // A round of two bets, lost, settled yesterday at 10:00 (the seed's way of dating play: in its transaction).
    const roundId = `afj-${rid()}`;
    const at = new Date(`${day}T10:00:00Z`);
    const move = (n: number, amount: bigint) => ({ merchantId: player.merchantId, memberId: player.id, currency: 'CNY', vendor: 'INHOUSE', roundId, amount, ledgerKey: `afj:${roundId}:${n}` });
    await db().transaction(async (tx) => {
      await addStake(tx, { ...move(1, 300_00n), gameCode: 'dice', gameType: 'SLOT' });
      await addStake(tx, { ...move(2, 200_00n), gameCode: 'dice', gameType: 'SLOT' });
      await addPayout(tx, { ...move(3, 0n), close: true });
      await tx.update(gameRounds).set({ settledAt: at }).where(eq(gameRounds.roundId, roundId));
      await tx.update(domainEvents).set({ createdAt: at }).where(sql`${domainEvents.payload}->>'roundId' = ${roundId}`);
    });
    await app().events.drain('database');
    const yesterday = { from: new Date(`${day}T00:00:00Z`), to: dayStart(new Date()) };
    expect(await teamFigures(db(), top.merchantId, sub.id, yesterday.from, yesterday.to)).toMatchObject({ validBet: 500_00n, ggr: 500_00n, activeMembers: 1 });
    await app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true });
    const [paid] = await statementsOf(db(), contractId);
    expect(paid).toMatchObject({ status: 'PAID', validBet: 500_00n, netLoss: 500_00n, amount: 10_00n });

    // Today the vendor takes one bet back and pays a late win on the settled round: two round.adjusted.
    await db().transaction((tx) => takeBack(tx, { ...move(4, 200_00n), what: 'bet', close: false }));
    await db().transaction((tx) => addPayout(tx, { ...move(5, 100_00n), close: false }));
    await app().events.drain('database');
    const adjusted = await db().select().from(domainEvents).where(and(eq(domainEvents.type, 'round.adjusted'), sql`${domainEvents.payload}->>'roundId' = ${roundId}`));
    expect(adjusted).toHaveLength(2);

    // game_rounds now says yesterday was different; the feed keeps the paid period and carries the change today.
    expect(await fromRows(db(), top.merchantId, sub.id, yesterday.from, yesterday.to)).toMatchObject({ validBet: 300_00n, ggr: 200_00n });
    expect(await teamFigures(db(), top.merchantId, sub.id, yesterday.from, yesterday.to)).toMatchObject({ validBet: 500_00n, ggr: 500_00n });
    const today = { from: yesterday.to, to: new Date(yesterday.to.getTime() + DAY) };
    expect(await teamFigures(db(), top.merchantId, sub.id, today.from, today.to)).toMatchObject({ validBet: -200_00n, ggr: -300_00n, activeMembers: 0 });
    // Re-settling the paid day changes nothing.
    await app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true });
    expect(await statementsOf(db(), contractId)).toEqual([paid]);
    expect((await db().select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, `agent:DAILY_SALARY:${contractId}:%`))).map((e) => e.amount).sort()).toEqual([-10_00n, 10_00n].sort());
  });

  it('a period whose round events are not all taken in is settled only once they are', async () => {
    const { top, sub, player, contractId, day } = await salaryTeam(app(), 'afl', '25.00');
    await feedRound(app(), player, 100_00n, 0n, new Date(`${day}T08:00:00Z`));
    // A round of yesterday whose delivery to the feed failed once and waits for its retry.
    const late = await feedRound(app(), player, 400_00n, 0n, new Date(`${day}T23:59:00Z`), { holdUntil: new Date(Date.now() + 3600_000) });
    // A round of today waiting too: it cannot change yesterday, so it holds nothing back.
    const todays = await feedRound(app(), player, 1_00n, 0n, new Date(), { holdUntil: new Date(Date.now() + 3600_000) });

    // (Forced: an earlier test of this file ran yesterday's settlement already.)
    const run = await app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true });
    expect(run).toMatchObject({ status: 'failed' });
    expect(run!.error).toContain('agent team feed');
    expect(await statementsOf(db(), contractId)).toHaveLength(0);
    expect(await sub.balance()).toBe(0n);
    // The schedule does not try again before the run's retry time.
    expect(await app().jobs.run('agent-daily-salary', top.merchantId, day)).toBeNull();

    await releaseFeedDelivery(app(), late.eventId);
    const again = await app().jobs.run('agent-daily-salary', top.merchantId, day, { force: true });
    expect(again).toMatchObject({ status: 'done' });
    expect((await statementsOf(db(), contractId)).map((s) => [s.status, s.validBet, s.amount])).toEqual([['PAID', 500_00n, 25_00n]]);
    expect(await sub.balance()).toBe(25_00n);
    expect(await top.balance()).toBe(1_000_00n - 25_00n);
    await releaseFeedDelivery(app(), todays.eventId);
  });
});

// Two server instances: both buses deliver the same events and both runners settle the same period, at once.
for (const kind of DB_KINDS) {
  describe(`agent team feed on two instances [${kind}]`, () => {
    let ctx: { app: FastifyInstance; bus: EventBus; runner: JobRunner } | undefined;
    let dispose: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const dbs = await twoInstances(kind, 6);
      dispose = dbs.dispose;
      const app = await buildApp(testConfig(), { database: dbs.database, logger: false });
      await app.ready();
      const bus = new EventBus(dbs.second.db, app.log);
      bus.subscribe(teamFeedSubscriber());
      const runner = new JobRunner(dbs.second.db, app.log);
      for (const name of ['agent-daily-salary']) runner.register(app.jobs.job(name)!);
      ctx = { app, bus, runner };
    });
    afterAll(async () => {
      await ctx?.bus.stop();
      await ctx?.app.close();
      await dispose();
    });

    it('adds each event once and pays each period once, whichever instance does it', async () => {
      const { app, bus, runner } = ctx!;
      const db = app.db as Db;
      const { top, sub, player, contractId, day } = await salaryTeam(app, 'af2', '30.00');
      const hold = new Date(Date.now() + 3600_000);
      const events = await Promise.all([1, 2, 3, 4, 5].map((i) => feedRound(app, player, BigInt(i) * 10_00n, 0n, new Date(`${day}T0${i}:00:00Z`), { holdUntil: hold })));
      // Behind: neither instance settles.
      const behind = await Promise.all([app.jobs.run('agent-daily-salary', top.merchantId, day, { force: true }), runner.run('agent-daily-salary', top.merchantId, day, { force: true })]);
      expect(behind.filter((r) => r !== null).every((r) => r!.status === 'failed')).toBe(true);
      expect(await statementsOf(db, contractId)).toHaveLength(0);

      const ids = events.map((e) => e.eventId);
      await db.execute(sql`update event_deliveries set next_attempt_at = now() where event_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
      await Promise.all([app.events.drain('database'), bus.drain('database'), app.events.drain('database'), bus.drain('database')]);
      const hours = await db.select().from(agentTeamHours).where(inArray(agentTeamHours.memberId, [player.id]));
      expect(hours.reduce((s, h) => s + h.validBet, 0n)).toBe(150_00n);
      expect(hours.reduce((s, h) => s + h.rounds, 0)).toBe(5);

      await Promise.all([
        app.jobs.run('agent-daily-salary', top.merchantId, day, { force: true }),
        runner.run('agent-daily-salary', top.merchantId, day, { force: true }),
        app.jobs.run('agent-daily-salary', top.merchantId, day),
        runner.run('agent-daily-salary', top.merchantId, day),
      ]);
      expect((await statementsOf(db, contractId)).map((s) => [s.status, s.validBet, s.amount])).toEqual([['PAID', 150_00n, 30_00n]]);
      expect(await sub.balance()).toBe(30_00n);
      expect(await top.balance()).toBe(1_000_00n - 30_00n);
    });
  });
}
