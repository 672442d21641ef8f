import { and, eq, gt } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CALLS,
  ClaimedRewardSchema,
  ErrorCode,
  InhouseRoundSchema,
  MissionListSchema,
  OPS_TOKEN_HEADER,
  OpsMissionCompletionPageSchema,
  OpsMissionPageSchema,
  OpsMissionSchema,
  PromoCountersSchema,
  TurnoverStatusAnswerSchema,
  missionPeriodOf,
  type OpsMissionCreate,
} from '@wps/contract';
import type { Db, Tx } from '../src/db/client.js';
import { auditLog, domainEvents, games, memberRewards, missionProgress, missions } from '../src/db/schema.js';
import { publishDepositCredited } from '../src/modules/deposit/index.js';
import { walletBet, walletRollback, walletWin, type WalletTx } from '../src/modules/games/hub88/wallet-service.js';
import { fingerprint, wireUser } from '../src/modules/games/hub88/wire.js';
import { issueTicket } from '../src/modules/games/inhouse/service.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { missionAmount } from '../src/modules/missions/service.js';
import { missionSubscriber } from '../src/modules/missions/subscriber.js';
import { sessionRepo } from '../src/modules/session/repo.js';
import { credit } from '../src/modules/wallet/index.js';
import { newToken, sha256Hex } from '../src/platform/crypto.js';
import { EventBus } from '../src/platform/events.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';

const CONTENT = 'ops_k_missions-content-0123456789';
const SUPPORT = 'ops_k_missions-support-0123456789';
const HOUR = 3_600_000;

describe('what an event adds to a mission', () => {
  const round = (gameType: string, stake = 5_00n, game = { vendor: 'PG', gameCode: 'pg-rng-001' }) => ({ kind: 'round', gameType, stake, ...game }) as const;
  const luckySlot = { vendor: 'INHOUSE', gameCode: 'lucky-slot' };
  const dice = { vendor: 'INHOUSE', gameCode: 'dice-100' };
  const deposit = { kind: 'deposit', amount: 120_00n } as const;
  it.each([
    ['SPINS', null, round('RNG'), 1n],
    ['SPINS', null, round('LIVE'), 0n],
    ['SPINS', 'FISH', round('FISH'), 1n],
    ['SPINS', 'FISH', round('RNG'), 0n],
    // The in-house Lucky Slot is a slot though the lobby lists it in the in-house category; Dice 100 is no slot.
    ['SPINS', null, round('INHOUSE', 5_00n, luckySlot), 1n],
    ['SPINS', 'RNG', round('INHOUSE', 5_00n, luckySlot), 1n],
    ['SPINS', 'INHOUSE', round('INHOUSE', 5_00n, luckySlot), 1n],
    ['SPINS', null, round('INHOUSE', 5_00n, dice), 0n],
    ['VALID_BET', 'RNG', round('INHOUSE', 7_50n, luckySlot), 7_50n],
    ['VALID_BET', 'RNG', { ...round('INHOUSE', -2_00n, luckySlot), kind: 'stake' }, -2_00n],
    ['SPINS', null, { ...round('INHOUSE', -2_00n, luckySlot), kind: 'stake' }, 0n],
    ['ROUNDS', null, round('LIVE'), 1n],
    ['ROUNDS', 'LIVE', round('RNG'), 0n],
    ['VALID_BET', null, round('SPORTS', 7_50n), 7_50n],
    ['VALID_BET', 'RNG', round('SPORTS', 7_50n), 0n],
    ['DEPOSITS', null, deposit, 1n],
    ['DEPOSIT_AMOUNT', null, deposit, 120_00n],
    ['DEPOSITS', null, round('RNG'), 0n],
    ['ROUNDS', null, deposit, 0n],
  ] as const)('%s (category %s)', (metric, gameType, activity, expected) => {
    expect(missionAmount({ metric, gameType }, activity)).toBe(expected);
  });
});

