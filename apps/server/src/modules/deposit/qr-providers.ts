import { randomBytes } from 'node:crypto';
import { CALLS, ErrorCode, isMoneyAmount, minorToMoney, moneyToMinor, type QrChannelType } from '@wps/contract';
import type { DepositChannel, DepositOrder } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import { isSimulatorAddress } from '../../platform/outbound-url.js';
import { verifyBody } from '../../platform/rsa-signature.js';
import type { PaymentContext, PaymentOutcome, PaymentProvider } from './payment-providers.js';
import { WIRE_ACK, alipaySign, alipayVerify, fromXml, keySign, keyVerify, toXml, type KeySignType, type WireParams } from './qr-wire.js';

// The QR-code wallets (issue 11 "Payment channels"): Alipay (alipay.trade.precreate, RSA2), WeChat Pay v2 (unified
// order, trade_type NATIVE, HMAC-SHA256) and QQ Wallet (qpay unified order, MD5). Opening an order creates the
// payment at the wallet over HTTP, signed with the channel's merchant credentials; the wallet answers the QR code's
// content. The payer pays in the wallet app; the wallet's signed asynchronous notification, verified here, credits
// the order through the deposit service's one credit path.

/** Unpaid QR orders close after this (Alipay's timeout_express, WeChat's time_expire): a QR payment is immediate. */
const QR_EXPIRY_MS = 15 * 60_000;
/** How long the wallet may take to answer a create call before the player is told to try again. */
const CREATE_TIMEOUT_MS = 8_000;

/** The wallet was not reachable or refused the create call: the player may try again (the same order is reused). */
const unavailable = (detail: string) => new AppError(ErrorCode.BUSY, { detail: `payment provider: ${detail}` });
const forged = () => new AppError(ErrorCode.FORBIDDEN, { detail: 'bad signature' });

export type QrWalletName = 'alipay' | 'wechat' | 'qq';

/** A QR wallet as our side speaks to it. */
export interface QrWallet {
  readonly type: QrChannelType;
  readonly wallet: QrWalletName;
  /** Its create call, under the channel's provider URL. */
  readonly createPath: string;
  /** Our endpoint of its notifications (a call of the table). */
  readonly notifyCall: (typeof CALLS)['alipayNotify' | 'wechatNotify' | 'qqNotify'];
  /** The create call's body for an order (signed), with its content type. */
  createRequest(channel: DepositChannel, order: DepositOrder, notifyUrl: string): { type: string; body: string };
  /** The QR code's content from the create call's answer (its signature checked); BUSY when it refused. */
  qrCodeOf(channel: DepositChannel, text: string): string;
  /** A notification's fields from its body (form map or XML text), or null when it is not one. */
  fieldsOf(body: unknown): WireParams | null;
  /** Our order number in a notification, read before anything is trusted (to find the order and its channel). */
  readonly orderField: string;
  /**
   * Verifies a notification about an order in `currency` (the merchant's): FORBIDDEN when forged, VALIDATION when it
   * does not match the order (number, amount, currency).
   */
  verify(channel: DepositChannel, order: DepositOrder, fields: WireParams, currency: string): PaymentOutcome;
  /** The protocol's answers to a notification. */
  readonly ack: { ok: string; fail: string; type: string };
}

export interface QrPaymentProvider extends PaymentProvider {
  readonly qr: QrWallet;
}

export const isQrProvider = (p: PaymentProvider): p is QrPaymentProvider => 'qr' in p;

/** Wallet time stamps are China time: Alipay "yyyy-MM-dd HH:mm:ss", WeChat / QQ "yyyyMMddHHmmss". */
const chinaTime = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
export const alipayTime = chinaTime;
export const compactChinaTime = (d: Date) => chinaTime(d).replace(/[- :]/g, '');
export const nonce = () => randomBytes(16).toString('hex');

const subjectOf = (order: DepositOrder) => `Deposit ${order.orderNo}`;

function credential(value: string | null, what: string): string {
  if (!value) throw unavailable(`channel has no ${what}`);
  return value;
}

/** The amount of a notification in minor units equals the order's, or the notification is refused. */
function sameAmount(order: DepositOrder, minor: bigint | null): void {
  if (minor !== order.amount) throw fieldError('amount', 'does not match the order');
}

/** The wallets' currency when a notification names none (WeChat / QQ fee_type, Alipay trans_currency default to it). */
const WALLET_CURRENCY = 'CNY';

