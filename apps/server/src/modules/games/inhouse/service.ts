import {
  ErrorCode,
  INHOUSE_MAX_STAKE,
  INHOUSE_VENDOR,
  isTrial,
  minorToMoney,
  moneyToMinor,
  parseDicePick,
  parseLottoPick,
  stakeProblem,
  type InhouseRound,
  type InhouseState,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../../db/client.js';
import type { GameRound, Merchant } from '../../../db/schema.js';
import { newToken, sha256Hex } from '../../../platform/crypto.js';
import { AppError } from '../../../platform/envelope.js';
import { memberRepo } from '../../member/index.js';
import { walletRepo } from '../../wallet/index.js';
import { gameRepo, launchRepo, type CatalogueGame } from '../repo.js';
import { roundRepo, seedRepo } from '../round-repo.js';
import { walletBet, walletWin, WalletRefusal, type WalletResult } from '../hub88/wallet-service.js';
import { fingerprint, wireUser } from '../hub88/wire.js';
import { fairBytes, newServerSeed, seedHash } from './fair.js';
import { playDice, playLotto, playSlot, type Outcome } from './rules.js';

/**
 * Launch ticket lifetime. A ticket spends the member's money, so it lives only as long as it is being used: it dies
 * TICKET_IDLE_MS after issue or after its last successful use (state or bet), and in any case TICKET_MAX_MS after
 * issue (a sliding expiry with an absolute cap: a player can keep playing one page for an evening, a leaked ticket
 * is worth little), and never outlives its session (logout or a password change kills it; see launchRepo.redeem).
 * A player whose ticket died goes back to the lobby and launches again.
 */
export const TICKET_IDLE_MS = 15 * 60_000;
export const TICKET_MAX_MS = 4 * 60 * 60_000;
export const INHOUSE_CODES = ['lucky-slot', 'dice-100', 'quick-lotto'] as const;
export type InhouseCode = (typeof INHOUSE_CODES)[number];
export const isInhouseCode = (c: string): c is InhouseCode => (INHOUSE_CODES as readonly string[]).includes(c);

export interface TicketOwner {
  merchantId: number;
  memberId: number;
  /** The member session that launches the game: the ticket dies with it. */
  sessionId: number;
  gameId: number;
}

/** A launch ticket for one member, session and game: the game page bets with it, never with the session token. */
export async function issueTicket(db: Db, owner: TicketOwner): Promise<string> {
  const ticket = newToken();
  const now = new Date();
  await launchRepo.pruneDead(db, owner.merchantId, owner.memberId, now, TICKET_MAX_MS);
  await launchRepo.insert(db, { ...owner, ticketHash: sha256Hex(ticket), createdAt: now, expiresAt: new Date(now.getTime() + TICKET_IDLE_MS) });
  return ticket;
}

/**
 * The member and game of a live ticket of the merchant, extending its life (see TICKET_IDLE_MS); null when it is
 * unknown or dead. The in-house pages and the Hub88 Wallet API (whose `token` is a ticket) both redeem with it.
 */
export async function redeemLiveTicket(db: Executor, merchantId: number, ticket: string) {
  return launchRepo.redeem(db, merchantId, sha256Hex(ticket), new Date(), { idleMs: TICKET_IDLE_MS, maxMs: TICKET_MAX_MS });
}

/** The member and in-house game of a live ticket; SESSION_EXPIRED otherwise. */
async function redeemTicket(db: Executor, merchant: Merchant, ticket: string | undefined) {
  if (!ticket) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  const row = await redeemLiveTicket(db, merchant.id, ticket);
  if (!row) throw new AppError(ErrorCode.SESSION_EXPIRED);
  const game = await gameRepo.byId(db, merchant.id, row.gameId);
  if (!game || game.vendor !== INHOUSE_VENDOR || !isInhouseCode(game.gameCode)) throw new AppError(ErrorCode.NOT_FOUND);
  return { memberId: row.memberId, game };
}

function freshSeed() {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: seedHash(serverSeed) };
}

/** Locks (creating if needed) the member's committed seed: one member's bets are drawn one after another. */
async function lockSeed(tx: Tx, merchantId: number, memberId: number) {
  return seedRepo.get(tx, merchantId, memberId, freshSeed, true);
}

async function currentSeedHash(db: Db, merchantId: number, memberId: number) {
  return db.transaction(async (tx) => {
    const s = await lockSeed(tx, merchantId, memberId);
    return { hash: s.serverSeedHash, nonce: s.nonce };
  });
}

export async function getState(db: Db, merchant: Merchant, ticket: string | undefined): Promise<InhouseState> {
  const { memberId, game } = await redeemTicket(db, merchant, ticket);
  const seed = await currentSeedHash(db, merchant.id, memberId);
  const balance = await walletRepo.sumBalance(db, { merchantId: merchant.id, memberId, currency: merchant.currency });
  const member = await memberRepo.findById(db, merchant.id, memberId);
  return {
    gameCode: game.gameCode,
    balance: minorToMoney(balance),
    playMoney: member !== null && isTrial(member.type),
    currencySymbol: merchant.currencySymbol,
    nextServerSeedHash: seed.hash,
    nonce: seed.nonce,
  };
}

