import { createHash } from 'node:crypto';
import type { Rng } from './live-kit.js';

/**
 * The simulated sportsbook's fixtures: per game code a league of 16 teams with fixed ratings, a fixture kicking off
 * every few minutes, odds priced from the same model the result is drawn from (with the book's margin), and a
 * compressed match clock. Football: 1X2 on goals drawn from two Poisson laws. E-sports: best of three maps, match
 * winner and map 1 winner.
 */

export type SportKind = 'football' | 'esports';
export const FIXTURE_SPACING_MS = 3 * 60_000;
export const MATCH_MS: Record<SportKind, number> = { football: 10 * 60_000, esports: 12 * 60_000 };
/** How far ahead the board opens fixtures for betting. */
export const BOARD_AHEAD_MS = 24 * 60_000;
export const MARGIN_PERCENT: Record<SportKind, number> = { football: 6, esports: 5 };
const MAX_GOALS = 10;
const TEAMS = 16;

export const MARKETS: Record<SportKind, readonly string[]> = {
  football: ['1x2:home', '1x2:draw', '1x2:away'],
  esports: ['match:home', 'match:away', 'map1:home', 'map1:away'],
};

const FOOTBALL_PLACES = [
  'Northport', 'Riverside', 'Eastfield', 'Westbrook', 'Kingsbay', 'Stonebridge', 'Redhill', 'Lakeside', 'Oakham', 'Seaview',
  'Highmoor', 'Ashford', 'Greenvale', 'Ironside', 'Southgate', 'Brookton', 'Marlow', 'Eldon', 'Fairhaven', 'Thornby',
];
const FOOTBALL_SUFFIXES = ['United', 'City', 'Rovers', 'Athletic', 'FC', 'Wanderers', 'Town', 'Albion'];
const ESPORTS_NAMES = [
  'Nova', 'Shadow', 'Iron', 'Crimson', 'Zenith', 'Pulse', 'Vortex', 'Apex', 'Titan', 'Phantom', 'Blaze', 'Frost', 'Onyx', 'Volt',
  'Rogue', 'Solar', 'Lunar', 'Hydra', 'Raven', 'Storm',
];
const ESPORTS_SUFFIXES = ['Gaming', 'Esports', 'Five', 'Squad', 'Wolves', 'Dragons', 'Legion', 'Academy'];

const hash = (text: string) => createHash('sha256').update(text).digest();

/** The league of a game code: 16 distinct team names and their ratings in [0, 1]. */
export function league(gameCode: string, kind: SportKind): { name: string; rating: number }[] {
  const [names, suffixes] = kind === 'football' ? [FOOTBALL_PLACES, FOOTBALL_SUFFIXES] : [ESPORTS_NAMES, ESPORTS_SUFFIXES];
  const h = hash(`league:${gameCode}`);
  const order = names.map((n, i) => ({ n, key: hash(`${gameCode}:${n}`).readUInt32BE(0), i })).sort((a, b) => a.key - b.key);
  return order.slice(0, TEAMS).map(({ n }, i) => ({
    name: `${n} ${suffixes[(h[i]! + i) % suffixes.length]}`,
    rating: hash(`rating:${gameCode}:${n}`).readUInt16BE(0) / 65535,
  }));
}

export interface Fixture {
  k: number;
  home: string;
  away: string;
  kickoff: number;
  endsAt: number;
  /** Probabilities of each market pick and its odds in hundredths (215 = 2.15). */
  chances: Record<string, number>;
  odds: Record<string, number>;
  /** The goal laws (football) or a map's chance for home (e-sports). */
  model: { lambdaHome: number; lambdaAway: number } | { mapHome: number };
}

/** Goal counts 0..10 of a Poisson law, the tail folded into 10 (the prices and the draw use the same law). */
export function goalLaw(lambda: number): number[] {
  const p: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k < MAX_GOALS; k++) {
    p.push(term);
    term *= lambda / (k + 1);
  }
  p.push(Math.max(0, 1 - p.reduce((a, b) => a + b, 0)));
  return p;
}

/** Decimal odds in hundredths: the fair price less the margin, rounded down, at least 1.01. */
export const priceOf = (chance: number, marginPercent: number): number =>
  Math.max(101, Math.floor(10_000 / (chance * (100 + marginPercent))));

/** Best of three maps: the chance a side with map chance p wins two maps first. */
export const bestOfThree = (p: number): number => p * p * (3 - 2 * p);

export function fixture(gameCode: string, kind: SportKind, offsetMs: number, k: number): Fixture {
  const teams = league(gameCode, kind);
  const h = hash(`fixture:${gameCode}:${k}`);
  const a = h[0]! % TEAMS;
  const b = (a + 1 + (h[1]! % (TEAMS - 1))) % TEAMS;
  const [home, away] = [teams[a]!, teams[b]!];
  const kickoff = offsetMs + k * FIXTURE_SPACING_MS;
  const diff = home.rating - away.rating;
  let chances: Record<string, number>;
  let model: Fixture['model'];
  if (kind === 'football') {
    const lambdaHome = 1.45 * Math.exp(0.9 * diff) + 0.1;
    const lambdaAway = 1.15 * Math.exp(-0.9 * diff);
    const [ph, pa] = [goalLaw(lambdaHome), goalLaw(lambdaAway)];
    const c = { '1x2:home': 0, '1x2:draw': 0, '1x2:away': 0 };
    ph.forEach((x, i) => pa.forEach((y, j) => (c[i > j ? '1x2:home' : i === j ? '1x2:draw' : '1x2:away'] += x * y)));
    chances = c;
    model = { lambdaHome, lambdaAway };
  } else {
    const mapHome = Math.min(0.85, Math.max(0.15, 1 / (1 + Math.exp(-3 * diff))));
    chances = { 'match:home': bestOfThree(mapHome), 'match:away': bestOfThree(1 - mapHome), 'map1:home': mapHome, 'map1:away': 1 - mapHome };
    model = { mapHome };
  }
  const odds = Object.fromEntries(Object.entries(chances).map(([pick, c]) => [pick, priceOf(c, MARGIN_PERCENT[kind])]));
  return { k, home: home.name, away: away.name, kickoff, endsAt: kickoff + MATCH_MS[kind], chances, odds, model };
}

