import type { Hub88Status, Hub88WalletAnswer } from '@wps/contract';
import type { Tx } from '../../../db/client.js';
import type { GameRound, Hub88Transaction, Hub88TxKind, Wallet } from '../../../db/schema.js';
import { walletRepo } from '../../wallet/index.js';
import { addPayout, addStake, takeBack } from '../seamless-wallet.js';
import { hub88TxRepo } from './repo.js';
import { answer, type AnswerHead } from './wire.js';

/**
 * The one money path of every game (issue 11): the Hub88 Wallet API's bet, win and rollback, for the aggregator's
 * studios (through the signed HTTP routes) and the in-house studio (called in-process as a trusted first party).
 * Each runs inside the caller's transaction: the member's wallet row is locked first, so one member's movements
 * queue and a rollback and its late bet cannot cross; then the transaction row, its ledger entry, the round and its
 * events are written together.
 *
 * Rules (Hub88's, and ours where it is silent):
 * - transaction_uuid is unique per merchant: the same uuid with the same business fields (fingerprint) answers the
 *   first answer again and moves nothing; with other fields it is RS_ERROR_DUPLICATE_TRANSACTION.
 * - a rollback of an unknown bet or win is remembered and answered RS_OK; the late bet or win is refused with
 *   RS_ERROR_TRANSACTION_ROLLED_BACK, and that refusal is stored so its replays answer the same. Both sides lock the
 *   member's wallet row first, so a rollback racing its win (on any instance) is seen by whichever comes second.
 * - a win names its bet; a rollback names a bet or a win. A rollback of a win takes the win back and is refused with
 *   RS_ERROR_NOT_ENOUGH_MONEY when the member has spent it (a balance never goes negative; the aggregator retries).
 * - a bet on a round already closed is refused (RS_ERROR_UNKNOWN: the protocol has no code for it).
 * Refusals other than the late bet are not stored: a retry is looked at afresh.
 */

/** A refusal with its Hub88 status (the HTTP layer answers it; the in-house studio turns it into its own errors). */
export class WalletRefusal extends Error {
  constructor(readonly status: Hub88Status) {
    super(status);
  }
}

export interface WalletTx {
  merchantId: number;
  /** The merchant's wallet currency. */
  currency: string;
  memberId: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  round: string;
  transactionUuid: string;
  /** Minor units (0 for a rollback: it moves what its reference moved). */
  amount: bigint;
  roundClosed: boolean;
  fingerprint: string;
  head: AnswerHead;
  /** Merged into the round's detail by a win (the in-house outcome and fairness proof). */
  detail?: Record<string, unknown>;
}

export interface WalletTxWithReference extends WalletTx {
  referenceTransactionUuid: string;
}

export interface WalletResult {
  answer: Hub88WalletAnswer;
  /** The round after the movement; null for a replay or a refusal that moved nothing. */
  round: GameRound | null;
  /** The wallet balance after it, minor units. */
  balance: bigint;
  replayed: boolean;
}

export const hub88LedgerKey = (merchantId: number, transactionUuid: string) => `hub88:${merchantId}:${transactionUuid}`;

const walletKey = (t: WalletTx) => ({ merchantId: t.merchantId, memberId: t.memberId, currency: t.currency });
const ok = (t: WalletTx, balance: bigint) => answer(t.head, 'RS_OK', { balance, currency: t.currency });

/**
 * Locks the member's wallet, then answers a known transaction_uuid (a replay or a duplicate); `rollback`: the
 * remembered rollback naming this transaction, if any; `reference`: the transaction a win or rollback names, locked
 * (read in the same statement: these run on every movement).
 */
async function begin(
  tx: Tx,
  t: WalletTx,
  kind: Hub88TxKind,
  referenceUuid: string | null = null,
): Promise<{ known: WalletResult | null; rollback: Hub88Transaction | null; reference: Hub88Transaction | null; wallet: Wallet }> {
  const wallet = await walletRepo.lockForUpdate(tx, walletKey(t));
  const { own, rollback, reference } = await hub88TxRepo.withRollback(tx, t.merchantId, t.transactionUuid, referenceUuid);
  if (!own) return { known: null, rollback, reference, wallet };
  if (own.kind !== kind || own.fingerprint !== t.fingerprint) throw new WalletRefusal('RS_ERROR_DUPLICATE_TRANSACTION');
  return { known: { answer: own.answer, round: null, balance: wallet.balance, replayed: true }, rollback, reference, wallet };
}

async function record(
  tx: Tx,
  t: WalletTx,
  kind: Hub88TxKind,
  row: { answer: Hub88WalletAnswer; amount?: bigint; status?: Hub88Transaction['status']; reference?: Hub88Transaction | null; referenceUuid?: string },
): Promise<void> {
  const inserted = await hub88TxRepo.insert(tx, {
    merchantId: t.merchantId,
    transactionUuid: t.transactionUuid,
    kind,
    memberId: t.memberId,
    vendor: row.reference?.vendor ?? t.vendor,
    gameCode: row.reference?.gameCode ?? t.gameCode,
    round: t.round,
    referenceTransactionUuid: row.referenceUuid ?? null,
    amount: row.amount ?? t.amount,
    currency: t.currency,
    status: row.status ?? 'done',
    fingerprint: t.fingerprint,
    answer: row.answer,
  });
  // Only a twin of another member can get here first (one member's twins queue on the wallet lock): roll back.
  if (!inserted) throw new WalletRefusal('RS_ERROR_DUPLICATE_TRANSACTION');
}

