import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAY_SIMULATOR, callPath, formatMoney, isMoneyAmount, minorToMoney, moneyToMinor } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { SimPayMerchant, SimPayOrder } from '../../db/schema.js';
import { servePageAssets } from '../../platform/page-assets.js';
import { signBody } from '../../platform/rsa-signature.js';
import { alipayTime, compactChinaTime, nonce } from '../../modules/deposit/qr-providers.js';
import { WIRE_ACK, alipaySign, alipayVerify, fromXml, keySign, keyVerify, toXml, acceptWireBodies, type KeySignType, type WireParams } from '../../modules/deposit/qr-wire.js';
import { SIM_PAGE_SCRIPT, SIM_PAGE_STYLE, simPayPage } from './pages.js';
import { simPayRepo, type SimWallet } from './sim-repo.js';

// The local payment simulator (issue 11): it plays Alipay, WeChat Pay and QQ Wallet, so the QR deposit flow runs end
// to end here with no outside service. Its pay button completes a payment nobody made: it is served only with the
// simulators on (SIMULATORS=on, app.ts), and the deposit side takes its channels only as sandbox channels. It keeps its own records (sim_pay_*), answers the merchants' create calls in
// each wallet's wire format, serves the pay page the QR code opens, and sends the signed notification to the
// merchant's notify URL over real HTTP, retried until the merchant answers its success text. It never calls the
// deposit service: it only knows what a merchant sent it.

/** Retry schedule of an unacknowledged notification (WeChat Pay's: 15 s, 15 s, 30 s, 3 min, 10 min, ...). */
const RETRY_DELAYS_S = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600];
const NOTIFY_TIMEOUT_MS = 10_000;
const RETRY_POLL_MS = 5_000;
const MAX_PAYMENT_MINUTES = 24 * 60;

/** What the simulator uses of the server it runs in: its database, its public address, its log. */
type SimApp = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

const KEY_SIGN: Record<Exclude<SimWallet, 'alipay'>, KeySignType> = { wechat: 'HMAC-SHA256', qq: 'MD5' };

interface NewPayment {
  outTradeNo: string;
  amount: bigint;
  subject: string;
  notifyUrl: string;
  expiresAt: Date;
}

