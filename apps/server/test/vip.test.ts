import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CALLS, DepositStartSchema, MemberInfoSchema, VipLevelsSchema, VipProgressSchema } from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { memberRewards, turnoverRequirements, vipLevels } from '../src/db/schema.js';
import { signNotify } from '../src/modules/deposit/service.js';
import { placeBet, settleRound } from '../src/modules/games/seamless-wallet.js';
import { vipRepo } from '../src/modules/vip/repo.js';
import { seedVip } from '../src/seed/vip-seed.js';
import { describeEachDb, errorBody, okValue } from './helper.js';
import { channel, newMember, rid } from './money-fixtures.js';

describeEachDb('vip', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;

  it('lists the 15 levels publicly, thresholds rising, notes in the request language with EN fallback', async () => {
    const en = okValue(await app().inject({ method: 'GET', url: CALLS.vipLevels.path }), VipLevelsSchema);
    expect(en.map((l) => l.level)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(en[0]).toMatchObject({ name: 'VIP 1', deposit: '0.00', validBet: '0.00', exclusiveTour: false });
    for (let i = 1; i < en.length; i++) {
      expect(Number(en[i]!.deposit)).toBeGreaterThan(Number(en[i - 1]!.deposit));
      expect(Number(en[i]!.validBet)).toBeGreaterThan(Number(en[i - 1]!.validBet));
    }
    expect(en[14]!.exclusiveTour).toBe(true);
    const cn = okValue(await app().inject({ method: 'GET', url: CALLS.vipLevels.path, headers: { Language: 'CN' } }), VipLevelsSchema);
    expect(cn[0]!.notes).not.toBe(en[0]!.notes);
    expect(cn[0]!.notes).toMatch(/[\u4e00-\u9fff]/);
    // A language without its own notes, and a garbage header, fall back to English rather than failing.
    for (const Language of ['JA', 'not-a-language']) {
      const res = await app().inject({ method: 'GET', url: CALLS.vipLevels.path, headers: { Language } });
      expect(res.statusCode).toBe(200);
      expect(okValue(res, VipLevelsSchema)[0]!.notes).toBe(en[0]!.notes);
    }
  });

  it('the seed is idempotent: running it again keeps 15 levels', async () => {
    const [first] = await db().select().from(vipLevels);
    await seedVip(db(), first!.merchantId);
    expect(await db().select().from(vipLevels).where(eq(vipLevels.merchantId, first!.merchantId))).toHaveLength(15);
  });

  it('progress needs a session: no token or a bad token -> 401, nothing answered', async () => {
    for (const headers of [{}, { Authorization: 'not-a-token' }, { Authorization: 'x'.repeat(5000) }]) {
      const res = await app().inject({ method: 'GET', url: CALLS.vipProgress.path, headers });
      expect(res.statusCode).toBe(401);
      expect(errorBody(res).success).toBe(false);
    }
  });

  it('a trial member gets FREE_REJECT', async () => {
    const t = await newMember(app(), 'vtr', 4);
    const res = await t.call('vipProgress');
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).errorCode).toBe('FREE_REJECT');
  });

  it('a member who deposits and bets moves up; open rounds do not count; member info follows', async () => {
    const m = await newMember(app(), 'vup');
    const start = okValue(await m.call('vipProgress'), VipProgressSchema);
    expect(start).toMatchObject({ level: 1, name: 'VIP 1', deposit: '0.00', validBet: '0.00' });
    expect(start.next).toMatchObject({ level: 2, deposit: '1000.00', validBet: '5000.00', depositMissing: '1000.00', validBetMissing: '5000.00' });

    // A real gateway deposit of 6000 through the signed callback.
    const gw = await channel(app(), 'GATEWAY');
    const order = okValue(await m.call('depositGateway', { body: { channelId: gw.id, amount: '6000', requestId: rid() } }), DepositStartSchema);
    const n = { orderNo: order.order.orderNo, amount: '6000.00', status: 'PAID' as const, txnId: `T-${order.order.orderNo}` };
    const paid = await app().inject({ method: 'POST', url: CALLS.demoGatewayNotify.path, payload: { ...n, sign: signNotify(gw.gatewaySecret!, n) } });
    expect(paid.statusCode).toBe(200);
    // A pending order counts for nothing.
    await m.call('depositGateway', { body: { channelId: gw.id, amount: '9000', requestId: rid() } });

    const afterDeposit = okValue(await m.call('vipProgress'), VipProgressSchema);
    expect(afterDeposit).toMatchObject({ level: 1, deposit: '6000.00', validBet: '0.00' });
    expect(afterDeposit.next).toMatchObject({ level: 2, depositMissing: '0.00', validBetMissing: '5000.00' });

    const base = { merchantId: m.merchantId, memberId: m.id, currency: 'CNY', vendor: 'PG', gameCode: 'pg-rng-001', gameType: 'RNG' };
    for (let i = 0; i < 3; i++) {
      const roundId = `vip-${m.id}-${i}`;
      await db().transaction((tx) => placeBet(tx, { ...base, roundId, stake: 1_000_00n }));
      await db().transaction((tx) => settleRound(tx, { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG', roundId, payout: 0n }));
    }
    await db().transaction((tx) => placeBet(tx, { ...base, roundId: `vip-${m.id}-open`, stake: 2_000_00n }));
    // The rounds were settled on the database, not through a request (which drains its events before answering):
    // VIP progress follows round.settled events, so deliver them before reading it.
    await app().events.drain();

    const after = okValue(await m.call('vipProgress'), VipProgressSchema);
    // 6000 deposited, 3000 settled: level 2 needs 1000/5000, so still 1; the open 2000 stake is not a valid bet.
    expect(after).toMatchObject({ level: 1, deposit: '6000.00', validBet: '3000.00' });
    expect(after.next).toMatchObject({ level: 2, validBetMissing: '2000.00' });

    await db().transaction((tx) => settleRound(tx, { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG', roundId: `vip-${m.id}-open`, payout: 100n }));
    // As above: deliver the round.settled event of this direct settlement before reading progress.
    await app().events.drain();
    const up = okValue(await m.call('vipProgress'), VipProgressSchema);
    // 6000 / 5000: level 2 met, level 3 needs 5000 / 25000.
    expect(up).toMatchObject({ level: 2, name: 'VIP 2', validBet: '5000.00' });
    expect(up.next).toMatchObject({ level: 3, depositMissing: '0.00', validBetMissing: '20000.00' });
    const info = okValue(await m.call('memberInfo'), MemberInfoSchema);
    expect(info.clubLabel).toEqual({ labelName: 'VIP 2' });
  });

  /** Settles rounds of the member at once and delivers their events with two workers racing. */
  async function settleAtOnce(m: { id: number; merchantId: number }, stakes: bigint[]): Promise<void> {
    const base = { merchantId: m.merchantId, currency: 'CNY', vendor: 'PG' };
    const ids = stakes.map((_, i) => `vipup-${m.id}-${i}-${Date.now()}`);
    for (const [i, roundId] of ids.entries()) {
      await db().transaction((tx) => placeBet(tx, { ...base, memberId: m.id, gameCode: 'pg-rng-001', gameType: 'RNG', roundId, stake: stakes[i]! }));
    }
    await Promise.all(ids.map((roundId) => db().transaction((tx) => settleRound(tx, { ...base, roundId, payout: 0n }))));
    await Promise.all([app().events.drain(), app().events.drain()]);
  }
  const upgrades = (memberId: number) =>
    db()
      .select({ id: memberRewards.id, key: memberRewards.reference, amount: memberRewards.amount, title: memberRewards.title })
      .from(memberRewards)
      .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.kind, 'UPGRADE_BONUS')))
      .orderBy(memberRewards.id);

  it('puts the upgrade bonus of a level reached in the reward centre once, even when two events reach it at once; claimed, it pays with turnover', async () => {
    const m = await newMember(app(), 'vupb');
    await m.fund(1_000_00n);
    // Level 2 asks 1000 deposited and 5000 wagered: 10 short of it, and two rounds of 10 settle together.
    await vipRepo.add(db(), m.merchantId, m.id, { deposit: 1_000_00n, validBet: 4_990_00n });
    const before = await m.balance();
    await settleAtOnce(m, [10_00n, 10_00n]);
    const [reward, ...more] = await upgrades(m.id);
    expect(more).toEqual([]);
    expect(reward).toMatchObject({ key: `vip:upgrade:${m.id}:2`, amount: 18_00n, title: 'VIP 2' });
    // Both stakes were lost; the bonus waits to be claimed.
    expect(await m.balance()).toBe(before - 20_00n);
    expect((await m.call('claimReward', { body: { id: reward!.id } })).statusCode).toBe(200);
    expect(await m.balance()).toBe(before - 20_00n + 18_00n);
    const reqs = await db().select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, m.id));
    expect(reqs.map((r) => [r.source, r.reference, r.bonus, r.required])).toEqual([['vip', `reward:${reward!.id}`, 18_00n, 18_00n]]);

    // More bets at the same level pay nothing more.
    await settleAtOnce(m, [5_00n]);
    expect(await upgrades(m.id)).toHaveLength(1);
  });

  it('pays every level a single event jumps over, each once', async () => {
    const m = await newMember(app(), 'vupj');
    await m.fund(60_000_00n);
    // Deposits enough for level 4 (10000), wagered short of level 2 (5000): one round to 60000 wagered reaches 4.
    await vipRepo.add(db(), m.merchantId, m.id, { deposit: 10_000_00n, validBet: 4_900_00n });
    await settleAtOnce(m, [55_100_00n]);
    expect((await upgrades(m.id)).map((u) => [u.key, u.amount])).toEqual([
      [`vip:upgrade:${m.id}:2`, 18_00n],
      [`vip:upgrade:${m.id}:3`, 58_00n],
      [`vip:upgrade:${m.id}:4`, 88_00n],
    ]);
    expect(okValue(await m.call('memberInfo'), MemberInfoSchema).clubLabel).toEqual({ labelName: 'VIP 4' });
  });
});
