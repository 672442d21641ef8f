import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALLS,
  ErrorCode,
  MallItemSchema,
  MallOrderPageSchema,
  MallRedeemedSchema,
  OPS_TOKEN_HEADER,
  OpsMallItemSchema,
  OpsMallOrderSchema,
  OpsMemberPointsSchema,
  PointsPageSchema,
  PointsSummarySchema,
  TurnoverStatusAnswerSchema,
  pageOf,
  type Contributions,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, domainEvents, mallItems, pointsEntries } from '../src/db/schema.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { pointsFor } from '../src/modules/mall/points.js';
import { pointsSubscriber } from '../src/modules/mall/subscriber.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';

const CONTENT = 'ops_k_mall-content-0123456789';
const FIN = 'ops_k_mall-finance-0123456789';
const SUPPORT = 'ops_k_mall-support-0123456789';

describe('points math', () => {
  const partial: Contributions = { LIVE: 10, SPORTS: 0 };
  const cases: { name: string; rate: number; contributions: Contributions; stake: bigint; game: string; want: number }[] = [
    { name: '1 point per 1.00', rate: 1, contributions: {}, stake: 10_00n, game: 'RNG', want: 10 },
    { name: 'cents below a whole point earn nothing', rate: 1, contributions: {}, stake: 99n, game: 'RNG', want: 0 },
    { name: 'rounded down', rate: 1, contributions: {}, stake: 12_99n, game: 'RNG', want: 12 },
    { name: 'a higher rate', rate: 3, contributions: {}, stake: 2_50n, game: 'RNG', want: 7 },
    { name: 'a category counts its percent', rate: 1, contributions: partial, stake: 100_00n, game: 'LIVE', want: 10 },
    { name: 'a 0 % category earns nothing', rate: 5, contributions: partial, stake: 100_00n, game: 'SPORTS', want: 0 },
    { name: 'a category the rule leaves out counts in full', rate: 1, contributions: partial, stake: 7_00n, game: 'FISH', want: 7 },
    { name: 'no stake, no points', rate: 1, contributions: {}, stake: 0n, game: 'RNG', want: 0 },
  ];
  it.each(cases)('$name', ({ rate, contributions, stake, game, want }) => {
    expect(pointsFor({ pointsPerUnit: rate, contributions }, stake, game)).toBe(want);
  });
});

