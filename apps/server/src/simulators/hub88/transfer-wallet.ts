import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  HUB88_AGGREGATOR_PATHS,
  HUB88_SIGNATURE_HEADER,
  Hub88TransferBalanceRequestSchema,
  Hub88TransferRequestSchema,
  Hub88TransferStatusRequestSchema,
  TRANSFER_WALLETS,
  hub88ToMinor,
  minorToHub88,
  type Hub88Status,
  type Hub88TransferAnswer,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { SimTransferKind } from '../../db/schema.js';
import { verifyBody } from '../../platform/rsa-signature.js';
import { aggregatorVendors } from './catalogue.js';
import { SimWalletError, type PlaySession, type WalletMove } from './engine.js';
import { simRepo } from './sim-repo.js';
import type { SessionWallet } from './studio.js';
import { simTransferRepo, type SimWalletKey } from './transfer-wallet-repo.js';

// The simulator's TransferWallet API (Hub88 "transfer wallet" products): the operator moves money in and out of a
// balance the aggregator keeps per (operator, user, product); games of those products bet against that balance and
// never call the operator's Wallet API. Every transaction_uuid moves money once; a replay answers the first answer.

/** Products the aggregator offers with a transfer wallet only (its own catalogue setting, as real aggregators do). */
export const isTransferProduct = (vendor: string): boolean => (TRANSFER_WALLETS as readonly string[]).includes(vendor);

/**
 * Test switch (in-memory, never reachable over HTTP): the next deposit or withdraw is answered only after
 * `delayMs` (past the operator's timeout). `apply: true` applies it first (the operator lost the answer);
 * `apply: false` drops it (the request was lost on the way): a status check then finds NOT_FOUND.
 */
export const transferWalletTestHooks: { next: { delayMs: number; apply: boolean } | null } = { next: null };

type MoveKind = Exclude<SimTransferKind, 'void'>;
const CREDITS: ReadonlySet<MoveKind> = new Set(['deposit', 'win', 'rollback']);

interface Move {
  key: SimWalletKey;
  kind: MoveKind;
  transactionUuid: string;
  /** Wire units, >= 0. */
  amount: bigint;
  requestUuid: string;
}

const answerOf = (status: Hub88Status, m: Move, balance?: bigint): Hub88TransferAnswer => ({
  status,
  request_uuid: m.requestUuid,
  transaction_uuid: m.transactionUuid,
  user: m.key.user,
  currency: m.key.currency,
  ...(balance === undefined ? {} : { balance: Number(balance) }),
});

/**
 * One movement of a transfer wallet, once per uuid: the uuid's record is written first (a concurrent twin or a
 * status check that voided the uuid waits on it), then the balance under its row lock, never below zero.
 */
async function move(db: Db, m: Move): Promise<Hub88TransferAnswer> {
  return db.transaction(async (tx) => {
    const rec = await simTransferRepo.insertRecord(tx, {
      ...m.key,
      transactionUuid: m.transactionUuid,
      kind: m.kind,
      amount: m.amount,
      status: 'PENDING',
      answer: {},
    });
    if (!rec) {
      const earlier = await simTransferRepo.record(tx, m.key.operatorId, m.transactionUuid);
      if (!earlier || earlier.kind === 'void') return answerOf('RS_ERROR_TRANSACTION_ROLLED_BACK', m);
      const same = earlier.kind === m.kind && earlier.user === m.key.user && earlier.product === m.key.product && earlier.amount === m.amount;
      if (!same) return answerOf('RS_ERROR_DUPLICATE_TRANSACTION', m);
      return { ...(earlier.answer as Hub88TransferAnswer), request_uuid: m.requestUuid };
    }
    const wallet = await simTransferRepo.lockWallet(tx, m.key);
    const balance = wallet.balance + (CREDITS.has(m.kind) ? m.amount : -m.amount);
    const answer = balance < 0n ? answerOf('RS_ERROR_NOT_ENOUGH_MONEY', m, wallet.balance) : answerOf('RS_OK', m, balance);
    if (balance >= 0n) await simTransferRepo.setBalance(tx, wallet.id, balance);
    await simTransferRepo.answer(tx, rec.id, answer.status, answer);
    return answer;
  });
}

