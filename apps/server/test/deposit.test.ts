import { expect, it } from 'vitest';
import {
  DEMO_GATEWAY,
  DepositChannelSchema,
  DepositOrderSchema,
  DepositPageSchema,
  DepositPromoSchema,
  DepositStartSchema,
  AcceptPromoResultSchema,
  MONEY_OPS_CALLS,
} from '@wps/contract';
import { z } from 'zod';
import { signNotify } from '../src/modules/deposit/service.js';
import { errorBody, describeEachDb, okValue } from './helper.js';
import { OPS_TOKEN, channel, newMember, ops, rid, today } from './money-fixtures.js';

const opsPath = (path: string, orderNo = '') => path.replace(':code', 'demo').replace(':orderNo', orderNo);

describeEachDb(
  'deposit',
  (ctx) => {
    const app = () => ctx().app;

    it('lists channels with limits and presets, and the deposit promotion', async () => {
      const m = await newMember(app(), 'dch');
      const channels = okValue(await m.call('depositBanks'), z.array(DepositChannelSchema));
      expect(channels.map((c) => c.type).sort()).toEqual(['BANK', 'GATEWAY']);
      for (const c of channels) {
        expect(c.presets.length).toBeGreaterThan(0);
        expect(Number(c.min)).toBeLessThan(Number(c.max));
      }
      const promos = okValue(await m.call('depositPromos'), z.array(DepositPromoSchema));
      expect(promos).toHaveLength(1);
      const preview = okValue(await m.call('acceptPromo', { body: { promoId: promos[0]!.id, amount: '500' } }), AcceptPromoResultSchema);
      expect(preview.bonus).toBe('50.00');
      const capped = okValue(await m.call('acceptPromo', { body: { promoId: promos[0]!.id, amount: '5000' } }), AcceptPromoResultSchema);
      expect(capped.bonus).toBe('188.00');
      expect(errorBody(await m.call('acceptPromo', { body: { promoId: promos[0]!.id, amount: '50' } })).errorCode).toBe('VALIDATION');
    });

    it('gateway: a repeated signed callback credits exactly once; a forged one is refused', async () => {
      const m = await newMember(app(), 'dgw');
      const gw = await channel(app(), 'GATEWAY');
      const start = okValue(await m.call('depositGateway', { body: { channelId: gw.id, amount: '300', requestId: rid() } }), DepositStartSchema);
      expect(start.order.status).toBe('pending');
      expect(start.payUrl).toBe(DEMO_GATEWAY.page.replace(':orderNo', start.order.orderNo));
      const n = { orderNo: start.order.orderNo, amount: '300.00', status: 'PAID' as const, txnId: 'T-1' };
      const notify = (payload: object) => app().inject({ method: 'POST', url: DEMO_GATEWAY.notify, payload });

      const forged = await notify({ ...n, sign: signNotify('not-the-secret', n) });
      expect(forged.statusCode).toBe(403);
      const tampered = await notify({ ...n, amount: '3000.00', sign: signNotify(gw.gatewaySecret!, n) });
      expect(tampered.statusCode).toBe(403);
      expect(await m.balance()).toBe(0n);

      const sign = signNotify(gw.gatewaySecret!, n);
      const results = await Promise.all(Array.from({ length: 8 }, () => notify({ ...n, sign })));
      for (const r of results) expect(r.json()).toMatchObject({ success: true, value: { status: 'success' } });
      expect((await notify({ ...n, sign })).statusCode).toBe(200);
      expect(await m.balance()).toBe(30_000n);
      expect((await m.entries()).map((e) => [e.kind, e.amount])).toEqual([['deposit', 30_000n]]);

      const order = okValue(await m.call('depositOrder', { query: { orderNo: n.orderNo } }), DepositOrderSchema);
      expect(order.status).toBe('success');
    });

    it('gateway: a notification whose amount differs from the order is refused even when signed', async () => {
      const m = await newMember(app(), 'dga');
      const gw = await channel(app(), 'GATEWAY');
      const start = okValue(await m.call('depositGateway', { body: { channelId: gw.id, amount: '100', requestId: rid() } }), DepositStartSchema);
      const n = { orderNo: start.order.orderNo, amount: '1000.00', status: 'PAID' as const, txnId: 'T-2' };
      const res = await app().inject({ method: 'POST', url: DEMO_GATEWAY.notify, payload: { ...n, sign: signNotify(gw.gatewaySecret!, n) } });
      expect(errorBody(res).errorCode).toBe('VALIDATION');
      expect(await m.balance()).toBe(0n);
    });

    it('demo gateway page pays the order through the signed callback, with the accepted promotion', async () => {
      const m = await newMember(app(), 'dpg');
      const gw = await channel(app(), 'GATEWAY');
      const promo = okValue(await m.call('depositPromos'), z.array(DepositPromoSchema))[0]!;
      const start = okValue(
        await m.call('depositGateway', { body: { channelId: gw.id, amount: '200', promoId: promo.id, requestId: rid() } }),
        DepositStartSchema,
      );
      expect(start.order.bonus).toBe('20.00');
      const page = await app().inject({ method: 'GET', url: start.payUrl! });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('200.00');
      const pay = await app().inject({ method: 'POST', url: `${start.payUrl}/pay`, payload: { status: 'PAID' } });
      expect(pay.json().value.returnUrl).toBe(`/m/voucherCenter?order=${start.order.orderNo}`);
      expect(await m.balance()).toBe(22_000n);
      expect((await m.entries()).map((e) => e.kind)).toEqual(['deposit', 'bonus']);
      // Paying again (a second click, a replayed page) changes nothing.
      await app().inject({ method: 'POST', url: `${start.payUrl}/pay`, payload: { status: 'PAID' } });
      expect(await m.balance()).toBe(22_000n);
    });

    it('gateway: a cancelled payment fails the order and moves nothing', async () => {
      const m = await newMember(app(), 'dgf');
      const gw = await channel(app(), 'GATEWAY');
      const start = okValue(await m.call('depositGateway', { body: { channelId: gw.id, amount: '100', requestId: rid() } }), DepositStartSchema);
      await app().inject({ method: 'POST', url: `${start.payUrl}/pay`, payload: { status: 'FAILED' } });
      expect(okValue(await m.call('depositOrder', { query: { orderNo: start.order.orderNo } }), DepositOrderSchema).status).toBe('failed');
      expect(await m.balance()).toBe(0n);
    });

    it('manual transfer waits for the operator; approval credits once, rejection credits nothing', async () => {
      const m = await newMember(app(), 'dmb');
      const bank = await channel(app(), 'BANK');
      const requestId = rid();
      const body = { channelId: bank.id, amount: '1000', payerName: 'Zhang San', requestId };
      const start = okValue(await m.call('depositManual', { body }), DepositStartSchema);
      expect(start.order).toMatchObject({ status: 'pending', channelType: 'BANK' });
      expect(start.payUrl).toBeNull();
      expect(start.order.receivingAccount?.accountNo).toMatch(/^\d+$/);
      expect(start.order.reference).toMatch(/^[A-Z0-9]{6}$/);
      // The same submit again is the same order.
      const again = okValue(await m.call('depositManual', { body }), DepositStartSchema);
      expect(again.order.orderNo).toBe(start.order.orderNo);
      expect(errorBody(await m.call('depositManual', { body: { ...body, amount: '2000' } })).errorCode).toBe('CONFLICT');
      expect(await m.balance()).toBe(0n);

      const pending = (await ops(app(), 'GET', `${opsPath(MONEY_OPS_CALLS.deposits.path)}?status=pending`)).json();
      expect(pending.value.list.map((o: { orderNo: string }) => o.orderNo)).toContain(start.order.orderNo);

      const approve = opsPath(MONEY_OPS_CALLS.approveDeposit.path, start.order.orderNo);
      const results = await Promise.all([ops(app(), 'POST', approve), ops(app(), 'POST', approve)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await m.balance()).toBe(100_000n);

      const second = okValue(await m.call('depositManual', { body: { ...body, requestId: rid() } }), DepositStartSchema);
      expect((await ops(app(), 'POST', opsPath(MONEY_OPS_CALLS.rejectDeposit.path, second.order.orderNo))).statusCode).toBe(200);
      expect((await ops(app(), 'POST', opsPath(MONEY_OPS_CALLS.approveDeposit.path, second.order.orderNo))).statusCode).toBe(409);
      expect(await m.balance()).toBe(100_000n);

      const report = okValue(await m.call('depositReport', { query: { start: today(), end: today() } }), DepositPageSchema);
      expect(report.list.map((o) => o.status)).toEqual(['failed', 'success']);
    });

    it('refuses bad input with nothing created', async () => {
      const m = await newMember(app(), 'dbad');
      const bank = await channel(app(), 'BANK');
      const gw = await channel(app(), 'GATEWAY');
      const cases = [
        ['depositManual', { channelId: bank.id, amount: '99.99', payerName: 'A', requestId: rid() }],
        ['depositManual', { channelId: bank.id, amount: '50000.01', payerName: 'A', requestId: rid() }],
        ['depositManual', { channelId: bank.id, amount: '100', requestId: rid() }],
        ['depositManual', { channelId: gw.id, amount: '100', payerName: 'A', requestId: rid() }],
        ['depositGateway', { channelId: gw.id, amount: '-5', requestId: rid() }],
        ['depositGateway', { channelId: gw.id, amount: '1e3', requestId: rid() }],
        ['depositGateway', { channelId: 999_999, amount: '100', requestId: rid() }],
      ] as const;
      for (const [name, body] of cases) {
        const res = await m.call(name, { body });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
      }
      const report = okValue(await m.call('depositReport', { query: { start: today(), end: today() } }), DepositPageSchema);
      expect(report.totalCount).toBe(0);
    });

    it("never shows or lets anyone act on another member's order", async () => {
      const a = await newMember(app(), 'down');
      const b = await newMember(app(), 'dother');
      const bank = await channel(app(), 'BANK');
      const start = okValue(
        await a.call('depositManual', { body: { channelId: bank.id, amount: '100', payerName: 'A', requestId: rid() } }),
        DepositStartSchema,
      );
      const peek = await b.call('depositOrder', { query: { orderNo: start.order.orderNo } });
      expect(peek.statusCode).toBe(404);
      const report = okValue(await b.call('depositReport', { query: { start: today(), end: today() } }), DepositPageSchema);
      expect(report.list).toHaveLength(0);
      // The operator API needs the operator token: a member token does not open it.
      const asMember = await app().inject({
        method: 'POST',
        url: opsPath(MONEY_OPS_CALLS.approveDeposit.path, start.order.orderNo),
        headers: { Authorization: b.token },
        payload: {},
      });
      expect(asMember.statusCode).toBe(401);
      expect((await ops(app(), 'POST', opsPath(MONEY_OPS_CALLS.approveDeposit.path, start.order.orderNo), 'wrong-token')).statusCode).toBe(403);
      expect(await a.balance()).toBe(0n);
    });

    it('refuses trial members', async () => {
      const t = await newMember(app(), 'dtrial', 4);
      const bank = await channel(app(), 'BANK');
      const res = await t.call('depositManual', { body: { channelId: bank.id, amount: '100', payerName: 'T', requestId: rid() } });
      expect(errorBody(res).errorCode).toBe('FREE_REJECT');
    });
  },
  { config: { opsToken: OPS_TOKEN } },
);
