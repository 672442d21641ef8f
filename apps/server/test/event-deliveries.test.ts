import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import {
  AGENT_TEAM_FEED_SUBSCRIBER,
  CALLS,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsDeliveriesRetriedSchema,
  OpsDeliveryPageSchema,
  OpsDeliverySchema,
  OpsDeliverySubscriberSchema,
  callPath,
} from '@wps/contract';
import { z } from 'zod';
import type { Db, Executor } from '../src/db/client.js';
import { auditLog, eventDeliveries, merchants, type Merchant } from '../src/db/schema.js';
import { EventBus, defineEvent, publish, type StoredEvent, type Subscriber } from '../src/platform/events.js';
import { TEAM_FEED, requireTeamFeed } from '../src/modules/agent/index.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, grantMerchant, grantOpsKey, okValue } from './helper.js';
import { newMember } from './money-fixtures.js';
import { feedRound } from './team-feed-fixtures.js';

// Given-up event deliveries for operators: a subscriber fails until the bus gives its delivery up; the operator sees
// it (with its event and last error), retries it once the subscriber works again, and its effect happens once; retry
// all of a subscriber; another merchant's delivery is NOT_FOUND; every retry is audited; bad input is 4xx.

const ADMIN = 'ops_k_deliveries-admin-0123456789';
const RISK = 'ops_k_deliveries-risk-0123456789';
const SUPPORT = 'ops_k_deliveries-support-0123456789';
const NAME = 'test-ops-retry';
const TYPE = 'test.ops-retry';
const log = pino({ level: 'silent' });

