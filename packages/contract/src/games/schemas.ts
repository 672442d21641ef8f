import { z } from 'zod';
import { DaySchema, DigitsIdSchema, MoneySchema, OpsCodeSchema, OpsPageNoSchema, optionalText, PageNoSchema, pageOf, pageSizeOf, pageTotals } from '../common.js';
import { PAGE_SIZE } from '../constants.js';
import { GAME_TYPES } from './rules.js';

const passthrough = {
  merchant: z.string().max(32).optional(),
  merchantCode: z.string().max(32).optional(),
  platform: z.string().max(16).optional(),
  clientType: z.string().max(4).optional(),
  isPlatform: z.string().max(4).optional(),
  language: z.string().max(8).optional(),
};
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
/** Game of part 1 s3. nodeId is the stable id favourites and recent lists speak of (as a string on the wire). */
export const GameSchema = z.object({
  gameId: z.number().int(),
  nodeId: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  /** Vendor code (vassalage); vendorCode repeats it, as the original platform did. */
  vassalage: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameGroupId: z.string().nullable(),
  gameCategory: z.string().nullable(),
  lottoMode: z.string().nullable(),
  iconUrl: z.string(),
  showIcon: z.string(),
  mobileLargeIcon: z.string().nullable(),
  supportPlay: z.boolean(),
  gameClassify: z.string().nullable(),
  isNew: z.boolean(),
  hot: z.boolean(),
  minBet: MoneySchema,
  minLine: z.number().int(),
});
export type Game = z.infer<typeof GameSchema>;

export const GameListQuerySchema = z.object({
  ...passthrough,
  gameName: optionalText(60),
  gameType: optionalText(20),
  vassalage: optionalText(30),
  gameClassify: optionalText(30),
  isNew: flag.optional(),
  minBet: z.string().regex(/^\d+(\.\d{1,2})?$/).optional(),
  minLine: z.coerce.number().int().min(0).max(10_000).optional(),
  pageNo: PageNoSchema,
  pageSize: pageSizeOf(100, PAGE_SIZE.games),
});
export type GameListQuery = z.input<typeof GameListQuerySchema>;

export const GameListSchema = z.object({ games: z.array(GameSchema), ...pageTotals });
export type GameList = z.infer<typeof GameListSchema>;

export const VassGameTypeQuerySchema = z.object({ ...passthrough, typeId: z.string().max(4).optional() });

export const VendorSchema = z.object({ vassalage: z.string(), vendorName: z.string(), sort: z.number().int() });
export type Vendor = z.infer<typeof VendorSchema>;
/** A game category of the lobby with its vendors, in the merchant's order. */
export const VassGameTypeSchema = z.object({
  gameType: z.string(),
  sort: z.number().int(),
  vendors: z.array(VendorSchema),
});
export type VassGameType = z.infer<typeof VassGameTypeSchema>;
export const VassGameTypeListSchema = z.array(VassGameTypeSchema);

export const HotGamesQuerySchema = z.object({ ...passthrough, gameType: optionalText(20) });
/** Hot games (spec part 1 s7: "response list"). */
export const HotGamesSchema = z.object({ list: z.array(GameSchema) });
export type HotGames = z.infer<typeof HotGamesSchema>;

export const FavouriteBodySchema = z.object({
  nodeId: z.union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()]).transform(Number),
  vendor: z.string().max(30).optional(),
  token: z.string().max(512).optional(),
});
export type FavouriteBody = z.input<typeof FavouriteBodySchema>;
/** FavGames of part 1 s3: node ids as strings. */
export const FavouriteIdsSchema = z.array(z.string());

export const FavouriteListQuerySchema = z.object({
  ...passthrough,
  gameType: optionalText(20),
  pageNo: PageNoSchema,
  pageSize: pageSizeOf(PAGE_SIZE.favouritesAll, PAGE_SIZE.favourites),
});
export const FavouriteListSchema = z.object({ content: z.array(GameSchema), pageNum: z.number().int(), ...pageTotals });
export type FavouriteList = z.infer<typeof FavouriteListSchema>;

