import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import {
  CALLS,
  ErrorCode,
  GameListSchema,
  HUB88_SIGNATURE_HEADER,
  HUB88_WALLET_PREFIX,
  Hub88WalletAnswerSchema,
  OPS_TOKEN_HEADER,
  OpsRgMemberSchema,
  OpsRgToolPageSchema,
  RgLimitSchema,
  RgStateSchema,
  callPath,
  minorToHub88,
  type RgLimitRefusal,
  type RgSetLimit,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, depositOrders, games, members, merchants, vendorIntegrations, wallets, type Merchant } from '../src/db/schema.js';
import { issueTicket } from '../src/modules/games/inhouse/service.js';
import { wireUser } from '../src/modules/games/hub88/wire.js';
import { rgStateOf } from '../src/modules/responsible-gaming/service.js';
import { sessionRepo } from '../src/modules/session/repo.js';
import { newToken, sha256Hex } from '../src/platform/crypto.js';
import { newRsaKeyPair, signBody } from '../src/platform/rsa-signature.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { describeEachDb, errorBody, injectEncrypted, okValue } from './helper.js';
import { OPS_TOKEN, channel, newMember, rid, type TestMember } from './money-fixtures.js';

// Responsible gaming (issue 29): every rule is the server's, at the moment money moves or play starts.

const aggregator = newRsaKeyPair();
const HOUR = 3_600_000;

