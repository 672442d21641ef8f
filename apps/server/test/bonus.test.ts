import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BankCardSchema,
  CALLS,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsTurnoverSchema,
  OpsWithdrawalContextSchema,
  TurnoverOpenSchema,
  TurnoverRuleSchema,
  TurnoverStatusAnswerSchema,
  WithdrawOrderSchema,
  type Contributions,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, turnoverRequirements } from '../src/db/schema.js';
import { openRequirement } from '../src/modules/bonus/service.js';
import { countBack, countDown } from '../src/modules/bonus/turnover.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';

const LIVE_10: Contributions = { LIVE: 10, SPORTS: 0 };

describe('turnover math', () => {
  const req = (id: number, required: bigint, wagered = 0n, contributions: Contributions = LIVE_10) => ({ id, required, wagered, contributions });
  const cases: { name: string; open: ReturnType<typeof req>[]; stake: bigint; game: string; want: { id: number; wagered: bigint; met: boolean }[] }[] = [
    { name: 'a slot stake counts in full', open: [req(1, 1000n)], stake: 300n, game: 'RNG', want: [{ id: 1, wagered: 300n, met: false }] },
    { name: 'a live stake counts its 10 %', open: [req(1, 1000n)], stake: 300n, game: 'LIVE', want: [{ id: 1, wagered: 30n, met: false }] },
    { name: 'a 0 % category counts nothing', open: [req(1, 1000n)], stake: 300n, game: 'SPORTS', want: [] },
    { name: 'a category the rule leaves out counts 100 %', open: [req(1, 1000n)], stake: 300n, game: 'FISH', want: [{ id: 1, wagered: 300n, met: false }] },
    { name: 'an exact stake meets it', open: [req(1, 1000n, 700n)], stake: 300n, game: 'RNG', want: [{ id: 1, wagered: 1000n, met: true }] },
    {
      name: 'what the oldest did not need goes on to the next',
      open: [req(1, 1000n, 900n), req(2, 500n)],
      stake: 300n,
      game: 'RNG',
      want: [
        { id: 1, wagered: 1000n, met: true },
        { id: 2, wagered: 200n, met: false },
      ],
    },
    {
      name: 'at 10 % the oldest uses up ten times what it misses',
      open: [req(1, 1000n, 990n), req(2, 500n)],
      stake: 300n,
      game: 'LIVE',
      // 10 missing at 10 % take 100 of the stake; 200 left count 20 for the second.
      want: [
        { id: 1, wagered: 1000n, met: true },
        { id: 2, wagered: 20n, met: false },
      ],
    },
    {
      name: 'a requirement counting the category at 0 % passes the stake on',
      open: [req(1, 1000n, 0n, { LIVE: 0 }), req(2, 500n, 0n, {})],
      stake: 300n,
      game: 'LIVE',
      want: [{ id: 2, wagered: 300n, met: false }],
    },
    {
      name: 'a stake meeting several at once meets them all and stops',
      open: [req(1, 100n), req(2, 100n), req(3, 1000n)],
      stake: 250n,
      game: 'RNG',
      want: [
        { id: 1, wagered: 100n, met: true },
        { id: 2, wagered: 100n, met: true },
        { id: 3, wagered: 50n, met: false },
      ],
    },
    { name: 'a stake too small to count a whole unit changes nothing', open: [req(1, 1000n)], stake: 5n, game: 'LIVE', want: [] },
    { name: 'no open requirement, nothing to count', open: [], stake: 500n, game: 'RNG', want: [] },
  ];
  it.each(cases)('$name', ({ open, stake, game, want }) => {
    expect(countDown(open, stake, game)).toEqual(want);
  });

  // A stake taken back (a bet rolled back after its round settled, round.adjusted): countDown in reverse.
  const back: { name: string; open: ReturnType<typeof req>[]; stake: bigint; game: string; want: { id: number; wagered: bigint }[] }[] = [
    { name: 'a slot stake is taken back in full', open: [req(1, 1000n, 300n)], stake: 200n, game: 'RNG', want: [{ id: 1, wagered: 100n }] },
    { name: 'a live stake gives back its 10 %', open: [req(1, 1000n, 30n)], stake: 300n, game: 'LIVE', want: [{ id: 1, wagered: 0n }] },
    { name: 'never below zero', open: [req(1, 1000n, 50n)], stake: 300n, game: 'RNG', want: [{ id: 1, wagered: 0n }] },
    { name: 'a 0 % category gives nothing back', open: [req(1, 1000n, 100n)], stake: 300n, game: 'SPORTS', want: [] },
    {
      name: 'newest first, what it did not have goes on to the older one',
      open: [req(1, 1000n, 800n), req(2, 500n, 100n)],
      stake: 300n,
      game: 'RNG',
      want: [
        { id: 2, wagered: 0n },
        { id: 1, wagered: 600n },
      ],
    },
    { name: 'nothing counted, nothing to take back', open: [req(1, 1000n)], stake: 300n, game: 'RNG', want: [] },
  ];
  it.each(back)('back: $name', ({ open, stake, game, want }) => {
    expect(countBack(open, stake, game)).toEqual(want);
  });
});

