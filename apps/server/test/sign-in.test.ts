import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ErrorCode, CALLS, SIGN_IN_PROMOTION_KEY, SignInResultSchema, SignInStatusSchema } from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { promotions, signIns } from '../src/db/schema.js';
import { describeEachDb, errorBody, okValue } from './helper.js';
import { newMember, type TestMember } from './money-fixtures.js';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describeEachDb('daily sign-in', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  const status = async (m: TestMember) => okValue(await m.call('signInStatus'), SignInStatusSchema);
  /** A past sign-in, as if the member had signed on that day. */
  const signedOn = (m: TestMember, offset: number, streak: number) =>
    db().insert(signIns).values({ merchantId: m.merchantId, memberId: m.id, day: day(offset), streak, reward: 100n });

  it('signs in once a day, pays day 1 through the ledger, and shows the cycle', async () => {
    const m = await newMember(app(), 'sign');
    const before = await status(m);
    expect(before).toMatchObject({ enabled: true, signedToday: false, streak: 0 });
    expect(before.days.map((d) => d.reward)).toEqual(['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '20.00']);
    expect(before.days.filter((d) => d.today).map((d) => d.day)).toEqual([1]);

    const res = okValue(await m.call('signIn'), SignInResultSchema);
    expect(res).toEqual({ day: 1, reward: '1.00', streak: 1 });
    expect(await m.balance()).toBe(100n);
    expect((await m.entries()).map((e) => [e.kind, e.amount])).toEqual([['bonus', 100n]]);

    const again = await m.call('signIn');
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).errorCode).toBe(ErrorCode.ALREADY_SIGNED_IN);
    expect(await m.balance()).toBe(100n);
    const after = await status(m);
    expect(after).toMatchObject({ signedToday: true, streak: 1 });
    expect(after.days.map((d) => d.signed)).toEqual([true, false, false, false, false, false, false]);
  });

  it('continues a streak from yesterday, wraps after day 7, and restarts after a missed day', async () => {
    const sixth = await newMember(app(), 'sign6');
    await signedOn(sixth, -1, 6);
    expect((await status(sixth)).days.map((d) => d.signed)).toEqual([true, true, true, true, true, true, false]);
    expect(okValue(await sixth.call('signIn'), SignInResultSchema)).toEqual({ day: 7, reward: '20.00', streak: 7 });
    expect(await sixth.balance()).toBe(2000n);

    const seventh = await newMember(app(), 'sign7');
    await signedOn(seventh, -1, 7);
    expect(okValue(await seventh.call('signIn'), SignInResultSchema)).toEqual({ day: 1, reward: '1.00', streak: 8 });

    const gap = await newMember(app(), 'signgap');
    await signedOn(gap, -2, 3);
    expect((await status(gap)).streak).toBe(0);
    expect(okValue(await gap.call('signIn'), SignInResultSchema)).toEqual({ day: 1, reward: '1.00', streak: 1 });
  });

  it('refuses trial members, visitors, and everyone while the login promotion is off', async () => {
    const trial = await newMember(app(), 'signtr', 4);
    for (const res of [await trial.call('signIn'), await trial.call('signInStatus')]) {
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).errorCode).toBe(ErrorCode.FREE_REJECT);
    }
    expect(await trial.balance()).toBe(0n);
    expect((await app().inject({ method: 'POST', url: CALLS.signIn.path })).statusCode).toBe(401);

    const m = await newMember(app(), 'signoff');
    const key = and(eq(promotions.key, SIGN_IN_PROMOTION_KEY), eq(promotions.merchantId, m.merchantId));
    await db().update(promotions).set({ enabled: false }).where(key);
    try {
      expect((await status(m)).enabled).toBe(false);
      const res = await m.call('signIn');
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).errorCode).toBe(ErrorCode.FEATURE_DISABLED);
      expect(await m.balance()).toBe(0n);
    } finally {
      await db().update(promotions).set({ enabled: true }).where(key);
    }
  });
});
