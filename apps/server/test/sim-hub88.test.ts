import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HUB88_AGGREGATOR_PATHS, HUB88_SIGNATURE_HEADER, Hub88TransactionsAnswerSchema, minorToMoney, moneyToMinor } from '@wps/contract';
import { buildApp } from '../src/app.js';
import { gameRounds, games, ledgerEntries, sessions, simHeldBets, simOperators, simSessions, simTransactions, vendorIntegrations, wallets } from '../src/db/schema.js';
import type { Database } from '../src/db/client.js';
import { issueTicket } from '../src/modules/games/inhouse/service.js';
import { sha256Hex } from '../src/platform/crypto.js';
import { newRsaKeyPair, signBody } from '../src/platform/rsa-signature.js';
import { DEMO_OPERATOR_ID } from '../src/seed/hub88-seed.js';
import { demoVendorGames } from '../src/seed/demo-games.js';
import { aggregatorGames } from '../src/simulators/hub88/catalogue.js';
import type { PlaySession } from '../src/simulators/hub88/engine.js';
import { engineFor } from '../src/simulators/hub88/plugin.js';
import { simRepo } from '../src/simulators/hub88/sim-repo.js';
import { SimStudio, playSessionOf } from '../src/simulators/hub88/studio.js';
import { WalletClient } from '../src/simulators/hub88/wallet-client.js';
import { BINGO_RTP, bingoRtp } from '../src/simulators/hub88/engines/bingo-rules.js';
import { FISH_RTP_PPM, fishOf, hitPpm } from '../src/simulators/hub88/engines/fishing.js';
import { LINES, RTP_MAX, RTP_MIN, exactLineStats, lineWins, slotMath, windowOf } from '../src/simulators/hub88/engines/slot-math.js';
import { blackjackResult, dragonTigerReturn, handTotal, isPair } from '../src/simulators/hub88/engines/table-rules.js';
import { DB_KINDS, createTestDatabase, login, testConfig, twoInstances } from './helper.js';

// The local Hub88 simulator over real HTTP: the app listens on a port, the simulator calls the operator's Wallet API
// on it with signed requests, and the operator (this same server) answers as it would a remote aggregator.

