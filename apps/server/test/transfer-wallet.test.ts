import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  ErrorCode,
  HUB88_AGGREGATOR_PATHS,
  HUB88_SIGNATURE_HEADER,
  Hub88TransferAnswerSchema,
  WalletGcsSchema,
  hub88SubPartnerId,
  WalletTransferAnswerSchema,
  type Hub88TransferAnswer,
} from '@wps/contract';
import type { AppConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { merchants, simTransferTransactions, vendorIntegrations, walletTransfers, type Merchant } from '../src/db/schema.js';
import { TRANSFER_SETTLE_JOB, transferJobs } from '../src/modules/wallet/transfer-jobs.js';
import { wireUser } from '../src/modules/wallet/transfer-remote.js';
import { newRsaKeyPair, signBody } from '../src/platform/rsa-signature.js';
import { resolveServiceUrl } from '../src/platform/self-url.js';
import { aggregatorGames } from '../src/simulators/hub88/catalogue.js';
import type { PlaySession } from '../src/simulators/hub88/engine.js';
import { SimWalletError } from '../src/simulators/hub88/engine.js';
import { transferWalletTestHooks } from '../src/simulators/hub88/transfer-wallet.js';
import { simTransferRepo } from '../src/simulators/hub88/transfer-wallet-repo.js';
import { describeEachDb, describeTwoJobInstances, errorBody, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';

// Transfer-mode vendors (AG, PT, SABA) over the aggregator simulator's TransferWallet API, through real HTTP with
// real signatures: the app listens on a free port and the simulator (same process) answers there.

/** How old a known vendor balance may be before a read flags it and refreshes it (the tests wait past it). */
const AGE_MS = 2_000;
/** How long a test waits for a background refresh to show. */
const REFRESHED = { timeout: 5_000 };
/**
 * Short enough that a delayed answer times out quickly; settled by the job at once (no minimum age). The stand-in
 * aggregator of the balance tests listens on 127.0.0.1 over plain http: exempt from the outbound rule.
 */
const CONFIG: Partial<AppConfig> = {
  transferWallet: { timeoutMs: 1_000, balanceTimeoutMs: 5_000, balanceMaxAgeMs: AGE_MS, balanceRefreshes: 16, settleAfterMs: 0 },
  outbound: { allowPrivate: false, allowedHosts: ['127.0.0.1'] },
};
/** The simulator's delayed answer: past the operator's timeout. */
const LATE_MS = 1_500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A stand-in aggregator on a local port for the balance refreshes: it counts the balance calls per wire user and
 * product and answers them (with `balance`, minor units) only when released, like a slow aggregator.
 */
async function slowAggregator() {
  const calls = new Map<string, number>();
  const held: (() => void)[] = [];
  let balance = 0n;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const b = JSON.parse(text) as { request_uuid: string; user: string; product: string; currency: string };
      if (req.url?.endsWith(HUB88_AGGREGATOR_PATHS.transferBalance)) calls.set(`${b.user}:${b.product}`, (calls.get(`${b.user}:${b.product}`) ?? 0) + 1);
      held.push(() => {
        const answer: Hub88TransferAnswer = { status: 'RS_OK', request_uuid: b.request_uuid, user: b.user, currency: b.currency, balance: Number(balance * 1000n) };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: (m: TestMember, product: string) => calls.get(`${wireUser(m.id)}:${product}`) ?? 0,
    /** Answers every call held so far with this balance. */
    release(minor: bigint) {
      balance = minor;
      for (const answer of held.splice(0)) answer();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let periods = 0;
/** A fresh period per job run, so each run really looks at the PENDING transfers. */
const nextPeriod = () => `2000-01-01T${String(Math.floor(periods / 60)).padStart(2, '0')}:${String(periods++ % 60).padStart(2, '0')}`;

function fixtures(app: () => FastifyInstance) {
  const db = () => app().db as Db;
  const demo = async (): Promise<Merchant> => (await db().select().from(merchants).where(eq(merchants.code, 'demo')))[0]!;
  const integration = async (vendor = 'AG') => {
    const m = await demo();
    return (await db().select().from(vendorIntegrations).where(and(eq(vendorIntegrations.merchantId, m.id), eq(vendorIntegrations.vendor, vendor))))[0]!;
  };
  /** The member's balance on the simulator, minor units. */
  const simBalance = async (m: TestMember, product = 'AG') => {
    const i = await integration(product);
    return (await simTransferRepo.balance(db(), { operatorId: i.operatorId, user: wireUser(m.id), product, currency: i.currency })) / 1000n;
  };
  const move = async (m: TestMember, from: string, to: string, amount: string, requestId = rid()) => {
    const res = await m.call('walletTransfer', { body: { from, to, amount, requestId } });
    return { res, requestId };
  };
  const transferRow = async (m: TestMember, requestId: string) =>
    (await db().select().from(walletTransfers).where(and(eq(walletTransfers.memberId, m.id), eq(walletTransfers.requestId, requestId))))[0];
  const kinds = async (m: TestMember) => (await m.entries()).map((e) => [e.kind, e.amount] as const);
  /** A signed call straight to the simulator, as the operator would make it (or with another key). */
  const simCall = async (path: string, body: object, opts: { key?: string; unsigned?: boolean } = {}): Promise<Hub88TransferAnswer> => {
    const i = await integration();
    const text = JSON.stringify({ operator_id: i.operatorId, sub_partner_id: hub88SubPartnerId(i.merchantId), request_uuid: rid(), ...body });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (!opts.unsigned) headers[HUB88_SIGNATURE_HEADER] = signBody(opts.key ?? i.operatorPrivateKey, text);
    const res = await fetch(resolveServiceUrl(app(), `${i.aggregatorUrl}${path}`), { method: 'POST', headers, body: text });
    return Hub88TransferAnswerSchema.parse(await res.json());
  };
  const runJob = (runner = app().jobs, merchantId: number) => runner.run(TRANSFER_SETTLE_JOB, merchantId, nextPeriod());
  /** The member's entry of one vendor in /wps/wallets/gcs. */
  const shown = async (m: TestMember, vendor: string) => okValue(await m.call('walletGcs'), WalletGcsSchema).wallets?.find((w) => w.vendor === vendor);
  return { db, demo, integration, simBalance, move, transferRow, kinds, simCall, runJob, shown };
}

describeEachDb(
  'transfer wallets over the aggregator',
  (ctx) => {
    const app = () => ctx().app;
    const f = fixtures(app);
    beforeAll(async () => {
      await app().listen({ port: 0, host: '127.0.0.1' });
    });

    it('main -> AG and back: both sides move, the ledger has each move once, the balances show AG, PT and SABA', async () => {
      const ag = await f.integration('AG');
      expect(ag).toMatchObject({ mode: 'transfer', enabled: true });
      const m = await newMember(app(), 'tw');
      await m.fund(50_000n);
      const out = await f.move(m, 'MAIN', 'ag', '10');
      const view = okValue(out.res, WalletTransferAnswerSchema);
      expect(view.transfer).toEqual({ requestId: out.requestId, status: 'COMPLETED' });
      expect(view.mainBalance).toBe('490.00');
      expect(view.wallets).toEqual([
        { vendor: 'AG', balance: '10.00' },
        { vendor: 'PT', balance: '0.00' },
        { vendor: 'SABA', balance: '0.00' },
      ]);
      expect(view.sumBalance).toBe('500.00');
      expect(await f.simBalance(m)).toBe(1_000n);

      // The same request again: answered as it ended, nothing moves on either side.
      const again = okValue((await f.move(m, 'MAIN', 'AG', '10', out.requestId)).res, WalletTransferAnswerSchema);
      expect(again.transfer?.status).toBe('COMPLETED');
      expect(await m.balance()).toBe(49_000n);
      expect(await f.simBalance(m)).toBe(1_000n);

      const back = okValue((await f.move(m, 'AG', 'MAIN', '4.50')).res, WalletTransferAnswerSchema);
      expect(back).toMatchObject({ mainBalance: '494.50', sumBalance: '500.00', transfer: { status: 'COMPLETED' } });
      expect(await f.simBalance(m)).toBe(550n);
      expect(await f.kinds(m)).toEqual([
        ['deposit', 50_000n],
        ['transfer_out', -1_000n],
        ['transfer_in', 450n],
      ]);
      const gcs = okValue(await m.call('walletGcs'), WalletGcsSchema);
      expect(gcs.wallets?.find((w) => w.vendor === 'AG')).toEqual({ vendor: 'AG', balance: '5.50' });
      expect(gcs.pending).toEqual([]);
    });

    it('refuses a transfer above the balance on either side and changes nothing', async () => {
      const m = await newMember(app(), 'twrf');
      await m.fund(1_000n);
      const over = await f.move(m, 'MAIN', 'AG', '10.01');
      expect(errorBody(over.res).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      expect(await f.transferRow(m, over.requestId)).toBeUndefined();
      expect(await m.balance()).toBe(1_000n);

      expect(okValue((await f.move(m, 'MAIN', 'PT', '3')).res, WalletTransferAnswerSchema).transfer?.status).toBe('COMPLETED');
      const back = await f.move(m, 'PT', 'MAIN', '3.01');
      expect(errorBody(back.res).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      expect(await f.transferRow(m, back.requestId)).toMatchObject({ status: 'FAILED', failure: 'RS_ERROR_NOT_ENOUGH_MONEY' });
      // Its replay answers the same refusal and still moves nothing.
      expect(errorBody((await f.move(m, 'PT', 'MAIN', '3.01', back.requestId)).res).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      expect(await m.balance()).toBe(700n);
      expect(await f.simBalance(m, 'PT')).toBe(300n);
      // Bad input: a clear error, nothing written.
      for (const body of [
        { from: 'MAIN', to: 'NOPE', amount: '1', requestId: rid() },
        { from: 'AG', to: 'PT', amount: '1', requestId: rid() },
        { from: 'MAIN', to: 'AG', amount: '0', requestId: rid() },
      ]) {
        expect(errorBody(await m.call('walletTransfer', { body })).errorCode, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
      }
      expect(await m.balance()).toBe(700n);
    });

    it('deposit answered too late: PENDING (processing), then the status check completes it once', async () => {
      const merchant = await f.demo();
      const m = await newMember(app(), 'twto');
      await m.fund(10_000n);
      transferWalletTestHooks.next = { delayMs: LATE_MS, apply: true };
      const t = await f.move(m, 'MAIN', 'AG', '20');
      const view = okValue(t.res, WalletTransferAnswerSchema);
      expect(view.transfer).toEqual({ requestId: t.requestId, status: 'PENDING' });
      expect(view.mainBalance).toBe('80.00');
      expect(view.pending).toEqual([expect.objectContaining({ requestId: t.requestId, from: 'MAIN', to: 'AG', amount: '20.00' })]);
      await sleep(LATE_MS);

      const run = await f.runJob(app().jobs, merchant.id);
      expect(run).toMatchObject({ paid: 1, failed: 0 });
      expect(await f.transferRow(m, t.requestId)).toMatchObject({ status: 'COMPLETED' });
      // Re-runs and the member's replay settle nothing again.
      expect(await f.runJob(app().jobs, merchant.id)).toMatchObject({ paid: 0 });
      expect(okValue((await f.move(m, 'MAIN', 'AG', '20', t.requestId)).res, WalletTransferAnswerSchema).transfer?.status).toBe('COMPLETED');
      expect(await m.balance()).toBe(8_000n);
      expect(await f.simBalance(m)).toBe(2_000n);
      expect(await f.kinds(m)).toEqual([
        ['deposit', 10_000n],
        ['transfer_out', -2_000n],
      ]);
      expect(okValue(await m.call('walletGcs'), WalletGcsSchema).pending).toEqual([]);
      // The status check carries no balance: the vendor's known one (none yet) is due, shown flagged until the
      // refresh that read started has answered.
      await expect.poll(() => f.shown(m, 'AG'), REFRESHED).toEqual({ vendor: 'AG', balance: '20.00' });
    });

    it('deposit lost on the way: the status check finds NOT_FOUND, refunds once, and the late deposit is refused', async () => {
      const merchant = await f.demo();
      const m = await newMember(app(), 'twnf');
      await m.fund(10_000n);
      transferWalletTestHooks.next = { delayMs: LATE_MS, apply: false };
      const t = await f.move(m, 'MAIN', 'SABA', '25');
      expect(okValue(t.res, WalletTransferAnswerSchema).transfer?.status).toBe('PENDING');
      await sleep(LATE_MS);
      expect(await f.runJob(app().jobs, merchant.id)).toMatchObject({ paid: 1 });
      expect(await f.runJob(app().jobs, merchant.id)).toMatchObject({ paid: 0 });
      const row = await f.transferRow(m, t.requestId);
      expect(row).toMatchObject({ status: 'FAILED', failure: 'NOT_FOUND' });
      expect(await f.kinds(m)).toEqual([
        ['deposit', 10_000n],
        ['transfer_out', -2_500n],
        ['refund', 2_500n],
      ]);
      // The lost request arriving after all (same transaction_uuid): refused, the vendor balance stays 0.
      const late = await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, {
        user: wireUser(m.id),
        transaction_uuid: row!.transactionUuid,
        product: 'SABA',
        currency: merchant.currency,
        amount: 2_500_000,
      });
      expect(late.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await f.simBalance(m, 'SABA')).toBe(0n);
      // The member's replay answers that the request is closed, and refunds nothing more.
      expect(errorBody((await f.move(m, 'MAIN', 'SABA', '25', t.requestId)).res).errorCode).toBe(ErrorCode.ORDER_CLOSED);
      expect(await m.balance()).toBe(10_000n);
    });

    it('withdraw answered too late completes once; withdraw lost fails and credits nothing', async () => {
      const merchant = await f.demo();
      const m = await newMember(app(), 'twwd');
      await m.fund(10_000n);
      expect(okValue((await f.move(m, 'MAIN', 'AG', '50')).res, WalletTransferAnswerSchema).transfer?.status).toBe('COMPLETED');

      transferWalletTestHooks.next = { delayMs: LATE_MS, apply: true };
      const late = await f.move(m, 'AG', 'MAIN', '30');
      expect(okValue(late.res, WalletTransferAnswerSchema)).toMatchObject({ mainBalance: '50.00', transfer: { status: 'PENDING' } });
      await sleep(LATE_MS);
      transferWalletTestHooks.next = { delayMs: LATE_MS, apply: false };
      const lost = await f.move(m, 'AG', 'MAIN', '10');
      expect(okValue(lost.res, WalletTransferAnswerSchema).transfer?.status).toBe('PENDING');
      await sleep(LATE_MS);

      expect(await f.runJob(app().jobs, merchant.id)).toMatchObject({ paid: 2, failed: 0 });
      expect(await f.runJob(app().jobs, merchant.id)).toMatchObject({ paid: 0 });
      expect(await f.transferRow(m, late.requestId)).toMatchObject({ status: 'COMPLETED' });
      expect(await f.transferRow(m, lost.requestId)).toMatchObject({ status: 'FAILED', failure: 'NOT_FOUND' });
      expect(await m.balance()).toBe(8_000n);
      expect(await f.simBalance(m)).toBe(2_000n);
      expect(await f.kinds(m)).toEqual([
        ['deposit', 10_000n],
        ['transfer_out', -5_000n],
        ['transfer_in', 3_000n],
      ]);
    });

    it('the simulator applies a transaction_uuid once, refuses another body under it, and refuses bad signatures', async () => {
      const merchant = await f.demo();
      const m = await newMember(app(), 'twsim');
      const uuid = rid();
      const body = { user: wireUser(m.id), transaction_uuid: uuid, product: 'PT', currency: merchant.currency, amount: 700_000 };
      const first = await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, body);
      expect(first).toMatchObject({ status: 'RS_OK', balance: 700_000 });
      const replay = await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, body);
      expect(replay).toMatchObject({ status: 'RS_OK', balance: 700_000, transaction_uuid: uuid });
      expect((await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, { ...body, amount: 800_000 })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await f.simBalance(m, 'PT')).toBe(700n);
      expect(
        (await f.db().select().from(simTransferTransactions).where(eq(simTransferTransactions.transactionUuid, uuid))).map((r) => [r.kind, r.status]),
      ).toEqual([['deposit', 'RS_OK']]);

      const forged = { ...body, transaction_uuid: rid() };
      expect((await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, forged, { key: newRsaKeyPair().privateKeyPem })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect((await f.simCall(HUB88_AGGREGATOR_PATHS.transferWithdraw, forged, { unsigned: true })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect((await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, { ...forged, currency: 'USD' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
      // Not an ISO 4217 code, or no site (sub_partner_id, required by the TransferWallet API): wrong types.
      expect((await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, { ...forged, currency: 'XXX' })).status).toBe('RS_ERROR_WRONG_TYPES');
      expect((await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, { ...forged, sub_partner_id: undefined })).status).toBe('RS_ERROR_WRONG_TYPES');
      // Any JSON that is not an object (a null body, an array, a number) is answered, never an unexpected error.
      for (const path of [HUB88_AGGREGATOR_PATHS.transferDeposit, HUB88_AGGREGATOR_PATHS.transferWithdraw, HUB88_AGGREGATOR_PATHS.transferBalance, HUB88_AGGREGATOR_PATHS.transferStatus]) {
        for (const raw of ['null', '[]', '7', '"x"', '{"operator_id":null}']) {
          const i = await f.integration();
          const res = await fetch(resolveServiceUrl(app(), `${i.aggregatorUrl}${path}`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
          expect(res.status, `${path} ${raw}`).toBe(200);
          expect((await res.json()) as unknown, `${path} ${raw}`).toMatchObject({ status: 'RS_ERROR_INVALID_PARTNER' });
        }
      }
      expect((await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, { ...forged, amount: 700_001 })).status).toBe('RS_ERROR_WRONG_TYPES');
      expect((await f.simCall(HUB88_AGGREGATOR_PATHS.transferDeposit, { ...forged, product: 'PG' })).status).toBe('RS_ERROR_INVALID_GAME');
      expect(await f.simBalance(m, 'PT')).toBe(700n);
      const status = await f.simCall(HUB88_AGGREGATOR_PATHS.transferStatus, { transaction_uuid: uuid, product: 'PT' });
      expect(status).toMatchObject({ status: 'RS_OK', transaction_status: 'COMPLETED' });
    });

    it('games of a transfer product bet on the simulator balance, not on the main wallet', async () => {
      const merchant = await f.demo();
      const m = await newMember(app(), 'twplay');
      await m.fund(5_000n);
      expect(okValue((await f.move(m, 'MAIN', 'PT', '10')).res, WalletTransferAnswerSchema).transfer?.status).toBe('COMPLETED');
      const game = aggregatorGames().find((g) => g.vendor === 'PT')!;
      const s: PlaySession = { id: rid(), operatorId: (await f.integration('PT')).operatorId, user: wireUser(m.id), token: rid(), currency: merchant.currency, lang: 'EN', game };
      const studio = app().hub88Sim.studio;
      const bet = await studio.bet(s, 'r1', 300n);
      expect(bet.balanceMinor).toBe(700n);
      expect((await studio.win(s, 'r1', bet.transactionUuid, 450n, true)).balanceMinor).toBe(1_150n);
      await expect(studio.bet(s, 'r2', 1_151n)).rejects.toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balanceMinor: 1_150n });
      await expect(studio.win(s, 'r3', rid(), 10n, true)).rejects.toBeInstanceOf(SimWalletError);
      const second = await studio.bet(s, 'r4', 150n);
      expect((await studio.rollback(s, 'r4', second.transactionUuid)).balanceMinor).toBe(1_150n);
      expect((await studio.rollback(s, 'r4', second.transactionUuid)).balanceMinor).toBe(1_150n);
      expect(await studio.balance(s)).toBe(1_150n);
      // The main wallet saw only the transfer.
      expect(await m.balance()).toBe(4_000n);
      // Play moved PT's balance on the aggregator's side, which we learn only by asking. Once the balance the transfer
      // answered is older than the refresh age, a read answers it flagged and starts a refresh; a later read has it.
      await sleep(AGE_MS);
      expect(await f.shown(m, 'PT')).toEqual({ vendor: 'PT', balance: '10.00', stale: true });
      await expect.poll(() => f.shown(m, 'PT'), REFRESHED).toEqual({ vendor: 'PT', balance: '11.50' });
    });

    it('an aggregator that does not answer: the last known vendor balance, flagged, and the call still answers', async () => {
      const m = await newMember(app(), 'twst');
      await m.fund(5_000n);
      expect(okValue((await f.move(m, 'MAIN', 'AG', '12')).res, WalletTransferAnswerSchema).transfer?.status).toBe('COMPLETED');
      const ag = await f.integration('AG');
      // A closed port: the connection is refused at once.
      await f.db().update(vendorIntegrations).set({ aggregatorUrl: 'http://127.0.0.1:9/nowhere' }).where(eq(vendorIntegrations.id, ag.id));
      try {
        // Within the refresh age the transfer's answer is the balance, unflagged; past it, flagged, and stays so
        // while the refreshes find no aggregator.
        expect(await f.shown(m, 'AG')).toEqual({ vendor: 'AG', balance: '12.00' });
        await sleep(AGE_MS);
        const gcs = okValue(await m.call('walletGcs'), WalletGcsSchema);
        expect(gcs.wallets?.find((w) => w.vendor === 'AG')).toEqual({ vendor: 'AG', balance: '12.00', stale: true });
        expect(gcs.mainBalance).toBe('38.00');
        await sleep(100);
        expect(await f.shown(m, 'AG')).toEqual({ vendor: 'AG', balance: '12.00', stale: true });
        // A deposit that cannot reach the aggregator stays PENDING: the money waits, it is not lost.
        const t = await f.move(m, 'MAIN', 'AG', '1');
        expect(okValue(t.res, WalletTransferAnswerSchema).transfer?.status).toBe('PENDING');
        expect(await m.balance()).toBe(3_700n);
        // The job cannot ask either: still PENDING, nothing settled.
        expect(await f.runJob(app().jobs, ag.merchantId)).toMatchObject({ paid: 0 });
        expect(await f.transferRow(m, t.requestId)).toMatchObject({ status: 'PENDING' });
      } finally {
        await f.db().update(vendorIntegrations).set({ aggregatorUrl: ag.aggregatorUrl }).where(eq(vendorIntegrations.id, ag.id));
      }
      // Reachable again: the status check sees the request never arrived, and gives the money back.
      expect(await f.runJob(app().jobs, ag.merchantId)).toMatchObject({ paid: 1 });
      expect(await m.balance()).toBe(3_800n);
    });

    it('20 reads at once start one balance call for the vendor, and none of them waits for its answer', async () => {
      const m = await newMember(app(), 'twsf');
      await m.fund(5_000n);
      expect(okValue((await f.move(m, 'MAIN', 'PT', '7')).res, WalletTransferAnswerSchema).transfer?.status).toBe('COMPLETED');
      const pt = await f.integration('PT');
      const aggregator = await slowAggregator();
      await f.db().update(vendorIntegrations).set({ aggregatorUrl: aggregator.url }).where(eq(vendorIntegrations.id, pt.id));
      try {
        await sleep(AGE_MS);
        // The aggregator holds every balance call: all 20 reads answer meanwhile, with the known balance, flagged.
        const reads = await Promise.all(Array.from({ length: 20 }, () => f.shown(m, 'PT')));
        expect(reads).toEqual(Array.from({ length: 20 }, () => ({ vendor: 'PT', balance: '7.00', stale: true })));
        await expect.poll(() => aggregator.calls(m, 'PT'), REFRESHED).toBe(1);
        // Play elsewhere left 9.00 there: once the aggregator answers, the reads show it, unflagged, and ask no more.
        aggregator.release(900n);
        await expect.poll(() => f.shown(m, 'PT'), REFRESHED).toEqual({ vendor: 'PT', balance: '9.00' });
        expect(aggregator.calls(m, 'PT')).toBe(1);
      } finally {
        await f.db().update(vendorIntegrations).set({ aggregatorUrl: pt.aggregatorUrl }).where(eq(vendorIntegrations.id, pt.id));
        await aggregator.close();
      }
    });

    it('a switched-off transfer vendor takes no deposit, but its money can still come home', async () => {
      const m = await newMember(app(), 'twoff');
      await m.fund(5_000n);
      expect(okValue((await f.move(m, 'MAIN', 'SABA', '5')).res, WalletTransferAnswerSchema).transfer?.status).toBe('COMPLETED');
      const saba = await f.integration('SABA');
      await f.db().update(vendorIntegrations).set({ enabled: false }).where(eq(vendorIntegrations.id, saba.id));
      try {
        expect(errorBody((await f.move(m, 'MAIN', 'SABA', '1')).res).errorCode).toBe(ErrorCode.VENDOR_DISABLED);
        expect(okValue((await f.move(m, 'SABA', 'MAIN', '5')).res, WalletTransferAnswerSchema).transfer?.status).toBe('COMPLETED');
      } finally {
        await f.db().update(vendorIntegrations).set({ enabled: true }).where(eq(vendorIntegrations.id, saba.id));
      }
      expect(await m.balance()).toBe(5_000n);
    });
  },
  { config: CONFIG },
);

let current: FastifyInstance | undefined;
describeTwoJobInstances(
  'transfer settling with two instances',
  () => transferJobs(() => current!),
  (ctx) => {
    const app = () => ctx().app;
    const f = fixtures(app);
    beforeAll(async () => {
      current = app();
      await app().listen({ port: 0, host: '127.0.0.1' });
    });

    it('two instances settle each PENDING transfer once', async () => {
      const merchant = await f.demo();
      const m = await newMember(app(), 'tw2i');
      await m.fund(10_000n);
      transferWalletTestHooks.next = { delayMs: LATE_MS, apply: true };
      const dep = await f.move(m, 'MAIN', 'AG', '40');
      await sleep(LATE_MS);
      transferWalletTestHooks.next = { delayMs: LATE_MS, apply: false };
      const lost = await f.move(m, 'MAIN', 'PT', '15');
      await sleep(LATE_MS);
      expect((await f.transferRow(m, dep.requestId))?.status).toBe('PENDING');
      expect((await f.transferRow(m, lost.requestId))?.status).toBe('PENDING');

      // Both instances run at once (different periods, so both really look): each transfer is settled by one.
      const runs = await Promise.all([f.runJob(app().jobs, merchant.id), f.runJob(ctx().other, merchant.id), f.runJob(app().jobs, merchant.id)]);
      expect(runs.reduce((n, r) => n + (r?.paid ?? 0), 0)).toBe(2);
      expect(await f.transferRow(m, dep.requestId)).toMatchObject({ status: 'COMPLETED' });
      expect(await f.transferRow(m, lost.requestId)).toMatchObject({ status: 'FAILED' });
      expect(await f.kinds(m)).toEqual([
        ['deposit', 10_000n],
        ['transfer_out', -4_000n],
        ['transfer_out', -1_500n],
        ['refund', 1_500n],
      ]);
      expect(await f.simBalance(m, 'AG')).toBe(4_000n);
      expect(await f.simBalance(m, 'PT')).toBe(0n);
    });
  },
  CONFIG,
);
