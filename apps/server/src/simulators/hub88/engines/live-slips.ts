import { minorToMoney } from '@wps/contract';
import { aggregatorGame } from '../catalogue.js';
import { EngineInputError, type HeldBet, type PlaySession, type Studio, type StudioGame } from '../engine.js';
import {
  engineNow,
  gameOffsetMs,
  heldViews,
  inputObject,
  parseSpots,
  placeHeld,
  roundAt,
  roundOf,
  roundOutcome,
  settleGames,
  slipOf,
  slipRecord,
  slipTotal,
  type Cycle,
  type CycleRound,
  type SeededRng,
} from './live-kit.js';

/** A game dealt on the clock where a player puts stakes on spots (a live table, a cockfight). */
export interface SlipRules<R> {
  /** Names the round seeds: `${name}:${gameCode}:${index}`. */
  name: string;
  cycle: Cycle;
  /** From the window's close to the payment: the deal, spin or fight everyone watches. */
  revealMs: number;
  /** From the window's close until the result is shown (the fight's suspense); 0 = shown at the close. */
  hiddenMs?: number;
  known(game: StudioGame, spot: string): boolean;
  draw(game: StudioGame, rng: SeededRng): R;
  /** What a stake on a spot returns on a result (stake included, 0 = lost). */
  pays(result: R, spot: string, stake: bigint): bigint;
}

/**
 * The rounds, slips and payments of a SlipRules game: a slip is taken only inside the current window and held until
 * the round's reveal ends, then paid from the round's result, which is drawn from the studio's per-round seed.
 */
export class TimedSlips<R> {
  constructor(readonly rules: SlipRules<R>) {}

  private offset = (game: StudioGame) => gameOffsetMs(game.gameCode, this.rules.cycle.periodMs);
  roundAt = (game: StudioGame, t: number): CycleRound => roundAt(this.rules.cycle, this.offset(game), t);
  roundOf = (game: StudioGame, index: number): CycleRound => roundOf(this.rules.cycle, this.offset(game), index);

  result(studio: Studio, game: StudioGame, index: number): Promise<R> {
    return roundOutcome(studio, `${this.rules.name}:${game.gameCode}:${index}`, (rng) => this.rules.draw(game, rng));
  }

  slipReturn(result: R, slip: ReadonlyMap<string, bigint>): bigint {
    let total = 0n;
    for (const [spot, stake] of slip) total += this.rules.pays(result, spot, stake);
    return total;
  }

  /** Debits and holds a slip { round, spots } of the current window. */
  async place(studio: Studio, s: PlaySession, input: unknown) {
    const body = inputObject(input);
    const t = engineNow().getTime();
    const round = this.roundAt(s.game, t);
    // A slip meant for a round that has closed (the page's clock was late) is refused, not moved to the next round.
    if (t >= round.closesAt || (body.round !== undefined && body.round !== round.index)) throw new EngineInputError('windowClosed');
    const slip = parseSpots(body.spots, (k) => this.rules.known(s.game, k), s.game);
    const amount = slipTotal(slip);
    const selection = { index: round.index, spots: slipRecord(slip) };
    const placed = await placeHeld(studio, s, `${s.game.gameCode}-${round.index}`, amount, selection, new Date(round.closesAt + this.rules.revealMs));
    return { balance: placed.balance, amount: minorToMoney(amount), round: round.index };
  }

  private selectionOf(b: HeldBet): { game: StudioGame; index: number; slip: Map<string, bigint> } | null {
    const game = aggregatorGame(b.gameCode);
    const index = b.selection.index;
    if (!game || typeof index !== 'number') return null;
    const slip = slipOf(b.selection.spots, (k) => this.rules.known(game, k));
    return slip && { game, index, slip };
  }

  /** The session's held slips, with what each returns once its round has closed. */
  bets(studio: Studio, s: PlaySession, t: number) {
    return heldViews(studio, s, async (b) => {
      const sel = this.selectionOf(b);
      if (!sel || t < this.roundOf(sel.game, sel.index).closesAt + (this.rules.hiddenMs ?? 0)) return null;
      return this.slipReturn(await this.result(studio, sel.game, sel.index), sel.slip);
    });
  }

  /** Pays the due slips of these games; a selection this engine did not write is given back whole. */
  settle(studio: Studio, games: readonly StudioGame[], plays: (g: StudioGame) => boolean, now: Date): Promise<number> {
    return settleGames(studio, games, plays, now, async (b) => {
      const sel = this.selectionOf(b);
      return sel ? this.slipReturn(await this.result(studio, sel.game, sel.index), sel.slip) : b.amountMinor;
    });
  }

  /** The last results of a game before the round `index`, oldest first. */
  road(studio: Studio, game: StudioGame, index: number, length: number): Promise<{ index: number; result: R }[]> {
    return Promise.all(
      Array.from({ length }, (_, i) => index - length + i).map(async (i) => ({ index: i, result: await this.result(studio, game, i) })),
    );
  }
}
