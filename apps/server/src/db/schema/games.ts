import { sql, type SQL } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './core.js';
import {
  at,
  bigMemberRow,
  createdAt,
  enabled,
  memberId,
  memberRow,
  merchantId,
  merchantRow,
  money,
  moneyFromZero,
  ref,
  sort,
  updatedAt,
} from './columns.js';

// Games tables (issue 4): catalogue, favourites, recent games, lobby notices, in-house rounds and fairness seeds.
// merchant_id on every row; money in bigint minor units.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Lobby categories (LOTT, LIVE, ...) of a merchant, in its order. */
export const gameTypes = pgTable(
  'game_types',
  {
    ...merchantRow(),
    code: text('code').notNull(),
    sort: integer('sort').notNull(),
    enabled: enabled(),
  },
  (t) => [uniqueIndex('game_types_merchant_code_uq').on(t.merchantId, t.code)],
);

/** A vendor of a merchant. launchUrl is the vendor's launch endpoint; null means it is not connected here. */
export const gameVendors = pgTable(
  'game_vendors',
  {
    ...merchantRow(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
    launchUrl: text('launch_url'),
    enabled: enabled(),
  },
  (t) => [uniqueIndex('game_vendors_merchant_code_uq').on(t.merchantId, t.code)],
);

export const games = pgTable(
  'games',
  {
    ...merchantRow(),
    vendor: text('vendor').notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    /** Names per language code where the vendor supplies them; `name` otherwise. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    gameGroupId: text('game_group_id'),
    gameCategory: text('game_category'),
    lottoMode: text('lotto_mode'),
    gameClassify: text('game_classify'),
    /** File name under the merchant's icon folder; a missing file is served as the default image. */
    icon: text('icon').notNull(),
    largeIcon: text('large_icon'),
    supportPlay: boolean('support_play').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    hot: boolean('hot').notNull().default(false),
    hotSort: integer('hot_sort').notNull().default(0),
    minBet: money('min_bet').notNull().default(sql`100`),
    minLine: integer('min_line').notNull().default(1),
    /** Per-merchant order: lower first. */
    sort: sort(),
    enabled: enabled(),
    /** Word-prefix search over every name (GIN index): fast on the whole catalogue without an extension. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`to_tsvector('simple', ${games.name} || ' ' || ${games.gameCode} || ' ' || coalesce(jsonb_path_query_array(${games.names}, '$.*')::text, ''))`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_merchant_vendor_code_uq').on(t.merchantId, t.vendor, t.gameCode),
    index('games_merchant_type_sort_idx').on(t.merchantId, t.gameType, t.sort, t.id),
    index('games_merchant_vendor_sort_idx').on(t.merchantId, t.vendor, t.sort, t.id),
    index('games_search_idx').using('gin', t.search),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    ...bigMemberRow(),
    gameId: ref('game_id', () => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourite_games_member_game_uq').on(t.merchantId, t.memberId, t.gameId)],
);

export const recentGames = pgTable(
  'recent_games',
  {
    ...bigMemberRow(),
    gameId: ref('game_id', () => games.id, { onDelete: 'cascade' }),
    playedAt: at('played_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_games_member_game_uq').on(t.merchantId, t.memberId, t.gameId),
    index('recent_games_member_played_idx').on(t.merchantId, t.memberId, t.playedAt),
  ],
);

/**
 * Lobby notices: type B (banner, groupName m_home / m_live / m_reg), PL (player notice: the home ticker),
 * PU (popup). The messaging issue owns reading and marking them; the home lobby reads them here.
 */
export const notices = pgTable(
  'notices',
  {
    ...merchantRow(),
    type: text('type').notNull(),
    groupName: text('group_name'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    sort: sort(),
    /** The operator's switch (issue 13): a disabled banner or notice is kept but not shown. */
    enabled: enabled(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notices_merchant_type_idx').on(t.merchantId, t.type, t.sort)],
);

/**
 * One round (bet) of any vendor, written by the seamless-wallet service in the same transaction as its ledger
 * entries: the bet record, transaction record and profit-and-loss screens read this table.
 * - roundId: the vendor's round id, unique per merchant and vendor (a replayed bet finds its round).
 * - stake / payout: minor units; payout is 0 until settled, and 0 for a lost round.
 * - status: 'open' (stake taken, not settled), 'settled', 'void' (stake refunded).
 * - detail: vendor-specific outcome (reels, dice roll, drawn number) and the provably fair seeds.
 * Ledger keys: a single-bet round (placeBet / settleRound) `bet:<vendor>:<roundId>`, `settle:<vendor>:<roundId>`,
 * `void:<vendor>:<roundId>`; a round of wallet-API transactions (several bets and wins) one key per transaction
 * (hub88/wallet-service.ts hub88LedgerKey).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    ...bigMemberRow(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    roundId: text('round_id').notNull(),
    stake: money('stake').notNull(),
    payout: moneyFromZero('payout'),
    status: text('status').$type<'open' | 'settled' | 'void'>().notNull().default('open'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('game_rounds_round_uq').on(t.merchantId, t.vendor, t.roundId),
    index('game_rounds_member_created_idx').on(t.merchantId, t.memberId, t.createdAt),
    // The operator's dashboard sums a merchant's rounds by the day they settled.
    index('game_rounds_settled_idx').on(t.merchantId, t.settledAt),
  ],
);

/**
 * Provably fair state of a member in the in-house vendor: the next server seed is committed (its hash shown)
 * before the bet that uses it, and revealed in that bet's answer.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    ...memberRow(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    nonce: integer('nonce').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fair_seeds_member_uq').on(t.merchantId, t.memberId)],
);

/** Short-lived launch tickets: the in-house game page bets with one instead of the member's session token. */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    merchantId: merchantId(),
    memberId: memberId(),
    /** The member session that launched it: the ticket dies with that session (logout, password change). */
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    gameId: ref('game_id', () => games.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('game_launches_member_idx').on(t.merchantId, t.memberId)],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type GameRound = typeof gameRounds.$inferSelect;
