import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ErrorCode,
  HUB88_SIGNATURE_HEADER,
  HUB88_WALLET_PREFIX,
  Hub88BalanceRequestSchema,
  Hub88BetRequestSchema,
  Hub88RollbackRequestSchema,
  Hub88UserInfoRequestSchema,
  Hub88WinRequestSchema,
  hub88SubPartnerId,
  hub88ToMinor,
  type Hub88Status,
  type Hub88WalletAnswer,
} from '@wps/contract';
import type { Db, Tx } from '../../../db/client.js';
import type { Member, Merchant, VendorIntegration } from '../../../db/schema.js';
import { isAppError } from '../../../platform/envelope.js';
import { headerValue } from '../../../platform/request-context.js';
import { verifyBody } from '../../../platform/rsa-signature.js';
import { sha256Hex } from '../../../platform/crypto.js';
import { loginRefusal, memberRepo } from '../../member/index.js';
import { walletRepo } from '../../wallet/index.js';
import { redeemLiveTicket } from '../inhouse/service.js';
import { catalogueCacheOf, type CatalogueCache } from '../service.js';
import { hub88GameRepo, integrationRepo, ticketLookupRepo } from './repo.js';
import { walletBet, walletRollback, walletWin, WalletRefusal, type WalletTx } from './wallet-service.js';
import { playerFacts } from './player-facts.js';
import { TicketCache } from './ticket-cache.js';
import { answer, fingerprint, memberOfWireUser, type AnswerHead } from './wire.js';

// The Hub88 Wallet API the aggregator calls (POST /wallet/hub88/<merchantCode>/...): always HTTP 200 with the
// protocol's answer, never our envelope. Checks in order: merchant, signature over the raw body (nothing else is read
// before it), syntax and types, user and token, currency, game and vendor, then the wallet service moves the money.

type Schema = z.ZodType<Record<string, unknown>>;

interface Signed {
  db: Db;
  cache: CatalogueCache;
  merchant: Merchant;
  /** The integrations whose aggregator key verified the signature. */
  signedBy: VendorIntegration[];
  tickets: TicketCache;
  head: AnswerHead;
}

const refuse = (status: Hub88Status) => {
  throw new WalletRefusal(status);
};

/** The member of a wire user at this merchant. */
async function memberOf(s: Signed, user: string) {
  const id = memberOfWireUser(user);
  const member = id === null ? null : await memberRepo.findById(s.db, s.merchant.id, id);
  return member ?? refuse('RS_ERROR_INVALID_TOKEN');
}

/** A ticket's member, and whether the cache vouches that a bet may go on it now (live and the member not refused). */
interface Ticket {
  hash: string;
  member: Member;
  playable: boolean;
  /** Epoch ms until which the ticket was found live (0 when it was not asked). */
  liveUntil: number;
}

/**
 * The token (a launch ticket) must be this member's at this merchant. Balance and bet need it alive
 * (RS_ERROR_TOKEN_EXPIRED otherwise); wins and rollbacks settle bets already taken, so an expired ticket (or one
 * pruned since) does not stop them: the aggregator's signature vouches for them. What the database said is kept in
 * the ticket cache for a few seconds (see ticket-cache.ts).
 */
async function ticketOf(s: Signed, user: string, token: string, live: boolean): Promise<Ticket> {
  const hash = sha256Hex(token);
  const now = Date.now();
  const cached = s.tickets.get(hash, now);
  if (cached && cached.merchantId === s.merchant.id && memberOfWireUser(user) === cached.member.id && (!live || cached.liveUntil > now)) {
    return { hash, member: cached.member, playable: cached.liveUntil > now, liveUntil: cached.liveUntil };
  }
  const member = await memberOf(s, user);
  const row = await ticketLookupRepo.byHash(s.db, hash);
  if (row && (row.merchantId !== s.merchant.id || row.memberId !== member.id)) refuse('RS_ERROR_INVALID_TOKEN');
  if (!live) {
    // Remembered for the wins and rollbacks that follow (a pruned ticket is not: it is looked up each time).
    if (row) s.tickets.put(hash, { merchantId: s.merchant.id, member, liveUntil: 0 }, now);
    return { hash, member, playable: false, liveUntil: 0 };
  }
  if (!row) refuse('RS_ERROR_INVALID_TOKEN');
  const redeemed = await redeemLiveTicket(s.db, s.merchant.id, token);
  // A time-out or exclusion ended the member's sessions: the aggregator hears that the player is disabled.
  if (!redeemed) return refuse((await loginRefusal(s.db, s.merchant.id, member)) === 'excluded' ? 'RS_ERROR_USER_DISABLED' : 'RS_ERROR_TOKEN_EXPIRED');
  return { hash, member, playable: false, liveUntil: redeemed.expiresAt.getTime() };
}

