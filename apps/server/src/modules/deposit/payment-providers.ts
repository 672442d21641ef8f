import { createHmac, randomUUID } from 'node:crypto';
import {
  DEMO_GATEWAY,
  ErrorCode,
  callPath,
  minorToMoney,
  moneyToMinor,
  type DepositRequest,
  type GatewayNotify,
} from '@wps/contract';
import type { DepositChannel, DepositOrder } from '../../db/schema.js';
import { secretEquals } from '../../platform/crypto.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import { isSimulatorAddress, type OutboundInit } from '../../platform/outbound-url.js';
import { ProviderRegistry } from '../../platform/providers.js';
import { alipay, qqWallet, wechatPay } from './qr-providers.js';

// Payment providers behind one interface (issue 10 item 5): the registry `app.providers.payments`, added by the
// deposit module. The service keeps what every provider shares (channels and their limits, promotions, orders, the
// one place an order is credited); a provider says how its payer pays, which notification it trusts and whether the
// local sandbox pay page may complete its orders.

declare module '../../platform/providers.js' {
  interface ProviderRegistries {
    /**
     * Payment providers: `bank-transfer` (an operator approves), `demo-gateway` (signed notifications, sandbox) and the
     * QR wallets `alipay`, `wechat-pay`, `qq-wallet` (signed notifications of the wallet).
     */
    payments: ProviderRegistry<PaymentProvider>;
  }
}

export type ChannelType = DepositChannel['type'];

/** What a verified notification says: the provider took the payer's money (paid) or the payment failed. */
export interface PaymentOutcome {
  paid: boolean;
  /** The provider's own transaction id, kept on the order. */
  txnId: string;
}

/** What a provider may need of this server to open a payment: calls to its configured service and our notify path. */
export interface PaymentContext {
  /** Whether the local simulators are served (SIMULATORS=on): a channel of a simulator is usable only then. */
  simulators: boolean;
  /**
   * Calls a stored service address ("/sim/..." = this server's simulators), checked by the outbound rule
   * (platform/outbound-url.ts): OutboundRefused when it may not be called, and nothing was sent.
   */
  call(url: string, init: OutboundInit): Promise<Response>;
  /** The absolute URL a provider at `providerUrl` reaches our `path` at (its notifications). */
  notifyUrl(providerUrl: string, path: string): string;
}

/** What the payer gets for an opened order: a page to pay on, and what a QR code shows (QR wallets). */
export interface PaymentStart {
  payUrl: string | null;
  qrCode: string | null;
}

export interface PaymentProvider {
  /** The channels it serves by type (deposit_channels.type), as the player's call names it. */
  readonly channelType: ChannelType;
  /** How long an order waits for its payment before it expires. */
  readonly expiryMs: number;
  /** Its own checks of a deposit request, after the channel's limits; a VALIDATION error refuses it. */
  checkRequest(req: DepositRequest): void;
  /**
   * What the payer gets for an opened order besides the order itself (which carries a bank channel's receiving
   * account): the address of the page to pay on and a QR code's content, or nulls. A QR wallet creates the payment
   * at the wallet here (asked again for the same order, the wallet answers the same payment).
   */
  start(channel: DepositChannel, order: DepositOrder, ctx: PaymentContext): Promise<PaymentStart>;
  /**
   * Verifies a notification about an order of this channel and says what it reports: NOT_FOUND when the channel
   * takes no notifications, FORBIDDEN when it is not the provider's, VALIDATION when it does not match the order.
   */
  verifyNotification(channel: DepositChannel, order: DepositOrder, n: GatewayNotify): PaymentOutcome;
  /** Whether the channel can be a sandbox at all (the operator's sandbox flag then decides). */
  sandboxCapable(channel: DepositChannel): boolean;
  /** The notification the local sandbox sends when its payer pays or cancels an order of a sandbox channel. */
  sandboxNotification(channel: DepositChannel, order: DepositOrder, status: 'PAID' | 'FAILED'): GatewayNotify;
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND);

/** A manual bank transfer: the payer transfers to the channel's receiving account and an operator approves it. */
export const bankTransfer: PaymentProvider = {
  channelType: 'BANK',
  // A bank transfer takes a while to arrive.
  expiryMs: 24 * 3600_000,
  checkRequest(req) {
    if (!req.payerName) throw fieldError('payerName', 'required');
  },
  start: async () => ({ payUrl: null, qrCode: null }),
  // Nobody notifies about a bank transfer: the operator's approval completes it.
  verifyNotification() {
    throw notFound();
  },
  sandboxCapable: () => false,
  sandboxNotification() {
    throw notFound();
  },
};

