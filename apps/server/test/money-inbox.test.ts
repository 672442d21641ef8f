import { expect, it } from 'vitest';
import { BankCardSchema, CALLS, DepositStartSchema, InboxPageSchema, WithdrawOrderSchema } from '@wps/contract';
import { describeEachDb, okValue } from './helper.js';
import { OPS_TOKEN, channel, newMember, ops, rid } from './money-fixtures.js';

// Issue 33 item 20: the member hears in the inbox that a deposit was credited, a withdrawal paid or one rejected.

const opsPath = (path: string, orderNo: string) => path.replace(':code', 'demo').replace(':orderNo', orderNo);
const PIN = '246810';

describeEachDb(
  'money results in the inbox',
  (ctx) => {
    const app = () => ctx().app;

    it('a credited deposit, a paid and a rejected withdrawal each leave one inbox message', async () => {
      const m = await newMember(app(), 'mib');
      const inbox = async () => okValue(await m.call('inboxList'), InboxPageSchema).list.map((x) => [x.title, x.content]);
      const bank = await channel(app(), 'BANK');
      const deposit = okValue(
        await m.call('depositManual', { body: { channelId: bank.id, amount: '1000', payerName: 'Zhang San', requestId: rid() } }),
        DepositStartSchema,
      );
      expect(await inbox()).toEqual([]);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsApproveDeposit.path, deposit.order.orderNo))).statusCode).toBe(200);
      await app().events.drain();
      expect(await inbox()).toEqual([['Deposit credited', `Your deposit ${deposit.order.orderNo} of ￥1,000.00 has been credited to your wallet.`]]);

      const card = okValue(await m.call('bindBankCard', { body: { bankCode: 'ICBC', accountName: 'Li Si', accountNo: '6222000011113333' } }), BankCardSchema);
      expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
      const withdraw = async (amount: string) =>
        okValue(await m.call('withdraw', { body: { amount, bankCardId: card.id, paymentPassword: PIN, requestId: rid() } }), WithdrawOrderSchema);
      const rejected = await withdraw('300');
      const paid = await withdraw('200');
      expect((await ops(app(), 'POST', opsPath(CALLS.opsRejectWithdrawal.path, rejected.orderNo))).statusCode).toBe(200);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsApproveWithdrawal.path, paid.orderNo))).statusCode).toBe(200);
      await app().events.drain();
      // Delivered again (a re-run), nothing more is written: one message per order and outcome.
      await app().events.drain();
      const messages = await inbox();
      expect(messages.map(([title]) => title).sort()).toEqual(["Deposit credited", "Withdrawal paid", "Withdrawal rejected"]);
      expect(messages).toEqual(
        expect.arrayContaining([
          ['Withdrawal paid', `Your withdrawal ${paid.orderNo} of ￥200.00 has been paid out.`],
          ['Withdrawal rejected', `Your withdrawal ${rejected.orderNo} of ￥300.00 was rejected; the amount is back in your wallet.`],
        ]),
      );
    });
  },
  { opsKey: OPS_TOKEN },
);
