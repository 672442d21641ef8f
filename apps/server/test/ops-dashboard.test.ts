import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  CALLS,
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  BankCardSchema,
  DepositPromoSchema,
  DepositStartSchema,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsTurnoverSchema,
  OpsDashboardSchema,
  WithdrawOrderSchema,
  callPath,
  moneyToMinor,
  minorToMoney,
  type DashboardFigures,
  type OpsDashboard,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { merchants } from '../src/db/schema.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { dashboardRange } from '../src/modules/system/dashboard.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { OPS_TOKEN, channel, newMember, rid, today, type TestMember } from './money-fixtures.js';

const ROLE_KEYS = {
  finance: 'ops_k_dash-finance-key-0123456789',
  support: 'ops_k_dash-support-key-0123456789',
  content: 'ops_k_dash-content-key-0123456789',
  risk: 'ops_k_dash-risk-key-0123456789',
} as const;
const CARD = { bankCode: 'ICBC', accountName: 'Li Si', accountNo: '6222000011113333' };
const PIN = '246810';

const url = (code: string, query: Record<string, string> = {}) => {
  const qs = new URLSearchParams(query).toString();
  return `${callPath(CALLS.opsDashboard.path, { code })}${qs ? `?${qs}` : ''}`;
};
const dayMinus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** b - a of every money figure and count (minor units and numbers), to compare a day before and after. */
function delta(a: DashboardFigures, b: DashboardFigures) {
  const m = (x: string, y: string) => moneyToMinor(y) - moneyToMinor(x);
  return {
    deposits: { amount: m(a.deposits.amount, b.deposits.amount), count: b.deposits.count - a.deposits.count },
    withdrawals: { amount: m(a.withdrawals.amount, b.withdrawals.amount), count: b.withdrawals.count - a.withdrawals.count },
    stakes: m(a.stakes, b.stakes),
    payouts: m(a.payouts, b.payouts),
    rounds: b.rounds - a.rounds,
    ggr: m(a.ggr, b.ggr),
    bonuses: m(a.bonuses, b.bonuses),
    netRevenue: m(a.netRevenue, b.netRevenue),
    activePlayers: b.activePlayers - a.activePlayers,
    newPlayers: b.newPlayers - a.newPlayers,
  };
}

