import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALLS,
  CheckPromoCodeResultSchema,
  DepositPromoSchema,
  DepositStartSchema,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsDepositPromoSchema,
  TurnoverStatusAnswerSchema,
  depositBonusMinor,
  type OpsDepositPromoInput,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog } from '../src/db/schema.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { channel, newMember, rid, type TestMember } from './money-fixtures.js';

describe('deposit bonus math', () => {
  const rule = (percentBp: number, fixedBonus: bigint, maxBonus: bigint, minDeposit: bigint) => ({ percentBp, fixedBonus, maxBonus, minDeposit });
  it.each([
    { name: 'percent only', rule: rule(1000, 0n, 18_800n, 10_000n), amount: 50_000n, want: 5_000n },
    { name: 'percent rounds down', rule: rule(1000, 0n, 18_800n, 0n), amount: 12_345n, want: 1_234n },
    { name: 'percent capped', rule: rule(1000, 0n, 18_800n, 10_000n), amount: 500_000n, want: 18_800n },
    { name: 'fixed only', rule: rule(0, 800n, 800n, 5_000n), amount: 5_000n, want: 800n },
    { name: 'fixed plus percent', rule: rule(500, 1_000n, 10_000n, 0n), amount: 20_000n, want: 2_000n },
    { name: 'fixed plus percent capped', rule: rule(500, 1_000n, 1_500n, 0n), amount: 20_000n, want: 1_500n },
    { name: 'exactly the minimum pays', rule: rule(1000, 0n, 18_800n, 10_000n), amount: 10_000n, want: 1_000n },
    { name: 'below the minimum pays nothing', rule: rule(1000, 800n, 18_800n, 10_000n), amount: 9_999n, want: null },
  ])('$name', ({ rule: r, amount, want }) => {
    expect(depositBonusMinor(amount, r)).toBe(want);
  });
});

const FIN = 'ops_k_depcodes-finance-0123456789';
const SUPPORT = 'ops_k_depcodes-support-0123456789';
const CheckSchema = CheckPromoCodeResultSchema;

