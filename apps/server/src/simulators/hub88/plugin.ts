import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  HUB88_AGGREGATOR_PATHS,
  HUB88_SIGNATURE_HEADER,
  Hub88GameUrlRequestSchema,
  Hub88TransactionsRequestSchema,
  minorToMoney,
  type Hub88TransactionRecord,
} from '@wps/contract';
import { servePageAssets } from '../../platform/page-assets.js';
import { framedPageHelmet } from '../../platform/security-headers.js';
import { verifyBody } from '../../platform/rsa-signature.js';
import type { SimOperatorRow } from '../../db/schema.js';
import { aggregatorGame, aggregatorGames } from './catalogue.js';
import { EngineInputError, SimWalletError, type Engine, type PlaySession, type StudioGame } from './engine.js';
import { ENGINES } from './engines/index.js';
import { PLAY_PREFIX, SHELL_ASSETS, engineAssets, renderPlayPage, safeLobbyUrl } from './pages.js';
import { simRepo } from './sim-repo.js';
import { SimStudio, playSessionOf } from './studio.js';
import { simLang } from './texts.js';
import { simTransferWalletRoutes } from './transfer-wallet.js';
import { WalletClient, type WalletClientOptions } from './wallet-client.js';

/**
 * The local Hub88 simulator (issue 11): plays the aggregator (Games API, Transactions API) and its studios (the play
 * pages), served by the same process under /sim/hub88 so `npm start` runs the whole loop with no outside service. It
 * is an outside party: it talks to the operator only over HTTP with signed requests (wallet-client.ts), and keeps its
 * own records (sim_* tables). No tenant hooks: the aggregator knows operators by operator_id, players by session.
 */
export const SIM_PREFIX = '/sim/hub88';
const SESSION_TTL_MS = 12 * 3600_000;
/** How often timed games settle and unanswered wins / rollbacks are resent. */
const TICK_MS = 2_000;
/** A bet the operator never answered (its sender died) is rolled back after this. */
const STRANDED_BET_MS = 60_000;

export interface SimulatorOptions {
  wallet?: Partial<WalletClientOptions>;
  /** 0: no timer (the state poll still ticks its game). */
  tickMs?: number;
}

/** The engine playing a game: the first whose categories (and, for RNG games, classify) match. */
export function engineFor(game: StudioGame): { engine: Engine; index: number } | null {
  const classifies = (e: Engine) => !e.classify || game.category !== 'RNG' || (game.classify !== null && e.classify.includes(game.classify));
  const index = ENGINES.findIndex((e) => e.categories.includes(game.category) && classifies(e));
  return index < 0 ? null : { engine: ENGINES[index]!, index };
}

const json = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
const sendJson = (reply: FastifyReply, status: number, v: unknown) => reply.code(status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(json(v));
/** Hub88's error answer of its Operator API: an HTTP status and `{ error }`. */
const apiError = (reply: FastifyReply, status: number, error: string) => sendJson(reply, status, { error });

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulator's studio (tests and the transfer wallet reach the core through it). */
    hub88Sim: { studio: SimStudio; wallet: WalletClient; tick(now?: Date): Promise<void> };
  }
}

