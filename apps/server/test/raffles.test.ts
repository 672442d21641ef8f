import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CALLS,
  ClaimedRewardSchema,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsRaffleEntryPageSchema,
  OpsRafflePageSchema,
  OpsRaffleSchema,
  PromoCountersSchema,
  RaffleDetailSchema,
  RaffleListSchema,
  RewardPageSchema,
  TurnoverStatusAnswerSchema,
  ticketsFor,
  type OpsRaffleCreate,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, domainEvents, memberRewards, raffleEntries, raffles, raffleWinners } from '../src/db/schema.js';
import { publishDepositCredited } from '../src/modules/deposit/index.js';
import { pickWinners } from '../src/modules/raffles/draw.js';
import { raffleSubscriber } from '../src/modules/raffles/subscriber.js';
import { credit } from '../src/modules/wallet/index.js';
import { seedRaffles } from '../src/seed/raffles-seed.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';

const FINANCE = 'ops_k_raffles-finance-0123456789';
const SUPPORT = 'ops_k_raffles-support-0123456789';
const CONTENT = 'ops_k_raffles-content-0123456789';
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('tickets a deposit earns', () => {
  it.each([
    [99_00n, 100_00n, null, 0],
    [100_00n, 100_00n, null, 1],
    [350_00n, 100_00n, null, 3],
    [350_00n, 100_00n, 2, 2],
    [5_00n, 1_00n, 10, 5],
  ] as const)('%s per %s (cap %s) -> %s', (amount, step, max, expected) => {
    expect(ticketsFor(amount, step, max)).toBe(expected);
  });
});

