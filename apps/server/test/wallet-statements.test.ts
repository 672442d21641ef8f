import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CALLS, HUB88_SIGNATURE_HEADER, OPS_TOKEN_HEADER, HUB88_WALLET_PREFIX, Hub88WalletAnswerSchema, callPath, minorToHub88 } from '@wps/contract';
import { games, merchants, vendorIntegrations, type Merchant } from '../src/db/schema.js';
import { issueTicket } from '../src/modules/games/inhouse/service.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { sessionRepo } from '../src/modules/session/repo.js';
import { credit } from '../src/modules/wallet/service.js';
import { newToken, sha256Hex } from '../src/platform/crypto.js';
import { newRsaKeyPair, signBody } from '../src/platform/rsa-signature.js';
import { wireUser } from '../src/modules/games/hub88/wire.js';
import { DEFAULTS } from '../src/config.js';
import { describeEachDb } from './helper.js';

const aggregator = newRsaKeyPair();
const OPS_KEY = 'ops_k_wallet_statements_admin';

// What one bet+win pair costs the database on the Hub88 wallet's answer path (a count, not a time), and the cache
// that makes the ticket checks free: it forgets a member whose access ended at once.

describeEachDb('statements per wallet pair', (ctx) => {
  let demo: Merchant;
  let gameCode = '';
  let user = '';
  let token = '';
  const db = () => ctx().app.db;
  let n = 0;

  beforeAll(async () => {
    [demo] = (await db().select().from(merchants).where(eq(merchants.code, 'demo'))) as [Merchant];
    const [game] = await db().select().from(games).where(and(eq(games.merchantId, demo.id), eq(games.vendor, 'PG'))).limit(1);
    gameCode = game!.gameCode;
    gameId = game!.id;
    await db()
      .insert(vendorIntegrations)
      .values({ merchantId: demo.id, vendor: 'PG', aggregatorUrl: '/sim/hub88', operatorId: 1, operatorPrivateKey: newRsaKeyPair().privateKeyPem, aggregatorPublicKey: aggregator.publicKeyPem, currency: 'CNY' })
      .onConflictDoUpdate({ target: [vendorIntegrations.merchantId, vendorIntegrations.vendor], set: { aggregatorPublicKey: aggregator.publicKeyPem, enabled: true } });
    const m = (await memberRepo.insertIfAbsent(db(), { merchantId: demo.id, username: 'stmt_pair', passwordHash: 'x' }))!;
    await db().transaction((tx) => credit(tx, { merchantId: demo.id, memberId: m.id, currency: 'CNY', amount: 100_000n, kind: 'deposit', idempotencyKey: 'stmt:dep' }));
    const t = await ticketFor(m.id);
    token = t.ticket;
    user = wireUser(m.id);
  });

  let gameId = 0;
  /** A member session (its bearer token) and a launch ticket of it, as the game launch makes them. */
  async function ticketFor(memberId: number) {
    const bearer = newToken();
    const session = await sessionRepo.insert(db(), { tokenHash: sha256Hex(bearer), merchantId: demo.id, memberId, expiresAt: new Date(Date.now() + 3_600_000), ip: null, device: null });
    return { bearer, ticket: await issueTicket(db(), { merchantId: demo.id, memberId, sessionId: session.id, gameId }) };
  }
  afterAll(() => {
    ctx().database.statements.trace = null;
  });

  async function call(path: string, body: Record<string, unknown>) {
    const raw = JSON.stringify(body);
    const res = await ctx().app.inject({
      method: 'POST',
      url: `${HUB88_WALLET_PREFIX}/demo${path}`,
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(aggregator.privateKeyPem, raw) },
      payload: raw,
    });
    return Hub88WalletAnswerSchema.parse(res.json());
  }

  const bet = (who: { user: string; token: string }) => {
    n += 1;
    const body = { user: who.user, token: who.token, game_code: gameCode, currency: 'CNY', round: `stmt-round-${n}` };
    return call('/transaction/bet', { ...body, request_uuid: `stmt-rb-${n}`, transaction_uuid: `stmt-b-${n}`, amount: minorToHub88(100n) });
  };

  async function pair() {
    n += 1;
    const round = `stmt-round-${n}`;
    const base = { user, token, game_code: gameCode, currency: 'CNY', round };
    expect((await call('/transaction/bet', { ...base, request_uuid: `stmt-rb-${n}`, transaction_uuid: `stmt-b-${n}`, amount: minorToHub88(100n) })).status).toBe('RS_OK');
    const win = { ...base, request_uuid: `stmt-rw-${n}`, transaction_uuid: `stmt-w-${n}`, reference_transaction_uuid: `stmt-b-${n}`, amount: minorToHub88(150n), round_closed: true };
    expect((await call('/transaction/win', win)).status).toBe('RS_OK');
  }

  it('answers a bet and its win with few statements', async () => {
    await pair(); // warms the caches
    const log = ctx().database.statements;
    log.trace = [];
    await pair();
    const answerPath = log.trace.filter((q) => !/^(begin|commit|rollback|savepoint|release)/i.test(q));
    log.trace = null;
    // Per call: the wallet row locked once, the transaction and its rollback looked up, the ledger entry with the
    // balance, the round, its event, the transaction's record. The ticket, member and game come from caches.
    expect(answerPath.length, answerPath.map((q) => q.replace(/\s+/g, ' ').slice(0, 120)).join('\n')).toBeLessThanOrEqual(12);
  });

  it('a logged-out member bets no more, at once, though the ticket was cached a moment ago', async () => {
    const m = (await memberRepo.insertIfAbsent(db(), { merchantId: demo.id, username: 'stmt_logout', passwordHash: 'x' }))!;
    await db().transaction((tx) => credit(tx, { merchantId: demo.id, memberId: m.id, currency: 'CNY', amount: 10_000n, kind: 'deposit', idempotencyKey: 'stmt:dep:logout' }));
    const { bearer, ticket } = await ticketFor(m.id);
    const who = { user: wireUser(m.id), token: ticket };
    expect((await bet(who)).status).toBe('RS_OK');
    // Cached now: a second bet asks nothing about the ticket.
    const log = ctx().database.statements;
    log.trace = [];
    expect((await bet(who)).status).toBe('RS_OK');
    expect(log.trace.filter((q) => /game_launches|from "members"|member_locks/.test(q))).toEqual([]);
    log.trace = null;

    const out = await ctx().app.inject({ method: 'DELETE', url: CALLS.logout.path, headers: { authorization: bearer } });
    expect(out.statusCode).toBe(200);
    expect((await bet(who)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
  });

  it("an operator's lock stops the member's bets at once", async () => {
    const m = (await memberRepo.insertIfAbsent(db(), { merchantId: demo.id, username: 'stmt_locked', passwordHash: 'x' }))!;
    await db().transaction((tx) => credit(tx, { merchantId: demo.id, memberId: m.id, currency: 'CNY', amount: 10_000n, kind: 'deposit', idempotencyKey: 'stmt:dep:lock' }));
    const who = { user: wireUser(m.id), token: (await ticketFor(m.id)).ticket };
    expect((await bet(who)).status).toBe('RS_OK');
    expect((await bet(who)).status).toBe('RS_OK');
    const locked = await ctx().app.inject({
      method: 'POST',
      url: callPath(CALLS.opsLockMember.path, { code: 'demo', id: m.id }),
      headers: { [OPS_TOKEN_HEADER]: OPS_KEY },
      payload: { reason: 'fraud check' },
    });
    expect(locked.statusCode).toBe(200);
    // The lock ended the sessions: the ticket is dead, whatever the cache knew.
    expect((await bet(who)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
  });
}, {
  // The caches as in production; the event poller idle, so the statements counted are the calls' own (the rounds'
  // followers run after the answer, in the poller's transactions).
  config: { merchantCacheMs: DEFAULTS.merchantCacheMs, walletTicketCacheMs: DEFAULTS.walletTicketCacheMs, eventsPollMs: 3_600_000 },
  opsKey: OPS_KEY,
});