/** A payment for the merchant's order number: the existing one for the same amount, or a new one; else a refusal. */
async function createPayment(
  app: SimApp,
  wallet: SimWallet,
  merchant: SimPayMerchant,
  p: NewPayment,
): Promise<{ order: SimPayOrder } | { error: 'ORDER_EXISTS' | 'ORDER_PAID' | 'INVALID' }> {
  if (p.amount <= 0n || !/^https?:\/\//.test(p.notifyUrl) || p.outTradeNo.length > 64) return { error: 'INVALID' };
  const existing = async () => simPayRepo.byOutTradeNo(app.db, wallet, merchant.mchId, p.outTradeNo);
  const prefix = { alipay: '2026', wechat: '4200', qq: '1900' }[wallet];
  const order =
    (await existing()) ??
    (await simPayRepo.insert(app.db, {
      wallet,
      mchId: merchant.mchId,
      outTradeNo: p.outTradeNo,
      tradeNo: `${prefix}${Date.now()}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
      token: randomBytes(18).toString('base64url'),
      amount: p.amount,
      subject: p.subject.slice(0, 128),
      notifyUrl: p.notifyUrl,
      expiresAt: p.expiresAt,
    })) ??
    (await existing());
  if (!order) return { error: 'INVALID' };
  if (order.amount !== p.amount) return { error: 'ORDER_EXISTS' };
  if (order.status !== 'CREATED') return { error: 'ORDER_PAID' };
  return { order };
}

/** What the QR code encodes: the pay page, absolute under PUBLIC_URL, else a path of this server (the client resolves it). */
const qrCodeOf = (app: SimApp, order: SimPayOrder) => {
  const path = callPath(PAY_SIMULATOR.page, { token: order.token });
  return app.config.publicUrl ? new URL(path, app.config.publicUrl).href : path;
};

/** A create call's expiry: its own (bounded) or 15 minutes. */
const expiresIn = (minutes: number | null) => new Date(Date.now() + Math.min(minutes ?? 15, MAX_PAYMENT_MINUTES) * 60_000);

/** Alipay's timeout_express ("15m", "2h", "1d"). */
function alipayMinutes(t: unknown): number | null {
  const m = typeof t === 'string' ? /^(\d{1,4})([mhd])$/.exec(t) : null;
  return m ? Number(m[1]) * { m: 1, h: 60, d: 1440 }[m[2] as 'm' | 'h' | 'd'] : null;
}

/** WeChat / QQ time_expire (yyyyMMddHHmmss, China time) as minutes from now. */
function compactMinutes(t: string | undefined): number | null {
  const m = t ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(t) : null;
  if (!m) return null;
  const at = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 8, +m[5]!, +m[6]!);
  return Math.max(1, Math.ceil((at - Date.now()) / 60_000));
}

// ---- the wallets' create calls ----

function alipayAnswer(merchant: SimPayMerchant | null, body: Record<string, string>): string {
  const content = JSON.stringify(body);
  const sign = merchant?.walletPrivateKey ? signBody(merchant.walletPrivateKey, content) : '';
  return `{"alipay_trade_precreate_response":${content},"sign":"${sign}"}`;
}

async function alipayCreate(app: SimApp, f: WireParams): Promise<string> {
  const refuse = (merchant: SimPayMerchant | null, subCode: string, subMsg: string) =>
    alipayAnswer(merchant, { code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });
  const merchant = f.app_id ? await simPayRepo.merchant(app.db, 'alipay', f.app_id) : null;
  if (!merchant?.merchantPublicKey) return alipayAnswer(null, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: 'unknown app_id' });
  if (!alipayVerify(merchant.merchantPublicKey, f, 'request')) {
    return alipayAnswer(merchant, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: 'invalid signature' });
  }
  if (f.method !== 'alipay.trade.precreate') return refuse(merchant, 'isv.invalid-method', 'unsupported method');
  let biz: Record<string, unknown>;
  try {
    biz = JSON.parse(f.biz_content ?? '') as Record<string, unknown>;
  } catch {
    return refuse(merchant, 'ACQ.INVALID_PARAMETER', 'biz_content');
  }
  const amount = typeof biz.total_amount === 'string' && isMoneyAmount(biz.total_amount) ? moneyToMinor(biz.total_amount) : 0n;
  if (typeof biz.out_trade_no !== 'string') return refuse(merchant, 'ACQ.INVALID_PARAMETER', 'out_trade_no');
  const got = await createPayment(app, 'alipay', merchant, {
    outTradeNo: biz.out_trade_no,
    amount,
    subject: typeof biz.subject === 'string' ? biz.subject : '',
    notifyUrl: f.notify_url ?? '',
    expiresAt: expiresIn(alipayMinutes(biz.timeout_express)),
  });
  if ('error' in got) return refuse(merchant, got.error === 'ORDER_PAID' ? 'ACQ.TRADE_HAS_SUCCESS' : 'ACQ.INVALID_PARAMETER', got.error);
  return alipayAnswer(merchant, { code: '10000', msg: 'Success', out_trade_no: got.order.outTradeNo, qr_code: qrCodeOf(app, got.order) });
}

async function keyWalletCreate(app: SimApp, wallet: 'wechat' | 'qq', text: unknown): Promise<string> {
  const f = typeof text === 'string' ? fromXml(text) : null;
  if (!f) return toXml({ return_code: 'FAIL', return_msg: 'XML_FORMAT_ERROR' });
  const merchant = f.mch_id ? await simPayRepo.merchant(app.db, wallet, f.mch_id) : null;
  if (!merchant?.apiKey) return toXml({ return_code: 'FAIL', return_msg: 'MCHID_NOT_EXIST' });
  const apiKey = merchant.apiKey;
  if (!keyVerify(apiKey, f, KEY_SIGN[wallet])) return toXml({ return_code: 'FAIL', return_msg: 'SIGNERROR' });
  const signed = (p: WireParams) => toXml({ ...p, sign: keySign(apiKey, p, KEY_SIGN[wallet]) });
  const base = { return_code: 'SUCCESS', return_msg: 'OK', mch_id: merchant.mchId, nonce_str: nonce() };
  if (f.trade_type !== 'NATIVE' || !f.out_trade_no || !/^\d{1,15}$/.test(f.total_fee ?? '')) {
    return signed({ ...base, result_code: 'FAIL', err_code: 'PARAM_ERROR', err_code_des: 'trade_type, out_trade_no or total_fee' });
  }
  const got = await createPayment(app, wallet, merchant, {
    outTradeNo: f.out_trade_no,
    amount: BigInt(f.total_fee!),
    subject: f.body ?? '',
    notifyUrl: f.notify_url ?? '',
    expiresAt: expiresIn(compactMinutes(f.time_expire)),
  });
  if ('error' in got) return signed({ ...base, result_code: 'FAIL', err_code: got.error === 'ORDER_PAID' ? 'ORDERPAID' : 'INVALID_REQUEST', err_code_des: got.error });
  return signed({ ...base, result_code: 'SUCCESS', trade_type: 'NATIVE', prepay_id: got.order.tradeNo, code_url: qrCodeOf(app, got.order) });
}

// ---- notifications ----

/** The signed notification of a paid or closed payment, in its wallet's format. */
function notification(merchant: SimPayMerchant, o: SimPayOrder): { type: string; body: string } {
  const paid = o.status === 'PAID';
  const time = o.paidAt ?? new Date();
  if (o.wallet === 'alipay') {
    const f: WireParams = {
      notify_time: alipayTime(new Date()),
      notify_type: 'trade_status_sync',
      notify_id: nonce(),
      app_id: merchant.mchId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: o.tradeNo,
      out_trade_no: o.outTradeNo,
      subject: o.subject,
      total_amount: minorToMoney(o.amount),
      receipt_amount: paid ? minorToMoney(o.amount) : '0.00',
      trade_status: paid ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
      gmt_create: alipayTime(o.createdAt),
      gmt_payment: paid ? alipayTime(time) : '',
    };
    f.sign = alipaySign(merchant.walletPrivateKey!, f, 'notify');
    return { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(f).toString() };
  }
  const common: WireParams = {
    mch_id: merchant.mchId,
    nonce_str: nonce(),
    out_trade_no: o.outTradeNo,
    transaction_id: o.tradeNo,
    trade_type: 'NATIVE',
    bank_type: 'OTHERS',
    fee_type: 'CNY',
    total_fee: String(o.amount),
    cash_fee: paid ? String(o.amount) : '0',
    time_end: compactChinaTime(time),
  };
  const f: WireParams =
    o.wallet === 'wechat'
      ? { ...common, return_code: 'SUCCESS', sign_type: 'HMAC-SHA256', openid: 'oSim000000000000000000000000', result_code: paid ? 'SUCCESS' : 'FAIL', ...(paid ? {} : { err_code: 'ORDERCLOSED' }) }
      : { ...common, trade_state: paid ? 'SUCCESS' : 'CLOSED' };
  f.sign = keySign(merchant.apiKey!, f, KEY_SIGN[o.wallet as 'wechat' | 'qq']);
  return { type: 'application/xml', body: toXml(f) };
}

/** Whether the merchant's answer is the protocol's success text. */
const acknowledged = (wallet: SimWallet, text: string) =>
  wallet === 'alipay' ? text.trim() === WIRE_ACK.alipay.ok : fromXml(text)?.return_code === 'SUCCESS';

/** Sends one claimed notification and records the outcome (the next try from the schedule, or none after the last). */
async function deliver(db: Db, log: FastifyBaseLogger, o: SimPayOrder): Promise<boolean> {
  const merchant = await simPayRepo.merchant(db, o.wallet as SimWallet, o.mchId);
  let error: string;
  if (!merchant) error = 'merchant gone';
  else {
    try {
      const n = notification(merchant, o);
      const res = await fetch(o.notifyUrl, { method: 'POST', headers: { 'content-type': n.type }, body: n.body, signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS) });
      const text = await res.text();
      if (acknowledged(o.wallet as SimWallet, text)) {
        await simPayRepo.delivered(db, o.id, { ok: true, at: new Date() });
        return true;
      }
      error = `HTTP ${res.status}: ${text.slice(0, 100)}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
  }
  const delay = RETRY_DELAYS_S[o.notifyAttempts - 1];
  await simPayRepo.delivered(db, o.id, { ok: false, error, retryAt: delay === undefined ? null : new Date(Date.now() + delay * 1000) });
  log.warn({ wallet: o.wallet, outTradeNo: o.outTradeNo, attempt: o.notifyAttempts, error }, 'payment simulator: notification not acknowledged');
  return false;
}

/** Sends every notification that is due (retries of unacknowledged ones); answers how many were acknowledged. */
export async function retryDueNotifications(app: SimApp): Promise<number> {
  let acked = 0;
  for (const o of await simPayRepo.claimDue(app.db, new Date())) if (await deliver(app.db, app.log, o)) acked++;
  return acked;
}

// ---- routes ----

const tokenParams = z.object({ token: z.string().min(10).max(64) });

export const qrSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptWireBodies(app);
  servePageAssets(app, [SIM_PAGE_STYLE, SIM_PAGE_SCRIPT]);
  // The simulator is another service: its calls never wait in our admission queue (a create call is made while the
  // player's deposit call holds a slot; the pay call waits on our notify route).
  const config = { admission: false };

  app.post(`${PAY_SIMULATOR.alipay}/gateway.do`, { schema: { hide: true }, config }, async (req, reply) => {
    const f = req.body && typeof req.body === 'object' ? (req.body as WireParams) : {};
    return reply.type('application/json; charset=utf-8').send(await alipayCreate(app, f));
  });
  app.post(`${PAY_SIMULATOR.wechat}/pay/unifiedorder`, { schema: { hide: true }, config }, async (req, reply) =>
    reply.type(WIRE_ACK.xml.type).send(await keyWalletCreate(app, 'wechat', req.body)),
  );
  app.post(`${PAY_SIMULATOR.qq}/cgi-bin/pay/qpay_unified_order.cgi`, { schema: { hide: true }, config }, async (req, reply) =>
    reply.type(WIRE_ACK.xml.type).send(await keyWalletCreate(app, 'qq', req.body)),
  );

  app.get(PAY_SIMULATOR.page, { schema: { hide: true, params: tokenParams }, config }, async (req, reply) => {
    const o = await simPayRepo.byToken(app.db, req.params.token);
    const merchant = o ? await simPayRepo.merchant(app.db, o.wallet as SimWallet, o.mchId) : null;
    if (!o || !merchant) return reply.code(404).type('text/plain').send('Unknown QR code');
    const status = o.status === 'CREATED' && o.expiresAt <= new Date() ? 'EXPIRED' : o.status;
    const page = simPayPage({ wallet: o.wallet as SimWallet, merchant: merchant.name, subject: o.subject, amount: formatMoney(minorToMoney(o.amount)), status, tradeNo: o.tradeNo });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post(
    PAY_SIMULATOR.pay,
    { schema: { hide: true, params: tokenParams, body: z.object({ action: z.enum(['PAY', 'CANCEL']) }) }, config },
    async (req, reply) => {
      const found = await simPayRepo.byToken(app.db, req.params.token);
      if (!found) return reply.code(404).send({ status: null, error: 'unknown QR code' });
      const now = new Date();
      const settled = (await simPayRepo.settle(app.db, found.id, req.body.action === 'PAY' ? 'PAID' : 'CLOSED', now)) ?? found;
      if (settled.status === 'CREATED') return reply.code(409).send({ status: 'EXPIRED', error: 'the QR code has expired' });
      const wanted = req.body.action === 'PAY' ? 'PAID' : 'CLOSED';
      if (settled.status !== wanted) return reply.code(409).send({ status: settled.status, error: `the payment is already ${settled.status}` });
      // Notify at once (a repeated tap sends an owed notification again); unacknowledged ones are retried on schedule.
      const [claimed] = await simPayRepo.claimDue(app.db, now, { id: settled.id });
      const notified = claimed ? await deliver(app.db, app.log, claimed) : settled.notifiedAt !== null;
      return { status: settled.status, notified };
    },
  );

  let timer: NodeJS.Timeout | null = null;
  let round: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (round) return;
      round = retryDueNotifications(app)
        .catch((err: unknown) => app.log.error({ err }, 'payment simulator: retry round failed'))
        .finally(() => (round = null));
    }, RETRY_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
};
