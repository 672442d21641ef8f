import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankCardSchema,
  CALLS,
  DepositStartSchema,
  ErrorCode,
  LoginResultSchema,
  OPS_TOKEN_HEADER,
  RewardApplicationResultSchema,
  TrialUserSchema,
  VipProgressSchema,
  WithdrawOrderSchema,
} from '@wps/contract';
import { buildApp } from '../src/app.js';
import type { Database, Db } from '../src/db/client.js';
import { depositOrders, domainEvents, members, merchants, promotions } from '../src/db/schema.js';
import { approveDeposit, signNotify } from '../src/modules/deposit/service.js';
import { depositCredited } from '../src/modules/deposit/index.js';
import { roundSettled } from '../src/modules/games/index.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { vipProgressSubscriber } from '../src/modules/vip/progress.js';
import { VIP_PROGRESS } from '../src/modules/vip/index.js';
import { eventRepo } from '../src/platform/event-repo.js';
import { EventBus } from '../src/platform/events.js';
import { DB_KINDS, twoInstances, errorBody, grantOpsKey, injectEncrypted, login, okValue, testConfig } from './helper.js';
import { OPS_TOKEN, channel, newMember, rid, type TestMember } from './money-fixtures.js';

// The modules' domain events (issue 10 item 4): each is written in the transaction of the change it reports, so a
// refused or rolled-back change writes none, and a replayed request writes no second one. VIP progress, their first
// subscriber, counts each event exactly once: with a bus draining twice, two buses draining at once, and a restart.

const log = pino({ level: 'silent' });
const opsPath = (path: string, param = '') => path.replace(':code', 'demo').replace(':orderNo', param).replace(':id', param);
let ipSeq = 0;
const freshIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

