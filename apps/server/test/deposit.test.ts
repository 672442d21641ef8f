import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import {
  ErrorCode,
  DEMO_GATEWAY,
  DepositChannelSchema,
  DepositOrderSchema,
  DepositPageSchema,
  DepositPromoSchema,
  DepositStartSchema,
  AcceptPromoResultSchema,
  OPS_TOKEN_HEADER,
  OpsDepositChannelSchema,
  CALLS,
} from '@wps/contract';
import { z } from 'zod';
import type { Db } from '../src/db/client.js';
import { depositChannels, depositOrders, merchants } from '../src/db/schema.js';
import { signNotify } from '../src/modules/deposit/service.js';
import { errorBody, describeEachDb, okValue } from './helper.js';
import { OPS_TOKEN, channel, newMember, ops, rid, today, type TestMember } from './money-fixtures.js';

const opsPath = (path: string, orderNo = '') => path.replace(':code', 'demo').replace(':orderNo', orderNo);

describeEachDb(
  'deposit',
  (ctx) => {
    const app = () => ctx().app;

    it('lists channels with limits and presets, and the deposit promotion', async () => {
      const m = await newMember(app(), 'dch');
      const channels = okValue(await m.call('depositBanks'), z.array(DepositChannelSchema));
      expect(channels.map((c) => c.type).sort()).toEqual(['ALIPAY', 'BANK', 'GATEWAY', 'QQ', 'WECHAT']);
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
      expect(errorBody(await m.call('acceptPromo', { body: { promoId: promos[0]!.id, amount: '50' } })).errorCode).toBe(ErrorCode.VALIDATION);
    });

    it('gateway: a repeated signed callback credits exactly once; a forged one is refused', async () => {
      const m = await newMember(app(), 'dgw');
      const gw = await channel(app(), 'GATEWAY');
      const start = okValue(await m.call('depositGateway', { body: { channelId: gw.id, amount: '300', requestId: rid() } }), DepositStartSchema);
      expect(start.order.status).toBe('pending');
      expect(start.payUrl).toBe(DEMO_GATEWAY.page.replace(':orderNo', start.order.orderNo));
      const n = { orderNo: start.order.orderNo, amount: '300.00', status: 'PAID' as const, txnId: 'T-1' };
      const notify = (payload: object) => app().inject({ method: 'POST', url: CALLS.demoGatewayNotify.path, payload });

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
      const res = await app().inject({ method: 'POST', url: CALLS.demoGatewayNotify.path, payload: { ...n, sign: signNotify(gw.gatewaySecret!, n) } });
      expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
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
      expect(errorBody(await m.call('depositManual', { body: { ...body, amount: '2000' } })).errorCode).toBe(ErrorCode.REQUEST_REUSED);
      expect(await m.balance()).toBe(0n);

      const pending = (await ops(app(), 'GET', `${opsPath(CALLS.opsDeposits.path)}?status=pending`)).json();
      expect(pending.value.list.map((o: { orderNo: string }) => o.orderNo)).toContain(start.order.orderNo);

      const approve = opsPath(CALLS.opsApproveDeposit.path, start.order.orderNo);
      const results = await Promise.all([ops(app(), 'POST', approve), ops(app(), 'POST', approve)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await m.balance()).toBe(100_000n);

      const second = okValue(await m.call('depositManual', { body: { ...body, requestId: rid() } }), DepositStartSchema);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsRejectDeposit.path, second.order.orderNo))).statusCode).toBe(200);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsApproveDeposit.path, second.order.orderNo))).statusCode).toBe(409);
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
        url: opsPath(CALLS.opsApproveDeposit.path, start.order.orderNo),
        headers: { Authorization: b.token },
        payload: {},
      });
      expect(asMember.statusCode).toBe(401);
      expect((await ops(app(), 'POST', opsPath(CALLS.opsApproveDeposit.path, start.order.orderNo), 'wrong-token')).statusCode).toBe(401);
      expect(await a.balance()).toBe(0n);
    });

    it('refuses trial members', async () => {
      const t = await newMember(app(), 'dtrial', 4);
      const bank = await channel(app(), 'BANK');
      const res = await t.call('depositManual', { body: { channelId: bank.id, amount: '100', payerName: 'T', requestId: rid() } });
      expect(errorBody(res).errorCode).toBe(ErrorCode.FREE_REJECT);
    });
  },
  { opsKey: OPS_TOKEN },
);