// ---- in play ----

/** Football in play: bets are taken until this match minute; the last ones are not priced. */
export const LIVE_LAST_MINUTE = 80;
/** Football in-play prices move with every goal and every few match minutes, not every minute: time to fill a slip. */
export const LIVE_STEP_MINUTES = 5;
/** A pick is priced in play only while its chance is within these bounds (a near-certain outcome is not offered). */
export const LIVE_CHANCE = { min: 0.03, max: 0.9 } as const;

/** What the page sees of a match in play: the score, and the minute (football). */
export interface KnownScore {
  home: number;
  away: number;
  minute?: number;
}

/** Best of three in play: the chance the home side wins `home` more maps before the away side wins `away` more. */
export function seriesChance(mapHome: number, home: number, away: number): number {
  if (home <= 0) return 1;
  if (away <= 0) return 0;
  return mapHome * seriesChance(mapHome, home - 1, away) + (1 - mapHome) * seriesChance(mapHome, home, away - 1);
}

/**
 * The chances of each pick offered in play, from what is known (never from the drawn result): football prices the
 * goals still to come with the goal laws scaled to the time left, e-sports the maps still to win (the match winner
 * only: map 1 is in play from kick-off). Empty once betting is closed.
 */
export function liveChances(f: Fixture, known: KnownScore): Record<string, number> {
  if ('lambdaHome' in f.model) {
    const minute = known.minute ?? 0;
    if (minute >= LIVE_LAST_MINUTE) return {};
    const left = (90 - Math.floor(minute / LIVE_STEP_MINUTES) * LIVE_STEP_MINUTES) / 90;
    const [ph, pa] = [goalLaw(f.model.lambdaHome * left), goalLaw(f.model.lambdaAway * left)];
    const c = { '1x2:home': 0, '1x2:draw': 0, '1x2:away': 0 };
    ph.forEach((x, i) =>
      pa.forEach((y, j) => {
        const [h, a] = [known.home + i, known.away + j];
        c[h > a ? '1x2:home' : h === a ? '1x2:draw' : '1x2:away'] += x * y;
      }),
    );
    return c;
  }
  if (known.home >= 2 || known.away >= 2) return {};
  const home = seriesChance(f.model.mapHome, 2 - known.home, 2 - known.away);
  return { 'match:home': home, 'match:away': 1 - home };
}

/** The in-play odds (hundredths) of the picks on offer: priced like the board, with the same margin. */
export function liveOdds(f: Fixture, known: KnownScore): Record<string, number> {
  const margin = MARGIN_PERCENT['lambdaHome' in f.model ? 'football' : 'esports'];
  return Object.fromEntries(
    Object.entries(liveChances(f, known))
      .filter(([, c]) => c >= LIVE_CHANCE.min && c <= LIVE_CHANCE.max)
      .map(([pick, c]) => [pick, priceOf(c, margin)]),
  );
}

export interface MatchResult {
  /** Football: goal minutes (1..90) of each side; e-sports: each played map's winner. */
  goals?: { home: number[]; away: number[] };
  maps?: ('home' | 'away')[];
  /** The winning pick of each market. */
  winners: Record<string, string>;
}

const draw = (law: readonly number[], rng: Rng) => {
  let u = rng.int(1_000_000) / 1_000_000;
  for (let k = 0; k < law.length - 1; k++) {
    if (u < law[k]!) return k;
    u -= law[k]!;
  }
  return law.length - 1;
};

/** The match's result, drawn from the fixture's own model (so the odds are honest). */
export function playMatch(f: Fixture, rng: Rng): MatchResult {
  if ('lambdaHome' in f.model) {
    const minutes = (n: number) => Array.from({ length: n }, () => 1 + rng.int(90)).sort((x, y) => x - y);
    const home = minutes(draw(goalLaw(f.model.lambdaHome), rng));
    const away = minutes(draw(goalLaw(f.model.lambdaAway), rng));
    const pick = home.length > away.length ? 'home' : home.length === away.length ? 'draw' : 'away';
    return { goals: { home, away }, winners: { '1x2': `1x2:${pick}` } };
  }
  const p = Math.round(f.model.mapHome * 1_000_000);
  const maps: ('home' | 'away')[] = [];
  const won = (side: 'home' | 'away') => maps.filter((m) => m === side).length;
  while (won('home') < 2 && won('away') < 2) maps.push(rng.int(1_000_000) < p ? 'home' : 'away');
  return { maps, winners: { match: `match:${won('home') === 2 ? 'home' : 'away'}`, map1: `map1:${maps[0]}` } };
}

/** What a stake on a pick at the odds it was taken at returns (stake included; 0 = lost). */
export function sportsReturn(pick: string, oddsHundredths: number, stake: bigint, result: MatchResult): bigint {
  const market = pick.split(':')[0]!;
  return result.winners[market] === pick ? (stake * BigInt(oddsHundredths)) / 100n : 0n;
}
