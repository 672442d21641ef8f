import { z } from 'zod';

/**
 * The Hub88 wire format (docs.hub88.io, Operator API reference): the Wallet API the aggregator calls on the operator
 * (mounted here under HUB88_WALLET_PREFIX), the Games API and TransferWallet API the operator calls on the
 * aggregator, and the Transactions API used by reconciliation. Every body is JSON signed with RSA-SHA256 (base64) in
 * the X-Hub88-Signature header: the aggregator signs wallet calls with its private key, the operator signs its calls
 * with its own. Field names are the protocol's (snake_case); they are not our API's envelope.
 */

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';
/** Where this server answers the Wallet API: `${prefix}/user/info`, `/user/balance`, `/transaction/bet|win|rollback`. */
export const HUB88_WALLET_PREFIX = '/wallet/hub88';
/** Paths on the aggregator (relative to the vendor's aggregator URL). */
export const HUB88_AGGREGATOR_PATHS = {
  gameUrl: '/operator/generic/v2/game/url',
  gameList: '/operator/generic/v2/game/list',
  transactions: '/operator/generic/v2/transactions/list',
  transferDeposit: '/operator/generic/v2/transfer_wallet/deposit',
  transferWithdraw: '/operator/generic/v2/transfer_wallet/withdraw',
  transferBalance: '/operator/generic/v2/transfer_wallet/balance',
  transferStatus: '/operator/generic/v2/transfer_wallet/transaction',
} as const;

/**
 * Amounts on the wire: Int64 integers of 1/100000 of the currency unit ($3.56 is 356000). Our minor units are
 * 1/100, so wire = minor * 1000; a wire amount that is not a whole number of minor units is refused.
 */
export const HUB88_AMOUNT_SCALE = 1000n;
export const minorToHub88 = (minor: bigint): number => Number(minor * HUB88_AMOUNT_SCALE);
/** Minor units of a wire amount, or null when it has a fraction of a cent (refused as RS_ERROR_WRONG_TYPES). */
export function hub88ToMinor(wire: number): bigint | null {
  if (!Number.isSafeInteger(wire)) return null;
  const w = BigInt(wire);
  return w % HUB88_AMOUNT_SCALE === 0n ? w / HUB88_AMOUNT_SCALE : null;
}

export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_BET_LIMIT_EXCEEDED',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];

/** Wire text: no control characters (a NUL byte can be neither stored nor compared by the database). */
const text = (min: number, max: number) => z.string().min(min).max(max).regex(/^\P{Cc}*$/u);
const uuid = text(1, 64);
const wireAmount = z.number().int().nonnegative();
const user = text(1, 64);
const token = text(10, 255);
/** ISO 4217 codes in use (the runtime's list, read once): any other three letters are refused as a wrong type. */
let isoCurrencies: ReadonlySet<string> | null = null;
export function isIsoCurrency(code: string): boolean {
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(code);
}
const currency = z.string().regex(/^[A-Z]{3}$/).refine(isIsoCurrency, 'not an ISO 4217 currency');
/**
 * The operator's site (brand, whitelabel) under one operator_id: our merchant's code. The aggregator may send it on
 * any wallet call; the TransferWallet calls require it.
 */
const subPartnerId = text(1, 64);
/** Our sub_partner_id: the merchant (one site of the operator), by its id. */
export const hub88SubPartnerId = (merchantId: number): string => String(merchantId);
const gameCode = text(1, 100);

// ---- Wallet API (aggregator -> operator) ----

export const Hub88UserInfoRequestSchema = z.object({ user, request_uuid: uuid, sub_partner_id: subPartnerId.optional() });
export const Hub88BalanceRequestSchema = z.object({
  user,
  sub_partner_id: subPartnerId.optional(),
  token,
  request_uuid: uuid,
  game_code: gameCode.nullable().optional(),
  supplier_user: text(0, 64).optional(),
});

const transactionCommon = {
  user,
  transaction_uuid: uuid,
  supplier_transaction_id: text(0, 100).optional(),
  token,
  supplier_user: text(0, 64).optional(),
  round_closed: z.boolean().optional(),
  round: text(1, 100),
  request_uuid: uuid,
  game_code: gameCode,
  meta: z.record(z.string(), z.unknown()).nullable().optional(),
  sub_partner_id: subPartnerId.optional(),
};

export const Hub88BetRequestSchema = z.object({
  ...transactionCommon,
  reward_uuid: text(0, 64).nullable().optional(),
  /** A free round (a reward): its amount is 0 and nothing is debited; it is still recorded. */
  is_free: z.boolean().optional(),
  is_aggregated: z.boolean().optional(),
  bet: text(0, 200).nullable().optional(),
  currency,
  amount: wireAmount,
});
export const Hub88WinRequestSchema = Hub88BetRequestSchema.extend({ reference_transaction_uuid: uuid });
export const Hub88RollbackRequestSchema = z.object({ ...transactionCommon, reference_transaction_uuid: uuid });

