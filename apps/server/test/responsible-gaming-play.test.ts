import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { CALLS, ErrorCode, GameListSchema, InboxPageSchema, RG_SESSION_GAP_MS, RgPlaySchema, RgStateSchema, RgStatementSchema, type RgBlockRefusal } from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { depositOrders, inboxMessages, merchants, type Merchant } from '../src/db/schema.js';
import { applyBreak } from '../src/modules/responsible-gaming/service.js';
import { issueTicket } from '../src/modules/games/inhouse/service.js';
import { sessionRepo } from '../src/modules/session/repo.js';
import { newToken, sha256Hex } from '../src/platform/crypto.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { describeEachDb, errorBody, injectEncrypted, okValue } from './helper.js';
import { channel, newMember, rid, type TestMember } from './money-fixtures.js';

// Responsible gaming (issue 29), the play session: a session time limit that logs the member out, reality checks the
// server decides and the next bet waits for, one play session carried over a quick new login (RTS 13C, 2E).

const MINUTE = 60_000;

describeEachDb(
  'responsible gaming: session limit and reality checks',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    let demo: Merchant;
    let dice = 0;

    beforeAll(async () => {
      [demo] = (await db().select().from(merchants).where(eq(merchants.code, 'demo'))) as [Merchant];
      dice = okValue(await app().inject({ method: 'GET', url: `${CALLS.gameList.path}?vassalage=INHOUSE&pageSize=100` }), GameListSchema).games.find((g) => g.gameCode === 'dice-100')!.gameId;
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const sessionOf = async (token: string) => (await sessionRepo.findActive(db(), demo.id, sha256Hex(token)))!;
    /** An in-house dice bet on a ticket of the member's login session. */
    async function bet(m: { id: number }, token: string, stake = '1') {
      const ticket = await issueTicket(db(), { merchantId: demo.id, memberId: m.id, sessionId: (await sessionOf(token)).id, gameId: dice });
      return app().inject({ method: 'POST', url: CALLS.inhouseBet.path, payload: { ticket, clientSeed: 'seed-1', pick: 'over:49', stake, requestId: rid() } });
    }
    const poll = (token: string) => app().inject({ method: 'GET', url: CALLS.rgPlay.path, headers: { Authorization: token } });
    const login = (m: TestMember) => injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body: { username: m.username, password: DEMO_PASSWORD } });
    /** A second login session (as a new login writes it). */
    async function newSession(m: TestMember) {
      const token = newToken();
      await sessionRepo.insert(db(), { tokenHash: sha256Hex(token), merchantId: demo.id, memberId: m.id, expiresAt: new Date(Date.now() + 24 * 60 * MINUTE), ip: null, device: null });
      return token;
    }

    it('a reality check is due after its interval, survives a reload, blocks the next bet until answered; the net position counts the session', async () => {
      const m = await newMember(app(), 'rgreal');
      await m.fund(1_000_00n);
      const state = okValue(await m.call('rgSetPlay', { body: { sessionLimitMinutes: null, realityMinutes: 15 } }), RgStateSchema);
      expect(state.play).toEqual({ sessionLimitMinutes: null, realityMinutes: 15 });
      // Unknown intervals are refused, not stored.
      expect((await m.call('rgSetPlay', { body: { sessionLimitMinutes: null, realityMinutes: 5 } })).statusCode).toBe(422);

      const start = Date.now();
      const first = okValue(await poll(m.token), RgPlaySchema);
      expect(first).toMatchObject({ realityMinutes: 15, realityDue: false, sessionLimitMinutes: null, endsAt: null, net: '0.00' });
      expect(Math.abs(Date.parse(first.startedAt) - start)).toBeLessThan(5_000);
      expect((await bet(m, m.token, '2')).statusCode).toBe(200);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start + 14 * MINUTE);
      expect(okValue(await poll(m.token), RgPlaySchema).realityDue).toBe(false);
      vi.setSystemTime(start + 16 * MINUTE);
      const due = okValue(await poll(m.token), RgPlaySchema);
      expect(due.realityDue).toBe(true);
      // A reload polls again: the same session, still due, the clock not reset.
      const again = okValue(await poll(m.token), RgPlaySchema);
      expect(again).toMatchObject({ realityDue: true, startedAt: first.startedAt });
      // The next bet waits for the answer.
      const held = errorBody(await bet(m, m.token));
      expect(held.errorCode).toBe(ErrorCode.RG_REALITY_CHECK);
      expect(held.message).toBe('err_rg_reality_check');

      const answered = okValue(await m.call('rgReality', { body: { answer: 'continue' } }), RgPlaySchema);
      expect(answered.realityDue).toBe(false);
      expect((await bet(m, m.token)).statusCode).toBe(200);
      // The net position: what the session's settled bets won minus their stakes.
      const net = okValue(await poll(m.token), RgPlaySchema).net;
      const balance = await m.balance();
      expect(Math.round(Number(net) * 100)).toBe(Number(balance - 1_000_00n));
      // The next check is an interval after the answer.
      vi.setSystemTime(start + 30 * MINUTE);
      expect(okValue(await poll(m.token), RgPlaySchema).realityDue).toBe(false);
      vi.setSystemTime(start + 32 * MINUTE);
      expect(okValue(await poll(m.token), RgPlaySchema).realityDue).toBe(true);
      expect(okValue(await m.call('rgReality', { body: { answer: 'stop' } }), RgPlaySchema).realityDue).toBe(false);
    });

    it('the session limit: counted from the session start over a quick new login, then the sessions end, login waits the pause, a later login starts afresh', async () => {
      const m = await newMember(app(), 'rgsess');
      await m.fund(100_00n);
      okValue(await m.call('rgSetPlay', { body: { sessionLimitMinutes: 30, realityMinutes: null } }), RgStateSchema);
      const start = Date.now();
      const first = okValue(await poll(m.token), RgPlaySchema);
      expect(Date.parse(first.endsAt!) - Date.parse(first.startedAt)).toBe(30 * MINUTE);

      // Logging out and in again ten minutes later carries the same play session on.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start + 10 * MINUTE);
      const second = await newSession(m);
      expect(okValue(await poll(second), RgPlaySchema).startedAt).toBe(first.startedAt);

      vi.setSystemTime(start + 31 * MINUTE);
      // A bet at the limit is refused before the poll has noticed.
      expect(errorBody(await bet(m, second)).errorCode).toBe(ErrorCode.RG_SESSION_LIMIT);
      const ended = errorBody(await poll(second));
      expect(ended.errorCode).toBe(ErrorCode.RG_SESSION_LIMIT);
      expect(ended.message).toBe('err_rg_session_limit');
      const until = Date.parse((ended.value as RgBlockRefusal).until!);
      expect(until).toBe(Date.parse(first.startedAt) + 30 * MINUTE + RG_SESSION_GAP_MS);
      // Every session of the member has ended.
      expect((await m.call('rgState')).statusCode).toBe(401);
      expect((await poll(second)).statusCode).toBe(401);
      // Login is refused until the pause is over, saying until when; the launch too for a session opened anyway.
      const refused = errorBody(await login(m));
      expect(refused.errorCode).toBe(ErrorCode.RG_SESSION_LIMIT);
      expect((refused.value as RgBlockRefusal).until).toBe(new Date(until).toISOString());
      const sneaky = await newSession(m);
      const launch = await app().inject({ method: 'GET', url: `${CALLS.launchGame.path}?gameId=${dice}`, headers: { Authorization: sneaky } });
      expect(errorBody(launch).errorCode).toBe(ErrorCode.RG_SESSION_LIMIT);
      expect(errorBody(await bet(m, sneaky)).errorCode).toBe(ErrorCode.RG_SESSION_LIMIT);

      // After the pause a login starts a new play session.
      vi.setSystemTime(until + MINUTE);
      expect((await login(m)).statusCode).toBe(200);
      const fresh = await newSession(m);
      const play = okValue(await poll(fresh), RgPlaySchema);
      expect(Date.parse(play.startedAt)).toBe(until + MINUTE);
      expect((await bet(m, fresh)).statusCode).toBe(200);
    });

    it('a login after the gap starts a new play session; members without settings play unchecked and see their clock', async () => {
      const m = await newMember(app(), 'rgfree');
      await m.fund(10_00n);
      const start = Date.now();
      const first = okValue(await poll(m.token), RgPlaySchema);
      expect(first).toMatchObject({ sessionLimitMinutes: null, realityMinutes: null, realityDue: false });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start + RG_SESSION_GAP_MS + MINUTE);
      const later = await newSession(m);
      expect(Date.parse(okValue(await poll(later), RgPlaySchema).startedAt)).toBe(start + RG_SESSION_GAP_MS + MINUTE);
      expect((await bet(m, later)).statusCode).toBe(200);
    });

    it('the seeded rgreality01: its first login takes over the play session started before, so its reality check is due at once', async () => {
      const res = await injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body: { username: 'rgreality01', password: DEMO_PASSWORD } });
      const token = (res.json() as { value: { token: string } }).value.token;
      const play = okValue(await poll(token), RgPlaySchema);
      expect(play).toMatchObject({ realityMinutes: 15, realityDue: true });
      expect(Date.now() - Date.parse(play.startedAt)).toBeGreaterThanOrEqual(20 * MINUTE - 5_000);
      expect(okValue(await app().inject({ method: 'POST', url: CALLS.rgReality.path, headers: { Authorization: token }, payload: { answer: 'continue' } }), RgPlaySchema).realityDue).toBe(false);
    });

    it('the activity statement: deposits, withdrawals, stakes, winnings and net per day or month, the totals and net deposits', async () => {
      const m = await newMember(app(), 'rgstmt');
      await m.fund(100_00n);
      const now = new Date();
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
      const bank = await channel(app(), 'BANK');
      await db().insert(depositOrders).values([
        { merchantId: demo.id, memberId: m.id, orderNo: `RGS-${m.id}-1`, channelId: bank.id, amount: 300_00n, status: 'success', reference: 'r1', requestId: `rgs-${m.id}-1`, expiresAt: now, createdAt: now, completedAt: now },
        { merchantId: demo.id, memberId: m.id, orderNo: `RGS-${m.id}-2`, channelId: bank.id, amount: 200_00n, status: 'success', reference: 'r2', requestId: `rgs-${m.id}-2`, expiresAt: lastMonth, createdAt: lastMonth, completedAt: lastMonth },
        { merchantId: demo.id, memberId: m.id, orderNo: `RGS-${m.id}-3`, channelId: bank.id, amount: 999_00n, status: 'pending', reference: 'r3', requestId: `rgs-${m.id}-3`, expiresAt: now, createdAt: now },
      ]);
      expect((await bet(m, m.token, '5')).statusCode).toBe(200);
      expect((await bet(m, m.token, '5')).statusCode).toBe(200);
      const before = 100_00n;
      const lost = before - (await m.balance());
      const today = now.toISOString().slice(0, 10);
      const from = lastMonth.toISOString().slice(0, 10);
      const daily = okValue(await m.call('rgStatement', { query: { from, to: today, group: 'day' } }), RgStatementSchema);
      expect(daily.rows.map((r) => r.period)).toEqual([from, today]);
      expect(daily.rows[0]).toEqual({ period: from, deposits: '200.00', withdrawals: '0.00', wagers: '0.00', wins: '0.00', net: '0.00' });
      expect(daily.rows[1]).toMatchObject({ deposits: '300.00', wagers: '10.00' });
      expect(Math.round(Number(daily.rows[1]!.net) * -100)).toBe(Number(lost));
      expect(daily.total).toMatchObject({ period: 'total', deposits: '500.00', wagers: '10.00' });
      expect(daily.netDeposits).toBe('500.00');
      const monthly = okValue(await m.call('rgStatement', { query: { from, to: today, group: 'month' } }), RgStatementSchema);
      expect(monthly.rows.map((r) => r.period)).toEqual([from.slice(0, 7), today.slice(0, 7)]);
      // Only today: last month's deposit is outside.
      expect(okValue(await m.call('rgStatement', { query: { from: today, to: today } }), RgStatementSchema).total.deposits).toBe('300.00');
      // A period backwards, too long or not a date is refused, not a 500.
      for (const query of [{ from: today, to: from }, { from: '2020-01-01', to: today }, { from: 'x', to: today }])
        expect(errorBody(await m.call('rgStatement', { query })).errorCode).toBe(ErrorCode.VALIDATION);
    });

    it('marketing stops in a break: the inbox leaves out the broadcasts sent during it (kept before and after), not the personal messages', async () => {
      const m = await newMember(app(), 'rgquiet');
      const now = Date.now();
      const at = (ms: number) => new Date(now + ms);
      const broadcast = (title: string, createdAt: Date) => ({ merchantId: demo.id, memberId: null, title, content: 'Deposit now for a bonus', createdAt });
      await db().insert(inboxMessages).values(broadcast(`before-${m.id}`, at(0)));
      // The break starts two minutes on (the clock moved, so it cannot share a millisecond with the message before).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now + 2 * MINUTE);
      await applyBreak(db(), demo, m.id, { kind: 'timeout', until: at(24 * 60 * MINUTE) }, 'member');
      await db().insert(inboxMessages).values([
        broadcast(`during-${m.id}`, at(3 * MINUTE)),
        { merchantId: demo.id, memberId: m.id, title: `personal-${m.id}`, content: 'Your withdrawal was paid', createdAt: at(3 * MINUTE) },
        broadcast(`after-${m.id}`, at(25 * 60 * MINUTE)),
      ]);
      const token = await newSession(m);
      const inbox = okValue(await app().inject({ method: 'GET', url: `${CALLS.inboxList.path}?pageSize=100`, headers: { Authorization: token } }), InboxPageSchema);
      const titles = inbox.list.map((x) => x.title).filter((t) => t.endsWith(`-${m.id}`));
      expect(titles.sort()).toEqual([`after-${m.id}`, `before-${m.id}`, `personal-${m.id}`]);
    });

    it('the page offered before the first wager: due for a new member until answered or a bet is placed', async () => {
      const m = await newMember(app(), 'rgprompt');
      expect(okValue(await m.call('rgState'), RgStateSchema).promptDue).toBe(true);
      expect(okValue(await m.call('rgPromptSeen'), RgStateSchema).promptDue).toBe(false);
      expect(okValue(await m.call('rgState'), RgStateSchema).promptDue).toBe(false);
      const p = await newMember(app(), 'rgplayed');
      await p.fund(10_00n);
      expect((await bet(p, p.token)).statusCode).toBe(200);
      expect(okValue(await p.call('rgState'), RgStateSchema).promptDue).toBe(false);
    });
  },
);