/** A status check: COMPLETED when the uuid moved money; else NOT_FOUND, and the uuid is voided so it never will. */
async function statusOf(db: Db, operatorId: number, transactionUuid: string, product: string): Promise<'COMPLETED' | 'NOT_FOUND'> {
  const voided = await simTransferRepo.insertRecord(db, {
    operatorId,
    transactionUuid,
    kind: 'void',
    user: '',
    product,
    currency: '',
    amount: 0n,
    status: 'VOID',
    answer: {},
  });
  if (voided) return 'NOT_FOUND';
  return (await simTransferRepo.record(db, operatorId, transactionUuid))?.status === 'RS_OK' ? 'COMPLETED' : 'NOT_FOUND';
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- the HTTP API the operator calls (signed with its private key) ----

type Checked<T> = { ok: true; body: T; operatorCurrency: string } | { ok: false; answer: Hub88TransferAnswer };

/** Parses and authenticates a call: syntax, operator, signature over the raw body, types, currency, product. */
async function checked<S extends z.ZodType<{ operator_id: number; request_uuid: string; product: string; currency?: string }>>(
  app: FastifyInstance,
  req: FastifyRequest,
  schema: S,
): Promise<Checked<z.infer<S>>> {
  const raw = typeof req.body === 'string' ? req.body : '';
  const refuse = (status: Hub88Status, requestUuid = ''): Checked<z.infer<S>> => ({ ok: false, answer: { status, request_uuid: requestUuid } });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return refuse('RS_ERROR_WRONG_SYNTAX');
  }
  // Any JSON may arrive (null, a number, an array): only an object's own fields are read.
  const head = (json !== null && typeof json === 'object' ? json : {}) as { operator_id?: unknown; request_uuid?: unknown };
  const requestUuid = typeof head.request_uuid === 'string' ? head.request_uuid.slice(0, 64) : '';
  const op = typeof head.operator_id === 'number' && Number.isSafeInteger(head.operator_id) ? await simRepo.operator(app.db, head.operator_id) : null;
  if (!op) return refuse('RS_ERROR_INVALID_PARTNER', requestUuid);
  const signature = req.headers[HUB88_SIGNATURE_HEADER];
  if (!verifyBody(op.operatorPublicKey, raw, typeof signature === 'string' ? signature : undefined)) return refuse('RS_ERROR_INVALID_SIGNATURE', requestUuid);
  const parsed = schema.safeParse(json);
  if (!parsed.success) return refuse('RS_ERROR_WRONG_TYPES', requestUuid);
  const body = parsed.data;
  if (body.currency !== undefined && body.currency !== op.currency) return refuse('RS_ERROR_WRONG_CURRENCY', requestUuid);
  if (!isTransferProduct(body.product) || !aggregatorVendors().includes(body.product)) return refuse('RS_ERROR_INVALID_GAME', requestUuid);
  return { ok: true, body, operatorCurrency: op.currency };
}

async function transferCall(app: FastifyInstance, req: FastifyRequest, kind: 'deposit' | 'withdraw'): Promise<Hub88TransferAnswer> {
  const c = await checked(app, req, Hub88TransferRequestSchema);
  if (!c.ok) return c.answer;
  const b = c.body;
  if (b.amount <= 0 || hub88ToMinor(b.amount) === null) return { status: 'RS_ERROR_WRONG_TYPES', request_uuid: b.request_uuid };
  const m: Move = {
    key: { operatorId: b.operator_id, user: b.user, product: b.product, currency: b.currency },
    kind,
    transactionUuid: b.transaction_uuid,
    amount: BigInt(b.amount),
    requestUuid: b.request_uuid,
  };
  const hook = transferWalletTestHooks.next;
  transferWalletTestHooks.next = null;
  if (hook && !hook.apply) {
    await pause(hook.delayMs);
    return { status: 'RS_ERROR_UNKNOWN', request_uuid: b.request_uuid };
  }
  const answer = await move(app.db, m);
  if (hook) await pause(hook.delayMs);
  return answer;
}

/**
 * POST /operator/generic/v2/transfer_wallet/{deposit,withdraw,balance,transaction} under the simulator's prefix.
 * Always HTTP 200 with the protocol's answer; the raw body is kept (own JSON parser in this scope) for the signature.
 */