/** The answer of every wallet call; balance and currency are present on RS_OK and on RS_ERROR_NOT_ENOUGH_MONEY. */
export const Hub88WalletAnswerSchema = z.object({
  user: z.string().optional(),
  status: z.enum(HUB88_STATUSES),
  request_uuid: z.string(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
});
export const Hub88UserInfoAnswerSchema = Hub88WalletAnswerSchema.extend({
  country: z.string().optional(),
  jurisdiction: z.string().optional(),
  sub_partner_id: z.string().optional(),
  birth_date: z.string().optional(),
  registration_date: z.string().optional(),
  tags: z.array(z.string()).optional(),
  sex: z.string().optional(),
  affiliate_id: z.string().nullable().optional(),
});

export type Hub88UserInfoRequest = z.infer<typeof Hub88UserInfoRequestSchema>;
export type Hub88BalanceRequest = z.infer<typeof Hub88BalanceRequestSchema>;
export type Hub88BetRequest = z.infer<typeof Hub88BetRequestSchema>;
export type Hub88WinRequest = z.infer<typeof Hub88WinRequestSchema>;
export type Hub88RollbackRequest = z.infer<typeof Hub88RollbackRequestSchema>;
export type Hub88WalletAnswer = z.infer<typeof Hub88WalletAnswerSchema>;
export type Hub88UserInfoAnswer = z.infer<typeof Hub88UserInfoAnswerSchema>;

// ---- Games API (operator -> aggregator) ----

export const Hub88GameUrlRequestSchema = z.object({
  user,
  token,
  sub_partner_id: subPartnerId.optional(),
  /** GPL_DESKTOP | GPL_MOBILE */
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
  operator_id: z.number().int(),
  meta: z.record(z.string(), z.unknown()).optional(),
  /** Absolute: the game opens on the aggregator's domain. */
  lobby_url: z.string().max(500).optional(),
  /** ISO 639-1 (the operator sends "en", "zh", ...; the simulator also reads older tags). */
  lang: z.string().min(2).max(5),
  ip: z.string().max(64).optional(),
  game_code: gameCode,
  deposit_url: z.string().max(500).optional(),
  currency,
  game_currency: currency.optional(),
  country: z.string().max(2).optional(),
});
export const Hub88GameUrlAnswerSchema = z.object({ url: z.string().min(1) });
export type Hub88GameUrlRequest = z.infer<typeof Hub88GameUrlRequestSchema>;

// ---- Transactions API (operator -> aggregator), for reconciliation ----

/** A period (both ends), a round, or both: a round alone lists that round whenever it was played. */
export const Hub88TransactionsRequestSchema = z
  .object({
    operator_id: z.number().int(),
    /** ISO-8601 extended, UTC: YYYY-MM-DDThh:mm:ss */
    start_time: text(1, 32).optional(),
    end_time: text(1, 32).optional(),
    user: text(1, 64).optional(),
    round: text(1, 100).optional(),
  })
  .refine((b) => (b.start_time === undefined) === (b.end_time === undefined) && (b.start_time !== undefined || b.round !== undefined), {
    message: 'a period (start_time and end_time) or a round',
  });
export const Hub88TransactionRecordSchema = z.object({
  transaction_uuid: z.string(),
  reference_transaction_uuid: z.string().nullable(),
  /** bet | win | rollback */
  kind: z.enum(['bet', 'win', 'rollback']),
  user: z.string(),
  round: z.string(),
  game_code: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  /** The operator's answer status as the aggregator recorded it (RS_OK when it moved money). */
  status: z.string(),
  created_at: z.string(),
});
export const Hub88TransactionsAnswerSchema = z.object({ transactions: z.array(Hub88TransactionRecordSchema) });
export type Hub88TransactionRecord = z.infer<typeof Hub88TransactionRecordSchema>;

// ---- TransferWallet API (operator -> aggregator): vendors in transfer mode keep their own balance ----

export const Hub88TransferRequestSchema = z.object({
  operator_id: z.number().int(),
  sub_partner_id: subPartnerId,
  user,
  transaction_uuid: uuid,
  request_uuid: uuid,
  /** The vendor (product) whose wallet this is: AG, PT, SABA ... */
  product: text(1, 30),
  currency,
  amount: wireAmount,
});
export const Hub88TransferBalanceRequestSchema = z.object({
  operator_id: z.number().int(),
  sub_partner_id: subPartnerId,
  user,
  request_uuid: uuid,
  product: text(1, 30),
  currency,
});
export const Hub88TransferStatusRequestSchema = z.object({
  operator_id: z.number().int(),
  sub_partner_id: subPartnerId,
  transaction_uuid: uuid,
  request_uuid: uuid,
  product: text(1, 30),
});
export const Hub88TransferAnswerSchema = z.object({
  status: z.enum(HUB88_STATUSES),
  request_uuid: z.string(),
  transaction_uuid: z.string().optional(),
  /** For a status check: whether the transfer was applied on the vendor side. */
  transaction_status: z.enum(['COMPLETED', 'NOT_FOUND']).optional(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
});
export type Hub88TransferRequest = z.infer<typeof Hub88TransferRequestSchema>;
export type Hub88TransferAnswer = z.infer<typeof Hub88TransferAnswerSchema>;
