import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, LaunchResultSchema, moneyToMinor } from '@wps/contract';
import { gameRounds, games, members, merchants, simHeldBets, simTransactions, wallets } from '../src/db/schema.js';
import { aggregatorGame, aggregatorGames } from '../src/simulators/hub88/catalogue.js';
import type { Engine, StudioGame } from '../src/simulators/hub88/engine.js';
import {
  COCKFIGHT_SIDES,
  DRAW_CHANCE,
  cockfightReturn,
  drawFight,
  fightChances,
  type CockfightSide,
  type Fight,
} from '../src/simulators/hub88/engines/cockfight-rules.js';
import { FIGHTS, cockfightEngine } from '../src/simulators/hub88/engines/cockfight.js';
import { tableVariant } from '../src/simulators/hub88/engines/table.js';
import { baccaratReturn, bankerDraws, playBaccarat, type BaccaratSpot, type Card } from '../src/simulators/hub88/engines/live-baccarat.js';
import { MAX_STAKE_MINOR, SeededRng, parseStake, setEngineClock } from '../src/simulators/hub88/engines/live-kit.js';
import { ROULETTE_SPOTS, rouletteReturn } from '../src/simulators/hub88/engines/live-roulette.js';
import { LIVE_REVEAL_MS, LIVE_TABLES, liveEngine, tableKind } from '../src/simulators/hub88/engines/live.js';
import {
  LIVE_CHANCE,
  LIVE_LAST_MINUTE,
  MARGIN_PERCENT,
  MARKETS,
  bestOfThree,
  fixture,
  goalLaw,
  liveChances,
  liveOdds,
  playMatch,
  seriesChance,
  sportsReturn,
  type KnownScore,
  type MatchResult,
} from '../src/simulators/hub88/engines/sports-fixtures.js';
import { fixtureOf, matchResultOf, sportsEngine } from '../src/simulators/hub88/engines/sports.js';
import { describeEachDb, login, okValue } from './helper.js';

// The timed studios of the simulator: the payout rules table by table, then one bet per engine through the whole
// loop (the operator's launch, the simulator's page actions, the signed Wallet API), settled by moving the engines'
// clock instead of waiting for a deal, a fight or a match.

const cards = (...ranks: number[]): Card[] => ranks.map((rank) => ({ rank, suit: 0 }));
const seeded = () => new SeededRng(randomBytes(32));

describe('card games', () => {
  // Issue 33 item 12: a card game's name says what the table deals for it (no "Poker" that plays dragon tiger).
  it('each PVP game is named after the game its table plays', () => {
    const cards = aggregatorGames().filter((g) => g.category === 'PVP');
    expect(cards.length).toBeGreaterThan(0);
    for (const g of cards) expect(g.name.startsWith(tableVariant(g) === 'dragonTiger' ? 'Dragon Tiger ' : 'Blackjack '), g.name).toBe(true);
  });
});

