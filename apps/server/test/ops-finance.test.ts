import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  BankCardSchema,
  CALLS,
  DepositStartSchema,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsAdjustmentPageSchema,
  OpsAdjustmentSchema,
  OpsDepositDecisionSchema,
  OpsDepositSchema,
  OpsOperatorSchema,
  OpsReconcileDaysSchema,
  OpsWithdrawDecisionSchema,
  OpsWithdrawSchema,
  OpsWithdrawalContextSchema,
  WithdrawOrderSchema,
  callPath,
  envelopeOf,
  minorToMoney,
  pageOf,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, balanceAdjustments, gameRounds, ledgerEntries, merchants, operatorGrants, operators, pendingApprovals, wallets } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { channel, newMember, rid, today, type TestMember } from './money-fixtures.js';

// Finance operator calls (issue 13): dual approval of deposits and withdrawals from the merchant's threshold, manual
// balance adjustments by two operators, what the reviewer of a withdrawal sees, and the reconciliation by day.

/** The seeded admin (every role). */
const ADMIN = 'ops_k_finance-suite-admin-0123456789';
/** The seeded `finance` operator, a second finance operator made here, and operators without the finance role. */
const FIN = 'ops_k_finance-suite-fin-0123456789';
const FIN2 = 'ops_k_finance-suite-fin2-0123456789';
const SUPPORT = 'ops_k_finance-suite-support-0123456789';
const CONTENT = 'ops_k_finance-suite-content-0123456789';

const CARD = { bankCode: 'ICBC', accountName: 'Li Si', accountNo: '6222000011114444' };

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx/cli');