export const simTransferWalletRoutes: FastifyPluginAsync = async (scope) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const app = scope;
  // No admission slot: the operator's request that calls us holds one already (see the plugin's routeConfig).
  const opts = { schema: { hide: true }, config: { admission: false } };
  const answer = (fn: (req: FastifyRequest) => Promise<Hub88TransferAnswer>) => async (req: FastifyRequest) => {
    try {
      return await fn(req);
    } catch (err) {
      req.log.error({ err }, 'hub88 simulator: transfer wallet call failed');
      return { status: 'RS_ERROR_UNKNOWN', request_uuid: '' } satisfies Hub88TransferAnswer;
    }
  };
  scope.post(HUB88_AGGREGATOR_PATHS.transferDeposit, opts, answer((req) => transferCall(app, req, 'deposit')));
  scope.post(HUB88_AGGREGATOR_PATHS.transferWithdraw, opts, answer((req) => transferCall(app, req, 'withdraw')));
  scope.post(
    HUB88_AGGREGATOR_PATHS.transferBalance,
    opts,
    answer(async (req) => {
      const c = await checked(app, req, Hub88TransferBalanceRequestSchema);
      if (!c.ok) return c.answer;
      const b = c.body;
      const balance = await simTransferRepo.balance(app.db, { operatorId: b.operator_id, user: b.user, product: b.product, currency: b.currency });
      return { status: 'RS_OK', request_uuid: b.request_uuid, user: b.user, currency: b.currency, balance: Number(balance) };
    }),
  );
  scope.post(
    HUB88_AGGREGATOR_PATHS.transferStatus,
    opts,
    answer(async (req) => {
      const c = await checked(app, req, Hub88TransferStatusRequestSchema);
      if (!c.ok) return c.answer;
      const b = c.body;
      const status = await statusOf(app.db, b.operator_id, b.transaction_uuid, b.product);
      return { status: 'RS_OK', request_uuid: b.request_uuid, transaction_uuid: b.transaction_uuid, transaction_status: status };
    }),
  );
};

// ---- the games of transfer products: the Studio's wallet for their sessions ----

const minorOf = (a: Hub88TransferAnswer): bigint => (a.balance === undefined ? 0n : (hub88ToMinor(a.balance) ?? 0n));

/** Bets, wins and rollbacks of a session on its transfer wallet, with the seamless wallet's signatures and errors. */
export class SimTransferSessionWallet implements SessionWallet {
  constructor(private readonly app: FastifyInstance) {}

  private key = (s: Pick<PlaySession, 'operatorId' | 'user' | 'currency' | 'game'>): SimWalletKey => ({
    operatorId: s.operatorId,
    user: s.user,
    product: s.game.vendor,
    currency: s.currency,
  });

  private async run(s: PlaySession, kind: MoveKind, uuid: string, amountMinor: bigint): Promise<WalletMove> {
    const a = await move(this.app.db, { key: this.key(s), kind, transactionUuid: uuid, amount: BigInt(minorToHub88(amountMinor)), requestUuid: randomUUID() });
    if (a.status !== 'RS_OK') throw new SimWalletError(a.status, a.balance === undefined ? undefined : minorOf(a));
    return { transactionUuid: uuid, balanceMinor: minorOf(a) };
  }

  bet(s: PlaySession, _round: string, amountMinor: bigint): Promise<WalletMove> {
    return this.run(s, 'bet', randomUUID(), amountMinor);
  }

  async win(s: PlaySession, _round: string, betUuid: string, amountMinor: bigint, _roundClosed: boolean, uuid: string = randomUUID()): Promise<WalletMove> {
    const bet = await simTransferRepo.record(this.app.db, s.operatorId, betUuid);
    if (!bet || bet.kind !== 'bet' || bet.status !== 'RS_OK') throw new SimWalletError('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    return this.run(s, 'win', uuid, amountMinor);
  }

  async rollback(s: PlaySession, _round: string, betUuid: string): Promise<WalletMove> {
    // One rollback per bet (its uuid derives from the bet's); a bet that never moved money gives nothing back.
    const bet = await simTransferRepo.record(this.app.db, s.operatorId, betUuid);
    const amount = bet && bet.kind === 'bet' && bet.status === 'RS_OK' ? bet.amount : 0n;
    const a = await move(this.app.db, { key: this.key(s), kind: 'rollback', transactionUuid: `rb-${betUuid}`, amount, requestUuid: randomUUID() });
    if (a.status !== 'RS_OK') throw new SimWalletError(a.status);
    return { transactionUuid: `rb-${betUuid}`, balanceMinor: minorOf(a) };
  }

  /** Like the seamless wallet's, callable without the session's currency (the operator's is used then). */
  async balance(s: Pick<PlaySession, 'operatorId' | 'user' | 'token' | 'game'> & { currency?: string }): Promise<bigint> {
    const currency = s.currency ?? (await simRepo.operator(this.app.db, s.operatorId))?.currency ?? '';
    return hub88ToMinor(Number(await simTransferRepo.balance(this.app.db, this.key({ ...s, currency })))) ?? 0n;
  }
}