describeEachDb(
  'points mall',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const path = (p: string, params: Record<string, string | number> = {}) =>
      Object.entries({ code: 'demo', ...params }).reduce((s, [k, v]) => s.replace(`:${k}`, String(v)), p);
    const opsCall = (method: 'GET' | 'POST' | 'PUT', url: string, key: string, payload?: unknown) =>
      app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: key }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const points = async (m: TestMember) => okValue(await m.call('pointsSummary'), PointsSummarySchema).balance;
    const adjust = (memberId: number, delta: number, requestId = rid(), key = FIN) =>
      opsCall('POST', path(CALLS.opsAdjustPoints.path, { id: memberId }), key, { delta, reason: 'test points', requestId });
    const redeem = (m: TestMember, itemId: number, extra: object = {}) => m.call('mallRedeem', { body: { itemId, requestId: rid(), ...extra } });
    const ADDRESS = { name: 'Ana Cruz', phone: '+63 917 000 0001', line1: '1 Rizal Ave, Manila' };

    async function item(fields: object = {}) {
      const body = { kind: 'VOUCHER', names: { EN: `Test ${rid()}`, CN: '测试' }, price: 100, ...fields };
      return okValue(await opsCall('POST', path(CALLS.opsCreateMallItem.path), CONTENT, body), OpsMallItemSchema);
    }
    async function memberWith(prefix: string, pts: number) {
      const m = await newMember(app(), prefix);
      if (pts) expect((await adjust(m.id, pts)).statusCode).toBe(200);
      return m;
    }
    async function play(m: TestMember, stake: bigint, gameType = 'RNG', roundId = `mp-${m.id}-${rid()}`) {
      const base = { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG', roundId };
      await db().transaction((tx) => placeBet(tx, { ...base, memberId: m.id, gameCode: 'pg-rng-001', gameType, stake }));
      await db().transaction((tx) => settleRound(tx, { ...base, payout: 0n }));
      await app().events.drain();
      return roundId;
    }

    beforeAll(async () => {
      await grantOpsKey(app(), CONTENT, 'content');
      await grantOpsKey(app(), FIN, 'finance');
      await grantOpsKey(app(), SUPPORT, 'support');
    });

    it('a settled round earns points once: a replayed round and a re-delivered event earn nothing more', async () => {
      const m = await newMember(app(), 'mpts');
      await m.fund(1000_00n);
      expect(await points(m)).toBe(0);
      const roundId = await play(m, 12_34n);
      expect(await points(m)).toBe(12);

      // The vendor sends the settlement again: the round is settled already, no event, no points.
      await db().transaction((tx) => settleRound(tx, { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG', roundId, payout: 0n }));
      await app().events.drain();
      // The same event delivered twice (a worker lost its lease after the effect): the round's reference holds.
      const [event] = await db()
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.type, 'round.settled'), sql`${domainEvents.payload}->>'roundId' = ${roundId}`));
      for (let i = 0; i < 2; i++) await db().transaction((tx) => pointsSubscriber().handle!(tx, event!));
      expect(await points(m)).toBe(12);

      await play(m, 5_00n);
      expect(await points(m)).toBe(17);
      // Trial players play with play money: no points.
      const trial = await newMember(app(), 'mptrial', 4);
      await trial.fund(100_00n);
      await play(trial, 10_00n);
      expect(await points(trial)).toBe(0);
      const history = okValue(await m.call('pointsHistory'), PointsPageSchema);
      expect(history.list.map((e) => [e.delta, e.balanceAfter, e.reason])).toEqual([
        [5, 17, 'bet'],
        [12, 12, 'bet'],
      ]);
      const refs = await db().select({ reference: pointsEntries.reference }).from(pointsEntries).where(eq(pointsEntries.memberId, m.id));
      expect(refs.map((r) => r.reference)).toContain(`round:PG:${roundId}`);
    });

    it('stock 1 and two buyers at once: one order; the other is OUT_OF_STOCK with its points untouched', async () => {
      const it1 = await item({ stock: 1 });
      const [a, b] = await Promise.all([memberWith('mbuya', 150), memberWith('mbuyb', 150)]);
      const answers = await Promise.all([redeem(a, it1.id), redeem(b, it1.id)]);
      const ok = answers.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      const lost = answers.find((r) => r.statusCode !== 200)!;
      expect(errorBody(lost).errorCode).toBe(ErrorCode.OUT_OF_STOCK);
      const balances = [await points(a), await points(b)].sort((x, y) => x - y);
      expect(balances).toEqual([50, 150]);
      const loser = answers[0]!.statusCode === 200 ? b : a;
      expect(okValue(await loser.call('pointsHistory'), PointsPageSchema).list).toHaveLength(1);
      const [row] = await db().select().from(mallItems).where(eq(mallItems.id, it1.id));
      expect(row).toMatchObject({ stock: 0, sold: 1 });
      const seen = okValue(await app().inject({ method: 'GET', url: path(CALLS.mallItem.path, { id: it1.id }), headers: { Merchant: 'demo' } }), MallItemSchema);
      expect(seen).toMatchObject({ soldOut: true, stock: 0 });
    });

    it("one member's parallel redeems never overspend; the same requestId twice is one order", async () => {
      const it1 = await item({ price: 100 });
      const m = await memberWith('mpar', 250);
      const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(m, it1.id)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
      for (const r of answers.filter((x) => x.statusCode !== 200)) expect(errorBody(r).errorCode).toBe(ErrorCode.NOT_ENOUGH_POINTS);
      expect(await points(m)).toBe(50);

      const m2 = await memberWith('mreq', 300);
      const body = { itemId: it1.id, requestId: rid() };
      const twice = await Promise.all([m2.call('mallRedeem', { body }), m2.call('mallRedeem', { body })]);
      const [o1, o2] = twice.map((r) => okValue(r, MallRedeemedSchema));
      expect(o1!.order.id).toBe(o2!.order.id);
      expect(await points(m2)).toBe(200);
      expect(okValue(await m2.call('mallOrders'), MallOrderPageSchema).totalCount).toBe(1);
      // The same request id for another item is a different request.
      expect(errorBody(await m2.call('mallRedeem', { body: { ...body, itemId: (await item()).id } })).errorCode).toBe(ErrorCode.REQUEST_REUSED);
    });

    it('each kind: bonus cash paid with its turnover, a voucher code, goods with an address; the refusals', async () => {
      const cash = await item({ kind: 'BONUS_CASH', cash: '5.00', price: 50, perMemberLimit: 1 });
      const voucher = await item({ kind: 'VOUCHER', price: 10 });
      const goods = await item({ kind: 'PHYSICAL', price: 20, stock: 3 });
      const closed = await item({ enabled: false });
      const m = await memberWith('mkind', 100);

      const paid = okValue(await redeem(m, cash.id), MallRedeemedSchema);
      expect(paid).toMatchObject({ points: 50, order: { status: 'completed', kind: 'BONUS_CASH', cash: '5.00', points: 50 } });
      expect(await m.balance()).toBe(5_00n);
      const turnover = okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema);
      expect(turnover.open).toEqual([expect.objectContaining({ source: 'mall', bonus: '5.00', required: '5.00' })]);
      expect(errorBody(await redeem(m, cash.id)).errorCode).toBe(ErrorCode.LIMIT_REACHED);

      const v = okValue(await redeem(m, voucher.id), MallRedeemedSchema).order;
      expect(v.status).toBe('completed');
      expect(v.voucherCode).toMatch(/^MV-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

      expect((await redeem(m, goods.id)).statusCode).toBe(422);
      expect((await redeem(m, goods.id, { address: { ...ADDRESS, phone: 'x' } })).statusCode).toBe(422);
      const g = okValue(await redeem(m, goods.id, { address: ADDRESS }), MallRedeemedSchema);
      expect(g).toMatchObject({ points: 20, order: { status: 'pending', address: ADDRESS } });

      expect(errorBody(await redeem(m, closed.id)).errorCode).toBe(ErrorCode.ITEM_CLOSED);
      expect(errorBody(await redeem(m, 987_654)).errorCode).toBe(ErrorCode.NOT_FOUND);
      const trial = await newMember(app(), 'mtrial', 4);
      expect(errorBody(await redeem(trial, voucher.id)).errorCode).toBe(ErrorCode.FREE_REJECT);
      const poor = await memberWith('mpoor', 5);
      expect(errorBody(await redeem(poor, voucher.id)).errorCode).toBe(ErrorCode.NOT_ENOUGH_POINTS);
      expect(await points(poor)).toBe(5);

      // Names in the member's language, EN where the item has none; disabled items are not listed.
      const list = z.array(MallItemSchema);
      const cn = okValue(await app().inject({ method: 'GET', url: CALLS.mallItems.path, headers: { Merchant: 'demo', Language: 'CN' } }), list);
      expect(cn.find((i) => i.id === voucher.id)?.name).toBe('测试');
      const th = okValue(await app().inject({ method: 'GET', url: CALLS.mallItems.path, headers: { Merchant: 'demo', Language: 'TH' } }), list);
      expect(th.find((i) => i.id === voucher.id)?.name).toMatch(/^Test /);
      expect(th.some((i) => i.id === closed.id)).toBe(false);
      const orders = okValue(await m.call('mallOrders'), MallOrderPageSchema);
      expect(orders.list.map((o) => o.kind)).toEqual(['PHYSICAL', 'VOUCHER', 'BONUS_CASH']);
    });

    it('an operator ships and delivers goods, or cancels them: points back and stock back once', async () => {
      const goods = await item({ kind: 'PHYSICAL', price: 40, stock: 2 });
      const m = await memberWith('mship', 100);
      const action = (id: number, a: string, key = FIN) => opsCall('POST', path(CALLS.opsMallOrderAction.path, { id, action: a }), key, { note: 'by test' });

      const first = okValue(await redeem(m, goods.id, { address: ADDRESS }), MallRedeemedSchema).order;
      expect(okValue(await action(first.id, 'ship'), OpsMallOrderSchema)).toMatchObject({ status: 'shipped', handledBy: 'finance', member: m.username });
      expect(errorBody(await action(first.id, 'ship')).errorCode).toBe(ErrorCode.ORDER_CLOSED);
      expect(okValue(await action(first.id, 'deliver', SUPPORT), OpsMallOrderSchema).status).toBe('delivered');
      expect(errorBody(await action(first.id, 'cancel')).errorCode).toBe(ErrorCode.ORDER_CLOSED);
      expect((await action(first.id, 'explode')).statusCode).toBe(422);
      expect((await action(first.id, 'ship', CONTENT)).statusCode).toBe(403);

      const second = okValue(await redeem(m, goods.id, { address: ADDRESS }), MallRedeemedSchema).order;
      expect(await points(m)).toBe(20);
      const cancels = await Promise.all([action(second.id, 'cancel'), action(second.id, 'cancel')]);
      expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await points(m)).toBe(60);
      const [row] = await db().select().from(mallItems).where(eq(mallItems.id, goods.id));
      expect(row).toMatchObject({ stock: 1, sold: 1 });
      const history = okValue(await m.call('pointsHistory'), PointsPageSchema).list;
      expect(history[0]).toMatchObject({ delta: 40, reason: 'refund', balanceAfter: 60 });

      const filtered = okValue(await opsCall('GET', `${path(CALLS.opsMallOrders.path)}?status=cancelled&member=${m.username}`, SUPPORT), pageOf(OpsMallOrderSchema));
      expect(filtered.list.map((o) => o.id)).toEqual([second.id]);
      // Other merchants' operators and other roles see nothing of it.
      expect((await opsCall('GET', path(CALLS.opsMallOrders.path), CONTENT)).statusCode).toBe(403);
    });

    it('the catalogue is content work; bad items answer 422; updates are audited', async () => {
      const create = (body: object, key = CONTENT) => opsCall('POST', path(CALLS.opsCreateMallItem.path), key, body);
      const good = { kind: 'BONUS_CASH', names: { EN: 'Cash' }, price: 10, cash: '1.00' };
      expect((await create(good, FIN)).statusCode).toBe(403);
      for (const bad of [
        { ...good, names: { CN: '只有中文' } },
        { ...good, cash: null },
        { ...good, kind: 'VOUCHER' },
        { ...good, cash: '0' },
        { ...good, price: 0 },
        { ...good, stock: -1 },
        { ...good, imageUrl: 'not a url' },
        { ...good, kind: 'CAR' },
      ]) {
        expect((await create(bad)).statusCode, JSON.stringify(bad)).toBe(422);
      }
      const made = okValue(await create(good), OpsMallItemSchema);
      expect(made).toMatchObject({ kind: 'BONUS_CASH', cash: '1.00', enabled: true, stock: null, sold: 0, names: { EN: 'Cash' } });
      const updated = okValue(await opsCall('PUT', path(CALLS.opsUpdateMallItem.path, { id: made.id }), CONTENT, { ...good, price: 20, enabled: false }), OpsMallItemSchema);
      expect(updated).toMatchObject({ price: 20, enabled: false });
      expect((await opsCall('PUT', path(CALLS.opsUpdateMallItem.path, { id: 987_654 }), CONTENT, good)).statusCode).toBe(404);
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsUpdateMallItem'), eq(auditLog.target, `mall item ${made.id}`)));
      expect(audits).toHaveLength(1);
      expect(audits[0]!.before).toMatchObject({ price: 10, enabled: true });
      expect((await opsCall('GET', path(CALLS.opsMallItems.path), SUPPORT)).statusCode).toBe(403);
      const all = okValue(await opsCall('GET', path(CALLS.opsMallItems.path), CONTENT), z.array(OpsMallItemSchema));
      expect(all.find((i) => i.id === made.id)?.enabled).toBe(false);
    });

    it("an operator's points adjustment is audited, once per request id, and never takes points below zero", async () => {
      const m = await newMember(app(), 'madj');
      const requestId = rid();
      expect((await adjust(m.id, 30, requestId, CONTENT)).statusCode).toBe(403);
      expect((await adjust(m.id, 0)).statusCode).toBe(422);
      expect((await adjust(987_654, 5)).statusCode).toBe(404);
      const first = okValue(await adjust(m.id, 30, requestId), OpsMemberPointsSchema);
      expect(first.balance).toBe(30);
      expect(okValue(await adjust(m.id, 30, requestId), OpsMemberPointsSchema).balance).toBe(30);
      const refused = await adjust(m.id, -31);
      expect(errorBody(refused).errorCode).toBe(ErrorCode.NOT_ENOUGH_POINTS);
      expect(okValue(await adjust(m.id, -30, rid(), SUPPORT), OpsMemberPointsSchema).balance).toBe(0);
      const seen = okValue(await opsCall('GET', path(CALLS.opsMemberPoints.path, { id: m.id }), SUPPORT), OpsMemberPointsSchema);
      expect(seen.list.map((e) => [e.delta, e.reason])).toEqual([
        [-30, 'adjust'],
        [30, 'adjust'],
      ]);
      expect(seen.list[1]!.note).toBe('test points (finance)');
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsAdjustPoints'), eq(auditLog.target, `member ${m.id} points`)));
      // Two changes and the replayed request (audited as the call it is), the refused ones none.
      expect(audits.length).toBeGreaterThanOrEqual(2);
      expect(audits[0]!.before).toEqual({ balance: 0 });
    });
  },
);