/** A refused field of a bet, named so the game page can say why (`stake`: a StakeProblem; `pick`: target / digit). */
const badField = (field: 'stake' | 'pick', message: string) => new AppError(ErrorCode.VALIDATION, { value: [{ field, message }] });

/** The game's draw for the bet's pick, checked before any money moves (VALIDATION naming the pick otherwise). */
function drawFor(game: CatalogueGame, pick: string): (bytes: Buffer, stake: bigint) => Outcome {
  switch (game.gameCode as InhouseCode) {
    case 'lucky-slot':
      return playSlot;
    case 'dice-100': {
      const p = parseDicePick(pick);
      if (!p) throw badField('pick', 'target');
      return (bytes, stake) => playDice(bytes, stake, p);
    }
    case 'quick-lotto': {
      const d = parseLottoPick(pick);
      if (d === null) throw badField('pick', 'digit');
      return (bytes, stake) => playLotto(bytes, stake, d);
    }
  }
}

/** A wallet refusal of the in-house studio's own call: only a reused round id can cause one. */
async function studioCall(call: () => Promise<WalletResult>): Promise<WalletResult> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof WalletRefusal) throw new AppError(ErrorCode.REQUEST_REUSED, { detail: err.status });
    throw err;
  }
}

/** The answer of a settled round, rebuilt from its row so a replayed request gets the same answer. */
function roundAnswer(round: GameRound, balance: bigint): InhouseRound {
  const d = round.detail as { outcome: Record<string, unknown>; fair: InhouseRound['fair'] };
  return {
    roundId: round.roundId,
    gameCode: round.gameCode,
    stake: minorToMoney(round.stake),
    payout: minorToMoney(round.payout),
    balance: minorToMoney(balance),
    outcome: d.outcome,
    fair: d.fair,
  };
}

export interface BetRequest {
  ticket: string;
  requestId: string;
  stake: string;
  clientSeed: string;
  pick: string;
}

/**
 * One in-house round in one transaction: validate, draw with the committed seed, take the stake, settle the win,
 * commit the next seed. The same requestId again returns the first answer and moves no money.
 */
export async function placeInhouseBet(db: Db, merchant: Merchant, body: BetRequest): Promise<InhouseRound> {
  const { memberId, game } = await redeemTicket(db, merchant, body.ticket);
  // The contract's rule, as the game page checks it before sending.
  const problem = stakeProblem(body.stake, { min: minorToMoney(game.minBet), max: INHOUSE_MAX_STAKE });
  if (problem) throw badField('stake', problem);
  const stake = moneyToMinor(body.stake.trim());
  const draw = drawFor(game, body.pick);
  // Round ids are namespaced by member, so one member's request ids can never collide with another's.
  const roundId = `${memberId}-${body.requestId}`;
  const key = { merchantId: merchant.id, memberId, currency: merchant.currency };

  return db.transaction(async (tx) => {
    const seed = await lockSeed(tx, merchant.id, memberId);
    const earlier = await roundRepo.find(tx, merchant.id, INHOUSE_VENDOR, roundId, false);
    if (earlier) {
      if (earlier.gameCode !== game.gameCode || earlier.stake !== stake) throw new AppError(ErrorCode.REQUEST_REUSED);
      return roundAnswer(earlier, await walletRepo.sumBalance(tx, key));
    }

    const outcome = draw(fairBytes(seed.serverSeed, body.clientSeed, seed.nonce), stake);
    const next = newServerSeed();
    const fair = {
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: body.clientSeed,
      nonce: seed.nonce,
      nextServerSeedHash: seedHash(next),
    };
    // The in-house studio bets and wins through the Hub88 wallet service like every other studio (one money path),
    // in-process: it is our own code, so there is no HTTP hop and no signature.
    const base = { ...key, vendor: INHOUSE_VENDOR, gameCode: game.gameCode, gameType: game.gameType, round: roundId };
    const head = { user: wireUser(memberId), request_uuid: body.requestId };
    const betUuid = `inhouse-${roundId}-bet`;
    const facts = { user: head.user, round: roundId, game: game.gameCode };
    await studioCall(() =>
      walletBet(tx, { ...base, head, transactionUuid: betUuid, amount: stake, roundClosed: false, fingerprint: fingerprint({ ...facts, kind: 'bet', amount: String(stake) }) }),
    );
    const settled = await studioCall(() =>
      walletWin(tx, {
        ...base,
        head,
        transactionUuid: `inhouse-${roundId}-win`,
        referenceTransactionUuid: betUuid,
        amount: outcome.payout,
        roundClosed: true,
        fingerprint: fingerprint({ ...facts, kind: 'win', amount: String(outcome.payout) }),
        detail: { pick: body.pick, outcome: outcome.detail, fair },
      }),
    );
    await seedRepo.advance(tx, seed.id, { serverSeed: next, serverSeedHash: fair.nextServerSeedHash, nonce: seed.nonce + 1 });
    return roundAnswer(settled.round!, settled.balance);
  });
}