export const RecentAddQuerySchema = z.object({
  nodeId: DigitsIdSchema,
  vendor: z.string().max(30).optional(),
});
export const RecentListQuerySchema = z.object({
  ...passthrough,
  gameType: optionalText(20),
  page: PageNoSchema,
  pageSize: pageSizeOf(100, PAGE_SIZE.recent),
});
export const RecentListSchema = z.object({ list: z.array(GameSchema), ...pageTotals });
export type RecentList = z.infer<typeof RecentListSchema>;

export const LaunchQuerySchema = z.object({
  ...passthrough,
  category: optionalText(20),
  vendor: optionalText(30),
  gameId: DigitsIdSchema.optional(),
  nodeId: DigitsIdSchema.optional(),
  code: optionalText(60),
  prize_mode: optionalText(10),
});
export type LaunchQuery = z.input<typeof LaunchQuerySchema>;
export const LaunchResultSchema = z.object({ url: z.string() });
export type LaunchResult = z.infer<typeof LaunchResultSchema>;

export const LotteryGameSchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  lottoMode: z.string().nullable(),
  iconUrl: z.string(),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;
export const LotteryGameListSchema = z.array(LotteryGameSchema);
export const NumeroQuerySchema = z.object({ gameId: DigitsIdSchema });
export const NumeroSchema = z.object({
  gameId: z.number().int(),
  /** The member's next round number of this game. */
  numero: z.number().int(),
  /** Provably fair commitment for that round: sha256 of the server seed. */
  serverSeedHash: z.string(),
  // TCG lotteries (lottery domain): the open draw period shared by every member.
  /** The period as text, "20261124-0123" (numero is the same without the dash). */
  period: z.string().optional(),
  /** Orders close then (ISO time); the draw follows a few seconds later. */
  closesAt: z.string().optional(),
  drawAt: z.string().optional(),
});
export type Numero = z.infer<typeof NumeroSchema>;
export const LotteryMenuSchema = z.array(z.object({ playType: z.enum(['ent', 'trad']), gameIds: z.array(z.number().int()) }));

/**
 * The in-house game page sends its launch ticket in this header (state) or in the bet body: never in a URL, where it
 * would land in browser history, proxies and access logs.
 */
export const GAME_TICKET_HEADER = 'X-Game-Ticket';
export const InhouseBetBodySchema = z.object({
  ticket: z.string().min(16).max(128),
  /** Caller-chosen id of this bet: the same id again is the same bet (idempotent). */
  requestId: z.string().regex(/^[\w-]{8,64}$/),
  /** A decimal amount; its format and limits are checked by stakeProblem, which names what is wrong. */
  stake: z.string().max(24),
  clientSeed: z.string().regex(/^[\w-]{1,64}$/),
  /** Game-specific choice: dice "over:50" / "under:50"; lotto a digit 0-9; slot empty. */
  pick: z.string().max(20).default(''),
});
export type InhouseBetBody = z.input<typeof InhouseBetBodySchema>;
export const InhouseRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  stake: MoneySchema,
  payout: MoneySchema,
  balance: MoneySchema,
  outcome: z.record(z.string(), z.unknown()),
  fair: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    nextServerSeedHash: z.string(),
  }),
});
export type InhouseRound = z.infer<typeof InhouseRoundSchema>;
export const InhouseStateSchema = z.object({
  gameCode: z.string(),
  balance: MoneySchema,
  /** A free-play (trial) account: the balance is play money and the page says so. */
  playMoney: z.boolean(),
  currencySymbol: z.string(),
  nextServerSeedHash: z.string(),
  nonce: z.number().int(),
});
export type InhouseState = z.infer<typeof InhouseStateSchema>;

/**
 * Query of the in-house game pages (opened in a frame: the merchant comes from here, not from headers). No
 * credential: the launch answer gives the ticket in the fragment, which the page's script reads.
 */
