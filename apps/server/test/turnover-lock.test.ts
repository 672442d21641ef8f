import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  BankCardSchema,
  CALLS,
  ErrorCode,
  TransferResultSchema,
  TurnoverOpenSchema,
  WalletTransferAnswerSchema,
  WithdrawOrderSchema,
  type CallName,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { agentProfiles, agentTransfers, eventDeliveries, ledgerEntries, withdrawOrders } from '../src/db/schema.js';
import { BONUS_TURNOVER } from '../src/modules/bonus/index.js';
import { publishDepositCredited } from '../src/modules/deposit/index.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { issueReward } from '../src/modules/rewards/index.js';
import { credit } from '../src/modules/wallet/index.js';
import { describeEachDb, encryptedBody, errorBody, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';

// Issue 26, defect 4: money under an open bonus turnover cannot leave the member's reach by any path (a withdrawal, a
// transfer to another member), and bets and the member's own vendor wallets keep counting as the member's.

const PIN = '364152';
const CARD = { bankCode: 'ICBC', accountName: 'Zhang San', accountNo: '6222000033334444' };
const ENCRYPTED_AGENT = new Set<CallName>(['transferDownline', 'transferMultipleDownline']);

describeEachDb('turnover lock', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;

  beforeAll(async () => {
    // Transfer-mode vendors (AG) answer over real HTTP: the simulator is this app.
    await app().listen({ port: 0, host: '127.0.0.1' });
  });

  async function call(m: TestMember, name: CallName, body: unknown) {
    if (!ENCRYPTED_AGENT.has(name)) return m.call(name, { body });
    const { payload, headers } = await encryptedBody(app(), body);
    return app().inject({ method: CALLS[name].method, url: CALLS[name].path, payload, headers: { Authorization: m.token, ...headers } });
  }

  /** An agent with a payment password and one direct downline member with a bank card and a payment password. */
  async function agentWithDownline() {
    const agent = await newMember(app(), 'tlag', 1);
    const down = await newMember(app(), 'tldn', 0);
    await db().insert(agentProfiles).values({ merchantId: agent.merchantId, memberId: agent.id, uplineId: null, path: `/${agent.id}/`, depth: 0, rebateBp: 100 });
    await db().insert(agentProfiles).values({ merchantId: down.merchantId, memberId: down.id, uplineId: agent.id, path: `/${agent.id}/${down.id}/`, depth: 1, rebateBp: 0 });
    for (const m of [agent, down]) expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
    const card = okValue(await down.call('bindBankCard', { body: CARD }), BankCardSchema);
    const agentCard = okValue(await agent.call('bindBankCard', { body: CARD }), BankCardSchema);
    const withdraw = (m: TestMember, amount: string, cardId: number) =>
      m.call('withdraw', { body: { amount, bankCardId: cardId, paymentPassword: PIN, requestId: rid() } });
    return {
      agent,
      down,
      toDownline: (amount: string, requestId = rid()) => call(agent, 'transferDownline', { memberId: down.id, amount, paymentPassword: PIN, requestId }),
      downWithdraws: (amount: string) => withdraw(down, amount, card.id),
      agentWithdraws: (amount: string) => withdraw(agent, amount, agentCard.id),
    };
  }

  /** A 300.00 MANUAL reward in the member's reward centre (the demo rule: turnover 1x the bonus); answers its id. */
  async function reward(m: TestMember, amount = 300_00n): Promise<number> {
    const row = await db().transaction((tx) =>
      issueReward(tx, m.merchantId, { memberId: m.id, kind: 'MANUAL', title: 'Goodwill', amount, reference: `tl:${m.id}:${rid()}` }),
    );
    return row.id;
  }

  /** Plays a round of `stake` that pays the stake back: the balance stays, the turnover counts it. */
  async function wager(m: TestMember, stake: bigint): Promise<void> {
    const base = { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG', roundId: `tl-${m.id}-${rid()}` };
    await db().transaction((tx) => placeBet(tx, { ...base, memberId: m.id, gameCode: 'pg-rng-001', gameType: 'RNG', stake }));
    await db().transaction((tx) => settleRound(tx, { ...base, payout: stake }));
    await app().events.drain();
  }

  const exits = async (m: TestMember) =>
    (await db().select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, m.id)))).filter((e) => e.kind === 'withdraw_hold' || e.kind === 'agent-transfer');

  it('an agent claims a 300.00 bonus with its turnover open: the transfer to a downline is refused and moves nothing; once wagered it goes', async () => {
    const t = await agentWithDownline();
    expect((await t.agent.call('claimReward', { body: { id: await reward(t.agent) } })).statusCode).toBe(200);
    expect(await t.agent.balance()).toBe(300_00n);

    const refused = await t.toDownline('300');
    expect(refused.statusCode).toBe(409);
    const body = errorBody(refused);
    expect(body.errorCode).toBe(ErrorCode.TURNOVER_OPEN);
    expect(TurnoverOpenSchema.parse(body.value)).toEqual({ required: '300.00', wagered: '0.00', left: '300.00' });
    // Several downlines at once are the same debit: refused too.
    const multi = await call(t.agent, 'transferMultipleDownline', { items: [{ memberId: t.down.id, amount: '100' }], paymentPassword: PIN, requestId: rid() });
    expect(errorBody(multi).errorCode).toBe(ErrorCode.TURNOVER_OPEN);
    // Nothing moved: no transfer row, no ledger entry on either side, nothing the downline could withdraw.
    expect(await t.agent.balance()).toBe(300_00n);
    expect(await t.down.balance()).toBe(0n);
    expect(await db().select().from(agentTransfers).where(eq(agentTransfers.agentId, t.agent.id))).toEqual([]);
    expect(await t.down.entries()).toEqual([]);
    expect(errorBody(await t.downWithdraws('300')).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);

    // Part wagered: still refused, saying what is left.
    await wager(t.agent, 120_00n);
    expect(TurnoverOpenSchema.parse(errorBody(await t.toDownline('300')).value)).toEqual({ required: '300.00', wagered: '120.00', left: '180.00' });

    await wager(t.agent, 180_00n);
    expect(okValue(await t.toDownline('300'), TransferResultSchema)).toMatchObject({ total: '300.00', balance: '0.00' });
    expect(okValue(await t.downWithdraws('300'), WithdrawOrderSchema).status).toBe('pending');
  });

  it('bonus money sent to a transfer-mode vendor wallet and back is still under its turnover', async () => {
    const t = await agentWithDownline();
    await t.agent.fund(200_00n);
    expect((await t.agent.call('claimReward', { body: { id: await reward(t.agent) } })).statusCode).toBe(200);

    // The vendor wallet stays the member's (it can only come back here): sending money there is allowed ...
    const out = okValue(await t.agent.call('walletTransfer', { body: { from: 'MAIN', to: 'AG', amount: '500', requestId: rid() } }), WalletTransferAnswerSchema);
    expect(out).toMatchObject({ mainBalance: '0.00', transfer: { status: 'COMPLETED' } });
    const back = okValue(await t.agent.call('walletTransfer', { body: { from: 'AG', to: 'MAIN', amount: '500', requestId: rid() } }), WalletTransferAnswerSchema);
    expect(back).toMatchObject({ mainBalance: '500.00', transfer: { status: 'COMPLETED' } });

    // ... and what comes back is still locked: no transfer to a downline, no withdrawal.
    expect(errorBody(await t.toDownline('500')).errorCode).toBe(ErrorCode.TURNOVER_OPEN);
    expect(errorBody(await t.toDownline('1')).errorCode).toBe(ErrorCode.TURNOVER_OPEN);
    expect(errorBody(await t.agentWithdraws('500')).errorCode).toBe(ErrorCode.TURNOVER_OPEN);
    expect(await t.agent.balance()).toBe(500_00n);
    expect(await exits(t.agent)).toEqual([]);

    await wager(t.agent, 300_00n);
    expect(okValue(await t.toDownline('100'), TransferResultSchema).balance).toBe('400.00');
    expect(okValue(await t.agentWithdraws('400'), WithdrawOrderSchema).status).toBe('pending');
  });

  it('a deposit bonus holds from its payment on: while its requirement is on its way, or its delivery failed', async () => {
    const t = await agentWithDownline();
    const orderNo = `TL${rid()}`;
    const base = { merchantId: t.agent.merchantId, memberId: t.agent.id, currency: 'CNY' };
    const delivery = async (patch: Partial<typeof eventDeliveries.$inferInsert>, eventId: number) =>
      db().update(eventDeliveries).set(patch).where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.subscriber, BONUS_TURNOVER)));
    // Paid as a deposit approval pays it (the deposit, its bonus and deposit.credited in one transaction), and the
    // turnover subscriber's delivery waiting for a retry, as after a failed attempt.
    const eventId = await db().transaction(async (tx) => {
      await credit(tx, { ...base, amount: 100_00n, kind: 'deposit', idempotencyKey: `deposit:${orderNo}` });
      await credit(tx, { ...base, amount: 20_00n, kind: 'bonus', idempotencyKey: `bonus:${orderNo}` });
      const id = await publishDepositCredited(tx, t.agent.merchantId, { memberId: t.agent.id, orderNo, amount: '10000', bonus: '2000', channelType: 'BANK', via: 'operator' });
      await tx.update(eventDeliveries).set({ nextAttemptAt: new Date(Date.now() + 3_600_000), attempts: 1, lastError: 'test: retry later' })
        .where(and(eq(eventDeliveries.eventId, id), eq(eventDeliveries.subscriber, BONUS_TURNOVER)));
      return id;
    });
    // The demo deposit rule: 1x the deposit and 1x the bonus.
    const asked = { required: '120.00', wagered: '0.00', left: '120.00' };
    const refused = await t.toDownline('120');
    expect(errorBody(refused).errorCode).toBe(ErrorCode.TURNOVER_OPEN);
    expect(TurnoverOpenSchema.parse(errorBody(refused).value)).toEqual(asked);
    expect(errorBody(await t.agentWithdraws('120')).errorCode).toBe(ErrorCode.TURNOVER_OPEN);

    // Given up after its last attempt: still held (an operator retries it from the event deliveries).
    await delivery({ failedAt: new Date() }, eventId);
    expect(TurnoverOpenSchema.parse(errorBody(await t.toDownline('120')).value)).toEqual(asked);
    expect(await exits(t.agent)).toEqual([]);

    // Retried: the requirement opens, and holds as it did.
    await delivery({ failedAt: null, nextAttemptAt: new Date(), attempts: 0 }, eventId);
    await app().events.drain();
    expect(TurnoverOpenSchema.parse(errorBody(await t.toDownline('120')).value)).toEqual(asked);
    await wager(t.agent, 120_00n);
    expect(okValue(await t.toDownline('120'), TransferResultSchema).balance).toBe('0.00');
  });

  it('a bonus claimed while a withdrawal and a transfer to a downline race it: nothing beyond the unlocked part leaves', async () => {
    for (let round = 0; round < 3; round++) {
      const t = await agentWithDownline();
      await t.agent.fund(200_00n);
      const id = await reward(t.agent);
      const claim = () => t.agent.call('claimReward', { body: { id } });
      // Each asks for the whole balance the bonus would make: only what was there before the bonus is free.
      const racers = [claim, () => t.agentWithdraws('500'), () => t.toDownline('500'), () => t.agentWithdraws('200'), () => t.toDownline('200')];
      const order = [...racers.slice(round), ...racers.slice(0, round)];
      const answers = await Promise.all(order.map((f) => f()));
      const claimed = answers[order.indexOf(claim)]!;
      expect(claimed.statusCode).toBe(200);
      for (const a of answers.filter((x) => x !== claimed && x.statusCode !== 200)) {
        expect([ErrorCode.TURNOVER_OPEN, ErrorCode.INSUFFICIENT_FUNDS]).toContain(errorBody(a).errorCode);
      }
      const left = -(await exits(t.agent)).reduce((s, e) => s + e.amount, 0n);
      expect(left).toBeLessThanOrEqual(200_00n);
      // The bonus itself stayed: the balance is what was there, with the bonus, less what left.
      expect(await t.agent.balance()).toBe(500_00n - left);
      expect(await t.agent.balance()).toBeGreaterThanOrEqual(300_00n);
      const orders = await db().select().from(withdrawOrders).where(eq(withdrawOrders.memberId, t.agent.id));
      expect(orders.reduce((s, o) => s + o.amount, 0n) + (await t.down.balance())).toBe(left);
    }
  });

  it('with the turnover open, parallel withdrawals and transfers to a downline all wait for it; once met they share the balance', async () => {
    const t = await agentWithDownline();
    await t.agent.fund(200_00n);
    expect((await t.agent.call('claimReward', { body: { id: await reward(t.agent) } })).statusCode).toBe(200);
    const race = () => Promise.all([t.agentWithdraws('300'), t.toDownline('300'), t.agentWithdraws('200'), t.toDownline('200')]);
    for (const a of await race()) expect(errorBody(a).errorCode).toBe(ErrorCode.TURNOVER_OPEN);
    expect(await exits(t.agent)).toEqual([]);

    await wager(t.agent, 300_00n);
    const answers = await race();
    const left = -(await exits(t.agent)).reduce((s, e) => s + e.amount, 0n);
    expect(left).toBeLessThanOrEqual(500_00n);
    expect(await t.agent.balance()).toBe(500_00n - left);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(errorBody(a).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
  });
});
