import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  CALLS,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsJobRunSchema,
  OpsTransferBalancesSchema,
  OpsTransferPageSchema,
  OpsTransferSchema,
  WalletTransferAnswerSchema,
  callPath,
  type TransferStatus,
} from '@wps/contract';
import type { AppConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { auditLog, merchants, vendorIntegrations, walletTransfers, type Merchant } from '../src/db/schema.js';
import { TRANSFER_SETTLE_JOB } from '../src/modules/wallet/transfer-jobs.js';
import { wireUser } from '../src/modules/wallet/transfer-remote.js';
import { transferWalletTestHooks } from '../src/simulators/hub88/transfer-wallet.js';
import { simTransferRepo } from '../src/simulators/hub88/transfer-wallet-repo.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, rid, today, type TestMember } from './money-fixtures.js';

// The operator's side of transfer wallets: the transfers list and its filters, "check now" on a PENDING transfer
// (settled once, audited, refused when not PENDING or when the aggregator does not answer), a member's last known
// vendor balances; roles and merchants. The app listens: the aggregator simulator answers over real HTTP.

const ADMIN = 'ops_k_transfer-ops-admin-0123456789';
const FIN = 'ops_k_transfer-ops-fin-0123456789';
const RISK = 'ops_k_transfer-ops-risk-0123456789';
const SUPPORT = 'ops_k_transfer-ops-support-0123456789';

/** Short enough that a delayed answer times out quickly (as in transfer-wallet.test.ts). */
const CONFIG: Partial<AppConfig> = { transferWallet: { timeoutMs: 1_000, balanceTimeoutMs: 1_000, balanceMaxAgeMs: 5_000, balanceRefreshes: 16, settleAfterMs: 0 } };
const LATE_MS = 1_500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let periods = 0;
const nextPeriod = () => `2001-01-01T${String(Math.floor(periods / 60)).padStart(2, '0')}:${String(periods++ % 60).padStart(2, '0')}`;

describeEachDb(
  'operator transfers of transfer wallets',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const db = () => app().db as Db;
    const path = (p: string, params: Record<string, string | number> = {}, code = 'demo') => callPath(p, { code, ...params });
    const get = (url: string, token: string | null = FIN) => app().inject({ method: 'GET', url, headers: token ? { [OPS_TOKEN_HEADER]: token } : {} });
    const list = (query: Record<string, string>, token = FIN) => get(`${path(CALLS.opsTransfers.path)}?${new URLSearchParams(query).toString()}`, token);
    const listed = async (query: Record<string, string>) => okValue(await list(query), OpsTransferPageSchema);
    const check = (id: number, token: string | null = FIN, code = 'demo') =>
      app().inject({ method: 'POST', url: path(CALLS.opsCheckTransfer.path, { id }, code), headers: token ? { [OPS_TOKEN_HEADER]: token } : {}, payload: {} });
    const audits = (id: number) =>
      db().select().from(auditLog).where(and(eq(auditLog.action, 'opsCheckTransfer'), eq(auditLog.target, `transfer ${id}`))).orderBy(auditLog.id);
    const demo = async (): Promise<Merchant> => (await db().select().from(merchants).where(eq(merchants.code, 'demo')))[0]!;
    const integration = async (vendor: string) => {
      const m = await demo();
      return (await db().select().from(vendorIntegrations).where(and(eq(vendorIntegrations.merchantId, m.id), eq(vendorIntegrations.vendor, vendor))))[0]!;
    };
    const simBalance = async (m: TestMember, product: string) => {
      const i = await integration(product);
      return (await simTransferRepo.balance(db(), { operatorId: i.operatorId, user: wireUser(m.id), product, currency: i.currency })) / 1000n;
    };
    const move = async (m: TestMember, from: string, to: string, amount: string): Promise<{ status: TransferStatus | undefined; id: number }> => {
      const requestId = rid();
      const res = await m.call('walletTransfer', { body: { from, to, amount, requestId } });
      const status = res.statusCode === 200 ? okValue(res, WalletTransferAnswerSchema).transfer?.status : undefined;
      const [row] = await db().select().from(walletTransfers).where(and(eq(walletTransfers.memberId, m.id), eq(walletTransfers.requestId, requestId)));
      return { status, id: row!.id };
    };
    /** A transfer whose answer comes too late: PENDING; `apply` says whether the aggregator applied it. */
    const pending = async (m: TestMember, from: string, to: string, amount: string, apply: boolean) => {
      transferWalletTestHooks.next = { delayMs: LATE_MS, apply };
      const t = await move(m, from, to, amount);
      expect(t.status).toBe('PENDING');
      // The aggregator's late answer is done with before the test goes on.
      await sleep(LATE_MS);
      return t.id;
    };
    const kinds = async (m: TestMember) => (await m.entries()).map((e) => [e.kind, e.amount] as const);

    beforeAll(async () => {
      await app().listen({ port: 0, host: '127.0.0.1' });
      await grantOpsKey(app(), FIN, 'finance');
      await grantOpsKey(app(), RISK, 'risk');
      await grantOpsKey(app(), SUPPORT, 'support');
    });

    it('lists transfers newest first with their members, by status, vendor, member and days, paged', async () => {
      const a = await newMember(app(), 'toa');
      const b = await newMember(app(), 'tob');
      await a.fund(10_000n);
      await b.fund(10_000n);
      const first = await move(a, 'MAIN', 'AG', '10');
      const second = await move(a, 'MAIN', 'PT', '5.50');
      const refused = await move(a, 'PT', 'MAIN', '6');
      expect([first.status, second.status, refused.status]).toEqual(['COMPLETED', 'COMPLETED', undefined]);
      const other = await move(b, 'MAIN', 'SABA', '1');

      const all = await listed({ member: a.username.toUpperCase() });
      expect(all.totalCount).toBe(3);
      expect(all.list.map((t) => t.id)).toEqual([refused.id, second.id, first.id]);
      expect(all.list[2]).toMatchObject({ member: a.username, memberId: a.id, vendor: 'AG', direction: 'deposit', amount: '10.00', currency: 'CNY', status: 'COMPLETED', failure: null });
      expect(all.list[2]!.transactionUuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(all.list[2]!.settledAt).not.toBeNull();
      expect(all.list[0]).toMatchObject({ vendor: 'PT', direction: 'withdraw', amount: '6.00', status: 'FAILED', failure: 'RS_ERROR_NOT_ENOUGH_MONEY' });

      expect((await listed({ member: a.username, status: 'FAILED' })).list.map((t) => t.id)).toEqual([refused.id]);
      expect((await listed({ member: a.username, vendor: 'pt' })).list.map((t) => t.id)).toEqual([refused.id, second.id]);
      expect((await listed({ vendor: 'SABA' })).list.map((t) => t.id)).toContain(other.id);
      expect((await listed({ vendor: 'SABA' })).list.every((t) => t.vendor === 'SABA')).toBe(true);
      expect((await listed({ member: a.username, from: today(), to: today() })).totalCount).toBe(3);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect((await listed({ member: a.username, from: tomorrow })).totalCount).toBe(0);
      expect((await listed({ member: a.username, to: '2000-01-01' })).totalCount).toBe(0);
      expect((await listed({ member: 'nobody-here' })).list).toEqual([]);

      const page1 = await listed({ member: a.username, pageSize: '2' });
      expect(page1).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 3 });
      expect(page1.list.map((t) => t.id)).toEqual([refused.id, second.id]);
      expect((await listed({ member: a.username, pageSize: '2', pageNo: '2' })).list.map((t) => t.id)).toEqual([first.id]);

      // Bad filters: a clear 4xx, never a 500.
      const bad: Record<string, string>[] = [{ status: 'DONE' }, { from: '2026-02-30' }, { from: '2026-11-24', to: '2026-11-23' }, { vendor: 'A G' }, { pageSize: '500' }, { from: 'yesterday' }];
      for (const q of bad) {
        const res = await list(q);
        expect(res.statusCode, JSON.stringify(q)).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }
    });

    it('answers a member\'s last known vendor balances; an unknown member is 404', async () => {
      const m = await newMember(app(), 'tobal');
      await m.fund(5_000n);
      expect((await move(m, 'MAIN', 'AG', '12')).status).toBe('COMPLETED');
      expect((await move(m, 'MAIN', 'SABA', '3')).status).toBe('COMPLETED');
      const url = (member: string) => `${path(CALLS.opsTransferBalances.path)}?member=${encodeURIComponent(member)}`;
      const balances = okValue(await get(url(m.username.toUpperCase()), RISK), OpsTransferBalancesSchema);
      expect(balances).toMatchObject({ memberId: m.id, member: m.username, currency: 'CNY' });
      // The balance each transfer answered, by vendor; PT was never asked (the member never had money there).
      expect(balances.balances.map((b) => [b.vendor, b.balance])).toEqual([
        ['AG', '12.00'],
        ['SABA', '3.00'],
      ]);
      expect(Date.parse(balances.balances[0]!.checkedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(errorBody(await get(url('nobody-here'))).errorCode).toBe(ErrorCode.NOT_FOUND);
      expect((await get(`${path(CALLS.opsTransferBalances.path)}`)).statusCode).toBe(422);
    });

    it('check now on a deposit answered too late completes it once, even asked twice at once, with one audit row', async () => {
      const merchant = await demo();
      const m = await newMember(app(), 'tochk');
      await m.fund(10_000n);
      const id = await pending(m, 'MAIN', 'AG', '20', true);
      expect((await listed({ member: m.username, status: 'PENDING' })).list.map((t) => t.id)).toEqual([id]);

      const [one, two] = await Promise.all([check(id), check(id, ADMIN)]);
      const answers = [one, two].sort((x, y) => x.statusCode - y.statusCode);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 409]);
      expect(okValue(answers[0]!, OpsTransferSchema)).toMatchObject({ id, status: 'COMPLETED', member: m.username, failure: null });
      expect(errorBody(answers[1]!).errorCode).toBe(ErrorCode.ALREADY_DECIDED);

      // The money moved once: the main wallet was debited when the transfer was written, AG holds it.
      expect(await kinds(m)).toEqual([
        ['deposit', 10_000n],
        ['transfer_out', -2_000n],
      ]);
      expect(await simBalance(m, 'AG')).toBe(2_000n);
      const rows = await audits(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ merchantId: merchant.id, before: expect.objectContaining({ status: 'PENDING' }), after: expect.objectContaining({ status: 'COMPLETED' }) });

      // Asked again, or by the job: nothing more.
      expect(errorBody(await check(id)).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
      expect(await app().jobs.run(TRANSFER_SETTLE_JOB, merchant.id, nextPeriod())).toMatchObject({ paid: 0 });
      expect(await audits(id)).toHaveLength(1);
      expect(await m.balance()).toBe(8_000n);
      // The status check carries no balance: the operator sees AG's known balance as to be asked again, not dated.
      const known = okValue(await get(`${path(CALLS.opsTransferBalances.path)}?member=${m.username}`, RISK), OpsTransferBalancesSchema);
      expect(known.balances.find((b) => b.vendor === 'AG')).toMatchObject({ checkedAt: null });
    });

    it('an operator\'s run of the settle job settles a transfer left pending: its status calls come before the audited transaction', async () => {
      const m = await newMember(app(), 'torun');
      await m.fund(10_000n);
      const id = await pending(m, 'MAIN', 'AG', '20', true);
      const minute = new Date().toISOString().slice(0, 16);
      // On the embedded database the aggregator (this server) could not read while the run's transaction held the one
      // connection: the calls timed out and the run settled nothing.
      const res = await app().inject({
        method: 'POST',
        url: path(CALLS.opsRunJob.path),
        headers: { [OPS_TOKEN_HEADER]: FIN },
        payload: { job: TRANSFER_SETTLE_JOB, period: minute },
      });
      expect(okValue(res, OpsJobRunSchema)).toMatchObject({ job: TRANSFER_SETTLE_JOB, period: minute, status: 'done', requestedBy: 'finance' });
      expect((await listed({ member: m.username })).list.find((t) => t.id === id)).toMatchObject({ status: 'COMPLETED' });
      expect(await m.balance()).toBe(8_000n);
      expect(await simBalance(m, 'AG')).toBe(2_000n);
    });

    it('check now on lost transfers fails them: a deposit is refunded once, a withdraw credits nothing', async () => {
      const m = await newMember(app(), 'tolost');
      await m.fund(10_000n);
      expect((await move(m, 'MAIN', 'PT', '30')).status).toBe('COMPLETED');
      const lostDeposit = await pending(m, 'MAIN', 'SABA', '25', false);
      const lostWithdraw = await pending(m, 'PT', 'MAIN', '10', false);
      for (const id of [lostDeposit, lostWithdraw]) {
        expect(okValue(await check(id), OpsTransferSchema)).toMatchObject({ id, status: 'FAILED', failure: 'NOT_FOUND' });
        expect(errorBody(await check(id)).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
        expect(await audits(id)).toHaveLength(1);
      }
      expect(await kinds(m)).toEqual([
        ['deposit', 10_000n],
        ['transfer_out', -3_000n],
        ['transfer_out', -2_500n],
        ['refund', 2_500n],
      ]);
      expect(await simBalance(m, 'PT')).toBe(3_000n);
      expect(await simBalance(m, 'SABA')).toBe(0n);
    });

    it('refuses a transfer that is not PENDING and changes nothing', async () => {
      const m = await newMember(app(), 'todone');
      await m.fund(5_000n);
      const done = await move(m, 'MAIN', 'AG', '5');
      expect(done.status).toBe('COMPLETED');
      const before = await db().select().from(walletTransfers).where(eq(walletTransfers.id, done.id));
      const res = await check(done.id);
      expect(res.statusCode).toBe(409);
      expect(errorBody(res).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
      expect(await db().select().from(walletTransfers).where(eq(walletTransfers.id, done.id))).toEqual(before);
      expect(await audits(done.id)).toHaveLength(0);
      expect(await m.balance()).toBe(4_500n);
      // An id that is no transfer, or not a number: 404 and 422.
      expect(errorBody(await check(2_000_000_000)).errorCode).toBe(ErrorCode.NOT_FOUND);
      expect((await app().inject({ method: 'POST', url: path(CALLS.opsCheckTransfer.path, { id: 'x' }), headers: { [OPS_TOKEN_HEADER]: FIN }, payload: {} })).statusCode).toBe(422);
    });

    it('an aggregator that does not answer: BUSY, still PENDING, no audit row; once it answers the check settles it', async () => {
      const m = await newMember(app(), 'tobusy');
      await m.fund(5_000n);
      const ag = await integration('AG');
      await db().update(vendorIntegrations).set({ aggregatorUrl: 'http://127.0.0.1:9/nowhere' }).where(eq(vendorIntegrations.id, ag.id));
      let id: number;
      try {
        const t = await move(m, 'MAIN', 'AG', '7');
        expect(t.status).toBe('PENDING');
        id = t.id;
        const res = await check(id);
        expect(res.statusCode).toBe(503);
        expect(errorBody(res).errorCode).toBe(ErrorCode.BUSY);
        expect((await listed({ member: m.username })).list[0]).toMatchObject({ id, status: 'PENDING', settledAt: null });
        expect(await audits(id)).toHaveLength(0);
      } finally {
        await db().update(vendorIntegrations).set({ aggregatorUrl: ag.aggregatorUrl }).where(eq(vendorIntegrations.id, ag.id));
      }
      // The deposit never arrived: the check finds NOT_FOUND and gives the money back.
      expect(okValue(await check(id), OpsTransferSchema)).toMatchObject({ status: 'FAILED', failure: 'NOT_FOUND' });
      expect(await m.balance()).toBe(5_000n);
    });

    it('finance checks; risk reads only; support and strangers are refused; another merchant\'s transfer is out of reach', async () => {
      const m = await newMember(app(), 'torole');
      await m.fund(5_000n);
      const id = await pending(m, 'MAIN', 'PT', '4', true);
      expect((await list({ member: m.username }, RISK)).statusCode).toBe(200);
      expect((await list({}, SUPPORT)).statusCode).toBe(403);
      expect((await get(path(CALLS.opsTransfers.path), null)).statusCode).toBe(401);
      expect((await check(id, RISK)).statusCode).toBe(403);
      expect((await check(id, SUPPORT)).statusCode).toBe(403);
      expect((await check(id, null)).statusCode).toBe(401);
      expect(await audits(id)).toHaveLength(0);

      // A PENDING transfer of another merchant (its demo01): not listed at demo, not checkable from there.
      const other = await createOtherMerchant(db());
      const stranger = (await memberRepo.findByUsername(db(), other.id, 'demo01'))!;
      const [foreign] = await db()
        .insert(walletTransfers)
        .values({ merchantId: other.id, memberId: stranger.id, vendor: 'PT', direction: 'deposit', amount: 100n, currency: 'CNY', requestId: rid(), transactionUuid: randomUUID() })
        .returning();
      expect((await listed({ status: 'PENDING', pageSize: '100' })).list.map((t) => t.id)).not.toContain(foreign!.id);
      expect(errorBody(await check(foreign!.id)).errorCode).toBe(ErrorCode.NOT_FOUND);
      expect((await db().select().from(walletTransfers).where(eq(walletTransfers.id, foreign!.id)))[0]).toMatchObject({ status: 'PENDING', settledAt: null });
      // At an unknown merchant code: 404.
      expect((await check(id, FIN, 'no-such-merchant')).statusCode).toBe(404);

      // Finance settles the demo one.
      expect(okValue(await check(id), OpsTransferSchema).status).toBe('COMPLETED');
    });
  },
  { config: CONFIG, opsKey: ADMIN },
);