// ---- the sandbox gateway may only complete orders of an enabled sandbox channel (hardening item 1) ----

const channelPath = (channelCode: string, code = 'demo') =>
  CALLS.opsUpdateDepositChannel.path.replace(':code', code).replace(':channelCode', channelCode);
const channelsPath = (code = 'demo') => CALLS.opsDepositChannels.path.replace(':code', code);

describeEachDb(
  'deposit sandbox gateway',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    let n = 0;

    /** A GATEWAY channel of the demo merchant with its own secret: a real provider's (sandbox off) or a sandbox one. */
    async function gatewayChannel(kind: 'real' | 'sandbox') {
      const [merchant] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
      const [row] = await db()
        .insert(depositChannels)
        .values({
          merchantId: merchant!.id,
          code: `${kind === 'real' ? 'REAL' : 'SBX'}_${Date.now().toString(36)}${n++}`.toUpperCase(),
          type: 'GATEWAY',
          name: kind === 'real' ? 'Real provider' : 'Another sandbox',
          minAmount: 5_000n,
          maxAmount: 2_000_000n,
          presets: ['100.00'],
          gatewaySecret: randomBytes(32).toString('hex'),
          sandbox: kind === 'sandbox',
          sort: 9,
        })
        .returning();
      return row!;
    }
    const channelRow = async (code: string) =>
      (await db().select().from(depositChannels).where(eq(depositChannels.code, code)))[0]!;
    const demoPay = () => channelRow('DEMO_PAY');
    const orderRow = async (orderNo: string) =>
      (await db().select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)))[0]!;

    const deposit = async (m: TestMember, channelId: number, amount = '100') =>
      okValue(await m.call('depositGateway', { body: { channelId, amount, requestId: rid() } }), DepositStartSchema);
    const pagePath = (orderNo: string) => DEMO_GATEWAY.page.replace(':orderNo', orderNo);
    const page = (orderNo: string) => app().inject({ method: 'GET', url: pagePath(orderNo) });
    const pay = (orderNo: string, status: 'PAID' | 'FAILED' = 'PAID') =>
      app().inject({ method: 'POST', url: DEMO_GATEWAY.pay.replace(':orderNo', orderNo), payload: { status } });
    const putChannel = (app_: FastifyInstance, channelCode: string, payload: object, token: string | null = OPS_TOKEN, code = 'demo') =>
      app_.inject({
        method: 'PUT',
        url: channelPath(channelCode, code),
        payload,
        headers: token === null ? {} : { [OPS_TOKEN_HEADER]: token },
      });
    const signed = (secret: string, orderNo: string, amount: string, txnId: string) => {
      const body = { orderNo, amount, status: 'PAID' as const, txnId };
      return app().inject({ method: 'POST', url: CALLS.demoGatewayNotify.path, payload: { ...body, sign: signNotify(secret, body) } });
    };

    it('never completes a real (non-sandbox) gateway channel: page 404, pay NOT_FOUND, nothing credited', async () => {
      const m = await newMember(app(), 'sbreal');
      const real = await gatewayChannel('real');
      const start = await deposit(m, real.id, '300');
      // No sandbox page for a real provider's order.
      expect(start.payUrl).toBeNull();

      expect((await page(start.order.orderNo)).statusCode).toBe(404);
      for (const status of ['PAID', 'FAILED'] as const) {
        const res = await pay(start.order.orderNo, status);
        expect(res.statusCode).toBe(404);
        expect(errorBody(res).errorCode).toBe(ErrorCode.NOT_FOUND);
      }
      expect(await m.balance()).toBe(0n);
      expect(await m.entries()).toEqual([]);
      expect((await orderRow(start.order.orderNo)).status).toBe('pending');

      // Its provider's signed notification is what completes it.
      const paid = await signed(real.gatewaySecret!, start.order.orderNo, '300.00', 'PRV-1');
      expect(paid.json()).toMatchObject({ success: true, value: { status: 'success' } });
      expect(await m.balance()).toBe(30_000n);
    });

    it('never completes a disabled sandbox channel, also when it is switched off between page and pay', async () => {
      const m = await newMember(app(), 'sboff');
      const sbx = await gatewayChannel('sandbox');
      const start = await deposit(m, sbx.id, '100');
      expect(start.payUrl).toBe(pagePath(start.order.orderNo));
      const shown = await page(start.order.orderNo);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Pay now');
      // Disabled until the page's script has attached the payment to them.
      expect(shown.body).toContain('<button class="pay" data-status="PAID" disabled>Pay now</button>');

      // The operator switches the channel off after the payer opened the page.
      const off = await putChannel(app(), sbx.code, { enabled: false });
      expect(okValue(off, OpsDepositChannelSchema)).toMatchObject({ code: sbx.code, enabled: false, sandbox: true });

      const res = await pay(start.order.orderNo);
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).errorCode).toBe(ErrorCode.NOT_FOUND);
      expect(errorBody(await pay(start.order.orderNo, 'FAILED')).errorCode).toBe(ErrorCode.NOT_FOUND);
      expect((await page(start.order.orderNo)).statusCode).toBe(404);
      expect(await m.balance()).toBe(0n);
      expect(await m.entries()).toEqual([]);
      expect((await orderRow(start.order.orderNo)).status).toBe('pending');
    });

    it('operator turns the DEMO_PAY sandbox flag off (page 404, pay refused) and back on (pays again)', async () => {
      const m = await newMember(app(), 'sbflag');
      const demo = await demoPay();
      expect(demo).toMatchObject({ sandbox: true, enabled: true });
      const start = await deposit(m, demo.id, '200');
      try {
        const off = okValue(await putChannel(app(), 'DEMO_PAY', { sandbox: false }), OpsDepositChannelSchema);
        expect(off).toMatchObject({ code: 'DEMO_PAY', type: 'GATEWAY', enabled: true, sandbox: false });
        expect(await demoPay()).toMatchObject({ sandbox: false, enabled: true });

        expect((await page(start.order.orderNo)).statusCode).toBe(404);
        const refused = await pay(start.order.orderNo);
        expect(refused.statusCode).toBe(404);
        expect(errorBody(refused).errorCode).toBe(ErrorCode.NOT_FOUND);
        expect(await m.balance()).toBe(0n);
        expect(await m.entries()).toEqual([]);
        // A new order on it gets no sandbox page either.
        expect((await deposit(m, demo.id, '100')).payUrl).toBeNull();
      } finally {
        const on = okValue(await putChannel(app(), 'DEMO_PAY', { sandbox: true }), OpsDepositChannelSchema);
        expect(on).toMatchObject({ enabled: true, sandbox: true });
      }
      expect((await page(start.order.orderNo)).statusCode).toBe(200);
      const paid = await pay(start.order.orderNo);
      expect(paid.json()).toEqual({ success: true, value: { returnUrl: `/m/voucherCenter?order=${start.order.orderNo}` } });
      expect(await m.balance()).toBe(20_000n);
    });

    it('credits a sandbox payment once: repeated and concurrent pay calls answer the paid order without crediting again', async () => {
      const m = await newMember(app(), 'sbonce');
      const start = await deposit(m, (await demoPay()).id, '150');
      const first = await pay(start.order.orderNo);
      expect(first.statusCode).toBe(200);
      expect(await m.balance()).toBe(15_000n);

      const again = await Promise.all(Array.from({ length: 6 }, () => pay(start.order.orderNo)));
      for (const r of again) expect(r.json()).toMatchObject({ success: true, value: { returnUrl: expect.any(String) } });
      expect(await m.balance()).toBe(15_000n);
      expect((await m.entries()).map((e) => [e.kind, e.amount])).toEqual([['deposit', 15_000n]]);
      // The page of a paid order offers nothing to pay.
      const shown = await page(start.order.orderNo);
      expect(shown.body).toContain('Order is success.');
      expect(shown.body).not.toContain('Pay now');
    });

    it('answers the real outcome of the callback: a payment of a cancelled order and a cancel of a paid one are refused', async () => {
      const m = await newMember(app(), 'sbreal2');
      const demo = await demoPay();

      const cancelled = await deposit(m, demo.id, '100');
      expect((await pay(cancelled.order.orderNo, 'FAILED')).json()).toMatchObject({ success: true });
      expect((await orderRow(cancelled.order.orderNo)).status).toBe('failed');
      const late = await pay(cancelled.order.orderNo, 'PAID');
      expect(late.statusCode).toBe(409);
      const lateBody = errorBody(late);
      expect(lateBody.errorCode).toBe(ErrorCode.ORDER_CLOSED);
      expect(lateBody.value).toEqual({ status: 'failed' });
      expect(await m.balance()).toBe(0n);

      const paid = await deposit(m, demo.id, '120');
      expect((await pay(paid.order.orderNo, 'PAID')).statusCode).toBe(200);
      const undo = await pay(paid.order.orderNo, 'FAILED');
      expect(undo.statusCode).toBe(409);
      expect(errorBody(undo)).toMatchObject({ errorCode: ErrorCode.ORDER_CLOSED, value: { status: 'success' } });
      expect((await orderRow(paid.order.orderNo)).status).toBe('success');
      expect(await m.balance()).toBe(12_000n);
    });

    it('the page script reports a refused payment instead of redirecting', async () => {
      const m = await newMember(app(), 'sbpage');
      const start = await deposit(m, (await demoPay()).id, '100');
      const html = (await page(start.order.orderNo)).body;
      // The page's script, a file of ours (no inline script), shows the refusal (the end-to-end journey clicks it); it
      // no longer redirects on any answer.
      const src = /<script src="(\/static\/pages\/[^"]+\.js)"><\/script>/.exec(html)?.[1];
      const script = await app().inject({ method: 'GET', url: src ?? '/missing' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toContain('Payment was not accepted: ');
    });

    it('keeps crediting a signed provider notification for an order opened before its channel was switched off', async () => {
      const m = await newMember(app(), 'sbprov');
      const real = await gatewayChannel('real');
      const start = await deposit(m, real.id, '100');
      expect((await putChannel(app(), real.code, { enabled: false })).statusCode).toBe(200);
      // Closed to new orders ...
      expect((await m.call('depositGateway', { body: { channelId: real.id, amount: '100', requestId: rid() } })).statusCode).toBe(422);
      // ... and never to the sandbox, but money the provider already took is still credited on its signed word.
      expect((await pay(start.order.orderNo)).statusCode).toBe(404);
      expect((await signed(real.gatewaySecret!, start.order.orderNo, '100.00', 'PRV-2')).json()).toMatchObject({
        success: true,
        value: { status: 'success' },
      });
      expect(await m.balance()).toBe(10_000n);
    });

    it('operator channel API: token required, unknown merchant or channel 404, bad bodies 422, no secret shown', async () => {
      expect((await putChannel(app(), 'DEMO_PAY', { sandbox: false }, null)).statusCode).toBe(401);
      expect((await putChannel(app(), 'DEMO_PAY', { sandbox: false }, 'wrong-token')).statusCode).toBe(401);
      expect((await ops(app(), 'GET', channelsPath(), null)).statusCode).toBe(401);
      expect((await ops(app(), 'GET', channelsPath(), 'wrong-token')).statusCode).toBe(401);

      const unknown = await putChannel(app(), 'NO_SUCH_CHANNEL', { sandbox: false });
      expect(unknown.statusCode).toBe(404);
      expect(errorBody(unknown).errorCode).toBe(ErrorCode.NOT_FOUND);
      expect((await putChannel(app(), 'DEMO_PAY', { sandbox: false }, OPS_TOKEN, 'nope')).statusCode).toBe(404);
      expect((await ops(app(), 'GET', channelsPath('nope'))).statusCode).toBe(404);

      for (const body of [{}, { sandbox: 'off' }, { enabled: true, secret: 'x' }]) {
        const res = await putChannel(app(), 'DEMO_PAY', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }
      // Only a gateway channel can be a sandbox.
      const bank = await putChannel(app(), 'BANK_ICBC', { sandbox: true });
      expect(bank.statusCode).toBe(422);
      expect((await channelRow('BANK_ICBC')).sandbox).toBe(false);
      expect(await demoPay()).toMatchObject({ sandbox: true, enabled: true });

      const listed = await ops(app(), 'GET', channelsPath());
      const list = okValue(listed, z.array(OpsDepositChannelSchema));
      expect(list.find((c) => c.code === 'DEMO_PAY')).toMatchObject({ type: 'GATEWAY', enabled: true, sandbox: true });
      expect(list.find((c) => c.code === 'BANK_ICBC')).toMatchObject({ type: 'BANK', sandbox: false });
      const secrets = await db()
        .select({ s: depositChannels.gatewaySecret })
        .from(depositChannels)
        .where(and(eq(depositChannels.code, 'DEMO_PAY')));
      expect(listed.body).not.toContain(secrets[0]!.s!);
      expect(listed.body).not.toContain('gatewaySecret');
    });
  },
  { opsKey: OPS_TOKEN },
);