describe('baccarat', () => {
  // The banker's tableau after the player drew: for each two-card banker total, the player's third cards it draws on.
  it.each([
    [0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [2, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [3, [0, 1, 2, 3, 4, 5, 6, 7, 9]],
    [4, [2, 3, 4, 5, 6, 7]],
    [5, [4, 5, 6, 7]],
    [6, [6, 7]],
    [7, []],
  ])('banker on %i draws against a player third card of %j', (banker, draws) => {
    for (let p = 0; p <= 9; p++) expect(bankerDraws(banker, { rank: p === 0 ? 10 : p, suit: 0 }), `third card ${p}`).toBe(draws.includes(p));
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7])('banker on %i draws, when the player stood, only up to 5', (banker) => {
    expect(bankerDraws(banker, null)).toBe(banker <= 5);
  });

  // Cards in dealing order: player, banker, player, banker, then the third cards as drawn.
  it.each([
    { name: 'a natural stops the hand', deal: cards(9, 2, 13, 3, 5, 5), player: [9, 13], banker: [2, 3], winner: 'P', totals: [9, 5] },
    { name: 'a banker natural 8 against a player 7', deal: cards(3, 4, 4, 4, 5, 5), player: [3, 4], banker: [4, 4], winner: 'B', totals: [7, 8] },
    { name: 'player 5 draws, banker 3 stands on a third 8', deal: cards(2, 1, 3, 2, 8, 9), player: [2, 3, 8], banker: [1, 2], winner: 'T', totals: [3, 3] },
    { name: 'banker 3 draws on a third 9', deal: cards(2, 1, 3, 2, 9, 5), player: [2, 3, 9], banker: [1, 2, 5], winner: 'B', totals: [4, 8] },
    { name: 'player stands on 6, banker 5 draws', deal: cards(3, 2, 3, 3, 4), player: [3, 3], banker: [2, 3, 4], winner: 'B', totals: [6, 9] },
    { name: 'player stands on 7, banker stands on 6', deal: cards(3, 3, 4, 3, 9), player: [3, 4], banker: [3, 3], winner: 'P', totals: [7, 6] },
    { name: 'banker 6 draws on a third 7', deal: cards(1, 3, 4, 3, 7, 2), player: [1, 4, 7], banker: [3, 3, 2], winner: 'B', totals: [2, 8] },
    { name: 'banker 6 stands on a third 5', deal: cards(1, 3, 4, 3, 5, 9), player: [1, 4, 5], banker: [3, 3], winner: 'B', totals: [0, 6] },
    { name: 'banker 4 draws on a third 2', deal: cards(13, 2, 5, 2, 2, 3), player: [13, 5, 2], banker: [2, 2, 3], winner: 'T', totals: [7, 7] },
    { name: 'banker 4 stands on a third ace', deal: cards(13, 2, 5, 2, 1, 9), player: [13, 5, 1], banker: [2, 2], winner: 'P', totals: [6, 4] },
    { name: 'banker 5 draws on a third 4', deal: cards(10, 2, 5, 3, 4, 1), player: [10, 5, 4], banker: [2, 3, 1], winner: 'P', totals: [9, 6] },
    { name: 'banker 5 stands on a third 3', deal: cards(10, 2, 5, 3, 3, 1), player: [10, 5, 3], banker: [2, 3], winner: 'P', totals: [8, 5] },
    { name: 'banker 0 draws even on a third 8', deal: cards(10, 12, 4, 11, 8, 7), player: [10, 4, 8], banker: [12, 11, 7], winner: 'B', totals: [2, 7] },
    { name: 'banker 7 stands', deal: cards(1, 3, 1, 4, 5, 9), player: [1, 1, 5], banker: [3, 4], winner: 'T', totals: [7, 7] },
  ])('$name', ({ deal, player, banker, winner, totals }) => {
    const hand = playBaccarat(deal);
    expect(hand.player.map((c) => c.rank)).toEqual(player);
    expect(hand.banker.map((c) => c.rank)).toEqual(banker);
    expect([hand.playerTotal, hand.bankerTotal]).toEqual(totals);
    expect(hand.winner).toBe(winner);
  });

  const hand = (deal: Card[]) => playBaccarat(deal);
  const playerWins = hand(cards(3, 3, 4, 3)); // 7 v 6
  const bankerWins = hand(cards(3, 4, 3, 4)); // 6 v 8
  const tie = hand(cards(7, 7, 10, 10)); // 7 v 7, no pair
  const pairs = hand(cards(4, 9, 4, 9)); // 4,4 = 8 v 9,9 = 8: a tie with both pairs
  it.each<[string, BaccaratSpot, ReturnType<typeof hand>, bigint]>([
    ['player wins 1:1', 'player', playerWins, 200n],
    ['player loses', 'player', bankerWins, 0n],
    ['player pushed on a tie', 'player', tie, 100n],
    ['banker wins 0.95:1', 'banker', bankerWins, 195n],
    ['banker loses', 'banker', playerWins, 0n],
    ['banker pushed on a tie', 'banker', tie, 100n],
    ['tie pays 8:1', 'tie', tie, 900n],
    ['tie loses', 'tie', playerWins, 0n],
    ['player pair pays 11:1', 'playerPair', pairs, 1200n],
    ['banker pair pays 11:1', 'bankerPair', pairs, 1200n],
    ['no pair loses', 'playerPair', tie, 0n],
  ])('%s', (_name, spot, h, ret) => {
    expect(baccaratReturn(spot, 100n, h)).toBe(ret);
  });

  it('rounds the banker commission down to the cent', () => {
    expect(baccaratReturn('banker', 10n, bankerWins)).toBe(19n);
    expect(baccaratReturn('banker', 33n, bankerWins)).toBe(33n + 31n);
  });
});

describe('roulette', () => {
  const count = (prefix: string) => [...ROULETTE_SPOTS.keys()].filter((k) => k.startsWith(prefix)).length;

  it('offers every inside and outside bet of the single-zero layout', () => {
    expect([count('straight:'), count('split:'), count('street:'), count('trio:'), count('corner:'), count('line:')]).toEqual([37, 60, 12, 2, 23, 11]);
    expect([count('dozen:'), count('column:')]).toEqual([3, 3]);
    for (const k of ['red', 'black', 'odd', 'even', 'low', 'high']) expect(ROULETTE_SPOTS.get(k)).toHaveLength(18);
  });

  it('returns 36/37 of every stake on average, whatever the spot', () => {
    for (const spot of ROULETTE_SPOTS.keys()) {
      let sum = 0n;
      for (let n = 0; n <= 36; n++) sum += rouletteReturn(spot, 100n, n)!;
      expect(sum, spot).toBe(3600n);
    }
  });

  it.each([
    ['straight:17', 17, 3600n],
    ['straight:0', 0, 3600n],
    ['straight:17', 18, 0n],
    ['split:17,20', 20, 1800n],
    ['split:0,2', 0, 1800n],
    ['street:13', 15, 1200n],
    ['trio:0,2,3', 3, 1200n],
    ['corner:13', 17, 900n],
    ['corner:0', 3, 900n],
    ['line:13', 18, 600n],
    ['dozen:2', 13, 300n],
    ['column:1', 34, 300n],
    ['column:3', 36, 300n],
    ['red', 1, 200n],
    ['red', 2, 0n],
    ['black', 2, 200n],
    ['red', 0, 0n],
    ['even', 0, 0n],
    ['odd', 35, 200n],
    ['low', 18, 200n],
    ['high', 19, 200n],
    ['high', 0, 0n],
  ] as const)('%s on %i returns %i per 100', (spot, n, ret) => {
    expect(rouletteReturn(spot, 100n, n)).toBe(ret);
  });

  it.each(['split:3,4', 'split:17,19', 'corner:3', 'corner:33', 'street:2', 'line:34', 'straight:37', 'dozen:4', 'green'])('has no spot %s', (spot) => {
    expect(rouletteReturn(spot, 100n, 0)).toBeNull();
  });
});

describe('cockfight', () => {
  const fight = (favourite: 'meron' | 'wala', winner: CockfightSide): Fight => ({
    favourite,
    odds: favourite === 'meron' ? { meron: 90, wala: 95, draw: 800 } : { meron: 95, wala: 90, draw: 800 },
    winner,
  });
  it.each<[string, Fight, CockfightSide, bigint]>([
    ['the favourite meron pays 0.90:1', fight('meron', 'meron'), 'meron', 190n],
    ['the underdog wala pays 0.95:1', fight('meron', 'wala'), 'wala', 195n],
    ['the losing side', fight('meron', 'wala'), 'meron', 0n],
    ['a draw bet on a decided fight', fight('wala', 'wala'), 'draw', 0n],
    ['a draw pays 8:1', fight('wala', 'draw'), 'draw', 900n],
    ['a draw refunds meron', fight('wala', 'draw'), 'meron', 100n],
    ['a draw refunds wala', fight('meron', 'draw'), 'wala', 100n],
  ])('%s', (_name, f, side, ret) => {
    expect(cockfightReturn(side, 100n, f)).toBe(ret);
  });

  it('prices both sides to return the same, and draws fights by those chances', () => {
    for (const fav of ['meron', 'wala'] as const) {
      const c = fightChances(fav);
      expect(c.meron + c.wala + c.draw).toBe(10_000);
      const rtp = (side: 'meron' | 'wala', odds: number) => (c[side] * (100 + odds) + c.draw * 100) / 1_000_000;
      const [favRtp, dogRtp] = fav === 'meron' ? [rtp('meron', 90), rtp('wala', 95)] : [rtp('wala', 90), rtp('meron', 95)];
      expect(Math.abs(favRtp - dogRtp)).toBeLessThan(0.001);
      expect(favRtp).toBeGreaterThan(0.95);
      expect(favRtp).toBeLessThan(0.98);
    }
    const n = 40_000;
    const seen = { meron: 0, wala: 0, draw: 0, favourite: 0 };
    for (let i = 0; i < n; i++) {
      const f = drawFight(seeded());
      seen[f.winner]++;
      if (f.winner === f.favourite) seen.favourite++;
      expect(f.odds[f.favourite]).toBe(90);
    }
    // Four standard errors of a proportion of n draws.
    const close = (k: number, p: number) => expect(Math.abs(k / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    close(seen.draw, DRAW_CHANCE / 10_000);
    close(seen.favourite, fightChances('meron').meron / 10_000);
    expect(COCKFIGHT_SIDES).toEqual(['meron', 'wala', 'draw']);
  });
});

describe('sports book', () => {
  it('prices the 1X2 from the goal laws with the book margin, and settles the winning pick only', () => {
    for (let k = 0; k < 20; k++) {
      const f = fixture('sbo-sports-001', 'football', 0, k);
      const sum = Object.values(f.chances).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 9);
      const overround = Object.values(f.odds).reduce((a, o) => a + 100 / o, 0);
      expect(overround).toBeGreaterThan(1);
      expect(overround).toBeLessThan(1 + MARGIN_PERCENT.football / 100 + 0.03);
      expect(f.home).not.toBe(f.away);
    }
    expect(goalLaw(1.4).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('draws results with the chances it prices', () => {
    const f = fixture('sbo-sports-002', 'football', 0, 7);
    const n = 20_000;
    let home = 0;
    for (let i = 0; i < n; i++) if (playMatch(f, seeded()).winners['1x2'] === '1x2:home') home++;
    const p = f.chances['1x2:home']!;
    expect(Math.abs(home / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });

  it('plays e-sports as a best of three with match and map 1 markets', () => {
    expect(bestOfThree(0.5)).toBeCloseTo(0.5, 12);
    expect(bestOfThree(0.6)).toBeCloseTo(0.648, 12);
    const f = fixture('tf-esports-001', 'esports', 0, 3);
    expect(Object.keys(f.odds).sort()).toEqual([...MARKETS.esports].sort());
    for (let i = 0; i < 200; i++) {
      const r = playMatch(f, seeded());
      const maps = r.maps!;
      expect(maps.length === 2 || maps.length === 3).toBe(true);
      const winner = maps.filter((m) => m === 'home').length === 2 ? 'home' : 'away';
      expect(maps.filter((m) => m === winner)).toHaveLength(2);
      expect(r.winners).toEqual({ match: `match:${winner}`, map1: `map1:${maps[0]}` });
    }
  });

  const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);

  it('prices football in play from the score and the time left, in steps, until the last minutes', () => {
    const f = fixture('sbo-sports-003', 'football', 0, 4);
    // At kick-off nothing is known yet: the board's chances.
    const start = liveChances(f, { home: 0, away: 0, minute: 1 });
    for (const [pick, c] of Object.entries(f.chances)) expect(start[pick]).toBeCloseTo(c, 9);
    for (const known of [{ home: 1, away: 0, minute: 30 }, { home: 0, away: 2, minute: 60 }, { home: 2, away: 2, minute: 79 }]) {
      expect(total(liveChances(f, known))).toBeCloseTo(1, 9);
    }
    // A goal moves the price at once; time moves it in steps of five minutes.
    expect(liveChances(f, { home: 1, away: 0, minute: 30 })['1x2:home']).toBeGreaterThan(liveChances(f, { home: 0, away: 0, minute: 30 })['1x2:home']!);
    expect(liveChances(f, { home: 1, away: 0, minute: 44 })).toEqual(liveChances(f, { home: 1, away: 0, minute: 40 }));
    expect(liveChances(f, { home: 1, away: 0, minute: 45 })['1x2:home']).toBeGreaterThan(liveChances(f, { home: 1, away: 0, minute: 44 })['1x2:home']!);
    expect(liveChances(f, { home: 0, away: 0, minute: LIVE_LAST_MINUTE })).toEqual({});
    expect(liveOdds(f, { home: 0, away: 0, minute: LIVE_LAST_MINUTE - 1 })).not.toEqual({});
  });

  it('offers in play only picks that are not near certain, with the book margin', () => {
    const f = fixture('sbo-sports-003', 'football', 0, 4);
    const known: KnownScore = { home: 3, away: 0, minute: 70 };
    const chances = liveChances(f, known);
    expect(chances['1x2:home']).toBeGreaterThan(LIVE_CHANCE.max);
    const odds = liveOdds(f, known);
    expect(Object.keys(odds).sort()).toEqual(Object.keys(chances).filter((p) => chances[p]! >= LIVE_CHANCE.min && chances[p]! <= LIVE_CHANCE.max).sort());
    expect(odds['1x2:home']).toBeUndefined();
    const early = liveOdds(f, { home: 0, away: 0, minute: 10 });
    const overround = Object.values(early).reduce((a, o) => a + 100 / o, 0);
    expect(overround).toBeGreaterThan(1);
    expect(overround).toBeLessThan(1 + MARGIN_PERCENT.football / 100 + 0.03);
  });

  it('prices e-sports in play on the maps won, the match winner only, closed once decided', () => {
    const p = 0.6;
    expect(seriesChance(p, 2, 2)).toBeCloseTo(bestOfThree(p), 12);
    expect(seriesChance(p, 1, 2)).toBeCloseTo(p + (1 - p) * p, 12);
    expect(seriesChance(p, 2, 1)).toBeCloseTo(p * p, 12);
    const f = fixture('tf-esports-001', 'esports', 0, 3);
    expect(Object.keys(liveChances(f, { home: 0, away: 0 })).sort()).toEqual(['match:away', 'match:home']);
    expect(total(liveChances(f, { home: 1, away: 1 }))).toBeCloseTo(1, 12);
    expect(liveChances(f, { home: 2, away: 0 })).toEqual({});
    expect(liveChances(f, { home: 1, away: 2 })).toEqual({});
  });

  const won: MatchResult = { goals: { home: [12, 80], away: [45] }, winners: { '1x2': '1x2:home' } };
  const maps: MatchResult = { maps: ['away', 'home', 'home'], winners: { match: 'match:home', map1: 'map1:away' } };
  it.each<[string, string, number, MatchResult, bigint]>([
    ['a winning home pick pays the odds', '1x2:home', 215, won, 215n],
    ['a draw pick loses', '1x2:draw', 340, won, 0n],
    ['an away pick loses', '1x2:away', 400, won, 0n],
    ['the match winner', 'match:home', 172, maps, 172n],
    ['the map 1 winner, another market of the same match', 'map1:away', 205, maps, 205n],
    ['a lost map 1 pick', 'map1:home', 180, maps, 0n],
  ])('%s', (_name, pick, odds, result, ret) => {
    expect(sportsReturn(pick, odds, 100n, result)).toBe(ret);
  });
});

describe('stakes', () => {
  const game = { minBetMinor: 50n } as StudioGame;
  it.each([
    ['0.50', 50n],
    ['1', 100n],
    ['2.5', 250n],
    [' 10.00 ', 1000n],
  ])('takes %j', (input, minor) => expect(parseStake(input, game)).toBe(minor));
  it.each([
    ['0.49', 'stakeBelow'],
    ['10000.01', 'stakeAbove'],
    ['1.001', 'stakeInvalid'],
    ['-1', 'stakeInvalid'],
    ['1e3', 'stakeInvalid'],
    [100, 'stakeInvalid'],
    [null, 'stakeInvalid'],
  ])('refuses %j (%s)', (input, key) => expect(() => parseStake(input, game)).toThrow(expect.objectContaining({ key })));
  it('caps a stake at the maximum', () => expect(MAX_STAKE_MINOR).toBe(1_000_000n));
});

// ---- through the whole loop ----

describeEachDb('timed studios over HTTP', (ctx) => {
  const app = () => ctx().app;
  let base = '';
  let token = '';
  let memberId = 0;

  beforeAll(async () => {
    base = await app().listen({ port: 0, host: '127.0.0.1' });
    token = (await login(app(), 'demo01')).token;
    const [demo] = await app().db.select().from(merchants).where(eq(merchants.code, 'demo'));
    memberId = (await app().db.select().from(members).where(and(eq(members.merchantId, demo!.id), eq(members.username, 'demo01'))))[0]!.id;
  });
  afterEach(() => setEngineClock());
  afterAll(() => setEngineClock());

  const balance = async () => (await app().db.select({ b: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId)))[0]!.b;

  /** Launches a game as the player's lobby does: the operator asks the simulator for a URL over signed HTTP. */
  async function launch(gameCode: string): Promise<string> {
    const [g] = await app().db.select().from(games).where(eq(games.gameCode, gameCode));
    const res = await app().inject({ method: 'GET', url: `${CALLS.launchGame.path}?gameId=${g!.id}`, headers: { Authorization: token } });
    const { url } = okValue(res, LaunchResultSchema);
    return new URL(url, base).toString();
  }

  const act = async (url: string, action: string, input: unknown) => {
    const res = await fetch(`${url}/action`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, input }) });
    return { status: res.status, body: (await res.json()) as { value?: Record<string, unknown>; error?: string; balance?: string } };
  };

  /** The engine's clock an hour ahead of the real one, so the core's own timer never finds these bets due. */
  const at = (ms: number) => setEngineClock(() => new Date(ms));
  const future = () => Date.now() + 3_600_000;
  const held = async (round: string) => app().db.select().from(simHeldBets).where(eq(simHeldBets.round, round));

  /**
   * Ticks the engine (as the core's timer does) just before and at the settle time: paid once, at the settle time
   * only, by exactly what the rounds' results say; a second tick pays nothing. The slips cover every outcome, so
   * something is always paid.
   */
  async function settles(engine: Engine, rounds: string[], settleAt: number, before: bigint, stake: bigint, expected: () => Promise<bigint>) {
    const studio = app().hub88Sim.studio;
    await engine.tick!(studio, aggregatorGames(), new Date(settleAt - 1));
    for (const round of rounds) expect(await held(round)).toMatchObject([{ settledAt: null }]);
    expect(await balance()).toBe(before - stake);
    await engine.tick!(studio, aggregatorGames(), new Date(settleAt));
    const payout = await expected();
    expect(payout).toBeGreaterThan(0n);
    expect(await balance()).toBe(before - stake + payout);
    await engine.tick!(studio, aggregatorGames(), new Date(settleAt + 60_000));
    expect(await balance()).toBe(before - stake + payout);
    const wins = await app().db.select().from(simTransactions).where(and(inArray(simTransactions.round, rounds), eq(simTransactions.kind, 'win')));
    expect(wins.map((w) => w.status)).toEqual(rounds.map(() => 'RS_OK'));
    expect(wins.reduce((a, w) => a + BigInt(w.amount), 0n)).toBe(payout * 1000n);
    const settled = await app().db.select().from(gameRounds).where(inArray(gameRounds.roundId, rounds));
    expect(settled.map((r) => [r.memberId, r.status])).toEqual(rounds.map(() => [memberId, 'settled']));
    expect(settled.reduce((a, r) => a + r.stake, 0n)).toBe(stake);
    expect(settled.reduce((a, r) => a + r.payout, 0n)).toBe(payout);
  }

  it.each(['pp-live-001', 'pp-live-002'])('plays a live table %s: a slip in the window, paid at the deal', async (code) => {
    const game = aggregatorGame(code)!;
    const url = await launch(code);
    const page = await (await fetch(url)).text();
    expect(page).toContain(`data-kind="${tableKind(game)}"`);

    const round = LIVE_TABLES.roundAt(game, future());
    at(round.opensAt + 1_000);
    const state = await act(url, 'state', {});
    expect(state.body.value).toMatchObject({ open: true, result: null, round: { index: round.index } });

    // Banker, player and tie (or red, black and zero) cover every result.
    const spots = tableKind(game) === 'baccarat' ? { banker: '0.50', player: '0.50', tie: '0.50' } : { 'straight:0': '0.50', red: '0.50', black: '0.50' };
    const before = await balance();
    const bad = [
      [{ round: round.index, spots: { nowhere: '1.00' } }, 'unknownSelection'],
      [{ round: round.index, spots: {} }, 'noSelection'],
      [{ round: round.index, spots: { [Object.keys(spots)[0]!]: '0.01' } }, 'stakeBelow'],
      [{ round: round.index - 1, spots }, 'windowClosed'],
      ['banker', 'badInput'],
    ] as const;
    for (const [input, key] of bad) expect(await act(url, 'bet', input)).toEqual({ status: 400, body: { error: key } });
    expect(await balance()).toBe(before);

    const placed = await act(url, 'bet', { round: round.index, spots });
    expect(placed.status).toBe(200);
    expect(await balance()).toBe(before - 150n);
    expect(moneyToMinor(placed.body.balance!)).toBe(before - 150n);
    const [bet] = await app().db.select().from(simHeldBets).where(eq(simHeldBets.sessionId, url.split('/').pop()!));
    expect(bet).toMatchObject({ amountMinor: 150n, settleAt: new Date(round.closesAt + LIVE_REVEAL_MS) });

    at(round.closesAt);
    expect(await act(url, 'bet', { spots })).toEqual({ status: 400, body: { error: 'windowClosed' } });
    const dealing = await act(url, 'state', {});
    expect(dealing.body.value).toMatchObject({ open: false });
    expect(dealing.body.value!.result).not.toBeNull();

    const studio = app().hub88Sim.studio;
    const slip = new Map(Object.entries(spots).map(([k, v]) => [k, moneyToMinor(v)]));
    await settles(liveEngine, [bet!.round], round.closesAt + LIVE_REVEAL_MS, before, 150n, async () =>
      LIVE_TABLES.slipReturn(await LIVE_TABLES.result(studio, game, round.index), slip),
    );
  });

  it('plays the cockfight: bets on meron and wala in the window, paid when the fight ends', async () => {
    const game = aggregatorGame('ds88-cockfight-001')!;
    const url = await launch(game.gameCode);
    const round = FIGHTS.roundAt(game, future());
    at(round.opensAt + 5_000);
    const state = await act(url, 'state', {});
    expect(state.body.value).toMatchObject({ open: true, winner: null, round: { index: round.index } });
    const before = await balance();
    expect(await act(url, 'bet', { round: round.index, spots: { cock: '1.00' } })).toEqual({ status: 400, body: { error: 'unknownSelection' } });
    const placed = await act(url, 'bet', { round: round.index, spots: { meron: '2.00', wala: '0.50' } });
    expect(placed.status).toBe(200);
    expect(await balance()).toBe(before - 250n);

    // During the fight nothing tells the result; it shows once the fight is over.
    at(round.closesAt + 1_000);
    expect((await act(url, 'state', {})).body.value).toMatchObject({ winner: null, bets: [{ returns: null }] });
    const [bet] = await app().db.select().from(simHeldBets).where(eq(simHeldBets.sessionId, url.split('/').pop()!));
    const fight = await FIGHTS.result(app().hub88Sim.studio, game, round.index);
    const expected = cockfightReturn('meron', 200n, fight) + cockfightReturn('wala', 50n, fight);
    at(bet!.settleAt.getTime() - 1);
    expect((await act(url, 'state', {})).body.value).toMatchObject({ winner: fight.winner, bets: [{ returns: (Number(expected) / 100).toFixed(2) }] });
    await settles(cockfightEngine, [bet!.round], bet!.settleAt.getTime(), before, 250n, async () => expected);
  });

  it.each(['sbo-sports-001', 'tf-esports-001'])('plays the sports book %s: single bets on every pick before kick-off, paid when the match ends', async (code) => {
    const game = aggregatorGame(code)!;
    const url = await launch(code);
    at(future());
    const board = (await act(url, 'state', {})).body.value as { open: { k: number; odds: Record<string, number> }[]; live: { k: number }[]; results: { k: number }[] };
    expect(board.open.length).toBeGreaterThan(3);
    expect(board.live.length).toBeGreaterThan(0);
    const f = fixtureOf(game, board.open[0]!.k);
    const market = MARKETS[game.category === 'ESPORTS' ? 'esports' : 'football'];
    const pick = market[0]!;
    expect(board.open[0]!.odds).toEqual(f.odds);

    const before = await balance();
    for (const [input, key] of [
      [{ fixture: f.k, pick: '1x2:over', stake: '1.00' }, 'unknownSelection'],
      [{ fixture: board.results[0]!.k, pick, stake: '1.00' }, 'windowClosed'],
      [{ fixture: f.k, pick, stake: '1.00', odds: f.odds[pick]! + 1 }, 'oddsChanged'],
      [{ fixture: f.k + 1000, pick, stake: '1.00' }, 'unknownSelection'],
      [{ fixture: f.k, pick, stake: '0' }, 'stakeBelow'],
      [{ fixture: String(f.k), pick, stake: '1.00' }, 'unknownSelection'],
    ] as const) {
      expect(await act(url, 'bet', input)).toEqual({ status: 400, body: { error: key } });
    }
    expect(await balance()).toBe(before);
    // One single bet on each pick of the first market: exactly one of them wins.
    const picks = market.filter((p) => p.split(':')[0] === pick.split(':')[0]);
    for (const p of picks) expect((await act(url, 'bet', { fixture: f.k, pick: p, stake: '3.00' })).status).toBe(200);
    const stake = 300n * BigInt(picks.length);
    expect(await balance()).toBe(before - stake);
    const bets = await app().db.select().from(simHeldBets).where(eq(simHeldBets.sessionId, url.split('/').pop()!));
    expect(bets.map((b) => b.selection).sort((a, b) => String(a.pick).localeCompare(String(b.pick)))).toEqual(
      picks.map((p) => ({ fixture: f.k, pick: p, odds: f.odds[p], home: f.home, away: f.away })).sort((a, b) => a.pick.localeCompare(b.pick)),
    );
    expect(bets.every((b) => b.settleAt.getTime() === f.endsAt)).toBe(true);

    const studio = app().hub88Sim.studio;
    await settles(sportsEngine, bets.map((b) => b.round), f.endsAt, before, stake, async () => {
      const result = await matchResultOf(studio, game, f.k);
      return picks.reduce((a, p) => a + sportsReturn(p, f.odds[p]!, 300n, result), 0n);
    });
  });

  it.each(['sbo-sports-001', 'tf-esports-001'])('takes bets in play on %s at the price of the score so far, refuses a moved price, pays at the price taken', async (code) => {
    const game = aggregatorGame(code)!;
    const kind = game.category === 'ESPORTS' ? 'esports' : 'football';
    const market = MARKETS[kind].filter((p) => p.startsWith(kind === 'esports' ? 'match:' : '1x2:'));
    const url = await launch(code);
    at(future());
    const first = ((await act(url, 'state', {})).body.value as { open: { k: number }[] }).open[0]!.k;
    type LiveView = { k: number; score: KnownScore; odds: Record<string, number> };
    // The first fixture (an hour ahead) with every pick of its winner market on offer just after kick-off.
    let live: LiveView | undefined;
    for (let k = first; !live && k < first + 20; k++) {
      at(fixtureOf(game, k).kickoff + 20_000);
      const board = (await act(url, 'state', {})).body.value as { live: LiveView[] };
      live = board.live.find((x) => x.k === k && Object.keys(x.odds).length === market.length);
    }
    expect(live).toBeDefined();
    const f = fixtureOf(game, live!.k);
    expect(live!.odds).toEqual(liveOdds(f, live!.score));

    const before = await balance();
    for (const [input, key] of [
      [{ fixture: f.k, pick: market[0], stake: '1.00' }, 'oddsChanged'],
      [{ fixture: f.k, pick: market[0], stake: '1.00', odds: live!.odds[market[0]!]! + 5 }, 'oddsChanged'],
      ...(kind === 'esports' ? [[{ fixture: f.k, pick: 'map1:home', stake: '1.00', odds: f.odds['map1:home'] }, 'windowClosed'] as const] : []),
    ] as const) {
      expect(await act(url, 'bet', input)).toEqual({ status: 400, body: { error: key } });
    }
    expect(await balance()).toBe(before);
    for (const p of market) expect((await act(url, 'bet', { fixture: f.k, pick: p, stake: '2.00', odds: live!.odds[p] })).status).toBe(200);
    const stake = 200n * BigInt(market.length);
    const bets = await app().db.select().from(simHeldBets).where(eq(simHeldBets.sessionId, url.split('/').pop()!));
    expect(bets.map((b) => b.selection).sort((a, b) => String(a.pick).localeCompare(String(b.pick)))).toEqual(
      [...market].sort().map((p) => ({ fixture: f.k, pick: p, odds: live!.odds[p], home: f.home, away: f.away, live: { home: live!.score.home, away: live!.score.away, ...(kind === 'football' ? { minute: 3 } : { map: 1 }) } })),
    );
    const studio = app().hub88Sim.studio;
    await settles(sportsEngine, bets.map((b) => b.round), f.endsAt, before, stake, async () => {
      const result = await matchResultOf(studio, game, f.k);
      return market.reduce((a, p) => a + sportsReturn(p, live!.odds[p]!, 200n, result), 0n);
    });
  });
});