async function simulator(app: FastifyInstance, opts: SimulatorOptions): Promise<void> {
  const wallet = new WalletClient(app, opts.wallet);
  const studio = new SimStudio(app, wallet);

  const enginesGames = new Map<Engine, StudioGame[]>();
  for (const g of aggregatorGames()) {
    const e = engineFor(g)?.engine;
    if (e) enginesGames.set(e, [...(enginesGames.get(e) ?? []), g]);
  }

  let ticking: Promise<void> | null = null;
  const tickOnce = async (now: Date) => {
    for (const [engine, games] of enginesGames) {
      if (!engine.tick) continue;
      await engine.tick(studio, games, now).catch((err: unknown) => app.log.error({ err }, 'hub88 simulator: engine tick failed'));
    }
    for (const row of await simRepo.claimRetries(app.db, now, 30_000)) await wallet.retry(row);
    for (const bet of await simRepo.strandedBets(app.db, now, STRANDED_BET_MS)) {
      const row = await simRepo.session(app.db, bet.sessionId);
      const s = row ? playSessionOf(row) : null;
      if (s) await wallet.rollback(s, bet.round, bet.transactionUuid).catch(() => undefined);
    }
  };
  /** One tick at a time per instance; two instances are kept apart by the claims in the repository. */
  const tick = async (now = new Date()) => {
    if (!ticking) ticking = tickOnce(now).finally(() => (ticking = null));
    return ticking;
  };
  app.decorate('hub88Sim', { studio, wallet, tick });

  // The timer starts once the server listens: before that the operator's wallet (this server) cannot be reached.
  const tickMs = opts.tickMs ?? TICK_MS;
  let timer: NodeJS.Timeout | null = null;
  if (tickMs > 0) {
    const start = () => {
      timer ??= setInterval(() => void tick().catch((err: unknown) => app.log.error({ err }, 'hub88 simulator: tick failed')), tickMs);
      timer.unref();
    };
    app.server.once('listening', start);
    app.addHook('onClose', async () => {
      app.server.off('listening', start);
      if (timer) clearInterval(timer);
      await ticking;
    });
  }

  // The simulator's routes take no admission slot: a play action waits on the operator's wallet call to this same
  // server, which needs a slot itself; holding one while waiting could starve the operator's side.
  const routeConfig = { admission: false };

  // ---- The aggregator's Operator API: signed by the operator, verified over the exact bytes received ----
  await app.register(async (api) => {
    api.removeContentTypeParser('application/json');
    api.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

    /** The operator and the parsed body of a signed call, or null after answering the error. */
    const signed = async <T extends z.ZodType>(req: FastifyRequest, reply: FastifyReply, schema: T): Promise<{ op: SimOperatorRow; body: z.infer<T> } | null> => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers[HUB88_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || signature === '') return (apiError(reply, 401, 'RS_ERROR_INVALID_SIGNATURE'), null);
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        return (apiError(reply, 400, 'RS_ERROR_WRONG_SYNTAX'), null);
      }
      const operatorId = (data as { operator_id?: unknown } | null)?.operator_id;
      const op = typeof operatorId === 'number' && Number.isSafeInteger(operatorId) ? await simRepo.operator(app.db, operatorId) : null;
      if (!op) return (apiError(reply, 404, 'RS_ERROR_INVALID_PARTNER'), null);
      if (!verifyBody(op.operatorPublicKey, raw, signature)) return (apiError(reply, 401, 'RS_ERROR_INVALID_SIGNATURE'), null);
      const parsed = schema.safeParse(data);
      if (!parsed.success) return (apiError(reply, 400, 'RS_ERROR_WRONG_TYPES'), null);
      return { op, body: parsed.data };
    };

    api.post(`${SIM_PREFIX}${HUB88_AGGREGATOR_PATHS.gameUrl}`, { schema: { hide: true }, config: routeConfig }, async (req, reply) => {
      const got = await signed(req, reply, Hub88GameUrlRequestSchema);
      if (!got) return reply;
      const { op, body } = got;
      const game = aggregatorGame(body.game_code);
      if (!game || !engineFor(game)) return apiError(reply, 404, 'RS_ERROR_INVALID_GAME');
      if (body.currency !== op.currency) return apiError(reply, 403, 'RS_ERROR_WRONG_CURRENCY');
      // As real studios do, the token is checked with the operator's wallet before a session opens.
      try {
        await wallet.balance({ operatorId: op.operatorId, user: body.user, token: body.token, game });
      } catch (err) {
        if (err instanceof SimWalletError) return apiError(reply, err.status === 'NETWORK' ? 502 : 403, err.status === 'NETWORK' ? 'RS_ERROR_UNKNOWN' : err.status);
        throw err;
      }
      const id = randomBytes(24).toString('base64url');
      await simRepo.insertSession(app.db, {
        id,
        operatorId: op.operatorId,
        user: body.user,
        token: body.token,
        currency: body.currency,
        lang: simLang(body.lang),
        gameCode: game.gameCode,
        vendor: game.vendor,
        lobbyUrl: safeLobbyUrl(body.lobby_url),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      return sendJson(reply, 200, { url: `${PLAY_PREFIX}/${id}` });
    });

    api.post(`${SIM_PREFIX}${HUB88_AGGREGATOR_PATHS.gameList}`, { schema: { hide: true }, config: routeConfig }, async (req, reply) => {
      const got = await signed(req, reply, z.object({ operator_id: z.number().int() }));
      if (!got) return reply;
      return sendJson(
        reply,
        200,
        aggregatorGames()
          .filter((g) => engineFor(g))
          .map((g) => ({
            game_code: g.gameCode,
            name: g.name,
            product: g.vendor,
            category: g.category,
            classify: g.classify,
            enabled: true,
            platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
            min_bet: Number(g.minBetMinor) * 1000,
          })),
      );
    });

    api.post(`${SIM_PREFIX}${HUB88_AGGREGATOR_PATHS.transactions}`, { schema: { hide: true }, config: routeConfig }, async (req, reply) => {
      const got = await signed(req, reply, Hub88TransactionsRequestSchema);
      if (!got) return reply;
      const { op, body } = got;
      const utc = (v: string) => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`);
      // A round alone lists that round whenever it was played (the schema asks for a period or a round).
      const period = body.start_time !== undefined && body.end_time !== undefined ? { from: utc(body.start_time), to: utc(body.end_time) } : null;
      if (period && (Number.isNaN(period.from.getTime()) || Number.isNaN(period.to.getTime()) || period.to <= period.from)) {
        return apiError(reply, 400, 'RS_ERROR_WRONG_TYPES');
      }
      const rows = await simRepo.transactionsBetween(app.db, op.operatorId, period, { user: body.user, round: body.round });
      const transactions: Hub88TransactionRecord[] = rows.map((r) => ({
        transaction_uuid: r.transactionUuid,
        reference_transaction_uuid: r.referenceTransactionUuid,
        kind: r.kind,
        user: r.user,
        round: r.round,
        game_code: r.gameCode,
        currency: r.currency,
        amount: Number(r.amount),
        status: r.status,
        created_at: r.createdAt.toISOString(),
      }));
      return sendJson(reply, 200, { transactions });
    });

    // The TransferWallet API of transfer-mode products (its own scope: always HTTP 200 with the protocol's status).
    await api.register(simTransferWalletRoutes, { prefix: SIM_PREFIX });
  });

  // ---- The studios' play pages (framed by the operator's site, which is our own origin) ----
  servePageAssets(app, [...SHELL_ASSETS, ...ENGINES.flatMap((e, i) => Object.values(engineAssets(e, i)).filter((a) => a !== null))]);
  const framed = framedPageHelmet(app.config);
  const sessionParams = z.object({ session: z.string().min(16).max(64) });

  /** The live session of a play call with its engine, or null after answering 404. */
  const playOf = async (req: FastifyRequest, reply: FastifyReply): Promise<{ s: PlaySession; engine: Engine; index: number; lobbyUrl: string } | null> => {
    const params = sessionParams.safeParse(req.params);
    const row = params.success ? await simRepo.session(app.db, params.data.session) : null;
    const s = row && row.expiresAt > new Date() ? playSessionOf(row) : null;
    const found = s ? engineFor(s.game) : null;
    if (!row || !s || !found) return (sendJson(reply, 404, { error: 'session' }), null);
    return { s, engine: found.engine, index: found.index, lobbyUrl: row.lobbyUrl };
  };

  /** A refused wallet call as the page shows it: a shell text key, and the balance when the operator sent it. */
  const walletFailure = (reply: FastifyReply, err: SimWalletError) => {
    const [status, key] =
      err.status === 'RS_ERROR_NOT_ENOUGH_MONEY'
        ? [409, 'insufficient']
        : err.status === 'RS_ERROR_TOKEN_EXPIRED' || err.status === 'RS_ERROR_INVALID_TOKEN'
          ? [401, 'expired']
          : err.status === 'RS_ERROR_USER_DISABLED'
            ? [403, 'disabled']
            : err.status === 'NETWORK' || err.status === 'RS_ERROR_UNKNOWN'
              ? [502, 'network']
              : [409, 'error'];
    return sendJson(reply, status, { error: key, ...(err.balanceMinor !== undefined ? { balance: minorToMoney(err.balanceMinor) } : {}) });
  };

  app.get(`${PLAY_PREFIX}/:session`, { helmet: framed, schema: { hide: true }, config: routeConfig }, async (req, reply) => {
    const play = await playOf(req, reply);
    if (!play) return reply;
    let balance: string | null = null;
    let balanceError: string | null = null;
    try {
      balance = minorToMoney(await studio.balance(play.s));
    } catch (err) {
      if (!(err instanceof SimWalletError)) throw err;
      balanceError = err.status === 'RS_ERROR_TOKEN_EXPIRED' || err.status === 'RS_ERROR_INVALID_TOKEN' ? 'expired' : 'network';
    }
    const html = renderPlayPage({ session: play.s, engine: play.engine, engineIndex: play.index, lobbyUrl: play.lobbyUrl, balance, balanceError });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  const actionBody = z.object({ action: z.string().min(1).max(40), input: z.unknown() });
  app.post(`${PLAY_PREFIX}/:session/action`, { schema: { hide: true }, config: routeConfig }, async (req, reply) => {
    const play = await playOf(req, reply);
    if (!play) return reply;
    const body = actionBody.safeParse(req.body);
    if (!body.success) return sendJson(reply, 400, { error: 'badInput' });
    try {
      const value = await play.engine.act(studio, play.s, body.data.action, body.data.input ?? null);
      const balance = (value as { balance?: unknown } | null)?.balance;
      return sendJson(reply, 200, { value, ...(typeof balance === 'string' ? { balance } : {}) });
    } catch (err) {
      if (err instanceof EngineInputError) return sendJson(reply, 400, { error: err.key });
      if (err instanceof SimWalletError) return walletFailure(reply, err);
      req.log.error({ err }, 'hub88 simulator: action failed');
      return sendJson(reply, 500, { error: 'error' });
    }
  });

  app.get(`${PLAY_PREFIX}/:session/state`, { schema: { hide: true }, config: routeConfig }, async (req, reply) => {
    const play = await playOf(req, reply);
    if (!play) return reply;
    const { s, engine } = play;
    const now = new Date();
    try {
      if (engine.tick) await engine.tick(studio, [s.game], now);
      const [balance, held, state] = await Promise.all([studio.balance(s), studio.held(s), engine.state ? engine.state(studio, s, now) : null]);
      return sendJson(reply, 200, {
        balance: minorToMoney(balance),
        held: held.map((h) => ({ round: h.round, amount: minorToMoney(h.amountMinor), selection: h.selection, settleAt: h.settleAt.toISOString() })),
        state,
      });
    } catch (err) {
      if (err instanceof SimWalletError) return walletFailure(reply, err);
      throw err;
    }
  });
}

/** Registered by app.ts unless SIMULATORS=off; not encapsulated so `app.hub88Sim` is visible to tests and modules' tests. */
export const hub88SimulatorPlugin = fp<SimulatorOptions>(simulator, { name: 'hub88-simulator' });
