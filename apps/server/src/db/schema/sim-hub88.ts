import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, money } from './builders.js';

// The local Hub88 simulator's own records (issue 11): it plays the aggregator, so its tables are not the operator's
// and carry no merchant id; they are keyed by the aggregator's operator_id like a real aggregator's would be.

/** An operator connected to the aggregator: its public key (to verify its calls), our signing key, its wallet URL. */
export const simOperators = pgTable('sim_operators', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull().unique('sim_operators_operator_uq'),
  name: text('name').notNull(),
  operatorPublicKey: text('operator_public_key').notNull(),
  aggregatorPrivateKey: text('aggregator_private_key').notNull(),
  /** The operator's Wallet API base; a path starting with "/" is this server. */
  walletUrl: text('wallet_url').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

/** A game session opened by the operator's game-URL call; its id is the capability in the play URL. */
export const simSessions = pgTable(
  'sim_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    user: text('user').notNull(),
    token: text('token').notNull(),
    currency: text('currency').notNull(),
    lang: text('lang').notNull(),
    gameCode: text('game_code').notNull(),
    vendor: text('vendor').notNull(),
    /** Where the game's close button goes (the operator's lobby_url, a path of the operator's site). */
    lobbyUrl: text('lobby_url').notNull().default('/m/home'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sim_sessions_user_idx').on(t.operatorId, t.user)],
);

/**
 * Every wallet call the simulator made, written before it is sent: status PENDING until the operator answered, then
 * its RS_* status (NETWORK after a failure that left the outcome unknown). `body` is the exact wire request, resent
 * unchanged by retries. Served by the Transactions API for the operator's reconciliation.
 */
export const simTransactions = pgTable(
  'sim_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    referenceTransactionUuid: text('reference_transaction_uuid'),
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    sessionId: text('session_id').notNull(),
    user: text('user').notNull(),
    round: text('round').notNull(),
    gameCode: text('game_code').notNull(),
    vendor: text('vendor').notNull(),
    currency: text('currency').notNull(),
    /** Wire units (1/100000 of the currency unit). */
    amount: money('amount').notNull(),
    status: text('status').notNull().default('PENDING'),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the retry timer may send a PENDING win or rollback again (null: not its turn / answered). */
    retryAt: at('retry_at'),
    createdAt: createdAt(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    uniqueIndex('sim_transactions_uuid_uq').on(t.transactionUuid),
    index('sim_transactions_time_idx').on(t.operatorId, t.createdAt),
    index('sim_transactions_retry_idx').on(t.retryAt),
    check('sim_transactions_kind', sql`${t.kind} in ('bet', 'win', 'rollback')`),
  ],
);

/**
 * A stake waiting for a timed event. Claimed by one settler at a time (claimed_at); the win it pays has a uuid fixed
 * when the bet is held, so even a settler that dies after sending it cannot make a second payment.
 */
export const simHeldBets = pgTable(
  'sim_held_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    user: text('user').notNull(),
    gameCode: text('game_code').notNull(),
    round: text('round').notNull(),
    betTransactionUuid: text('bet_transaction_uuid').notNull(),
    winTransactionUuid: text('win_transaction_uuid').notNull(),
    amountMinor: money('amount_minor').notNull(),
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    settleAt: at('settle_at').notNull(),
    claimedAt: at('claimed_at'),
    settledAt: at('settled_at'),
    payoutMinor: money('payout_minor'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_held_bets_bet_uq').on(t.betTransactionUuid),
    index('sim_held_bets_due_idx').on(t.gameCode, t.settleAt),
    index('sim_held_bets_session_idx').on(t.sessionId),
  ],
);

/** The secret of a shared timed round (Studio.roundSeed): inserted once, read by every instance. */
export const simRoundSeeds = pgTable(
  'sim_round_seeds',
  {
    key: text('key').primaryKey(),
    /** 32 random bytes, hex. */
    seed: text('seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sim_round_seeds_created_idx').on(t.createdAt)],
);

/** A game's state between a player's actions (Studio.loadState / saveState), versioned for compare-and-set. */
export const simGameStates = pgTable('sim_game_states', {
  key: text('key').primaryKey(),
  state: jsonb('state').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type SimOperatorRow = typeof simOperators.$inferSelect;
export type SimSessionRow = typeof simSessions.$inferSelect;
export type SimTransactionRow = typeof simTransactions.$inferSelect;
export type SimHeldBetRow = typeof simHeldBets.$inferSelect;