for (const kind of DB_KINDS) {
  describe(`domain events of the modules [${kind}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    /** Another instance's connections to the same database (PGlite is one process's engine: the same one). */
    let second: Database;
    let dispose: () => Promise<void> = async () => {};

    beforeAll(async () => {
      ({ database, second, dispose } = await twoInstances(kind, 6));
      // No poller during these tests: only requests (before they answer) and the tests' own buses deliver.
      app = await buildApp(testConfig({ eventsPollMs: 3_600_000 }), { database, logger: false });
      // Listening: transfer-mode vendors' wallets are on the aggregator simulator, reached over real HTTP.
      await app.listen({ port: 0, host: '127.0.0.1' });
      await grantOpsKey(app, OPS_TOKEN);
    });
    afterAll(async () => {
      await app?.close();
      await dispose();
    });

    const db = () => app.db as Db;
    const ops = (method: 'GET' | 'POST', path: string, payload: object = {}) =>
      app.inject({ method, url: path, headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN }, ...(method === 'POST' ? { payload } : {}) });
    const demo = async () => (await db().select().from(merchants).where(eq(merchants.code, 'demo')))[0]!;

    /** The payloads of a member's events of one type, oldest first. */
    async function eventsOf(type: string, memberId: number): Promise<Record<string, unknown>[]> {
      const rows = await db()
        .select({ payload: domainEvents.payload })
        .from(domainEvents)
        .where(and(eq(domainEvents.type, type), sql`${domainEvents.payload}->>'memberId' = ${String(memberId)}`))
        .orderBy(asc(domainEvents.id));
      return rows.map((r) => r.payload);
    }

    async function progress(m: TestMember) {
      return okValue(await m.call('vipProgress'), VipProgressSchema);
    }

    it('deposit.credited: with the operator approval and with the gateway notification, once per order; none when refused', async () => {
      const m = await newMember(app, 'evdep');
      const bank = await channel(app, 'BANK');
      const manual = okValue(
        await m.call('depositManual', { body: { channelId: bank.id, amount: '500', payerName: 'Zhang San', requestId: rid() } }),
        DepositStartSchema,
      );
      expect(await eventsOf('deposit.credited', m.id)).toEqual([]);
      const approve = opsPath(CALLS.opsApproveDeposit.path, manual.order.orderNo);
      const results = await Promise.all([ops('POST', approve), ops('POST', approve)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await eventsOf('deposit.credited', m.id)).toEqual([
        { memberId: m.id, orderNo: manual.order.orderNo, amount: '50000', bonus: '0', channelType: 'BANK', via: 'operator' },
      ]);

      // A rejected order is never credited: no event, and approving it afterwards is refused with none either.
      const rejected = okValue(
        await m.call('depositManual', { body: { channelId: bank.id, amount: '700', payerName: 'Zhang San', requestId: rid() } }),
        DepositStartSchema,
      );
      expect((await ops('POST', opsPath(CALLS.opsRejectDeposit.path, rejected.order.orderNo))).statusCode).toBe(200);
      expect((await ops('POST', opsPath(CALLS.opsApproveDeposit.path, rejected.order.orderNo))).statusCode).toBe(409);

      const gw = await channel(app, 'GATEWAY');
      const online = okValue(await m.call('depositGateway', { body: { channelId: gw.id, amount: '300', requestId: rid() } }), DepositStartSchema);
      const n = { orderNo: online.order.orderNo, amount: '300.00', status: 'PAID' as const, txnId: `T-${online.order.orderNo}` };
      const notify = () => app.inject({ method: 'POST', url: CALLS.demoGatewayNotify.path, payload: { ...n, sign: signNotify(gw.gatewaySecret!, n) } });
      expect((await notify()).statusCode).toBe(200);
      // The provider retries its notification: acknowledged, not credited or reported again.
      expect((await notify()).statusCode).toBe(200);
      const forged = await app.inject({ method: 'POST', url: CALLS.demoGatewayNotify.path, payload: { ...n, sign: '0'.repeat(64) } });
      expect(forged.statusCode).toBe(403);

      const credited = await eventsOf('deposit.credited', m.id);
      expect(credited.map((e) => [e.orderNo, e.amount, e.via])).toEqual([
        [manual.order.orderNo, '50000', 'operator'],
        [online.order.orderNo, '30000', 'gateway'],
      ]);
      // The request drained the VIP subscriber before answering.
      expect(await progress(m)).toMatchObject({ deposit: '800.00' });
    });

    it('a rolled-back deposit approval writes no event and credits nothing; approved later, it writes one', async () => {
      const m = await newMember(app, 'evrb');
      const bank = await channel(app, 'BANK');
      const start = okValue(
        await m.call('depositManual', { body: { channelId: bank.id, amount: '200', payerName: 'Li Si', requestId: rid() } }),
        DepositStartSchema,
      );
      const merchant = await demo();
      // The approval runs inside a transaction that then fails: its event goes with the credit.
      const rollback = new Error('rolled back');
      await expect(
        db().transaction(async (tx) => {
          await approveDeposit(tx, merchant, start.order.orderNo);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      expect(await eventsOf('deposit.credited', m.id)).toEqual([]);
      expect((await db().select().from(depositOrders).where(eq(depositOrders.orderNo, start.order.orderNo)))[0]!.status).toBe('pending');
      expect(await m.balance()).toBe(0n);
      await app.events.drain('database');
      expect(await progress(m)).toMatchObject({ deposit: '0.00' });

      await approveDeposit(db(), merchant, start.order.orderNo);
      expect((await eventsOf('deposit.credited', m.id)).map((e) => e.amount)).toEqual(['20000']);
    });

    it('withdrawal.requested / paid / rejected: with each change only; a refused request or decision writes none', async () => {
      const m = await newMember(app, 'evwd');
      await m.fund(100_000n);
      const card = okValue(await m.call('bindBankCard', { body: { bankCode: 'ICBC', accountName: 'Li Si', accountNo: '6222000011113333' } }), BankCardSchema);
      expect((await m.call('paymentPassword', { body: { newPassword: '246810' } })).statusCode).toBe(200);
      const body = { amount: '300', bankCardId: card.id, paymentPassword: '246810', requestId: rid() };

      // Refused: more than the balance, a wrong payment password. Nothing held, nothing reported.
      expect(errorBody(await m.call('withdraw', { body: { ...body, amount: '1000.01', requestId: rid() } })).errorCode).toBe(
        ErrorCode.INSUFFICIENT_FUNDS,
      );
      expect(errorBody(await m.call('withdraw', { body: { ...body, paymentPassword: '000000', requestId: rid() } })).errorCode).toBe(
        ErrorCode.PAYMENT_PASSWORD_WRONG,
      );
      expect(await eventsOf('withdrawal.requested', m.id)).toEqual([]);

      const order = okValue(await m.call('withdraw', { body }), WithdrawOrderSchema);
      // The same submit again answers the same order and reports nothing new.
      expect(okValue(await m.call('withdraw', { body }), WithdrawOrderSchema).orderNo).toBe(order.orderNo);
      expect(await eventsOf('withdrawal.requested', m.id)).toEqual([{ memberId: m.id, orderNo: order.orderNo, amount: '30000' }]);

      expect((await ops('POST', opsPath(CALLS.opsApproveWithdrawal.path, order.orderNo))).statusCode).toBe(200);
      expect((await ops('POST', opsPath(CALLS.opsApproveWithdrawal.path, order.orderNo))).statusCode).toBe(409);
      expect((await ops('POST', opsPath(CALLS.opsRejectWithdrawal.path, order.orderNo))).statusCode).toBe(409);
      expect(await eventsOf('withdrawal.paid', m.id)).toEqual([{ memberId: m.id, orderNo: order.orderNo, amount: '30000' }]);

      const other = okValue(await m.call('withdraw', { body: { ...body, amount: '150', requestId: rid() } }), WithdrawOrderSchema);
      expect((await ops('POST', opsPath(CALLS.opsRejectWithdrawal.path, other.orderNo))).statusCode).toBe(200);
      expect((await ops('POST', opsPath(CALLS.opsRejectWithdrawal.path, other.orderNo))).statusCode).toBe(409);
      expect((await ops('POST', opsPath(CALLS.opsApproveWithdrawal.path, other.orderNo))).statusCode).toBe(409);
      expect(await eventsOf('withdrawal.rejected', m.id)).toEqual([{ memberId: m.id, orderNo: other.orderNo, amount: '15000' }]);
      expect((await eventsOf('withdrawal.paid', m.id)).map((e) => e.orderNo)).toEqual([order.orderNo]);
      expect((await eventsOf('withdrawal.requested', m.id)).map((e) => e.orderNo)).toEqual([order.orderNo, other.orderNo]);
    });

    it('bet.placed and round.settled: with the round, with stake and payout; not for a replay, a refused bet or a rollback', async () => {
      const m = await newMember(app, 'evbet');
      await m.fund(1_000n);
      const merchant = await demo();
      const base = { merchantId: merchant.id, memberId: m.id, currency: 'CNY', vendor: 'PG', gameCode: 'pg-rng-001', gameType: 'RNG' };
      const bet = (roundId: string, stake: bigint) => db().transaction((tx) => placeBet(tx, { ...base, roundId, stake }));
      const settle = (roundId: string, payout: bigint) =>
        db().transaction((tx) => settleRound(tx, { merchantId: merchant.id, currency: 'CNY', vendor: 'PG', roundId, payout }));

      const r1 = `ev-${m.id}-1`;
      await bet(r1, 400n);
      expect((await bet(r1, 400n)).replayed).toBe(true);
      await expect(bet(`ev-${m.id}-poor`, 5_000n)).rejects.toMatchObject({ code: ErrorCode.INSUFFICIENT_FUNDS });
      // A bet whose transaction fails after it was placed leaves no round and no event.
      await expect(
        db().transaction(async (tx) => {
          await placeBet(tx, { ...base, roundId: `ev-${m.id}-lost`, stake: 100n });
          throw new Error('vendor call failed');
        }),
      ).rejects.toThrow('vendor call failed');
      const round = { memberId: m.id, vendor: 'PG', gameCode: 'pg-rng-001', gameType: 'RNG' };
      expect(await eventsOf('bet.placed', m.id)).toEqual([{ ...round, roundId: r1, stake: '400' }]);
      expect(await eventsOf('round.settled', m.id)).toEqual([]);

      await settle(r1, 900n);
      expect((await settle(r1, 900n)).replayed).toBe(true);
      await expect(settle(r1, 1n)).rejects.toMatchObject({ code: ErrorCode.ROUND_CLOSED });
      expect(await eventsOf('round.settled', m.id)).toEqual([{ ...round, roundId: r1, stake: '400', payout: '900' }]);

      const r2 = `ev-${m.id}-2`;
      await bet(r2, 250n);
      await settle(r2, 0n);
      expect((await eventsOf('round.settled', m.id)).map((e) => [e.roundId, e.stake, e.payout])).toEqual([
        [r1, '400', '900'],
        [r2, '250', '0'],
      ]);
      await app.events.drain('database');
      expect(await progress(m)).toMatchObject({ validBet: '6.50' });
    });

    it('transfer.done: once per transfer request; a refused transfer writes none', async () => {
      const m = await newMember(app, 'evxfer');
      await m.fund(10_000n);
      const requestId = rid();
      expect((await m.call('walletTransfer', { body: { from: 'MAIN', to: 'ag', amount: '30', requestId } })).statusCode).toBe(200);
      expect((await m.call('walletTransfer', { body: { from: 'MAIN', to: 'AG', amount: '30', requestId } })).statusCode).toBe(200);
      const back = await m.call('walletTransfer', { body: { from: 'AG', to: 'MAIN', amount: '30.01', requestId: rid() } });
      expect(errorBody(back).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      const home = rid();
      expect((await m.call('walletTransfer', { body: { from: 'AG', to: 'MAIN', amount: '10', requestId: home } })).statusCode).toBe(200);
      expect(await eventsOf('transfer.done', m.id)).toEqual([
        { memberId: m.id, from: 'MAIN', to: 'AG', amount: '3000', requestId },
        { memberId: m.id, from: 'AG', to: 'MAIN', amount: '1000', requestId: home },
      ]);
    });

    it('member.registered and member.logged-in: for each new account and each login; none when refused', async () => {
      const username = `evreg${Date.now().toString(36)}`.slice(0, 16);
      const body = {
        username,
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        agreement: true,
        ageConfirmed: true,
        registerUrl: 'localhost',
        registerMethod: 'H5',
      };
      const register = (b: object) => injectEncrypted(app, { method: 'PUT', url: CALLS.register.path, body: b, remoteAddress: freshIp() });
      const created = okValue(await register(body), LoginResultSchema);
      // The same name again is refused and registers nothing.
      expect(errorBody(await register(body)).errorCode).toBe(ErrorCode.USERNAME_TAKEN);
      expect(await eventsOf('member.registered', created.id)).toEqual([{ memberId: created.id, username, type: 0, method: 'username' }]);
      // Registration opens a session; it is not a login.
      expect(await eventsOf('member.logged-in', created.id)).toEqual([]);

      await login(app, username, 'Abc12345');
      const wrong = await injectEncrypted(app, { method: 'POST', url: CALLS.login.path, body: { username, password: 'Wrong1234' } });
      expect(errorBody(wrong).errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
      await login(app, username, 'Abc12345');
      expect(await eventsOf('member.logged-in', created.id)).toEqual([
        { memberId: created.id, method: 'password' },
        { memberId: created.id, method: 'password' },
      ]);

      const trial = okValue(await app.inject({ method: 'GET', url: CALLS.trialUser.path, remoteAddress: freshIp() }), TrialUserSchema);
      const [row] = await db().select().from(members).where(eq(members.username, trial.userName));
      expect(await eventsOf('member.registered', row!.id)).toEqual([{ memberId: row!.id, username: trial.userName, type: 4, method: 'trial' }]);
    });

    it('reward.paid: for a daily sign-in and an application approved with a bonus; none when refused or without a bonus', async () => {
      const m = await newMember(app, 'evrew');
      expect((await m.call('signIn')).statusCode).toBe(200);
      expect(errorBody(await m.call('signIn')).errorCode).toBe(ErrorCode.ALREADY_SIGNED_IN);
      const today = new Date().toISOString().slice(0, 10);
      expect(await eventsOf('reward.paid', m.id)).toEqual([
        { memberId: m.id, source: 'sign-in', promotionId: null, reference: `signin:${m.id}:${today}`, amount: '100' },
      ]);

      const [p] = await db().select().from(promotions).where(eq(promotions.key, 'weekend-reload'));
      const apply = async () =>
        okValue(await m.call('requestReward', { body: { promotionId: p!.id, remarks: 'order D1', pictures: [] } }), RewardApplicationResultSchema);
      const decide = (name: 'approve' | 'reject', id: number, payload: object) =>
        ops('POST', opsPath((name === 'approve' ? CALLS.opsApproveRewardApplication : CALLS.opsRejectRewardApplication).path, String(id)), payload);

      const refused = await apply();
      expect((await decide('reject', refused.id, { reason: 'no deposit' })).statusCode).toBe(200);
      const paid = await apply();
      expect((await decide('approve', paid.id, { bonus: '25.50' })).statusCode).toBe(200);
      expect((await decide('approve', paid.id, { bonus: '25.50' })).statusCode).toBe(409);
      expect((await eventsOf('reward.paid', m.id)).slice(1)).toEqual([
        { memberId: m.id, source: 'application', promotionId: p!.id, reference: `promotion:application:${paid.id}`, amount: '2550' },
      ]);

      // Approved without a bonus: nothing was paid, so nothing is reported.
      const other = await newMember(app, 'evrew0');
      const free = okValue(
        await other.call('requestReward', { body: { promotionId: p!.id, remarks: 'order D2', pictures: [] } }),
        RewardApplicationResultSchema,
      );
      expect((await decide('approve', free.id, {})).statusCode).toBe(200);
      expect(await eventsOf('reward.paid', other.id)).toEqual([]);
    });

    describe('VIP progress, the first subscriber', () => {
      /** Deposits and settled rounds reported for a member straight into the outbox (as their services do). */
      async function report(m: TestMember, deposits: bigint[], stakes: bigint[]): Promise<void> {
        await db().transaction(async (tx) => {
          for (const [i, amount] of deposits.entries()) {
            await depositCredited.publish(tx, m.merchantId, {
              memberId: m.id,
              orderNo: `DEV${m.id}-${i}-${rid()}`,
              amount: String(amount),
              bonus: '0',
              channelType: 'BANK',
              via: 'operator',
            });
          }
          for (const [i, stake] of stakes.entries()) {
            const roundId = `vip-${m.id}-${i}-${rid()}`;
            const round = { memberId: m.id, vendor: 'PG', gameCode: 'pg-rng-001', gameType: 'RNG', roundId, stake: String(stake) };
            await roundSettled.publish(tx, m.merchantId, { ...round, payout: '0' });
          }
        });
      }
      const bus = (on: Database) => {
        const b = new EventBus(on.db, log);
        b.subscribe(vipProgressSubscriber());
        return b;
      };

      it('counts each event once when a bus drains twice and when two buses drain at once', async () => {
        const m = await newMember(app, 'evvip');
        await report(m, [600_000n, 100_000n, 50_000n], Array.from({ length: 20 }, () => 25_000n));
        const a = bus(database);
        const b = bus(second);
        const delivered = await Promise.all([a.drain('database'), b.drain('database'), a.drain('database')]);
        expect(delivered.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(23);
        expect(await a.drain('database')).toBe(0);
        expect(await b.drain('database')).toBe(0);
        // 7500 deposited, 5000 of valid bets: level 2 (1000 / 5000) reached, and the club label follows.
        expect(await progress(m)).toMatchObject({ level: 2, deposit: '7500.00', validBet: '5000.00' });
        const [row] = await db().select().from(members).where(eq(members.id, m.id));
        expect(row!.clubLabel).toBe('VIP 2');
      });

      it('a restart (a new bus on the same database) repeats nothing; deliveries a dead worker held are done once', async () => {
        const m = await newMember(app, 'evrst');
        await report(m, [10_000n], [20_000n]);
        const before = bus(database);
        expect(await before.drain('database')).toBe(2);
        await before.stop();
        const after = bus(second);
        expect(await after.drain('database')).toBe(0);
        expect(await progress(m)).toMatchObject({ deposit: '100.00', validBet: '200.00' });

        // A worker claimed the next deliveries and died before doing them (its lease is over at once).
        await report(m, [5_000n], [7_000n]);
        expect(await eventRepo.claim(database.db, 50, 0, [], { in: [VIP_PROGRESS] })).toHaveLength(2);
        const restarted = bus(second);
        expect(await restarted.drain('database')).toBe(2);
        expect(await restarted.drain('database')).toBe(0);
        expect(await bus(database).drain('database')).toBe(0);
        expect(await progress(m)).toMatchObject({ deposit: '150.00', validBet: '270.00' });
      });
    });
  });
}