describe('the weighted draw', () => {
  const entries = [
    { memberId: 1, tickets: 1 },
    { memberId: 2, tickets: 3 },
    { memberId: 3, tickets: 6 },
  ];
  it("lands each number in its member's range of tickets", () => {
    const first = (n: number) => pickWinners(entries, 1, () => n)[0]!.memberId;
    expect([0, 1, 3, 4, 9].map(first)).toEqual([1, 2, 2, 3, 3]);
  });
  it('every number of the range once: each member is picked as often as it has tickets', () => {
    const wins = new Map<number, number>();
    for (let n = 0; n < 10; n++) {
      const id = pickWinners(entries, 1, () => n)[0]!.memberId;
      wins.set(id, (wins.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(wins)).toEqual({ 1: 1, 2: 3, 3: 6 });
  });
  it('one prize per member: a winner leaves the pool, and prizes beyond the entrants stay undrawn', () => {
    const asked: number[] = [];
    const zero = (max: number) => (asked.push(max), 0);
    expect(pickWinners(entries, 5, zero).map((e) => e.memberId)).toEqual([1, 2, 3]);
    // The totals shrink as winners leave: 10, then 9, then 6 tickets.
    expect(asked).toEqual([10, 9, 6]);
    expect(pickWinners([{ memberId: 7, tickets: 0 }], 2, zero)).toEqual([]);
  });
});

describeEachDb('raffles', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  const opsUrl = (p: string, id?: number) => p.replace(':code', 'demo').replace(':id', String(id));
  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key = FINANCE) =>
    app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: key }, ...(payload ? { payload } : {}) });
  const create = async (b: Partial<OpsRaffleCreate> = {}) =>
    okValue(
      await ops('POST', opsUrl(CALLS.opsCreateRaffle.path), {
        titles: { EN: 'Test raffle', CN: '测试抽奖' },
        ticketStep: '10',
        startsAt: iso(-HOUR),
        endsAt: iso(HOUR),
        drawAt: iso(2 * HOUR),
        prizes: [
          { rank: 1, amount: '100', winners: 1 },
          { rank: 2, amount: '20', winners: 2 },
        ],
        ...b,
      }),
      OpsRaffleSchema,
    );
  /** Ends a raffle's entry window an hour ago (the draw may happen). */
  const close = (id: number) => db().update(raffles).set({ startsAt: new Date(Date.now() - 3 * HOUR), endsAt: new Date(Date.now() - HOUR), drawAt: new Date(Date.now() - HOUR) }).where(eq(raffles.id, id));
  const draw = (id: number, key = FINANCE) => ops('POST', opsUrl(CALLS.opsDrawRaffle.path, id), undefined, key);

  async function deposit(m: TestMember, amount: bigint, orderNo = `T${rid()}`) {
    await db().transaction(async (tx) => {
      await credit(tx, { merchantId: m.merchantId, memberId: m.id, currency: 'CNY', amount, kind: 'deposit', idempotencyKey: `test-deposit:${orderNo}` });
      await publishDepositCredited(tx, m.merchantId, { memberId: m.id, orderNo, amount: String(amount), bonus: '0', channelType: 'BANK', via: 'operator' });
    });
    await app().events.drain();
    return orderNo;
  }
  const rewardsOf = (memberId: number, kind: 'TICKET' | 'RAFFLE') =>
    db().select().from(memberRewards).where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.kind, kind)));
  const ticketsOf = async (raffleId: number, memberId: number) =>
    (await db().select().from(raffleEntries).where(and(eq(raffleEntries.raffleId, raffleId), eq(raffleEntries.memberId, memberId))))[0]?.tickets ?? 0;
  const claim = (m: TestMember, id: number) => m.call('claimReward', { body: { id } });
  const detail = async (m: TestMember, id: number) =>
    okValue(await app().inject({ method: 'GET', url: CALLS.raffleDetail.path.replace(':id', String(id)), headers: { Authorization: m.token } }), RaffleDetailSchema);
  async function entered(raffleId: number, tickets: number[]) {
    const ms: TestMember[] = [];
    for (const t of tickets) {
      const m = await newMember(app(), 'rfl');
      await db().insert(raffleEntries).values({ merchantId: m.merchantId, memberId: m.id, raffleId, tickets: t });
      ms.push(m);
    }
    return ms;
  }

  beforeAll(async () => {
    await grantOpsKey(app(), FINANCE, 'finance');
    await grantOpsKey(app(), SUPPORT, 'support');
    await grantOpsKey(app(), CONTENT, 'content');
  });
  // Each test's deposits earn tickets only in its own raffles.
  beforeEach(async () => {
    await app().events.drain();
    await db().update(raffles).set({ status: 'cancelled' }).where(eq(raffles.status, 'open'));
  });

  it('the seed gives the demo merchant one raffle with demo01 entered, once', async () => {
    const seeded = await db().select().from(raffles).where(eq(raffles.id, 1));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ ticketStep: 10_00n, maxTickets: 50 });
    const entries = await db().select().from(raffleEntries).where(eq(raffleEntries.raffleId, 1));
    expect(entries.map((e) => e.tickets)).toEqual([3]);
    await seedRaffles(db(), seeded[0]!.merchantId);
    expect(await db().select().from(raffles).where(eq(raffles.merchantId, seeded[0]!.merchantId))).toHaveLength(1);
  });

  it('a deposit earns a TICKET reward; claiming it enters the tickets; after the draw the winner claims the prize', async () => {
    const raffle = await create({ maxTickets: 5 });
    const m = await newMember(app(), 'rflw');
    await deposit(m, 35_00n);
    await deposit(m, 5_00n); // below one step: no ticket
    const [ticket, ...more] = await rewardsOf(m.id, 'TICKET');
    expect(more).toEqual([]);
    expect(ticket).toMatchObject({ amount: 0n, tickets: 3, title: 'Test raffle', status: 'claimable', expiresAt: new Date(raffle.endsAt) });
    expect(ticket!.reference).toMatch(new RegExp(`^raffle:${raffle.id}:deposit:T`));
    expect(okValue(await m.call('promoCounters'), PromoCountersSchema)).toMatchObject({ TICKET: 1 });
    const waiting = okValue(await m.call('rewardList'), RewardPageSchema).list;
    expect(waiting.find((r) => r.id === ticket!.id)).toMatchObject({ kind: 'TICKET', tickets: 3, amount: '0.00', turnover: '0.00' });
    expect(okValue(await m.call('raffleList'), RaffleListSchema).list.find((r) => r.id === raffle.id)).toMatchObject({
      state: 'open',
      myTickets: 0,
      pendingTickets: 3,
      ticketStep: '10.00',
      maxTickets: 5,
      prizes: [
        { rank: 1, amount: '100.00', winners: 1 },
        { rank: 2, amount: '20.00', winners: 2 },
      ],
    });

    const balance = await m.balance();
    const claimed = okValue(await claim(m, ticket!.id), ClaimedRewardSchema);
    expect(claimed.reward).toMatchObject({ kind: 'TICKET', status: 'claimed', tickets: 3 });
    expect(await m.balance()).toBe(balance);
    expect(claimed.balance).toBe('40.00');
    expect(await ticketsOf(raffle.id, m.id)).toBe(3);
    // The cap counts what is entered: 40 more would be 4 tickets, 2 are left.
    await deposit(m, 40_00n);
    const second = (await rewardsOf(m.id, 'TICKET')).find((r) => r.status === 'claimable');
    expect(second?.tickets).toBe(2);
    okValue(await claim(m, second!.id), ClaimedRewardSchema);
    expect(await ticketsOf(raffle.id, m.id)).toBe(5);

    // Drawing while entries are open is refused; after the window it draws this only entrant for the first prize.
    expect(errorBody(await draw(raffle.id)).errorCode).toBe(ErrorCode.RAFFLE_NOT_DRAWABLE);
    await close(raffle.id);
    const drawn = okValue(await draw(raffle.id), OpsRaffleSchema);
    expect(drawn).toMatchObject({ state: 'drawn', drawnBy: 'finance', entrants: 1, totalTickets: 5 });
    expect(drawn.winners).toMatchObject([{ rank: 1, memberId: m.id, prize: '100.00', tickets: 5 }]);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.target, `raffle ${raffle.id}`), eq(auditLog.action, 'opsDrawRaffle')));
    expect(audits).toHaveLength(1);

    const seen = await detail(m, raffle.id);
    expect(seen.raffle).toMatchObject({ state: 'drawn', myTickets: 5 });
    expect(seen.winners).toEqual([{ rank: 1, account: `${m.username.slice(0, 2)}***${m.username.slice(-2)}`, prize: '100.00', mine: true }]);

    const [prize] = await rewardsOf(m.id, 'RAFFLE');
    expect(prize).toMatchObject({ amount: 100_00n, reference: `raffle:${raffle.id}:prize:${m.id}`, title: 'Test raffle #1' });
    const paid = okValue(await claim(m, prize!.id), ClaimedRewardSchema);
    expect(paid.reward).toMatchObject({ kind: 'RAFFLE', status: 'claimed', amount: '100.00' });
    expect(await m.balance()).toBe(balance + 40_00n + 100_00n);
    const turnover = okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema);
    expect(turnover.open.some((o) => o.source === 'raffle')).toBe(true);
  });

  it('a deposit earns its tickets once, even delivered twice at once', async () => {
    const raffle = await create();
    const m = await newMember(app(), 'rfld');
    const orderNo = await deposit(m, 20_00n);
    const [event] = (await db().select().from(domainEvents).where(eq(domainEvents.type, 'deposit.credited'))).filter(
      (e) => (e.payload as { orderNo: string }).orderNo === orderNo,
    );
    const sub = raffleSubscriber();
    await Promise.all([1, 2].map(() => db().transaction((tx) => sub.handle!(tx, { ...event!, id: Number(event!.id) }))));
    const tickets = await rewardsOf(m.id, 'TICKET');
    expect(tickets.map((t) => [t.reference, t.tickets])).toEqual([[`raffle:${raffle.id}:deposit:${orderNo}`, 2]]);
  });

  it('20 parallel claims of a TICKET reward enter its tickets once', async () => {
    const raffle = await create();
    const m = await newMember(app(), 'rflc');
    await deposit(m, 70_00n);
    const [ticket] = await rewardsOf(m.id, 'TICKET');
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(m, ticket!.id)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : errorBody(a).errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set([ErrorCode.ALREADY_CLAIMED]));
    expect(await ticketsOf(raffle.id, m.id)).toBe(7);
  });

  it("deposits earn tickets only up to the member's cap, counting the ones still waiting in the reward centre", async () => {
    const raffle = await create({ maxTickets: 50 });
    const m = await newMember(app(), 'rflm');
    // Eight deposits of 10 tickets each: the cap is reached by what is entered and what waits together.
    for (let i = 0; i < 8; i++) await deposit(m, 100_00n);
    const earned = await rewardsOf(m.id, 'TICKET');
    expect(earned.map((t) => t.tickets)).toEqual([10, 10, 10, 10, 10]);
    for (const t of earned) okValue(await claim(m, t.id), ClaimedRewardSchema);
    expect(await ticketsOf(raffle.id, m.id)).toBe(50);
    expect((await detail(m, raffle.id)).raffle).toMatchObject({ myTickets: 50, pendingTickets: 0 });
    await deposit(m, 100_00n);
    expect(await rewardsOf(m.id, 'TICKET')).toHaveLength(5);
  });

  it('a claim whose tickets do not fit under the cap is refused with how many fit, and its reward stays waiting', async () => {
    const raffle = await create({ maxTickets: 50 });
    const m = await newMember(app(), 'rflp');
    for (let i = 0; i < 3; i++) await deposit(m, 100_00n);
    const [first, second, third] = await rewardsOf(m.id, 'TICKET');
    okValue(await claim(m, first!.id), ClaimedRewardSchema);
    okValue(await claim(m, second!.id), ClaimedRewardSchema);
    // The operator lowers the cap while 10 tickets still wait: 5 more fit, the reward holds 10.
    okValue(await ops('PUT', opsUrl(CALLS.opsUpdateRaffle.path, raffle.id), { maxTickets: 25 }), OpsRaffleSchema);
    expect((await detail(m, raffle.id)).raffle).toMatchObject({ myTickets: 20, pendingTickets: 0 });
    const refused = await claim(m, third!.id);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused)).toMatchObject({
      errorCode: ErrorCode.RAFFLE_TICKETS_FULL,
      message: 'err_raffle_tickets_full',
      value: { max: 25, entered: 20, fits: 5, tickets: 10 },
    });
    expect(await ticketsOf(raffle.id, m.id)).toBe(20);
    expect((await rewardsOf(m.id, 'TICKET')).find((t) => t.id === third!.id)).toMatchObject({ status: 'claimable', claimedAt: null });
    // Once they fit again (the cap raised), the same reward enters all its tickets.
    okValue(await ops('PUT', opsUrl(CALLS.opsUpdateRaffle.path, raffle.id), { maxTickets: 50 }), OpsRaffleSchema);
    expect((await detail(m, raffle.id)).raffle).toMatchObject({ myTickets: 20, pendingTickets: 10 });
    expect(okValue(await claim(m, third!.id), ClaimedRewardSchema).reward).toMatchObject({ status: 'claimed', tickets: 10 });
    expect(await ticketsOf(raffle.id, m.id)).toBe(30);
  });

  it('tickets cannot be entered once the entry window closed or the raffle was cancelled', async () => {
    const closed = await create();
    const cancelled = await create();
    const m = await newMember(app(), 'rflx');
    await deposit(m, 10_00n);
    const tickets = await rewardsOf(m.id, 'TICKET');
    expect(tickets).toHaveLength(2);
    await close(closed.id);
    okValue(await ops('POST', opsUrl(CALLS.opsCancelRaffle.path, cancelled.id)), OpsRaffleSchema);
    for (const t of tickets) {
      const res = await claim(m, t.id);
      expect(res.statusCode).toBe(409);
      expect(errorBody(res).errorCode).toBe(ErrorCode.RAFFLE_CLOSED);
    }
    expect((await rewardsOf(m.id, 'TICKET')).map((t) => t.status)).toEqual(['claimable', 'claimable']);
    // A deposit after the window earns nothing there.
    await deposit(m, 10_00n);
    expect(await rewardsOf(m.id, 'TICKET')).toHaveLength(2);
  });

  it('two parallel draws draw once; one prize per member; prizes beyond the entrants stay undrawn', async () => {
    const raffle = await create({ prizes: [{ rank: 1, amount: '50', winners: 2 }, { rank: 2, amount: '5', winners: 3 }] });
    const ms = await entered(raffle.id, [1, 4, 2]);
    await close(raffle.id);
    const answers = await Promise.all([draw(raffle.id), draw(raffle.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(errorBody(answers.find((a) => a.statusCode === 409)!).errorCode).toBe(ErrorCode.RAFFLE_NOT_DRAWABLE);
    const winners = await db().select().from(raffleWinners).where(eq(raffleWinners.raffleId, raffle.id));
    expect(winners.map((w) => w.rank).sort()).toEqual([1, 1, 2]);
    expect(new Set(winners.map((w) => w.memberId))).toEqual(new Set(ms.map((m) => m.id)));
    for (const m of ms) expect(await rewardsOf(m.id, 'RAFFLE')).toHaveLength(1);
    // A third call later: still drawn once.
    expect(errorBody(await draw(raffle.id)).errorCode).toBe(ErrorCode.RAFFLE_NOT_DRAWABLE);

    const entries = okValue(await ops('GET', opsUrl(CALLS.opsRaffleEntries.path, raffle.id)), OpsRaffleEntryPageSchema);
    expect(entries.list.map((e) => e.tickets)).toEqual([4, 2, 1]);
    expect(entries.list.every((e) => e.prize !== null)).toBe(true);
  });

  it('a cancelled raffle cannot be drawn nor changed; operators need finance; bad input is a 4xx', async () => {
    const raffle = await create();
    await entered(raffle.id, [3]);
    for (const key of [SUPPORT, CONTENT]) {
      expect(errorBody(await ops('POST', opsUrl(CALLS.opsCancelRaffle.path, raffle.id), undefined, key)).errorCode).toBe(ErrorCode.FORBIDDEN);
    }
    const cancelled = okValue(await ops('POST', opsUrl(CALLS.opsCancelRaffle.path, raffle.id)), OpsRaffleSchema);
    expect(cancelled.state).toBe('cancelled');
    await close(raffle.id);
    expect(errorBody(await draw(raffle.id)).errorCode).toBe(ErrorCode.RAFFLE_NOT_DRAWABLE);
    expect(await db().select().from(raffleWinners).where(eq(raffleWinners.raffleId, raffle.id))).toEqual([]);
    expect(errorBody(await ops('PUT', opsUrl(CALLS.opsUpdateRaffle.path, raffle.id), { ticketStep: '5' })).errorCode).toBe(ErrorCode.RAFFLE_NOT_DRAWABLE);
    expect(errorBody(await ops('POST', opsUrl(CALLS.opsCancelRaffle.path, raffle.id))).errorCode).toBe(ErrorCode.RAFFLE_NOT_DRAWABLE);
    expect(errorBody(await draw(999_999)).errorCode).toBe(ErrorCode.NOT_FOUND);

    const bad = await ops('POST', opsUrl(CALLS.opsCreateRaffle.path), { titles: { EN: 'x' }, ticketStep: '10', startsAt: iso(HOUR), endsAt: iso(0), drawAt: iso(2 * HOUR), prizes: [{ rank: 1, amount: '1', winners: 1 }] });
    expect(bad.statusCode).toBe(422);
    const zero = await ops('POST', opsUrl(CALLS.opsCreateRaffle.path), { titles: { EN: 'x' }, ticketStep: '0', startsAt: iso(0), endsAt: iso(HOUR), drawAt: iso(2 * HOUR), prizes: [{ rank: 1, amount: '1', winners: 1 }] });
    expect(zero.statusCode).toBe(422);
    const open = await create();
    const drawBeforeEnd = await ops('PUT', opsUrl(CALLS.opsUpdateRaffle.path, open.id), { drawAt: iso(-2 * HOUR) });
    expect(drawBeforeEnd.statusCode).toBe(422);
    const updated = okValue(await ops('PUT', opsUrl(CALLS.opsUpdateRaffle.path, open.id), { ticketStep: '5', maxTickets: null }), OpsRaffleSchema);
    expect(updated).toMatchObject({ ticketStep: '5.00', maxTickets: null });

    const listed = okValue(await ops('GET', `${opsUrl(CALLS.opsRaffles.path)}?state=cancelled`), OpsRafflePageSchema);
    expect(listed.list.some((r) => r.id === raffle.id)).toBe(true);
    expect(listed.list.every((r) => r.state === 'cancelled')).toBe(true);
    // Members no longer see it.
    const m = await newMember(app(), 'rflv');
    expect(okValue(await m.call('raffleList'), RaffleListSchema).list.some((r) => r.id === raffle.id)).toBe(false);
    const hidden = await app().inject({ method: 'GET', url: CALLS.raffleDetail.path.replace(':id', String(raffle.id)), headers: { Authorization: m.token } });
    expect(hidden.statusCode).toBe(404);
  });
});