describeEachDb(
  'responsible gaming',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    let demo: Merchant;
    let pgGame = { id: 0, code: '' };
    let n = 0;

    beforeAll(async () => {
      [demo] = (await db().select().from(merchants).where(eq(merchants.code, 'demo'))) as [Merchant];
      const [game] = await db().select().from(games).where(and(eq(games.merchantId, demo.id), eq(games.vendor, 'PG'))).limit(1);
      pgGame = { id: game!.id, code: game!.gameCode };
      await db()
        .insert(vendorIntegrations)
        .values({ merchantId: demo.id, vendor: 'PG', aggregatorUrl: '/sim/hub88', operatorId: 1, operatorPrivateKey: newRsaKeyPair().privateKeyPem, aggregatorPublicKey: aggregator.publicKeyPem, currency: 'CNY' })
        .onConflictDoUpdate({ target: [vendorIntegrations.merchantId, vendorIntegrations.vendor], set: { aggregatorPublicKey: aggregator.publicKeyPem, enabled: true } });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const setLimit = (m: TestMember, body: RgSetLimit) => m.call('rgSetLimit', { body });
    const encrypted = (m: { token: string }, name: 'rgTimeout' | 'rgExclude', body: unknown) =>
      injectEncrypted(app(), { method: 'POST', url: CALLS[name].path, body, headers: { Authorization: m.token } });
    /** A session opened behind the break's back (another instance, a race): the money paths must refuse it anyway. */
    async function freshSession(m: TestMember) {
      const token = newToken();
      const session = await sessionRepo.insert(db(), { tokenHash: sha256Hex(token), merchantId: demo.id, memberId: m.id, expiresAt: new Date(Date.now() + HOUR), ip: null, device: null });
      return { token, sessionId: session.id, call: (name: keyof typeof CALLS, opts: { body?: unknown; query?: Record<string, string> } = {}) => {
        const def = CALLS[name];
        const url = opts.query ? `${def.path}?${new URLSearchParams(opts.query).toString()}` : def.path;
        return app().inject({ method: def.method as 'GET' | 'POST', url, headers: { Authorization: token }, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
      } };
    }
    /** A Hub88 wallet call signed by the aggregator. */
    async function hub88(path: string, body: Record<string, unknown>) {
      const raw = JSON.stringify(body);
      const res = await app().inject({
        method: 'POST',
        url: `${HUB88_WALLET_PREFIX}/demo${path}`,
        headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(aggregator.privateKeyPem, raw) },
        payload: raw,
      });
      return Hub88WalletAnswerSchema.parse(res.json());
    }
    const hub88Bet = (m: TestMember, ticket: string, amount: bigint, round = `rg-round-${++n}`) =>
      hub88('/transaction/bet', { user: wireUser(m.id), token: ticket, game_code: pgGame.code, currency: 'CNY', round, request_uuid: `rg-rb-${n}`, transaction_uuid: `rg-b-${n}`, amount: minorToHub88(amount) });
    const hub88Win = (m: TestMember, ticket: string, round: string, bet: string, amount: bigint) =>
      hub88('/transaction/win', { user: wireUser(m.id), token: ticket, game_code: pgGame.code, currency: 'CNY', round, request_uuid: `rg-rw-${++n}`, transaction_uuid: `rg-w-${n}`, reference_transaction_uuid: bet, amount: minorToHub88(amount), round_closed: true });
    const ordersOf = async (m: TestMember) => (await db().select({ n: count() }).from(depositOrders).where(eq(depositOrders.memberId, m.id)))[0]!.n;

    it('two deposits racing past a daily limit: one is refused, before any order exists, with the limit and what is left', async () => {
      const m = await newMember(app(), 'rgdep');
      const set = okValue(await setLimit(m, { kind: 'deposit', period: 'day', amount: '1000' }), RgLimitSchema);
      expect(set).toEqual({ kind: 'deposit', period: 'day', amount: '1000.00', used: '0.00', pending: null });
      const bank = await channel(app(), 'BANK');
      const deposit = (amount: string) => m.call('depositManual', { body: { channelId: bank.id, amount, payerName: 'Zhang San', requestId: rid() } });
      const [a, b] = await Promise.all([deposit('600'), deposit('600')]);
      const codes = [a, b].map((r) => (r.statusCode === 200 ? 'ok' : errorBody(r).errorCode)).sort();
      expect(codes).toEqual(['RG_DEPOSIT_LIMIT', 'ok']);
      const refused = errorBody(a.statusCode === 200 ? b : a);
      expect(refused.value as RgLimitRefusal).toEqual({ period: 'day', limit: '1000.00', used: '600.00', left: '400.00' });
      expect(refused.message).toBe('err_rg_deposit_limit');
      expect(await ordersOf(m)).toBe(1);
      // What is left still goes; the state shows the day's use.
      expect((await deposit('400')).statusCode).toBe(200);
      expect(errorBody(await deposit('100')).errorCode).toBe(ErrorCode.RG_DEPOSIT_LIMIT);
      const state = okValue(await m.call('rgState'), RgStateSchema);
      expect(state.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({ amount: '1000.00', used: '1000.00' });
      // Other channels too: the gateway refuses before an order.
      const gw = await channel(app(), 'GATEWAY');
      expect(errorBody(await m.call('depositGateway', { body: { channelId: gw.id, amount: '100', requestId: rid() } })).errorCode).toBe(ErrorCode.RG_DEPOSIT_LIMIT);
      expect(await ordersOf(m)).toBe(2);
    });

    it('raising or removing a limit waits 24 hours and says when; lowering applies at once (and drops a raise waiting)', async () => {
      const m = await newMember(app(), 'rgcool');
      const k = { merchantId: demo.id, memberId: m.id };
      okValue(await setLimit(m, { kind: 'wager', period: 'week', amount: '100' }), RgLimitSchema);
      const before = Date.now();
      const raised = okValue(await setLimit(m, { kind: 'wager', period: 'week', amount: '300' }), RgLimitSchema);
      expect(raised.amount).toBe('100.00');
      expect(raised.pending?.amount).toBe('300.00');
      const at = Date.parse(raised.pending!.effectiveAt);
      expect(at - before).toBeGreaterThanOrEqual(24 * HOUR);
      expect(at - Date.now()).toBeLessThanOrEqual(24 * HOUR);

      const lowered = okValue(await setLimit(m, { kind: 'wager', period: 'week', amount: '50' }), RgLimitSchema);
      expect(lowered).toMatchObject({ amount: '50.00', pending: null });

      const removed = okValue(await setLimit(m, { kind: 'wager', period: 'week', amount: null }), RgLimitSchema);
      expect(removed).toMatchObject({ amount: '50.00', pending: { amount: null } });
      const raiseLoss = okValue(await setLimit(m, { kind: 'loss', period: 'month', amount: '10' }), RgLimitSchema);
      expect(raiseLoss).toMatchObject({ amount: '10.00', pending: null });
      okValue(await setLimit(m, { kind: 'loss', period: 'month', amount: '20' }), RgLimitSchema);

      // 23 hours on: still waiting. 24 hours and a minute on: in force, no job needed.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(before + 23 * HOUR);
      let state = await rgStateOf(db(), k);
      expect(state.limits.find((l) => l.kind === 'wager' && l.period === 'week')).toMatchObject({ amount: '50.00', pending: { amount: null } });
      vi.setSystemTime(Date.now() + HOUR + 60_000 + 5_000);
      state = await rgStateOf(db(), k);
      expect(state.limits.find((l) => l.kind === 'wager' && l.period === 'week')).toMatchObject({ amount: null, pending: null });
      expect(state.limits.find((l) => l.kind === 'loss' && l.period === 'month')).toMatchObject({ amount: '20.00', pending: null });
    });

    it('a time-out: password-confirmed, ends the sessions, refuses login with its end, and every bet, order, transfer, launch and deposit', async () => {
      const m = await newMember(app(), 'rgto');
      await m.fund(1_000_00n);
      const oldSession = (await sessionRepo.findActive(db(), demo.id, sha256Hex(m.token)))!;
      const oldTicket = await issueTicket(db(), { merchantId: demo.id, memberId: m.id, sessionId: oldSession.id, gameId: pgGame.id });
      expect((await hub88Bet(m, oldTicket, 100n)).status).toBe('RS_OK');

      expect(errorBody(await encrypted(m, 'rgTimeout', { hours: 24, password: 'wrong-password' })).errorCode).toBe(ErrorCode.LOGIN_PASSWORD_WRONG);
      expect(errorBody(await encrypted(m, 'rgTimeout', { hours: 5, password: DEMO_PASSWORD })).errorCode).toBe(ErrorCode.VALIDATION);
      const taken = okValue(await encrypted(m, 'rgTimeout', { hours: 72, password: DEMO_PASSWORD }), RgStateSchema);
      expect(taken.active?.kind).toBe('timeout');
      const until = Date.parse(taken.active!.until!);
      expect(Math.abs(until - (Date.now() + 72 * HOUR))).toBeLessThan(60_000);

      // The session that asked for it has ended; login is refused, saying until when.
      expect((await m.call('rgState')).statusCode).toBe(401);
      const login = await injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body: { username: m.username, password: DEMO_PASSWORD } });
      const refused = errorBody(login);
      expect(refused.errorCode).toBe(ErrorCode.RG_TIMED_OUT);
      expect(refused.message).toBe('err_rg_timed_out');
      expect((refused.value as { until: string }).until).toBe(taken.active!.until);

      // The aggregator's bet on the ticket of the ended session: the player is disabled.
      expect((await hub88Bet(m, oldTicket, 100n)).status).toBe('RS_ERROR_USER_DISABLED');

      // A session opened behind the break's back changes nothing: every way to play or pay is refused.
      const s = await freshSession(m);
      const balance = await m.balance();
      expect(errorBody(await s.call('launchGame', { query: { gameId: String(pgGame.id) } })).errorCode).toBe(ErrorCode.RG_TIMED_OUT);
      const ticket = await issueTicket(db(), { merchantId: demo.id, memberId: m.id, sessionId: s.sessionId, gameId: pgGame.id });
      expect((await hub88Bet(m, ticket, 100n)).status).toBe('RS_ERROR_USER_DISABLED');

      const inhouse = okValue(await app().inject({ method: 'GET', url: `${CALLS.gameList.path}?vassalage=INHOUSE&pageSize=100` }), GameListSchema).games.find((g) => g.gameCode === 'dice-100')!;
      const diceTicket = await issueTicket(db(), { merchantId: demo.id, memberId: m.id, sessionId: s.sessionId, gameId: inhouse.gameId });
      const dice = await app().inject({ method: 'POST', url: CALLS.inhouseBet.path, payload: { ticket: diceTicket, clientSeed: 'seed-1', pick: 'over:49', stake: '1', requestId: rid() } });
      expect(errorBody(dice).errorCode).toBe(ErrorCode.RG_TIMED_OUT);

      const [lottery] = await db().select().from(games).where(and(eq(games.merchantId, demo.id), eq(games.vendor, 'TCG_LOTTO'))).limit(1);
      const tcg = lottery ?? (await db().select().from(games).where(eq(games.merchantId, demo.id)).then((rows) => rows.find((g) => g.vendor.startsWith('TCG_'))))!;
      const numero = (await s.call('lotteryOpenedNumero', { query: { gameId: String(tcg.id) } }).then((r) => r.json() as { value?: { period?: string } })).value?.period ?? '1';
      const order = await s.call('lotteryPlaceOrder', { body: { gameId: tcg.id, numero, requestId: rid(), subOrders: [{ betType: 'BIG_SMALL', selection: 'big', stake: '10' }] } });
      expect(errorBody(order).errorCode).toBe(ErrorCode.RG_TIMED_OUT);

      const transfer = await s.call('walletTransfer', { body: { from: 'MAIN', to: 'ag', amount: '10', requestId: rid() } });
      expect(errorBody(transfer).errorCode).toBe(ErrorCode.RG_TIMED_OUT);

      const bank = await channel(app(), 'BANK');
      expect(errorBody(await s.call('depositManual', { body: { channelId: bank.id, amount: '100', payerName: 'Zhang San', requestId: rid() } })).errorCode).toBe(ErrorCode.RG_TIMED_OUT);
      expect(await m.balance()).toBe(balance);
      expect(await ordersOf(m)).toBe(0);

      // The member cannot shorten it: a shorter time-out is refused.
      const s2 = await freshSession(m);
      const shorter = await encrypted(s2, 'rgTimeout', { hours: 24, password: DEMO_PASSWORD });
      expect(errorBody(shorter).errorCode).toBe(ErrorCode.RG_CANNOT_SHORTEN);

      // Once it is over, play comes back (fake clock past its end).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(until + 60_000);
      expect((await rgStateOf(db(), { merchantId: demo.id, memberId: m.id })).active).toBeNull();
    });

    it('a loss limit stops the bet that would pass it (settled losses and open stakes count); a wager limit likewise', async () => {
      const m = await newMember(app(), 'rgloss');
      await m.fund(1_000_00n);
      const session = (await sessionRepo.findActive(db(), demo.id, sha256Hex(m.token)))!;
      const ticket = await issueTicket(db(), { merchantId: demo.id, memberId: m.id, sessionId: session.id, gameId: pgGame.id });
      okValue(await setLimit(m, { kind: 'loss', period: 'day', amount: '50' }), RgLimitSchema);
      expect((await db().select().from(wallets).where(eq(wallets.memberId, m.id)))[0]!.playChecks).toBe(true);

      // 30.00 staked and lost.
      const round = `rg-loss-${++n}`;
      expect((await hub88Bet(m, ticket, 30_00n, round)).status).toBe('RS_OK');
      expect((await hub88Win(m, ticket, round, `rg-b-${n}`, 0n)).status).toBe('RS_OK');
      // 30 lost + 25 would pass 50: refused, nothing moves.
      const balance = await m.balance();
      expect((await hub88Bet(m, ticket, 25_00n)).status).toBe('RS_ERROR_LIMIT_REACHED');
      expect(await m.balance()).toBe(balance);
      // 20 reaches it exactly: accepted (an open stake counts as lost until its win comes).
      expect((await hub88Bet(m, ticket, 20_00n)).status).toBe('RS_OK');
      expect((await hub88Bet(m, ticket, 1n)).status).toBe('RS_ERROR_LIMIT_REACHED');

      // In the player's own calls the refusal is RG_LOSS_LIMIT with the limit and what is used.
      const inhouse = okValue(await app().inject({ method: 'GET', url: `${CALLS.gameList.path}?vassalage=INHOUSE&pageSize=100` }), GameListSchema).games.find((g) => g.gameCode === 'dice-100')!;
      const diceTicket = await issueTicket(db(), { merchantId: demo.id, memberId: m.id, sessionId: session.id, gameId: inhouse.gameId });
      const dice = errorBody(await app().inject({ method: 'POST', url: CALLS.inhouseBet.path, payload: { ticket: diceTicket, clientSeed: 'seed-1', pick: 'over:49', stake: '1', requestId: rid() } }));
      expect(dice.errorCode).toBe(ErrorCode.RG_LOSS_LIMIT);
      expect(dice.value).toEqual({ period: 'day', limit: '50.00', used: '50.00', left: '0.00' });

      const w = await newMember(app(), 'rgwager');
      await w.fund(1_000_00n);
      const ws = (await sessionRepo.findActive(db(), demo.id, sha256Hex(w.token)))!;
      const wt = await issueTicket(db(), { merchantId: demo.id, memberId: w.id, sessionId: ws.id, gameId: pgGame.id });
      okValue(await setLimit(w, { kind: 'wager', period: 'day', amount: '10' }), RgLimitSchema);
      const r1 = `rg-wager-${++n}`;
      expect((await hub88Bet(w, wt, 8_00n, r1)).status).toBe('RS_OK');
      expect((await hub88Win(w, wt, r1, `rg-b-${n}`, 16_00n)).status).toBe('RS_OK');
      expect((await hub88Bet(w, wt, 3_00n)).status).toBe('RS_ERROR_LIMIT_REACHED');
      expect((await hub88Bet(w, wt, 2_00n)).status).toBe('RS_OK');
    });

    it('self-exclusion cannot be lifted or shortened by the member; a risk operator lengthens it only, audited', async () => {
      const m = await newMember(app(), 'rgex');
      const taken = okValue(await encrypted(m, 'rgExclude', { months: 6, password: DEMO_PASSWORD }), RgStateSchema);
      expect(taken.active?.kind).toBe('exclusion');
      const end = Date.parse(taken.active!.until!);
      expect(end - Date.now()).toBeGreaterThan(180 * 24 * HOUR);
      const login = errorBody(await injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body: { username: m.username, password: DEMO_PASSWORD } }));
      expect(login.errorCode).toBe(ErrorCode.RG_SELF_EXCLUDED);

      // No call lifts it; a time-out under it changes nothing, the exclusion stays.
      const s = await freshSession(m);
      okValue(await encrypted(s, 'rgTimeout', { hours: 24, password: DEMO_PASSWORD }), RgStateSchema);
      expect((await rgStateOf(db(), { merchantId: demo.id, memberId: m.id })).active).toEqual({ kind: 'exclusion', until: taken.active!.until });

      const path = (p: string) => callPath(p, { code: 'demo', id: m.id });
      const extend = (body: object) => app().inject({ method: 'POST', url: path(CALLS.opsRgExtend.path), headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN }, payload: { reason: 'asked by phone', ...body } });
      // Shorter: refused, whoever asks.
      const shorter = errorBody(await extend({ kind: 'exclusion', until: new Date(end - 24 * HOUR).toISOString() }));
      expect(shorter.errorCode).toBe(ErrorCode.RG_CANNOT_SHORTEN);
      // Longer: done, the member's sessions end, the change is audited.
      const longer = new Date(end + 180 * 24 * HOUR).toISOString();
      const after = okValue(await extend({ kind: 'exclusion', until: longer }), OpsRgMemberSchema);
      expect(after.active).toEqual({ kind: 'exclusion', until: longer });
      expect(after.history[0]).toMatchObject({ action: 'exclusion', until: longer, by: 'operator:admin' });
      expect((await s.call('rgState')).statusCode).toBe(401);
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsRgExtend'), eq(auditLog.target, `member ${m.id}`)));
      expect(audits).toHaveLength(1);
      // Indefinite; then no date at all is longer.
      expect(okValue(await extend({ kind: 'exclusion', until: null }), OpsRgMemberSchema).active).toEqual({ kind: 'exclusion', until: null });
      expect(errorBody(await extend({ kind: 'exclusion', until: new Date(end + 3650 * 24 * HOUR).toISOString() })).errorCode).toBe(ErrorCode.RG_CANNOT_SHORTEN);
      const s3 = await freshSession(m);
      expect(errorBody(await encrypted(s3, 'rgExclude', { months: 60, password: DEMO_PASSWORD })).errorCode).toBe(ErrorCode.RG_CANNOT_SHORTEN);

      // The risk team's list of members under each tool.
      const list = okValue(
        await app().inject({ method: 'GET', url: `${callPath(CALLS.opsRgMembers.path, { code: 'demo' })}?tool=exclusion`, headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } }),
        OpsRgToolPageSchema,
      );
      expect(list.list.find((r) => r.memberId === m.id)).toMatchObject({ tool: 'exclusion', until: null });
    });

    it('the seeded demo shows every state: a weekly deposit limit used up, a time-out, a self-exclusion', async () => {
      const loginOf = async (username: string) => errorBody(await injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body: { username, password: DEMO_PASSWORD } }));
      expect((await loginOf('rgbreak01')).errorCode).toBe(ErrorCode.RG_TIMED_OUT);
      expect((await loginOf('rgexcluded01')).errorCode).toBe(ErrorCode.RG_SELF_EXCLUDED);
      const [limited] = await db().select().from(members).where(and(eq(members.merchantId, demo.id), eq(members.username, 'rglimit01')));
      const week = (await rgStateOf(db(), { merchantId: demo.id, memberId: limited!.id })).limits.find((l) => l.kind === 'deposit' && l.period === 'week');
      expect(week).toMatchObject({ amount: '2000.00', used: '2000.00', pending: null });
    });

    it('a member without any rule has no play checks: the bet path reads nothing more', async () => {
      const m = await newMember(app(), 'rgnone');
      await m.fund(10_00n);
      expect((await db().select().from(wallets).where(eq(wallets.memberId, m.id)))[0]!.playChecks).toBe(false);
      okValue(await setLimit(m, { kind: 'deposit', period: 'month', amount: '1000' }), RgLimitSchema);
      // A deposit limit is checked at deposits only.
      expect((await db().select().from(wallets).where(eq(wallets.memberId, m.id)))[0]!.playChecks).toBe(false);
    });
  },
  { opsKey: OPS_TOKEN },
);
