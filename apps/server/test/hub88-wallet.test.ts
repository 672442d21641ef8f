import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLS,
  HUB88_SIGNATURE_HEADER,
  HUB88_STATUSES,
  HUB88_WALLET_PREFIX,
  Hub88UserInfoAnswerSchema,
  Hub88WalletAnswerSchema,
  InhouseRoundSchema,
  GameListSchema,
  minorToHub88,
  type Hub88WalletAnswer,
} from '@wps/contract';
import {
  domainEvents,
  gameLaunches,
  gameRounds,
  games,
  hub88Transactions,
  ledgerEntries,
  members,
  merchants,
  missionProgress,
  missions,
  pointsAccounts,
  turnoverRequirements,
  vendorIntegrations,
  vipDailyBets,
  vipProgress,
  wallets,
  type Merchant,
} from '../src/db/schema.js';
import { openRequirement } from '../src/modules/bonus/service.js';
import { pointsFor, pointsRuleOf } from '../src/modules/mall/points.js';
import { issueTicket } from '../src/modules/games/inhouse/service.js';
import { accountRepo, memberRepo } from '../src/modules/member/repo.js';
import { sessionRepo } from '../src/modules/session/repo.js';
import { credit } from '../src/modules/wallet/service.js';
import { newToken, sha256Hex } from '../src/platform/crypto.js';
import { newRsaKeyPair, signBody } from '../src/platform/rsa-signature.js';
import { createOtherMerchant } from './fixtures.js';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { walletBet, walletRollback, walletWin, WalletRefusal, type WalletTx } from '../src/modules/games/hub88/wallet-service.js';
import { fingerprint, wireUser } from '../src/modules/games/hub88/wire.js';
import { DB_KINDS, describeEachDb, okValue, testConfig, twoInstances } from './helper.js';

// The Hub88 Wallet API as the aggregator calls it (signed HTTP, a key pair the test plays the aggregator with), on a
// real database: signatures, tokens, idempotency, rollbacks before bets, concurrency, and the in-house studio on the
// same money path.

const VENDOR = 'PG';
const day = () => new Date().toISOString().slice(0, 10);
const aggregator = newRsaKeyPair();
const forger = newRsaKeyPair();