/** The string both sides sign: fixed field order, no ambiguity between fields. */
const signedText = (n: Omit<GatewayNotify, 'sign'>) => `amount=${n.amount}&orderNo=${n.orderNo}&status=${n.status}&txnId=${n.txnId}`;

export const signNotify = (secret: string, n: Omit<GatewayNotify, 'sign'>): string =>
  createHmac('sha256', secret).update(signedText(n)).digest('hex');

const hasSecret = (c: DepositChannel): c is DepositChannel & { gatewaySecret: string } => c.gatewaySecret !== null && c.gatewaySecret !== '';

/**
 * The demo card gateway's protocol: the payer pays on the provider's page, the provider's server sends a notification
 * signed with the channel's secret (HMAC-SHA256). A channel with its sandbox flag on is played by the local sandbox
 * page (gateway.ts); any other gateway channel is completed only by its provider's own signed notification.
 */
export const demoGateway: PaymentProvider = {
  channelType: 'GATEWAY',
  // A gateway payment happens at once.
  expiryMs: 30 * 60_000,
  checkRequest() {},
  start: async (channel, order) => ({
    payUrl: isSandboxChannel(demoGateway, channel) ? callPath(DEMO_GATEWAY.page, { orderNo: order.orderNo }) : null,
    qrCode: null,
  }),
  verifyNotification(channel, order, n) {
    if (!hasSecret(channel)) throw notFound();
    if (!secretEquals(signNotify(channel.gatewaySecret, n), n.sign)) throw new AppError(ErrorCode.FORBIDDEN, { detail: 'bad signature' });
    if (moneyToMinor(n.amount) !== order.amount) throw fieldError('amount', 'does not match the order');
    return { paid: n.status === 'PAID', txnId: n.txnId };
  },
  sandboxCapable: hasSecret,
  sandboxNotification(channel, order, status) {
    if (!hasSecret(channel)) throw notFound();
    const n = { orderNo: order.orderNo, amount: minorToMoney(order.amount), status, txnId: `SBX-${randomUUID()}` };
    return { ...n, sign: signNotify(channel.gatewaySecret, n) };
  },
};

/**
 * Whether the local sandbox gateway may serve and complete this channel's orders: a channel that can be a sandbox
 * (a gateway channel with a secret to sign with), with its sandbox flag on, enabled. Anything else, a real
 * provider's channel above all, is completed only by that provider's signed notification.
 */
export const isSandboxChannel = (provider: PaymentProvider, c: DepositChannel): boolean =>
  c.sandbox && c.enabled && provider.sandboxCapable(c);

/**
 * Whether a channel may take orders and notifications here: a channel served by a local simulator (its provider
 * address "/sim/...") only while the simulators are served and it is a sandbox channel that is on; the simulator
 * completes payments nobody paid, so it must never stand in for a real merchant's wallet.
 */
export const isUsableChannel = (provider: PaymentProvider, c: DepositChannel, simulators: boolean): boolean =>
  !isSimulatorAddress(c.providerUrl) || (simulators && isSandboxChannel(provider, c));

/** The registry's keys of the channel types: what a channel's type names when no provider has its code. */
export const PAYMENT_PROVIDER_OF_TYPE: Record<ChannelType, string> = {
  BANK: 'bank-transfer',
  GATEWAY: 'demo-gateway',
  ALIPAY: 'alipay',
  WECHAT: 'wechat-pay',
  QQ: 'qq-wallet',
};

/** The payment providers of this server. */
export const paymentProviders = (): ProviderRegistry<PaymentProvider> =>
  new ProviderRegistry<PaymentProvider>('payment')
    .register(PAYMENT_PROVIDER_OF_TYPE.BANK, bankTransfer)
    .register(PAYMENT_PROVIDER_OF_TYPE.GATEWAY, demoGateway)
    .register(PAYMENT_PROVIDER_OF_TYPE.ALIPAY, alipay)
    .register(PAYMENT_PROVIDER_OF_TYPE.WECHAT, wechatPay)
    .register(PAYMENT_PROVIDER_OF_TYPE.QQ, qqWallet);

/**
 * The provider of a deposit channel, from its existing columns: one registered under the channel's code (a provider
 * of its own), else the one of its type (BANK: bank transfer; GATEWAY: the demo gateway's signed notifications).
 */
export function paymentProviderFor(payments: ProviderRegistry<PaymentProvider>, channel: Pick<DepositChannel, 'code' | 'type'>): PaymentProvider {
  return payments.get(payments.has(channel.code) ? channel.code : PAYMENT_PROVIDER_OF_TYPE[channel.type]);
}
