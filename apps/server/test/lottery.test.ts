import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import {
  ErrorCode,
  LaunchResultSchema,
  LotteryOrderChangeSchema,
  LotteryOrderDetailSchema,
  LotteryOrderPageSchema,
  LotteryResultsSchema,
  NumeroSchema,
  OpsLotteryGameListSchema,
  OpsLotteryOrderListSchema,
  OpsLotteryPeriodPageSchema,
  OpsLotteryVoidSchema,
  drawFromHash,
  lotteryPlayType,
  normalizeSelection,
  payoutFor,
  periodAt,
  periodBefore,
  type LotteryOrderBody,
} from '@wps/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { auditLog, gameRounds, gameVendors, games, ledgerEntries, lotteryOrders, lotteryPeriods, members, merchants } from '../src/db/schema.js';
import { lotteryJobs } from '../src/modules/lottery/draw-job.js';
import { describeEachDb, describeTwoJobInstances, errorBody, okValue } from './helper.js';
import { OPS_TOKEN, newMember, ops, rid, type TestMember } from './money-fixtures.js';

// ---- the calls, on a real database ----

interface Lottery {
  id: number;
  gameCode: string;
  vendor: string;
  lottoMode: string | null;
}

/** The demo merchant's TCG lotteries: every test takes its own, so the periods it moves in time are its own. */
async function tcgGames(app: FastifyInstance): Promise<Lottery[]> {
  return (app.db as Db)
    .select({ id: games.id, gameCode: games.gameCode, vendor: games.vendor, lottoMode: games.lottoMode })
    .from(games)
    .where(like(games.vendor, 'TCG_%'))
    .orderBy(asc(games.id));
}

/** The open period of a game, made to stay open for an hour whatever the clock says (no test races a close). */
async function openPeriod(app: FastifyInstance, m: TestMember, gameId: number): Promise<string> {
  const n = okValue(await m.call('lotteryOpenedNumero', { query: { gameId: String(gameId) } }), NumeroSchema);
  await setTimes(app, gameId, n.period!, 3600_000, 3610_000);
  return n.period!;
}

/** Moves a period's close and draw to now + these offsets (ms; negative = past). */
async function setTimes(app: FastifyInstance, gameId: number, numero: string, closeIn: number, drawIn: number) {
  const now = Date.now();
  await (app.db as Db)
    .update(lotteryPeriods)
    .set({ opensAt: new Date(now - 3600_000), closesAt: new Date(now + closeIn), drawAt: new Date(now + drawIn) })
    .where(and(eq(lotteryPeriods.gameId, gameId), eq(lotteryPeriods.numero, numero)));
}

const order = (gameId: number, numero: string, subOrders: LotteryOrderBody['subOrders'], requestId = rid()): LotteryOrderBody => ({
  gameId,
  numero,
  requestId,
  subOrders,
});

const place = async (m: TestMember, body: LotteryOrderBody) => m.call('lotteryPlaceOrder', { body });

async function settleEntries(app: FastifyInstance, memberId: number): Promise<number> {
  const rows = await (app.db as Db)
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'settle')));
  return rows[0]!.n;
}