/** The currency a notification names (or the wallet's default) is the order's, or the notification is refused. */
function sameCurrency(field: string, named: string | undefined, currency: string): void {
  if ((named || WALLET_CURRENCY) !== currency) throw fieldError(field, `${named || WALLET_CURRENCY} is not the order's currency ${currency}`);
}

// ---- Alipay ----

/** An Alipay answer: the method's response object and its signature. */
const ALIPAY_ANSWER = /^\{\s*"alipay_trade_precreate_response"\s*:\s*(\{[\s\S]*?\})\s*,\s*"sign"\s*:\s*"([^"]*)"\s*\}$/;

export const alipayWallet: QrWallet = {
  type: 'ALIPAY',
  wallet: 'alipay',
  createPath: '/gateway.do',
  notifyCall: CALLS.alipayNotify,
  createRequest(channel, order, notifyUrl) {
    const params: WireParams = {
      app_id: credential(channel.providerMerchantId, 'app_id'),
      method: 'alipay.trade.precreate',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(new Date()),
      version: '1.0',
      notify_url: notifyUrl,
      biz_content: JSON.stringify({
        out_trade_no: order.orderNo,
        total_amount: minorToMoney(order.amount),
        subject: subjectOf(order),
        timeout_express: `${Math.round(QR_EXPIRY_MS / 60_000)}m`,
      }),
    };
    params.sign = alipaySign(credential(channel.providerPrivateKey, 'private key'), params, 'request');
    return { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(params).toString() };
  },
  qrCodeOf(channel, text) {
    const m = ALIPAY_ANSWER.exec(text.trim());
    if (!m) throw unavailable('unreadable answer');
    // Alipay signs its answer over the exact text of the response object.
    if (!verifyBody(credential(channel.providerPublicKey, 'wallet public key'), m[1]!, m[2]!)) throw unavailable('answer signature');
    let answer: { code?: string; sub_msg?: string; qr_code?: string };
    try {
      answer = JSON.parse(m[1]!) as typeof answer;
    } catch {
      throw unavailable('unreadable answer');
    }
    if (answer.code !== '10000' || !answer.qr_code) throw unavailable(`refused: ${answer.sub_msg ?? answer.code ?? '?'}`);
    return answer.qr_code;
  },
  fieldsOf: (body) => (body && typeof body === 'object' && !Array.isArray(body) ? (body as WireParams) : null),
  orderField: 'out_trade_no',
  verify(channel, order, f, currency) {
    if (f.app_id !== channel.providerMerchantId || !channel.providerPublicKey || !alipayVerify(channel.providerPublicKey, f, 'notify')) throw forged();
    if (f.out_trade_no !== order.orderNo) throw fieldError('out_trade_no', 'does not match the order');
    sameAmount(order, f.total_amount && isMoneyAmount(f.total_amount) ? moneyToMinor(f.total_amount) : null);
    // A cross-border payment names its currency (trans_currency); a domestic one is in yuan.
    sameCurrency('trans_currency', f.trans_currency, currency);
    const paid = f.trade_status === 'TRADE_SUCCESS' || f.trade_status === 'TRADE_FINISHED';
    if (!paid && f.trade_status !== 'TRADE_CLOSED') throw fieldError('trade_status', 'not a final status');
    if (!f.trade_no) throw fieldError('trade_no', 'required');
    return { paid, txnId: f.trade_no.slice(0, 64) };
  },
  ack: WIRE_ACK.alipay,
};

// ---- WeChat Pay v2 and QQ Wallet ----

