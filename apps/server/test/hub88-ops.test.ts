import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CALLS,
  ErrorCode,
  HUB88_AGGREGATOR_PATHS,
  HUB88_SIGNATURE_HEADER,
  HUB88_WALLET_PREFIX,
  Hub88GameUrlRequestSchema,
  Hub88TransactionsRequestSchema,
  LaunchResultSchema,
  OPS_TOKEN_HEADER,
  OpsReconciliationSchema,
  OpsVendorIntegrationListSchema,
  OpsVendorIntegrationSchema,
  RecentListSchema,
  callPath,
  minorToHub88,
  type Hub88TransactionRecord,
} from '@wps/contract';
import { auditLog, gameLaunches, gameVendors, games, hub88Transactions, members, merchants, type Merchant } from '../src/db/schema.js';
import { wireUser } from '../src/modules/games/hub88/wire.js';
import { issueTicket } from '../src/modules/games/inhouse/service.js';
import { newRsaKeyPair, signBody, verifyBody } from '../src/platform/rsa-signature.js';
import { describeEachDb, errorBody, grantOpsKey, login, okValue } from './helper.js';

// The operator side of the aggregator: launching through it (the real local simulator over HTTP, and an unreachable
// one), switched-off vendors, the operator's integration settings and the daily reconciliation against a stand-in
// aggregator that checks the operator's signature. Every change and reconciliation is audited.

const ADMIN = 'ops_k_hub88-ops-admin-0123456789';
const FINANCE = 'ops_k_hub88-ops-finance-0123456789';
const CONTENT = 'ops_k_hub88-ops-content-0123456789';
const aggregator = newRsaKeyPair();
const day = () => new Date().toISOString().slice(0, 10);