describeEachDb(
  'lottery orders',
  (ctx) => {
    const app = () => ctx().app;
    let all: Lottery[] = [];
    let next = 0;
    const game = async () => {
      if (all.length === 0) all = await tcgGames(app());
      return all[next++]!;
    };

    it('places an order: one bet per sub-order from the wallet, idempotent by request id', async () => {
      const g = await game();
      const m = await newMember(app(), 'lo1');
      await m.fund(100_00n);
      const numero = await openPeriod(app(), m, g.id);
      const body = order(g.id, numero, [
        { betType: 'BIG_SMALL', selection: 'big', stake: '10' },
        { betType: 'TAIL2', selection: '07', stake: '2.50' },
      ]);
      const placed = okValue(await place(m, body), LotteryOrderChangeSchema);
      expect(placed.balance).toBe('87.50');
      expect(placed.order).toMatchObject({ gameId: g.id, numero, status: 'OPEN', totalStake: '12.50', subOrderCount: 2 });
      expect(placed.order.subOrders.map((s) => [s.betType, s.selection, s.stake, s.odds, s.status])).toEqual([
        ['BIG_SMALL', 'BIG', '10.00', '1.98', 'OPEN'],
        ['TAIL2', '07', '2.50', '95.00', 'OPEN'],
      ]);
      expect(placed.order.period).toMatchObject({ numero, status: 'OPEN', serverSeed: null, result: null });
      expect(await m.balance()).toBe(87_50n);
      const rounds = await (app().db as Db).select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
      expect(rounds.map((r) => [r.vendor, r.gameCode, r.stake, r.status])).toEqual([
        [g.vendor, g.gameCode, 10_00n, 'open'],
        [g.vendor, g.gameCode, 2_50n, 'open'],
      ]);

      // The same request again: the same order, nothing moves; the same id for another order is refused.
      const again = okValue(await place(m, body), LotteryOrderChangeSchema);
      expect(again.order.orderId).toBe(placed.order.orderId);
      expect(await m.balance()).toBe(87_50n);
      expect((await m.entries()).filter((e) => e.kind === 'bet')).toHaveLength(2);
      const reused = await place(m, { ...body, subOrders: [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1' }] });
      expect(errorBody(reused).errorCode).toBe(ErrorCode.REQUEST_REUSED);

      const page = okValue(await m.call('lotteryOrders', { query: { gameId: String(g.id) } }), LotteryOrderPageSchema);
      expect(page.list.map((o) => o.orderId)).toEqual([placed.order.orderId]);
      expect(page.totalCount).toBe(1);
      const none = okValue(await m.call('lotteryOrders', { query: { status: 'SETTLED' } }), LotteryOrderPageSchema);
      expect(none.totalCount).toBe(0);
    });

    it('refuses bad orders with a clear error and changes nothing', async () => {
      const g = await game();
      const m = await newMember(app(), 'lo2');
      await m.fund(20_00n);
      const numero = await openPeriod(app(), m, g.id);
      const field = async (body: LotteryOrderBody) => {
        const res = await place(m, body);
        expect(res.statusCode).toBe(422);
        return (errorBody(res).value as { field: string }[] | undefined)?.[0]?.field;
      };
      expect(await field(order(g.id, numero, [{ betType: 'POSITION', selection: '9:1', stake: '1' }]))).toBe('subOrders.0.selection');
      expect(await field(order(g.id, numero, [{ betType: 'TAIL3', selection: '123', stake: '1' }, { betType: 'TAIL3', selection: '124', stake: '0.01' }]))).toBe(
        'subOrders.1.stake',
      );
      expect(await field(order(g.id, numero, [{ betType: 'TAIL3', selection: '123', stake: '50000.01' }]))).toBe('subOrders.0.stake');
      expect(await field(order(g.id, '20261124-9999', [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1' }]))).toBe('numero');
      expect((await place(m, { ...order(g.id, numero, []), subOrders: [] })).statusCode).toBe(422);
      // Above the balance: the whole order is refused.
      const broke = await place(m, order(g.id, numero, [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '15' }, { betType: 'ODD_EVEN', selection: 'EVEN', stake: '15' }]));
      expect(errorBody(broke).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      // A period already closed, and a game that is not a TCG lottery.
      const past = periodBefore('trad', periodAt('trad', new Date())).numero;
      const late = await place(m, order(g.id, past, [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1' }]));
      expect(errorBody(late).errorCode).toBe(ErrorCode.LOTTERY_PERIOD_CLOSED);
      expect(late.statusCode).toBe(409);
      const [inhouse] = await (app().db as Db).select().from(games).where(eq(games.gameCode, 'quick-lotto'));
      expect((await place(m, order(inhouse!.id, numero, [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1' }]))).statusCode).toBe(404);
      // The vendor switched off by the operator: no orders.
      const vendorRow = and(eq(gameVendors.merchantId, m.merchantId), eq(gameVendors.code, g.vendor));
      await (app().db as Db).update(gameVendors).set({ enabled: false }).where(vendorRow);
      try {
        const off = await place(m, order(g.id, numero, [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1' }]));
        expect(errorBody(off).errorCode).toBe(ErrorCode.VENDOR_DISABLED);
      } finally {
        await (app().db as Db).update(gameVendors).set({ enabled: true }).where(vendorRow);
      }
      expect(await m.balance()).toBe(20_00n);
      expect((await m.entries()).filter((e) => e.kind === 'bet')).toHaveLength(0);
    });

    it('never spends above the balance with parallel orders', async () => {
      const g = await game();
      const m = await newMember(app(), 'lo3');
      await m.fund(50_00n);
      const numero = await openPeriod(app(), m, g.id);
      const results = await Promise.all(
        Array.from({ length: 12 }, () => place(m, order(g.id, numero, [{ betType: 'BIG_SMALL', selection: 'SMALL', stake: '10' }]))),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(errorBody(r).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      expect(await m.balance()).toBe(0n);
    });

    it('cancels a sub-order before the close: refunded once, even when cancelled in parallel', async () => {
      const g = await game();
      const m = await newMember(app(), 'lo4');
      await m.fund(30_00n);
      const numero = await openPeriod(app(), m, g.id);
      const placed = okValue(
        await place(m, order(g.id, numero, [{ betType: 'POSITION', selection: '2:5', stake: '5' }, { betType: 'ODD_EVEN', selection: 'EVEN', stake: '7' }])),
        LotteryOrderChangeSchema,
      );
      const [first, second] = placed.order.subOrders;
      const cancel = (subOrderId: number) => m.call('lotteryCancelSubOrder', { body: { orderId: placed.order.orderId, subOrderId } });
      const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(first!.subOrderId)));
      for (const a of answers) expect(a.statusCode).toBe(200);
      const after = okValue(answers[0]!, LotteryOrderChangeSchema);
      expect(after.order.subOrders.map((s) => s.status)).toEqual(['CANCELLED', 'OPEN']);
      expect(after.order.status).toBe('OPEN');
      expect(await m.balance()).toBe(30_00n - 7_00n);
      expect(await settleEntries(app(), m.id)).toBe(1);
      expect(okValue(await cancel(first!.subOrderId), LotteryOrderChangeSchema).balance).toBe('23.00');

      const both = okValue(await cancel(second!.subOrderId), LotteryOrderChangeSchema);
      expect(both.order.status).toBe('CANCELLED');
      expect(both.balance).toBe('30.00');
      expect(await settleEntries(app(), m.id)).toBe(2);
    });

    it('refuses a cancel after the close, and another member’s order is not found', async () => {
      const g = await game();
      const m = await newMember(app(), 'lo5');
      const other = await newMember(app(), 'lo5x');
      await m.fund(10_00n);
      const numero = await openPeriod(app(), m, g.id);
      const placed = okValue(await place(m, order(g.id, numero, [{ betType: 'TAIL3', selection: '123', stake: '4' }])), LotteryOrderChangeSchema);
      const ids = { orderId: placed.order.orderId, subOrderId: placed.order.subOrders[0]!.subOrderId };

      expect(errorBody(await other.call('lotteryCancelSubOrder', { body: ids })).errorCode).toBe(ErrorCode.NOT_FOUND);
      expect((await other.call('lotteryOrderDetail', { query: { orderId: String(ids.orderId) } })).statusCode).toBe(404);

      await setTimes(app(), g.id, numero, -1000, 3600_000);
      const late = await m.call('lotteryCancelSubOrder', { body: ids });
      expect(late.statusCode).toBe(409);
      expect(errorBody(late)).toMatchObject({ errorCode: ErrorCode.LOTTERY_PERIOD_CLOSED, message: 'err_lottery_closed' });
      expect(await m.balance()).toBe(6_00n);
      const lateOrder = await place(m, order(g.id, numero, [{ betType: 'TAIL3', selection: '124', stake: '1' }]));
      expect(errorBody(lateOrder).errorCode).toBe(ErrorCode.LOTTERY_PERIOD_CLOSED);
      expect(await m.balance()).toBe(6_00n);
    });

    it('draws a due period when it is read and pays its winners once, with a verifiable result', async () => {
      const g = await game();
      const m = await newMember(app(), 'lo6');
      await m.fund(100_00n);
      const numero = await openPeriod(app(), m, g.id);
      const subOrders: LotteryOrderBody['subOrders'] = [
        { betType: 'BIG_SMALL', selection: 'BIG', stake: '10' },
        { betType: 'BIG_SMALL', selection: 'SMALL', stake: '10' },
        { betType: 'ODD_EVEN', selection: 'ODD', stake: '5' },
        { betType: 'POSITION', selection: '1:0', stake: '1' },
      ];
      const placed = okValue(await place(m, order(g.id, numero, subOrders)), LotteryOrderChangeSchema);
      const hash = placed.order.period.serverSeedHash;
      await setTimes(app(), g.id, numero, -20_000, -10_000);

      const detail = okValue(await m.call('lotteryOrderDetail', { query: { orderId: String(placed.order.orderId) } }), LotteryOrderDetailSchema);
      const { result, serverSeed } = detail.period;
      expect(detail.period.status).toBe('DRAWN');
      expect(createHash('sha256').update(serverSeed!).digest('hex')).toBe(hash);
      expect(result).toBe(drawFromHash(createHmac('sha256', serverSeed!).update(`${g.gameCode}:${numero}`).digest('hex')));
      const expected = subOrders.map((s) => payoutFor(s.betType, normalizeSelection(s.betType, s.selection)!, BigInt(Math.round(Number(s.stake) * 100)), result!));
      const total = expected.reduce((a, b) => a + b, 0n);
      expect(detail.subOrders.map((s) => s.status)).toEqual(expected.map((p) => (p > 0n ? 'WON' : 'LOST')));
      expect(detail.status).toBe('SETTLED');
      expect(detail.totalPayout).toBe((Number(total) / 100).toFixed(2));
      expect(await m.balance()).toBe(100_00n - 26_00n + total);

      // Read again, listed, results: nothing more is paid.
      await m.call('lotteryOrderDetail', { query: { orderId: String(placed.order.orderId) } });
      await m.call('lotteryOrders', { query: {} });
      expect(await m.balance()).toBe(100_00n - 26_00n + total);
      expect(await settleEntries(app(), m.id)).toBe(expected.filter((p) => p > 0n).length);
      const results = okValue(await m.call('lotteryResults', { query: { gameId: String(g.id) } }), LotteryResultsSchema);
      expect(results[0]).toMatchObject({ numero, result, serverSeed, status: 'DRAWN' });
      // A drawn period takes no cancel.
      const late = await m.call('lotteryCancelSubOrder', { body: { orderId: placed.order.orderId, subOrderId: detail.subOrders[0]!.subOrderId } });
      expect(errorBody(late).errorCode).toBe(ErrorCode.LOTTERY_PERIOD_CLOSED);
    });

    it('answers the open period of a TCG lottery and launches its page with the prize mode of the rules', async () => {
      const [sea, vn] = [all.find((x) => x.vendor === 'TCG_SEA')!, all.find((x) => x.vendor === 'TCG_LOTTO_VN')!];
      const m = await newMember(app(), 'lo7');
      const n = okValue(await m.call('lotteryNumero', { query: { gameId: String(sea.id) } }), NumeroSchema);
      expect(n.period).toMatch(/^\d{8}-\d{4}$/);
      expect(n.numero).toBe(Number(n.period!.replace('-', '')));
      expect(Date.parse(n.drawAt!) - Date.parse(n.closesAt!)).toBe(10_000);
      expect(Date.parse(n.closesAt!)).toBeGreaterThan(Date.now());
      expect(okValue(await m.call('lotteryOpenedNumero', { query: { gameId: String(sea.id) } }), NumeroSchema).period).toBe(n.period);

      const url = (r: Awaited<ReturnType<TestMember['call']>>) => okValue(r, LaunchResultSchema).url;
      const seaUrl = url(await m.call('launchGame', { query: { gameId: String(sea.id), vendor: 'TCG_SEA', prize_mode: 'SEA', code: 'lobby' } }));
      expect(seaUrl).toMatch(new RegExp(`^/m/lotto-h5/demo/(ent|trad)/games/${sea.id}\\?merchantCode=demo&prize_mode=SEA&language=\\w+#ticket=[\\w-]{20,}$`));
      const vnUrl = url(await m.call('launchGame', { query: { gameId: String(vn.id), prize_mode: 'LOTT', code: 'lobby' } }));
      expect(vnUrl).toContain('prize_mode=LOTT');

      const page = await app().inject({ method: 'GET', url: seaUrl.split('#')[0]! });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.body).toContain('data-testid="lt-countdown"');
      expect(page.body).not.toMatch(/<script>(?!<)/);
      const script = /<script src="([^"]+)"/.exec(page.body)![1]!;
      expect((await app().inject({ method: 'GET', url: script })).statusCode).toBe(200);
      expect((await app().inject({ method: 'GET', url: '/m/lotto-h5/demo/ent/games/999999?merchantCode=demo' })).statusCode).toBe(404);
    });

    it('answers a visitor the open period and the results of a TCG lottery; the in-house draw is the member’s', async () => {
      const g = all.find((x) => x.vendor === 'TCG_LOTTO_VN')!;
      const visitor = (path: string, gameId: number) => app().inject({ method: 'GET', url: `${path}?gameId=${gameId}` });
      const n = okValue(await visitor('/lgw/vn/numeros/opened/game', g.id), NumeroSchema);
      expect(n.period).toMatch(/^\d{8}-\d{4}$/);
      expect(Date.parse(n.closesAt!)).toBeGreaterThan(Date.now());
      expect(okValue(await visitor('/lotto/lgw/games/opened/numero', g.id), NumeroSchema).period).toBe(n.period);
      expect(okValue(await visitor('/lgw/numeros/results', g.id), LotteryResultsSchema).every((p) => p.status === 'DRAWN')).toBe(true);
      const [inhouse] = await (app().db as Db).select().from(games).where(eq(games.gameCode, 'quick-lotto'));
      const refused = await visitor('/lgw/vn/numeros/opened/game', inhouse!.id);
      expect(refused.statusCode).toBe(401);
      expect(errorBody(refused).errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
      expect((await visitor('/lgw/vn/numeros/opened/game', 99_999_999)).statusCode).toBe(404);
    });

    it('lets operators list periods and orders, and void a period once (audited)', async () => {
      const g = await game();
      const m = await newMember(app(), 'lo8');
      await m.fund(50_00n);
      const numero = await openPeriod(app(), m, g.id);
      const placed = okValue(
        await place(m, order(g.id, numero, [{ betType: 'TAIL2', selection: '11', stake: '3' }, { betType: 'TAIL2', selection: '12', stake: '4' }])),
        LotteryOrderChangeSchema,
      );
      await m.call('lotteryCancelSubOrder', { body: { orderId: placed.order.orderId, subOrderId: placed.order.subOrders[0]!.subOrderId } });
      expect(await m.balance()).toBe(46_00n);

      const gamesList = okValue(await ops(app(), 'GET', '/ops/merchants/demo/lottery/games'), OpsLotteryGameListSchema);
      expect(gamesList.length).toBe(all.length);
      const periods = okValue(await ops(app(), 'GET', `/ops/merchants/demo/lottery/periods?gameId=${g.id}`), OpsLotteryPeriodPageSchema);
      const period = periods.list.find((p) => p.numero === numero)!;
      expect(period).toMatchObject({ orders: 1, subOrders: 2, totalStake: '4.00', serverSeed: null });
      const orders = okValue(await ops(app(), 'GET', `/ops/merchants/demo/lottery/periods/${period.periodId}/orders`), OpsLotteryOrderListSchema);
      expect(orders.map((o) => [o.account, o.subOrders.map((s) => s.status)])).toEqual([[m.username, ['CANCELLED', 'OPEN']]]);

      const voidIt = () =>
        app().inject({
          method: 'POST',
          url: `/ops/merchants/demo/lottery/periods/${period.periodId}/void`,
          headers: { 'X-Ops-Token': OPS_TOKEN },
          payload: { reason: 'feed incident' },
        });
      const [a, b] = await Promise.all([voidIt(), voidIt()]);
      const refunds = [okValue(a, OpsLotteryVoidSchema), okValue(b, OpsLotteryVoidSchema)].map((v) => v.refunded).sort();
      expect(refunds).toEqual([0, 1]);
      expect(okValue(a, OpsLotteryVoidSchema).period).toMatchObject({ status: 'VOID', voidReason: 'feed incident' });
      expect(await m.balance()).toBe(50_00n);
      const detail = okValue(await m.call('lotteryOrderDetail', { query: { orderId: String(placed.order.orderId) } }), LotteryOrderDetailSchema);
      expect(detail.subOrders.map((s) => s.status)).toEqual(['CANCELLED', 'VOID']);
      expect(detail.status).toBe('VOID');
      const audits = await (app().db as Db).select().from(auditLog).where(eq(auditLog.action, 'opsVoidLotteryPeriod'));
      expect(audits.filter((x) => x.target === `lottery period ${period.periodId}`)).toHaveLength(2);

      // A drawn period cannot be voided; bad input is a 4xx.
      const g2 = await game();
      const n2 = await openPeriod(app(), m, g2.id);
      await setTimes(app(), g2.id, n2, -20_000, -10_000);
      await m.call('lotteryResults', { query: { gameId: String(g2.id) } });
      const drawn = okValue(await ops(app(), 'GET', `/ops/merchants/demo/lottery/periods?gameId=${g2.id}`), OpsLotteryPeriodPageSchema).list.find((p) => p.numero === n2)!;
      expect(drawn.status).toBe('DRAWN');
      const refused = await app().inject({
        method: 'POST',
        url: `/ops/merchants/demo/lottery/periods/${drawn.periodId}/void`,
        headers: { 'X-Ops-Token': OPS_TOKEN },
        payload: { reason: 'too late' },
      });
      expect(errorBody(refused).errorCode).toBe(ErrorCode.LOTTERY_PERIOD_CLOSED);
      const empty = await app().inject({
        method: 'POST',
        url: `/ops/merchants/demo/lottery/periods/${drawn.periodId}/void`,
        headers: { 'X-Ops-Token': OPS_TOKEN },
        payload: { reason: '' },
      });
      expect(empty.statusCode).toBe(422);
      expect((await ops(app(), 'GET', '/ops/merchants/demo/lottery/periods/99999999/orders')).statusCode).toBe(404);
    });

    it('seeds demo01 settled orders, some of them won', async () => {
      const db = app().db as Db;
      const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo01'));
      const list = await db.select().from(lotteryOrders).where(eq(lotteryOrders.memberId, demo!.id));
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(list.every((o) => o.status === 'settled')).toBe(true);
      expect(list.some((o) => o.totalPayout > 0n)).toBe(true);
    });
  },
  { opsKey: OPS_TOKEN },
);

/**
 * A time 30 s into a period of both play types (3- and 5-minute periods both start on every quarter hour), 15 to 30
 * minutes ahead: the job's clock is set there, so no period boundary passes while a test runs and no request of the
 * suite has opened these periods.
 */
const quietTime = () => new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 900_000 + 30_000);
const minuteOf = (d: Date) => d.toISOString().slice(0, 16);

/** The periods of these (game, numero) pairs that exist, by "<gameId>:<numero>". */
async function periodsOf(db: Db, pairs: { gameId: number; numero: string }[]) {
  const keys = new Set(pairs.map((p) => `${p.gameId}:${p.numero}`));
  const rows = await db
    .select()
    .from(lotteryPeriods)
    .where(and(inArray(lotteryPeriods.gameId, [...new Set(pairs.map((p) => p.gameId))]), inArray(lotteryPeriods.numero, [...new Set(pairs.map((p) => p.numero))])));
  return new Map(rows.map((r): [string, typeof r] => [`${r.gameId}:${r.numero}`, r]).filter(([k]) => keys.has(k)));
}

describeTwoJobInstances('lottery draws on two instances', lotteryJobs, (ctx) => {
  const at = quietTime();
  const runningAt = (g: Lottery, now: Date) => periodAt(lotteryPlayType(g.lottoMode), now);
  const nextOf = (g: Lottery, now: Date) => periodAt(lotteryPlayType(g.lottoMode), runningAt(g, now).drawAt);

  it('opens the running and the next period of every enabled lottery on a tick with no request, each once on two instances', async () => {
    const { app, other } = ctx();
    const db = app.db as Db;
    const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
    const lotteries = await tcgGames(app);
    const [on, off] = [lotteries.slice(0, -1), lotteries.at(-1)!];
    const ahead = lotteries.flatMap((g) => [runningAt(g, at), nextOf(g, at)].map((t) => ({ gameId: g.id, numero: t.numero })));
    expect((await periodsOf(db, ahead)).size).toBe(0);
    await db.update(games).set({ enabled: false }).where(eq(games.id, off.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    try {
      // Two instances, each on this minute's run and the next one's: the runs that get a period open side by side.
      const later = minuteOf(new Date(at.getTime() + 60_000));
      const runs = await Promise.all([
        app.jobs.run('lottery-draw', demo!.id, minuteOf(at)),
        other.run('lottery-draw', demo!.id, minuteOf(at)),
        app.jobs.run('lottery-draw', demo!.id, later),
        other.run('lottery-draw', demo!.id, later),
      ]);
      expect(runs.filter((r) => r !== null).length).toBeGreaterThanOrEqual(2);
      for (const r of runs) if (r) expect(r).toMatchObject({ failed: 0, error: null });

      const opened = await periodsOf(db, ahead);
      expect(opened.size).toBe(on.length * 2);
      for (const g of on) {
        for (const t of [runningAt(g, at), nextOf(g, at)]) {
          const p = opened.get(`${g.id}:${t.numero}`);
          expect(p, `${g.gameCode} ${t.numero}`).toMatchObject({ status: 'open', vendor: g.vendor, gameCode: g.gameCode, closesAt: t.closesAt, drawAt: t.drawAt });
          expect(createHash('sha256').update(p!.serverSeed).digest('hex')).toBe(p!.serverSeedHash);
        }
      }
      // A visitor's lobby reads the period the job opened (no second seed for it).
      const g = on[0]!;
      const n = okValue(await app.inject({ method: 'GET', url: `/lgw/vn/numeros/opened/game?gameId=${g.id}` }), NumeroSchema);
      expect(n).toMatchObject({ period: runningAt(g, at).numero, serverSeedHash: opened.get(`${g.id}:${runningAt(g, at).numero}`)!.serverSeedHash });
      expect((await periodsOf(db, ahead.filter((p) => p.gameId === g.id))).size).toBe(2);
    } finally {
      vi.useRealTimers();
      await db.update(games).set({ enabled: true }).where(eq(games.id, off.id));
    }
  });

  it('draws the due periods on a later tick with nobody betting, and the results call lists them', async () => {
    const { app } = ctx();
    const db = app.db as Db;
    const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
    const lotteries = (await tcgGames(app)).slice(0, -1);
    // Past the draw of both play types' periods that were running at `at` (3 minutes: at + 150 s, 5: at + 270 s).
    const after = new Date(at.getTime() + 275_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(after);
    try {
      const run = await app.jobs.run('lottery-draw', demo!.id, minuteOf(after));
      expect(run).toMatchObject({ failed: 0 });
      const drawn = await periodsOf(db, lotteries.map((g) => ({ gameId: g.id, numero: runningAt(g, at).numero })));
      for (const g of lotteries) {
        const p = drawn.get(`${g.id}:${runningAt(g, at).numero}`)!;
        expect(p.status, g.gameCode).toBe('drawn');
        expect(p.result).toBe(drawFromHash(createHmac('sha256', p.serverSeed).update(`${g.gameCode}:${p.numero}`).digest('hex')));
        // The period running now and its next one are open in their turn.
        const open = await periodsOf(db, [runningAt(g, after), nextOf(g, after)].map((t) => ({ gameId: g.id, numero: t.numero })));
        expect([...open.values()].map((x) => x.status)).toEqual(['open', 'open']);
      }
      const g = lotteries[0]!;
      const results = okValue(await app.inject({ method: 'GET', url: `/lgw/numeros/results?gameId=${g.id}&size=3` }), LotteryResultsSchema);
      expect(results[0]).toMatchObject({ numero: runningAt(g, at).numero, status: 'DRAWN', result: drawn.get(`${g.id}:${runningAt(g, at).numero}`)!.result });
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles every sub-order of a period once, whichever instance draws, and re-runs pay nothing', async () => {
    const { app, other } = ctx();
    const [g] = await tcgGames(app);
    const members = await Promise.all([1, 2, 3].map((i) => newMember(app, `lj${i}`)));
    const numero = await openPeriod(app, members[0]!, g!.id);
    const bets: LotteryOrderBody['subOrders'] = [
      { betType: 'BIG_SMALL', selection: 'BIG', stake: '10' },
      { betType: 'BIG_SMALL', selection: 'SMALL', stake: '10' },
      { betType: 'ODD_EVEN', selection: 'EVEN', stake: '4' },
    ];
    for (const m of members) {
      await m.fund(50_00n);
      okValue(await place(m, order(g!.id, numero, bets)), LotteryOrderChangeSchema);
    }
    await setTimes(app, g!.id, numero, -20_000, -10_000);
    const minute = new Date().toISOString().slice(0, 16);
    await Promise.all([
      app.jobs.run('lottery-draw', members[0]!.merchantId, minute),
      other.run('lottery-draw', members[0]!.merchantId, minute),
      app.jobs.run('lottery-draw', members[0]!.merchantId, minute, { force: true }),
      other.run('lottery-draw', members[0]!.merchantId, minute, { force: true }),
    ]);
    await app.jobs.run('lottery-draw', members[0]!.merchantId, minute, { force: true });

    const [period] = await (app.db as Db).select().from(lotteryPeriods).where(and(eq(lotteryPeriods.gameId, g!.id), eq(lotteryPeriods.numero, numero)));
    expect(period!.status).toBe('drawn');
    const won = bets.map((b) => payoutFor(b.betType, b.selection, BigInt(Number(b.stake) * 100), period!.result!)).reduce((a, b) => a + b, 0n);
    for (const m of members) {
      expect(await m.balance()).toBe(50_00n - 24_00n + won);
      const rounds = await (app.db as Db).select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
      expect(rounds.every((r) => r.status === 'settled')).toBe(true);
    }
  });
});