describeEachDb(
  'operator event deliveries',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const db = () => app().db as Db;
    let refuse = true;
    /** Gives up after one attempt: the app's own bus would take ten, with backoff. */
    let strict: EventBus;
    const subscriber: Subscriber = {
      name: NAME,
      types: [TYPE],
      async handle(tx: Executor, event: StoredEvent) {
        await tx.execute(sql`insert into delivery_effects (event_id) values (${event.id})`);
        if (refuse) throw new Error(`receiver down for ${event.id}`);
      },
    };
    const effects = async (eventId: number): Promise<number> => {
      const result = await db().execute(sql`select count(*)::int as n from delivery_effects where event_id = ${eventId}`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const merchant = async (code: string): Promise<Merchant> => (await db().select().from(merchants).where(eq(merchants.code, code)))[0]!;
    /** Publishes an event of the test type at the merchant and has its delivery given up. */
    const givenUp = async (code: string, payload: Record<string, unknown> = {}): Promise<{ eventId: number; deliveryId: number }> => {
      const m = await merchant(code);
      refuse = true;
      const eventId = await db().transaction((tx) => publish(tx, m.id, TYPE, payload));
      await strict.drain('database');
      const [d] = await db().select().from(eventDeliveries).where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.subscriber, NAME)));
      expect(d!.failedAt).toBeInstanceOf(Date);
      return { eventId, deliveryId: d!.id };
    };

    const headers = (token: string | null) => (token ? { [OPS_TOKEN_HEADER]: token } : {});
    const path = (p: string, params: Record<string, string | number> = {}, code = 'demo') => callPath(p, { code, ...params });
    const list = (query: Record<string, string> = {}, token: string | null = ADMIN) =>
      app().inject({ method: 'GET', url: `${path(CALLS.opsEventDeliveries.path)}?${new URLSearchParams(query).toString()}`, headers: headers(token) });
    const listed = async (query: Record<string, string> = {}) => okValue(await list({ subscriber: NAME, ...query }), OpsDeliveryPageSchema);
    const retry = (id: number | string, token: string | null = ADMIN, code = 'demo') =>
      app().inject({ method: 'POST', url: path(CALLS.opsRetryEventDelivery.path, { id }, code), headers: headers(token), payload: {} });
    const retryAll = (body: unknown, token: string | null = ADMIN) =>
      app().inject({ method: 'POST', url: path(CALLS.opsRetryEventDeliveries.path), headers: headers(token), payload: body as object });
    const audits = (action: string, target: string) =>
      db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target))).orderBy(auditLog.id);

    beforeAll(async () => {
      await grantOpsKey(app(), ADMIN, 'admin');
      await grantOpsKey(app(), RISK, 'risk');
      await grantOpsKey(app(), SUPPORT, 'support');
      await createOtherMerchant(db());
      await db().execute(sql`create table delivery_effects (event_id bigint not null)`);
      app().events.subscribe(subscriber);
      strict = new EventBus(db(), log, { maxAttempts: 1, backoffMs: () => 0 });
      strict.subscribe(subscriber);
    });

    it('lists a given-up delivery with its event and last error, retries it, and its effect happens once', async () => {
      const { eventId, deliveryId } = await givenUp('demo', { memberId: 7, stake: '100' });
      // Rolled back with its failed transaction.
      expect(await effects(eventId)).toBe(0);

      const page = await listed();
      const row = page.list.find((d) => d.id === deliveryId);
      expect(row).toMatchObject({
        subscriber: NAME,
        state: 'failed',
        eventId,
        eventType: TYPE,
        attempts: 1,
        lastError: expect.stringContaining('receiver down'),
        nextAttemptAt: null,
        payload: { memberId: 7, stake: '100' },
        retryable: true,
      });
      expect(row!.failedAt).toEqual(expect.any(String));
      const subscribers = okValue(
        await app().inject({ method: 'GET', url: path(CALLS.opsEventDeliverySubscribers.path), headers: headers(RISK) }),
        z.array(OpsDeliverySubscriberSchema),
      );
      expect(subscribers.find((s) => s.subscriber === NAME)?.failed).toBeGreaterThanOrEqual(1);

      refuse = false;
      const res = await retry(deliveryId, RISK);
      const after = okValue(res, OpsDeliverySchema);
      // Re-queued: due, attempts from 0, the last error kept until it succeeds.
      expect(after).toMatchObject({ id: deliveryId, state: 'retrying', attempts: 0, failedAt: null, lastError: expect.stringContaining('receiver down') });
      // The bus took it when the call answered; a drain finds nothing more to do.
      expect(await effects(eventId)).toBe(1);
      expect(await app().events.drain()).toBe(0);
      expect(await effects(eventId)).toBe(1);
      const [d] = await db().select().from(eventDeliveries).where(eq(eventDeliveries.id, deliveryId));
      expect(d).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
      expect(d!.deliveredAt).toBeInstanceOf(Date);
      expect((await listed()).list.some((x) => x.id === deliveryId)).toBe(false);
      expect((await listed({ state: 'retrying' })).list.some((x) => x.id === deliveryId)).toBe(false);

      // Audited: who, which delivery, before and after (without the event's payload).
      const [audit] = await audits('opsRetryEventDelivery', `event delivery ${deliveryId}`);
      expect(audit).toMatchObject({ operatorName: 'risk', before: { state: 'failed', attempts: 1, payload: {} }, after: { state: 'retrying', attempts: 0, payload: {} } });

      // Delivered: not given up any more, nothing changes and no audit row is added.
      const again = await retry(deliveryId);
      expect(again.statusCode).toBe(409);
      expect(errorBody(again).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
      expect(await audits('opsRetryEventDelivery', `event delivery ${deliveryId}`)).toHaveLength(1);
      expect(await effects(eventId)).toBe(1);
    });

    it('lists deliveries still retrying apart from given-up ones', async () => {
      const m = await merchant('demo');
      refuse = true;
      const eventId = await db().transaction((tx) => publish(tx, m.id, TYPE, { n: 'retrying' }));
      // The app's bus tries it once and keeps it for a later attempt.
      await app().events.drain('database');
      const retrying = (await listed({ state: 'retrying' })).list.find((d) => d.eventId === eventId);
      expect(retrying).toMatchObject({ state: 'retrying', attempts: 1, failedAt: null, retryable: false, lastError: expect.stringContaining('receiver down') });
      expect(retrying!.nextAttemptAt).toEqual(expect.any(String));
      expect((await listed()).list.some((d) => d.eventId === eventId)).toBe(false);
      // Not given up: a retry is refused.
      expect(errorBody(await retry(retrying!.id)).errorCode).toBe(ErrorCode.ALREADY_DECIDED);
      // Out of the way of the next tests: delivered now.
      refuse = false;
      await db().update(eventDeliveries).set({ nextAttemptAt: new Date() }).where(eq(eventDeliveries.id, retrying!.id));
      await app().events.drain('database');
      expect(await effects(eventId)).toBe(1);
    });

    it("masks an event's secret fields while a delivery of it is open", async () => {
      const secretEvent = defineEvent('test.ops-secret', z.object({ recipient: z.string(), code: z.string() }), { secret: ['code'] });
      app().events.subscribe({
        name: 'test-ops-secret',
        types: [secretEvent.type],
        async handle() {
          throw new Error('gateway down');
        },
      });
      const m = await merchant('demo');
      const eventId = await db().transaction((tx) => secretEvent.publish(tx, m.id, { recipient: '+8613800000000', code: '493027' }));
      await app().events.drain('database');
      const page = okValue(await list({ state: 'retrying', subscriber: 'test-ops-secret' }), OpsDeliveryPageSchema);
      expect(page.list.find((d) => d.eventId === eventId)?.payload).toEqual({ recipient: '+8613800000000', code: '***' });
    });

    it("retries every given-up delivery of a subscriber at once, and only this merchant's whole events", async () => {
      const a = await givenUp('demo', { n: 'a' });
      const b = await givenUp('demo', { n: 'b' });
      const secret = await givenUp('demo', { n: 'c', redacted: true });
      const other = await givenUp('other', { n: 'other' });

      const page = await listed();
      expect(page.list.map((d) => d.id)).toEqual(expect.arrayContaining([a.deliveryId, b.deliveryId, secret.deliveryId]));
      // Newest event first; the other merchant's is not there.
      expect(page.list.map((d) => d.eventId)).toEqual([...page.list.map((d) => d.eventId)].sort((x, y) => y - x));
      expect(page.list.some((d) => d.id === other.deliveryId)).toBe(false);
      expect(page.list.find((d) => d.id === secret.deliveryId)?.retryable).toBe(false);

      // Another merchant's delivery cannot be retried from this one: NOT_FOUND, unchanged.
      const foreign = await retry(other.deliveryId);
      expect(foreign.statusCode).toBe(404);
      expect(errorBody(foreign).errorCode).toBe(ErrorCode.NOT_FOUND);
      // A redacted event cannot be delivered again.
      expect(errorBody(await retry(secret.deliveryId)).errorCode).toBe(ErrorCode.ALREADY_DECIDED);

      refuse = false;
      const answer = okValue(await retryAll({ subscriber: NAME }), OpsDeliveriesRetriedSchema);
      expect(answer).toEqual({ subscriber: NAME, retried: 2 });
      expect(await effects(a.eventId)).toBe(1);
      expect(await effects(b.eventId)).toBe(1);
      expect(await effects(secret.eventId)).toBe(0);
      expect(await effects(other.eventId)).toBe(0);
      expect((await listed()).list.map((d) => d.id)).toEqual([secret.deliveryId]);
      const [audit] = await audits('opsRetryEventDeliveries', `event deliveries of ${NAME}`);
      expect(audit).toMatchObject({ operatorName: 'admin', after: { subscriber: NAME, retried: 2, ids: [a.deliveryId, b.deliveryId] } });

      // Nothing left to retry: answers 0, drains nothing more.
      expect(okValue(await retryAll({ subscriber: NAME }), OpsDeliveriesRetriedSchema).retried).toBe(0);
      expect(await effects(a.eventId)).toBe(1);
      // An operator of the other merchant retries it there.
      await grantMerchant(app(), (await merchant('other')).id);
      expect(okValue(await retry(other.deliveryId, ADMIN, 'other'), OpsDeliverySchema).state).toBe('retrying');
      expect(await effects(other.eventId)).toBe(1);
    });

    it('a given-up round delivery of the agent team feed holds agent settlement until it is retried', async () => {
      // The back office names the feed by the contract's constant.
      expect(AGENT_TEAM_FEED_SUBSCRIBER).toBe(TEAM_FEED);
      const member = await newMember(app(), 'dlvfeed');
      // A round an hour ago whose team-feed delivery was given up (its attempts spent: dated as the bus leaves it).
      const { eventId } = await feedRound(app(), member, 500n, 200n, new Date(Date.now() - 3_600_000), { holdUntil: new Date(Date.now() + 3_600_000) });
      await db()
        .update(eventDeliveries)
        .set({ attempts: 10, failedAt: new Date(), lastError: 'feed down' })
        .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.subscriber, TEAM_FEED)));
      await expect(requireTeamFeed(db(), member.merchantId, new Date())).rejects.toMatchObject({ code: ErrorCode.BUSY });

      const row = okValue(await list({ subscriber: TEAM_FEED }), OpsDeliveryPageSchema).list.find((d) => d.eventId === eventId);
      expect(row).toMatchObject({ subscriber: AGENT_TEAM_FEED_SUBSCRIBER, eventType: 'round.settled', state: 'failed', retryable: true });
      expect(okValue(await retry(row!.id, RISK), OpsDeliverySchema).state).toBe('retrying');
      // Taken in when the retry answered: settlement no longer waits.
      await expect(requireTeamFeed(db(), member.merchantId, new Date())).resolves.toBeUndefined();
      const [d] = await db().select().from(eventDeliveries).where(eq(eventDeliveries.id, row!.id));
      expect(d!.deliveredAt).toBeInstanceOf(Date);
    });

    it('answers bad input with 4xx, not 500, and keeps the calls to risk and admin', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await retry(id);
        expect(res.statusCode, id).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }
      expect((await retry(2_000_000_000)).statusCode).toBe(404);
      for (const body of [{}, { subscriber: '' }, { subscriber: 'bad name!' }, { subscriber: 'x'.repeat(65) }, { subscriber: 7 }]) {
        expect((await retryAll(body)).statusCode, JSON.stringify(body)).toBe(422);
      }
      const bad: Record<string, string>[] = [{ state: 'lost' }, { subscriber: 'a b' }, { pageNo: '0' }, { pageSize: '1000' }];
      for (const query of bad) {
        expect((await list(query)).statusCode, JSON.stringify(query)).toBe(422);
      }
      expect((await list({ subscriber: 'nobody' })).statusCode).toBe(200);

      expect((await list({}, RISK)).statusCode).toBe(200);
      expect((await list({}, SUPPORT)).statusCode).toBe(403);
      expect((await retry(1, SUPPORT)).statusCode).toBe(403);
      expect((await retryAll({ subscriber: NAME }, SUPPORT)).statusCode).toBe(403);
      expect((await list({}, null)).statusCode).toBe(401);
    });
  },
  { config: { eventsPollMs: 3_600_000 } },
);