describeEachDb('deposit promo and bonus codes', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db as Db;
  const promosPath = CALLS.opsDepositPromos.path.replace(':code', 'demo');
  const opsCall = (method: 'GET' | 'POST' | 'PUT', url: string, key: string, payload?: unknown) =>
    app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: key }, ...(payload === undefined ? {} : { payload: payload as object }) });
  let n = 0;
  const promo = (over: Partial<OpsDepositPromoInput> = {}): OpsDepositPromoInput => ({
    code: `T${Date.now().toString(36)}${n++}`.toUpperCase(),
    title: 'Test bonus',
    percent: '0',
    fixedBonus: '10.00',
    maxBonus: '10.00',
    minDeposit: '50.00',
    hidden: true,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    perMemberUses: null,
    enabled: true,
    ...over,
  });
  const create = async (over: Partial<OpsDepositPromoInput> = {}) => okValue(await opsCall('POST', promosPath, FIN, promo(over)), OpsDepositPromoSchema);
  /** The field error of a refused call: which field, why. */
  const problem = (res: Awaited<ReturnType<TestMember['call']>>) => {
    const body = errorBody(res);
    expect(res.statusCode).toBe(422);
    expect(body.errorCode).toBe(ErrorCode.VALIDATION);
    return (body.value as { field: string; message: string }[])[0]!;
  };
  const check = (m: TestMember, code: string, amount?: string) => m.call('checkPromoCode', { query: amount === undefined ? { code } : { code, amount } });
  const deposit = async (m: TestMember, body: Record<string, unknown>) => {
    const gw = await channel(app(), 'GATEWAY');
    return m.call('depositGateway', { body: { channelId: gw.id, amount: '100', requestId: rid(), ...body } });
  };

  beforeAll(async () => {
    await grantOpsKey(app(), FIN, 'finance');
    await grantOpsKey(app(), SUPPORT, 'support');
  });

  it('a hidden bonus code is absent from the list but usable by its code, whatever its case', async () => {
    const m = await newMember(app(), 'dchid');
    const listed = okValue(await m.call('depositPromos'), z.array(DepositPromoSchema));
    expect(listed.map((p) => p.title)).not.toContain('Welcome bonus 8.00');
    const seen = okValue(await check(m, 'welcome8', '50'), CheckSchema);
    expect(seen).toMatchObject({ code: 'WELCOME8', title: 'Welcome bonus 8.00', bonus: '8.00', minDeposit: '50.00' });
    // A listed promotion's code works as well as picking it: the same bonus.
    expect(okValue(await check(m, 'Deposit10', '500'), CheckSchema).bonus).toBe('50.00');
    // A hidden promotion cannot be picked by id.
    expect(problem(await deposit(m, { promoId: seen.promoId }))).toEqual({ field: 'promoId', message: 'unknown' });
  });

  it('a wrong code, a code below its minimum, and both a pick and a code are clear field errors', async () => {
    const m = await newMember(app(), 'dcbad');
    expect(problem(await check(m, 'NOPE-123', '100'))).toEqual({ field: 'code', message: 'unknown' });
    expect(problem(await check(m, 'WELCOME8', '49.99'))).toEqual({ field: 'code', message: 'below_minimum' });
    // Before any amount: an unknown code is refused, a usable one answers without a bonus.
    expect(problem(await check(m, 'NOPE-123'))).toEqual({ field: 'code', message: 'unknown' });
    expect(okValue(await check(m, 'welcome8'), CheckSchema)).toMatchObject({ code: 'WELCOME8', bonus: null, minDeposit: '50.00' });
    expect(problem(await deposit(m, { promoCode: 'NOPE-123' }))).toEqual({ field: 'promoCode', message: 'unknown' });
    const listed = okValue(await m.call('depositPromos'), z.array(DepositPromoSchema));
    expect(problem(await deposit(m, { promoCode: 'WELCOME8', promoId: listed[0]!.id })).field).toBe('promoCode');
    expect((await check(m, 'x', '100')).statusCode).toBe(422);
    // A switched-off promotion is unknown.
    const off = await create({ enabled: false });
    expect(problem(await check(m, off.code, '100'))).toEqual({ field: 'code', message: 'unknown' });
    expect(await m.balance()).toBe(0n);
  });

  it('bonus math through the code: fixed + percent, capped, nothing below the minimum', async () => {
    const m = await newMember(app(), 'dcmath');
    const p = await create({ percent: '5', fixedBonus: '10.00', maxBonus: '25.00', minDeposit: '100.00' });
    for (const [amount, bonus] of [
      ['100', '15.00'],
      ['200', '20.00'],
      ['300', '25.00'],
      ['3000', '25.00'],
    ] as const) {
      expect(okValue(await check(m, p.code.toLowerCase(), amount), CheckSchema).bonus).toBe(bonus);
    }
    expect(problem(await check(m, p.code, '99.99')).message).toBe('below_minimum');
    const start = okValue(await deposit(m, { amount: '200', promoCode: p.code }), DepositStartSchema);
    expect(start.order.bonus).toBe('20.00');
  });

  it('parallel deposits with a once-per-member code: one order gets the bonus, the other is refused; a failed order frees the use', async () => {
    const m = await newMember(app(), 'dcrace');
    const results = await Promise.all(Array.from({ length: 4 }, () => deposit(m, { amount: '60', promoCode: 'WELCOME8' })));
    const ok = results.filter((r) => r.statusCode === 200).map((r) => okValue(r, DepositStartSchema));
    expect(ok).toHaveLength(1);
    expect(ok[0]!.order.bonus).toBe('8.00');
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(problem(r)).toEqual({ field: 'promoCode', message: 'already_used' });
    expect(problem(await check(m, 'WELCOME8', '60')).message).toBe('already_used');
    // Another member still has theirs.
    const other = await newMember(app(), 'dcrace2');
    expect(okValue(await check(other, 'WELCOME8', '60'), CheckSchema).bonus).toBe('8.00');
    // Resubmitting the same request answers its order (its own use does not refuse it).
    const gw = await channel(app(), 'GATEWAY');
    const body = { channelId: gw.id, amount: '70', promoCode: 'WELCOME8', requestId: rid() };
    const other1 = okValue(await other.call('depositGateway', { body }), DepositStartSchema);
    expect(okValue(await other.call('depositGateway', { body }), DepositStartSchema).order.orderNo).toBe(other1.order.orderNo);
    // The payer cancels: the failed order gives the use back.
    await app().inject({ method: 'POST', url: `${ok[0]!.payUrl}/pay`, payload: { status: 'FAILED' } });
    expect(okValue(await check(m, 'WELCOME8', '60'), CheckSchema).bonus).toBe('8.00');
  });

  it('a total use limit holds under parallel deposits of several members', async () => {
    const p = await create({ maxUses: 2 });
    const members = await Promise.all([1, 2, 3, 4].map((i) => newMember(app(), `dcmax${i}`)));
    const results = await Promise.all(members.map((m) => deposit(m, { promoCode: p.code })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(problem(r)).toEqual({ field: 'promoCode', message: 'used_up' });
    const seen = okValue(await opsCall('GET', promosPath, FIN), z.array(OpsDepositPromoSchema)).find((x) => x.id === p.id)!;
    expect(seen.uses).toEqual({ pending: 2, credited: 0 });
  });

  it('a promotion outside its window is refused and not listed', async () => {
    const m = await newMember(app(), 'dcwin');
    const day = 86_400_000;
    const soon = await create({ hidden: false, startsAt: new Date(Date.now() + day).toISOString() });
    const past = await create({ hidden: false, startsAt: new Date(Date.now() - 2 * day).toISOString(), endsAt: new Date(Date.now() - day).toISOString() });
    const now = await create({ hidden: false, title: 'Open now', startsAt: new Date(Date.now() - day).toISOString(), endsAt: new Date(Date.now() + day).toISOString() });
    expect(problem(await check(m, soon.code, '100')).message).toBe('not_started');
    expect(problem(await check(m, past.code, '100')).message).toBe('ended');
    expect(problem(await deposit(m, { promoId: soon.id }))).toEqual({ field: 'promoId', message: 'not_started' });
    const listed = okValue(await m.call('depositPromos'), z.array(DepositPromoSchema)).map((p) => p.id);
    expect(listed).toContain(now.id);
    expect(listed).not.toContain(soon.id);
    expect(listed).not.toContain(past.id);
    // Done with the listed ones: switch them off so the list stays as the seed made it.
    for (const p of [soon, past, now]) expect((await opsCall('PUT', `${promosPath}/${p.id}`, FIN, { enabled: false })).statusCode).toBe(200);
  });

  it('the credited deposit with a bonus code pays the bonus and opens its turnover requirement', async () => {
    const m = await newMember(app(), 'dcturn');
    const start = okValue(await deposit(m, { amount: '100', promoCode: 'WELCOME8' }), DepositStartSchema);
    expect(start.order.bonus).toBe('8.00');
    await app().inject({ method: 'POST', url: `${start.payUrl}/pay`, payload: { status: 'PAID' } });
    expect(await m.balance()).toBe(10_800n);
    expect((await m.entries()).map((e) => [e.kind, e.amount])).toEqual([
      ['deposit', 10_000n],
      ['bonus', 800n],
    ]);
    const status = okValue(await m.call('turnoverStatus'), TurnoverStatusAnswerSchema);
    // The demo deposit rule: 1x deposit + 1x bonus.
    expect(status.open).toHaveLength(1);
    expect(status.open[0]).toMatchObject({ source: 'deposit', bonus: '8.00', required: '108.00', wagered: '0.00' });
    // Credited, the use stays taken.
    expect(problem(await check(m, 'WELCOME8', '100')).message).toBe('already_used');
  });

  it('operator: lists, creates and changes promotions (finance only, audited, checked as a whole)', async () => {
    expect((await opsCall('GET', promosPath, SUPPORT)).statusCode).toBe(403);
    expect((await opsCall('POST', promosPath, SUPPORT, promo())).statusCode).toBe(403);
    const all = okValue(await opsCall('GET', promosPath, FIN), z.array(OpsDepositPromoSchema));
    expect(all.find((p) => p.code === 'WELCOME8')).toMatchObject({ hidden: true, fixedBonus: '8.00', perMemberUses: 1, minDeposit: '50.00' });

    const created = await create({ code: 'SPRING-5', percent: '5.5', fixedBonus: '0', maxBonus: '100', minDeposit: '10' });
    expect(created).toMatchObject({ code: 'SPRING-5', percent: '5.50', fixedBonus: '0.00', maxBonus: '100.00', uses: { pending: 0, credited: 0 } });
    // Codes are unique whatever their case.
    expect(problem(await opsCall('POST', promosPath, FIN, promo({ code: 'spring-5' }))).field).toBe('code');
    for (const [bad, field] of [
      [{ fixedBonus: '20.00', maxBonus: '10.00' }, 'maxBonus'],
      [{ percent: '0', fixedBonus: '0' }, 'percent'],
      [{ percent: '101' }, 'percent'],
      [{ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'endsAt'],
      [{ maxUses: 1, perMemberUses: 2 }, 'perMemberUses'],
    ] as const) {
      expect(problem(await opsCall('POST', promosPath, FIN, promo(bad))).field).toBe(field);
    }
    expect((await opsCall('POST', promosPath, FIN, { ...promo(), maxUses: 0 })).statusCode).toBe(422);

    const url = `${promosPath}/${created.id}`;
    const off = okValue(await opsCall('PUT', url, FIN, { enabled: false }), OpsDepositPromoSchema);
    expect(off).toMatchObject({ enabled: false, percent: '5.50', code: 'SPRING-5' });
    const changed = okValue(await opsCall('PUT', url, FIN, { enabled: true, fixedBonus: '2.00', perMemberUses: 3 }), OpsDepositPromoSchema);
    expect(changed).toMatchObject({ enabled: true, fixedBonus: '2.00', perMemberUses: 3 });
    expect(problem(await opsCall('PUT', url, FIN, { fixedBonus: '200.00' })).field).toBe('maxBonus');
    expect(problem(await opsCall('PUT', url, FIN, { code: 'welcome8' })).field).toBe('code');
    expect((await opsCall('PUT', url, FIN, {})).statusCode).toBe(422);
    expect((await opsCall('PUT', `${promosPath}/999999`, FIN, { enabled: false })).statusCode).toBe(404);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'opsUpdateDepositPromo'), eq(auditLog.target, 'deposit promo SPRING-5')))
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]!.before).toMatchObject({ enabled: true });
    expect(audit[0]!.after).toMatchObject({ enabled: false });
    const createdAudit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'opsCreateDepositPromo'), eq(auditLog.target, 'deposit promo SPRING-5')));
    expect(createdAudit).toHaveLength(1);
  });
});
