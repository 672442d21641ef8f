import { createHash, createHmac } from 'node:crypto';
import { minorToMoney } from '@wps/contract';
import { EngineInputError, type HeldBet, type PlaySession, type Studio, type StudioGame } from '../engine.js';

/**
 * What the timed studios (live tables, cockfight, sports) share on the server: the clock their rounds are cut from,
 * the secret per-round draw, stake checks and placing a stake that waits for its result. Their pages' shared texts,
 * browser code and style are in live-kit-page.ts.
 */

// ---- clock: rounds come from the clock, so every player (and every instance) sees the same round ----

let clock: () => Date = () => new Date();
/** Tests move time with this instead of sleeping; no argument puts the real clock back. */
export function setEngineClock(now?: () => Date): void {
  clock = now ?? (() => new Date());
}
export const engineNow = (): Date => clock();

export interface Cycle {
  /** A whole round: betting window, then the deal / fight / spin. */
  periodMs: number;
  betMs: number;
}
export interface CycleRound {
  index: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
}

/** Each game starts its rounds at its own offset, so two tables of one studio do not deal at the same second. */
export const gameOffsetMs = (gameCode: string, periodMs: number): number =>
  createHash('sha256').update(gameCode).digest().readUInt32BE(0) % periodMs;

export function roundOf(c: Cycle, offsetMs: number, index: number): CycleRound {
  const opensAt = index * c.periodMs + offsetMs;
  return { index, opensAt, closesAt: opensAt + c.betMs, endsAt: opensAt + c.periodMs };
}
export const roundAt = (c: Cycle, offsetMs: number, t: number): CycleRound =>
  roundOf(c, offsetMs, Math.floor((t - offsetMs) / c.periodMs));

// ---- the draw: one secret outcome per round, the same on every instance ----

/** Uniform integers; the rules take this so tests can deal exact cards. */
export interface Rng {
  int(n: number): number;
}

/** An endless stream of uniform numbers expanded from a round's secret seed (HMAC-SHA256 blocks, no modulo bias). */
export class SeededRng implements Rng {
  private block = Buffer.alloc(0);
  private pos = 0;
  private counter = 0;
  constructor(private readonly seed: Buffer) {}

  private u32(): number {
    if (this.pos + 4 > this.block.length) {
      this.block = createHmac('sha256', this.seed).update(String(this.counter++)).digest();
      this.pos = 0;
    }
    const v = this.block.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }

  int(n: number): number {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const v = this.u32();
      if (v < limit) return v % n;
    }
  }
}

const outcomes = new WeakMap<Studio, Map<string, unknown>>();
const OUTCOMES_KEPT = 2000;

/**
 * A round's outcome, drawn from the studio's secret seed of that round: fixed before anyone bets, the same on every
 * instance and unknown to players. Kept per studio (a seed never changes), the oldest forgotten first.
 */
