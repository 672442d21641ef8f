import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ErrorCode } from '@wps/contract';
import { ledgerEntries, members, merchants, wallets } from '../src/db/schema.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { credit, debit, type MoneyMove } from '../src/modules/wallet/service.js';
import { AppError } from '../src/platform/envelope.js';
import { seed } from '../src/seed/seed.js';
import { describeEachDb } from './helper.js';

describeEachDb('seed and wallet ledger', (ctx) => {
  const db = () => ctx().app.db;

  const snapshot = async () => ({
    merchants: (await db().select({ id: merchants.id, code: merchants.code }).from(merchants)).length,
    members: await db().select({ id: members.id, u: members.username, h: members.passwordHash }).from(members).orderBy(members.id),
    wallets: await db().select().from(wallets).orderBy(wallets.id),
    ledger: await db().select().from(ledgerEntries).orderBy(ledgerEntries.id),
  });

  it('seeds idempotently: demo01 has 1000.00 from one seed entry, its seeded lottery rounds adding up to zero', async () => {
    // The template was seeded earlier, maybe on another day (which adds that day's agent salary statements): seed once
    // at a fixed time, then twice more at that time must change nothing.
    const at = new Date();
    await seed(db(), at);
    const before = await snapshot();
    await seed(db(), at);
    await seed(db(), at);
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(after.merchants).toBe(1);
    // demo01 and agent01, demo01's two invitees (referral seed), the winners of the home ticker (winners seed), agent01's
    // team: three sub-agents, their members and three members registered through agent01's link (agent seed); the
    // responsible-gaming demo: one at a deposit limit, one in a time-out, one self-excluded, one whose reality check is due;
    // the identity demo (issue 30): a verified member, one under review, one rejected.
    const team = ['team0001', 'team0002', 'team0003', 'team0004', 'team0005', 'team0006', 'team0007', 'team0008']
      .concat(['team0101', 'team0102', 'team0103', 'team0104', 'team0105', 'team0106'])
      .concat(['team0201', 'team0202', 'team0203', 'team0204', 'team0205'])
      .concat(['team1101', 'team1102', 'team1103', 'team1104', 'team1105']);
    expect(after.members.map((m) => m.u)).toEqual([
      ...['demo01', 'agent01', 'friend01', 'friend02', 'feedback01', 'dexter01', 'mia2024', 'kaito88', 'lucas777'],
      ...['subagent01', 'subagent02', 'subagent11', ...team, 'affmember01', 'affmember02', 'affmember03'],
      ...['rglimit01', 'rgbreak01', 'rgexcluded01', 'rgreality01'],
      ...['kycverified01', 'kycreview01', 'kycrejected01'],
    ]);
    for (const m of after.members) expect(m.h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const demo = after.members[0]!;
    const demoLedger = after.ledger.filter((e) => e.memberId === demo.id);
    expect(demoLedger.filter((e) => e.kind === 'seed')).toHaveLength(1);
    expect(demoLedger[0]).toMatchObject({ amount: 100_000n, balanceAfter: 100_000n, kind: 'seed' });
    // Then only the lottery seed's bets and wins (seed/lottery-seed.ts), which cancel out.
    expect(demoLedger.slice(1).every((e) => e.kind === 'bet' || e.kind === 'settle')).toBe(true);
    expect(demoLedger.slice(1).reduce((sum, e) => sum + e.amount, 0n)).toBe(0n);
    expect(after.wallets.find((w) => w.memberId === demo.id)?.balance).toBe(100_000n);
    // Every seeded balance (agent01's is the salary its seeded contracts paid) is the sum of its ledger entries.
    for (const w of after.wallets)
      expect(after.ledger.filter((e) => e.walletId === w.id).reduce((sum, e) => sum + e.amount, 0n)).toBe(w.balance);
    expect(after.wallets.find((w) => w.memberId === after.members[1]!.id)?.balance).toBeGreaterThan(0n);
  });

  /** A fresh member of the demo merchant with an empty wallet. */
  const newMember = async (username: string) => {
    const [merchant] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
    const m = await memberRepo.insertIfAbsent(db(), { merchantId: merchant!.id, username, passwordHash: 'x' });
    const base = { merchantId: merchant!.id, memberId: m!.id, currency: 'CNY' };
    const balance = async () =>
      (await db().select().from(wallets).where(and(eq(wallets.memberId, m!.id), eq(wallets.merchantId, merchant!.id))))[0]
        ?.balance;
    const entries = () => db().select().from(ledgerEntries).where(eq(ledgerEntries.memberId, m!.id));
    const run = (fn: typeof credit, move: Omit<MoneyMove, keyof typeof base>) =>
      db().transaction((tx) => fn(tx, { ...base, ...move }));
    return { balance, entries, run };
  };

  it('applies an idempotency key once and refuses its reuse for another move', async () => {
    const w = await newMember('ledger_a');
    const first = await w.run(credit, { amount: 500n, kind: 'deposit', idempotencyKey: 'dep-1' });
    const again = await w.run(credit, { amount: 500n, kind: 'deposit', idempotencyKey: 'dep-1' });
    expect(first).toMatchObject({ balance: 500n, replayed: false });
    expect(again).toMatchObject({ entryId: first.entryId, balance: 500n, replayed: true });
    await expect(w.run(credit, { amount: 999n, kind: 'deposit', idempotencyKey: 'dep-1' })).rejects.toMatchObject({
      code: ErrorCode.REQUEST_REUSED,
    });
    expect(await w.balance()).toBe(500n);
    expect(await w.entries()).toHaveLength(1);
  });

  it('never goes negative and rolls back the whole transaction', async () => {
    const w = await newMember('ledger_b');
    await w.run(credit, { amount: 100n, kind: 'deposit', idempotencyKey: 'b-dep' });
    await expect(w.run(debit, { amount: 101n, kind: 'bet', idempotencyKey: 'b-bet-1' })).rejects.toBeInstanceOf(AppError);
    await expect(w.run(debit, { amount: 101n, kind: 'bet', idempotencyKey: 'b-bet-1' })).rejects.toMatchObject({
      code: ErrorCode.INSUFFICIENT_FUNDS,
    });
    await expect(w.run(debit, { amount: 0n, kind: 'bet', idempotencyKey: 'b-bet-0' })).rejects.toMatchObject({ code: ErrorCode.VALIDATION });
    const ok = await w.run(debit, { amount: 100n, kind: 'bet', idempotencyKey: 'b-bet-2' });
    expect(ok.balance).toBe(0n);
    expect((await w.entries()).map((e) => e.amount)).toEqual([100n, -100n]);
  });

  it('lets exactly 10 of 20 parallel debits through when the balance covers 10', async () => {
    const w = await newMember('ledger_c');
    await w.run(credit, { amount: 1000n, kind: 'deposit', idempotencyKey: 'c-dep' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => w.run(debit, { amount: 100n, kind: 'bet', idempotencyKey: `c-bet-${i}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    for (const r of refused) expect(r.reason).toMatchObject({ code: ErrorCode.INSUFFICIENT_FUNDS });
    expect(await w.balance()).toBe(0n);
    const entries = await w.entries();
    expect(entries).toHaveLength(11);
    expect(entries.reduce((sum, e) => sum + e.amount, 0n)).toBe(0n);
  });

  it('replays the same key sent 10 times in parallel exactly once', async () => {
    const w = await newMember('ledger_d');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => w.run(credit, { amount: 250n, kind: 'deposit', idempotencyKey: 'd-dep' })),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await w.balance()).toBe(250n);
    expect(await w.entries()).toHaveLength(1);
  });
});
