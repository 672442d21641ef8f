import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  ErrorCode,
  AnnouncementsSchema,
  CALLS,
  EmptyValueSchema,
  FavouriteIdsSchema,
  FavouriteListSchema,
  GAME_TICKET_HEADER,
  HotGamesSchema,
  GameListSchema,
  InhouseRoundSchema,
  InhouseStateSchema,
  LaunchResultSchema,
  LotteryGameListSchema,
  LotteryMenuSchema,
  NumeroSchema,
  PromotionDetailSchema,
  RecentListSchema,
  VassGameTypeListSchema,
  launchTarget,
  lotteryPlayType,
  prizeMode,
  type Game,
  type LaunchableGame,
  type LotteryGame,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { gameLaunches, gameRounds, gameVendors, games, ledgerEntries, memberAccounts, members, merchants, sessions, vendorIntegrations, wallets } from '../src/db/schema.js';
import { TtlCache } from '../src/modules/games/cache.js';
import { fairBytes, seedHash } from '../src/modules/games/inhouse/fair.js';
import { playDice } from '../src/modules/games/inhouse/rules.js';
import { issueTicket } from '../src/modules/games/inhouse/service.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { sessionRepo } from '../src/modules/session/repo.js';
import { newToken, sha256Hex } from '../src/platform/crypto.js';
import { credit } from '../src/modules/wallet/service.js';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { DB_KINDS, createTestDatabase, describeEachDb, errorBody, injectEncrypted, login, okValue, testConfig } from './helper.js';

const P = CALLS;
const qs = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString();
/** What a browser requests for a launch URL: everything before the fragment. */
const pageUrl = (url: string) => url.split('#')[0]!;
/** The ticket of a launch URL's fragment (#ticket=...). */
const ticketOf = (url: string) => {
  const t = new URLSearchParams(new URL(url, 'http://x').hash.slice(1)).get('ticket');
  if (!t) throw new Error(`no ticket in the fragment of ${url}`);
  return t;
};

/** A live session row for a member made in a test (members inserted directly cannot log in). */
async function sessionFor(db: Db, merchantId: number, memberId: number): Promise<{ id: number; token: string }> {
  const token = newToken();
  const row = await sessionRepo.insert(db, {
    tokenHash: sha256Hex(token),
    merchantId,
    memberId,
    expiresAt: new Date(Date.now() + 3_600_000),
    ip: null,
    device: null,
  });
  return { id: row.id, token };
}