describeEachDb('hub88 wallet API', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  let demo: Merchant;
  let gameCode = '';
  let gameId = 0;
  let n = 0;
  const uuid = (tag: string) => `${tag}-${(n += 1)}-${Date.now()}`;

  beforeAll(async () => {
    [demo] = (await db().select().from(merchants).where(eq(merchants.code, 'demo'))) as [Merchant];
    const [game] = await db().select().from(games).where(and(eq(games.merchantId, demo.id), eq(games.vendor, VENDOR))).limit(1);
    gameCode = game!.gameCode;
    gameId = game!.id;
    // The demo merchant's PG connection, verified with the key this test signs with.
    await db()
      .insert(vendorIntegrations)
      .values({
        merchantId: demo.id,
        vendor: VENDOR,
        aggregatorUrl: '/sim/hub88',
        operatorId: 1,
        operatorPrivateKey: newRsaKeyPair().privateKeyPem,
        aggregatorPublicKey: aggregator.publicKeyPem,
        currency: 'CNY',
      })
      .onConflictDoUpdate({ target: [vendorIntegrations.merchantId, vendorIntegrations.vendor], set: { aggregatorPublicKey: aggregator.publicKeyPem, enabled: true } });
  });

  async function sessionFor(merchantId: number, memberId: number) {
    const row = await sessionRepo.insert(db(), {
      tokenHash: sha256Hex(newToken()),
      merchantId,
      memberId,
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: null,
      device: null,
    });
    return row.id;
  }

  /** A fresh member of the merchant with `balance` minor units and a launch ticket (the wire token) for a PG game. */
  async function player(username: string, balance: bigint, merchant: Merchant = demo) {
    const m = (await memberRepo.insertIfAbsent(db(), { merchantId: merchant.id, username, passwordHash: 'x' }))!;
    if (balance > 0n) {
      await db().transaction((tx) =>
        credit(tx, { merchantId: merchant.id, memberId: m.id, currency: 'CNY', amount: balance, kind: 'deposit', idempotencyKey: `t:${merchant.id}:${username}` }),
      );
    }
    const token = await issueTicket(db(), { merchantId: merchant.id, memberId: m.id, sessionId: await sessionFor(merchant.id, m.id), gameId });
    const walletBalance = async () =>
      (await db().select().from(wallets).where(and(eq(wallets.merchantId, merchant.id), eq(wallets.memberId, m.id))))[0]?.balance ?? 0n;
    const ledgerSum = async () =>
      BigInt(
        (await db().select({ s: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` }).from(ledgerEntries).where(eq(ledgerEntries.memberId, m.id)))[0]!.s,
      );
    return { id: m.id, user: wireUser(m.id), token, walletBalance, ledgerSum };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  /** Posts a body as the aggregator does: the exact bytes, signed (or not, or by someone else). */
  async function call(path: string, body: unknown, opts: { key?: string | null; code?: string; raw?: string } = {}): Promise<Hub88WalletAnswer> {
    const raw = opts.raw ?? JSON.stringify(body);
    const key = opts.key === undefined ? aggregator.privateKeyPem : opts.key;
    const res = await app().inject({
      method: 'POST',
      url: `${HUB88_WALLET_PREFIX}/${opts.code ?? 'demo'}${path}`,
      headers: { 'content-type': 'application/json', ...(key ? { [HUB88_SIGNATURE_HEADER]: signBody(key, raw) } : {}) },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    return Hub88WalletAnswerSchema.parse(res.json());
  }

  const tx = (p: Player, over: Record<string, unknown> = {}) => ({
    user: p.user,
    token: p.token,
    request_uuid: uuid('req'),
    transaction_uuid: uuid('tx'),
    round: uuid('round'),
    game_code: gameCode,
    currency: 'CNY',
    amount: minorToHub88(100n),
    ...over,
  });
  const bet = (p: Player, over: Record<string, unknown> = {}, opts = {}) => call('/transaction/bet', tx(p, over), opts);
  const win = (p: Player, over: Record<string, unknown>) => call('/transaction/win', tx(p, over));
  const rollback = (p: Player, over: Record<string, unknown>) => {
    const { currency: _c, amount: _a, ...body } = tx(p, over);
    return call('/transaction/rollback', body);
  };

  it('refuses a missing or forged signature and an unknown merchant, and moves nothing', async () => {
    const p = await player('h88_sig', 1_000n);
    expect((await bet(p, {}, { key: null })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await bet(p, {}, { key: forger.privateKeyPem })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // A signature over other bytes than those sent.
    const body = tx(p);
    const res = await app().inject({
      method: 'POST',
      url: `${HUB88_WALLET_PREFIX}/demo/transaction/bet`,
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(aggregator.privateKeyPem, JSON.stringify(body)) },
      payload: JSON.stringify({ ...body, amount: minorToHub88(900n) }),
    });
    expect(res.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect((await bet(p, {}, { code: 'no-such-merchant' })).status).toBe('RS_ERROR_INVALID_PARTNER');
    expect((await call('/transaction/bet', null, { raw: '{"user": ' })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await call('/transaction/bet', { user: p.user })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await bet(p, { amount: 'ten' })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, { amount: 100_500 })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, { game_code: 'no-such-game' })).status).toBe('RS_ERROR_INVALID_GAME');
    expect(await p.walletBalance()).toBe(1_000n);
    expect(await db().select().from(hub88Transactions).where(eq(hub88Transactions.memberId, p.id))).toHaveLength(0);
  });

  it('answers user info and balance in wire units', async () => {
    const p = await player('h88_bal', 12_345n);
    const info = await call('/user/info', { user: p.user, request_uuid: 'r-1' });
    expect(info).toMatchObject({ status: 'RS_OK', user: p.user, request_uuid: 'r-1', currency: 'CNY', balance: 12_345_000 });
    expect(await call('/user/balance', { user: p.user, token: p.token, request_uuid: 'r-2', game_code: gameCode })).toMatchObject({
      status: 'RS_OK',
      balance: 12_345_000,
    });
    expect((await call('/user/balance', { user: 'm999999', token: p.token, request_uuid: 'r-3' })).status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('takes a bet once: a replay answers the same and moves nothing; the same uuid with another amount is a duplicate', async () => {
    const p = await player('h88_replay', 1_000n);
    const body = tx(p, { amount: minorToHub88(300n) });
    const first = await call('/transaction/bet', body);
    expect(first).toMatchObject({ status: 'RS_OK', balance: minorToHub88(700n), currency: 'CNY' });
    const [balance, ledger] = [await p.walletBalance(), await p.ledgerSum()];
    for (const again of await Promise.all([call('/transaction/bet', body), call('/transaction/bet', { ...body, request_uuid: 'other-request' })])) {
      expect(again).toEqual(first);
    }
    expect(await p.walletBalance()).toBe(balance);
    expect(await p.ledgerSum()).toBe(ledger);
    expect(ledger).toBe(balance);
    expect((await call('/transaction/bet', { ...body, amount: minorToHub88(301n) })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await p.walletBalance()).toBe(700n);
  });

  it('settles a multi-bet round: wins name their bet, the round closes once, the bet record lists it', async () => {
    const p = await player('h88_round', 1_000n);
    const round = uuid('round');
    const b1 = tx(p, { round, amount: minorToHub88(100n) });
    const b2 = tx(p, { round, amount: minorToHub88(200n) });
    expect((await call('/transaction/bet', b1)).status).toBe('RS_OK');
    expect((await call('/transaction/bet', b2)).status).toBe('RS_OK');
    expect((await win(p, { round, reference_transaction_uuid: 'never-placed', amount: 0 })).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await win(p, { round, reference_transaction_uuid: b1.transaction_uuid, amount: minorToHub88(50n) })).toMatchObject({
      status: 'RS_OK',
      balance: minorToHub88(750n),
    });
    const closing = await win(p, { round, reference_transaction_uuid: b2.transaction_uuid, amount: minorToHub88(450n), round_closed: true });
    expect(closing).toMatchObject({ status: 'RS_OK', balance: minorToHub88(1_200n) });
    const [r] = await db().select().from(gameRounds).where(and(eq(gameRounds.memberId, p.id), eq(gameRounds.roundId, round)));
    expect(r).toMatchObject({ vendor: VENDOR, gameCode, stake: 300n, payout: 500n, status: 'settled' });
    expect(await p.ledgerSum()).toBe(1_200n);
    // One bet.placed per bet, one round.settled with the round's totals (other modules subscribe to these shapes).
    const events = await db().select().from(domainEvents).where(sql`${domainEvents.payload}->>'roundId' = ${round}`);
    expect(events.filter((e) => e.type === 'bet.placed').map((e) => e.payload.stake).sort()).toEqual(['100', '200']);
    expect(events.filter((e) => e.type === 'round.settled').map((e) => e.payload)).toEqual([
      { memberId: p.id, vendor: VENDOR, gameCode, gameType: r!.gameType, roundId: round, stake: '300', payout: '500' },
    ]);
    // The member's bet record reads the same rounds.
    const records = await app().inject({
      method: 'GET',
      url: `${CALLS.betRecord.path}?start=${day()}&end=${day()}`,
      headers: { authorization: await loginToken(p.id) },
    });
    expect(JSON.stringify(records.json())).toContain(round);
  });

  it('a bet that closes its round (no win will come) settles the round lost at once, with its round.settled', async () => {
    const p = await player('h88_bet_closes', 1_000n);
    const round = uuid('round');
    expect(await bet(p, { round, amount: minorToHub88(100n), round_closed: true })).toMatchObject({ status: 'RS_OK', balance: minorToHub88(900n) });
    const [r] = await db().select().from(gameRounds).where(and(eq(gameRounds.memberId, p.id), eq(gameRounds.roundId, round)));
    expect(r).toMatchObject({ stake: 100n, payout: 0n, status: 'settled' });
    expect(r!.settledAt).toBeInstanceOf(Date);
    const events = await db().select().from(domainEvents).where(sql`${domainEvents.payload}->>'roundId' = ${round}`);
    expect(events.filter((e) => e.type === 'round.settled').map((e) => e.payload)).toEqual([
      { memberId: p.id, vendor: VENDOR, gameCode, gameType: r!.gameType, roundId: round, stake: '100', payout: '0' },
    ]);
    // Another bet on the closed round is refused and moves nothing.
    expect((await bet(p, { round, amount: minorToHub88(100n) })).status).toBe('RS_ERROR_UNKNOWN');
    expect(await p.walletBalance()).toBe(900n);
  });

  it('a win after the round closed and rollbacks on a settled round publish round.adjusted with their deltas, once', async () => {
    const p = await player('h88_adjusted', 1_000n);
    // An open bonus requirement, so the stake's turnover can be seen counted and taken back.
    await db().transaction((t) =>
      openRequirement(t, demo.id, { memberId: p.id, source: 'application', reference: `t:adjusted:${p.id}`, bonus: 10_000n, deposit: 0n }),
    );
    // Two missions out of reach (switched off again at the end): valid bet counts stakes, rounds counts rounds.
    const [validBetMission, roundsMission] = await db()
      .insert(missions)
      .values(
        (['VALID_BET', 'ROUNDS'] as const).map((metric) => ({
          merchantId: demo.id,
          titles: { EN: `adjusted ${metric}` },
          period: 'DAILY' as const,
          metric,
          target: 1_000_000_000n,
          reward: 100n,
        })),
      )
      .returning();
    const progressOf = async (missionId: number) =>
      (await db().select().from(missionProgress).where(and(eq(missionProgress.missionId, missionId), eq(missionProgress.memberId, p.id))))[0]?.progress;
    const round = uuid('round');
    const b1 = tx(p, { round, amount: minorToHub88(100n) });
    const b2 = tx(p, { round, amount: minorToHub88(200n) });
    await call('/transaction/bet', b1);
    await call('/transaction/bet', b2);
    await win(p, { round, reference_transaction_uuid: b1.transaction_uuid, amount: minorToHub88(50n), round_closed: true });
    const eventsOf = async (type: string) =>
      (await db().select().from(domainEvents).where(and(eq(domainEvents.type, type), sql`${domainEvents.payload}->>'roundId' = ${round}`))).sort(
        (a, b) => a.id - b.id,
      );
    const [settledRound] = await db().select().from(gameRounds).where(and(eq(gameRounds.memberId, p.id), eq(gameRounds.roundId, round)));
    expect(settledRound).toMatchObject({ status: 'settled', stake: 300n, payout: 50n });
    expect(await eventsOf('round.settled')).toHaveLength(1);
    expect(await eventsOf('round.adjusted')).toHaveLength(0);
    await app().events.drain('database');
    const validBet = async () => (await db().select().from(vipProgress).where(eq(vipProgress.memberId, p.id)))[0]?.validBetMinor ?? 0n;
    const dayBet = async () => (await db().select().from(vipDailyBets).where(eq(vipDailyBets.memberId, p.id)))[0]?.validBet ?? 0n;
    const wagered = async () => (await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, p.id)))[0]!.wagered;
    const points = async () => (await db().select().from(pointsAccounts).where(eq(pointsAccounts.memberId, p.id)))[0]?.balance ?? 0;
    const rule = await pointsRuleOf(db(), demo.id);
    expect(await validBet()).toBe(300n);
    expect(await points()).toBe(pointsFor(rule, 300n, settledRound!.gameType));
    const wageredAfterSettle = await wagered();
    expect(wageredAfterSettle).toBeGreaterThan(0n);

    // Hub88 allows a win after the round ended: it pays and is reported as a payout delta, not a second settlement.
    const late = tx(p, { round, reference_transaction_uuid: b2.transaction_uuid, amount: minorToHub88(70n), round_closed: true });
    expect(await call('/transaction/win', late)).toMatchObject({ status: 'RS_OK', balance: minorToHub88(820n) });
    // A replay answers the same and reports nothing again.
    expect(await call('/transaction/win', late)).toMatchObject({ status: 'RS_OK', balance: minorToHub88(820n) });
    const facts = { memberId: p.id, vendor: VENDOR, gameCode, gameType: settledRound!.gameType, roundId: round, settledAt: settledRound!.settledAt!.toISOString() };
    expect((await eventsOf('round.adjusted')).map((e) => e.payload)).toEqual([{ ...facts, stake: '0', payout: '70' }]);

    // A rollback of that win takes it back: a negative payout delta; a rollback of a bet: a negative stake delta.
    expect(await rollback(p, { round, reference_transaction_uuid: late.transaction_uuid })).toMatchObject({ status: 'RS_OK', balance: minorToHub88(750n) });
    expect(await rollback(p, { round, reference_transaction_uuid: b2.transaction_uuid })).toMatchObject({ status: 'RS_OK', balance: minorToHub88(950n) });
    expect((await eventsOf('round.adjusted')).map((e) => e.payload)).toEqual([
      { ...facts, stake: '0', payout: '70' },
      { ...facts, stake: '0', payout: '-70' },
      { ...facts, stake: '-200', payout: '0' },
    ]);
    expect(await eventsOf('round.settled')).toHaveLength(1);
    const [after] = await db().select().from(gameRounds).where(eq(gameRounds.id, settledRound!.id));
    expect(after).toMatchObject({ status: 'settled', stake: 100n, payout: 50n, settledAt: settledRound!.settledAt });
    expect(await p.ledgerSum()).toBe(950n);

    // The stake subscribers took the stake delta and ignored the payout-only ones: VIP valid bets (total and the day
    // the round settled) and the bonus turnover count the 100 still wagered.
    await app().events.drain('database');
    expect(await validBet()).toBe(100n);
    expect(await dayBet()).toBe(100n);
    expect(await wagered()).toBe((wageredAfterSettle * 100n) / 300n);
    expect(await points()).toBe(pointsFor(rule, 300n, settledRound!.gameType) - pointsFor(rule, 200n, settledRound!.gameType));
    // Missions: the valid bet of the round's day loses the stake taken back; the round still counts as one round.
    expect(await progressOf(validBetMission!.id)).toBe(100n);
    expect(await progressOf(roundsMission!.id)).toBe(1n);
    await db()
      .update(missions)
      .set({ enabled: false })
      .where(inArray(missions.id, [validBetMission!.id, roundsMission!.id]));
  });

  async function loginToken(memberId: number): Promise<string> {
    const token = newToken();
    await sessionRepo.insert(db(), { tokenHash: sha256Hex(token), merchantId: demo.id, memberId, expiresAt: new Date(Date.now() + 3_600_000), ip: null, device: null });
    return token;
  }

  it('remembers a rollback that comes before its bet and refuses the late bet; a rollback refunds a bet once', async () => {
    const p = await player('h88_rb', 1_000n);
    const late = tx(p, { amount: minorToHub88(400n) });
    const early = await rollback(p, { reference_transaction_uuid: late.transaction_uuid, round: late.round });
    expect(early).toMatchObject({ status: 'RS_OK', balance: minorToHub88(1_000n) });
    const refused = await call('/transaction/bet', late);
    expect(refused.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await call('/transaction/bet', late)).toEqual(refused);
    expect(await p.walletBalance()).toBe(1_000n);

    const b = tx(p, { amount: minorToHub88(250n) });
    await call('/transaction/bet', b);
    const rb = { reference_transaction_uuid: b.transaction_uuid, round: b.round, transaction_uuid: uuid('rb') };
    expect(await rollback(p, rb)).toMatchObject({ status: 'RS_OK', balance: minorToHub88(1_000n) });
    expect((await rollback(p, rb)).balance).toBe(minorToHub88(1_000n));
    expect((await win(p, { round: b.round, reference_transaction_uuid: b.transaction_uuid, amount: minorToHub88(10n) })).status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    expect((await rollback(p, { ...rb, transaction_uuid: uuid('rb2') })).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await p.walletBalance()).toBe(1_000n);
    expect(await p.ledgerSum()).toBe(1_000n);
    const [r] = await db().select().from(gameRounds).where(eq(gameRounds.roundId, b.round));
    expect(r).toMatchObject({ stake: 0n, status: 'void' });
  });

  it('a rollback that comes before its win cancels the win when it arrives: nothing is paid, replays answer the same', async () => {
    const p = await player('h88_rbwin', 1_000n);
    const b = tx(p, { amount: minorToHub88(100n) });
    expect((await call('/transaction/bet', b)).status).toBe('RS_OK');
    const w = tx(p, { round: b.round, reference_transaction_uuid: b.transaction_uuid, amount: minorToHub88(5_000n), round_closed: true });
    const early = await rollback(p, { round: b.round, reference_transaction_uuid: w.transaction_uuid });
    expect(early).toMatchObject({ status: 'RS_OK', balance: minorToHub88(900n) });
    const refused = await call('/transaction/win', w);
    expect(refused.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await call('/transaction/win', w)).toEqual(refused);
    expect(await p.walletBalance()).toBe(900n);
    expect(await p.ledgerSum()).toBe(900n);
    const [row] = await db().select().from(hub88Transactions).where(eq(hub88Transactions.transactionUuid, w.transaction_uuid));
    expect(row).toMatchObject({ kind: 'win', status: 'refused' });
  });

  it('a rollback racing its win in parallel never leaves the win paid, whichever comes first', async () => {
    const p = await player('h88_rbrace', 10_000n);
    const bets = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const b = tx(p, { amount: minorToHub88(100n) });
        expect((await call('/transaction/bet', b)).status).toBe('RS_OK');
        return b;
      }),
    );
    // Half the pairs send the rollback first, half the win: both orders happen, on one instance or several.
    const outcomes = await Promise.all(
      bets.map(async (b, i) => {
        const w = tx(p, { round: b.round, reference_transaction_uuid: b.transaction_uuid, amount: minorToHub88(5_000n) });
        const sendWin = () => call('/transaction/win', w);
        const sendRollback = () => rollback(p, { round: b.round, reference_transaction_uuid: w.transaction_uuid });
        const [won, rolledBack] = i % 2 ? await Promise.all([sendWin(), sendRollback()]) : (await Promise.all([sendRollback(), sendWin()])).reverse();
        return [won!.status, rolledBack!.status];
      }),
    );
    for (const [won, rolledBack] of outcomes) {
      expect(rolledBack).toBe('RS_OK');
      expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(won);
    }
    // A win that came first was taken back by its rollback; one that came second was never paid.
    expect(await p.walletBalance()).toBe(8_000n);
    expect(await p.ledgerSum()).toBe(8_000n);
  });

  it('takes a free round (is_free, amount 0): recorded with its round, nothing debited; its win is paid and settles the round', async () => {
    const p = await player('h88_free', 1_000n);
    const b = tx(p, { amount: 0, is_free: true, reward_uuid: 'reward-1' });
    expect(await call('/transaction/bet', b)).toMatchObject({ status: 'RS_OK', balance: minorToHub88(1_000n) });
    const [row] = await db().select().from(hub88Transactions).where(eq(hub88Transactions.transactionUuid, b.transaction_uuid));
    expect(row).toMatchObject({ kind: 'bet', amount: 0n, status: 'done' });
    const w = tx(p, { round: b.round, reference_transaction_uuid: b.transaction_uuid, amount: minorToHub88(250n), round_closed: true });
    expect(await call('/transaction/win', w)).toMatchObject({ status: 'RS_OK', balance: minorToHub88(1_250n) });
    const [r] = await db().select().from(gameRounds).where(and(eq(gameRounds.memberId, p.id), eq(gameRounds.roundId, b.round)));
    expect(r).toMatchObject({ stake: 0n, payout: 250n, status: 'settled' });
    expect(await p.ledgerSum()).toBe(1_250n);
  });

  it('answers a currency that is not ISO 4217 as a wrong type, and another site as an invalid partner', async () => {
    const p = await player('h88_iso', 1_000n);
    for (const currency of ['XYZ', 'ABC', 'usd', 'CNYY']) expect((await bet(p, { currency })).status, currency).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, { currency: 'USD' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await bet(p, { sub_partner_id: 'another-site' })).status).toBe('RS_ERROR_INVALID_PARTNER');
    expect((await bet(p, { sub_partner_id: String(demo.id + 1) })).status).toBe('RS_ERROR_INVALID_PARTNER');
    expect((await call('/user/info', { user: p.user, request_uuid: 'r-sp', sub_partner_id: 'another-site' })).status).toBe('RS_ERROR_INVALID_PARTNER');
    expect((await bet(p, { sub_partner_id: String(demo.id) })).status).toBe('RS_OK');
    expect(await p.walletBalance()).toBe(900n);
  });

  it('user/info carries the documented player fields it knows: site, registration and birth dates, country', async () => {
    const p = await player('h88_facts', 0n);
    await accountRepo.ensure(db(), demo.id, p.id, { profile: { birthday: '1990-04-05' } });
    const res = await app().inject({
      method: 'POST',
      url: `${HUB88_WALLET_PREFIX}/demo/user/info`,
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(aggregator.privateKeyPem, JSON.stringify({ user: p.user, request_uuid: 'r-facts' })) },
      payload: JSON.stringify({ user: p.user, request_uuid: 'r-facts' }),
    });
    const info = Hub88UserInfoAnswerSchema.parse(res.json());
    expect(info).toMatchObject({ status: 'RS_OK', sub_partner_id: String(demo.id), birth_date: '1990-04-05', country: 'CN', currency: 'CNY', balance: 0 });
    expect(info.registration_date).toBe(day());
  });

  it('no input reaches a database error or an unhandled exception: NUL bytes, huge strings, wrong JSON types', async () => {
    const p = await player('h88_fuzz', 1_000n);
    // Every answer is one of the protocol's statuses, never the catch-all of an unexpected error (which is logged).
    const documented = new Set<string>(HUB88_STATUSES.filter((x) => x !== 'RS_ERROR_UNKNOWN'));
    const nul = '\u0000';
    const huge = 'x'.repeat(30_000);
    const fields = ['user', 'token', 'request_uuid', 'transaction_uuid', 'round', 'game_code', 'currency', 'amount', 'reference_transaction_uuid', 'sub_partner_id'];
    const bodies: unknown[] = [null, [], [tx(p)], 1, 'text', true, {}];
    for (const field of fields) for (const value of [nul, `a${nul}b`, huge, null, 12, -1, 1.5, [], {}, true]) bodies.push(tx(p, { [field]: value }));
    for (const path of ['/user/info', '/user/balance', '/transaction/bet', '/transaction/win', '/transaction/rollback']) {
      for (const body of bodies) {
        const a = await call(path, body);
        expect(documented.has(a.status), `${path} ${JSON.stringify(body).slice(0, 120)}: ${a.status}`).toBe(true);
      }
      // A segment past the router's parameter limit is refused before the route with a 4xx envelope.
      const tooLong = await app().inject({ method: 'POST', url: `${HUB88_WALLET_PREFIX}/${'a'.repeat(200)}${path}`, payload: '{}' });
      expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
      expect(tooLong.statusCode).toBeLessThan(500);
      for (const code of ['%00', 'demo%00', '%00demo', 'a'.repeat(65), '-demo', '%E2%80%AE', 'de%20mo']) {
        const res = await app().inject({ method: 'POST', url: `${HUB88_WALLET_PREFIX}/${code}${path}`, headers: { 'content-type': 'application/json' }, payload: '{}' });
        expect(res.statusCode, code).toBe(200);
        expect(res.json(), code).toMatchObject({ status: 'RS_ERROR_INVALID_PARTNER' });
      }
    }
    // Whatever was taken, the books balance.
    expect(await p.ledgerSum()).toBe(await p.walletBalance());
  });

  it('refuses a bet above the balance with the balance, and a win rollback the member has spent', async () => {
    const p = await player('h88_poor', 500n);
    expect(await bet(p, { amount: minorToHub88(501n) })).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: minorToHub88(500n) });
    const b = tx(p, { amount: minorToHub88(500n) });
    await call('/transaction/bet', b);
    const w = tx(p, { round: b.round, reference_transaction_uuid: b.transaction_uuid, amount: minorToHub88(300n) });
    await call('/transaction/win', w);
    await bet(p, { amount: minorToHub88(200n) });
    // The win is partly spent: taking it back would go below zero.
    expect((await rollback(p, { reference_transaction_uuid: w.transaction_uuid, round: b.round })).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(await p.walletBalance()).toBe(100n);
  });

  it('never goes negative under 100 parallel bets: exactly floor(balance / stake) are taken', async () => {
    const p = await player('h88_race', 1_050n);
    const answers = await Promise.all(Array.from({ length: 100 }, () => bet(p, { amount: minorToHub88(100n) })));
    const taken = answers.filter((a) => a.status === 'RS_OK');
    expect(taken).toHaveLength(10);
    for (const a of answers.filter((x) => x.status !== 'RS_OK')) expect(a.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(await p.walletBalance()).toBe(50n);
    expect(await p.ledgerSum()).toBe(50n);
  });

  it('refuses tokens of another merchant or member, the wrong currency, a disabled member and a switched-off connection', async () => {
    const p = await player('h88_tok', 1_000n);
    const other = await createOtherMerchant(db(), 'h88other', 'h88other.example');
    const stranger = await player('h88_stranger', 1_000n, other);
    expect((await bet(p, { token: stranger.token })).status).toBe('RS_ERROR_INVALID_TOKEN');
    const neighbour = await player('h88_neighbour', 1_000n);
    expect((await bet(p, { token: neighbour.token })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet(p, { token: 'x'.repeat(43) })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet(p, { currency: 'USD' })).status).toBe('RS_ERROR_WRONG_CURRENCY');

    const b = tx(p);
    expect((await call('/transaction/bet', b)).status).toBe('RS_OK');
    await db().update(vendorIntegrations).set({ enabled: false }).where(and(eq(vendorIntegrations.merchantId, demo.id), eq(vendorIntegrations.vendor, VENDOR)));
    try {
      expect((await bet(p)).status).toBe('RS_ERROR_INVALID_PARTNER');
      // Bets already taken still settle.
      expect((await win(p, { round: b.round, reference_transaction_uuid: b.transaction_uuid, amount: minorToHub88(20n) })).status).toBe('RS_OK');
    } finally {
      await db().update(vendorIntegrations).set({ enabled: true }).where(and(eq(vendorIntegrations.merchantId, demo.id), eq(vendorIntegrations.vendor, VENDOR)));
    }
    await db().update(members).set({ status: 'disabled' }).where(eq(members.id, p.id));
    expect((await bet(p)).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await p.walletBalance()).toBe(920n);
  });

  it('an expired token refuses balance and bets but wins still settle', async () => {
    const p = await player('h88_exp', 1_000n);
    const b = tx(p, { amount: minorToHub88(100n) });
    expect((await call('/transaction/bet', b)).status).toBe('RS_OK');
    await db().update(gameLaunches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(gameLaunches.ticketHash, sha256Hex(p.token)));
    expect((await bet(p)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await call('/user/balance', { user: p.user, token: p.token, request_uuid: 'r' })).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await win(p, { round: b.round, reference_transaction_uuid: b.transaction_uuid, amount: minorToHub88(300n), round_closed: true })).toMatchObject({
      status: 'RS_OK',
      balance: minorToHub88(1_200n),
    });
  });

  it('the in-house studio moves money through the same wallet transactions, ledger keys and rounds', async () => {
    const list = okValue(await app().inject({ method: 'GET', url: `${CALLS.gameList.path}?vassalage=INHOUSE&pageSize=100` }), GameListSchema).games;
    const dice = list.find((g) => g.gameCode === 'dice-100')!;
    const m = (await memberRepo.insertIfAbsent(db(), { merchantId: demo.id, username: 'h88_inhouse', passwordHash: 'x' }))!;
    await db().transaction((t) => credit(t, { merchantId: demo.id, memberId: m.id, currency: 'CNY', amount: 5_000n, kind: 'deposit', idempotencyKey: 't:h88_inhouse' }));
    const ticket = await issueTicket(db(), { merchantId: demo.id, memberId: m.id, sessionId: await sessionFor(demo.id, m.id), gameId: dice.gameId });
    const res = await app().inject({
      method: 'POST',
      url: CALLS.inhouseBet.path,
      payload: { ticket, requestId: 'inhouse-0001', stake: '10.00', clientSeed: 'c', pick: 'over:49' },
    });
    const round = okValue(res, InhouseRoundSchema);
    const rows = await db().select().from(hub88Transactions).where(eq(hub88Transactions.memberId, m.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['bet', 'win']);
    const keys = (await db().select().from(ledgerEntries).where(eq(ledgerEntries.memberId, m.id))).map((e) => e.idempotencyKey);
    expect(keys).toContain(`hub88:${demo.id}:${rows.find((r) => r.kind === 'bet')!.transactionUuid}`);
    const [r] = await db().select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(r).toMatchObject({ vendor: 'INHOUSE', stake: 1_000n, status: 'settled', roundId: round.roundId });
  });
});

// The money path as two server instances run it: each on its own connection pool to one database (PostgreSQL when
// TEST_DATABASE_URL is set), a win on one and the rollback naming it on the other, in parallel.
for (const kind of DB_KINDS) {
  describe(`hub88 wallet on two instances [${kind}]`, () => {
    let app: FastifyInstance;
    let second: Database;
    let dispose: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const dbs = await twoInstances(kind, 6);
      dispose = dbs.dispose;
      second = dbs.second;
      app = await buildApp(testConfig(), { database: dbs.database, logger: false });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await dispose();
    });

    it('a win and the rollback naming it, racing on two instances: the win is never left paid', async () => {
      const [demo] = await app.db.select().from(merchants).where(eq(merchants.code, 'demo'));
      const [game] = await app.db.select().from(games).where(and(eq(games.merchantId, demo!.id), eq(games.vendor, VENDOR))).limit(1);
      const m = (await memberRepo.insertIfAbsent(app.db, { merchantId: demo!.id, username: 'h88_two', passwordHash: 'x' }))!;
      await app.db.transaction((t) => credit(t, { merchantId: demo!.id, memberId: m.id, currency: 'CNY', amount: 10_000n, kind: 'deposit', idempotencyKey: 't:h88_two' }));
      const move = (uuid: string, round: string, amount: bigint): WalletTx => ({
        merchantId: demo!.id,
        currency: 'CNY',
        memberId: m.id,
        vendor: VENDOR,
        gameCode: game!.gameCode,
        gameType: game!.gameType,
        round,
        transactionUuid: uuid,
        amount,
        roundClosed: false,
        fingerprint: fingerprint({ uuid, amount: String(amount) }),
        head: { user: wireUser(m.id), request_uuid: `req-${uuid}` },
      });
      const statusOf = (run: Promise<{ answer: { status: string } }>) =>
        run.then(
          (r) => r.answer.status,
          (err: unknown) => (err instanceof WalletRefusal ? err.status : Promise.reject(err)),
        );
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const round = `two-${i}-${Date.now()}`;
          const bet = move(`two-bet-${i}-${round}`, round, 100n);
          await app.db.transaction((tx) => walletBet(tx, bet));
          const win = { ...move(`two-win-${i}-${round}`, round, 5_000n), referenceTransactionUuid: bet.transactionUuid };
          const rollback = { ...move(`two-rb-${i}-${round}`, round, 0n), referenceTransactionUuid: win.transactionUuid };
          // Each instance sends either; half the pairs start with the rollback.
          const sendWin = () => statusOf((i % 4 < 2 ? app.db : second.db).transaction((tx) => walletWin(tx, win)));
          const sendRollback = () => statusOf((i % 4 < 2 ? second.db : app.db).transaction((tx) => walletRollback(tx, rollback)));
          const [won, rolledBack] = i % 2 ? await Promise.all([sendWin(), sendRollback()]) : (await Promise.all([sendRollback(), sendWin()])).reverse();
          return { won, rolledBack };
        }),
      );
      for (const o of outcomes) {
        expect(o.rolledBack).toBe('RS_OK');
        expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(o.won);
      }
      const [w] = await app.db.select().from(wallets).where(and(eq(wallets.merchantId, demo!.id), eq(wallets.memberId, m.id)));
      expect(w!.balance).toBe(8_000n);
    });
  });
}