export const InhousePageQuerySchema = z.object({
  merchant: z.string().max(32).optional(),
  lang: z.string().max(8).optional(),
  merchantCode: z.string().max(32).optional(),
  css: z.string().max(40).optional(),
  prize_mode: z.string().max(10).optional(),
  language: z.string().max(8).optional(),
});
export const InhousePlayParamsSchema = z.object({ gameCode: z.string().max(40) });

// Operator catalogue (issue 13): games and vendors with their switches. A disabled game or vendor leaves the player's
// lists at once and cannot be launched.

/** A game as the operator sees it. */
export const OpsGameSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  /** The lobby category (LOTT, LIVE, RNG ...). */
  gameType: z.string(),
  gameCode: z.string(),
  /** The default name; `names` holds the vendor's names per language, which the player sees in those languages. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  gameCategory: z.string().nullable(),
  iconUrl: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  hot: z.boolean(),
  hotSort: z.number().int(),
  isNew: z.boolean(),
  supportPlay: z.boolean(),
  minBet: MoneySchema,
  createdAt: z.string(),
});
export type OpsGame = z.infer<typeof OpsGameSchema>;
export const OpsGamePageSchema = pageOf(OpsGameSchema);
export type OpsGamePage = z.infer<typeof OpsGamePageSchema>;
export const OpsGamesQuerySchema = z.object({
  vendor: optionalText(30),
  /** The lobby category (gameType). */
  category: optionalText(20),
  /** Words of the name or code (prefixes). */
  q: optionalText(60),
  enabled: flag.optional(),
  pageNo: OpsPageNoSchema,
  pageSize: pageSizeOf(200, 50),
});
/** A game's change: the fields given replace theirs (`new` is the "new" badge, `name` the default name). */
export const OpsGameUpdateSchema = z
  .object({
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(1_000_000),
    hot: z.boolean(),
    new: z.boolean(),
    name: z.string().trim().min(1).max(100),
  })
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'no field given' });
export type OpsGameUpdate = z.infer<typeof OpsGameUpdateSchema>;

/** A vendor of the merchant with its settings; `connected`: a launch adapter or URL exists for it. */
export const OpsVendorSchema = z.object({
  vendor: z.string(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  launchUrl: z.string().nullable(),
  connected: z.boolean(),
  games: z.number().int(),
  enabledGames: z.number().int(),
});
export type OpsVendor = z.infer<typeof OpsVendorSchema>;
export const OpsVendorListSchema = z.array(OpsVendorSchema);
/** A vendor of a merchant in an operator call's path (`.../vendors/:vendor`). */
export const OpsVendorParamsSchema = z.object({ code: OpsCodeSchema, vendor: z.string().regex(/^[A-Za-z0-9_-]{1,30}$/) });
export const OpsVendorUpdateSchema = z
  .object({ enabled: z.boolean(), sort: z.number().int().min(0).max(1_000_000) })
  .partial()
  .strict()
  .refine((b) => b.enabled !== undefined || b.sort !== undefined, { message: 'give enabled or sort' });
export type OpsVendorUpdate = z.infer<typeof OpsVendorUpdateSchema>;

// Winners ticker (issue 14 "Home", part 2 s3 winner entries, s7 GCSGAME_getRankList).

/** One big win: the player's account masked by the server ("de***01"), the game in the caller's language, the payout. */
export const RankEntrySchema = z.object({
  player: z.string(),
  gameName: z.string(),
  amount: MoneySchema,
  /** When the round settled (ISO instant). */
  time: z.string(),
});
export type RankEntry = z.infer<typeof RankEntrySchema>;
/** The merchant's biggest payouts of the last `days` days, highest first (at most RANK_LIST_SIZE). */
export const RankListSchema = z.object({ days: z.number().int(), list: z.array(RankEntrySchema) });
export type RankList = z.infer<typeof RankListSchema>;

// Vendor integrations through the Hub88 aggregator (issue 11): the merchant's connection settings per vendor and the
// daily reconciliation of wallet transactions against the aggregator's records. Private keys never leave the server.

export const VENDOR_MODES = ['seamless', 'transfer'] as const;
export type VendorMode = (typeof VENDOR_MODES)[number];

/** An integration as the operator sees it: the operator's public key (derived), the aggregator key's fingerprint. */
export const OpsVendorIntegrationSchema = z.object({
  vendor: z.string(),
  enabled: z.boolean(),
  mode: z.enum(VENDOR_MODES),
  aggregatorUrl: z.string(),
  operatorId: z.number().int(),
  currency: z.string(),
  /** PEM (SPKI): what the aggregator verifies the operator's calls with. */
  operatorPublicKey: z.string(),
  /** SHA-256 (hex) of the aggregator's public key (DER), to compare with the aggregator's published key. */
  aggregatorKeyFingerprint: z.string(),
  updatedAt: z.string(),
});
export type OpsVendorIntegration = z.infer<typeof OpsVendorIntegrationSchema>;
export const OpsVendorIntegrationListSchema = z.array(OpsVendorIntegrationSchema);

const pem = z.string().trim().min(100).max(4000);
/** An integration's change: the fields given replace theirs; `rotateOperatorKey` makes a new operator key pair. */
export const OpsVendorIntegrationUpdateSchema = z
  .object({
    enabled: z.boolean(),
    mode: z.enum(VENDOR_MODES),
    /** An absolute http(s) URL, or a path on this server ("/sim/hub88"). */
    aggregatorUrl: z
      .string()
      .trim()
      .max(300)
      .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
    aggregatorPublicKey: pem,
    rotateOperatorKey: z.literal(true),
  })
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'no field given' });
export type OpsVendorIntegrationUpdate = z.infer<typeof OpsVendorIntegrationUpdateSchema>;