describe('launch rules (part 1 s9)', () => {
  const game = (over: Partial<LaunchableGame>): LaunchableGame => ({
    gameId: 7,
    nodeId: '7',
    gameType: 'RNG',
    vassalage: 'PG',
    gameCode: 'pg-001',
    gameGroupId: null,
    lottoMode: null,
    ...over,
  });
  const opts = { merchantCode: 'demo', prizeMode: 'ELOTT' as const };

  it.each([
    ['TCG_SEA -> SEA, lobby', game({ vassalage: 'TCG_SEA', gameType: 'LOTT' }), '/m/launchGame', { prize_mode: 'SEA', code: 'lobby' }],
    ['TCG_LOTTO_VN -> configured mode, lobby', game({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' }), '/m/launchGame', { prize_mode: 'ELOTT', code: 'lobby' }],
    ['LOTT -> lottery page, trad', game({ vassalage: 'INHOUSE', gameType: 'LOTT' }), '/m/lottery', { playType: 'trad', mui: 'demo', prize_mode: 'ELOTT' }],
    ['ELOTT Entertainment -> lottery page, ent', game({ vassalage: 'X', gameType: 'ELOTT', lottoMode: 'Entertainment' }), '/m/lottery', { playType: 'ent' }],
    ['others -> vendor with game code', game({}), '/m/launchGame', { vendor: 'PG', code: 'pg-001', category: 'RNG' }],
  ])('%s', (_name, g, path, query) => {
    const t = launchTarget(g, opts);
    expect(t.path).toBe(path);
    expect(t.query).toMatchObject(query);
  });

  it('carries pageBack and derives prize mode and play type', () => {
    expect(launchTarget(game({ gameType: 'LOTT' }), { ...opts, pageBack: 'home' }).query.pageBack).toBe('home');
    expect(prizeMode({ ELOTT: ['TCG_LOTTO_VN'] })).toBe('ELOTT');
    expect(prizeMode({ ELOTT: ['LOTT'] })).toBe('ELOTT');
    expect(prizeMode({ ELOTT: ['OTHER'], LOTT: ['TCG_SEA'] })).toBe('LOTT');
    expect(prizeMode({})).toBe('LOTT');
    expect(lotteryPlayType('Entertainment')).toBe('ent');
    expect(lotteryPlayType('Traditional')).toBe('trad');
    expect(lotteryPlayType(null)).toBe('trad');
  });
});

describe('catalogue cache', () => {
  it('shares one load per key within the TTL, retries failures, and is off at TTL 0', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const cache = new TtlCache<number>(60_000);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('b', load)).toBe(2);
    await expect(cache.get('c', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('c', load)).toBe(3);
    const off = new TtlCache<number>(0);
    expect([await off.get('a', load), await off.get('a', load)]).toEqual([4, 5]);
  });
});

describeEachDb('games catalogue and calls', (ctx) => {
  const app = () => ctx().app;
  const get = (path: string, q: Record<string, string | number> = {}, token?: string) =>
    app().inject({ method: 'GET', url: `${path}?${qs(q)}`, headers: token ? { Authorization: token } : {} });
  const list = async (q: Record<string, string | number>) => okValue(await get(P.gameList.path, q), GameListSchema);

  it('lists more than 600 games over at least 12 vendors, categories in merchant order', async () => {
    const types = okValue(await get(P.vassGameType.path, { typeId: 1 }), VassGameTypeListSchema);
    expect(types.map((t) => t.gameType)).toEqual(['INHOUSE', 'RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'BINGO', 'COCKFIGHT', 'PROMO']);
    expect(new Set(types.flatMap((t) => t.vendors.map((v) => v.vassalage))).size).toBeGreaterThanOrEqual(12);
    expect(types.find((t) => t.gameType === 'PROMO')!.vendors).toEqual([]);
    const all = await list({});
    expect(all.totalCount).toBeGreaterThan(600);
    expect(all.games).toHaveLength(25);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 25));
  });

  it('pages without overlap and answers past the end with the total', async () => {
    const p1 = await list({ gameType: 'RNG', pageNo: 1 });
    const p2 = await list({ gameType: 'RNG', pageNo: 2 });
    expect(p1.games.map((g) => g.gameId).some((id) => p2.games.some((g) => g.gameId === id))).toBe(false);
    const last = await list({ gameType: 'RNG', pageNo: p1.totalPages });
    expect(last.games.length).toBe(p1.totalCount - (p1.totalPages - 1) * 25);
    const past = await list({ gameType: 'RNG', pageNo: p1.totalPages + 1 });
    expect(past).toEqual({ games: [], totalPages: p1.totalPages, totalCount: p1.totalCount });
    expect((await list({ pageSize: 10 })).games).toHaveLength(10);
  });

  it('applies every filter', async () => {
    const every = (games: Game[], f: (g: Game) => boolean) => games.length > 0 && games.every(f);
    expect(every((await list({ gameType: 'LIVE', pageSize: 100 })).games, (g) => g.gameType === 'LIVE')).toBe(true);
    const jl = await list({ vassalage: 'JL', pageSize: 100 });
    expect(every(jl.games, (g) => g.vassalage === 'JL')).toBe(true);
    expect(jl.totalCount).toBe(98);
    expect((await list({ vassalage: 'JL', gameType: 'FISH' })).totalCount).toBe(12);
    expect(every((await list({ gameClassify: 'TABLE', pageSize: 100 })).games, (g) => g.gameClassify === 'TABLE')).toBe(true);
    expect(every((await list({ isNew: '1', pageSize: 100 })).games, (g) => g.isNew)).toBe(true);
    expect(every((await list({ minBet: '0.50', pageSize: 100 })).games, (g) => Number(g.minBet) <= 0.5)).toBe(true);
    expect(every((await list({ minLine: 9, pageSize: 100 })).games, (g) => g.minLine <= 9)).toBe(true);
    expect((await list({ vassalage: 'NOPE' })).totalCount).toBe(0);
  });

  it('searches names by word prefix, in any language, and treats punctuation-only input as no match', async () => {
    const dice = await list({ gameName: 'dice' });
    expect(dice.games.map((g) => g.gameCode)).toEqual(['dice-100']);
    const two = await list({ gameName: 'LUCK SLO' });
    expect(two.games.map((g) => g.gameCode)).toContain('lucky-slot');
    expect((await list({ gameName: '幸运' })).games.map((g) => g.gameCode)).toEqual(['lucky-slot']);
    expect((await list({ gameName: "'&|!:*" })).totalCount).toBe(0);
    const golden = await list({ gameName: 'golden', gameType: 'RNG', pageSize: 100 });
    expect(golden.totalCount).toBeGreaterThan(0);
    expect(golden.games.every((g) => /golden/i.test(g.gameName))).toBe(true);
  });

  it('rejects bad paging and filters with a 422 envelope', async () => {
    const bad: Record<string, string | number>[] = [{ pageSize: 0 }, { pageSize: 101 }, { pageNo: 0 }, { pageNo: 'x' }, { minBet: '-1' }, { isNew: 'maybe' }];
    for (const q of bad) {
      const res = await get(P.gameList.path, q);
      expect(res.statusCode).toBe(422);
      expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
    }
  });

  it('answers hot games, by category, and the display name in the Language header', async () => {
    const hot = okValue(await get(P.hotGames.path, { isPlatform: 2, platform: 'html5' }), HotGamesSchema).list;
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.hot)).toBe(true);
    expect(hot[0]!.vassalage).toBe('INHOUSE');
    const live = okValue(await get(P.hotGames.path, { gameType: 'LIVE' }), HotGamesSchema).list;
    expect(live.every((g) => g.gameType === 'LIVE' && g.hot)).toBe(true);
    const cn = okValue(
      await app().inject({ method: 'GET', url: `${P.gameList.path}?gameName=dice`, headers: { Language: 'CN' } }),
      GameListSchema,
    );
    expect(cn.games[0]).toMatchObject({ gameName: 'Dice 100', displayName: '骰子100' });
  });

  it('serves icons under the merchant in upper case; missing vendor art is a 404', async () => {
    const { games } = await list({ vassalage: 'PG', pageSize: 5 });
    const icon = games[0]!.iconUrl;
    expect(icon).toMatch(/^\/static\/images\/DEMO\/games\/PG\/pg-rng-\d{3}\.svg$/);
    const res = await app().inject({ method: 'GET', url: icon });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    const missing = (await list({ pageSize: 100, pageNo: 1 })).games.concat((await list({ pageSize: 100, pageNo: 2 })).games).find((g) => g.iconUrl.endsWith('.png'));
    expect(missing).toBeDefined();
    expect((await app().inject({ method: 'GET', url: missing!.iconUrl })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/static/images/DEMO/games/PG/nope.svg' })).statusCode).toBe(404);
  });

  it('keeps favourites per member, needs a session, refuses unknown games', async () => {
    const a = await login(app(), 'demo01');
    const b = await login(app(), 'agent01');
    expect((await get(P.favouriteIds.path)).statusCode).toBe(401);
    const { games } = await list({ gameType: 'RNG', pageSize: 3 });
    const add = (token: string, nodeId: string) =>
      app().inject({ method: 'POST', url: P.favouriteAdd.path, headers: { Authorization: token }, payload: { nodeId, vendor: 'PG' } });
    for (const g of games.slice(0, 2)) expect(okValue(await add(a.token, g.nodeId), EmptyValueSchema)).toBeNull();
    await add(a.token, games[0]!.nodeId); // twice is still one favourite
    await add(b.token, games[2]!.nodeId);
    expect(okValue(await get(P.favouriteIds.path, {}, a.token), FavouriteIdsSchema).sort()).toEqual([games[0]!.nodeId, games[1]!.nodeId].sort());
    expect(okValue(await get(P.favouriteIds.path, {}, b.token), FavouriteIdsSchema)).toEqual([games[2]!.nodeId]);
    const listA = okValue(await get(P.favouriteList.path, { pageNo: 1, pageSize: 25, gameType: 'RNG' }, a.token), FavouriteListSchema);
    expect(listA).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    expect(okValue(await get(P.favouriteList.path, { gameType: 'LIVE' }, a.token), FavouriteListSchema).totalCount).toBe(0);
    // b removing a's favourite changes nothing for a
    await app().inject({ method: 'DELETE', url: `${P.favouriteRemove.path}?nodeId=${games[0]!.nodeId}`, headers: { Authorization: b.token } });
    expect(okValue(await get(P.favouriteIds.path, {}, a.token), FavouriteIdsSchema)).toHaveLength(2);
    const del = await app().inject({ method: 'DELETE', url: `${P.favouriteRemove.path}?nodeId=${games[0]!.nodeId}`, headers: { Authorization: a.token } });
    expect(del.statusCode).toBe(200);
    expect(okValue(await get(P.favouriteIds.path, {}, a.token), FavouriteIdsSchema)).toEqual([games[1]!.nodeId]);
    const unknown = await add(a.token, '999999');
    expect(unknown.statusCode).toBe(404);
    expect((await add(a.token, 'abc')).statusCode).toBe(422);
  });

  it('records recent games newest first, per member', async () => {
    const a = await login(app(), 'demo01');
    const b = await login(app(), 'agent01');
    const { games } = await list({ gameType: 'LIVE', pageSize: 3 });
    for (const g of [games[0]!, games[1]!, games[0]!]) {
      expect((await get(P.recentAdd.path, { nodeId: g.nodeId }, a.token)).statusCode).toBe(200);
    }
    const recent = okValue(await get(P.recentList.path, { page: 1, pageSize: 25, clientType: 2 }, a.token), RecentListSchema);
    expect(recent.list.map((g) => g.nodeId)).toEqual([games[0]!.nodeId, games[1]!.nodeId]);
    expect(recent.totalPages).toBe(1);
    expect(okValue(await get(P.recentList.path, {}, b.token), RecentListSchema).list).toEqual([]);
    expect((await get(P.recentList.path)).statusCode).toBe(401);
  });

  it('launches the in-house vendor with a ticket, refuses unconnected vendors, uses a connected vendor URL', async () => {
    const { token } = await login(app(), 'demo01');
    const dice = (await list({ gameName: 'dice' })).games[0]!;
    const launched = okValue(await get(P.launchGame.path, { gameId: dice.gameId, vendor: 'INHOUSE' }, token), LaunchResultSchema);
    // The ticket rides in the fragment: a browser never sends it, so the page is requested without it.
    expect(launched.url).toMatch(/^\/wps\/inhouse\/play\/dice-100\?merchant=demo&lang=EN#ticket=[\w-]{20,}$/);
    const page = await app().inject({ method: 'GET', url: pageUrl(launched.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Dice 100');

    expect((await get(P.launchGame.path, { gameId: dice.gameId })).statusCode).toBe(401);
    expect((await get(P.launchGame.path, { gameId: dice.gameId, vendor: 'PG' }, token)).statusCode).toBe(422);
    expect((await get(P.launchGame.path, { gameId: 999999 }, token)).statusCode).toBe(404);
    // A vendor with neither an aggregator connection nor a launch URL cannot launch: SBO once its connection is gone.
    const db = ctx().app.db;
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const connection = and(eq(vendorIntegrations.merchantId, demo!.id), eq(vendorIntegrations.vendor, 'SBO'));
    const [saved] = await db.delete(vendorIntegrations).where(connection).returning();
    const sbo = (await list({ vassalage: 'SBO' })).games[0]!;
    const where = and(eq(gameVendors.merchantId, demo!.id), eq(gameVendors.code, 'SBO'));
    try {
      const refused = await get(P.launchGame.path, { gameId: sbo.gameId }, token);
      expect(refused.statusCode).toBe(403);
      expect(errorBody(refused).errorCode).toBe(ErrorCode.VENDOR_DISABLED);

      await db.update(gameVendors).set({ launchUrl: 'https://vendor.example/launch' }).where(where);
      const remote = okValue(await get(P.launchGame.path, { gameId: sbo.gameId, prize_mode: 'SEA', code: 'lobby' }, token), LaunchResultSchema);
      const url = new URL(remote.url);
      expect(url.origin).toBe('https://vendor.example');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ gameCode: 'lobby', prizeMode: 'SEA', lang: 'EN' });
    } finally {
      await db.update(gameVendors).set({ launchUrl: null }).where(where);
      await db.insert(vendorIntegrations).values(saved!);
    }
  });

  it('answers banners of m_home (m_live only with the live model), ticker notices', async () => {
    const res = okValue(await get(P.announcements.path, { types: 'B,PL,PU', platform: 'M' }), AnnouncementsSchema);
    expect(res.banners.length).toBe(3);
    expect(res.banners.every((b) => b.groupName === 'm_home')).toBe(true);
    expect(res.banners[0]!.imageUrl).toMatch(/^\/static\/images\/DEMO\/banners\/\w+\.svg$/);
    expect((await app().inject({ method: 'GET', url: res.banners[0]!.imageUrl })).statusCode).toBe(200);
    // The first banner is about the welcome promotion and opens it, not the list (issue 33 item 14).
    const link = new URL(res.banners[0]!.linkUrl!, 'http://site');
    expect(link.pathname).toBe('/m/activityDetail');
    const promo = okValue(await get(P.promotionDetail.path, { id: link.searchParams.get('id')! }), PromotionDetailSchema);
    expect(promo.title).toBe('Welcome Bonus 100% up to 888');
    expect(res.player.length).toBe(3);
    const db = ctx().app.db;
    await db.update(merchants).set({ liveModel: true }).where(eq(merchants.code, 'demo'));
    try {
      const live = okValue(await get(P.announcements.path, { types: 'B' }), AnnouncementsSchema);
      expect(live.banners.map((b) => b.groupName)).toContain('m_live');
      expect(live.player).toEqual([]);
    } finally {
      await db.update(merchants).set({ liveModel: false }).where(eq(merchants.code, 'demo'));
    }
    const reg = okValue(await get(P.announcements.path, { types: 'B', groupName: 'm_reg' }), AnnouncementsSchema);
    expect(reg.banners.map((b) => b.groupName)).toEqual(['m_reg']);
  });

  it('answers the lottery list, popular, menu and numero; serves the lotto h5 page', async () => {
    const lotteries = okValue(await get(P.lotteryList.path), LotteryGameListSchema);
    expect(lotteries.length).toBe(1 + 12 + 18);
    expect(lotteries.every((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT')).toBe(true);
    const popular = okValue(await get(P.lotteryPopular.path), LotteryGameListSchema);
    expect(popular[0]!.gameCode).toBe('quick-lotto');
    const menu = okValue(await get(P.lotteryMenu.path), LotteryMenuSchema);
    const quick = lotteries.find((g) => g.gameCode === 'quick-lotto')!;
    expect(menu.find((m) => m.playType === 'ent')!.gameIds).toContain(quick.gameId);
    const { token } = await login(app(), 'demo01');
    const numero = okValue(await get(P.lotteryNumero.path, { gameId: quick.gameId }, token), NumeroSchema);
    expect(numero.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await get(P.lotteryNumero.path, { gameId: 1 }, token)).statusCode).toBe(404);
    expect(okValue(await get(P.lotteryOpenedNumero.path, { gameId: quick.gameId }, token), NumeroSchema)).toEqual(numero);
    expect(okValue(await get(P.lotteryMenuRecent.path, {}, token), LotteryGameListSchema)).toEqual([]);
    await get(P.recentAdd.path, { nodeId: String(quick.gameId) }, token);
    const recentLotto = okValue(await get(P.lotteryMenuRecent.path, {}, token), LotteryGameListSchema);
    expect(recentLotto.map((g) => g.gameCode)).toEqual(['quick-lotto']);
    expect((await get(P.lotteryMenuRecent.path)).statusCode).toBe(401);
    // The lotto h5 page comes from the launch call (Authorization header), its ticket in the fragment, no token anywhere.
    const launched = okValue(await get(P.launchGame.path, { gameId: quick.gameId, prize_mode: 'ELOTT' }, token), LaunchResultSchema);
    expect(launched.url).toMatch(new RegExp(`^/m/lotto-h5/demo/ent/games/${quick.gameId}\\?merchantCode=demo&prize_mode=ELOTT&language=EN#ticket=[\\w-]{20,}$`));
    const page = await app().inject({ method: 'GET', url: pageUrl(launched.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Quick Lotto');
    expect(page.body).not.toContain(token);
    expect(page.body).not.toContain(ticketOf(launched.url));
    const state = await app().inject({ method: 'GET', url: P.inhouseState.path, headers: { [GAME_TICKET_HEADER]: ticketOf(launched.url) } });
    expect(okValue(state, InhouseStateSchema).gameCode).toBe('quick-lotto');
    // The page shell holds no credential; without a ticket its state call is refused.
    const bare = await app().inject({ method: 'GET', url: P.inhouseState.path });
    expect(bare.statusCode).toBe(401);
    expect(errorBody(bare).errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describeEachDb('in-house vendor: bets against the real wallet', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;

  /** A fresh member with `balance` minor units and a launch ticket for an in-house game. */
  async function player(username: string, balance: bigint, gameCode = 'dice-100') {
    const [merchant] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
    const m = (await memberRepo.insertIfAbsent(db(), { merchantId: merchant!.id, username, passwordHash: 'x' }))!;
    if (balance > 0n) {
      await db().transaction((tx) =>
        credit(tx, { merchantId: merchant!.id, memberId: m.id, currency: 'CNY', amount: balance, kind: 'deposit', idempotencyKey: `t:${username}` }),
      );
    }
    const games = okValue(
      await app().inject({ method: 'GET', url: `${CALLS.gameList.path}?vassalage=INHOUSE&pageSize=100` }),
      GameListSchema,
    ).games;
    const session = await sessionFor(db(), merchant!.id, m.id);
    const gameId = games.find((g) => g.gameCode === gameCode)!.gameId;
    const ticket = await issueTicket(db(), { merchantId: merchant!.id, memberId: m.id, sessionId: session.id, gameId });
    const bet = (body: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: CALLS.inhouseBet.path, payload: { ticket, clientSeed: 'seed-1', pick: 'over:49', ...body } });
    const walletBalance = async () =>
      (await db().select().from(wallets).where(and(eq(wallets.memberId, m.id), eq(wallets.merchantId, merchant!.id))))[0]?.balance ?? 0n;
    const ledger = () => db().select().from(ledgerEntries).where(eq(ledgerEntries.memberId, m.id));
    const rounds = () => db().select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    return { ticket, bet, walletBalance, ledger, rounds, memberId: m.id };
  }

  it('says whether the balance is play money: yes for a free-play account, no for a member', async () => {
    const real = await player('ih_pm_real', 0n);
    const trial = await player('ih_pm_trial', 0n);
    await db().update(members).set({ type: 4 }).where(eq(members.id, trial.memberId));
    const stateOf = async (ticket: string) =>
      okValue(await app().inject({ method: 'GET', url: CALLS.inhouseState.path, headers: { [GAME_TICKET_HEADER]: ticket } }), InhouseStateSchema);
    expect((await stateOf(real.ticket)).playMoney).toBe(false);
    expect((await stateOf(trial.ticket)).playMoney).toBe(true);
  });

  it('shows the committed seed, bets, settles, reveals the seed and records the round', async () => {
    const p = await player('ih_a', 10_000n);
    const state = okValue(await app().inject({ method: 'GET', url: CALLS.inhouseState.path, headers: { [GAME_TICKET_HEADER]: p.ticket } }), InhouseStateSchema);
    expect(state).toMatchObject({ gameCode: 'dice-100', balance: '100.00', nonce: 0 });
    const r = okValue(await p.bet({ requestId: 'req-00001', stake: '10.00' }), InhouseRoundSchema);
    expect(r.fair.serverSeedHash).toBe(state.nextServerSeedHash);
    expect(seedHash(r.fair.serverSeed)).toBe(state.nextServerSeedHash);
    // Anyone can recompute the roll from the revealed seed.
    const again = playDice(fairBytes(r.fair.serverSeed, 'seed-1', 0), 1000n, { dir: 'over', target: 49 });
    expect(r.outcome.roll).toBe(again.detail.roll);
    expect(r.payout).toBe(again.payout === 0n ? '0.00' : '19.80');
    const expected = 10_000n - 1000n + again.payout;
    expect(await p.walletBalance()).toBe(expected);
    expect(r.balance).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
    const [round] = await p.rounds();
    expect(round).toMatchObject({ vendor: 'INHOUSE', gameCode: 'dice-100', gameType: 'INHOUSE', stake: 1000n, payout: again.payout, status: 'settled' });
    expect(round!.settledAt).toBeInstanceOf(Date);
    const kinds = (await p.ledger()).map((e) => e.kind).sort();
    expect(kinds).toEqual(again.payout > 0n ? ['bet', 'deposit', 'settle'] : ['bet', 'deposit']);
    const next = okValue(await p.bet({ requestId: 'req-00002', stake: '1.00' }), InhouseRoundSchema);
    expect(next.fair.serverSeedHash).toBe(r.fair.nextServerSeedHash);
    expect(next.fair.nonce).toBe(1);
  });

  it('is idempotent on the request id and refuses its reuse for another stake', async () => {
    const p = await player('ih_b', 5_000n);
    const first = okValue(await p.bet({ requestId: 'same-0001', stake: '5.00' }), InhouseRoundSchema);
    const replays = await Promise.all(Array.from({ length: 5 }, () => p.bet({ requestId: 'same-0001', stake: '5.00' })));
    for (const res of replays) {
      const v = okValue(res, InhouseRoundSchema);
      expect({ ...v, balance: '' }).toEqual({ ...first, balance: '' });
    }
    expect(await p.rounds()).toHaveLength(1);
    expect((await p.ledger()).filter((e) => e.kind === 'bet')).toHaveLength(1);
    const reuse = await p.bet({ requestId: 'same-0001', stake: '6.00' });
    expect(reuse.statusCode).toBe(409);
    expect(errorBody(reuse).errorCode).toBe(ErrorCode.REQUEST_REUSED);
  });

  it('refuses bad input and insufficient funds without moving money', async () => {
    const p = await player('ih_c', 100n);
    for (const body of [
      { requestId: 'bad-00001', stake: '1.00', pick: 'over:99' },
      { requestId: 'bad-00002', stake: '0.00' },
      { requestId: 'bad-00003', stake: 'abc' },
      { requestId: 'x', stake: '1.00' },
      { requestId: 'bad-00004', stake: '1.00', ticket: 'not-a-real-ticket-000' },
    ]) {
      const res = await p.bet(body);
      expect([401, 422]).toContain(res.statusCode);
    }
    const poor = await p.bet({ requestId: 'poor-0001', stake: '2.00' });
    expect(poor.statusCode).toBe(409);
    expect(errorBody(poor).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    expect(await p.walletBalance()).toBe(100n);
    expect(await p.rounds()).toHaveLength(0);
  });

  it('refuses bad stakes and picks naming the field and the reason, never a 500, and moves no money', async () => {
    const p = await player('ih_e', 20_000_000n);
    let n = 0;
    const refusal = async (body: Record<string, unknown>) => {
      const res = await p.bet({ requestId: `why-${String((n += 1)).padStart(5, '0')}`, stake: '1.00', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      return errorBody(res).value;
    };
    // The dice game's minimum bet is 1.00, the largest stake 100,000.00 (the contract's rule, as the page checks it).
    for (const [stake, why] of [
      ['0', 'below'], ['0.99', 'below'], ['0.001', 'decimals'], ['100000000', 'above'], ['100000.01', 'above'],
      ['abc', 'invalid'], ['', 'invalid'], ['-1', 'invalid'], ['1e5', 'invalid'], [' ', 'invalid'],
    ] as const) {
      expect(await refusal({ stake }), stake).toEqual([{ field: 'stake', message: why }]);
    }
    // Dice targets: over 4-98, under 1-95 (win chance 1-95 %).
    for (const pick of ['over:0', 'over:1', 'over:3', 'over:99', 'over:100', 'under:0', 'under:96', 'under:99', 'under:100', 'over:', 'sideways:5']) {
      expect(await refusal({ pick }), pick).toEqual([{ field: 'pick', message: 'target' }]);
    }
    expect(await p.rounds()).toHaveLength(0);
    expect(await p.walletBalance()).toBe(20_000_000n);
    // The edges are allowed, with their payout (99 / chance).
    for (const [pick, chance] of [['under:1', 1], ['over:98', 1], ['over:4', 95], ['under:95', 95]] as const) {
      const r = okValue(await p.bet({ requestId: `edge-${pick.replace(':', '-')}`, stake: '1', pick }), InhouseRoundSchema);
      expect(r.outcome, pick).toMatchObject({ chance });
      expect(['0.00', (Math.floor(9900 / chance) / 100).toFixed(2)]).toContain(r.payout);
    }
    expect(okValue(await p.bet({ requestId: 'max-00001', stake: '100000', pick: 'over:4' }), InhouseRoundSchema).stake).toBe('100000.00');

    const lotto = await player('ih_f', 10_000n, 'quick-lotto');
    for (const pick of ['', '10', 'x']) {
      const res = await lotto.bet({ requestId: `lotto-${pick || 'none'}-1`, stake: '1.00', pick });
      expect(errorBody(res).value, pick).toEqual([{ field: 'pick', message: 'digit' }]);
    }
  });

  it('never goes negative under 50 parallel bets', async () => {
    const p = await player('ih_d', 2_000n, 'lucky-slot');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => p.bet({ requestId: `par-${String(i).padStart(5, '0')}`, stake: '1.00', pick: '' })),
    );
    const okCount = results.filter((r) => r.statusCode === 200).length;
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(errorBody(r).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    const rounds = await p.rounds();
    expect(rounds).toHaveLength(okCount);
    const balance = await p.walletBalance();
    expect(balance >= 0n).toBe(true);
    const ledger = await p.ledger();
    expect(ledger.reduce((s, e) => s + e.amount, 0n)).toBe(balance);
    const staked = rounds.reduce((s, r) => s + r.stake, 0n);
    const paid = rounds.reduce((s, r) => s + r.payout, 0n);
    expect(balance).toBe(2_000n - staked + paid);
    expect(new Set(rounds.map((r) => (r.detail as { fair: { nonce: number } }).fair.nonce)).size).toBe(okCount);
  });

  it('seamless wallet: exactly the covered bets of 50 parallel ones go through; settle is idempotent', async () => {
    const p = await player('sw_a', 2_000n);
    const [merchant] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
    const base = { merchantId: merchant!.id, memberId: p.memberId, currency: 'CNY', vendor: 'PG', gameCode: 'pg-rng-001', gameType: 'RNG' };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => db().transaction((tx) => placeBet(tx, { ...base, roundId: `pg-${i}`, stake: 100n }))),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(20);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: ErrorCode.INSUFFICIENT_FUNDS });
    expect(await p.walletBalance()).toBe(0n);
    expect((await p.rounds()).every((r) => r.status === 'open')).toBe(true);

    const roundId = (placed[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof placeBet>>>).value.round.roundId;
    const settle = (payout: bigint) =>
      db().transaction((tx) => settleRound(tx, { merchantId: merchant!.id, currency: 'CNY', vendor: 'PG', roundId, payout }));
    const twice = await Promise.all([settle(250n), settle(250n)]);
    expect(twice.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(await p.walletBalance()).toBe(250n);
    await expect(settle(300n)).rejects.toMatchObject({ code: ErrorCode.ROUND_CLOSED });
    const replayBet = await db().transaction((tx) => placeBet(tx, { ...base, roundId, stake: 100n }));
    expect(replayBet.replayed).toBe(true);
    await expect(db().transaction((tx) => placeBet(tx, { ...base, roundId, stake: 200n }))).rejects.toMatchObject({ code: ErrorCode.REQUEST_REUSED });
    expect(await p.walletBalance()).toBe(250n);
    expect((await p.ledger()).filter((e) => e.kind === 'settle')).toHaveLength(1);
  });
});

/** The SQL text of every statement the app's database driver runs while fn runs (drizzle calls $client.query). */
async function queriesDuring(db: Db, fn: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await fn();
    return spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : String((q as { text?: unknown }).text ?? '')));
  } finally {
    spy.mockRestore();
  }
}
const readsGames = (statements: string[]) => statements.filter((s) => /\bfrom "games"/i.test(s)).length;
const LOTTERY_LISTS = [CALLS.lotteryList.path, CALLS.lotteryPopular.path, CALLS.lotteryMenu.path];

describeEachDb('lottery lists (/lgw): one query each, whatever the number of games', (ctx) => {
  const app = () => ctx().app;

  it('reads the catalogue once per call, and the same number of statements with fewer games', async () => {
    const db = app().db;
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
    // Ten lotteries other than the in-house one, the hot ones first (popular lists those), go off and back on.
    const some = await db
      .select({ id: games.id, hot: games.hot })
      .from(games)
      .where(and(eq(games.merchantId, demo!.id), inArray(games.gameType, ['LOTT', 'ELOTT']), ne(games.vendor, 'INHOUSE')))
      .orderBy(desc(games.hot), asc(games.id))
      .limit(10);
    expect(some).toHaveLength(10);
    expect(some.filter((g) => g.hot).length).toBeGreaterThan(0);
    const ids = some.map((g) => g.id);
    for (const path of LOTTERY_LISTS) {
      let before: unknown;
      const full = await queriesDuring(db, async () => (before = (await app().inject({ method: 'GET', url: path })).json()));
      expect(readsGames(full)).toBe(1);
      await db.update(games).set({ enabled: false }).where(inArray(games.id, ids));
      try {
        let after: unknown;
        const fewer = await queriesDuring(db, async () => (after = (await app().inject({ method: 'GET', url: path })).json()));
        expect(after).not.toEqual(before);
        expect(readsGames(fewer)).toBe(1);
        expect(fewer.length).toBe(full.length);
      } finally {
        await db.update(games).set({ enabled: true }).where(inArray(games.id, ids));
      }
    }
    const lotteries = okValue(await app().inject({ method: 'GET', url: CALLS.lotteryList.path }), LotteryGameListSchema);
    expect(lotteries.length).toBe(1 + 12 + 18);
  });
});

describeEachDb(
  'lottery lists (/lgw): cached like the catalogue',
  (ctx) => {
    const app = () => ctx().app;
    const call = (path: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url: path, headers });

    it('serves a second call, any language and the menu from the cache; popular has its own entry', async () => {
      const db = app().db;
      let first: LotteryGame[] = [];
      expect(readsGames(await queriesDuring(db, async () => (first = okValue(await call(CALLS.lotteryList.path), LotteryGameListSchema))))).toBe(1);
      let again: LotteryGame[] = [];
      expect(readsGames(await queriesDuring(db, async () => (again = okValue(await call(CALLS.lotteryList.path), LotteryGameListSchema))))).toBe(0);
      expect(again).toEqual(first);
      // The cache holds rows, not answers: another language is built from the same entry.
      let cn: LotteryGame[] = [];
      expect(readsGames(await queriesDuring(db, async () => (cn = okValue(await call(CALLS.lotteryList.path, { Language: 'CN' }), LotteryGameListSchema))))).toBe(0);
      expect(cn.find((g) => g.gameCode === 'quick-lotto')!.gameName).toBe('快乐彩');
      expect(first.find((g) => g.gameCode === 'quick-lotto')!.gameName).toBe('Quick Lotto');
      let menu: { playType: string; gameIds: number[] }[] = [];
      expect(readsGames(await queriesDuring(db, async () => (menu = okValue(await call(CALLS.lotteryMenu.path), LotteryMenuSchema))))).toBe(0);
      expect(menu.flatMap((m) => m.gameIds).sort()).toEqual(first.map((g) => g.gameId).sort());
      expect(readsGames(await queriesDuring(db, () => call(CALLS.lotteryPopular.path)))).toBe(1);
      const popular = await queriesDuring(db, async () => expect(okValue(await call(CALLS.lotteryPopular.path), LotteryGameListSchema)[0]!.gameCode).toBe('quick-lotto'));
      expect(readsGames(popular)).toBe(0);
    });

    it("keeps a member's own lotteries (recent) out of the shared cache", async () => {
      const a = await login(app(), 'demo01');
      const b = await login(app(), 'agent01');
      const quick = okValue(await call(CALLS.lotteryList.path), LotteryGameListSchema).find((g) => g.gameCode === 'quick-lotto')!;
      await call(`${CALLS.recentAdd.path}?nodeId=${quick.gameId}`, { Authorization: a.token });
      const mine = okValue(await call(CALLS.lotteryMenuRecent.path, { Authorization: a.token }), LotteryGameListSchema);
      const theirs = okValue(await call(CALLS.lotteryMenuRecent.path, { Authorization: b.token }), LotteryGameListSchema);
      expect(mine.map((g) => g.gameCode)).toEqual(['quick-lotto']);
      expect(theirs).toEqual([]);
    });
  },
  { config: { merchantCacheMs: 60_000 } },
);

describeEachDb('launch tickets: bound to the session, short-lived, never in a URL', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const dice = async () =>
    okValue(await app().inject({ method: 'GET', url: `${CALLS.gameList.path}?gameName=dice` }), GameListSchema).games[0]!;
  /** Launches dice-100 for the session of token; the ticket from the answer's fragment. */
  const launch = async (token: string) => {
    const res = await app().inject({ method: 'GET', url: `${CALLS.launchGame.path}?gameId=${(await dice()).gameId}`, headers: { Authorization: token } });
    return ticketOf(okValue(res, LaunchResultSchema).url);
  };
  const state = (ticket: string) => app().inject({ method: 'GET', url: CALLS.inhouseState.path, headers: { [GAME_TICKET_HEADER]: ticket } });
  let seq = 0;
  const bet = (ticket: string) =>
    app().inject({
      method: 'POST',
      url: CALLS.inhouseBet.path,
      payload: { ticket, requestId: `tk-${String(++seq).padStart(6, '0')}`, stake: '1.00', clientSeed: 'seed-1', pick: 'over:49' },
    });
  const balanceOf = async (memberId: number) =>
    (await db().select().from(wallets).where(eq(wallets.memberId, memberId))).reduce((s, w) => s + w.balance, 0n);
  const launchRow = async (ticket: string) => (await db().select().from(gameLaunches).where(eq(gameLaunches.ticketHash, sha256Hex(ticket))))[0]!;
  const refused = (res: Awaited<ReturnType<typeof state>>) => {
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).errorCode).toBe(ErrorCode.SESSION_EXPIRED);
  };

  it('dies at logout: state and bet are refused and no money moves', async () => {
    const s = await login(app(), 'demo01');
    const ticket = await launch(s.token);
    expect((await launchRow(ticket)).memberId).toBe(s.id);
    expect(okValue(await state(ticket), InhouseStateSchema).gameCode).toBe('dice-100');
    expect(okValue(await bet(ticket), InhouseRoundSchema).stake).toBe('1.00');
    const before = await balanceOf(s.id);
    expect((await app().inject({ method: 'DELETE', url: CALLS.logout.path, headers: { Authorization: s.token } })).statusCode).toBe(200);
    refused(await state(ticket));
    refused(await bet(ticket));
    expect(await balanceOf(s.id)).toBe(before);
  });

  it('dies at a password change, of the changing session and of the others; new launches work', async () => {
    const a = await login(app(), 'demo01');
    const b = await login(app(), 'demo01');
    const ticketA = await launch(a.token);
    const ticketB = await launch(b.token);
    expect((await state(ticketA)).statusCode).toBe(200);
    const before = await balanceOf(a.id);
    const change = (oldPassword: string, newPassword: string) =>
      injectEncrypted(app(), {
        method: 'PUT',
        url: CALLS.changePassword.path,
        body: { oldPassword, newPassword, confirmNewPassword: newPassword },
        headers: { Authorization: a.token },
      });
    expect((await change(DEMO_PASSWORD, 'Changed123')).statusCode).toBe(200);
    try {
      for (const t of [ticketA, ticketB]) {
        refused(await state(t));
        refused(await bet(t));
      }
      expect(await balanceOf(a.id)).toBe(before);
      // The changing session lives on, and so does what it launches from now on.
      const fresh = await launch(a.token);
      expect(okValue(await bet(fresh), InhouseRoundSchema).stake).toBe('1.00');
    } finally {
      expect((await change('Changed123', DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('lives 15 minutes from its last use, 4 hours at most, never past its session', async () => {
    const s = await login(app(), 'demo01');
    // Tickets are backdated below: the member's last password change must be older still (it kills older tickets).
    await db().update(memberAccounts).set({ passwordChangedAt: new Date(Date.now() - 86_400_000) }).where(eq(memberAccounts.memberId, s.id));
    const ticket = await launch(s.token);
    const row = await launchRow(ticket);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60_000);

    // Each use slides the expiry: a ticket a minute from its end is good for 15 more after a call.
    const where = eq(gameLaunches.ticketHash, sha256Hex(ticket));
    await db().update(gameLaunches).set({ expiresAt: new Date(Date.now() + 60_000) }).where(where);
    const t0 = Date.now();
    expect((await state(ticket)).statusCode).toBe(200);
    const slid = (await launchRow(ticket)).expiresAt.getTime();
    expect(slid).toBeGreaterThanOrEqual(t0 + 15 * 60_000);
    expect(slid).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    // Idle past its expiry: refused, and a refused call does not revive it.
    await db().update(gameLaunches).set({ expiresAt: new Date(Date.now() - 1000) }).where(where);
    refused(await state(ticket));
    refused(await bet(ticket));

    // Used all along but issued more than 4 hours ago: refused.
    const old = await launch(s.token);
    const oldWhere = eq(gameLaunches.ticketHash, sha256Hex(old));
    await db().update(gameLaunches).set({ createdAt: new Date(Date.now() - 4 * 3_600_000 - 60_000) }).where(oldWhere);
    refused(await state(old));
    // Near the cap, a use extends it to the cap only.
    const near = await launch(s.token);
    const createdAt = new Date(Date.now() - 4 * 3_600_000 + 5 * 60_000);
    await db().update(gameLaunches).set({ createdAt }).where(eq(gameLaunches.ticketHash, sha256Hex(near)));
    expect((await state(near)).statusCode).toBe(200);
    expect((await launchRow(near)).expiresAt.getTime()).toBe(createdAt.getTime() + 4 * 3_600_000);

    // Never past its session: a session ending in 5 minutes caps the ticket there, an ended one kills it.
    const live = await launch(s.token);
    const sessionId = (await launchRow(live)).sessionId;
    const sessionEnd = new Date(Date.now() + 5 * 60_000);
    await db().update(sessions).set({ expiresAt: sessionEnd }).where(eq(sessions.id, sessionId));
    expect((await state(live)).statusCode).toBe(200);
    expect((await launchRow(live)).expiresAt.getTime()).toBe(sessionEnd.getTime());
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionId));
    refused(await state(live));
  });

  it('stays out of URLs: fragment in the launch answer, header for state, a query ticket is not taken', async () => {
    const s = await login(app(), 'demo01');
    const res = await app().inject({ method: 'GET', url: `${CALLS.launchGame.path}?gameId=${(await dice()).gameId}`, headers: { Authorization: s.token } });
    const url = new URL(okValue(res, LaunchResultSchema).url, 'http://x');
    const ticket = ticketOf(url.href);
    expect(url.search).not.toContain(ticket);
    expect(url.searchParams.has('ticket')).toBe(false);
    const page = await app().inject({ method: 'GET', url: pageUrl(`${url.pathname}${url.search}`) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(ticket);
    // The page's script (a file of ours: no inline script) reads the fragment, wipes it from the address and sends the
    // header the page names.
    const src = /<script src="(\/static\/pages\/[^"]+\.js)"><\/script>/.exec(page.body)?.[1];
    const script = await app().inject({ method: 'GET', url: src ?? '/missing' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('location.hash');
    expect(script.body).toContain('history.replaceState');
    expect(page.body).toContain(GAME_TICKET_HEADER);
    const query = await app().inject({ method: 'GET', url: `${CALLS.inhouseState.path}?ticket=${ticket}` });
    expect(query.statusCode).toBe(401);
    expect(errorBody(query).errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await state(ticket)).statusCode).toBe(200);
  });
});

describe('launch tickets and session tokens never reach the log', () => {
  for (const kind of DB_KINDS) {
    it(`logs launch, page, state and bets without them [${kind}]`, async () => {
      const lines: string[] = [];
      const { database, drop } = await createTestDatabase(kind);
      const app = await buildApp(testConfig(), { database, logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } } });
      try {
        await app.ready();
        const s = await login(app, 'demo01');
        const find = async (q: string) => okValue(await app.inject({ method: 'GET', url: `${CALLS.gameList.path}?${q}` }), GameListSchema).games[0]!;
        const dice = await find('gameName=dice');
        const lotto = await find('gameName=quick');
        const secrets = [s.token];
        for (const [game, extra] of [[dice, ''], [lotto, '&prize_mode=ELOTT']] as const) {
          const launched = await app.inject({ method: 'GET', url: `${CALLS.launchGame.path}?gameId=${game.gameId}${extra}`, headers: { Authorization: s.token } });
          const url = okValue(launched, LaunchResultSchema).url;
          const ticket = ticketOf(url);
          secrets.push(ticket);
          expect((await app.inject({ method: 'GET', url: pageUrl(url) })).statusCode).toBe(200);
          expect((await app.inject({ method: 'GET', url: CALLS.inhouseState.path, headers: { [GAME_TICKET_HEADER]: ticket } })).statusCode).toBe(200);
          const pick = game.gameCode === 'dice-100' ? 'over:49' : '3';
          const body = { ticket, requestId: `log-${game.gameId}-0001`, stake: '1.00', clientSeed: 'seed-1', pick };
          expect((await app.inject({ method: 'POST', url: CALLS.inhouseBet.path, payload: body })).statusCode).toBe(200);
          // A refused bet is logged too (request rejected), still without the ticket.
          expect((await app.inject({ method: 'POST', url: CALLS.inhouseBet.path, payload: { ...body, stake: 'x' } })).statusCode).toBe(422);
        }
        await app.inject({ method: 'DELETE', url: CALLS.logout.path, headers: { Authorization: s.token } });
        expect((await app.inject({ method: 'GET', url: CALLS.inhouseState.path, headers: { [GAME_TICKET_HEADER]: secrets[1]! } })).statusCode).toBe(401);
        const log = lines.join('');
        // The log did record these requests (so the check below means something) ...
        expect(log).toContain(CALLS.launchGame.path);
        expect(log).toContain('/wps/inhouse/play/dice-100');
        expect(log).toContain('/m/lotto-h5/');
        expect(log).toContain(CALLS.inhouseState.path);
        expect(log).toContain('request rejected');
        // ... and none of the secrets, raw or URL-encoded.
        for (const secret of secrets) {
          expect(log).not.toContain(secret);
          expect(log).not.toContain(encodeURIComponent(secret));
        }
      } finally {
        await app.close();
        await drop();
      }
    });
  }
});
