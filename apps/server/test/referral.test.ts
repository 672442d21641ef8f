import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALLS,
  ErrorCode,
  InboxPageSchema,
  InviteePageSchema,
  LoginResultSchema,
  MyInvitationSchema,
  OPS_TOKEN_HEADER,
  OpsReferralSchema,
  ReferralRuleSchema,
  TurnoverStatusAnswerSchema,
  pageOf,
  type ReferralRuleUpdate,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, domainEvents, ledgerEntries, memberAccounts, referrals, turnoverRequirements } from '../src/db/schema.js';
import { publishDepositCredited } from '../src/modules/deposit/index.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { referralSubscriber } from '../src/modules/referral/subscriber.js';
import { newInvitationCode } from '../src/modules/referral/service.js';
import { credit } from '../src/modules/wallet/index.js';
import { EventBus } from '../src/platform/events.js';
import { describeEachDb, errorBody, grantOpsKey, injectEncrypted, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';

const FIN = 'ops_k_referral-finance-0123456789';
const SUPPORT = 'ops_k_referral-support-0123456789';
/** The demo rule (seed): 28.00 for the inviter once the invitee's first deposit reaches 100.00 and valid bets 50.00. */
const DEMO_RULE: ReferralRuleUpdate = { enabled: true, inviterReward: '28.00', inviteeReward: '0.00', minFirstDeposit: '100.00', validBet: '50.00' };

let ipSeq = 0;
const freshIp = () => `10.14.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

describe('invitation codes', () => {
  it('are 8 readable characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(newInvitationCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });
});

describeEachDb(
  'referral',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const opsUrl = (p: string) => p.replace(':code', 'demo');
    const opsCall = (method: 'GET' | 'PUT', url: string, key: string, payload?: object) =>
      app().inject({ method, url: opsUrl(url), headers: { [OPS_TOKEN_HEADER]: key }, ...(payload ? { payload } : {}) });
    const setRule = async (rule: ReferralRuleUpdate) => okValue(await opsCall('PUT', CALLS.opsUpdateReferralRule.path, FIN, rule), ReferralRuleSchema);

    beforeAll(async () => {
      await grantOpsKey(app(), FIN, 'finance');
      await grantOpsKey(app(), SUPPORT, 'support');
    });

    /** Registers through the real registration call with an invitation code; answers the new member's id and token. */
    async function registerWith(code: string, prefix = 'inv') {
      const username = `${prefix}${Date.now().toString(36).slice(-6)}${(ipSeq % 100).toString()}`;
      const body = { username, password: 'Abc12345', confirmPassword: 'Abc12345', agreement: true, ageConfirmed: true, affiliateCode: code };
      const res = await injectEncrypted(app(), { method: 'PUT', url: CALLS.register.path, body, remoteAddress: freshIp() });
      return okValue(res, LoginResultSchema);
    }

    async function inviter(prefix: string, type = 0): Promise<TestMember & { code: string }> {
      const m = await newMember(app(), prefix, type);
      const inv = okValue(await m.call('myInvitation'), MyInvitationSchema);
      return { ...m, code: inv.code };
    }

    async function deposit(memberId: number, merchantId: number, amount: bigint): Promise<void> {
      const orderNo = `T${rid()}`;
      // Credited and reported in one transaction, as the deposit module does.
      await db().transaction(async (tx) => {
        await credit(tx, { merchantId, memberId, currency: 'CNY', amount, kind: 'deposit', idempotencyKey: `test-deposit:${orderNo}` });
        await publishDepositCredited(tx, merchantId, { memberId, orderNo, amount: String(amount), bonus: '0', channelType: 'BANK', via: 'operator' });
      });
    }

    async function bet(memberId: number, merchantId: number, stake: bigint): Promise<void> {
      const base = { merchantId, currency: 'CNY', vendor: 'PG', roundId: `ref-${memberId}-${rid()}` };
      await db().transaction((tx) => placeBet(tx, { ...base, memberId, gameCode: 'pg-rng-001', gameType: 'RNG', stake }));
      await db().transaction((tx) => settleRound(tx, { ...base, payout: 0n }));
    }

    const rewardEntries = async (memberId: number) =>
      db().select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, memberId), like(ledgerEntries.idempotencyKey, 'referral:%')));
    const progressOf = async (inviteeId: number) => (await db().select().from(referrals).where(eq(referrals.inviteeId, inviteeId)))[0];

    it('a member gets one readable code on first request; the link is the register page; registering with it starts an invitee', async () => {
      const a = await newMember(app(), 'refcode');
      const first = okValue(await a.call('myInvitation'), MyInvitationSchema);
      expect(first.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(first).toMatchObject({
        registerPath: `/m/register?affiliateCode=${first.code}`,
        eligible: true,
        rule: DEMO_RULE,
        totals: { invited: 0, deposited: 0, qualified: 0, earned: '0.00' },
      });
      expect(okValue(await a.call('myInvitation'), MyInvitationSchema).code).toBe(first.code);

      // The code works in any case at registration; the invitee gets a code of its own at once.
      const s = await registerWith(first.code.toLowerCase(), 'frnd');
      const [invitee] = await db().select().from(memberAccounts).where(eq(memberAccounts.memberId, s.id));
      expect(invitee).toMatchObject({ referredBy: first.code });
      expect(invitee!.affiliateCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(invitee!.affiliateCode).not.toBe(first.code);

      const page = okValue(await a.call('myInvitees'), InviteePageSchema);
      expect(page.totalCount).toBe(1);
      expect(page.list[0]).toMatchObject({ account: `${s.userName.slice(0, 2)}***${s.userName.slice(-2)}`, status: 'registered', reward: null });
      expect(okValue(await a.call('myInvitation'), MyInvitationSchema).totals).toMatchObject({ invited: 1 });
    });

    it('a trial account has no invitation; the calls need a member', async () => {
      const trial = await newMember(app(), 'reftrial', 4);
      expect(errorBody(await trial.call('myInvitation')).errorCode).toBe(ErrorCode.FREE_REJECT);
      expect((await app().inject({ method: 'GET', url: CALLS.myInvitation.path })).statusCode).toBe(401);
    });

    it('pays the inviter once both conditions are met, not before; the bonus carries the referral turnover', async () => {
      const a = await inviter('refpay');
      const s = await registerWith(a.code, 'pay');
      const balance = await a.balance();

      // A first deposit below the minimum does not count; valid bets alone do not qualify.
      await deposit(s.id, a.merchantId, 90_00n);
      await bet(s.id, a.merchantId, 60_00n);
      await app().events.drain();
      expect(await progressOf(s.id)).toMatchObject({ depositedAt: null, validBet: 60_00n, rewardedAt: null });
      expect(okValue(await a.call('myInvitees'), InviteePageSchema).list[0]!.status).toBe('registered');

      // The qualifying deposit after the bets: both conditions now, the reward is paid.
      await deposit(s.id, a.merchantId, 100_00n);
      await app().events.drain();
      expect(await progressOf(s.id)).toMatchObject({ firstDeposit: 100_00n, reward: 28_00n });
      expect(await a.balance()).toBe(balance + 28_00n);
      const list = okValue(await a.call('myInvitees'), InviteePageSchema).list;
      expect(list[0]).toMatchObject({ status: 'qualified', reward: '28.00' });
      expect(okValue(await a.call('myInvitation'), MyInvitationSchema).totals).toEqual({ invited: 1, deposited: 1, qualified: 1, earned: '28.00' });
      // The referral rule (seed): 5x the bonus.
      const turnover = okValue(await a.call('turnoverStatus'), TurnoverStatusAnswerSchema);
      expect(turnover.open).toEqual([expect.objectContaining({ source: 'referral', bonus: '28.00', required: '140.00' })]);

      // More activity pays nothing more.
      await deposit(s.id, a.merchantId, 500_00n);
      await bet(s.id, a.merchantId, 100_00n);
      await app().events.drain();
      expect(await a.balance()).toBe(balance + 28_00n);
      expect(await rewardEntries(a.id)).toHaveLength(1);

      // The inviter is told in the inbox (merchant's language, EN), once.
      const inbox = okValue(await a.call('inboxList'), InboxPageSchema).list.filter((m) => m.title === 'Referral bonus received');
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.content).toBe(`Your friend ${s.userName.slice(0, 2)}***${s.userName.slice(-2)} met the referral rule: ￥28.00 has been added to your wallet.`);
    });

    it('pays once when events are delivered twice and by two workers at once', async () => {
      const a = await inviter('refrace');
      const s = await registerWith(a.code, 'race');
      await deposit(s.id, a.merchantId, 200_00n);
      await app().events.drain();
      // Ten rounds, each of which crosses the 50.00 valid bet once the others count.
      for (let i = 0; i < 10; i++) {
        const base = { merchantId: a.merchantId, currency: 'CNY', vendor: 'PG', roundId: `refrace-${s.id}-${i}` };
        await db().transaction((tx) => placeBet(tx, { ...base, memberId: s.id, gameCode: 'pg-rng-001', gameType: 'RNG', stake: 10_00n }));
      }
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          db().transaction((tx) => settleRound(tx, { merchantId: a.merchantId, currency: 'CNY', vendor: 'PG', roundId: `refrace-${s.id}-${i}`, payout: 0n })),
        ),
      );
      const other = new EventBus(db(), pino({ level: 'silent' }));
      other.subscribe(referralSubscriber());
      await Promise.all([app().events.drain(), other.drain('database'), app().events.drain()]);
      expect(await progressOf(s.id)).toMatchObject({ validBet: 100_00n, reward: 28_00n });

      // The qualifying events handled again, as a redelivery would: nothing more is paid.
      const events = await db().select().from(domainEvents).where(eq(domainEvents.type, 'round.settled'));
      const mine = events.filter((e) => (e.payload as { memberId: number }).memberId === s.id);
      const sub = referralSubscriber();
      await Promise.all(mine.slice(0, 3).map((e) => db().transaction((tx) => sub.handle!(tx, { ...e, id: Number(e.id) }))));
      expect(await rewardEntries(a.id)).toHaveLength(1);
      const reqs = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, a.id));
      expect(reqs.map((r) => r.reference)).toEqual([`referral:${s.id}`]);
    });

    it("an agent's invitees earn no referral reward", async () => {
      const agent = await inviter('refagent', 1);
      expect(okValue(await agent.call('myInvitation'), MyInvitationSchema).eligible).toBe(false);
      const balance = await agent.balance();
      const s = await registerWith(agent.code, 'agt');
      await deposit(s.id, agent.merchantId, 200_00n);
      await bet(s.id, agent.merchantId, 80_00n);
      await app().events.drain();
      expect(await progressOf(s.id)).toBeUndefined();
      expect(await agent.balance()).toBe(balance);
      expect(await rewardEntries(agent.id)).toEqual([]);
    });

    it('a disabled rule pays nothing; the inviter reward is the rule in force when the invitee qualifies', async () => {
      const a = await inviter('refoff');
      const s = await registerWith(a.code, 'off');
      const balance = await a.balance();
      await setRule({ ...DEMO_RULE, enabled: false });
      try {
        await deposit(s.id, a.merchantId, 200_00n);
        await bet(s.id, a.merchantId, 80_00n);
        await app().events.drain();
        expect(await progressOf(s.id)).toMatchObject({ validBet: 80_00n, rewardedAt: null });
        expect(await a.balance()).toBe(balance);
        expect(okValue(await a.call('myInvitation'), MyInvitationSchema).rule.enabled).toBe(false);

        // Switched on again (with a reward for the invitee too): the next valid bet qualifies.
        await setRule({ ...DEMO_RULE, inviteeReward: '5.00' });
        const entriesBefore = (await db().select().from(ledgerEntries).where(eq(ledgerEntries.memberId, s.id))).length;
        await bet(s.id, a.merchantId, 1_00n);
        await app().events.drain();
        expect(await a.balance()).toBe(balance + 28_00n);
        expect(await progressOf(s.id)).toMatchObject({ reward: 28_00n, inviteeReward: 5_00n });
        const inviteeEntries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.memberId, s.id));
        expect(inviteeEntries.length).toBe(entriesBefore + 2); // the bet's stake and the invitee's bonus
        expect(inviteeEntries.some((e) => e.idempotencyKey === `referral:invitee:${s.id}` && e.amount === 5_00n)).toBe(true);
      } finally {
        await setRule(DEMO_RULE);
      }
    });

    it('operators: finance reads and sets the rule (audited, checked); support may not; the referrals list filters', async () => {
      expect(okValue(await opsCall('GET', CALLS.opsReferralRule.path, FIN), ReferralRuleSchema)).toEqual(DEMO_RULE);
      expect((await opsCall('GET', CALLS.opsReferralRule.path, SUPPORT)).statusCode).toBe(403);
      expect((await opsCall('PUT', CALLS.opsUpdateReferralRule.path, SUPPORT, DEMO_RULE)).statusCode).toBe(403);
      for (const bad of [{ ...DEMO_RULE, inviterReward: '0' }, { ...DEMO_RULE, validBet: '-1' }, { ...DEMO_RULE, minFirstDeposit: 'ten' }, { enabled: true }]) {
        const res = await opsCall('PUT', CALLS.opsUpdateReferralRule.path, FIN, bad);
        expect(res.statusCode).toBe(422);
      }
      const changed = await setRule({ ...DEMO_RULE, inviterReward: '30.5' });
      expect(changed.inviterReward).toBe('30.50');
      await setRule(DEMO_RULE);
      const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsUpdateReferralRule'), eq(auditLog.target, 'referral rule')));
      expect(audits.length).toBeGreaterThanOrEqual(2);
      expect(audits.at(-1)!.before).toMatchObject({ inviterReward: '30.50' });

      const a = await inviter('refops');
      const s1 = await registerWith(a.code, 'opsa');
      await registerWith(a.code, 'opsb');
      await deposit(s1.id, a.merchantId, 150_00n);
      await app().events.drain();
      const list = pageOf(OpsReferralSchema);
      const byInviter = okValue(await opsCall('GET', `${CALLS.opsReferrals.path}?inviter=${a.username.toUpperCase()}`, SUPPORT), list);
      expect(byInviter.totalCount).toBe(2);
      expect(byInviter.list.map((r) => r.status)).toEqual(['registered', 'deposited']);
      expect(byInviter.list[1]).toMatchObject({ inviter: a.username, invitee: s1.userName, firstDeposit: '150.00', validBet: '0.00', reward: null });
      const deposited = okValue(await opsCall('GET', `${CALLS.opsReferrals.path}?status=deposited&inviter=${a.username}`, FIN), list);
      expect(deposited.list.map((r) => r.invitee)).toEqual([s1.userName]);
      const seeded = okValue(await opsCall('GET', `${CALLS.opsReferrals.path}?inviter=demo01`, FIN), list);
      expect(seeded.list.map((r) => [r.invitee, r.status])).toEqual([
        ['friend02', 'registered'],
        ['friend01', 'deposited'],
      ]);
      expect((await opsCall('GET', `${CALLS.opsReferrals.path}?status=nope`, FIN)).statusCode).toBe(422);
    });
  },
  { opsKey: 'ops_k_referral-admin-0123456789' },
);
