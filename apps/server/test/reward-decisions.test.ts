import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CALLS,
  ErrorCode,
  InboxPageSchema,
  OPS_TOKEN_HEADER,
  PromotionDetailSchema,
  RewardApplicationResultSchema,
  UnreadCountSchema,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { domainEvents, eventDeliveries, merchants, promotions } from '../src/db/schema.js';
import { REWARD_INBOX } from '../src/modules/messages/reward-inbox.js';
import { describeEachDb, errorBody, okValue } from './helper.js';
import { OPS_TOKEN, newMember, type TestMember } from './money-fixtures.js';

// Issue 15 item 20: the member learns the operator's decision on a reward application (the detail's reason and
// amount, an inbox message through the reward.decided event), and an unknown promotion is NOT_FOUND.

describeEachDb(
  'reward decisions',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const promotionId = async (key: string) => (await db().select().from(promotions).where(eq(promotions.key, key)))[0]!.id;
    const detail = async (id: number, m: TestMember) =>
      okValue(await app().inject({ method: 'GET', url: `${CALLS.promotionDetail.path}?id=${id}`, headers: { Authorization: m.token } }), PromotionDetailSchema);
    const inbox = async (m: TestMember) => okValue(await m.call('inboxList'), InboxPageSchema).list;
    const unread = async (m: TestMember) => okValue(await m.call('unreadCount'), UnreadCountSchema).inbox;
    const decide = (name: 'approve' | 'reject', id: number, body: object) =>
      app().inject({
        method: 'POST',
        url: (name === 'approve' ? CALLS.opsApproveRewardApplication : CALLS.opsRejectRewardApplication).path
          .replace(':code', 'demo')
          .replace(':id', String(id)),
        headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
        payload: body,
      });
    const applyFor = async (m: TestMember, key: string) =>
      okValue(await m.call('requestReward', { body: { promotionId: await promotionId(key), remarks: 'order D-77' } }), RewardApplicationResultSchema);

    it('a rejection shows its reason on the detail and in an inbox message', async () => {
      const m = await newMember(app(), 'rdrej');
      const id = await promotionId('weekend-reload');
      const application = await applyFor(m, 'weekend-reload');
      expect((await detail(id, m)).application).toEqual({ status: 'applying', bonus: null, reason: null });
      expect(await inbox(m)).toEqual([]);

      expect((await decide('reject', application.id, { reason: 'No deposit matches order D-77' })).statusCode).toBe(200);
      expect(await detail(id, m)).toMatchObject({
        state: 'rejected',
        application: { status: 'rejected', bonus: null, reason: 'No deposit matches order D-77' },
      });
      const [message, ...rest] = await inbox(m);
      expect(rest).toEqual([]);
      expect(message).toMatchObject({ title: 'Reward application rejected', read: false });
      expect(message!.content).toBe(
        'Your application for “Weekend Reload 20%” was rejected.\nReason: No deposit matches order D-77\nYou may apply again.',
      );
      expect(await unread(m)).toBe(1);
    });

    it('an approval shows the amount issued on the detail and in an inbox message, once', async () => {
      const m = await newMember(app(), 'rdok');
      const id = await promotionId('weekend-reload');
      const application = await applyFor(m, 'weekend-reload');
      expect((await decide('approve', application.id, { bonus: '1234.5' })).statusCode).toBe(200);
      expect(await detail(id, m)).toMatchObject({ state: 'issued', application: { status: 'issued', bonus: '1234.50', reason: null } });
      const messages = await inbox(m);
      expect(messages.map((x) => [x.title, x.content])).toEqual([
        ['Reward application approved', 'Your application for “Weekend Reload 20%” was approved.\n￥1,234.50 has been added to your wallet.'],
      ]);

      // Delivered exactly once: the delivery is done, and running the bus again adds nothing.
      const deliveries = await db()
        .select({ deliveredAt: eventDeliveries.deliveredAt })
        .from(eventDeliveries)
        .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
        .where(and(eq(domainEvents.type, 'reward.decided'), eq(eventDeliveries.subscriber, REWARD_INBOX)));
      expect(deliveries.length).toBeGreaterThan(0);
      expect(deliveries.every((d) => d.deliveredAt !== null)).toBe(true);
      await app().events.drain();
      expect(await inbox(m)).toHaveLength(1);
    });

    it('an approval without a bonus says so without an amount, in the merchant\'s language', async () => {
      const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
      await db().update(merchants).set({ defaultLanguage: 'CN' }).where(eq(merchants.id, demo!.id));
      try {
        const m = await newMember(app(), 'rdcn');
        const application = await applyFor(m, 'weekend-reload');
        expect((await decide('approve', application.id, {})).statusCode).toBe(200);
        expect((await detail(await promotionId('weekend-reload'), m)).application).toEqual({ status: 'issued', bonus: null, reason: null });
        expect((await inbox(m)).map((x) => [x.title, x.content])).toEqual([['奖励申请已通过', '您对“Weekend Reload 20%”的申请已通过。']]);
      } finally {
        await db().update(merchants).set({ defaultLanguage: demo!.defaultLanguage }).where(eq(merchants.id, demo!.id));
      }
    });

    it('a visitor\'s detail carries no application, and an unknown promotion is NOT_FOUND', async () => {
      const res = await app().inject({ method: 'GET', url: `${CALLS.promotionDetail.path}?id=${await promotionId('weekend-reload')}` });
      expect(okValue(res, PromotionDetailSchema).application).toBeNull();
      const missing = await app().inject({ method: 'GET', url: `${CALLS.promotionDetail.path}?id=987654` });
      expect(missing.statusCode).toBe(404);
      expect(errorBody(missing).errorCode).toBe(ErrorCode.NOT_FOUND);
    });
  },
  { opsKey: OPS_TOKEN },
);
