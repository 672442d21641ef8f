import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { BetRecordPageSchema, CALLS, OPS_TOKEN_HEADER, OpsMemberDetailSchema, VipProgressSchema, callPath, minorToMoney } from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { gameRounds, members, merchants } from '../src/db/schema.js';
import { addPayout, addStake, placeBet, takeBack } from '../src/modules/games/seamless-wallet.js';
import { describeEachDb, login, okValue } from './helper.js';
import { newMember, today } from './money-fixtures.js';

// One definition of a valid bet (the stake of a settled round: not an open one, never a void one) and one figure:
// the VIP page's cumulative valid bet, the bet record's total and the back office's member totals (issue 33, item 3).

const OPS_KEY = 'ops_k_valid-bet-admin-0123456789';
const DAY_MS = 86_400_000;

describeEachDb(
  'valid bet',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;

    /** The three figures of one member: the VIP page's, the bet record's over [start, end], the back office's. */
    type Call = (name: 'vipProgress' | 'betRecord', query?: Record<string, string>) => Promise<LightMyRequestResponse>;
    async function figures(memberId: number, call: Call, start: string, end: string) {
      const vip = okValue(await call('vipProgress'), VipProgressSchema);
      const record = okValue(await call('betRecord', { start, end }), BetRecordPageSchema);
      const ops = okValue(
        await app().inject({ method: 'GET', url: callPath(CALLS.opsMember.path, { code: 'demo', id: memberId }), headers: { [OPS_TOKEN_HEADER]: OPS_KEY } }),
        OpsMemberDetailSchema,
      );
      return { vip: vip.validBet, record: record.summary.validBet, ops: ops.totals.validBets };
    }

    it('after settled, open and void rounds (and a stake taken back after settling) the three figures are the settled stakes', async () => {
      const m = await newMember(app(), 'vb');
      await m.fund(1_000_00n);
      const base = { merchantId: m.merchantId, memberId: m.id, currency: 'CNY', vendor: 'INHOUSE' };
      const game = { gameCode: 'lucky-slot', gameType: 'INHOUSE' };
      const key = (s: string) => `vb:${m.id}:${s}`;
      await db().transaction(async (tx) => {
        // Settled: 100.00 staked, 150.00 won.
        await addStake(tx, { ...base, ...game, roundId: key('won'), amount: 100_00n, ledgerKey: key('won:bet') });
        await addPayout(tx, { ...base, roundId: key('won'), amount: 150_00n, ledgerKey: key('won:win'), close: true });
        // Open: 20.00 staked, not settled yet.
        await placeBet(tx, { ...base, ...game, roundId: key('open'), stake: 20_00n });
        // Void: the whole 30.00 stake taken back before the round closed.
        await addStake(tx, { ...base, ...game, roundId: key('void'), amount: 30_00n, ledgerKey: key('void:bet') });
        await takeBack(tx, { ...base, roundId: key('void'), amount: 30_00n, ledgerKey: key('void:back'), what: 'bet', close: false });
        // Settled on 50.00, then 20.00 of it taken back (round.adjusted): 30.00 of valid bet.
        await addStake(tx, { ...base, ...game, roundId: key('adj'), amount: 50_00n, ledgerKey: key('adj:bet') });
        await addPayout(tx, { ...base, roundId: key('adj'), amount: 0n, ledgerKey: key('adj:win'), close: true });
        await takeBack(tx, { ...base, roundId: key('adj'), amount: 20_00n, ledgerKey: key('adj:back'), what: 'bet', close: false });
      });
      const statuses = await db().select({ roundId: gameRounds.roundId, status: gameRounds.status }).from(gameRounds).where(eq(gameRounds.memberId, m.id));
      expect(Object.fromEntries(statuses.map((r) => [r.roundId, r.status]))).toEqual({
        [key('won')]: 'settled',
        [key('open')]: 'open',
        [key('void')]: 'void',
        [key('adj')]: 'settled',
      });

      // Played on the database, not through a request (which drains its events before answering): deliver the
      // round events to the VIP progress before reading it.
      await app().events.drain();
      const f = await figures(m.id, (name, query) => m.call(name, query ? { query } : {}), today(), today());
      expect(f).toEqual({ vip: '130.00', record: '130.00', ops: '130.00' });
    });

    it("a fresh seed shows demo01's seeded play in all three (the seed's rounds count for VIP too)", async () => {
      const [merchant] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
      const [demo] = await db().select().from(members).where(and(eq(members.merchantId, merchant!.id), eq(members.username, 'demo01')));
      const settled = await db()
        .select({ stake: gameRounds.stake })
        .from(gameRounds)
        .where(and(eq(gameRounds.memberId, demo!.id), eq(gameRounds.status, 'settled')));
      // The seed plays demo01's lottery orders: there is something to count.
      expect(settled.length).toBeGreaterThan(0);
      const { token } = await login(app());
      const call: Call = (name, query) => {
        const def = CALLS[name];
        const url = query ? `${def.path}?${new URLSearchParams(query).toString()}` : def.path;
        return app().inject({ method: 'GET', url, headers: { Authorization: token } });
      };
      // Every seeded round is within the last month: the bet record's longest range covers them all.
      const start = new Date(Date.now() - 60 * DAY_MS).toISOString().slice(0, 10);
      const valid = minorToMoney(settled.reduce((sum, r) => sum + r.stake, 0n));
      expect(await figures(demo!.id, call, start, today())).toEqual({ vip: valid, record: valid, ops: valid });
    });
  },
  { opsKey: OPS_KEY },
);