const refusedUnlessDone = (ref: Hub88Transaction) => {
  if (ref.status === 'rolled_back' || ref.status === 'refused') throw new WalletRefusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
};

/** A bet or win that a remembered rollback named before it arrived: refused, and the refusal stored for its replays. */
async function cancelled(tx: Tx, t: WalletTx, wallet: Wallet, kind: 'bet' | 'win', referenceUuid?: string): Promise<WalletResult> {
  const refused = answer(t.head, 'RS_ERROR_TRANSACTION_ROLLED_BACK');
  await record(tx, t, kind, { answer: refused, status: 'refused', referenceUuid });
  return { answer: refused, round: null, balance: wallet.balance, replayed: false };
}

/** A bet: the stake leaves the wallet and joins its round. */
export async function walletBet(tx: Tx, t: WalletTx): Promise<WalletResult> {
  const { known, rollback, wallet } = await begin(tx, t, 'bet');
  if (known) return known;
  if (rollback) return cancelled(tx, t, wallet, 'bet');
  const moved = await addStake(tx, {
    ...walletKey(t),
    locked: wallet,
    close: t.roundClosed,
    vendor: t.vendor,
    gameCode: t.gameCode,
    gameType: t.gameType,
    roundId: t.round,
    amount: t.amount,
    ledgerKey: hub88LedgerKey(t.merchantId, t.transactionUuid),
  });
  const first = ok(t, moved.balance);
  await record(tx, t, 'bet', { answer: first });
  return { answer: first, round: moved.round, balance: moved.balance, replayed: false };
}

/** The transaction a win or rollback names: RS_ERROR_TRANSACTION_DOES_NOT_EXIST unless it is this member's, of a kind. */
function referenced(t: WalletTxWithReference, ref: Hub88Transaction | null, kinds: Hub88TxKind[]): Hub88Transaction | null {
  if (ref && (ref.memberId !== t.memberId || !kinds.includes(ref.kind))) throw new WalletRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  return ref;
}

/** A win: paid into the round of its bet (0 = a lost bet: no ledger entry), which closes when round_closed says so. */
export async function walletWin(tx: Tx, t: WalletTxWithReference): Promise<WalletResult> {
  const { known, rollback, reference, wallet } = await begin(tx, t, 'win', t.referenceTransactionUuid);
  if (known) return known;
  if (rollback) return cancelled(tx, t, wallet, 'win', t.referenceTransactionUuid);
  const bet = referenced(t, reference, ['bet']);
  if (!bet) throw new WalletRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  refusedUnlessDone(bet);
  const moved = await addPayout(tx, {
    ...walletKey(t),
    locked: wallet,
    vendor: bet.vendor,
    roundId: bet.round,
    amount: t.amount,
    ledgerKey: hub88LedgerKey(t.merchantId, t.transactionUuid),
    close: t.roundClosed,
    detail: t.detail,
  });
  const first = ok(t, moved.balance);
  await record(tx, { ...t, round: bet.round }, 'win', { answer: first, reference: bet, referenceUuid: bet.transactionUuid });
  return { answer: first, round: moved.round, balance: moved.balance, replayed: false };
}

/** A rollback: takes its bet or win back, or (its reference unknown) is remembered so the late bet is refused. */
export async function walletRollback(tx: Tx, t: WalletTxWithReference): Promise<WalletResult> {
  const { known, reference, wallet } = await begin(tx, t, 'rollback', t.referenceTransactionUuid);
  if (known) return known;
  const ref = referenced(t, reference, ['bet', 'win']);
  if (!ref) {
    const balance = wallet.balance;
    const first = ok(t, balance);
    await record(tx, t, 'rollback', { answer: first, amount: 0n, referenceUuid: t.referenceTransactionUuid });
    return { answer: first, round: null, balance, replayed: false };
  }
  refusedUnlessDone(ref);
  const moved = await takeBack(tx, {
    ...walletKey(t),
    locked: wallet,
    vendor: ref.vendor,
    roundId: ref.round,
    amount: ref.amount,
    ledgerKey: hub88LedgerKey(t.merchantId, t.transactionUuid),
    what: ref.kind === 'bet' ? 'bet' : 'win',
    close: t.roundClosed,
  });
  await hub88TxRepo.setStatus(tx, ref.id, 'rolled_back');
  const first = ok(t, moved.balance);
  await record(tx, { ...t, round: ref.round }, 'rollback', { answer: first, amount: ref.amount, reference: ref, referenceUuid: ref.transactionUuid });
  return { answer: first, round: moved.round, balance: moved.balance, replayed: false };
}
