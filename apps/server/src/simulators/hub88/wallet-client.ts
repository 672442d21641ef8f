import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  HUB88_SIGNATURE_HEADER,
  Hub88WalletAnswerSchema,
  hub88ToMinor,
  minorToHub88,
  type Hub88Status,
  type Hub88WalletAnswer,
} from '@wps/contract';
import { signBody } from '../../platform/rsa-signature.js';
import { resolveServiceUrl } from '../../platform/self-url.js';
import type { SimOperatorRow, SimTransactionRow } from '../../db/schema.js';
import { SimWalletError, type PlaySession, type WalletMove } from './engine.js';
import { simRepo } from './sim-repo.js';

/**
 * The only part of the simulator that talks to the operator: signed Wallet API calls over real HTTP (never our own
 * functions), each movement written to sim_transactions before it is sent. Retry policy as Hub88 runs it: a bet whose
 * outcome is unknown (network failure, timeout, RS_ERROR_UNKNOWN, an answer that is not the protocol's) is rolled
 * back; wins and rollbacks are resent with the same transaction_uuid until the operator answers, first a few times at
 * once, then by the core's retry timer.
 */

export interface WalletClientOptions {
  timeoutMs: number;
  /** Immediate resends of a win or rollback before it is left to the timer. */
  retries: number;
  /** Pause between immediate resends, and the timer's first delay (doubled per attempt, capped). */
  retryDelayMs: number;
}

export const WALLET_CLIENT_DEFAULTS: WalletClientOptions = { timeoutMs: 5_000, retries: 2, retryDelayMs: 300 };

const WALLET_PATHS = {
  info: '/user/info',
  balance: '/user/balance',
  bet: '/transaction/bet',
  win: '/transaction/win',
  rollback: '/transaction/rollback',
} as const;
type Kind = 'bet' | 'win' | 'rollback';

/** Outcomes that say nothing about whether the operator moved the money. */
const UNCERTAIN = new Set<Hub88Status | 'NETWORK'>(['NETWORK', 'RS_ERROR_UNKNOWN']);
const MAX_RETRY_DELAY_MS = 10 * 60_000;

