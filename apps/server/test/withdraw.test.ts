import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  ErrorCode,
  BankCardSchema,
  SecurityConfigSchema,
  WithdrawInfoSchema,
  WithdrawOrderSchema,
  WithdrawPageSchema,
  CALLS,
} from '@wps/contract';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { describeEachDb, errorBody, okValue } from './helper.js';
import { OPS_TOKEN, newMember, ops, rid, today, type TestMember } from './money-fixtures.js';

const opsPath = (path: string, orderNo = '') => path.replace(':code', 'demo').replace(':orderNo', orderNo);
const CARD = { bankCode: 'ICBC', accountName: 'Li Si', accountNo: '6222000011112222' };
/** A payment password no rule refuses (trivial ones are: see 'refuses trivial payment passwords'). */
const PIN = '246810';

describeEachDb(
  'withdrawal and security centre',
  (ctx) => {
    const app = () => ctx().app;

    /** A member with money, a bound card and a payment password. */
    async function ready(prefix: string, funds = 100_000n): Promise<TestMember & { cardId: number }> {
      const m = await newMember(app(), prefix);
      await m.fund(funds);
      const card = okValue(await m.call('bindBankCard', { body: CARD }), BankCardSchema);
      expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      return { ...m, cardId: card.id };
    }

    it('binds a card (masked), sets the payee name from it and keeps one holder name', async () => {
      const m = await newMember(app(), 'wcard');
      const card = okValue(await m.call('bindBankCard', { body: CARD }), BankCardSchema);
      expect(card).toMatchObject({ bankCode: 'ICBC', accountNo: '**** 2222', accountName: 'Li Si' });
      expect(JSON.stringify(okValue(await m.call('bankCards'), z.array(BankCardSchema)))).not.toContain('6222000011112222');
      const other = await m.call('bindBankCard', { body: { ...CARD, accountNo: '6222000099998888', accountName: 'Someone Else' } });
      expect(errorBody(other).errorCode).toBe(ErrorCode.VALIDATION);
      expect(errorBody(await m.call('bindBankCard', { body: CARD })).errorCode).toBe(ErrorCode.CARD_ALREADY_BOUND);
      expect(errorBody(await m.call('bindBankCard', { body: { ...CARD, bankCode: 'NOPE' } })).errorCode).toBe(ErrorCode.VALIDATION);
      expect(errorBody(await m.call('bindBankCard', { body: { ...CARD, accountNo: '12ab' } })).errorCode).toBe(ErrorCode.VALIDATION);
      const config = okValue(await m.call('securityConfig'), SecurityConfigSchema);
      expect(config).toMatchObject({ payeeName: 'Li Si', bankCards: 1, hasPaymentPassword: false });
    });

    it('sets, changes and resets the payment password; it is stored as an argon2id hash', async () => {
      const m = await newMember(app(), 'wpw');
      expect(okValue(await m.call('hasWithdrawalPassword'), z.boolean())).toBe(false);
      expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      expect(okValue(await m.call('hasWithdrawalPassword'), z.boolean())).toBe(true);
      const { memberSecurity } = await import('../src/db/schema.js');
      const { eq } = await import('drizzle-orm');
      const [row] = await app().db.select().from(memberSecurity).where(eq(memberSecurity.memberId, m.id));
      expect(row!.paymentPasswordHash).toMatch(/^\$argon2id\$/);

      expect(errorBody(await m.call('paymentPassword', { body: { newPassword: '975310' } })).errorCode).toBe(ErrorCode.VALIDATION);
      const wrongOld = await m.call('paymentPassword', { body: { newPassword: '975310', oldPassword: '000000' } });
      expect(errorBody(wrongOld)).toMatchObject({ errorCode: ErrorCode.PAYMENT_PASSWORD_WRONG, value: { attemptsLeft: 4 } });
      expect((await m.call('paymentPassword', { body: { newPassword: '975310', oldPassword: PIN } })).statusCode).toBe(200);
      expect(errorBody(await m.call('paymentPassword', { body: { newPassword: '12345a' } })).errorCode).toBe(ErrorCode.VALIDATION);
      // A wrong login password is told as such (not as a wrong payment password).
      expect(errorBody(await m.call('paymentPasswordReset', { body: { loginPassword: 'wrong', newPassword: '202468' } })).errorCode).toBe(
        ErrorCode.LOGIN_PASSWORD_WRONG,
      );
      expect((await m.call('paymentPasswordReset', { body: { loginPassword: DEMO_PASSWORD, newPassword: '202468' } })).statusCode).toBe(200);
      expect((await m.call('paymentPassword', { body: { newPassword: '314159', oldPassword: '202468' } })).statusCode).toBe(200);
    });

    it('refuses trivial payment passwords (runs, repeated digits) when set, changed or reset, saying why', async () => {
      const m = await newMember(app(), 'wtriv');
      for (const newPassword of ['123456', '654321', '111111', '000000', '890123', '210987']) {
        const res = await m.call('paymentPassword', { body: { newPassword } });
        expect(res.statusCode, newPassword).toBe(422);
        expect(errorBody(res).value, newPassword).toEqual([{ field: 'newPassword', message: 'mn_pin_trivial' }]);
        const reset = await m.call('paymentPasswordReset', { body: { loginPassword: DEMO_PASSWORD, newPassword } });
        expect(errorBody(reset).errorCode, newPassword).toBe(ErrorCode.VALIDATION);
      }
      expect(okValue(await m.call('hasWithdrawalPassword'), z.boolean())).toBe(false);
      expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      const change = await m.call('paymentPassword', { body: { newPassword: '999999', oldPassword: PIN } });
      expect(errorBody(change).value).toEqual([{ field: 'newPassword', message: 'mn_pin_trivial' }]);
    });

    it('withdraws: funds held at request, released on rejection, paid on approval', async () => {
      const m = await ready('wok');
      const info = okValue(await m.call('withdrawInfo'), WithdrawInfoSchema);
      expect(info).toMatchObject({ balance: '1000.00', hasPaymentPassword: true });
      expect(info.cards).toHaveLength(1);

      const body = { amount: '300', bankCardId: m.cardId, paymentPassword: PIN, requestId: rid() };
      const order = okValue(await m.call('withdraw', { body }), WithdrawOrderSchema);
      expect(order).toMatchObject({ status: 'pending', amount: '300.00', accountNo: '**** 2222' });
      expect(await m.balance()).toBe(70_000n);
      // A resubmit (same requestId) is the same order and holds nothing more.
      expect(okValue(await m.call('withdraw', { body }), WithdrawOrderSchema).orderNo).toBe(order.orderNo);
      expect(await m.balance()).toBe(70_000n);

      const listed = (await ops(app(), 'GET', `${opsPath(CALLS.opsWithdrawals.path)}?status=pending`)).json();
      expect(listed.value.list.find((o: { orderNo: string }) => o.orderNo === order.orderNo)).toMatchObject({ member: m.username });

      expect((await ops(app(), 'POST', opsPath(CALLS.opsRejectWithdrawal.path, order.orderNo))).statusCode).toBe(200);
      expect(await m.balance()).toBe(100_000n);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsApproveWithdrawal.path, order.orderNo))).statusCode).toBe(409);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsRejectWithdrawal.path, order.orderNo))).statusCode).toBe(409);
      expect(await m.balance()).toBe(100_000n);

      const second = okValue(await m.call('withdraw', { body: { ...body, amount: '500', requestId: rid() } }), WithdrawOrderSchema);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsApproveWithdrawal.path, second.orderNo))).statusCode).toBe(200);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsRejectWithdrawal.path, second.orderNo))).statusCode).toBe(409);
      expect(await m.balance()).toBe(50_000n);
      expect((await m.entries()).map((e) => [e.kind, e.amount])).toEqual([
        ['deposit', 100_000n],
        ['withdraw_hold', -30_000n],
        ['withdraw_release', 30_000n],
        ['withdraw_hold', -50_000n],
      ]);
      const report = okValue(await m.call('withdrawReport', { query: { start: today(), end: today() } }), WithdrawPageSchema);
      expect(report.list.map((o) => o.status)).toEqual(['success', 'rejected']);
    });

    it("answers one of the member's own withdrawals with its current status (the result screen follows it)", async () => {
      const m = await ready('word');
      const order = okValue(await m.call('withdraw', { body: { amount: '100', bankCardId: m.cardId, paymentPassword: PIN, requestId: rid() } }), WithdrawOrderSchema);
      const status = async (who: TestMember) => okValue(await who.call('withdrawOrder', { query: { orderNo: order.orderNo } }), WithdrawOrderSchema);
      expect(await status(m)).toEqual(order);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsApproveWithdrawal.path, order.orderNo))).statusCode).toBe(200);
      expect(await status(m)).toMatchObject({ orderNo: order.orderNo, status: 'success', accountNo: '**** 2222' });
      expect((await status(m)).completedAt).not.toBeNull();

      const other = await newMember(app(), 'wordx');
      const res = await other.call('withdrawOrder', { query: { orderNo: order.orderNo } });
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).errorCode).toBe(ErrorCode.NOT_FOUND);
      expect((await m.call('withdrawOrder', { query: { orderNo: 'W-nope' } })).statusCode).toBe(404);
    });

    it('refuses above the balance, without a card, without or with a wrong payment password: nothing moves', async () => {
      const m = await ready('wno', 50_000n);
      const base = { amount: '100', bankCardId: m.cardId, paymentPassword: PIN };
      const refused = async (body: object, code: string) => {
        const res = await m.call('withdraw', { body: { requestId: rid(), ...body } });
        expect(errorBody(res).errorCode, JSON.stringify(body)).toBe(code);
      };
      await refused({ ...base, amount: '500.01' }, ErrorCode.INSUFFICIENT_FUNDS);
      await refused({ ...base, bankCardId: 999_999 }, ErrorCode.BANK_CARD_REQUIRED);
      await refused({ ...base, paymentPassword: '000000' }, ErrorCode.PAYMENT_PASSWORD_WRONG);
      await refused({ ...base, amount: '99.99' }, ErrorCode.VALIDATION);
      // The limits by the contract's rule (amountProblem), as the form checks them: the reason is named.
      const below = await m.call('withdraw', { body: { ...base, amount: '99.99', requestId: rid() } });
      expect(errorBody(below).value).toEqual([{ field: 'amount', message: 'below the withdrawal minimum' }]);
      const above = await m.call('withdraw', { body: { ...base, amount: '50000.01', requestId: rid() } });
      expect(errorBody(above).value).toEqual([{ field: 'amount', message: 'above the withdrawal maximum' }]);
      await refused({ ...base, amount: '0' }, ErrorCode.VALIDATION);
      await refused({ ...base, paymentPassword: '12345' }, ErrorCode.VALIDATION);

      const bare = await newMember(app(), 'wbare');
      await bare.fund(50_000n);
      const noCard = await bare.call('withdraw', { body: { ...base, bankCardId: m.cardId, requestId: rid() } });
      expect(errorBody(noCard).errorCode).toBe(ErrorCode.BANK_CARD_REQUIRED);
      const card = okValue(await bare.call('bindBankCard', { body: CARD }), BankCardSchema);
      const noPassword = await bare.call('withdraw', { body: { ...base, bankCardId: card.id, requestId: rid() } });
      expect(errorBody(noPassword).errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_REQUIRED);

      for (const w of [m, bare]) {
        expect(await w.balance()).toBe(50_000n);
        expect(await w.entries()).toHaveLength(1);
        expect(okValue(await w.call('withdrawReport', { query: { start: today(), end: today() } }), WithdrawPageSchema).totalCount).toBe(0);
      }
    });

    it('refuses a withdrawal or payment password body sent in the clear', async () => {
      const m = await ready('wplain');
      const plain = (url: string, payload: object) => app().inject({ method: 'POST', url, payload, headers: { Authorization: m.token } });
      const w = await plain('/wps/transaction/withdraw', { amount: '100', bankCardId: m.cardId, paymentPassword: PIN, requestId: rid() });
      expect(w.statusCode).toBe(422);
      const p = await plain('/wps/member/paymentPassword', { newPassword: '314159', oldPassword: PIN });
      expect(p.statusCode).toBe(422);
      const forged = await plain('/wps/transaction/withdraw', { value: 'bm90IGVuY3J5cHRlZA==' });
      expect(errorBody(forged).errorCode).toBe(ErrorCode.ENCRYPTION_REQUIRED);
      expect(await m.balance()).toBe(100_000n);
      expect(okValue(await m.call('withdraw', { body: { amount: '100', bankCardId: m.cardId, paymentPassword: PIN, requestId: rid() } }), WithdrawOrderSchema).status).toBe('pending');
    });

    it('locks the payment password after 5 wrong answers, even for the right one, until reset', async () => {
      const m = await ready('wlock');
      const body = (paymentPassword: string) => ({ body: { amount: '100', bankCardId: m.cardId, paymentPassword, requestId: rid() } });
      const codes = [];
      const left = [];
      for (let i = 0; i < 5; i++) {
        const e = errorBody(await m.call('withdraw', body('000000')));
        codes.push(e.errorCode);
        left.push((e.value as { attemptsLeft?: number } | undefined)?.attemptsLeft);
      }
      expect(codes).toEqual([...Array(4).fill(ErrorCode.PAYMENT_PASSWORD_WRONG), ErrorCode.PAYMENT_PASSWORD_LOCKED]);
      // Each wrong answer says how many are left before the lock.
      expect(left).toEqual([4, 3, 2, 1, undefined]);
      const locked = await m.call('withdraw', body(PIN));
      expect(locked.statusCode).toBe(429);
      expect(errorBody(locked).errorCode).toBe(ErrorCode.PAYMENT_PASSWORD_LOCKED);
      expect(okValue(await m.call('securityConfig'), SecurityConfigSchema).paymentPasswordLocked).toBe(true);
      expect(await m.balance()).toBe(100_000n);

      await m.call('paymentPasswordReset', { body: { loginPassword: DEMO_PASSWORD, newPassword: '135790' } });
      expect(okValue(await m.call('withdraw', body('135790')), WithdrawOrderSchema).status).toBe('pending');
    });

    it('holds exactly what the balance covers when many withdrawals race', async () => {
      const m = await ready('wrace', 50_000n);
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          m.call('withdraw', { body: { amount: '100', bankCardId: m.cardId, paymentPassword: PIN, requestId: rid() } }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(errorBody(r).errorCode).toBe(ErrorCode.INSUFFICIENT_FUNDS);
      expect(await m.balance()).toBe(0n);
      expect(okValue(await m.call('withdrawReport', { query: { start: today(), end: today() } }), WithdrawPageSchema).totalCount).toBe(5);
    });

    it("cannot use another member's card or see another member's withdrawals", async () => {
      const a = await ready('wa');
      const b = await ready('wb');
      okValue(await a.call('withdraw', { body: { amount: '100', bankCardId: a.cardId, paymentPassword: PIN, requestId: rid() } }), WithdrawOrderSchema);
      const res = await b.call('withdraw', { body: { amount: '100', bankCardId: a.cardId, paymentPassword: PIN, requestId: rid() } });
      expect(errorBody(res).errorCode).toBe(ErrorCode.BANK_CARD_REQUIRED);
      expect(okValue(await b.call('withdrawReport', { query: { start: today(), end: today() } }), WithdrawPageSchema).totalCount).toBe(0);
      expect(okValue(await b.call('bankCards'), z.array(BankCardSchema)).map((c) => c.id)).toEqual([b.cardId]);
      expect(await b.balance()).toBe(100_000n);
    });

    it('refuses trial members', async () => {
      const t = await newMember(app(), 'wtrial', 4);
      expect(errorBody(await t.call('bindBankCard', { body: CARD })).errorCode).toBe(ErrorCode.FREE_REJECT);
      expect(errorBody(await t.call('paymentPassword', { body: { newPassword: PIN } })).errorCode).toBe(ErrorCode.FREE_REJECT);
      const res = await t.call('withdraw', { body: { amount: '100', bankCardId: 1, paymentPassword: PIN, requestId: rid() } });
      expect(errorBody(res).errorCode).toBe(ErrorCode.FREE_REJECT);
    });

    // The e-mail (a code to the new address) and the nickname rule: profile-settings.test.ts.
    it('updates nickname and payee name (payee name once)', async () => {
      const m = await newMember(app(), 'wprof');
      expect((await m.call('setNickname', { body: { nickname: 'Ace' } })).statusCode).toBe(200);
      expect((await m.call('setPayeeName', { body: { payeeName: 'Wang Wu' } })).statusCode).toBe(200);
      expect(errorBody(await m.call('setPayeeName', { body: { payeeName: 'Other' } })).errorCode).toBe(ErrorCode.PAYEE_NAME_SET);
      expect(okValue(await m.call('securityConfig'), SecurityConfigSchema)).toMatchObject({
        nickname: 'Ace',
        payeeName: 'Wang Wu',
      });
      const wrongHolder = await m.call('bindBankCard', { body: CARD });
      expect(errorBody(wrongHolder).errorCode).toBe(ErrorCode.VALIDATION);
    });
  },
  { opsKey: OPS_TOKEN },
);
