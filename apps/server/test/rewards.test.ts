import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CALLS,
  ClaimedRewardSchema,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsRewardSchema,
  PromoCountersSchema,
  RewardPageSchema,
  TurnoverStatusAnswerSchema,
  pageOf,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { ledgerEntries, memberRewards, turnoverRequirements } from '../src/db/schema.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';

const FIN = 'ops_k_rewards-finance-0123456789';
const SUPPORT = 'ops_k_rewards-support-0123456789';

describeEachDb(
  'reward centre',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const issuePath = (memberId: number) => CALLS.opsIssueReward.path.replace(':code', 'demo').replace(':id', String(memberId));
    const issue = (memberId: number, body: object, key = FIN) =>
      app().inject({ method: 'POST', url: issuePath(memberId), headers: { [OPS_TOKEN_HEADER]: key }, payload: body });
    const counters = async (m?: TestMember) =>
      okValue(m ? await m.call('promoCounters') : await app().inject({ method: 'GET', url: CALLS.promoCounters.path, headers: { Merchant: 'demo' } }), PromoCountersSchema);
    const list = async (m: TestMember, which: 'waiting' | 'history') => okValue(await m.call('rewardList', { query: { list: which } }), RewardPageSchema);

    beforeAll(async () => {
      await grantOpsKey(app(), FIN, 'finance');
      await grantOpsKey(app(), SUPPORT, 'support');
    });

    it('counters: a visitor sees the sign-in switch and zeros; a member has today\'s sign-in to do until done', async () => {
      expect(await counters()).toEqual({ LOGIN: { enabled: true, count: 0 }, MANUAL: 0, RAFFLE: 0, UPGRADE_BONUS: 0, MISSION_MANUAL: 0, TICKET: 0, receiving: 0 });
      const m = await newMember(app(), 'rcnt');
      expect((await counters(m)).LOGIN).toEqual({ enabled: true, count: 1 });
      expect((await m.call('signIn')).statusCode).toBe(200);
      expect((await counters(m)).LOGIN).toEqual({ enabled: true, count: 0 });
    });

    it('finance issues a manual reward once per request id; bad input and other roles change nothing', async () => {
      const m = await newMember(app(), 'rissue');
      const body = { title: 'Welcome back', amount: '25.50', days: 7, requestId: rid() };
      expect((await issue(m.id, body, SUPPORT)).statusCode).toBe(403);
      for (const bad of [{ ...body, amount: '0' }, { ...body, amount: '-5' }, { ...body, title: '' }, { ...body, days: 0 }, { ...body, requestId: 'x' }]) {
        expect((await issue(m.id, bad)).statusCode).toBe(422);
      }
      expect((await issue(987_654, body)).statusCode).toBe(404);
      expect(await db().select().from(memberRewards).where(eq(memberRewards.memberId, m.id))).toEqual([]);

      const first = okValue(await issue(m.id, body), OpsRewardSchema);
      expect(first).toMatchObject({ kind: 'MANUAL', title: 'Welcome back', amount: '25.50', status: 'claimable', turnover: '25.50', issuedBy: 'finance', memberId: m.id });
      expect(okValue(await issue(m.id, body), OpsRewardSchema).id).toBe(first.id);
      expect(await counters(m)).toMatchObject({ MANUAL: 1, receiving: 1 });
      const waiting = await list(m, 'waiting');
      expect(waiting.list.map((r) => r.id)).toEqual([first.id]);
      expect(new Date(waiting.list[0]!.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
      expect((await list(m, 'history')).list).toEqual([]);
    });

    it('twenty parallel claims pay once: one answer pays, the others are ALREADY_CLAIMED; the bonus carries its turnover', async () => {
      const m = await newMember(app(), 'rclaim');
      const reward = okValue(await issue(m.id, { title: 'Race', amount: '10', requestId: rid() }), OpsRewardSchema);
      const other = await newMember(app(), 'rthief');
      expect((await other.call('claimReward', { body: { id: reward.id } })).statusCode).toBe(404);

      const answers = await Promise.all(Array.from({ length: 20 }, () => m.call('claimReward', { body: { id: reward.id } })));
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 200)) expect(errorBody(a).errorCode).toBe(ErrorCode.ALREADY_CLAIMED);
      const claimed = okValue(ok[0]!, ClaimedRewardSchema);
      expect(claimed.reward).toMatchObject({ status: 'claimed', turnover: '10.00' });
      expect(claimed.balance).toBe('10.00');
      expect(await m.balance()).toBe(10_00n);
      const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.memberId, m.id));
      expect(entries.map((e) => [e.kind, e.amount, e.idempotencyKey])).toEqual([['bonus', 10_00n, `reward:${reward.id}`]]);
      const reqs = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, m.id));
      expect(reqs.map((r) => [r.source, r.required])).toEqual([['manual', 10_00n]]);
      expect(okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema)).toMatchObject({ required: '10.00', wagered: '0.00' });

      expect((await list(m, 'waiting')).list).toEqual([]);
      expect((await list(m, 'history')).list.map((r) => [r.id, r.status])).toEqual([[reward.id, 'claimed']]);
      expect(await counters(m)).toMatchObject({ MANUAL: 0, receiving: 0 });
    });

    it('an expired reward cannot be claimed and moves to the history; operators filter the rewards', async () => {
      const m = await newMember(app(), 'rexp');
      const reward = okValue(await issue(m.id, { title: 'Late', amount: '5', days: 1, requestId: rid() }), OpsRewardSchema);
      await db().update(memberRewards).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(memberRewards.id, reward.id));
      const late = await m.call('claimReward', { body: { id: reward.id } });
      expect(late.statusCode).toBe(409);
      expect(errorBody(late).errorCode).toBe(ErrorCode.REWARD_EXPIRED);
      expect(await m.balance()).toBe(0n);
      expect(await counters(m)).toMatchObject({ receiving: 0 });
      expect((await list(m, 'history')).list.map((r) => [r.id, r.status])).toEqual([[reward.id, 'expired']]);

      const url = `${CALLS.opsRewards.path.replace(':code', 'demo')}?member=${m.username}&status=expired`;
      const page = okValue(await app().inject({ method: 'GET', url, headers: { [OPS_TOKEN_HEADER]: SUPPORT } }), pageOf(OpsRewardSchema));
      expect(page.list.map((r) => [r.id, r.member, r.status])).toEqual([[reward.id, m.username, 'expired']]);
      expect(page.totalCount).toBe(1);
    });
  },
  { opsKey: 'ops_k_rewards-admin-0123456789' },
);