describeEachDb(
  'missions',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const opsUrl = (p: string, id?: number) => p.replace(':code', 'demo').replace(':id', String(id));
    const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key = CONTENT) =>
      app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: key }, ...(payload ? { payload } : {}) });
    const create = async (b: Partial<OpsMissionCreate>) =>
      okValue(
        await ops('POST', opsUrl(CALLS.opsCreateMission.path), { titles: { EN: 'Test mission' }, period: 'DAILY', metric: 'SPINS', target: '3', reward: '8', ...b }),
        OpsMissionSchema,
      );

    async function funded(prefix: string): Promise<TestMember> {
      const m = await newMember(app(), prefix);
      await m.fund(1_000_00n);
      return m;
    }
    /** A bet and its settlement through the seamless wallet, which publishes round.settled in the settlement. */
    async function play(m: TestMember, gameType = 'RNG', stake = 1_00n, roundId = `ms-${rid()}`) {
      const base = { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG', roundId };
      await db().transaction((tx) => placeBet(tx, { ...base, memberId: m.id, gameCode: 'pg-rng-001', gameType, stake }));
      return (then?: (tx: Tx) => Promise<unknown>) =>
        db().transaction(async (tx) => {
          await settleRound(tx, { ...base, payout: 0n });
          await then?.(tx);
        });
    }
    const settle = async (m: TestMember, gameType = 'RNG', stake = 1_00n) => {
      await (await play(m, gameType, stake))();
      await app().events.drain();
    };
    async function deposit(m: TestMember, amount: bigint) {
      const orderNo = `T${rid()}`;
      await db().transaction(async (tx) => {
        await credit(tx, { merchantId: m.merchantId, memberId: m.id, currency: 'CNY', amount, kind: 'deposit', idempotencyKey: `test-deposit:${orderNo}` });
        await publishDepositCredited(tx, m.merchantId, { memberId: m.id, orderNo, amount: String(amount), bonus: '0', channelType: 'BANK', via: 'operator' });
      });
      await app().events.drain();
    }
    const progressOf = async (missionId: number, memberId: number) =>
      db().select().from(missionProgress).where(and(eq(missionProgress.missionId, missionId), eq(missionProgress.memberId, memberId)));
    // Mission rewards only: a deposit also earns raffle tickets (TICKET rewards) from the seeded open raffle.
    const rewardsOf = async (memberId: number) =>
      db().select().from(memberRewards).where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.kind, 'MISSION_MANUAL')));
    const mine = async (m: TestMember, id: number) => okValue(await m.call('missionList'), MissionListSchema).list.find((x) => x.id === id);

    beforeAll(async () => {
      await grantOpsKey(app(), CONTENT, 'content');
      await grantOpsKey(app(), SUPPORT, 'support');
    });
    // Each test counts only its own missions (the seed's and earlier tests' are switched off).
    beforeEach(async () => {
      await app().events.drain();
      await db().update(missions).set({ enabled: false });
    });

    it('counts settled slot rounds to the target, puts one MISSION_MANUAL reward in the reward centre, and the member claims it', async () => {
      const mission = await create({ titles: { EN: 'Three spins', CN: '旋转三次' }, descriptions: { EN: 'Spin three times' }, target: '3', reward: '8.50' });
      const m = await funded('msn');
      const before = await mine(m, mission.id);
      expect(before).toMatchObject({ title: 'Three spins', description: 'Spin three times', period: 'DAILY', target: '3', progress: '0', state: 'in-progress', rewardId: null, reward: '8.50', gameType: 'RNG', money: false });
      expect(before!.periodEnd).toBe(missionPeriodOf('DAILY', new Date()).end.toISOString());

      await settle(m);
      await settle(m, 'LIVE');
      await settle(m);
      expect(await mine(m, mission.id)).toMatchObject({ progress: '2', state: 'in-progress' });
      await settle(m);
      await settle(m);
      const done = await mine(m, mission.id);
      expect(done).toMatchObject({ progress: '3', state: 'claimable' });
      const [row] = await progressOf(mission.id, m.id);
      expect(row).toMatchObject({ progress: 4n, periodKey: missionPeriodOf('DAILY', new Date()).key, rewardId: done!.rewardId });
      const rewards = await rewardsOf(m.id);
      expect(rewards.map((r) => [r.kind, r.amount, r.title, r.reference])).toEqual([
        ['MISSION_MANUAL', 8_50n, 'Three spins', `mission:${mission.id}:${row!.periodKey}:${m.id}`],
      ]);
      expect(okValue(await m.call('promoCounters'), PromoCountersSchema)).toMatchObject({ MISSION_MANUAL: 1, receiving: 1 });

      // The member's language picks the title, EN otherwise.
      const cn = await app().inject({ method: 'GET', url: CALLS.missionList.path, headers: { Authorization: m.token, Language: 'CN' } });
      expect(okValue(cn, MissionListSchema).list.find((x) => x.id === mission.id)).toMatchObject({ title: '旋转三次', description: 'Spin three times' });

      const balance = await m.balance();
      const claimed = okValue(await m.call('claimReward', { body: { id: done!.rewardId } }), ClaimedRewardSchema);
      expect(claimed.reward).toMatchObject({ kind: 'MISSION_MANUAL', status: 'claimed' });
      expect(await m.balance()).toBe(balance + 8_50n);
      const turnover = okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema);
      expect(turnover.open).toEqual([expect.objectContaining({ source: 'mission', bonus: '8.50' })]);
      expect(await mine(m, mission.id)).toMatchObject({ state: 'claimed' });
      // Later rounds of the same period pay nothing more.
      await settle(m);
      expect(await rewardsOf(m.id)).toHaveLength(1);
    });

    it('an event counts once, even delivered by two workers at once; parallel events complete the mission once', async () => {
      const mission = await create({ metric: 'ROUNDS', target: '4', reward: '2' });
      const m = await funded('msnrace');
      const settles = await Promise.all(Array.from({ length: 10 }, (_, i) => play(m, i % 2 ? 'LIVE' : 'RNG', 1_00n, `msrace-${m.id}-${i}`)));
      await Promise.all(settles.map((s) => s()));
      const other = new EventBus(db(), pino({ level: 'silent' }));
      other.subscribe(missionSubscriber());
      await Promise.all([app().events.drain(), other.drain('database'), app().events.drain()]);
      const [row] = await progressOf(mission.id, m.id);
      expect(row!.progress).toBe(10n);
      expect(row!.completedAt).not.toBeNull();
      expect((await rewardsOf(m.id)).map((r) => r.kind)).toEqual(['MISSION_MANUAL']);

      // Two completions racing, as when both saw the period still open: the reward's reference keeps it to one.
      await db().update(missionProgress).set({ completedAt: null, rewardId: null }).where(eq(missionProgress.id, row!.id));
      const events = (await db().select().from(domainEvents).where(eq(domainEvents.type, 'round.settled'))).filter(
        (e) => (e.payload as { memberId: number }).memberId === m.id,
      );
      const sub = missionSubscriber();
      await Promise.all(events.slice(0, 2).map((e) => db().transaction((tx) => sub.handle!(tx, { ...e, id: Number(e.id) }))));
      expect(await rewardsOf(m.id)).toHaveLength(1);
      const [again] = await progressOf(mission.id, m.id);
      expect(again!.rewardId).toBe((await rewardsOf(m.id))[0]!.id);
    });

    it("an event counts in the period of its time, not the time it is handled; a mission's dates apply to that time too", async () => {
      const ended = await create({ metric: 'ROUNDS', target: '5', endsAt: new Date(Date.now() - HOUR).toISOString() });
      const running = await create({ metric: 'ROUNDS', target: '5' });
      const m = await funded('msntime');
      const settled = await play(m);
      // Settled two days ago, handled now (a backlog): it is counted in that day and by the mission that ran then.
      const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
      await settled((tx) => tx.update(domainEvents).set({ createdAt: twoDaysAgo }).where(and(eq(domainEvents.type, 'round.settled'), gt(domainEvents.createdAt, new Date(Date.now() - HOUR)))));
      await app().events.drain();
      const key = missionPeriodOf('DAILY', twoDaysAgo).key;
      expect((await progressOf(ended.id, m.id)).map((r) => [r.periodKey, r.progress])).toEqual([[key, 1n]]);
      expect((await progressOf(running.id, m.id)).map((r) => [r.periodKey, r.progress])).toEqual([[key, 1n]]);
      // Today's period starts from zero.
      expect(await mine(m, running.id)).toMatchObject({ progress: '0', state: 'in-progress' });
      expect(await mine(m, ended.id)).toBeUndefined();
    });

    it('a disabled, not yet started or ended mission counts nothing', async () => {
      const off = await create({ metric: 'ROUNDS', target: '1', enabled: false });
      const later = await create({ metric: 'ROUNDS', target: '1', startsAt: new Date(Date.now() + HOUR).toISOString() });
      const over = await create({ metric: 'ROUNDS', target: '1', startsAt: new Date(Date.now() - 3 * HOUR).toISOString(), endsAt: new Date(Date.now() - HOUR).toISOString() });
      const m = await funded('msnoff');
      await settle(m);
      await deposit(m, 100_00n);
      for (const x of [off, later, over]) expect(await progressOf(x.id, m.id)).toEqual([]);
      expect(await rewardsOf(m.id)).toEqual([]);
      const list = okValue(await m.call('missionList'), MissionListSchema).list.map((x) => x.id);
      for (const x of [off, later, over]) expect(list).not.toContain(x.id);
    });

    it('category filters, valid bets and deposits: each metric counts what it names, weekly', async () => {
      const fish = await create({ metric: 'SPINS', gameType: 'FISH', target: '2' });
      const wager = await create({ period: 'WEEKLY', metric: 'VALID_BET', gameType: 'LIVE', target: '10', reward: '5' });
      const twice = await create({ period: 'WEEKLY', metric: 'DEPOSITS', target: '2' });
      const amount = await create({ period: 'WEEKLY', metric: 'DEPOSIT_AMOUNT', target: '300.50' });
      const m = await funded('msncat');
      await settle(m, 'RNG', 4_00n);
      await settle(m, 'FISH', 4_00n);
      await settle(m, 'LIVE', 6_00n);
      await deposit(m, 200_00n);
      expect(await mine(m, fish.id)).toMatchObject({ progress: '1', gameType: 'FISH' });
      expect(await mine(m, wager.id)).toMatchObject({ progress: '6.00', target: '10.00', money: true, state: 'in-progress' });
      expect(await mine(m, twice.id)).toMatchObject({ progress: '1', target: '2' });
      expect(await mine(m, amount.id)).toMatchObject({ progress: '200.00', target: '300.50' });
      expect((await progressOf(wager.id, m.id))[0]!.periodKey).toBe(missionPeriodOf('WEEKLY', new Date()).key);

      await settle(m, 'LIVE', 5_00n);
      await deposit(m, 100_50n);
      for (const x of [wager, twice, amount]) expect((await mine(m, x.id))!.state).toBe('claimable');
      expect(await mine(m, wager.id)).toMatchObject({ progress: '10.00' });
      expect(await mine(m, fish.id)).toMatchObject({ state: 'in-progress' });
      expect(await rewardsOf(m.id)).toHaveLength(3);
    });

    it('a spin is one settled slot round of any shape, on the real money path: Hub88 slot rounds and the in-house Lucky Slot', async () => {
      const spins = await create({ titles: { EN: '10 spins on slots' }, target: '10' });
      const slotRounds = await create({ metric: 'ROUNDS', gameType: 'RNG', target: '100' });
      const m = await funded('msnspin');
      const [pg] = await db().select().from(games).where(and(eq(games.merchantId, m.merchantId), eq(games.vendor, 'PG'), eq(games.gameType, 'RNG'))).limit(1);
      // The Hub88 wallet as the aggregator's slot studio calls it (bet, win; round_closed on the last win).
      const move = (round: string, uuid: string, amount: bigint, roundClosed = false): WalletTx => ({
        merchantId: m.merchantId,
        currency: 'CNY',
        memberId: m.id,
        vendor: 'PG',
        gameCode: pg!.gameCode,
        gameType: pg!.gameType,
        round,
        transactionUuid: `${round}-${uuid}`,
        amount,
        roundClosed,
        fingerprint: fingerprint({ uuid, amount: String(amount) }),
        head: { user: wireUser(m.id), request_uuid: `req-${round}-${uuid}` },
      });
      async function hub88Round(stakes: bigint[], win: bigint) {
        const round = `msn-h88-${rid()}`;
        const bets = stakes.map((stake, i) => move(round, `bet${i}`, stake));
        for (const b of bets) await db().transaction((tx) => walletBet(tx, b));
        await db().transaction((tx) => walletWin(tx, { ...move(round, 'win', win, true), referenceTransactionUuid: bets.at(-1)!.transactionUuid }));
        return { round, win: bets.at(-1)!.transactionUuid };
      }
      await hub88Round([1_00n], 0n); // lost: a win of 0 closes it
      await hub88Round([1_00n, 2_00n], 5_00n); // two bets in one round (a buy-in and a re-spin)
      const free = await hub88Round([0n], 3_00n); // a free spin: no stake
      // The in-house studio's Lucky Slot, through its bet call (the same wallet underneath), and a Dice 100 roll that is no slot.
      const inhouse = await db().select().from(games).where(and(eq(games.merchantId, m.merchantId), eq(games.vendor, 'INHOUSE')));
      const session = await sessionRepo.insert(db(), { tokenHash: sha256Hex(newToken()), merchantId: m.merchantId, memberId: m.id, expiresAt: new Date(Date.now() + HOUR), ip: null, device: null });
      async function inhouseBet(gameCode: string, pick = '') {
        const gameId = inhouse.find((g) => g.gameCode === gameCode)!.id;
        const ticket = await issueTicket(db(), { merchantId: m.merchantId, memberId: m.id, sessionId: session.id, gameId });
        const payload = { ticket, requestId: `msn-${rid()}`, stake: '2.00', clientSeed: 'seed', pick };
        okValue(await app().inject({ method: 'POST', url: CALLS.inhouseBet.path, payload }), InhouseRoundSchema);
      }
      for (let i = 0; i < 5; i++) await inhouseBet('lucky-slot');
      await inhouseBet('dice-100', 'over:49');
      await app().events.drain();
      expect(await mine(m, spins.id)).toMatchObject({ gameType: 'RNG', progress: '8', state: 'in-progress' });
      expect(await mine(m, slotRounds.id)).toMatchObject({ progress: '8' });

      // A change of a settled round (its free win rolled back: round.adjusted) is no new spin.
      const rollback = { ...move(free.round, 'rb', 0n, true), referenceTransactionUuid: free.win };
      await db().transaction((tx) => walletRollback(tx, rollback));
      await app().events.drain();
      expect(await mine(m, spins.id)).toMatchObject({ progress: '8' });
      await hub88Round([1_00n], 0n);
      await inhouseBet('lucky-slot');
      await app().events.drain();
      expect(await mine(m, spins.id)).toMatchObject({ progress: '10', state: 'claimable' });
    });

    it('operators: content creates, edits and switches missions (audited); bad input is a 422; completions list who completed what', async () => {
      const url = opsUrl(CALLS.opsCreateMission.path);
      const body = { titles: { EN: 'Deposit twice' }, period: 'WEEKLY', metric: 'DEPOSITS', target: '2', reward: '10' };
      expect((await ops('POST', url, body, SUPPORT)).statusCode).toBe(403);
      for (const bad of [
        { ...body, titles: { CN: '存款两次' } },
        { ...body, target: '1.5' },
        { ...body, target: '0' },
        { ...body, reward: '0' },
        { ...body, gameType: 'RNG' },
        { ...body, metric: 'JUMPS' },
        { ...body, startsAt: '2026-01-02T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' },
      ]) {
        const res = await ops('POST', url, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }
      const created = okValue(await ops('POST', url, body), OpsMissionSchema);
      expect(created).toMatchObject({ titles: { EN: 'Deposit twice' }, target: '2', reward: '10.00', enabled: true, completions: 0, gameType: null });

      // A money metric asks its target again; with it, the target is money.
      expect((await ops('PUT', opsUrl(CALLS.opsUpdateMission.path, created.id), { metric: 'DEPOSIT_AMOUNT' })).statusCode).toBe(422);
      const edited = okValue(await ops('PUT', opsUrl(CALLS.opsUpdateMission.path, created.id), { metric: 'DEPOSIT_AMOUNT', target: '150', sort: 3 }), OpsMissionSchema);
      expect(edited).toMatchObject({ metric: 'DEPOSIT_AMOUNT', target: '150.00', sort: 3 });
      expect((await ops('PUT', opsUrl(CALLS.opsUpdateMission.path, 987_654), { sort: 1 })).statusCode).toBe(404);

      const m = await funded('msnops');
      await deposit(m, 150_00n);
      const page = okValue(await ops('GET', `${opsUrl(CALLS.opsMissionCompletions.path)}?member=${m.username}`), OpsMissionCompletionPageSchema);
      expect(page.list.map((c) => [c.missionId, c.member, c.progress, c.target, c.rewardStatus, c.period])).toEqual([[created.id, m.username, '150.00', '150.00', 'claimable', 'WEEKLY']]);

      const off = okValue(await ops('PUT', opsUrl(CALLS.opsEnableMission.path, created.id), { enabled: false }), OpsMissionSchema);
      expect(off).toMatchObject({ enabled: false, completions: 1 });
      expect((await ops('GET', opsUrl(CALLS.opsMissions.path), undefined, SUPPORT)).statusCode).toBe(403);
      const list = okValue(await ops('GET', opsUrl(CALLS.opsMissions.path)), OpsMissionPageSchema);
      expect(list.list.find((x) => x.id === created.id)).toMatchObject({ enabled: false, completions: 1 });

      const audits = await db().select().from(auditLog).where(eq(auditLog.target, `mission ${created.id}`));
      expect(audits.map((a) => a.action).sort()).toEqual(['opsCreateMission', 'opsEnableMission', 'opsUpdateMission']);
    });
  },
  { opsKey: 'ops_k_missions-admin-0123456789' },
);
