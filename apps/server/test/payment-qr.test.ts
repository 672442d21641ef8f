import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CALLS,
  DepositChannelSchema,
  DepositOrderSchema,
  DepositStartSchema,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsDepositChannelSchema,
  PAY_SIMULATOR,
  type CallName,
  type DepositStart,
  type QrChannelType,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { depositChannels, depositOrders, simPayMerchants, simPayOrders, type DepositChannel } from '../src/db/schema.js';
import { retryDueNotifications } from '../src/simulators/payment-qr/plugin.js';
import { alipaySign, alipayVerify, fromXml, keySign, keyVerify, toXml, type WireParams } from '../src/modules/deposit/qr-wire.js';
import { newRsaKeyPair } from '../src/platform/rsa-signature.js';
import { describeEachDb, errorBody, okValue } from './helper.js';
import { OPS_TOKEN, newMember, rid, type TestMember } from './money-fixtures.js';

// The QR wallet channels (issue 11 "Payment channels"): Alipay, WeChat Pay and QQ Wallet behind the PaymentProvider
// interface, played by the local payment simulator over real HTTP (the app listens on a port) with real signatures.

const CALL_OF: Record<QrChannelType, CallName> = { ALIPAY: 'depositAlipay', WECHAT: 'depositWechat', QQ: 'depositQq' };
const NOTIFY_OF = { ALIPAY: 'alipayNotify', WECHAT: 'wechatNotify', QQ: 'qqNotify' } as const;
const WALLET_OF = { ALIPAY: 'alipay', WECHAT: 'wechat', QQ: 'qq' } as const;
const TYPES: QrChannelType[] = ['ALIPAY', 'WECHAT', 'QQ'];

describe('QR wallet wire format', () => {
  // WeChat Pay v2's documented signing example (the same rule signs QQ Wallet's, with MD5).
  const DOC = { appid: 'wxd930ea5d5a258f4f', mch_id: '10000100', device_info: '1000', body: 'test', nonce_str: 'ibuaiVcKdpRxkhJA' };
  const DOC_KEY = '192006250b4c09247ec02edce69f6a2d';

  it('signs the sorted non-empty pairs plus the API key, as the WeChat Pay documentation shows', () => {
    expect(keySign(DOC_KEY, DOC, 'MD5')).toBe('9A0A8659F005D6984697E2CA0A9CF3B7');
    expect(keySign(DOC_KEY, DOC, 'HMAC-SHA256')).toBe('6A9AE1657590FD6257D693A078E1C3E4BB6BA4DC30B23E0EE2496E54170DACD6');
    // Empty values and the sign itself are not signed; any other change breaks the signature.
    const signed = { ...DOC, attach: '', sign: keySign(DOC_KEY, DOC, 'MD5') };
    expect(keyVerify(DOC_KEY, signed, 'MD5')).toBe(true);
    expect(keyVerify(DOC_KEY, { ...signed, body: 'tesT' }, 'MD5')).toBe(false);
    expect(keyVerify('0'.repeat(32), signed, 'MD5')).toBe(false);
  });

  it('Alipay RSA2: a request signs sign_type too, a notification does not', () => {
    const { privateKeyPem, publicKeyPem } = newRsaKeyPair();
    const f: WireParams = { app_id: '2021000000000001', sign_type: 'RSA2', out_trade_no: 'D1', total_amount: '1.00' };
    const request = { ...f, sign: alipaySign(privateKeyPem, f, 'request') };
    expect(alipayVerify(publicKeyPem, request, 'request')).toBe(true);
    expect(alipayVerify(publicKeyPem, { ...request, sign_type: 'RSA' }, 'request')).toBe(false);
    const notify = { ...f, sign: alipaySign(privateKeyPem, f, 'notify') };
    expect(alipayVerify(publicKeyPem, { ...notify, sign_type: 'RSA' }, 'notify')).toBe(true);
    expect(alipayVerify(publicKeyPem, { ...notify, total_amount: '2.00' }, 'notify')).toBe(false);
  });

  it('reads back the flat XML it writes, and nothing that is not flat XML', () => {
    const fields = { return_code: 'SUCCESS', body: 'a <b> & "c" ]]> d' };
    expect(fromXml(toXml(fields))).toEqual(fields);
    expect(fromXml('<?xml version="1.0"?><xml><a>1 &amp; 2</a><b><![CDATA[x]]></b></xml>')).toEqual({ a: '1 & 2', b: 'x' });
    for (const bad of ['', 'return_code=SUCCESS', '<xml><a>1</a>', '<xml><a><b>1</b></a></xml>', '<!DOCTYPE x [<!ENTITY e "x">]><xml><a>&e;</a></xml>', '<xml><a>1</b></xml>']) {
      expect(fromXml(bad), bad).toBeNull();
    }
  });
});