const FIN = 'ops_k_bonus-finance-0123456789';
const SUPPORT = 'ops_k_bonus-support-0123456789';
const CARD = { bankCode: 'ICBC', accountName: 'Li Si', accountNo: '6222000011112222' };
const PIN = '246810';

describeEachDb(
  'bonus turnover',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const path = (p: string, params: Record<string, string | number> = {}) =>
      Object.entries({ code: 'demo', ...params }).reduce((s, [k, v]) => s.replace(`:${k}`, String(v)), p);
    const opsCall = (method: 'GET' | 'POST' | 'PUT', url: string, key: string, payload?: unknown) =>
      app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: key }, ...(payload === undefined ? {} : { payload: payload as object }) });

    beforeAll(async () => {
      await grantOpsKey(app(), FIN, 'finance');
      await grantOpsKey(app(), SUPPORT, 'support');
    });

    async function ready(prefix: string): Promise<TestMember & { withdraw(amount: string): ReturnType<TestMember['call']> }> {
      const m = await newMember(app(), prefix);
      await m.fund(100_000n);
      const card = okValue(await m.call('bindBankCard', { body: CARD }), BankCardSchema);
      expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      return { ...m, withdraw: (amount) => m.call('withdraw', { body: { amount, bankCardId: card.id, paymentPassword: PIN, requestId: rid() } }) };
    }

    async function play(m: TestMember, gameType: string, stake: bigint): Promise<void> {
      const roundId = `to-${m.id}-${rid()}`;
      const base = { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG', roundId };
      await db().transaction((tx) => placeBet(tx, { ...base, memberId: m.id, gameCode: 'pg-rng-001', gameType, stake }));
      await db().transaction((tx) => settleRound(tx, { ...base, payout: 0n }));
      // Settled on the database, not through a request: deliver its round.settled event before reading turnover.
      await app().events.drain();
    }

    it('a sign-in bonus asks its turnover; a withdrawal is refused with the progress until valid bets meet it', async () => {
      const m = await ready('tosign');
      expect(okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema)).toEqual({ open: [], required: '0.00', wagered: '0.00' });
      expect((await m.call('signIn')).statusCode).toBe(200);

      // The demo rule: sign-in bonuses ask 3x, live tables count 10 %.
      const status = okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema);
      expect(status).toMatchObject({ required: '3.00', wagered: '0.00' });
      expect(status.open).toHaveLength(1);
      expect(status.open[0]).toMatchObject({ source: 'sign-in', bonus: '1.00', status: 'open', contributions: { LIVE: 10 } });

      const balance = await m.balance();
      const refused = await m.withdraw('100');
      expect(refused.statusCode).toBe(409);
      const body = errorBody(refused);
      expect(body.errorCode).toBe(ErrorCode.TURNOVER_OPEN);
      expect(TurnoverOpenSchema.parse(body.value)).toEqual({ required: '3.00', wagered: '0.00', left: '3.00' });
      expect(await m.balance()).toBe(balance);

      await play(m, 'LIVE', 10_00n);
      expect(okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema)).toMatchObject({ required: '3.00', wagered: '1.00' });
      expect(TurnoverOpenSchema.parse(errorBody(await m.withdraw('100')).value)).toEqual({ required: '3.00', wagered: '1.00', left: '2.00' });

      await play(m, 'RNG', 5_00n);
      expect(okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema)).toEqual({ open: [], required: '0.00', wagered: '0.00' });
      const [row] = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, m.id));
      expect(row).toMatchObject({ status: 'met', wagered: 300n, required: 300n });
      expect(row!.closedAt).toBeInstanceOf(Date);
      expect(okValue(await m.withdraw('100'), WithdrawOrderSchema).status).toBe('pending');
    });

    it('one requirement per bonus even when its event is delivered twice; the reviewer sees open bonuses', async () => {
      const m = await ready('toctx');
      const paid = { memberId: m.id, source: 'application', reference: `test:bonus:${m.id}`, bonus: 50_00n, deposit: 0n } as const;
      await db().transaction((tx) => openRequirement(tx, m.merchantId, paid));
      await db().transaction((tx) => openRequirement(tx, m.merchantId, paid));
      const rows = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, m.id));
      // The demo rule: reward applications ask 10x.
      expect(rows.map((r) => [r.required, r.wagered, r.status])).toEqual([[500_00n, 0n, 'open']]);
    });

    it('an operator sees and waives a requirement with a reason (audited), once; support may look but not waive', async () => {
      const m = await ready('towaive');
      await db().transaction((tx) =>
        openRequirement(tx, m.merchantId, { memberId: m.id, source: 'application', reference: `test:waive:${m.id}`, bonus: 20_00n, deposit: 0n }),
      );
      const list = z.array(OpsTurnoverSchema);
      const seen = okValue(await opsCall('GET', path(CALLS.opsMemberTurnover.path, { id: m.id }), SUPPORT), list);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ status: 'open', required: '200.00', reference: `test:waive:${m.id}`, waivedBy: null });
      const waivePath = path(CALLS.opsWaiveTurnover.path, { id: m.id, turnoverId: seen[0]!.id });

      expect((await opsCall('POST', waivePath, SUPPORT, { reason: 'goodwill' })).statusCode).toBe(403);
      expect((await opsCall('POST', waivePath, FIN, { reason: '' })).statusCode).toBe(422);
      // Another member's path does not reach it.
      const other = await newMember(app(), 'toother');
      expect((await opsCall('POST', path(CALLS.opsWaiveTurnover.path, { id: other.id, turnoverId: seen[0]!.id }), FIN, { reason: 'goodwill' })).statusCode).toBe(404);
      expect((await m.withdraw('100')).statusCode).toBe(409);

      const waived = okValue(await opsCall('POST', waivePath, FIN, { reason: 'goodwill' }), OpsTurnoverSchema);
      expect(waived).toMatchObject({ status: 'waived', waivedBy: 'finance', waiveReason: 'goodwill' });
      const again = await opsCall('POST', waivePath, FIN, { reason: 'goodwill' });
      expect(errorBody(again).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'opsWaiveTurnover'), eq(auditLog.target, `member ${m.id} turnover ${seen[0]!.id}`)));
      expect(audits).toHaveLength(1);
      expect(audits[0]!.before).toMatchObject({ status: 'open' });
      expect(okValue(await m.withdraw('100'), WithdrawOrderSchema).status).toBe('pending');
    });

    it('the reviewer of a withdrawal sees the open bonuses', async () => {
      const m = await ready('toreview');
      const order = okValue(await m.withdraw('100'), WithdrawOrderSchema);
      await db().transaction((tx) =>
        openRequirement(tx, m.merchantId, { memberId: m.id, source: 'deposit', reference: `test:ctx:${m.id}`, bonus: 10_00n, deposit: 100_00n }),
      );
      const ctxRes = okValue(await opsCall('GET', path(CALLS.opsWithdrawalContext.path, { orderNo: order.orderNo }), FIN), OpsWithdrawalContextSchema);
      // The demo deposit rule: 1x deposit + 1x bonus.
      expect(ctxRes.openBonuses).toEqual([{ name: 'deposit', amount: '10.00', required: '110.00', done: '0.00' }]);
    });

    it('rules: every source listed; finance changes one (audited), checked; new bonuses follow, paid ones keep theirs', async () => {
      const rules = okValue(await opsCall('GET', path(CALLS.opsTurnoverRules.path), FIN), z.array(TurnoverRuleSchema));
      expect(rules.map((r) => r.source)).toEqual(['deposit', 'sign-in', 'application', 'vip', 'referral', 'manual', 'mission', 'raffle', 'mall', 'rebate']);
      const url = path(CALLS.opsUpdateTurnoverRule.path, { source: 'manual' });
      expect((await opsCall('PUT', url, SUPPORT, { bonusTimes: 2, depositTimes: 0, contributions: {} })).statusCode).toBe(403);
      for (const bad of [{ bonusTimes: 101, depositTimes: 0, contributions: {} }, { bonusTimes: 1, depositTimes: -1, contributions: {} }, { bonusTimes: 1, depositTimes: 0, contributions: { LIVE: 150 } }, { bonusTimes: 1.5, depositTimes: 0, contributions: {} }]) {
        expect((await opsCall('PUT', url, FIN, bad)).statusCode).toBe(422);
      }
      const m = await newMember(app(), 'torule');
      await db().transaction((tx) => openRequirement(tx, m.merchantId, { memberId: m.id, source: 'manual', reference: `test:r1:${m.id}`, bonus: 10_00n, deposit: 0n }));
      const put = okValue(await opsCall('PUT', url, FIN, { bonusTimes: 5, depositTimes: 0, contributions: { LIVE: 20 } }), TurnoverRuleSchema);
      expect(put).toEqual({ source: 'manual', bonusTimes: 5, depositTimes: 0, contributions: { LIVE: 20 } });
      await db().transaction((tx) => openRequirement(tx, m.merchantId, { memberId: m.id, source: 'manual', reference: `test:r2:${m.id}`, bonus: 10_00n, deposit: 0n }));
      const rows = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, m.id)).orderBy(turnoverRequirements.id);
      expect(rows.map((r) => r.required)).toEqual([10_00n, 50_00n]);
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsUpdateTurnoverRule'), eq(auditLog.target, 'turnover rule manual')));
      expect(audits.length).toBeGreaterThanOrEqual(1);
      // Put back: other tests of this file read the demo rules.
      await opsCall('PUT', url, FIN, { bonusTimes: 1, depositTimes: 0, contributions: {} });
    });

    it('a member reads a source rule before accepting its bonus (issue 33 item 2); visitors and unknown sources are refused', async () => {
      const m = await newMember(app(), 'toread');
      const rule = okValue(await m.call('turnoverRule', { query: { source: 'deposit' } }), TurnoverRuleSchema);
      expect(rule).toMatchObject({ source: 'deposit', bonusTimes: 1, depositTimes: 1 });
      expect((await m.call('turnoverRule', { query: { source: 'nope' } })).statusCode).toBe(422);
      expect((await app().inject({ method: 'GET', url: `${CALLS.turnoverRule.path}?source=deposit` })).statusCode).toBe(401);
    });

    it('two rounds settled at once count each stake exactly once', async () => {
      const m = await newMember(app(), 'torace');
      await m.fund(10_000n);
      await db().transaction((tx) => openRequirement(tx, m.merchantId, { memberId: m.id, source: 'vip', reference: `test:race:${m.id}`, bonus: 100_00n, deposit: 0n }));
      const rounds = Array.from({ length: 6 }, (_, i) => `race-${m.id}-${i}`);
      const base = { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG' };
      for (const roundId of rounds) {
        await db().transaction((tx) => placeBet(tx, { ...base, roundId, memberId: m.id, gameCode: 'pg-rng-001', gameType: 'RNG', stake: 5_00n }));
      }
      await Promise.all(rounds.map((roundId) => db().transaction((tx) => settleRound(tx, { ...base, roundId, payout: 0n }))));
      await Promise.all([app().events.drain(), app().events.drain()]);
      expect(okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema)).toMatchObject({ required: '100.00', wagered: '30.00' });
    });
  },
  { opsKey: 'ops_k_bonus-admin-0123456789' },
);
