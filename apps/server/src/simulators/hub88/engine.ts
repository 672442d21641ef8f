import type { GameType, Hub88Status } from '@wps/contract';

/**
 * The local Hub88 simulator plays the aggregator and its studios. Its core (plugin, sessions, the signed wallet client
 * that calls the operator's Wallet API over HTTP, its own records) is shared; each game category is an Engine.
 * This file is the seam between the core and the engines: engines never talk HTTP or SQL themselves.
 */

/** A game of the aggregator's catalogue (the studios' games the operator imported into its lobby). */
export interface StudioGame {
  vendor: string;
  gameCode: string;
  name: string;
  category: GameType;
  /** RNG games: SLOT | TABLE | ARCADE; else null. */
  classify: string | null;
  /** Smallest stake, minor units. */
  minBetMinor: bigint;
}

/** One player's game session on the aggregator, opened by the operator's game-URL call. */
export interface PlaySession {
  id: string;
  operatorId: number;
  /** The operator's user id (wire `user`) and the operator's game token (wire `token`). */
  user: string;
  token: string;
  currency: string;
  lang: string;
  game: StudioGame;
}

/** A wallet call the operator refused (its RS_* status); balanceMinor when the operator sent it. */
export class SimWalletError extends Error {
  constructor(
    readonly status: Hub88Status | 'NETWORK',
    readonly balanceMinor?: bigint,
  ) {
    super(`operator answered ${status}`);
    this.name = 'SimWalletError';
  }
}

export interface WalletMove {
  transactionUuid: string;
  /** The member's balance the operator answered, minor units. */
  balanceMinor: bigint;
}

/** A stake waiting for a timed event (live table deal, fight, match end, lottery draw), kept by the core. */
export interface HeldBet {
  id: number;
  sessionId: string;
  user: string;
  gameCode: string;
  round: string;
  betTransactionUuid: string;
  amountMinor: bigint;
  /** What the player picked (bet spot, side, odds selection...). */
  selection: Record<string, unknown>;
  settleAt: Date;
}

/** What the core gives an engine: money moves through the operator's wallet, timed bets through the core's store. */
export interface Studio {
  /** Signed /transaction/bet. Throws SimWalletError (RS_ERROR_NOT_ENOUGH_MONEY ...); a network failure is rolled back by the core. */
  bet(s: PlaySession, round: string, amountMinor: bigint, meta?: Record<string, unknown>): Promise<WalletMove>;
  /** Signed /transaction/win naming its bet; amount 0 closes a lost round. Retried by the core until answered. */
  win(s: PlaySession, round: string, betTransactionUuid: string, amountMinor: bigint, roundClosed: boolean): Promise<WalletMove>;
  /** Signed /transaction/rollback of a bet (a cancelled round). */
  rollback(s: PlaySession, round: string, betTransactionUuid: string): Promise<WalletMove>;
  /** Signed /user/balance. */
  balance(s: PlaySession): Promise<bigint>;
  /** Keeps a placed bet until settleAt; settle() later pays it once. */
  hold(s: PlaySession, bet: Omit<HeldBet, 'id' | 'sessionId' | 'user' | 'gameCode'>): Promise<HeldBet>;
  /** The session's held bets not yet settled (to show them). */
  held(s: PlaySession): Promise<HeldBet[]>;
  /**
   * Claims the held bets of these games due at `now` (each is claimed by one caller only, even with two server
   * instances) and pays each with `payout(bet)` minor units (0 = lost) through win(); a bet whose win call fails is
   * released and claimed again by a later call.
   */
  settleDue(gameCodes: readonly string[], now: Date, payout: (bet: HeldBet) => bigint | Promise<bigint>): Promise<number>;
  /** Uniform random integer in [0, n) from a cryptographic source. */
  randomInt(n: number): number;
  /**
   * 32 random bytes per key (a timed round: "baccarat:<game>:<round>"), made by the first caller and the same for every
   * later caller and server instance: a shared round's outcome is fixed before anyone bets and unknown to players.
   */
  roundSeed(key: string): Promise<Buffer>;
  /** A game's saved state under a key (a blackjack hand between actions), with its version; null when none. */
  loadState<T>(key: string): Promise<{ state: T; version: number } | null>;
  /**
   * Saves a state if its version is still `version` (null: only if there is none yet): false when another request
   * changed it first, so two concurrent actions on one hand cannot both apply. `state` null deletes it.
   */
  saveState(key: string, version: number | null, state: unknown): Promise<boolean>;
}

/** One category's game: its page and its actions. */
export interface Engine {
  categories: readonly GameType[];
  /** For RNG games: the classify values this engine plays (SLOT, TABLE, ARCADE); omitted = every one. */
  classify?: readonly string[];
  /**
   * Markup of the game area, put inside the core's page shell (header with name, balance and close; a toast). `lang`
   * is the session's language (EN CN PT TH TY VI ...; an engine falls back to EN for others).
   */
  markup(game: StudioGame, lang: string): string;
  /**
   * Optional per-game data for the script (paytable, texts ...): the shell puts it in its JSON block, the script reads
   * it as `SIM.cfg.engine`. The shell script (loaded first) gives every engine script `window.SIM`: `cfg` (session,
   * game, lang, currency, engine), `act(action, input)` -> Promise of the answer (rejects with { key }), `state()`,
   * `setBalance(decimal)`, `money(decimal)` -> text, `toast(text, kind?)`, `t(key)` (engine texts, then the shell's),
   * `fail(err)`. Amounts on the page are decimal texts ("12.50"); an answer with `balance` updates the header.
   */
  config?(game: StudioGame, lang: string): unknown;
  /** The game's browser script (served as a same-origin file: no inline script under the CSP) and optional CSS. */
  script: string;
  css?: string;
  /**
   * One player action, from POST /sim/hub88/play/:session/action { action, input }: validate the input (a bad one
   * throws EngineInputError), move money through the studio and answer JSON for the page.
   */
  act(studio: Studio, s: PlaySession, action: string, input: unknown): Promise<unknown>;
  /** Optional: what GET /sim/hub88/play/:session/state shows of the game (current round, history ...), next to balance and held bets. */
  state?(studio: Studio, s: PlaySession, now: Date): Promise<unknown>;
  /** Timed games: closes due rounds (called by the core's timer and on each state poll). */
  tick?(studio: Studio, games: readonly StudioGame[], now: Date): Promise<void>;
}

/** A bad action or input from the game page: the core answers 400 with this message key. */
export class EngineInputError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'EngineInputError';
  }
}