export async function roundOutcome<T>(studio: Studio, key: string, draw: (rng: SeededRng) => T): Promise<T> {
  let kept = outcomes.get(studio);
  if (!kept) outcomes.set(studio, (kept = new Map()));
  if (kept.has(key)) return kept.get(key) as T;
  const value = draw(new SeededRng(await studio.roundSeed(key)));
  if (kept.size >= OUTCOMES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
  return value;
}

// ---- stakes ----

/** The largest stake of one bet slip, minor units (10 000.00). */
export const MAX_STAKE_MINOR = 1_000_000n;

/** A stake the page sent as a money string ("10", "2.50"): within the game's minimum and the maximum. */
export function parseStake(input: unknown, game: StudioGame): bigint {
  if (typeof input !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(input.trim())) throw new EngineInputError('stakeInvalid');
  const [whole, cents = ''] = input.trim().split('.');
  const minor = BigInt(whole!) * 100n + BigInt(cents.padEnd(2, '0'));
  if (minor < game.minBetMinor) throw new EngineInputError('stakeBelow');
  if (minor > MAX_STAKE_MINOR) throw new EngineInputError('stakeAbove');
  return minor;
}

/** Limits as the page shows them. */
export const stakeLimits = (game: StudioGame) => ({ min: minorToMoney(game.minBetMinor), max: minorToMoney(MAX_STAKE_MINOR) });

/** The input of an action as a plain object (anything else is a bad input). */
export function inputObject(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new EngineInputError('badInput');
  return input as Record<string, unknown>;
}

/** Spots on one slip. */
const MAX_SPOTS = 40;

/**
 * A slip of a bet request ({ spot: "10.00", ... }): known spots, each stake within the limits, the whole slip within
 * the maximum.
 */
export function parseSpots(spots: unknown, known: (spot: string) => boolean, game: StudioGame): Map<string, bigint> {
  if (typeof spots !== 'object' || spots === null || Array.isArray(spots)) throw new EngineInputError('noSelection');
  const entries = Object.entries(spots as Record<string, unknown>);
  if (entries.length === 0) throw new EngineInputError('noSelection');
  if (entries.length > MAX_SPOTS) throw new EngineInputError('badInput');
  const slip = new Map<string, bigint>();
  for (const [spot, stake] of entries) {
    if (!known(spot)) throw new EngineInputError('unknownSelection');
    slip.set(spot, parseStake(stake, game));
  }
  if (slipTotal(slip) > MAX_STAKE_MINOR) throw new EngineInputError('stakeAbove');
  return slip;
}

export const slipTotal = (slip: ReadonlyMap<string, bigint>): bigint => [...slip.values()].reduce((a, b) => a + b, 0n);
/** A slip as stored in a held bet's selection (JSON: minor units as strings). */
export const slipRecord = (slip: ReadonlyMap<string, bigint>): Record<string, string> =>
  Object.fromEntries([...slip].map(([k, v]) => [k, v.toString()]));
/** A stored slip back, or null when it is not one (a selection this engine did not write). */
export function slipOf(stored: unknown, known: (spot: string) => boolean): Map<string, bigint> | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const slip = new Map<string, bigint>();
  for (const [k, v] of Object.entries(stored)) {
    if (typeof v !== 'string' || !/^\d{1,15}$/.test(v) || !known(k)) return null;
    slip.set(k, BigInt(v));
  }
  return slip.size ? slip : null;
}

// ---- placing a stake that waits for a timed result ----

/**
 * Debits the stake (one wallet bet in a round of its own: the operator keeps one round per player's slip) and keeps
 * it until settleAt. A hold that fails after the debit gives the stake back, so no stake waits for nothing.
 */
export async function placeHeld(
  studio: Studio,
  s: PlaySession,
  tableRound: string,
  amountMinor: bigint,
  selection: Record<string, unknown>,
  settleAt: Date,
): Promise<{ balance: string; held: HeldBet }> {
  const round = `${tableRound}-${studio.randomInt(36 ** 6).toString(36).padStart(6, '0')}`;
  // A refused bet (SimWalletError) goes up as it is: the core answers it with the shell's text and the balance.
  const move = await studio.bet(s, round, amountMinor, { selection });
  try {
    const held = await studio.hold(s, { round, betTransactionUuid: move.transactionUuid, amountMinor, selection, settleAt });
    return { balance: minorToMoney(move.balanceMinor), held };
  } catch (e) {
    await studio.rollback(s, round, move.transactionUuid);
    throw e;
  }
}

/**
 * The session's held bets as the page lists them; `returns` is what a bet pays once its result is known (shown
 * before the payment lands), null while it is not.
 */
export async function heldViews(studio: Studio, s: PlaySession, returns: (b: HeldBet) => Promise<bigint | null>) {
  const held = await studio.held(s);
  return Promise.all(
    held.map(async (b) => {
      const r = await returns(b);
      return { id: b.id, amount: minorToMoney(b.amountMinor), selection: b.selection, returns: r === null ? null : minorToMoney(r) };
    }),
  );
}

/** Settles the due bets of the games this engine plays, paying each by its selection. */
export function settleGames(
  studio: Studio,
  games: readonly StudioGame[],
  plays: (g: StudioGame) => boolean,
  now: Date,
  payout: (bet: HeldBet) => Promise<bigint>,
): Promise<number> {
  const codes = games.filter(plays).map((g) => g.gameCode);
  return codes.length ? studio.settleDue(codes, now, payout) : Promise.resolve(0);
}