/** Remembers a ticket found live; `playable`: the member may bet (no login refusal), so bets skip every check. */
function rememberLive(s: Signed, ticket: Ticket, playable: boolean): void {
  if (ticket.liveUntil > 0) s.tickets.put(ticket.hash, { merchantId: s.merchant.id, member: ticket.member, liveUntil: playable ? ticket.liveUntil : 0 });
}

/** The catalogue game of a code under a vendor whose key signed the call (RS_ERROR_INVALID_GAME / _SIGNATURE). */
async function gameOf(s: Signed, gameCode: string) {
  const entries = await s.cache.walletGames.get(`${s.merchant.id}:${gameCode}`, () => hub88GameRepo.byCode(s.db, s.merchant.id, gameCode));
  if (entries.length === 0) refuse('RS_ERROR_INVALID_GAME');
  for (const game of entries) {
    const integration = s.signedBy.find((i) => i.vendor === game.vendor);
    if (integration) return { game, integration };
  }
  return refuse('RS_ERROR_INVALID_SIGNATURE');
}

const minor = (wire: number) => hub88ToMinor(wire) ?? refuse('RS_ERROR_WRONG_TYPES');

async function balanceAnswer(s: Signed, memberId: number): Promise<Hub88WalletAnswer> {
  const balance = await walletRepo.sumBalance(s.db, { merchantId: s.merchant.id, memberId, currency: s.merchant.currency });
  return answer(s.head, 'RS_OK', { balance, currency: s.merchant.currency });
}

type TxBody = z.infer<typeof Hub88WinRequestSchema> | z.infer<typeof Hub88BetRequestSchema> | z.infer<typeof Hub88RollbackRequestSchema>;

/** What bet, win and rollback share: member, token, currency, game; the wallet transaction's fields. */
async function transaction(s: Signed, kind: 'bet' | 'win' | 'rollback', b: TxBody): Promise<WalletTx> {
  const ticket = await ticketOf(s, b.user, b.token, kind === 'bet');
  const member = ticket.member;
  const currency = 'currency' in b ? b.currency : s.merchant.currency;
  if (currency !== s.merchant.currency) refuse('RS_ERROR_WRONG_CURRENCY');
  const amount = 'amount' in b ? minor(b.amount) : 0n;
  const { game, integration } = await gameOf(s, b.game_code);
  if (kind === 'bet') {
    if (!integration.enabled) refuse('RS_ERROR_INVALID_PARTNER');
    if (!game.enabled) refuse('RS_ERROR_INVALID_GAME');
    if (!ticket.playable) {
      if (await loginRefusal(s.db, s.merchant.id, member)) refuse('RS_ERROR_USER_DISABLED');
      rememberLive(s, ticket, true);
    }
    // A bet of 0 (a free round, is_free) is taken like any other: recorded, with nothing debited.
  }
  const reference = 'reference_transaction_uuid' in b ? b.reference_transaction_uuid : null;
  return {
    merchantId: s.merchant.id,
    currency: s.merchant.currency,
    memberId: member.id,
    vendor: game.vendor,
    gameCode: b.game_code,
    gameType: game.gameType,
    round: b.round,
    transactionUuid: b.transaction_uuid,
    amount,
    roundClosed: b.round_closed ?? false,
    head: s.head,
    fingerprint: fingerprint({ kind, user: b.user, round: b.round, game: b.game_code, amount: String(amount), currency, reference }),
  };
}

