import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimHeldBetRow, SimSessionRow } from '../../db/schema.js';
import { aggregatorGame } from './catalogue.js';
import type { HeldBet, PlaySession, Studio, WalletMove } from './engine.js';
import { simRepo } from './sim-repo.js';
import { SimTransferSessionWallet, isTransferProduct } from './transfer-wallet.js';
import type { WalletClient } from './wallet-client.js';

/** The money calls a session's bets go through (the operator's seamless wallet by default); `win` takes a fixed uuid. */
export type SessionWallet = Pick<WalletClient, 'bet' | 'win' | 'rollback' | 'balance'>;

export const playSessionOf = (row: SimSessionRow): PlaySession | null => {
  const game = aggregatorGame(row.gameCode);
  return game ? { id: row.id, operatorId: row.operatorId, user: row.user, token: row.token, currency: row.currency, lang: row.lang, game } : null;
};

const heldBetOf = (r: SimHeldBetRow): HeldBet => ({
  id: r.id,
  sessionId: r.sessionId,
  user: r.user,
  gameCode: r.gameCode,
  round: r.round,
  betTransactionUuid: r.betTransactionUuid,
  amountMinor: r.amountMinor,
  selection: r.selection,
  settleAt: r.settleAt,
});

/** The Studio the engines get: money through the session's wallet, held bets in sim_held_bets. */
export class SimStudio implements Studio {
  constructor(
    private readonly app: FastifyInstance,
    private readonly seamless: WalletClient,
  ) {}

  private transferWallet: SimTransferSessionWallet | null = null;

  /**
   * The wallet of a session. Seamless: the operator's Wallet API. Transfer products (AG, PT, SABA) keep the player's
   * money on the aggregator: their sessions bet on that balance (transfer-wallet.ts) and never call the operator.
   */
  walletOf(s: PlaySession): SessionWallet {
    if (isTransferProduct(s.game.vendor)) return (this.transferWallet ??= new SimTransferSessionWallet(this.app));
    return this.seamless;
  }

  bet(s: PlaySession, round: string, amountMinor: bigint, meta?: Record<string, unknown>): Promise<WalletMove> {
    return this.walletOf(s).bet(s, round, amountMinor, meta);
  }

  win(s: PlaySession, round: string, betTransactionUuid: string, amountMinor: bigint, roundClosed: boolean): Promise<WalletMove> {
    return this.walletOf(s).win(s, round, betTransactionUuid, amountMinor, roundClosed);
  }

  rollback(s: PlaySession, round: string, betTransactionUuid: string): Promise<WalletMove> {
    return this.walletOf(s).rollback(s, round, betTransactionUuid);
  }

  balance(s: PlaySession): Promise<bigint> {
    return this.walletOf(s).balance(s);
  }

  async hold(s: PlaySession, bet: Omit<HeldBet, 'id' | 'sessionId' | 'user' | 'gameCode'>): Promise<HeldBet> {
    const row = await simRepo.insertHeld(this.app.db, {
      sessionId: s.id,
      user: s.user,
      gameCode: s.game.gameCode,
      round: bet.round,
      betTransactionUuid: bet.betTransactionUuid,
      winTransactionUuid: randomUUID(),
      amountMinor: bet.amountMinor,
      selection: bet.selection,
      settleAt: bet.settleAt,
    });
    return heldBetOf(row);
  }

  async held(s: PlaySession): Promise<HeldBet[]> {
    return (await simRepo.heldOfSession(this.app.db, s.id)).map(heldBetOf);
  }

  async settleDue(gameCodes: readonly string[], now: Date, payout: (bet: HeldBet) => bigint | Promise<bigint>): Promise<number> {
    const claimed = await simRepo.claimDue(this.app.db, gameCodes, now);
    if (claimed.length === 0) return 0;
    const sessions = new Map((await simRepo.sessions(this.app.db, [...new Set(claimed.map((b) => b.sessionId))])).map((r) => [r.id, r]));
    let settled = 0;
    for (const row of claimed) {
      try {
        const sessionRow = sessions.get(row.sessionId);
        const s = sessionRow ? playSessionOf(sessionRow) : null;
        if (!s) throw new Error(`held bet ${row.id}: session ${row.sessionId} unknown`);
        const amount = await payout(heldBetOf(row));
        // The win's uuid was fixed when the bet was held: paying it again (after a lost answer) is a replay.
        await this.walletOf(s).win(s, row.round, row.betTransactionUuid, amount, true, row.winTransactionUuid);
        await simRepo.settleHeld(this.app.db, row.id, amount);
        settled++;
      } catch (err) {
        this.app.log.warn({ err, heldBet: row.id }, 'hub88 simulator: held bet not settled, released for a later run');
        await simRepo.releaseHeld(this.app.db, row.id);
      }
    }
    return settled;
  }

  randomInt(n: number): number {
    return randomInt(n);
  }

  async loadState<T>(key: string): Promise<{ state: T; version: number } | null> {
    const row = await simRepo.gameState(this.app.db, key);
    return row ? { state: row.state as T, version: row.version } : null;
  }

  saveState(key: string, version: number | null, state: unknown): Promise<boolean> {
    return simRepo.saveGameState(this.app.db, key, version, state);
  }

  async roundSeed(key: string): Promise<Buffer> {
    return Buffer.from(await simRepo.roundSeed(this.app.db, key.slice(0, 200), randomBytes(32).toString('hex')), 'hex');
  }
}