export interface SentAnswer {
  status: Hub88Status | 'NETWORK';
  answer: Hub88WalletAnswer | null;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class WalletClient {
  readonly opts: WalletClientOptions;

  constructor(
    private readonly app: FastifyInstance,
    opts: Partial<WalletClientOptions> = {},
  ) {
    this.opts = { ...WALLET_CLIENT_DEFAULTS, ...opts };
  }

  private async operator(operatorId: number): Promise<SimOperatorRow> {
    const op = await simRepo.operator(this.app.db, operatorId);
    if (!op) throw new SimWalletError('RS_ERROR_INVALID_PARTNER');
    return op;
  }

  /** One signed POST; any failure to get a protocol answer is NETWORK (never throws). */
  async send(op: SimOperatorRow, path: string, body: string): Promise<SentAnswer> {
    try {
      const res = await fetch(resolveServiceUrl(this.app, op.walletUrl + path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(op.aggregatorPrivateKey, body) },
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      const parsed = Hub88WalletAnswerSchema.safeParse(await res.json());
      if (!res.ok || !parsed.success) return { status: 'NETWORK', answer: null };
      return { status: parsed.data.status, answer: parsed.data };
    } catch (err) {
      this.app.log.warn({ err, path }, 'hub88 simulator: wallet call failed');
      return { status: 'NETWORK', answer: null };
    }
  }

  private balanceOf(a: Hub88WalletAnswer | null): bigint | undefined {
    return a?.balance === undefined ? undefined : (hub88ToMinor(a.balance) ?? undefined);
  }

  /** Signed /user/balance with the session's token: the balance, or SimWalletError (an invalid or expired token ...). */
  async balance(s: Pick<PlaySession, 'operatorId' | 'user' | 'token' | 'game'>): Promise<bigint> {
    const op = await this.operator(s.operatorId);
    const body = JSON.stringify({ user: s.user, token: s.token, request_uuid: randomUUID(), game_code: s.game.gameCode });
    const got = await this.send(op, WALLET_PATHS.balance, body);
    const balance = this.balanceOf(got.answer);
    if (got.status !== 'RS_OK' || balance === undefined) throw new SimWalletError(got.status === 'RS_OK' ? 'RS_ERROR_UNKNOWN' : got.status);
    return balance;
  }

  /** A bet: rolled back (and reported as failed) when its outcome is unknown. */
  async bet(s: PlaySession, round: string, amountMinor: bigint, meta?: Record<string, unknown>): Promise<WalletMove> {
    const uuid = randomUUID();
    const row = await this.record(s, 'bet', uuid, round, amountMinor, null, {
      currency: s.currency,
      amount: minorToHub88(amountMinor),
      round_closed: false,
      bet: null,
      ...(meta ? { meta } : {}),
    });
    const got = await this.attempt(row);
    if (got.status === 'RS_OK') return this.move(uuid, got);
    if (UNCERTAIN.has(got.status) || !got.answer) {
      await this.rollback(s, round, uuid).catch(() => undefined);
      throw new SimWalletError(got.status);
    }
    throw new SimWalletError(got.status, this.balanceOf(got.answer));
  }

  /** A win naming its bet; `uuid` fixed by the caller makes a resent settlement the same transaction. */
  async win(s: PlaySession, round: string, betUuid: string, amountMinor: bigint, roundClosed: boolean, uuid: string = randomUUID()): Promise<WalletMove> {
    const row = await this.record(s, 'win', uuid, round, amountMinor, betUuid, {
      currency: s.currency,
      amount: minorToHub88(amountMinor),
      reference_transaction_uuid: betUuid,
      round_closed: roundClosed,
      bet: null,
    });
    return this.untilAnswered(row);
  }

  async rollback(s: PlaySession, round: string, betUuid: string): Promise<WalletMove> {
    // One rollback per bet: its uuid is derived from the bet's, so a second rollback of it is a replay.
    const row = await this.record(s, 'rollback', `rb-${betUuid}`, round, 0n, betUuid, { reference_transaction_uuid: betUuid, round_closed: true });
    return this.untilAnswered(row);
  }

  /** Resends a win or rollback the timer claimed; true when the operator answered (either way). */
  async retry(row: SimTransactionRow): Promise<boolean> {
    const got = await this.attempt(row);
    return !UNCERTAIN.has(got.status);
  }

  private async record(
    s: PlaySession,
    kind: Kind,
    uuid: string,
    round: string,
    amountMinor: bigint,
    reference: string | null,
    extra: Record<string, unknown>,
  ): Promise<SimTransactionRow> {
    const body = JSON.stringify({
      user: s.user,
      transaction_uuid: uuid,
      token: s.token,
      round,
      request_uuid: randomUUID(),
      game_code: s.game.gameCode,
      ...extra,
    });
    return simRepo.insertTransaction(this.app.db, {
      operatorId: s.operatorId,
      transactionUuid: uuid,
      referenceTransactionUuid: reference,
      kind,
      sessionId: s.id,
      user: s.user,
      round,
      gameCode: s.game.gameCode,
      vendor: s.game.vendor,
      currency: s.currency,
      amount: BigInt(minorToHub88(amountMinor)),
      body,
    });
  }

  /** Sends the recorded body as it is and records the outcome; uncertain wins and rollbacks get a retry time. */
  private async attempt(row: SimTransactionRow): Promise<SentAnswer> {
    const op = await this.operator(row.operatorId);
    const got = await this.send(op, WALLET_PATHS[row.kind], row.body);
    const uncertain = UNCERTAIN.has(got.status);
    const retryAt =
      uncertain && row.kind !== 'bet' ? new Date(Date.now() + Math.min(MAX_RETRY_DELAY_MS, this.opts.retryDelayMs * 2 ** (row.attempts + 1))) : null;
    await simRepo.recordAttempt(this.app.db, row.transactionUuid, got.status, retryAt);
    return got;
  }

  private async untilAnswered(row: SimTransactionRow): Promise<WalletMove> {
    let got = await this.attempt(row);
    for (let i = 0; i < this.opts.retries && UNCERTAIN.has(got.status); i++) {
      await pause(this.opts.retryDelayMs);
      got = await this.attempt({ ...row, attempts: row.attempts + i + 1 });
    }
    if (got.status === 'RS_OK') return this.move(row.transactionUuid, got);
    throw new SimWalletError(got.status, this.balanceOf(got.answer));
  }

  private move(uuid: string, got: SentAnswer): WalletMove {
    const balanceMinor = this.balanceOf(got.answer);
    if (balanceMinor === undefined) throw new SimWalletError('RS_ERROR_UNKNOWN');
    return { transactionUuid: uuid, balanceMinor };
  }
}