/** Runs a movement in one transaction; a refused debit answers RS_ERROR_NOT_ENOUGH_MONEY with the balance. */
async function move(s: Signed, t: WalletTx, run: (tx: Tx) => Promise<{ answer: Hub88WalletAnswer }>): Promise<Hub88WalletAnswer> {
  try {
    return (await s.db.transaction(run)).answer;
  } catch (err) {
    if (isAppError(err) && err.code === ErrorCode.INSUFFICIENT_FUNDS) {
      const balance = await walletRepo.sumBalance(s.db, { merchantId: t.merchantId, memberId: t.memberId, currency: t.currency });
      return answer(s.head, 'RS_ERROR_NOT_ENOUGH_MONEY', { balance, currency: t.currency });
    }
    if (isAppError(err) && err.code === ErrorCode.REQUEST_REUSED) return answer(s.head, 'RS_ERROR_DUPLICATE_TRANSACTION');
    // A bet on a round already closed: the protocol has no code for it.
    if (isAppError(err) && err.code === ErrorCode.ROUND_CLOSED) return answer(s.head, 'RS_ERROR_UNKNOWN');
    // Responsible gaming (issue 29): a member on a break is disabled; a bet past a loss or wager limit is over a limit.
    // A session limit reached disables the player too; a reality check waiting for an answer holds the bet like a limit.
    const disabled: string[] = [ErrorCode.RG_TIMED_OUT, ErrorCode.RG_SELF_EXCLUDED, ErrorCode.RG_SESSION_LIMIT];
    const limited: string[] = [ErrorCode.RG_LOSS_LIMIT, ErrorCode.RG_WAGER_LIMIT, ErrorCode.RG_REALITY_CHECK];
    if (isAppError(err) && disabled.includes(err.code)) return answer(s.head, 'RS_ERROR_USER_DISABLED');
    if (isAppError(err) && limited.includes(err.code)) return answer(s.head, 'RS_ERROR_LIMIT_REACHED');
    throw err;
  }
}

interface Endpoint {
  schema: Schema;
  run(s: Signed, body: Record<string, unknown>): Promise<Hub88WalletAnswer>;
}

const ENDPOINTS: Record<string, Endpoint> = {
  '/user/info': {
    schema: Hub88UserInfoRequestSchema,
    async run(s, body) {
      const b = body as z.infer<typeof Hub88UserInfoRequestSchema>;
      const member = await memberOf(s, b.user);
      return { ...(await balanceAnswer(s, member.id)), ...(await playerFacts(s.db, s.merchant, member)) };
    },
  },
  '/user/balance': {
    schema: Hub88BalanceRequestSchema,
    async run(s, body) {
      const b = body as z.infer<typeof Hub88BalanceRequestSchema>;
      const ticket = await ticketOf(s, b.user, b.token, true);
      if (b.game_code) await gameOf(s, b.game_code);
      return balanceAnswer(s, ticket.member.id);
    },
  },
  '/transaction/bet': {
    schema: Hub88BetRequestSchema,
    async run(s, body) {
      const t = await transaction(s, 'bet', body as z.infer<typeof Hub88BetRequestSchema>);
      return move(s, t, (tx) => walletBet(tx, t));
    },
  },
  '/transaction/win': {
    schema: Hub88WinRequestSchema,
    async run(s, body) {
      const b = body as z.infer<typeof Hub88WinRequestSchema>;
      const t = { ...(await transaction(s, 'win', b)), referenceTransactionUuid: b.reference_transaction_uuid };
      return move(s, t, (tx) => walletWin(tx, t));
    },
  },
  '/transaction/rollback': {
    schema: Hub88RollbackRequestSchema,
    async run(s, body) {
      const b = body as z.infer<typeof Hub88RollbackRequestSchema>;
      const t = { ...(await transaction(s, 'rollback', b)), referenceTransactionUuid: b.reference_transaction_uuid };
      return move(s, t, (tx) => walletRollback(tx, t));
    },
  },
};

/** The head of the answer from whatever the body says (strings only), for refusals before it is validated. */
function headOf(json: unknown): AnswerHead {
  const o = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.length <= 64 ? v : '');
  return { user: str(o.user), request_uuid: str(o.request_uuid) };
}