describeEachDb(
  'payment QR channels',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => ctx().app.db as Db;

    beforeAll(async () => {
      // The simulator and our notify endpoint talk over real HTTP: the app must listen.
      await app().listen({ port: 0, host: '127.0.0.1' });
    });

    const qrChannel = async (type: QrChannelType): Promise<DepositChannel> =>
      (await db().select().from(depositChannels).where(eq(depositChannels.type, type)))[0]!;
    const simMerchant = async (type: QrChannelType) => {
      const c = await qrChannel(type);
      return (await db().select().from(simPayMerchants).where(and(eq(simPayMerchants.wallet, WALLET_OF[type]), eq(simPayMerchants.mchId, c.providerMerchantId!))))[0]!;
    };

    async function open(m: TestMember, type: QrChannelType, amount: string, requestId = rid()): Promise<DepositStart> {
      const c = await qrChannel(type);
      return okValue(await m.call(CALL_OF[type], { body: { channelId: c.id, amount, requestId } }), DepositStartSchema);
    }
    const token = (start: DepositStart) => start.qrCode!.split('/').pop()!;
    const pay = (start: DepositStart, action: 'PAY' | 'CANCEL') =>
      app().inject({ method: 'POST', url: PAY_SIMULATOR.pay.replace(':token', token(start)), payload: { action } });
    const orderOf = async (m: TestMember, orderNo: string) => okValue(await m.call('depositOrder', { query: { orderNo } }), DepositOrderSchema);

    /** The notification the wallet would send, signed with `keys` (the simulator's own by default: forged otherwise). */
    async function walletNotification(
      type: QrChannelType,
      orderNo: string,
      o: { amount: bigint; paid?: boolean; key?: string; extra?: WireParams },
    ): Promise<{ type: string; body: string }> {
      const sim = await simMerchant(type);
      const paid = o.paid ?? true;
      if (type === 'ALIPAY') {
        const f: WireParams = {
          notify_type: 'trade_status_sync',
          notify_id: 'n1',
          app_id: sim.mchId,
          sign_type: 'RSA2',
          trade_no: `2026T${orderNo}`,
          out_trade_no: orderNo,
          total_amount: (Number(o.amount) / 100).toFixed(2),
          trade_status: paid ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
          ...o.extra,
        };
        f.sign = alipaySign(o.key ?? sim.walletPrivateKey!, f, 'notify');
        return { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(f).toString() };
      }
      const f: WireParams = {
        mch_id: sim.mchId,
        nonce_str: 'abc123',
        out_trade_no: orderNo,
        transaction_id: `4200T${orderNo}`,
        total_fee: String(o.amount),
        ...(type === 'WECHAT' ? { return_code: 'SUCCESS', result_code: paid ? 'SUCCESS' : 'FAIL' } : { trade_state: paid ? 'SUCCESS' : 'CLOSED' }),
        ...o.extra,
      };
      f.sign = keySign(o.key ?? sim.apiKey!, f, type === 'WECHAT' ? 'HMAC-SHA256' : 'MD5');
      return { type: 'application/xml', body: toXml(f) };
    }
    const notify = (type: QrChannelType, n: { type: string; body: string }) =>
      app().inject({ method: 'POST', url: CALLS[NOTIFY_OF[type]].path, headers: { 'content-type': n.type }, payload: n.body });
    const acked = (type: QrChannelType, res: LightMyRequestResponse) =>
      type === 'ALIPAY' ? res.body === 'success' : fromXml(res.body)?.return_code === 'SUCCESS';

    it('lists the three wallets for members and operators, with limits', async () => {
      const m = await newMember(app(), 'qrl');
      const channels = okValue(await m.call('depositBanks'), z.array(DepositChannelSchema));
      for (const type of TYPES) {
        const c = channels.find((x) => x.type === type);
        expect(c, type).toBeDefined();
        expect(Number(c!.min)).toBeLessThan(Number(c!.max));
      }
      const ops = await app().inject({ method: 'GET', url: CALLS.opsDepositChannels.path.replace(':code', 'demo'), headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN } });
      expect(okValue(ops, z.array(OpsDepositChannelSchema)).filter((c) => TYPES.includes(c.type as QrChannelType))).toHaveLength(3);
    });

    it.each(TYPES)('%s: the order gets a QR code; paying in the wallet notifies us and credits once', async (type) => {
      const m = await newMember(app(), `qrp${type.slice(0, 2).toLowerCase()}`);
      const start = await open(m, type, '123.45');
      expect(start.order).toMatchObject({ status: 'pending', channelType: type, amount: '123.45' });
      expect(start.qrCode).toMatch(/^\/sim\/pay\/qr\/[\w-]{10,}$/);
      expect(start.payUrl).toBe(start.qrCode);
      // The QR expires with the order (15 minutes), like other gateway orders.
      expect(Date.parse(start.order.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);

      const page = await app().inject({ method: 'GET', url: start.qrCode! });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('123.45');
      expect(page.body).toContain('WPS Demo');

      const paid = await pay(start, 'PAY');
      expect(paid.json()).toEqual({ status: 'PAID', notified: true });
      expect((await orderOf(m, start.order.orderNo)).status).toBe('success');
      expect(await m.balance()).toBe(12_345n);
      // A second tap on Pay: the notification was acknowledged, nothing is sent or credited again.
      expect((await pay(start, 'PAY')).json()).toEqual({ status: 'PAID', notified: true });
      expect((await m.entries()).map((e) => [e.kind, e.amount])).toEqual([['deposit', 12_345n]]);
      const [sim] = await db().select().from(simPayOrders).where(eq(simPayOrders.outTradeNo, start.order.orderNo));
      expect(sim).toMatchObject({ status: 'PAID', notifyAttempts: 1 });
      expect(sim!.notifiedAt).not.toBeNull();
    });

    it.each(TYPES)('%s: the same notification again, and ten at once, credits once', async (type) => {
      const m = await newMember(app(), `qrr${type.slice(0, 2).toLowerCase()}`);
      const start = await open(m, type, '50');
      const n = await walletNotification(type, start.order.orderNo, { amount: 5_000n });
      const first = await notify(type, n);
      expect(acked(type, first)).toBe(true);
      const again = await Promise.all([n, ...Array.from({ length: 10 }, () => n)].map((x) => notify(type, x)));
      for (const r of again) expect(acked(type, r), r.body).toBe(true);
      expect(await m.balance()).toBe(5_000n);
      expect((await m.entries()).map((e) => e.kind)).toEqual(['deposit']);
    });

    it.each(TYPES)('%s: a forged notification is refused and credits nothing', async (type) => {
      const m = await newMember(app(), `qrf${type.slice(0, 2).toLowerCase()}`);
      const start = await open(m, type, '80');
      const forgedKey = type === 'ALIPAY' ? newRsaKeyPair().privateKeyPem : 'f'.repeat(32);
      const res = await notify(type, await walletNotification(type, start.order.orderNo, { amount: 8_000n, key: forgedKey }));
      expect(res.statusCode).toBe(403);
      expect(acked(type, res)).toBe(false);
      // Unsigned, or not the wallet's format at all.
      const bare = type === 'ALIPAY' ? { type: 'application/x-www-form-urlencoded', body: `out_trade_no=${start.order.orderNo}&trade_status=TRADE_SUCCESS` } : { type: 'application/xml', body: '<xml><out_trade_no>x</out_trade_no>' };
      expect((await notify(type, bare)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await orderOf(m, start.order.orderNo)).status).toBe('pending');
      expect(await m.balance()).toBe(0n);
    });

    it.each(TYPES)('%s: a signed notification with another amount is refused', async (type) => {
      const m = await newMember(app(), `qra${type.slice(0, 2).toLowerCase()}`);
      const start = await open(m, type, '100');
      const res = await notify(type, await walletNotification(type, start.order.orderNo, { amount: 1_000_000n }));
      expect(res.statusCode).toBe(422);
      expect(acked(type, res)).toBe(false);
      expect(await m.balance()).toBe(0n);
    });

    it('a notification on another wallet\'s endpoint is unknown there', async () => {
      const m = await newMember(app(), 'qrx');
      const start = await open(m, 'WECHAT', '60');
      const n = await walletNotification('WECHAT', start.order.orderNo, { amount: 6_000n });
      expect((await notify('QQ', n)).statusCode).toBe(404);
      expect(await m.balance()).toBe(0n);
    });

    it('the same request is the same order and the same QR code; the wallet refuses a forged create call', async () => {
      const m = await newMember(app(), 'qrs');
      const requestId = rid();
      const a = await open(m, 'ALIPAY', '66', requestId);
      const b = await open(m, 'ALIPAY', '66', requestId);
      expect(b.order.orderNo).toBe(a.order.orderNo);
      expect(b.qrCode).toBe(a.qrCode);
      const forged = toXml({ mch_id: (await simMerchant('WECHAT')).mchId, nonce_str: 'x', out_trade_no: 'D1', total_fee: '100', trade_type: 'NATIVE', sign: 'BAD' });
      const res = await app().inject({ method: 'POST', url: `${PAY_SIMULATOR.wechat}/pay/unifiedorder`, headers: { 'content-type': 'application/xml' }, payload: forged });
      expect(fromXml(res.body)).toMatchObject({ return_code: 'FAIL', return_msg: 'SIGNERROR' });
    });

    it('cancelling in the wallet fails the order; paying after that is refused by the wallet', async () => {
      const m = await newMember(app(), 'qrc');
      const start = await open(m, 'QQ', '70');
      expect((await pay(start, 'CANCEL')).json()).toEqual({ status: 'CLOSED', notified: true });
      expect((await orderOf(m, start.order.orderNo)).status).toBe('failed');
      expect((await pay(start, 'PAY')).statusCode).toBe(409);
      expect(await m.balance()).toBe(0n);
    });

    it('an unpaid QR order expires; the wallet refuses to pay an expired QR; a late signed payment is still credited', async () => {
      const m = await newMember(app(), 'qre');
      const start = await open(m, 'WECHAT', '90');
      const past = new Date(Date.now() - 1000);
      await db().update(depositOrders).set({ expiresAt: past }).where(eq(depositOrders.orderNo, start.order.orderNo));
      await db().update(simPayOrders).set({ expiresAt: past }).where(eq(simPayOrders.outTradeNo, start.order.orderNo));
      expect((await orderOf(m, start.order.orderNo)).status).toBe('expired');
      expect((await app().inject({ method: 'GET', url: start.qrCode! })).body).toContain('expired');
      expect((await pay(start, 'PAY')).json()).toMatchObject({ status: 'EXPIRED' });
      // The wallet took the money anyway (its notification arrives late): the money was received, so it is credited.
      expect(acked('WECHAT', await notify('WECHAT', await walletNotification('WECHAT', start.order.orderNo, { amount: 9_000n })))).toBe(true);
      expect((await orderOf(m, start.order.orderNo)).status).toBe('success');
      expect(await m.balance()).toBe(9_000n);
    });

    it('a notification we did not acknowledge is retried by the wallet until we do, and credits once', async () => {
      const m = await newMember(app(), 'qrt');
      const wechat = await qrChannel('WECHAT');
      const start = await open(m, 'WECHAT', '40');
      // Our side cannot verify it for now (its API key was changed): refused, not acknowledged, retried later.
      await db().update(depositChannels).set({ gatewaySecret: 'e'.repeat(32) }).where(eq(depositChannels.id, wechat.id));
      try {
        expect((await pay(start, 'PAY')).json()).toEqual({ status: 'PAID', notified: false });
      } finally {
        await db().update(depositChannels).set({ gatewaySecret: wechat.gatewaySecret }).where(eq(depositChannels.id, wechat.id));
      }
      expect(await m.balance()).toBe(0n);
      const where = eq(simPayOrders.outTradeNo, start.order.orderNo);
      const [waiting] = await db().select().from(simPayOrders).where(where);
      expect(waiting!.notifiedAt).toBeNull();
      expect(waiting!.nextNotifyAt!.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: nothing is sent.
      await retryDueNotifications(app());
      expect(await m.balance()).toBe(0n);
      // Its retry time comes: sent again, acknowledged, credited; two rounds at once send it once.
      await db().update(simPayOrders).set({ nextNotifyAt: new Date(Date.now() - 1000) }).where(where);
      const rounds = await Promise.all([retryDueNotifications(app()), retryDueNotifications(app())]);
      expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await m.balance()).toBe(4_000n);
      const [done] = await db().select().from(simPayOrders).where(where);
      expect(done).toMatchObject({ notifyAttempts: 2, nextNotifyAt: null });
      expect(done!.notifiedAt).not.toBeNull();
    });

    // Issue 26 (10): a correctly signed notification in another currency credited a CNY order.
    it.each(TYPES)('%s: a signed notification in another currency is refused and credits nothing', async (type) => {
      const m = await newMember(app(), `qrcur${type.slice(0, 2).toLowerCase()}`);
      const start = await open(m, type, '100');
      const currencyField = type === 'ALIPAY' ? 'trans_currency' : 'fee_type';
      const res = await notify(type, await walletNotification(type, start.order.orderNo, { amount: 10_000n, extra: { [currencyField]: 'USD' } }));
      expect(res.statusCode).toBe(422);
      expect(acked(type, res)).toBe(false);
      expect((await orderOf(m, start.order.orderNo)).status).toBe('pending');
      expect(await m.balance()).toBe(0n);
      // The same notification naming the order's currency (the merchant's, CNY) is taken.
      expect(acked(type, await notify(type, await walletNotification(type, start.order.orderNo, { amount: 10_000n, extra: { [currencyField]: 'CNY' } })))).toBe(true);
      expect(await m.balance()).toBe(10_000n);
    });

    // Issue 26 (2): the simulator pays with no money, so only a sandbox channel may use it.
    it('a channel of the payment simulator that is not a sandbox is not listed, takes no order and no notification', async () => {
      const m = await newMember(app(), 'qrsbx');
      const wechat = await qrChannel('WECHAT');
      expect(wechat).toMatchObject({ providerUrl: PAY_SIMULATOR.wechat, sandbox: true });
      const start = await open(m, 'WECHAT', '30');
      const sandbox = (on: boolean) =>
        app().inject({
          method: 'PUT',
          url: CALLS.opsUpdateDepositChannel.path.replace(':code', 'demo').replace(':channelCode', wechat.code),
          headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
          payload: { sandbox: on },
        });
      expect((await sandbox(false)).statusCode).toBe(200);
      try {
        const listed = okValue(await m.call('depositBanks'), z.array(DepositChannelSchema));
        expect(listed.map((c) => c.type)).not.toContain('WECHAT');
        const refused = await m.call('depositWechat', { body: { channelId: wechat.id, amount: '100', requestId: rid() } });
        expect(errorBody(refused).errorCode).toBe(ErrorCode.VALIDATION);
        // Paying an order opened before in the simulator: its notification is not taken, nothing is credited.
        expect((await pay(start, 'PAY')).json()).toEqual({ status: 'PAID', notified: false });
        expect(await m.balance()).toBe(0n);
        expect((await orderOf(m, start.order.orderNo)).status).toBe('pending');
      } finally {
        expect((await sandbox(true)).statusCode).toBe(200);
      }
    });

    it('a channel switched off is not listed and takes no order', async () => {
      const m = await newMember(app(), 'qrd');
      const alipay = await qrChannel('ALIPAY');
      const put = (enabled: boolean) =>
        app().inject({
          method: 'PUT',
          url: CALLS.opsUpdateDepositChannel.path.replace(':code', 'demo').replace(':channelCode', alipay.code),
          headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
          payload: { enabled },
        });
      expect((await put(false)).statusCode).toBe(200);
      try {
        const listed = okValue(await m.call('depositBanks'), z.array(DepositChannelSchema));
        expect(listed.map((c) => c.type)).not.toContain('ALIPAY');
        const refused = await m.call('depositAlipay', { body: { channelId: alipay.id, amount: '100', requestId: rid() } });
        expect(errorBody(refused).errorCode).toBe(ErrorCode.VALIDATION);
        // A QR channel of a real wallet is never a sandbox (only the payment simulator's are).
        await db().update(depositChannels).set({ providerUrl: 'https://openapi.alipay.example' }).where(eq(depositChannels.id, alipay.id));
        const sandbox = await app().inject({
          method: 'PUT',
          url: CALLS.opsUpdateDepositChannel.path.replace(':code', 'demo').replace(':channelCode', alipay.code),
          headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
          payload: { sandbox: true },
        });
        expect(errorBody(sandbox).errorCode).toBe(ErrorCode.VALIDATION);
      } finally {
        await db().update(depositChannels).set({ providerUrl: alipay.providerUrl }).where(eq(depositChannels.id, alipay.id));
        expect((await put(true)).statusCode).toBe(200);
      }
      // An Alipay channel is opened only through its own call.
      const wrongCall = await m.call('depositWechat', { body: { channelId: alipay.id, amount: '100', requestId: rid() } });
      expect(errorBody(wrongCall).errorCode).toBe(ErrorCode.VALIDATION);
    });
  },
  { opsKey: OPS_TOKEN },
);

