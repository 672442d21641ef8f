import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  ErrorCode,
  BankCardSchema,
  CALLS,
  PnlSchema,
  ReconcileResultSchema,
  TransactionPageSchema,
  TxCodeListSchema,
  WalletGcsSchema,
  WalletTransferAnswerSchema,
  moneyToMinor,
  type WalletTransferRequest,
} from '@wps/contract';
import { merchants, wallets, type Merchant } from '../src/db/schema.js';
import { reconcile } from '../src/modules/wallet/reconcile.js';
import { credit, debit } from '../src/modules/wallet/service.js';
import { transfer } from '../src/modules/wallet/transfer.js';
import { TRANSFER_SETTLE_JOB } from '../src/modules/wallet/transfer-jobs.js';
import { rejectWithdrawal, requestWithdrawal } from '../src/modules/withdraw/service.js';
import { isAppError } from '../src/platform/envelope.js';
import { describeEachDb, errorBody, okValue } from './helper.js';
import { OPS_TOKEN, newMember, ops, rid, today, type TestMember } from './money-fixtures.js';

/** Small deterministic PRNG (mulberry32) so a failing mix can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The refresh age of known vendor balances here: short, the invariants wait past it once. */
const BALANCE_AGE_MS = 1_000;

describeEachDb(
  'ledger and wallet calls',
  (ctx) => {
    const app = () => ctx().app;
    const demo = async (): Promise<Merchant> => (await app().db.select().from(merchants).where(eq(merchants.code, 'demo')))[0]!;
    // Transfer-mode vendors keep their balances on the aggregator simulator, reached over real HTTP.
    beforeAll(async () => {
      await app().listen({ port: 0, host: '127.0.0.1' });
    });

    it(
      'keeps every invariant after 1,000 random parallel deposits, bets, transfers and withdrawals',
      async () => {
        const merchant = await demo();
        const db = app().db;
        const rand = prng(20261123);
        const people: (TestMember & { cardId: number; moved: bigint })[] = [];
        for (let i = 0; i < 8; i++) {
          const m = await newMember(app(), `inv${i}`);
          await m.fund(20_000n);
          const card = okValue(await m.call('bindBankCard', { body: { bankCode: 'CCB', accountName: `P ${i}`, accountNo: `62270000${i}0000001` } }), BankCardSchema);
          await m.call('paymentPassword', { body: { newPassword: '246810' } });
          people.push({ ...m, cardId: card.id, moved: 20_000n });
        }

        let n = 0;
        const ops1000 = Array.from({ length: 1000 }, () => {
          const p = people[Math.floor(rand() * people.length)]!;
          const amount = BigInt(100 + Math.floor(rand() * 5000));
          const kind = rand();
          const base = { merchantId: merchant.id, memberId: p.id, currency: merchant.currency, amount };
          const key = `inv:${n++}`;
          return async (): Promise<void> => {
            if (kind < 0.3) {
              await db.transaction((tx) => credit(tx, { ...base, kind: 'deposit', idempotencyKey: key }));
              p.moved += amount;
            } else if (kind < 0.6) {
              // A bet and, half of the time, its payout.
              await db.transaction((tx) => debit(tx, { ...base, kind: 'bet', idempotencyKey: key }));
              p.moved -= amount;
              if (rand() < 0.5) {
                await db.transaction((tx) => credit(tx, { ...base, amount: amount * 2n, kind: 'settle', idempotencyKey: `${key}:s` }));
                p.moved += amount * 2n;
              }
            } else if (kind < 0.85) {
              const vendor = ['AG', 'PT', 'SABA'][Math.floor(rand() * 3)]!;
              const out = rand() < 0.6;
              const req: WalletTransferRequest = {
                from: out ? 'MAIN' : vendor,
                to: out ? vendor : 'MAIN',
                amount: (Number(amount) / 100).toFixed(2),
                requestId: `inv-${key.replace(':', '-')}`,
              };
              await transfer(app(), merchant, p.id, req);
            } else {
              const amountMajor = (10_000 + Number(amount) * 2) / 100;
              const order = await requestWithdrawal(db, merchant, p.id, {
                amount: amountMajor.toFixed(2),
                bankCardId: p.cardId,
                paymentPassword: '246810',
                requestId: `inv-w-${key.replace(':', '-')}`,
              });
              p.moved -= BigInt(Math.round(amountMajor * 100));
              if (rand() < 0.5) {
                await rejectWithdrawal(db, merchant, order.orderNo);
                p.moved += BigInt(Math.round(amountMajor * 100));
              }
            }
          };
        });

        const results = await Promise.allSettled(ops1000.map((op) => op()));
        const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        // The only acceptable refusal is a balance that does not cover the move.
        for (const f of failures) expect(isAppError(f.reason) ? f.reason.code : String(f.reason)).toBe(ErrorCode.INSUFFICIENT_FUNDS);
        expect(results.length - failures.length).toBeGreaterThan(500);

        // A transfer whose answer was lost (a reset connection under this load) waits for the status check, as in
        // production: the settling job completes or refunds it, then nothing may be pending.
        await app().jobs.run(TRANSFER_SETTLE_JOB, merchant.id, new Date().toISOString().slice(0, 16));
        const books = await reconcile(db, merchant.id);
        expect(books.mismatches).toEqual([]);
        expect(books.ok).toBe(true);
        // Transfer-mode vendor balances are the last known ones: overlapping transfers of one member may have answered
        // out of order, and the status checks carry none. Once they are older than the refresh age, a read refreshes
        // them in the background: wait for that, then every one is the aggregator's balance after everything.
        await new Promise((r) => setTimeout(r, BALANCE_AGE_MS));
        for (const p of people) {
          const read = async () => okValue(await p.call('walletGcs'), WalletGcsSchema);
          let gcs = await read();
          for (let tries = 0; gcs.wallets?.some((w) => w.stale) && tries < 200; tries++) {
            await new Promise((r) => setTimeout(r, 50));
            gcs = await read();
          }
          const main = (await db.select().from(wallets).where(and(eq(wallets.memberId, p.id), eq(wallets.merchantId, merchant.id))))[0]!;
          // Every vendor wallet as the member sees it: none pending, none flagged, none negative.
          expect(gcs.pending ?? []).toEqual([]);
          const vendors = (gcs.wallets ?? []).map((w) => ({ stale: w.stale ?? false, balance: moneyToMinor(w.balance) }));
          expect(vendors.filter((v) => v.stale)).toEqual([]);
          expect(main.balance >= 0n && vendors.every((v) => v.balance >= 0n)).toBe(true);
          const total = vendors.reduce((s, v) => s + v.balance, main.balance);
          expect(total).toBe(p.moved);
          expect(gcs.sumBalance).toBe((Number(total) / 100).toFixed(2));
          expect(gcs.mainBalance).toBe((Number(main.balance) / 100).toFixed(2));
          const entries = await p.entries();
          expect(entries.reduce((s, e) => s + e.amount, 0n)).toBe(main.balance);
        }
      },
      180_000,
    );

    it('transfers between the main wallet and vendor wallets, once per requestId', async () => {
      const m = await newMember(app(), 'xfer');
      await m.fund(10_000n);
      const requestId = rid();
      const out = okValue(await m.call('walletTransfer', { body: { from: 'MAIN', to: 'ag', amount: '30', requestId } }), WalletTransferAnswerSchema);
      // AG, PT and SABA are transfer-mode vendors: each shows the balance the aggregator answered.
      const vendors = (ag: string) => [
        { vendor: 'AG', balance: ag },
        { vendor: 'PT', balance: '0.00' },
        { vendor: 'SABA', balance: '0.00' },
      ];
      expect(out).toMatchObject({ sumBalance: '100.00', mainBalance: '70.00', wallets: vendors('30.00'), transfer: { requestId, status: 'COMPLETED' } });
      okValue(await m.call('walletTransfer', { body: { from: 'MAIN', to: 'AG', amount: '30', requestId } }), WalletGcsSchema);
      expect(await m.balance()).toBe(7_000n);

      const back = await m.call('walletTransfer', { body: { from: 'AG', to: 'MAIN', amount: '30.01', requestId: rid() } });
      expect(errorBody(back).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      for (const body of [
        { from: 'MAIN', to: 'NOPE', amount: '1', requestId: rid() },
        { from: 'AG', to: 'PT', amount: '1', requestId: rid() },
        { from: 'MAIN', to: 'AG', amount: '0', requestId: rid() },
        { from: 'MAIN', to: 'AG', amount: 'ten', requestId: rid() },
      ]) {
        expect(errorBody(await m.call('walletTransfer', { body })).errorCode, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
      }
      const home = okValue(await m.call('walletTransfer', { body: { from: 'AG', to: 'MAIN', amount: '30', requestId: rid() } }), WalletTransferAnswerSchema);
      expect(home).toMatchObject({ sumBalance: '100.00', mainBalance: '100.00', wallets: vendors('0.00') });
    });

    it('lists the member transactions and profit and loss of what happened', async () => {
      const merchant = await demo();
      const m = await newMember(app(), 'rec');
      await m.fund(50_000n);
      const base = { merchantId: merchant.id, memberId: m.id, currency: merchant.currency };
      await app().db.transaction(async (tx) => {
        await debit(tx, { ...base, amount: 2_000n, kind: 'bet', idempotencyKey: `rec-bet-${m.id}` });
        await credit(tx, { ...base, amount: 5_000n, kind: 'settle', idempotencyKey: `rec-settle-${m.id}` });
        await credit(tx, { ...base, amount: 1_000n, kind: 'bonus', idempotencyKey: `rec-bonus-${m.id}` });
      });
      const codes = okValue(await m.call('txCodeList'), TxCodeListSchema);
      expect(codes.map((c) => c.code)).toContain('withdraw_hold');

      const page = okValue(await m.call('memberTransaction', { query: { start: today(), end: today() } }), TransactionPageSchema);
      expect(page.list.map((t) => [t.txCode, t.amount])).toEqual([
        ['bonus', '10.00'],
        ['settle', '50.00'],
        ['bet', '-20.00'],
        ['deposit', '500.00'],
      ]);
      expect(page.list[0]!.balanceAfter).toBe('540.00');
      const bets = okValue(await m.call('memberTransaction', { query: { start: today(), end: today(), txCode: 'bet' } }), TransactionPageSchema);
      expect(bets.totalCount).toBe(1);

      const pnl = okValue(await m.call('memPnl', { query: { start: today(), end: today() } }), PnlSchema);
      expect(pnl.days).toHaveLength(1);
      expect(pnl.total).toEqual({ deposit: '500.00', withdraw: '0.00', bet: '20.00', payout: '50.00', bonus: '10.00', profit: '40.00' });

      for (const query of [
        { start: today(), end: '2020-01-01' },
        { start: '2020-01-01', end: today() },
        { start: 'yesterday', end: today() },
      ]) {
        expect(errorBody(await m.call('memberTransaction', { query })).errorCode).toBe(ErrorCode.VALIDATION);
      }
      const other = await newMember(app(), 'rec2');
      expect(okValue(await other.call('memberTransaction', { query: { start: today(), end: today() } }), TransactionPageSchema).list).toEqual([]);
    });

    it('runs the reconciliation through the operator API, which needs the operator token', async () => {
      const res = await ops(app(), 'GET', CALLS.opsReconcile.path.replace(':code', 'demo'));
      const result = okValue(res, ReconcileResultSchema);
      expect(result).toMatchObject({ ok: true, mismatches: [] });
      expect(result.accounts).toBeGreaterThan(1);
      expect((await ops(app(), 'GET', CALLS.opsReconcile.path.replace(':code', 'demo'), null)).statusCode).toBe(401);
      expect((await ops(app(), 'GET', CALLS.opsReconcile.path.replace(':code', 'nope'))).statusCode).toBe(404);
    });

    it('reports a tampered balance as a mismatch', async () => {
      const m = await newMember(app(), 'tamper');
      await m.fund(1_000n);
      const merchant = await demo();
      await app().db.update(wallets).set({ balance: 999_999n }).where(eq(wallets.memberId, m.id));
      const books = await reconcile(app().db, merchant.id);
      expect(books.ok).toBe(false);
      expect(books.mismatches).toEqual([expect.objectContaining({ balance: '9999.99', entries: '10.00' })]);
      await app().db.update(wallets).set({ balance: 1_000n }).where(eq(wallets.memberId, m.id));
      expect((await reconcile(app().db, merchant.id)).ok).toBe(true);
    });
  },
  // 1,000 operations at once on one database: the aggregator's answers may take long, and must not time out here.
  {
    opsKey: OPS_TOKEN,
    config: { transferWallet: { timeoutMs: 120_000, balanceTimeoutMs: 60_000, balanceMaxAgeMs: BALANCE_AGE_MS, balanceRefreshes: 16, settleAfterMs: 0 } },
  },
);