/** What the merchant's code in the path may be: checked before it reaches a query. */
const MERCHANT_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

async function handle(app: FastifyInstance, cache: CatalogueCache, tickets: TicketCache, endpoint: Endpoint, req: FastifyRequest<{ Params: { merchantCode: string } }>): Promise<Hub88WalletAnswer> {
  const raw = typeof req.body === 'string' ? req.body : '';
  let head: AnswerHead = { user: '', request_uuid: '' };
  try {
    const code = req.params.merchantCode;
    const merchant = MERCHANT_CODE.test(code) ? await app.tenants.byCode(code) : null;
    if (!merchant) return answer(head, 'RS_ERROR_INVALID_PARTNER');
    const signature = headerValue(req, HUB88_SIGNATURE_HEADER, 2048);
    // One aggregator key usually serves every vendor: each distinct key is verified once.
    const verdicts = new Map<string, boolean>();
    const integrations = await cache.integrations.get(String(merchant.id), () => integrationRepo.list(app.db, merchant.id));
    const signedBy = integrations.filter((i) => {
      let ok = verdicts.get(i.aggregatorPublicKey);
      if (ok === undefined) verdicts.set(i.aggregatorPublicKey, (ok = verifyBody(i.aggregatorPublicKey, raw, signature)));
      return ok;
    });
    if (signedBy.length === 0) return answer(head, 'RS_ERROR_INVALID_SIGNATURE');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return answer(head, 'RS_ERROR_WRONG_SYNTAX');
    }
    head = headOf(json);
    const parsed = endpoint.schema.safeParse(json);
    if (!parsed.success) {
      const missing = parsed.error.issues.some((i) => i.code === 'invalid_type' && i.path.length > 0 && (json as Record<string, unknown>)[String(i.path[0])] === undefined);
      return answer(head, typeof json !== 'object' || json === null || missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES');
    }
    // Another site's sub-partner id (the aggregator may name the site on any call): not this merchant's call.
    const subPartner = parsed.data.sub_partner_id;
    if (subPartner !== undefined && subPartner !== hub88SubPartnerId(merchant.id)) return answer(head, 'RS_ERROR_INVALID_PARTNER');
    return await endpoint.run({ db: app.db, cache, merchant, signedBy, tickets, head }, parsed.data);
  } catch (err) {
    if (err instanceof WalletRefusal) return answer(head, err.status);
    req.log.error({ err, path: req.url }, 'hub88 wallet call failed');
    return answer(head, 'RS_ERROR_UNKNOWN');
  }
}

/**
 * The Wallet API routes, in their own scope: bodies are kept as the exact text received (the signature covers those
 * bytes), whatever the content type says. They are not shed by the admission gate: the protocol answers 200, a
 * shed bet would be rolled back and a shed win resent (more work, not less), and the local simulator calls them
 * while its own launch call is being served (a full gate would wait on itself).
 *
 * The answer is written straight to the socket: a player's request waits for its events' database effects (VIP,
 * points, turnover) before it answers, but the aggregator times out and rolls bets back within seconds, so its calls
 * leave those deliveries to the event poller and the next player request instead of queueing behind them.
 */
export const hub88WalletRoutes: FastifyPluginAsync = async (app) => {
  // The connections and game codes are read on every movement: cached like the catalogue (operators' changes clear
  // this instance's cache; other instances see them within its TTL).
  const cache = catalogueCacheOf(app);
  const tickets = new TicketCache(app.config.walletTicketCacheMs);
  app.addHook('onClose', async () => tickets.close());
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  for (const [path, endpoint] of Object.entries(ENDPOINTS)) {
    app.post<{ Params: { merchantCode: string } }>(
      `${HUB88_WALLET_PREFIX}/:merchantCode${path}`,
      { schema: { hide: true }, config: { admission: false } },
      async (req, reply) => {
        const json = JSON.stringify(await handle(app, cache, tickets, endpoint, req));
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
        reply.raw.end(json);
      },
    );
  }
};