export const OpsReconcileQuerySchema = z.object({ day: DaySchema }).strict();
export type OpsReconcileQuery = z.infer<typeof OpsReconcileQuerySchema>;

const reconcileSide = z.object({
  count: z.number().int(),
  /** Sums per kind of the transactions that moved money, decimal strings. */
  bets: MoneySchema,
  wins: MoneySchema,
  rollbacks: MoneySchema,
});
const reconcileTx = z.object({
  kind: z.string(),
  amount: MoneySchema,
  status: z.string(),
  round: z.string(),
  /** The member on the wire (Hub88's `user`). */
  user: z.string(),
  currency: z.string(),
  gameCode: z.string(),
});
/**
 * What can differ in one transaction, most serious first: missing on our side (`missing_here`) or theirs
 * (`missing_there`), the amount, the transaction's kind (bet / win / rollback), the member, the currency, the round,
 * the game, the answer's status.
 */
export const RECONCILE_PROBLEMS = ['missing_here', 'missing_there', 'amount', 'kind', 'member', 'currency', 'round', 'game', 'status'] as const;
export type ReconcileProblem = (typeof RECONCILE_PROBLEMS)[number];
export const ReconcileDifferenceSchema = z.object({
  transactionUuid: z.string(),
  /** The most serious of `problems` (RECONCILE_PROBLEMS' order): what the difference is listed as. */
  kind: z.enum(RECONCILE_PROBLEMS),
  /** missing_here: the aggregator has it, we do not; missing_there: the other way round; else the fields that differ. */
  problems: z.array(z.enum(RECONCILE_PROBLEMS)),
  ours: reconcileTx.nullable(),
  theirs: reconcileTx.nullable(),
});
export type ReconcileDifference = z.infer<typeof ReconcileDifferenceSchema>;
/** One vendor's UTC day: both sides' counts and totals and every transaction that does not match. */
export const OpsReconciliationSchema = z.object({
  vendor: z.string(),
  day: z.string(),
  ours: reconcileSide,
  theirs: reconcileSide,
  matched: z.number().int(),
  differences: z.array(ReconcileDifferenceSchema),
});
export type OpsReconciliation = z.infer<typeof OpsReconciliationSchema>;