/** Runs `npm run ops -- <args>` against the test server with an operator's API key. */
function opsCli(port: number, key: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, 'src/ops/cli.ts', ...args],
      { cwd: SERVER_DIR, env: { PATH: process.env.PATH ?? '', OPS_API_KEY: key, PORT: String(port) }, timeout: 30_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const PIN = '246810';

describeEachDb(
  'operator finance calls',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const call = (method: InjectOptions['method'], url: string, token: string | null, payload?: unknown) =>
      app().inject({
        method,
        url,
        headers: token ? { [OPS_TOKEN_HEADER]: token } : {},
        ...(payload === undefined ? (method === 'POST' ? { payload: {} } : {}) : { payload: payload as object }),
      });
    const path = (p: string, params: Record<string, string | number> = {}, code = 'demo') => callPath(p, { code, ...params });

    const approveDeposit = (orderNo: string, token: string, code = 'demo') => call('POST', path(CALLS.opsApproveDeposit.path, { orderNo }, code), token);
    const rejectDeposit = (orderNo: string, token: string) => call('POST', path(CALLS.opsRejectDeposit.path, { orderNo }), token, { note: 'not received' });
    const approveWithdrawal = (orderNo: string, token: string) => call('POST', path(CALLS.opsApproveWithdrawal.path, { orderNo }), token);
    const approveAdjustment = (id: number | string, token: string, code = 'demo') => call('POST', path(CALLS.opsApproveAdjustment.path, { id }, code), token);
    const rejectAdjustment = (id: number | string, token: string, body: unknown = { reason: 'not justified' }) =>
      call('POST', path(CALLS.opsRejectAdjustment.path, { id }), token, body);
    const requestAdjustment = (body: unknown, token = FIN, code = 'demo') => call('POST', path(CALLS.opsRequestAdjustment.path, {}, code), token, body);

    const setThreshold = async (value: string | null) => {
      const res = await call('PUT', path(CALLS.opsUpdateSecuritySettings.path), ADMIN, { dualApprovalThreshold: value });
      expect(res.statusCode).toBe(200);
    };
    const pendingRows = (subjectId: string) => db().select().from(pendingApprovals).where(eq(pendingApprovals.subjectId, subjectId));
    const auditOf = (action: string, target: string) =>
      db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target))).orderBy(auditLog.id);
    const depositsListed = async (status = 'pending') =>
      okValue(await call('GET', `${path(CALLS.opsDeposits.path)}?status=${status}`, FIN), pageOf(OpsDepositSchema)).list;
    const withdrawalsListed = async () =>
      okValue(await call('GET', `${path(CALLS.opsWithdrawals.path)}?status=pending`, FIN), pageOf(OpsWithdrawSchema)).list;

    /** A bank-transfer deposit of `amount` waiting for an operator. */
    async function pendingDeposit(m: TestMember, amount: string): Promise<string> {
      const bank = await channel(app(), 'BANK');
      const start = okValue(await m.call('depositManual', { body: { channelId: bank.id, amount, payerName: 'Li Si', requestId: rid() } }), DepositStartSchema);
      return start.order.orderNo;
    }

    /** A member with money, a bound card and a payment password. */
    async function withdrawer(prefix: string, funds: bigint): Promise<TestMember & { withdraw(amount: string): Promise<string> }> {
      const m = await newMember(app(), prefix);
      if (funds > 0n) await m.fund(funds);
      const card = okValue(await m.call('bindBankCard', { body: CARD }), BankCardSchema);
      expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      return {
        ...m,
        withdraw: async (amount) =>
          okValue(await m.call('withdraw', { body: { amount, bankCardId: card.id, paymentPassword: PIN, requestId: rid() } }), WithdrawOrderSchema).orderNo,
      };
    }

    beforeAll(async () => {
      await grantOpsKey(app(), FIN, 'finance');
      await grantOpsKey(app(), SUPPORT, 'support');
      await grantOpsKey(app(), CONTENT, 'content');
      // A second finance operator, made as an admin makes one.
      const created = await call('POST', path(CALLS.opsCreateOperator.path), ADMIN, {
        username: 'finance2',
        displayName: 'Second Finance',
        password: DEMO_PASSWORD,
        roles: ['finance'],
      });
      okValue(created, OpsOperatorSchema);
      await grantOpsKey(app(), FIN2, 'finance2');
      // finance2 also serves another merchant: its orders and adjustments are not reachable from there.
      const other = await createOtherMerchant(db());
      const [fin2] = await db().select().from(operators).where(eq(operators.username, 'finance2'));
      await db().insert(operatorGrants).values({ operatorId: fin2!.id, merchantId: other.id, roles: ['finance'] });
    });

    // ---- dual approval of deposits ----

    it('above the threshold a deposit takes two operators: the first approval waits, the same operator is refused, another one credits once', async () => {
      await setThreshold('1000.00');
      try {
        const m = await newMember(app(), 'fdual');
        const orderNo = await pendingDeposit(m, '2000');

        const first = okValue(await approveDeposit(orderNo, FIN), OpsDepositDecisionSchema);
        expect(first).toMatchObject({ orderNo, status: 'pending', approval: { status: 'awaiting-second', firstOperator: 'finance' } });
        expect(await m.balance()).toBe(0n);
        expect((await depositsListed()).find((o) => o.orderNo === orderNo)?.approval).toMatchObject({ firstOperator: 'finance' });

        // The same operator again (the same key or another credential of theirs): refused, nothing changes.
        const again = await approveDeposit(orderNo, FIN);
        expect(again.statusCode).toBe(409);
        expect(errorBody(again).errorCode).toBe(ErrorCode.SAME_OPERATOR);
        expect(await m.balance()).toBe(0n);
        expect(await pendingRows(orderNo)).toHaveLength(1);

        const second = okValue(await approveDeposit(orderNo, FIN2), OpsDepositDecisionSchema);
        expect(second.status).toBe('success');
        expect(second.approval).toBeUndefined();
        expect(await m.balance()).toBe(200_000n);
        expect(await pendingRows(orderNo)).toHaveLength(0);
        expect(errorBody(await approveDeposit(orderNo, ADMIN)).errorCode).toBe(ErrorCode.ORDER_CLOSED);
        expect((await m.entries()).map((e) => [e.kind, e.amount])).toEqual([['deposit', 200_000n]]);
        expect((await depositsListed('success')).find((o) => o.orderNo === orderNo)?.approval).toBeUndefined();

        // The trail: both approvals (the refused one rolled back with its row), who, before and after.
        const rows = await auditOf('opsApproveDeposit', `deposit ${orderNo}`);
        expect(rows.map((r) => r.operatorName)).toEqual(['finance', 'finance2']);
        expect(rows[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'pending', approval: { firstOperator: 'finance' } } });
        expect(rows[1]).toMatchObject({ before: { status: 'pending' }, after: { status: 'success' } });
      } finally {
        await setThreshold(null);
      }
    });

    it('below the threshold (or with none) one approval credits at once', async () => {
      await setThreshold('1000.00');
      try {
        const m = await newMember(app(), 'fsingle');
        const orderNo = await pendingDeposit(m, '999.99');
        const done = okValue(await approveDeposit(orderNo, FIN), OpsDepositDecisionSchema);
        expect(done).toMatchObject({ status: 'success' });
        expect(done.approval).toBeUndefined();
        expect(await m.balance()).toBe(99_999n);
        expect(await pendingRows(orderNo)).toHaveLength(0);
      } finally {
        await setThreshold(null);
      }
      const m = await newMember(app(), 'fnone');
      const orderNo = await pendingDeposit(m, '40000');
      expect(okValue(await approveDeposit(orderNo, FIN), OpsDepositDecisionSchema).status).toBe('success');
      expect(await m.balance()).toBe(4_000_000n);
    });

    it('two second approvals at the same instant credit once; two first approvals at once by different operators credit once', async () => {
      await setThreshold('1000.00');
      try {
        const m = await newMember(app(), 'fpar');
        const orderNo = await pendingDeposit(m, '3000');
        expect(okValue(await approveDeposit(orderNo, FIN), OpsDepositDecisionSchema).approval).toBeDefined();
        const results = await Promise.all([approveDeposit(orderNo, FIN2), approveDeposit(orderNo, ADMIN)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(errorBody(results.find((r) => r.statusCode === 409)!).errorCode).toBe(ErrorCode.ORDER_CLOSED);
        expect(await m.balance()).toBe(300_000n);
        expect((await m.entries()).filter((e) => e.kind === 'deposit')).toHaveLength(1);

        // Nobody approved yet, two operators at once: they take turns on the order, one records, the other credits.
        const next = await pendingDeposit(m, '2500');
        const both = await Promise.all([approveDeposit(next, FIN), approveDeposit(next, FIN2)]);
        expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
        const answers = both.map((r) => okValue(r, OpsDepositDecisionSchema));
        expect(answers.map((a) => a.status).sort()).toEqual(['pending', 'success']);
        expect(await m.balance()).toBe(550_000n);
        expect(await pendingRows(next)).toHaveLength(0);

        // The same operator twice at once: one records, the other is refused.
        const third = await pendingDeposit(m, '2500');
        const same = await Promise.all([approveDeposit(third, FIN), approveDeposit(third, FIN)]);
        expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(await m.balance()).toBe(550_000n);
        expect(await pendingRows(third)).toHaveLength(1);
      } finally {
        await setThreshold(null);
      }
    });

    it('a rejection rejects at any time and clears a waiting first approval', async () => {
      await setThreshold('1000.00');
      try {
        const m = await newMember(app(), 'frej');
        const orderNo = await pendingDeposit(m, '2000');
        await approveDeposit(orderNo, FIN);
        expect(await pendingRows(orderNo)).toHaveLength(1);
        const rejected = await rejectDeposit(orderNo, FIN);
        expect(rejected.statusCode).toBe(200);
        expect(rejected.json().value.status).toBe('failed');
        expect(await pendingRows(orderNo)).toHaveLength(0);
        expect(errorBody(await approveDeposit(orderNo, FIN2)).errorCode).toBe(ErrorCode.ORDER_CLOSED);
        expect(await m.balance()).toBe(0n);
        const [row] = await auditOf('opsRejectDeposit', `deposit ${orderNo}`);
        expect(row).toMatchObject({ operatorName: 'finance', before: { status: 'pending' }, after: { status: 'failed' } });
      } finally {
        await setThreshold(null);
      }
    });

    // ---- dual approval of withdrawals ----

    it('above the threshold a withdrawal is paid by a second operator; a rejection releases the money and clears the approval', async () => {
      await setThreshold('1000.00');
      try {
        const m = await withdrawer('fwd', 500_000n);
        const orderNo = await m.withdraw('2000');
        expect(await m.balance()).toBe(300_000n);

        const first = okValue(await approveWithdrawal(orderNo, FIN2), OpsWithdrawDecisionSchema);
        expect(first).toMatchObject({ status: 'pending', approval: { status: 'awaiting-second', firstOperator: 'finance2' } });
        expect((await withdrawalsListed()).find((o) => o.orderNo === orderNo)?.approval).toMatchObject({ firstOperator: 'finance2' });
        const same = await approveWithdrawal(orderNo, FIN2);
        expect(errorBody(same).errorCode).toBe(ErrorCode.SAME_OPERATOR);
        expect(same.statusCode).toBe(409);

        const paid = okValue(await approveWithdrawal(orderNo, FIN), OpsWithdrawDecisionSchema);
        expect(paid.status).toBe('success');
        expect(paid.approval).toBeUndefined();
        expect(await m.balance()).toBe(300_000n);
        expect(await pendingRows(orderNo)).toHaveLength(0);
        expect((await auditOf('opsApproveWithdrawal', `withdrawal ${orderNo}`)).map((r) => r.operatorName)).toEqual(['finance2', 'finance']);

        // Below the threshold: one approval pays.
        const small = await m.withdraw('500');
        expect(okValue(await approveWithdrawal(small, FIN), OpsWithdrawDecisionSchema).status).toBe('success');
        expect(await m.balance()).toBe(250_000n);

        // Approved once, then refused: the held amount comes back, the waiting approval goes.
        const refused = await m.withdraw('1500');
        expect(await m.balance()).toBe(100_000n);
        await approveWithdrawal(refused, FIN);
        expect(await pendingRows(refused)).toHaveLength(1);
        expect((await call('POST', path(CALLS.opsRejectWithdrawal.path, { orderNo: refused }), FIN2, { note: 'name mismatch' })).statusCode).toBe(200);
        expect(await m.balance()).toBe(250_000n);
        expect(await pendingRows(refused)).toHaveLength(0);
        expect(errorBody(await approveWithdrawal(refused, FIN2)).errorCode).toBe(ErrorCode.ORDER_CLOSED);
        const [rej] = await auditOf('opsRejectWithdrawal', `withdrawal ${refused}`);
        expect(rej).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected' } });
      } finally {
        await setThreshold(null);
      }
    });

    it('two second approvals of a withdrawal at once pay once', async () => {
      await setThreshold('1000.00');
      try {
        const m = await withdrawer('fwpar', 500_000n);
        const orderNo = await m.withdraw('3000');
        await approveWithdrawal(orderNo, FIN);
        const results = await Promise.all([approveWithdrawal(orderNo, FIN2), approveWithdrawal(orderNo, ADMIN)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(await m.balance()).toBe(200_000n);
        expect((await m.entries()).map((e) => e.kind)).toEqual(['deposit', 'withdraw_hold']);
      } finally {
        await setThreshold(null);
      }
    });

    // ---- what the reviewer of a withdrawal sees ----

    it("answers a withdrawal's context: the last deposits, the last 30 days' totals, the balance now, open bonuses", async () => {
      const m = await withdrawer('fctx', 0n);
      const paidIn: string[] = [];
      for (const amount of ['100', '200', '300']) {
        const orderNo = await pendingDeposit(m, amount);
        expect((await approveDeposit(orderNo, FIN)).statusCode).toBe(200);
        paidIn.push(orderNo);
      }
      const waiting = await pendingDeposit(m, '400');
      // A settled round: 50.00 staked, 80.00 paid; an open one does not count.
      const round = { merchantId: m.merchantId, memberId: m.id, vendor: 'INHOUSE', gameCode: 'dice', gameType: 'SLOT' };
      await db().insert(gameRounds).values([
        { ...round, roundId: `ctx-${m.id}-1`, stake: 5_000n, payout: 8_000n, status: 'settled', settledAt: new Date() },
        { ...round, roundId: `ctx-${m.id}-2`, stake: 1_000n },
      ]);
      const paidOut = await m.withdraw('150');
      expect((await approveWithdrawal(paidOut, FIN)).statusCode).toBe(200);
      const review = await m.withdraw('200');

      const ctxRes = await call('GET', path(CALLS.opsWithdrawalContext.path, { orderNo: review }), FIN);
      const context = okValue(ctxRes, OpsWithdrawalContextSchema);
      expect(context.order).toMatchObject({ orderNo: review, status: 'pending', amount: '200.00', member: m.username });
      expect(context.balance).toBe('250.00');
      expect(context.recentDeposits.map((d) => [d.orderNo, d.amount, d.status])).toEqual([
        [waiting, '400.00', 'pending'],
        [paidIn[2], '300.00', 'success'],
        [paidIn[1], '200.00', 'success'],
        [paidIn[0], '100.00', 'success'],
      ]);
      expect(context.recentDeposits[0]!.channel).not.toBe('');
      expect(context.last30Days).toMatchObject({
        deposits: '600.00',
        depositCount: 3,
        withdrawals: '150.00',
        withdrawalCount: 1,
        validBets: '50.00',
        net: '450.00',
        winLoss: '30.00',
      });
      expect(context.openBonuses).toEqual([]);
      // The risk role reads it too; support does not; an unknown order is 404; nothing of another merchant.
      expect((await call('GET', path(CALLS.opsWithdrawalContext.path, { orderNo: review }), SUPPORT)).statusCode).toBe(403);
      expect((await call('GET', path(CALLS.opsWithdrawalContext.path, { orderNo: 'W-nope' }), FIN)).statusCode).toBe(404);
      expect((await call('GET', path(CALLS.opsWithdrawalContext.path, { orderNo: review }, 'other'), FIN2)).statusCode).toBe(404);
      expect((await call('GET', path(CALLS.opsWithdrawalContext.path, { orderNo: review }), null)).statusCode).toBe(401);
    });

    // ---- manual balance adjustments ----

    it('an adjustment is asked by one operator and carried out by another, once, on the ledger', async () => {
      const m = await newMember(app(), 'fadj');
      await m.fund(10_000n);
      const asked = okValue(await requestAdjustment({ member: m.username.toUpperCase(), amount: '100', reason: '  goodwill for a lost round  ' }), OpsAdjustmentSchema);
      expect(asked).toMatchObject({
        member: m.username,
        amount: '100.00',
        reason: 'goodwill for a lost round',
        status: 'pending',
        requestedBy: 'finance',
        decidedBy: null,
        ledgerEntryId: null,
      });
      expect(await m.balance()).toBe(10_000n);
      const pending = okValue(await call('GET', `${path(CALLS.opsAdjustments.path)}?status=pending`, FIN2), OpsAdjustmentPageSchema);
      expect(pending.list.map((a) => a.id)).toContain(asked.id);

      // Its requester cannot approve it, whatever the threshold.
      const same = await approveAdjustment(asked.id, FIN);
      expect(same.statusCode).toBe(409);
      expect(errorBody(same).errorCode).toBe(ErrorCode.SAME_OPERATOR);
      expect(await m.balance()).toBe(10_000n);

      const approved = okValue(await approveAdjustment(asked.id, FIN2), OpsAdjustmentSchema);
      expect(approved).toMatchObject({ status: 'approved', decidedBy: 'finance2', ledgerEntryId: expect.any(Number) });
      expect(await m.balance()).toBe(20_000n);
      const entries = await m.entries();
      expect(entries.at(-1)).toMatchObject({ kind: 'adjust', amount: 10_000n, idempotencyKey: `adjust:${asked.id}`, id: approved.ledgerEntryId });

      // Decided once: a second approval or a rejection is refused and nothing moves again.
      expect(errorBody(await approveAdjustment(asked.id, ADMIN)).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
      expect(errorBody(await rejectAdjustment(asked.id, ADMIN)).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
      expect(await m.balance()).toBe(20_000n);

      // A debit within the balance.
      const debit = okValue(await requestAdjustment({ member: m.username, amount: '-50.00', reason: 'duplicate bonus' }, FIN2), OpsAdjustmentSchema);
      expect(okValue(await approveAdjustment(debit.id, FIN), OpsAdjustmentSchema).status).toBe('approved');
      expect(await m.balance()).toBe(15_000n);

      // The trail.
      const [req] = await auditOf('opsRequestAdjustment', `adjustment ${asked.id}`);
      expect(req).toMatchObject({ operatorName: 'finance', after: { status: 'pending', amount: '100.00' } });
      const [ok] = await auditOf('opsApproveAdjustment', `adjustment ${asked.id}`);
      expect(ok).toMatchObject({ operatorName: 'finance2', before: { status: 'pending' }, after: { status: 'approved' } });
    });

    it('a debit above the balance is refused and stays pending; a rejection keeps its reason and moves nothing', async () => {
      const m = await newMember(app(), 'fadjd');
      await m.fund(10_000n);
      const asked = okValue(await requestAdjustment({ member: m.username, amount: '-500', reason: 'chargeback' }), OpsAdjustmentSchema);
      const refused = await approveAdjustment(asked.id, FIN2);
      expect(refused.statusCode).toBe(409);
      expect(errorBody(refused).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      expect(await m.balance()).toBe(10_000n);
      const [row] = await db().select().from(balanceAdjustments).where(eq(balanceAdjustments.id, asked.id));
      expect(row).toMatchObject({ status: 'pending', ledgerEntryId: null, decidedById: null });
      expect(await auditOf('opsApproveAdjustment', `adjustment ${asked.id}`)).toHaveLength(0);

      // Its requester may withdraw it.
      const rejected = okValue(await rejectAdjustment(asked.id, FIN, { reason: 'balance already spent' }), OpsAdjustmentSchema);
      expect(rejected).toMatchObject({ status: 'rejected', decidedBy: 'finance', decisionNote: 'balance already spent', ledgerEntryId: null });
      expect(await m.balance()).toBe(10_000n);
      expect(errorBody(await approveAdjustment(asked.id, FIN2)).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
      const [rej] = await auditOf('opsRejectAdjustment', `adjustment ${asked.id}`);
      expect(rej).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected' } });

      const listed = okValue(await call('GET', `${path(CALLS.opsAdjustments.path)}?status=rejected&pageSize=5`, FIN), OpsAdjustmentPageSchema);
      expect(listed.list[0]).toMatchObject({ id: asked.id, status: 'rejected' });
      expect(listed.list.length).toBeLessThanOrEqual(5);
    });

    it('two approvals of one adjustment at once move the balance once', async () => {
      const m = await newMember(app(), 'fadjp');
      const asked = okValue(await requestAdjustment({ member: m.username, amount: '25.50', reason: 'compensation' }), OpsAdjustmentSchema);
      const results = await Promise.all([approveAdjustment(asked.id, FIN2), approveAdjustment(asked.id, ADMIN)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await m.balance()).toBe(2_550n);
    });

    it('refuses bad input with 4xx and creates nothing', async () => {
      const m = await newMember(app(), 'fbad');
      const trial = await newMember(app(), 'fbadt', 4);
      const count = async () => (await db().select().from(balanceAdjustments)).length;
      const before = await count();
      const bodies: unknown[] = [
        { member: 'no-such-member-here', amount: '10', reason: 'a reason' },
        { member: trial.username, amount: '10', reason: 'a reason' },
        { member: m.username, amount: '0.00', reason: 'a reason' },
        { member: m.username, amount: '-0', reason: 'a reason' },
        { member: m.username, amount: '1.234', reason: 'a reason' },
        { member: m.username, amount: '1e3', reason: 'a reason' },
        { member: m.username, amount: 10, reason: 'a reason' },
        { member: m.username, amount: '10', reason: 'abc' },
        { member: m.username, amount: '10', reason: 'x'.repeat(201) },
        { member: m.username, amount: '10' },
        { member: '', amount: '10', reason: 'a reason' },
        { amount: '10', reason: 'a reason' },
      ];
      for (const body of bodies) {
        const res = await requestAdjustment(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }
      expect(await count()).toBe(before);
      expect(await m.balance()).toBe(0n);

      const asked = okValue(await requestAdjustment({ member: m.username, amount: '10', reason: 'a reason' }), OpsAdjustmentSchema);
      expect((await rejectAdjustment(asked.id, FIN2, {})).statusCode).toBe(422);
      expect((await rejectAdjustment(asked.id, FIN2, { reason: '   ' })).statusCode).toBe(422);
      expect((await approveAdjustment('abc', FIN2)).statusCode).toBe(422);
      expect((await approveAdjustment(2_000_000_000, FIN2)).statusCode).toBe(404);
      expect((await call('GET', `${path(CALLS.opsAdjustments.path)}?status=done`, FIN)).statusCode).toBe(422);
      expect((await call('GET', `${path(CALLS.opsAdjustments.path)}?pageSize=1000`, FIN)).statusCode).toBe(422);
      expect((await approveDeposit('D-no-such-order', FIN)).statusCode).toBe(404);
      const [row] = await db().select().from(balanceAdjustments).where(eq(balanceAdjustments.id, asked.id));
      expect(row!.status).toBe('pending');
    });

    it('answers only operators with the finance role, at merchants they serve', async () => {
      const m = await newMember(app(), 'frole');
      const orderNo = await pendingDeposit(m, '100');
      const asked = okValue(await requestAdjustment({ member: m.username, amount: '10', reason: 'a reason' }), OpsAdjustmentSchema);
      const changes: [InjectOptions['method'], string, unknown][] = [
        ['POST', path(CALLS.opsApproveDeposit.path, { orderNo }), {}],
        ['POST', path(CALLS.opsRequestAdjustment.path), { member: m.username, amount: '10', reason: 'a reason' }],
        ['POST', path(CALLS.opsApproveAdjustment.path, { id: asked.id }), {}],
        ['POST', path(CALLS.opsRejectAdjustment.path, { id: asked.id }), { reason: 'no' }],
        ['GET', path(CALLS.opsAdjustments.path), undefined],
        ['GET', path(CALLS.opsReconcileDays.path), undefined],
      ];
      for (const [method, url, body] of changes) {
        expect((await call(method, url, null, body)).statusCode, `${url} without credential`).toBe(401);
        const support = await call(method, url, SUPPORT, body);
        expect(support.statusCode, `${url} as support`).toBe(403);
        expect(errorBody(support).errorCode).toBe(ErrorCode.FORBIDDEN);
        expect((await call(method, url, CONTENT, body)).statusCode, `${url} as content`).toBe(403);
      }
      // The demo admin has no grant at the other merchant.
      expect((await approveAdjustment(asked.id, ADMIN, 'other')).statusCode).toBe(403);
      // finance2 serves the other merchant too: demo's orders and adjustments are not found from there.
      expect((await approveAdjustment(asked.id, FIN2, 'other')).statusCode).toBe(404);
      expect((await approveDeposit(orderNo, FIN2, 'other')).statusCode).toBe(404);
      expect((await requestAdjustment({ member: m.username, amount: '10', reason: 'a reason' }, FIN2, 'other')).statusCode).toBe(422);
      const otherList = okValue(await call('GET', path(CALLS.opsAdjustments.path, {}, 'other'), FIN2), OpsAdjustmentPageSchema);
      expect(otherList.list.map((a) => a.id)).not.toContain(asked.id);
      expect(await m.balance()).toBe(0n);
      const [row] = await db().select().from(balanceAdjustments).where(eq(balanceAdjustments.id, asked.id));
      expect(row!.status).toBe('pending');
      expect((await depositsListed()).find((o) => o.orderNo === orderNo)?.status).toBe('pending');
    });

    // ---- reconciliation by day ----

    it('reconciles by day: the ledger by kind, every entry following from the one before, and the books now', async () => {
      const report = okValue(await call('GET', `${path(CALLS.opsReconcileDays.path)}?from=${today()}&to=${today()}`, FIN), OpsReconcileDaysSchema);
      expect(report.days).toHaveLength(1);
      const day = report.days[0]!;
      expect(day).toMatchObject({ day: today(), ok: true, breaks: 0 });
      const kinds = Object.fromEntries(day.kinds.map((k) => [k.kind, k]));
      expect(kinds.adjust?.count).toBeGreaterThanOrEqual(3);
      expect(kinds.deposit?.count).toBeGreaterThan(0);
      expect(day.entries).toBe(day.kinds.reduce((n, k) => n + k.count, 0));
      expect(report.current.ok).toBe(true);
      expect(report.ok).toBe(true);
      // Every kind's total is the ledger's own sum for the day.
      const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
      const adjustRows = await db().select().from(ledgerEntries).where(and(eq(ledgerEntries.merchantId, demo!.id), eq(ledgerEntries.kind, 'adjust')));
      const sum = adjustRows.filter((e) => e.createdAt.toISOString().slice(0, 10) === today()).reduce((s, e) => s + e.amount, 0n);
      expect(kinds.adjust?.total).toBe(minorToMoney(sum));

      // By default the last 14 days, today last.
      const recent = okValue(await call('GET', path(CALLS.opsReconcileDays.path), ADMIN), OpsReconcileDaysSchema);
      expect(recent.days).toHaveLength(14);
      expect(recent.days.at(-1)!.day).toBe(today());
      expect(recent.to).toBe(today());

      // An entry that does not follow from its wallet's previous one is found on its day, and in the books now.
      const m = await newMember(app(), 'fbreak');
      await m.fund(1_000n);
      const [wallet] = await db().select().from(wallets).where(eq(wallets.memberId, m.id));
      const [broken] = await db()
        .insert(ledgerEntries)
        .values({ merchantId: m.merchantId, memberId: m.id, walletId: wallet!.id, amount: 500n, balanceAfter: 9_999n, kind: 'adjust', idempotencyKey: `broken:${m.id}` })
        .returning();
      try {
        const bad = okValue(await call('GET', `${path(CALLS.opsReconcileDays.path)}?from=${today()}`, FIN), OpsReconcileDaysSchema);
        expect(bad.days.at(-1)).toMatchObject({ breaks: 1, ok: false });
        expect(bad.current.ok).toBe(false);
        expect(bad.ok).toBe(false);
      } finally {
        await db().delete(ledgerEntries).where(eq(ledgerEntries.id, broken!.id));
      }

      for (const query of [`from=${today()}&to=2020-01-01`, 'from=2020-01-01&to=2020-12-31', 'from=yesterday', 'to=2024-13-01']) {
        const res = await call('GET', `${path(CALLS.opsReconcileDays.path)}?${query}`, FIN);
        expect(res.statusCode, query).toBe(422);
      }
    });

    it('npm run ops asks for and approves adjustments (two operators), and reconciles by day', async () => {
      const m = await newMember(app(), 'fcli');
      if (!app().server.listening) await app().listen({ port: 0, host: '127.0.0.1' });
      const port = (app().server.address() as AddressInfo).port;
      const asked = await opsCli(port, FIN, 'adjust', 'demo', m.username, '12.30', 'goodwill', 'credit');
      expect(asked.code).toBe(0);
      const { id } = envelopeOf(OpsAdjustmentSchema).parse(JSON.parse(asked.stdout)).value!;
      expect((await opsCli(port, FIN, 'approve-adjustment', 'demo', String(id))).code).toBe(2);
      expect((await opsCli(port, FIN2, 'approve-adjustment', 'demo', String(id))).code).toBe(0);
      expect(await m.balance()).toBe(1_230n);
      const days = await opsCli(port, FIN, 'reconcile-days', 'demo', today());
      expect(days.code).toBe(0);
      expect(envelopeOf(OpsReconcileDaysSchema).parse(JSON.parse(days.stdout)).value?.ok).toBe(true);
    });
  },
  { opsKey: ADMIN },
);