describeEachDb(
  'ops API: dashboard',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const get = (path: string, token: string | null = OPS_TOKEN) =>
      app().inject({ method: 'GET', url: path, headers: token === null ? {} : { [OPS_TOKEN_HEADER]: token } });
    const read = async (query: Record<string, string> = {}, token: string = OPS_TOKEN): Promise<OpsDashboard> =>
      okValue(await get(url('demo', query), token), OpsDashboardSchema);
    const todayOf = (d: OpsDashboard) => d.days.find((x) => x.day === today())!;
    const demo = async () => (await db().select().from(merchants).where(eq(merchants.code, 'demo')))[0]!;

    /** A round of `member` placed and settled through the seamless wallet. */
    async function playRound(m: { id: number }, stake: bigint, payout: bigint) {
      const merchant = await demo();
      const roundId = `dash-${rid()}`;
      const base = { merchantId: merchant.id, currency: merchant.currency, vendor: 'PG', roundId };
      await db().transaction((tx) => placeBet(tx, { ...base, memberId: m.id, gameCode: 'pg-rng-001', gameType: 'RNG', stake }));
      await db().transaction((tx) => settleRound(tx, { ...base, payout }));
    }

    const ops = (method: 'POST', path: string, payload: object = {}) =>
      app().inject({ method, url: path, headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN }, payload });
    const orderPath = (path: string, orderNo: string) => callPath(path, { code: 'demo', orderNo });

    it('answers the last 14 days up to today by default, every day with zeros where nothing happened', async () => {
      const d = await read();
      expect(d.to).toBe(today());
      expect(d.from).toBe(dayMinus(today(), DASHBOARD_DEFAULT_DAYS - 1));
      expect(d.days.map((x) => x.day)).toEqual(Array.from({ length: DASHBOARD_DEFAULT_DAYS }, (_, i) => dayMinus(today(), DASHBOARD_DEFAULT_DAYS - 1 - i)));
      expect(d.currency).toBe((await demo()).currency);
      // The demo seed has activity on the last 30 days (the agent team's), so the quiet days are read before them.
      const quiet = await read({ from: dayMinus(today(), 45), to: dayMinus(today(), 32) });
      expect(quiet.days).toHaveLength(14);
      for (const day of quiet.days) expect(day).toMatchObject({ deposits: { amount: '0.00', count: 0 }, ggr: '0.00', activePlayers: 0 });
      expect(new Date(d.asOf).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it("moves today's figures by exactly a fresh member's deposit (with its bonus), withdrawal and settled round", async () => {
      const before = await read();

      // A new member: registered today.
      const m: TestMember = await newMember(app(), 'dash');
      // A deposit of 200 with the 10 % promotion, paid on the demo gateway: 200 credited, 20 bonus.
      const gw = await channel(app(), 'GATEWAY');
      const promo = okValue(await m.call('depositPromos'), z.array(DepositPromoSchema))[0]!;
      const start = okValue(
        await m.call('depositGateway', { body: { channelId: gw.id, amount: '200', promoId: promo.id, requestId: rid() } }),
        DepositStartSchema,
      );
      await app().inject({ method: 'POST', url: `${start.payUrl}/pay`, payload: { status: 'PAID' } });
      expect(await m.balance()).toBe(22_000n);
      // The bonus asks its turnover before a withdrawal; this test is about the figures, so finance waives it.
      const [turnover] = okValue(await get(callPath(CALLS.opsMemberTurnover.path, { code: 'demo', id: String(m.id) })), z.array(OpsTurnoverSchema));
      const waive = callPath(CALLS.opsWaiveTurnover.path, { code: 'demo', id: String(m.id), turnoverId: String(turnover!.id) });
      expect((await ops('POST', waive, { reason: 'figures test' })).statusCode).toBe(200);

      // A withdrawal of 150, approved by finance.
      const card = okValue(await m.call('bindBankCard', { body: CARD }), BankCardSchema);
      expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      const order = okValue(
        await m.call('withdraw', { body: { amount: '150', bankCardId: card.id, paymentPassword: PIN, requestId: rid() } }),
        WithdrawOrderSchema,
      );
      const pendingNow = await read();
      expect(pendingNow.pending.withdrawals).toBe(before.pending.withdrawals + 1);
      expect((await ops('POST', orderPath(CALLS.opsApproveWithdrawal.path, order.orderNo))).statusCode).toBe(200);

      // A round: 30 staked, 12.50 paid out; and an open round, which counts nowhere yet.
      await playRound(m, 3_000n, 1_250n);
      const merchant = await demo();
      await db().transaction((tx) =>
        placeBet(tx, { merchantId: merchant.id, memberId: m.id, currency: merchant.currency, vendor: 'PG', gameCode: 'pg-rng-001', gameType: 'RNG', roundId: `open-${rid()}`, stake: 100n }),
      );

      const after = await read();
      const change = delta(todayOf(before), todayOf(after));
      expect(change).toEqual({
        deposits: { amount: 20_000n, count: 1 },
        withdrawals: { amount: 15_000n, count: 1 },
        stakes: 3_000n,
        payouts: 1_250n,
        rounds: 1,
        ggr: 1_750n,
        bonuses: 2_000n,
        netRevenue: -250n,
        activePlayers: 1,
        newPlayers: 1,
      });
      // The range's totals move the same way; the member counts once however many things they did.
      expect(delta(before.totals, after.totals)).toEqual(change);
      expect(after.pending.withdrawals).toBe(before.pending.withdrawals);
      // Figures hold together: GGR = stakes - payouts, net = GGR - bonuses; totals are the days' sums.
      for (const f of [...after.days, after.totals]) {
        expect(moneyToMinor(f.ggr)).toBe(moneyToMinor(f.stakes) - moneyToMinor(f.payouts));
        expect(moneyToMinor(f.netRevenue)).toBe(moneyToMinor(f.ggr) - moneyToMinor(f.bonuses));
      }
      const sum = (pick: (f: DashboardFigures) => string) => minorToMoney(after.days.reduce((s, f) => s + moneyToMinor(pick(f)), 0n));
      expect(after.totals.deposits.amount).toBe(sum((f) => f.deposits.amount));
      expect(after.totals.ggr).toBe(sum((f) => f.ggr));

      // The same member again the same day: figures move, active players do not.
      await playRound(m, 500n, 0n);
      const again = delta(todayOf(after), todayOf(await read()));
      expect(again).toMatchObject({ stakes: 500n, ggr: 500n, rounds: 1, activePlayers: 0, newPlayers: 0 });
    });

    it('leaves trial accounts (play money) out of play, bonuses and players', async () => {
      const before = await read();
      const trial = await newMember(app(), 'dtrial', 4);
      await trial.fund(10_000n);
      await playRound(trial, 4_000n, 0n);
      expect(delta(todayOf(before), todayOf(await read()))).toMatchObject({ stakes: 0n, ggr: 0n, rounds: 0, activePlayers: 0, newPlayers: 0 });
    });

    it('counts the queues as they are: pending deposits until decided', async () => {
      const before = await read();
      const m = await newMember(app(), 'dq');
      const bank = await channel(app(), 'BANK');
      const start = okValue(await m.call('depositManual', { body: { channelId: bank.id, amount: '100', payerName: 'Zhang San', requestId: rid() } }), DepositStartSchema);
      const waiting = await read();
      expect(waiting.pending.deposits).toBe(before.pending.deposits + 1);
      expect(waiting.pending).toHaveProperty('rewardApplications');
      expect(typeof waiting.pending.adjustments).toBe('number');
      expect((await ops('POST', orderPath(CALLS.opsRejectDeposit.path, start.order.orderNo))).statusCode).toBe(200);
      const after = await read();
      expect(after.pending.deposits).toBe(before.pending.deposits);
      // A rejected deposit credits nothing.
      expect(todayOf(after).deposits).toEqual(todayOf(waiting).deposits);
    });

    it('takes a range of days: from and to, at most 92 days, from not after to', async () => {
      const week = await read({ from: dayMinus(today(), 6), to: today() });
      expect(week.days).toHaveLength(7);
      const one = await read({ from: today(), to: today() });
      expect(one.days.map((x) => x.day)).toEqual([today()]);
      const { day: _day, ...first } = one.days[0]!;
      expect(one.totals).toEqual(first);
      const longest = await read({ from: dayMinus(today(), DASHBOARD_MAX_DAYS - 1), to: today() });
      expect(longest.days).toHaveLength(DASHBOARD_MAX_DAYS);
      const past = await read({ from: '2020-01-01', to: '2020-01-31' });
      expect(past.days).toHaveLength(31);
      expect(past.totals).toMatchObject({ deposits: { amount: '0.00', count: 0 }, activePlayers: 0, newPlayers: 0 });

      const refused: Record<string, string>[] = [
        { from: dayMinus(today(), DASHBOARD_MAX_DAYS), to: today() },
        { from: today(), to: dayMinus(today(), 1) },
        { from: '2024-02-30' },
        { to: '2024-13-01' },
        { from: 'yesterday' },
      ];
      for (const query of refused) {
        const res = await get(url('demo', query));
        expect(res.statusCode, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, JSON.stringify(query)).toBeLessThan(500);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }
    });

    it('computes its default and checked range from the UTC day', () => {
      const now = new Date('2024-03-01T23:30:00Z');
      expect(dashboardRange({}, now)).toMatchObject({ from: '2024-02-17', to: '2024-03-01' });
      const r = dashboardRange({ from: '2024-02-28', to: '2024-03-01' }, now);
      expect(r.days).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
      expect(r.range).toEqual({ from: new Date('2024-02-28T00:00:00Z'), to: new Date('2024-03-02T00:00:00Z') });
      expect(dashboardRange({ from: '2024-02-20' }, now).days).toHaveLength(11);
    });

    it('is open to every operator role of the merchant; refuses no credential, other merchants and unknown codes', async () => {
      for (const [role, key] of Object.entries(ROLE_KEYS)) {
        await grantOpsKey(app(), key, role);
        expect((await get(url('demo'), key)).statusCode, role).toBe(200);
      }
      const none = await get(url('demo'), null);
      expect(none.statusCode).toBe(401);
      expect(errorBody(none).errorCode).toBe(ErrorCode.NOT_LOGGED_IN);

      await createOtherMerchant(db(), 'dash-other', 'dash-other.example');
      const other = await get(url('dash-other'));
      expect(other.statusCode).toBe(403);
      expect(errorBody(other).errorCode).toBe(ErrorCode.FORBIDDEN);
      expect((await get(url('dash-nope'))).statusCode).toBe(404);
    });

    it("does not count another merchant's members", async () => {
      const before = await read();
      await createOtherMerchant(db(), 'dash-other2', 'dash-other2.example');
      expect(todayOf(await read()).newPlayers).toBe(todayOf(before).newPlayers);
    });
  },
  { opsKey: OPS_TOKEN },
);