const SIM = '/sim/hub88';

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  if (!a || typeof a === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${a.port}`;
}

/** The demo merchant's operator key at the aggregator (seeded for every aggregator vendor). */
async function operatorKey(app: FastifyInstance): Promise<string> {
  const [row] = await app.db.select().from(vendorIntegrations).where(eq(vendorIntegrations.operatorId, DEMO_OPERATOR_ID)).limit(1);
  if (!row) throw new Error('no seeded integration');
  return row.operatorPrivateKey;
}

async function signedPost(base: string, path: string, body: unknown, key: string | null): Promise<{ status: number; json: unknown }> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${base}${SIM}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { [HUB88_SIGNATURE_HEADER]: signBody(key, raw) } : {}) },
    body: raw,
  });
  return { status: res.status, json: await res.json() };
}

/** A launch ticket of demo01 for a game, as the operator's launch would issue (the Wallet API's token). */
async function demoTicket(app: FastifyInstance, gameCode: string): Promise<{ ticket: string; memberId: number; user: string }> {
  const { token } = await login(app);
  const [s] = await app.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
  const [g] = await app.db.select().from(games).where(eq(games.gameCode, gameCode));
  if (!s || !g) throw new Error('no session or game');
  const ticket = await issueTicket(app.db, { merchantId: s.merchantId, memberId: s.memberId, sessionId: s.id, gameId: g.id });
  return { ticket, memberId: s.memberId, user: `m${String(s.memberId).padStart(4, '0')}` };
}

const gameUrlBody = (user: string, token: string, gameCode: string) => ({
  user,
  token,
  platform: 'GPL_MOBILE',
  operator_id: DEMO_OPERATOR_ID,
  lobby_url: '/m/home',
  lang: 'EN',
  game_code: gameCode,
  currency: 'CNY',
});

describe('aggregator catalogue', () => {
  it('is the demo catalogue without the in-house studio and the platform lotteries', () => {
    const all = demoVendorGames();
    const agg = aggregatorGames();
    expect(agg.length).toBe(all.filter((g) => !['TCG_SEA', 'TCG_LOTTO_VN'].includes(g.vendor)).length);
    const byCode = new Map(all.map((g) => [g.gameCode, g]));
    for (const g of agg) {
      const d = byCode.get(g.gameCode)!;
      expect([g.name, g.category, g.classify, g.minBetMinor]).toEqual([d.name, d.gameType, d.classify, d.minBet]);
    }
  });
});


describe('studio math', () => {
  const slotCodes = aggregatorGames().filter((g) => g.category === 'RNG' && g.classify !== 'TABLE').map((g) => g.gameCode);

  it('gives every slot an exact RTP inside 94-97 % and its own paytable', () => {
    const tables = new Set<string>();
    for (const code of slotCodes) {
      const m = slotMath(code);
      expect(m.rtp).toBeGreaterThanOrEqual(RTP_MIN);
      expect(m.rtp).toBeLessThanOrEqual(RTP_MAX);
      expect(exactLineStats(m).rtp).toBe(m.rtp);
      tables.add(JSON.stringify([m.pays, m.strips]));
    }
    expect(tables.size).toBe(slotCodes.length);
  });

  it.each(['pg-rng-001', 'jl-rng-002', 'cq9-rng-005'])('matches a Monte-Carlo estimate of the RTP of %s', { timeout: 90_000 }, (code) => {
    const m = slotMath(code);
    const spins = 500_000;
    let sum = 0;
    let square = 0;
    for (let i = 0; i < spins; i++) {
      const stops = m.strips.map((strip) => Math.floor(Math.random() * strip.length));
      // Return of one spin per unit of total stake (the lines share it).
      const x = lineWins(m, windowOf(m, stops)).reduce((a, w) => a + w.tenths, 0) / (10 * LINES.length);
      sum += x;
      square += x * x;
    }
    const mean = sum / spins;
    const sd = Math.sqrt(square / spins - mean * mean);
    // Five standard errors (about 2 % of RTP here): a correct RTP fails this about once in two million runs.
    expect(Math.abs(mean - m.rtp)).toBeLessThan((5 * sd) / Math.sqrt(spins));
    expect((5 * sd) / Math.sqrt(spins)).toBeLessThan(0.025);
  });

  it('pays fishing shots about 96 % on every fish', () => {
    for (const g of aggregatorGames().filter((x) => x.category === 'FISH')) {
      for (const f of fishOf(g.gameCode)) {
        const rtp = (hitPpm(f.multiplier) * f.multiplier) / 1_000_000;
        expect(rtp).toBeLessThanOrEqual(FISH_RTP_PPM / 1_000_000);
        expect(rtp).toBeGreaterThan(0.9595);
      }
    }
  });

  it('publishes the exact bingo RTP', () => {
    expect(bingoRtp()).toBeCloseTo(BINGO_RTP, 6);
    expect(BINGO_RTP).toBeGreaterThanOrEqual(RTP_MIN);
    expect(BINGO_RTP).toBeLessThanOrEqual(RTP_MAX);
  });

  // Cards by rank (0 ace .. 12 king) in suit 0.
  it.each([
    { stakes: { dragon: 100n }, d: 12, t: 3, ret: 200n },
    { stakes: { dragon: 100n }, d: 0, t: 3, ret: 0n },
    { stakes: { tiger: 100n, tie: 10n }, d: 5, t: 5 + 13, ret: 50n + 90n },
    { stakes: { dragon: 100n, tiger: 100n }, d: 7, t: 7, ret: 100n },
  ])('dragon-tiger returns $ret', ({ stakes, d, t, ret }) => {
    expect(dragonTigerReturn(stakes, d, t)).toBe(ret);
  });

  it.each([
    { player: [0, 12], dealer: [9, 8], doubled: false, outcome: 'blackjack', ret: 250n },
    { player: [0, 12], dealer: [0, 11], doubled: false, outcome: 'push', ret: 100n },
    { player: [9, 9], dealer: [0, 12], doubled: false, outcome: 'lose', ret: 0n },
    { player: [9, 9, 4], dealer: [9, 6], doubled: false, outcome: 'bust', ret: 0n },
    { player: [9, 8], dealer: [9, 5, 9], doubled: false, outcome: 'win', ret: 200n },
    { player: [5, 4, 9], dealer: [9, 6, 2], doubled: true, outcome: 'win', ret: 200n },
    { player: [9, 7], dealer: [9, 7], doubled: false, outcome: 'push', ret: 100n },
  ])('blackjack $player vs $dealer is $outcome', ({ player, dealer, doubled, outcome, ret }) => {
    expect(blackjackResult(player, dealer, 100n, doubled)).toEqual({ outcome, ret });
  });

  it('pays 21 on two cards after a split 1:1, not 3:2, and splits pairs of equal value only', () => {
    expect(blackjackResult([0, 12], [9, 8], 100n, false, true)).toEqual({ outcome: 'win', ret: 200n });
    expect(blackjackResult([0, 12], [0, 11], 100n, false, true)).toEqual({ outcome: 'lose', ret: 0n });
    expect([isPair([7, 20]), isPair([9, 12]), isPair([0, 13]), isPair([8, 9]), isPair([7, 20, 1])]).toEqual([true, true, true, false, false]);
  });

  it('counts aces soft', () => {
    expect(handTotal([0, 0, 8])).toEqual({ total: 21, soft: true });
    expect(handTotal([0, 9, 5])).toEqual({ total: 17, soft: false });
  });

  it('has an engine for every aggregator game', () => {
    for (const g of aggregatorGames()) expect(engineFor(g), g.gameCode).not.toBeNull();
  });
});

describe('SIMULATORS=off', () => {
  it('leaves the simulator out', async () => {
    const { database, drop } = await createTestDatabase('pglite');
    const app = await buildApp(testConfig({ simulators: false }), { database, logger: false });
    try {
      const res = await app.inject({ method: 'POST', url: `${SIM}${HUB88_AGGREGATOR_PATHS.gameUrl}`, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(app.hasDecorator('hub88Sim')).toBe(false);
    } finally {
      await app.close();
      await drop();
    }
  });
});

for (const kind of DB_KINDS) {
  describe(`hub88 simulator over HTTP [${kind}]`, () => {
    let app: FastifyInstance;
    let base: string;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const created = await createTestDatabase(kind);
      drop = created.drop;
      app = await buildApp(testConfig(), { database: created.database, logger: false });
      base = await listening(app);
    });
    afterAll(async () => {
      await app?.close();
      await drop();
    });

    it('refuses a game-URL call without a signature or with a forged one, and opens nothing', async () => {
      const { ticket, user } = await demoTicket(app, 'pg-rng-001');
      const body = gameUrlBody(user, ticket, 'pg-rng-001');
      const missing = await signedPost(base, HUB88_AGGREGATOR_PATHS.gameUrl, body, null);
      expect(missing).toEqual({ status: 401, json: { error: 'RS_ERROR_INVALID_SIGNATURE' } });
      const forged = await signedPost(base, HUB88_AGGREGATOR_PATHS.gameUrl, body, newRsaKeyPair().privateKeyPem);
      expect(forged).toEqual({ status: 401, json: { error: 'RS_ERROR_INVALID_SIGNATURE' } });
      // Signed over other bytes than those sent: refused too.
      const raw = JSON.stringify(body);
      const res = await fetch(`${base}${SIM}${HUB88_AGGREGATOR_PATHS.gameUrl}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(await operatorKey(app), raw) },
        body: raw.replace('"EN"', '"CN"'),
      });
      expect(res.status).toBe(401);
      const opened = await app.db.select().from(simSessions).where(eq(simSessions.user, user));
      expect(opened).toHaveLength(0);
    });


    /** Opens a simulator session for demo01 through the signed game-URL call; answers its play path. */
    async function openGame(gameCode: string): Promise<{ url: string; memberId: number; user: string }> {
      const { ticket, memberId, user } = await demoTicket(app, gameCode);
      const got = await signedPost(base, HUB88_AGGREGATOR_PATHS.gameUrl, gameUrlBody(user, ticket, gameCode), await operatorKey(app));
      expect(got.status).toBe(200);
      const { url } = got.json as { url: string };
      expect(url).toMatch(/^\/sim\/hub88\/play\/[\w-]{32}$/);
      return { url, memberId, user };
    }

    const balanceOf = async (memberId: number) => {
      const [w] = await app.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId));
      return w!.balance;
    };

    it('plays a slot spin over the real loop: the balance moves by exactly -stake + win, with ledger entries and a round', async () => {
      const { url, memberId } = await openGame('pg-rng-001');
      const page = await fetch(`${base}${url}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      const html = await page.text();
      expect(html).toContain('id="sim-cfg"');
      expect(html).not.toMatch(/<script>(?!<)/);
      expect(html).toMatch(/data-testid="slot-rtp">9[4-6]\.\d\d %/);

      const before = await balanceOf(memberId);
      const ledgerBefore = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, memberId));
      const res = await fetch(`${base}${url}/action`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'spin', input: { stake: '1.00' } }),
      });
      expect(res.status).toBe(200);
      const { value } = (await res.json()) as { value: { round: string; win: string; balance: string } };
      const win = moneyToMinor(value.win);
      const after = await balanceOf(memberId);
      expect(after - before).toBe(-100n + win);
      expect(moneyToMinor(value.balance)).toBe(after);

      const ledgerAfter = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, memberId));
      const added = ledgerAfter.filter((e) => !ledgerBefore.some((b) => b.id === e.id));
      expect(added.reduce((a, e) => a + e.amount, 0n)).toBe(-100n + win);
      expect(added.some((e) => e.amount === -100n)).toBe(true);

      const [round] = await app.db.select().from(gameRounds).where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.roundId, value.round)));
      expect(round).toMatchObject({ vendor: 'PG', gameCode: 'pg-rng-001', stake: 100n, payout: win, status: 'settled' });

      const records = await app.db.select().from(simTransactions).where(eq(simTransactions.round, value.round));
      expect(records.map((r) => [r.kind, r.status]).sort()).toEqual([
        ['bet', 'RS_OK'],
        ['win', 'RS_OK'],
      ]);

      // The aggregator's own records of the period, as reconciliation reads them.
      const now = new Date();
      const list = await signedPost(
        base,
        HUB88_AGGREGATOR_PATHS.transactions,
        { operator_id: DEMO_OPERATOR_ID, start_time: new Date(now.getTime() - 60_000).toISOString().slice(0, 19), end_time: new Date(now.getTime() + 60_000).toISOString().slice(0, 19), round: value.round },
        await operatorKey(app),
      );
      expect(list.status).toBe(200);
      const parsed = Hub88TransactionsAnswerSchema.parse(list.json);
      expect(parsed.transactions.map((t) => t.kind).sort()).toEqual(['bet', 'win']);
      expect(parsed.transactions.find((t) => t.kind === 'bet')!.amount).toBe(100_000);
    });

    it('lists one round with a round-only Transactions API query; a query with neither a period nor a round is refused', async () => {
      const { url } = await openGame('pg-rng-001');
      const res = await fetch(`${base}${url}/action`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'spin', input: { stake: '1.00' } }),
      });
      expect(res.status).toBe(200);
      const { value } = (await res.json()) as { value: { round: string } };
      const key = await operatorKey(app);
      const list = await signedPost(base, HUB88_AGGREGATOR_PATHS.transactions, { operator_id: DEMO_OPERATOR_ID, round: value.round }, key);
      expect(list.status).toBe(200);
      const parsed = Hub88TransactionsAnswerSchema.parse(list.json);
      expect(parsed.transactions.map((t) => t.kind).sort()).toEqual(['bet', 'win']);
      expect(parsed.transactions.every((t) => t.round === value.round)).toBe(true);
      for (const body of [{ operator_id: DEMO_OPERATOR_ID }, { operator_id: DEMO_OPERATOR_ID, start_time: '2026-01-01T00:00:00' }]) {
        expect(await signedPost(base, HUB88_AGGREGATOR_PATHS.transactions, body, key)).toEqual({ status: 400, json: { error: 'RS_ERROR_WRONG_TYPES' } });
      }
    });

    it('keeps the absolute lobby URL of the game-URL call as the close target, and no other scheme', async () => {
      for (const [lobby, kept] of [
        ['https://casino.example/m/home', 'https://casino.example/m/home'],
        ['http://127.0.0.1:8080/m/home?from=game', 'http://127.0.0.1:8080/m/home?from=game'],
        ['javascript:alert(1)', '/m/home'],
        ['https://casino.example/"><script>', '/m/home'],
      ] as const) {
        const { ticket, user } = await demoTicket(app, 'pg-rng-003');
        const got = await signedPost(base, HUB88_AGGREGATOR_PATHS.gameUrl, { ...gameUrlBody(user, ticket, 'pg-rng-003'), lang: 'zh', lobby_url: lobby }, await operatorKey(app));
        expect(got.status).toBe(200);
        const id = (got.json as { url: string }).url.split('/').pop()!;
        const [row] = await app.db.select().from(simSessions).where(eq(simSessions.id, id));
        expect(row, lobby).toMatchObject({ lobbyUrl: kept, lang: 'CN' });
      }
    });

    it('refuses a bad stake without moving money, and an unknown session', async () => {
      const { url, memberId } = await openGame('pg-rng-004');
      const before = await balanceOf(memberId);
      for (const input of [{ stake: '0.01' }, { stake: '-1' }, { stake: 'x' }, null]) {
        const res = await fetch(`${base}${url}/action`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'spin', input }) });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: 'stakeBad' });
      }
      expect(await balanceOf(memberId)).toBe(before);
      const unknown = await fetch(`${base}/sim/hub88/play/${'x'.repeat(32)}/state`);
      expect(unknown.status).toBe(404);
    });

    it('plays fishing, table and bingo rounds through the wallet', async () => {
      for (const [code, action, input] of [
        ['jl-fish-001', 'shoot', { fish: 0, stake: '0.10' }],
        ['ky-pvp-001', 'deal', { spots: { dragon: '0.10' } }],
        ['jl-bingo-001', 'play', { stake: '0.10' }],
      ] as const) {
        const game = aggregatorGames().find((g) => g.gameCode === code)!;
        const { url, memberId } = await openGame(code);
        const before = await balanceOf(memberId);
        const res = await fetch(`${base}${url}/action`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, input }) });
        expect(res.status, code).toBe(200);
        const { value } = (await res.json()) as { value: { win: string } };
        expect((await balanceOf(memberId)) - before).toBe(-game.minBetMinor + moneyToMinor(value.win));
      }
    });


    it('rolls back a bet whose outcome is unknown and resends the rollback until the operator answers', async () => {
      const { url, memberId } = await openGame('pg-rng-010');
      const s = playSessionOf((await simRepo.session(app.db, url.split('/').pop()!))!)!;
      const [op] = await app.db.select().from(simOperators).where(eq(simOperators.operatorId, DEMO_OPERATOR_ID));
      const before = await balanceOf(memberId);
      // The operator cannot be reached: nothing listens on the discard port.
      await app.db.update(simOperators).set({ walletUrl: 'http://127.0.0.1:9/wallet/hub88/demo' }).where(eq(simOperators.id, op!.id));
      try {
        await expect(app.hub88Sim.studio.bet(s, 'lost-round', 100n)).rejects.toMatchObject({ status: 'NETWORK' });
      } finally {
        await app.db.update(simOperators).set({ walletUrl: op!.walletUrl }).where(eq(simOperators.id, op!.id));
      }
      const sent = await app.db.select().from(simTransactions).where(eq(simTransactions.round, 'lost-round'));
      const bet = sent.find((r) => r.kind === 'bet')!;
      const rollback = sent.find((r) => r.kind === 'rollback')!;
      expect(bet.status).toBe('NETWORK');
      expect(rollback).toMatchObject({ referenceTransactionUuid: bet.transactionUuid, status: 'NETWORK' });
      expect(rollback.retryAt).not.toBeNull();

      await app.hub88Sim.tick(new Date(Date.now() + 3_600_000));
      const [answered] = await app.db.select().from(simTransactions).where(eq(simTransactions.id, rollback.id));
      expect(answered).toMatchObject({ status: 'RS_OK', retryAt: null });
      expect(await balanceOf(memberId)).toBe(before);
    });


    it('plays a blackjack hand across actions and settles it once', async () => {
      const { url, memberId } = await openGame('ky-pvp-002');
      const post = (action: string, input: unknown = null) =>
        fetch(`${base}${url}/action`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, input }) });
      const before = await balanceOf(memberId);
      expect((await post('stand')).status).toBe(400);
      const dealt = (await (await post('deal', { stake: '0.50' })).json()) as { value: { done: boolean; win?: string; dealer: unknown[] } };
      let end = dealt.value;
      if (!end.done) {
        expect(end.dealer[1]).toBeNull();
        // A second deal while the hand is open is refused and moves nothing.
        expect(await (await post('deal', { stake: '0.50' })).json()).toEqual({ error: 'handOpen' });
        const [a, b] = await Promise.all([post('stand'), post('stand')]);
        const answers = [await a.json(), await b.json()] as { value?: typeof end; error?: string }[];
        expect(answers.filter((x) => x.value).length).toBe(1);
        end = answers.find((x) => x.value)!.value!;
      }
      expect(end.done).toBe(true);
      expect((await balanceOf(memberId)) - before).toBe(-50n + moneyToMinor(end.win!));
      expect(await (await post('stand')).json()).toEqual({ error: 'noHand' });
    });

    it('splits a pair into two hands with a stake each, doubles one, and pays both in one win', async () => {
      const { url, memberId } = await openGame('ky-pvp-004');
      const m = aggregatorGames().find((g) => g.gameCode === 'ky-pvp-004')!.minBetMinor;
      const key = `bj:${url.split('/').pop()}`;
      const post = async (action: string, input: unknown = null) => {
        const res = await fetch(`${base}${url}/action`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, input }) });
        return { status: res.status, json: (await res.json()) as { value?: BjView; error?: string } };
      };
      type BjView = { done: boolean; win?: string; canSplit: boolean; canDouble: boolean; hands: { cards: unknown[]; stake: string; active: boolean; outcome: string | null }[] };
      // Deal until the hand waits for the player (a blackjack on either side ends it at once).
      let before = 0n;
      for (let i = 0; i < 20; i++) {
        before = await balanceOf(memberId);
        if (!(await post('deal', { stake: minorToMoney(m) })).json.value!.done) break;
      }
      const saved = await app.hub88Sim.studio.loadState<{ seats: { cards: number[] }[]; dealer: number[]; used: number[] }>(key);
      expect(saved).not.toBeNull();
      // The cards the shoe dealt, as a pair of eights against a dealer 10 + 6.
      const h = saved!.state;
      h.seats[0]!.cards = [7, 20];
      h.dealer = [9, 5];
      h.used = [7, 20, 9, 5];
      expect(await app.hub88Sim.studio.saveState(key, saved!.version, h)).toBe(true);
      expect(await balanceOf(memberId)).toBe(before - m);

      const split = await post('split');
      expect(split.status).toBe(200);
      expect(split.json.value!.hands.map((x) => [x.cards.length, x.stake, x.active])).toEqual([
        [2, minorToMoney(m), true],
        [2, minorToMoney(m), false],
      ]);
      expect(split.json.value!.canSplit).toBe(false);
      expect(await balanceOf(memberId)).toBe(before - 2n * m);
      // Once only: a second split is refused and moves nothing.
      expect(await post('split')).toEqual({ status: 400, json: { error: 'badInput' } });
      expect(await balanceOf(memberId)).toBe(before - 2n * m);

      const doubled = await post('double');
      expect(doubled.status).toBe(200);
      expect(doubled.json.value!.hands.map((x) => [x.cards.length, x.stake, x.active])).toEqual([
        [3, minorToMoney(2n * m), false],
        [2, minorToMoney(m), true],
      ]);
      expect(await balanceOf(memberId)).toBe(before - 3n * m);
      const end = (await post('stand')).json.value!;
      expect(end.done).toBe(true);
      expect(end.hands.every((x) => x.outcome !== null)).toBe(true);
      expect(await balanceOf(memberId)).toBe(before - 3n * m + moneyToMinor(end.win!));
      const sent = await app.db.select().from(simTransactions).where(eq(simTransactions.round, (split.json.value as unknown as { round: string }).round));
      expect(sent.map((r) => r.kind).sort()).toEqual(['bet', 'bet', 'bet', 'win']);
    });

    it('refuses a split of two cards of different value and moves nothing', async () => {
      const { url, memberId } = await openGame('ky-pvp-006');
      const stake = minorToMoney(aggregatorGames().find((g) => g.gameCode === 'ky-pvp-006')!.minBetMinor);
      const key = `bj:${url.split('/').pop()}`;
      const post = (action: string, input: unknown = null) =>
        fetch(`${base}${url}/action`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, input }) });
      for (let i = 0; i < 20 && ((await (await post('deal', { stake })).json()) as { value: { done: boolean } }).value.done; i++);
      const saved = (await app.hub88Sim.studio.loadState<{ seats: { cards: number[] }[]; used: number[] }>(key))!;
      saved.state.seats[0]!.cards = [7, 8];
      expect(await app.hub88Sim.studio.saveState(key, saved.version, saved.state)).toBe(true);
      const before = await balanceOf(memberId);
      const res = await post('split');
      expect([res.status, await res.json()]).toEqual([400, { error: 'badInput' }]);
      expect(await balanceOf(memberId)).toBe(before);
      expect((await post('stand')).status).toBe(200);
    });

    it('plays on a hand saved before splits existed (one seat, its cards as player)', async () => {
      const { url, memberId } = await openGame('ky-pvp-008');
      const m = aggregatorGames().find((g) => g.gameCode === 'ky-pvp-008')!.minBetMinor;
      const key = `bj:${url.split('/').pop()}`;
      const post = async (action: string, input: unknown = null) =>
        (await (await fetch(`${base}${url}/action`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, input }) })).json()) as {
          value: { done: boolean; win?: string; hands: { stake: string }[] };
        };
      let before = 0n;
      for (let i = 0; i < 20; i++) {
        before = await balanceOf(memberId);
        if (!(await post('deal', { stake: minorToMoney(m) })).value.done) break;
      }
      const saved = (await app.hub88Sim.studio.loadState<{ round: string; betUuid: string; used: number[]; dealer: number[]; seats: { cards: number[] }[] }>(key))!;
      const { round, betUuid, used, dealer, seats } = saved.state;
      const old = { round, betUuid, stake: m.toString(), doubled: false, used, player: seats[0]!.cards, dealer };
      expect(await app.hub88Sim.studio.saveState(key, saved.version, old)).toBe(true);
      const end = (await post('stand')).value;
      expect(end.done).toBe(true);
      expect(end.hands.map((x) => x.stake)).toEqual([minorToMoney(m)]);
      expect(await balanceOf(memberId)).toBe(before - m + moneyToMinor(end.win!));
    });

    it('answers RS_ERROR_INVALID_GAME for a game the aggregator does not carry', async () => {
      const { ticket, user } = await demoTicket(app, 'pg-rng-001');
      const got = await signedPost(base, HUB88_AGGREGATOR_PATHS.gameUrl, gameUrlBody(user, ticket, 'tcg_sea-lott-001'), await operatorKey(app));
      expect(got).toEqual({ status: 404, json: { error: 'RS_ERROR_INVALID_GAME' } });
    });
  });
}

for (const kind of DB_KINDS) {
  describe(`held bets settle once with two instances [${kind}]`, () => {
    let app: FastifyInstance;
    let base: string;
    let second: Database;
    let dispose: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const dbs = await twoInstances(kind, 6);
      dispose = dbs.dispose;
      second = dbs.second;
      // No timer: the test drives the settlement itself.
      app = await buildApp(testConfig(), { database: dbs.database, logger: false });
      base = await listening(app);
    });
    afterAll(async () => {
      await app?.close();
      await dispose();
    });

    /** The second instance's studio: its own connection pool, the same operator over HTTP. */
    const otherStudio = () => {
      const other = { db: second.db, log: app.log, server: app.server } as unknown as FastifyInstance;
      return new SimStudio(other, new WalletClient(other));
    };

    async function heldBet(stakeMinor: bigint): Promise<{ s: PlaySession; memberId: number }> {
      const { ticket, user, memberId } = await demoTicket(app, 'pg-rng-007');
      const got = await signedPost(base, HUB88_AGGREGATOR_PATHS.gameUrl, gameUrlBody(user, ticket, 'pg-rng-007'), await operatorKey(app));
      const id = (got.json as { url: string }).url.split('/').pop()!;
      const s = playSessionOf((await simRepo.session(app.db, id))!)!;
      const studio = app.hub88Sim.studio;
      const round = `held-${id}`;
      const bet = await studio.bet(s, round, stakeMinor);
      await studio.hold(s, { round, betTransactionUuid: bet.transactionUuid, amountMinor: stakeMinor, selection: { spot: 'x' }, settleAt: new Date(Date.now() - 1000) });
      return { s, memberId };
    }

    const balanceOf = async (memberId: number) => (await app.db.select({ b: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId)))[0]!.b;

    it('claims each due bet for one caller only and pays it once', async () => {
      const { s, memberId } = await heldBet(100n);
      const before = await balanceOf(memberId);
      const now = new Date();
      const [a, b] = await Promise.all([
        app.hub88Sim.studio.settleDue([s.game.gameCode], now, () => 300n),
        otherStudio().settleDue([s.game.gameCode], now, () => 300n),
      ]);
      expect(a + b).toBe(1);
      expect((await balanceOf(memberId)) - before).toBe(300n);
      expect(await app.hub88Sim.studio.settleDue([s.game.gameCode], new Date(), () => 300n)).toBe(0);
      expect(await app.hub88Sim.studio.held(s)).toEqual([]);
      expect((await balanceOf(memberId)) - before).toBe(300n);
    });

    it('releases a bet whose payment failed, and a later run pays it', async () => {
      const { s, memberId } = await heldBet(100n);
      const before = await balanceOf(memberId);
      const failing = await app.hub88Sim.studio.settleDue([s.game.gameCode], new Date(), () => {
        throw new Error('dealer dropped the cards');
      });
      expect(failing).toBe(0);
      const [row] = await app.db.select().from(simHeldBets).where(eq(simHeldBets.sessionId, s.id));
      expect(row).toMatchObject({ claimedAt: null, settledAt: null });
      expect(await otherStudio().settleDue([s.game.gameCode], new Date(), () => 0n)).toBe(1);
      expect(await balanceOf(memberId)).toBe(before);
      const [round] = await app.db.select().from(gameRounds).where(eq(gameRounds.roundId, row!.round));
      expect(round).toMatchObject({ stake: 100n, payout: 0n, status: 'settled' });
    });
  });
}