describeEachDb(
  'hub88 operator side',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => ctx().app.db;
    let demo: Merchant;
    let token = '';
    let memberId = 0;
    const ops = (method: InjectOptions['method'], url: string, key: string | null, payload?: unknown) =>
      app().inject({ method, url, headers: key ? { [OPS_TOKEN_HEADER]: key } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    const integrationUrl = (vendor: string) => callPath(CALLS.opsUpdateVendorIntegration.path, { code: 'demo', vendor });
    const update = (vendor: string, body: unknown, key = FINANCE) => ops('PUT', integrationUrl(vendor), key, body);
    const gameOf = async (vendor: string) =>
      (await db().select().from(games).where(and(eq(games.merchantId, demo.id), eq(games.vendor, vendor), eq(games.enabled, true))).limit(1))[0]!;
    const launch = (gameId: number) => app().inject({ method: 'GET', url: `${CALLS.launchGame.path}?gameId=${gameId}`, headers: { Authorization: token } });
    const audits = async (action: string) => (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
    const tickets = async () => (await db().select({ n: count() }).from(gameLaunches).where(eq(gameLaunches.memberId, memberId)))[0]!.n;

    beforeAll(async () => {
      await grantOpsKey(app(), FINANCE, 'finance');
      await grantOpsKey(app(), CONTENT, 'content');
      // Launches go over real HTTP to the simulator this app serves.
      await app().listen({ port: 0, host: '127.0.0.1' });
      [demo] = (await db().select().from(merchants).where(eq(merchants.code, 'demo'))) as [Merchant];
      const session = await login(app(), 'demo01');
      token = session.token;
      memberId = (await db().select().from(members).where(and(eq(members.merchantId, demo.id), eq(members.username, 'demo01'))))[0]!.id;
    });

    it('launches an aggregator game: the signed game-URL call to the simulator answers where the game opens', async () => {
      const game = await gameOf('PG');
      const res = await launch(game.id);
      const { url } = okValue(res, LaunchResultSchema);
      expect(url).toContain('/sim/hub88/play/');
      // The simulator checked the token with our Wallet API before it opened a session: the ticket is live.
      expect(await tickets()).toBeGreaterThan(0);
    });

    it('the game-URL call sends an ISO 639-1 language, an absolute lobby URL and the site as sub_partner_id', async () => {
      const game = await gameOf('PG');
      const seen: Record<string, unknown>[] = [];
      const stub: FastifyInstance = Fastify();
      stub.post(`/agg${HUB88_AGGREGATOR_PATHS.gameUrl}`, async (req) => {
        seen.push(req.body as Record<string, unknown>);
        return { url: 'https://games.example/play/1' };
      });
      const address = await stub.listen({ port: 0, host: '127.0.0.1' });
      try {
        okValue(await update('PG', { aggregatorUrl: `${address}/agg` }), OpsVendorIntegrationSchema);
        for (const language of ['CN', 'TY', 'EN', 'PT', 'VI']) {
          const res = await app().inject({ method: 'GET', url: `${CALLS.launchGame.path}?gameId=${game.id}`, headers: { Authorization: token, Language: language } });
          expect(okValue(res, LaunchResultSchema).url).toBe('https://games.example/play/1');
        }
      } finally {
        await update('PG', { aggregatorUrl: '/sim/hub88' });
        await stub.close();
      }
      expect(seen.map((b) => b.lang)).toEqual(['zh', 'tl', 'en', 'pt', 'vi']);
      for (const body of seen) {
        expect(Hub88GameUrlRequestSchema.parse(body)).toMatchObject({ sub_partner_id: String(demo.id), user: wireUser(memberId) });
        expect(body.lobby_url).toMatch(/^https?:\/\/[^/]+\/m\/home$/);
      }
    });

    it('a vendor switched off (or its connection) is VENDOR_DISABLED and never a recent game; an unreachable aggregator records nothing', async () => {
      const game = await gameOf('JL');
      const vendorWhere = and(eq(gameVendors.merchantId, demo.id), eq(gameVendors.code, 'JL'));
      const recentAdd = () => app().inject({ method: 'GET', url: `${CALLS.recentAdd.path}?nodeId=${game.id}`, headers: { Authorization: token } });
      const recents = async () =>
        okValue(await app().inject({ method: 'GET', url: `${CALLS.recentList.path}?page=1&pageSize=50`, headers: { Authorization: token } }), RecentListSchema).list;
      await db().update(gameVendors).set({ enabled: false }).where(vendorWhere);
      try {
        for (const res of [await launch(game.id), await recentAdd()]) {
          expect(res.statusCode).toBe(403);
          expect(errorBody(res).errorCode).toBe(ErrorCode.VENDOR_DISABLED);
        }
      } finally {
        await db().update(gameVendors).set({ enabled: true }).where(vendorWhere);
      }
      expect((await update('JL', { enabled: false })).statusCode).toBe(200);
      try {
        for (const res of [await launch(game.id), await recentAdd()]) expect(errorBody(res).errorCode).toBe(ErrorCode.VENDOR_DISABLED);
      } finally {
        expect((await update('JL', { enabled: true })).statusCode).toBe(200);
      }
      expect((await recents()).map((g) => g.gameId)).not.toContain(game.id);

      const before = await tickets();
      expect((await update('JL', { aggregatorUrl: 'http://127.0.0.1:1/nowhere' })).statusCode).toBe(200);
      try {
        const res = await launch(game.id);
        expect(res.statusCode).toBe(503);
        expect(errorBody(res).errorCode).toBe(ErrorCode.BUSY);
        expect(await tickets()).toBe(before);
      } finally {
        await update('JL', { aggregatorUrl: '/sim/hub88' });
      }
    });

    it('lists integrations without private keys, to finance and admin only; changes are checked and audited', async () => {
      expect((await ops('GET', callPath(CALLS.opsVendorIntegrations.path, { code: 'demo' }), CONTENT)).statusCode).toBe(403);
      const listRes = await ops('GET', callPath(CALLS.opsVendorIntegrations.path, { code: 'demo' }), FINANCE);
      const list = okValue(listRes, OpsVendorIntegrationListSchema);
      expect(list.map((i) => i.vendor)).toEqual(expect.arrayContaining(['PG', 'JL', 'AG']));
      expect(list.find((i) => i.vendor === 'AG')!.mode).toBe('transfer');
      expect(listRes.body).not.toContain('PRIVATE KEY');

      const cq9 = list.find((i) => i.vendor === 'CQ9')!;
      const audited = await audits('opsUpdateVendorIntegration');
      expect((await update('CQ9', { aggregatorPublicKey: `-----BEGIN PUBLIC KEY-----\n${'A'.repeat(120)}\n-----END PUBLIC KEY-----` })).statusCode).toBe(422);
      expect((await update('CQ9', { mode: 'sideways' })).statusCode).toBe(422);
      expect((await update('CQ9', {})).statusCode).toBe(422);
      expect((await update('NOPE', { enabled: true })).statusCode).toBe(404);
      expect((await update('CQ9', { enabled: false }, CONTENT)).statusCode).toBe(403);
      expect(await audits('opsUpdateVendorIntegration')).toBe(audited);

      const rotated = okValue(await update('CQ9', { rotateOperatorKey: true }), OpsVendorIntegrationSchema);
      expect(rotated.operatorPublicKey).not.toBe(cq9.operatorPublicKey);
      expect(rotated.operatorPublicKey).toContain('BEGIN PUBLIC KEY');
      expect(await audits('opsUpdateVendorIntegration')).toBe(audited + 1);
      const rows = await db().select().from(auditLog).where(eq(auditLog.action, 'opsUpdateVendorIntegration'));
      expect(JSON.stringify(rows)).not.toContain('PRIVATE KEY');
    });

    it('reconciles a vendor day against the aggregator and lists every difference; audited', async () => {
      const vendor = 'JDB';
      const game = await gameOf(vendor);
      // Our side: bets and a win through the signed Wallet API (the test plays the aggregator with its own key).
      okValue(await update(vendor, { aggregatorPublicKey: aggregator.publicKeyPem }), OpsVendorIntegrationSchema);
      const sessionId = (await db().select().from(gameLaunches).where(eq(gameLaunches.memberId, memberId)).limit(1))[0]?.sessionId;
      const ticket = await issueTicket(db(), { merchantId: demo.id, memberId, sessionId: sessionId!, gameId: game.id });
      const user = wireUser(memberId);
      const post = (path: string, body: Record<string, unknown>) => {
        const raw = JSON.stringify(body);
        return app().inject({
          method: 'POST',
          url: `${HUB88_WALLET_PREFIX}/demo${path}`,
          headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(aggregator.privateKeyPem, raw) },
          payload: raw,
        });
      };
      const base = { user, token: ticket, game_code: game.gameCode, currency: 'CNY', round: `rec-${Date.now()}` };
      const uuids = ['rec-bet-1', 'rec-bet-2', 'rec-bet-3'].map((u) => `${u}-${Date.now()}`);
      for (const [i, u] of uuids.entries()) {
        const res = await post('/transaction/bet', { ...base, transaction_uuid: u, request_uuid: `r${i}`, amount: minorToHub88(100n) });
        expect(res.json()).toMatchObject({ status: 'RS_OK' });
      }
      const winUuid = `rec-win-${Date.now()}`;
      await post('/transaction/win', { ...base, transaction_uuid: winUuid, request_uuid: 'rw', reference_transaction_uuid: uuids[0], amount: minorToHub88(250n), round_closed: true });
      const ours = await db().select().from(hub88Transactions).where(and(eq(hub88Transactions.merchantId, demo.id), eq(hub88Transactions.vendor, vendor)));
      expect(ours).toHaveLength(4);

      // Their side: the same records but one amount changed, one we never saw, and one of ours missing.
      const record = (uuid: string, kind: 'bet' | 'win', amount: bigint): Hub88TransactionRecord => ({
        transaction_uuid: uuid,
        reference_transaction_uuid: kind === 'win' ? uuids[0]! : null,
        kind,
        user,
        round: base.round,
        game_code: game.gameCode,
        currency: 'CNY',
        amount: minorToHub88(amount),
        status: 'RS_OK',
        created_at: new Date().toISOString(),
      });
      const theirs = [record(uuids[0]!, 'bet', 100n), record(uuids[1]!, 'bet', 120n), record(winUuid, 'win', 250n), record('only-there-1', 'bet', 500n)];
      const list = okValue(await ops('GET', callPath(CALLS.opsVendorIntegrations.path, { code: 'demo' }), FINANCE), OpsVendorIntegrationListSchema);
      const operatorKey = list.find((i) => i.vendor === vendor)!.operatorPublicKey;
      const stub: FastifyInstance = Fastify();
      let seen: unknown = null;
      stub.removeAllContentTypeParsers();
      stub.addContentTypeParser('*', { parseAs: 'string' }, (_r, body, done) => done(null, body));
      stub.post(`/agg${HUB88_AGGREGATOR_PATHS.transactions}`, async (req, reply) => {
        const raw = req.body as string;
        if (!verifyBody(operatorKey, raw, req.headers[HUB88_SIGNATURE_HEADER] as string)) return reply.code(401).send({ status: 'RS_ERROR_INVALID_SIGNATURE' });
        seen = Hub88TransactionsRequestSchema.parse(JSON.parse(raw));
        return { transactions: theirs };
      });
      const address = await stub.listen({ port: 0, host: '127.0.0.1' });
      try {
        okValue(await update(vendor, { aggregatorUrl: `${address}/agg` }), OpsVendorIntegrationSchema);
        const url = callPath(CALLS.opsReconcileVendor.path, { code: 'demo', vendor });
        expect((await ops('GET', `${url}?day=2026-02-30`, FINANCE)).statusCode).toBe(422);
        expect((await ops('GET', `${url}?day=${day()}`, CONTENT)).statusCode).toBe(403);
        const rec = okValue(await ops('GET', `${url}?day=${day()}`, FINANCE), OpsReconciliationSchema);
        expect(seen).toMatchObject({ start_time: `${day()}T00:00:00`, end_time: `${day()}T23:59:59` });
        expect(rec.ours).toMatchObject({ count: 4, bets: '3.00', wins: '2.50' });
        expect(rec.theirs).toMatchObject({ count: 4, bets: '7.20', wins: '2.50' });
        expect(rec.matched).toBe(2);
        const byUuid = Object.fromEntries(rec.differences.map((d) => [d.transactionUuid, d.problems]));
        expect(byUuid).toEqual({ [uuids[1]!]: ['amount'], [uuids[2]!]: ['missing_there'], 'only-there-1': ['missing_here'] });
        expect(Object.fromEntries(rec.differences.map((d) => [d.transactionUuid, d.kind]))).toEqual({
          [uuids[1]!]: 'amount',
          [uuids[2]!]: 'missing_there',
          'only-there-1': 'missing_here',
        });

        // Every other field is compared too. Theirs: another member on the first bet, another currency and round on
        // the win, and the third bet under a game of another vendor (still our transaction: a game difference, not a
        // missing one). Ours: the second bet's round edited, on top of its amount difference.
        const otherGame = await gameOf('PG');
        theirs[0] = { ...theirs[0]!, user: wireUser(memberId + 100_000) };
        theirs[2] = { ...theirs[2]!, currency: 'USD', round: 'their-round' };
        theirs.push({ ...record(uuids[2]!, 'bet', 100n), game_code: otherGame.gameCode });
        await db().update(hub88Transactions).set({ round: 'edited-round' }).where(eq(hub88Transactions.transactionUuid, uuids[1]!));
        const again = okValue(await ops('GET', `${url}?day=${day()}`, FINANCE), OpsReconciliationSchema);
        const kinds = Object.fromEntries(again.differences.map((d) => [d.transactionUuid, { kind: d.kind, problems: d.problems }]));
        expect(kinds).toEqual({
          [uuids[0]!]: { kind: 'member', problems: ['member'] },
          [uuids[1]!]: { kind: 'amount', problems: ['amount', 'round'] },
          [uuids[2]!]: { kind: 'game', problems: ['game'] },
          [winUuid]: { kind: 'currency', problems: ['currency', 'round'] },
          'only-there-1': { kind: 'missing_here', problems: ['missing_here'] },
        });
        expect(again.matched).toBe(0);
        const win = again.differences.find((d) => d.transactionUuid === winUuid)!;
        expect(win.ours).toMatchObject({ currency: 'CNY', round: base.round, gameCode: game.gameCode, user });
        expect(win.theirs).toMatchObject({ currency: 'USD', round: 'their-round' });
        expect(again.differences.find((d) => d.transactionUuid === uuids[2])!.theirs).toMatchObject({ gameCode: otherGame.gameCode });

        await stub.close();
        const down = await ops('GET', `${url}?day=${day()}`, FINANCE);
        expect(down.statusCode).toBe(503);
      } finally {
        await stub.close();
      }
    });
  },
  // The stand-in aggregators here listen on 127.0.0.1: this deployment allows that host (platform/outbound-url.ts).
  { opsKey: ADMIN, config: { outbound: { allowPrivate: false, allowedHosts: ['127.0.0.1'] } } },
);