// Issue 26 (2): with the simulators off (production), the payment simulator does not exist and its seeded channels
// cannot be used; an anonymous "pay" on its page credited 1,000.00 three times before.
describeEachDb(
  'payment QR channels with the simulators off',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => ctx().app.db as Db;
    beforeAll(async () => {
      await app().listen({ port: 0, host: '127.0.0.1' });
    });

    it('serves no simulator route, lists no simulator channel and opens no order on one', async () => {
      const m = await newMember(app(), 'qroff');
      for (const [method, url] of [
        ['POST', PAY_SIMULATOR.pay.replace(':token', 'a'.repeat(24))],
        ['GET', PAY_SIMULATOR.page.replace(':token', 'a'.repeat(24))],
        ['POST', `${PAY_SIMULATOR.alipay}/gateway.do`],
        ['POST', `${PAY_SIMULATOR.wechat}/pay/unifiedorder`],
        ['POST', `${PAY_SIMULATOR.qq}/cgi-bin/pay/qpay_unified_order.cgi`],
      ] as const) {
        const res = await app().inject({ method, url, payload: method === 'POST' ? { action: 'PAY' } : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      const listed = okValue(await m.call('depositBanks'), z.array(DepositChannelSchema));
      expect(listed.map((c) => c.type).filter((t) => TYPES.includes(t as QrChannelType))).toEqual([]);
      for (const type of TYPES) {
        const [c] = await db().select().from(depositChannels).where(eq(depositChannels.type, type));
        const refused = await m.call(CALL_OF[type], { body: { channelId: c!.id, amount: '1000', requestId: rid() } });
        expect(errorBody(refused).errorCode, type).toBe(ErrorCode.VALIDATION);
      }
      expect(await db().select().from(depositOrders).where(eq(depositOrders.memberId, m.id))).toEqual([]);
      expect(await m.balance()).toBe(0n);
      // An operator cannot point a channel at the simulator either.
      const put = await app().inject({
        method: 'PUT',
        url: CALLS.opsUpdateQrChannelCredentials.path.replace(':code', 'demo').replace(':channelCode', 'ALIPAY_QR'),
        headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
        payload: { providerUrl: PAY_SIMULATOR.alipay },
      });
      expect(put.statusCode).toBe(422);
      expect(JSON.stringify(errorBody(put).value)).toContain('providerUrl');
    });
  },
  { opsKey: OPS_TOKEN, config: { simulators: false } },
);