/** The API-key wallets differ in their paths, sign type and how a notification says "paid". */
function keyWallet(o: {
  type: QrChannelType;
  wallet: QrWalletName;
  createPath: string;
  notifyCall: QrWallet['notifyCall'];
  signType: KeySignType;
  /** Whether a notification reports a payment (true), a closed payment (false), or neither (null). */
  paidOf: (f: WireParams) => boolean | null;
}): QrWallet {
  const apiKey = (c: DepositChannel) => credential(c.gatewaySecret, 'API key');
  return {
    type: o.type,
    wallet: o.wallet,
    createPath: o.createPath,
    notifyCall: o.notifyCall,
    createRequest(channel, order, notifyUrl) {
      const params: WireParams = {
        mch_id: credential(channel.providerMerchantId, 'mch_id'),
        nonce_str: nonce(),
        ...(o.signType === 'HMAC-SHA256' ? { sign_type: o.signType } : {}),
        body: subjectOf(order),
        out_trade_no: order.orderNo,
        fee_type: WALLET_CURRENCY,
        total_fee: String(order.amount),
        spbill_create_ip: '127.0.0.1',
        time_expire: compactChinaTime(order.expiresAt),
        notify_url: notifyUrl,
        trade_type: 'NATIVE',
      };
      params.sign = keySign(apiKey(channel), params, o.signType);
      return { type: 'application/xml', body: toXml(params) };
    },
    qrCodeOf(channel, text) {
      const f = fromXml(text);
      if (!f) throw unavailable('unreadable answer');
      if (f.return_code !== 'SUCCESS') throw unavailable(`refused: ${f.return_msg ?? '?'}`);
      if (!keyVerify(apiKey(channel), f, o.signType)) throw unavailable('answer signature');
      if (f.result_code !== 'SUCCESS' || !f.code_url) throw unavailable(`refused: ${f.err_code_des ?? f.err_code ?? '?'}`);
      return f.code_url;
    },
    fieldsOf: (body) => (typeof body === 'string' ? fromXml(body) : null),
    orderField: 'out_trade_no',
    verify(channel, order, f, currency) {
      if (f.mch_id !== channel.providerMerchantId || !channel.gatewaySecret || !keyVerify(channel.gatewaySecret, f, o.signType)) throw forged();
      if (f.out_trade_no !== order.orderNo) throw fieldError('out_trade_no', 'does not match the order');
      sameAmount(order, f.total_fee && /^\d{1,15}$/.test(f.total_fee) ? BigInt(f.total_fee) : null);
      sameCurrency('fee_type', f.fee_type, currency);
      const paid = o.paidOf(f);
      if (paid === null) throw fieldError('result_code', 'not a final status');
      if (!f.transaction_id) throw fieldError('transaction_id', 'required');
      return { paid, txnId: f.transaction_id.slice(0, 64) };
    },
    ack: WIRE_ACK.xml,
  };
}

export const wechatWallet = keyWallet({
  type: 'WECHAT',
  wallet: 'wechat',
  createPath: '/pay/unifiedorder',
  notifyCall: CALLS.wechatNotify,
  signType: 'HMAC-SHA256',
  paidOf: (f) => (f.return_code !== 'SUCCESS' ? null : f.result_code === 'SUCCESS' ? true : f.result_code === 'FAIL' ? false : null),
});

export const qqWalletWire = keyWallet({
  type: 'QQ',
  wallet: 'qq',
  createPath: '/cgi-bin/pay/qpay_unified_order.cgi',
  notifyCall: CALLS.qqNotify,
  signType: 'MD5',
  paidOf: (f) => (f.trade_state === 'SUCCESS' ? true : f.trade_state === 'CLOSED' || f.trade_state === 'PAYERROR' ? false : null),
});

/** A QR wallet behind the PaymentProvider interface. */
function qrProvider(qr: QrWallet): QrPaymentProvider {
  return {
    qr,
    channelType: qr.type,
    expiryMs: QR_EXPIRY_MS,
    checkRequest() {},
    async start(channel, order, ctx: PaymentContext) {
      const base = credential(channel.providerUrl, 'provider URL');
      const req = qr.createRequest(channel, order, ctx.notifyUrl(base, qr.notifyCall.path));
      let text: string;
      try {
        const res = await ctx.call(`${base}${qr.createPath}`, {
          method: 'POST',
          headers: { 'content-type': req.type },
          body: req.body,
          signal: AbortSignal.timeout(CREATE_TIMEOUT_MS),
        });
        text = await res.text();
      } catch (err) {
        throw unavailable(err instanceof Error ? err.message : 'unreachable');
      }
      const qrCode = qr.qrCodeOf(channel, text);
      return { payUrl: qrCode, qrCode };
    },
    // The demo gateway's notification is not a wallet's: the wallet's own notify route verifies (verify above).
    verifyNotification() {
      throw new AppError(ErrorCode.NOT_FOUND);
    },
    // A channel played by the local payment simulator is a sandbox (isUsableChannel): it takes no real money.
    sandboxCapable: (channel) => isSimulatorAddress(channel.providerUrl),
    sandboxNotification() {
      throw new AppError(ErrorCode.NOT_FOUND);
    },
  };
}

export const alipay = qrProvider(alipayWallet);
export const wechatPay = qrProvider(wechatWallet);
export const qqWallet = qrProvider(qqWalletWire);
