import { describe, expect, it } from 'vitest';
import { ErrorCode, INHOUSE_VENDOR } from '@wps/contract';
import type { DepositChannel, DepositOrder } from '../src/db/schema.js';
import {
  bankTransfer,
  demoGateway,
  isSandboxChannel,
  paymentProviderFor,
  paymentProviders,
  signNotify,
  type PaymentContext,
  type PaymentProvider,
} from '../src/modules/deposit/payment-providers.js';
import { adapterFor, inhouseAdapter, LAUNCH_URL_ADAPTER, launchUrlAdapter, vendorAdapters } from '../src/modules/games/vendors.js';
import { AppError } from '../src/platform/envelope.js';

// The registries the deposit and games modules add to app.providers (issue 10 item 5): payment providers by deposit
// channel, game vendor adapters by vendor. The flows through them are covered by deposit.test.ts and games.test.ts.

const channel = (over: Partial<DepositChannel>): DepositChannel => ({
  id: 1,
  merchantId: 1,
  code: 'DEMO_PAY',
  type: 'GATEWAY',
  name: 'Demo Pay',
  minAmount: 100n,
  maxAmount: 100_000n,
  presets: [],
  receivingAccount: null,
  gatewaySecret: 's'.repeat(64),
  sandbox: true,
  providerUrl: null,
  providerMerchantId: null,
  providerPrivateKey: null,
  providerPublicKey: null,
  enabled: true,
  sort: 0,
  ...over,
});

/** Neither provider here calls a service: any use of these is a failure. */
const NO_SERVICES: PaymentContext = {
  simulators: false,
  call: () => {
    throw new Error('no service expected');
  },
  notifyUrl: () => {
    throw new Error('no notify URL expected');
  },
};

const order = { orderNo: 'D202601010000000001', amount: 30_000n } as DepositOrder;

const codeOf = (fn: () => unknown): ErrorCode | undefined => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? e.code : undefined;
  }
  return undefined;
};

describe('payment providers', () => {
  it('a channel names its provider by its type, or by its code when a provider is registered under it', () => {
    const payments = paymentProviders();
    expect(payments.keys()).toEqual(['bank-transfer', 'demo-gateway', 'alipay', 'wechat-pay', 'qq-wallet']);
    expect(paymentProviderFor(payments, channel({ type: 'BANK', code: 'BANK_1' }))).toBe(bankTransfer);
    expect(paymentProviderFor(payments, channel({ type: 'GATEWAY', code: 'REAL_PSP' }))).toBe(demoGateway);
    const own: PaymentProvider = { ...demoGateway, expiryMs: 1 };
    payments.register('QR_PAY', own);
    expect(paymentProviderFor(payments, channel({ type: 'GATEWAY', code: 'QR_PAY' }))).toBe(own);
  });

  it('a bank transfer needs the payer name, has no pay page, takes no notification and is never a sandbox', async () => {
    expect(codeOf(() => bankTransfer.checkRequest({ channelId: 1, amount: '300', requestId: 'req-00001' }))).toBe(ErrorCode.VALIDATION);
    expect(codeOf(() => bankTransfer.checkRequest({ channelId: 1, amount: '300', requestId: 'req-00001', payerName: 'A' }))).toBeUndefined();
    const bank = channel({ type: 'BANK', gatewaySecret: null });
    expect((await bankTransfer.start(bank, order, NO_SERVICES)).payUrl).toBeNull();
    const n = { orderNo: order.orderNo, amount: '300.00', status: 'PAID' as const, txnId: 'T-1' };
    expect(codeOf(() => bankTransfer.verifyNotification(bank, order, { ...n, sign: 'x' }))).toBe(ErrorCode.NOT_FOUND);
    expect(isSandboxChannel(bankTransfer, { ...bank, sandbox: true })).toBe(false);
  });

  it('the demo gateway verifies the signature and the amount, and pays on its sandbox page only for a sandbox channel that is on', async () => {
    const gw = channel({});
    const n = { orderNo: order.orderNo, amount: '300.00', status: 'PAID' as const, txnId: 'T-1' };
    expect(demoGateway.verifyNotification(gw, order, { ...n, sign: signNotify(gw.gatewaySecret!, n) })).toEqual({ paid: true, txnId: 'T-1' });
    expect(codeOf(() => demoGateway.verifyNotification(gw, order, { ...n, sign: signNotify('other', n) }))).toBe(ErrorCode.FORBIDDEN);
    const more = { ...n, amount: '3000.00' };
    expect(codeOf(() => demoGateway.verifyNotification(gw, order, { ...more, sign: signNotify(gw.gatewaySecret!, more) }))).toBe(ErrorCode.VALIDATION);
    expect(codeOf(() => demoGateway.verifyNotification(channel({ gatewaySecret: null }), order, { ...n, sign: 'x' }))).toBe(ErrorCode.NOT_FOUND);

    expect((await demoGateway.start(gw, order, NO_SERVICES)).payUrl).toContain(order.orderNo);
    expect((await demoGateway.start(channel({ sandbox: false }), order, NO_SERVICES)).payUrl).toBeNull();
    expect((await demoGateway.start(channel({ enabled: false }), order, NO_SERVICES)).payUrl).toBeNull();
    expect(isSandboxChannel(demoGateway, channel({ gatewaySecret: '' }))).toBe(false);

    const sandbox = demoGateway.sandboxNotification(gw, order, 'FAILED');
    expect(sandbox).toMatchObject({ orderNo: order.orderNo, amount: '300.00', status: 'FAILED' });
    expect(demoGateway.verifyNotification(gw, order, sandbox)).toMatchObject({ paid: false });
  });
});

describe('game vendor adapters', () => {
  it('the in-house vendor by its code, a vendor with a launch URL by that protocol, any other vendor is not connected', () => {
    const adapters = vendorAdapters();
    expect(adapters.keys()).toEqual([INHOUSE_VENDOR, LAUNCH_URL_ADAPTER]);
    expect(adapterFor(adapters, { code: INHOUSE_VENDOR, launchUrl: null })).toBe(inhouseAdapter);
    expect(adapterFor(adapters, { code: 'TCG_SEA', launchUrl: 'https://vendor.example/launch' })).toBe(launchUrlAdapter);
    expect(codeOf(() => adapterFor(adapters, { code: 'TCG_SEA', launchUrl: null }))).toBe(ErrorCode.VENDOR_DISABLED);
    // A later adapter (an aggregator) is registered under the codes of the vendors it serves.
    const aggregator = { launch: async () => ({ url: 'https://aggregator.example/game' }) };
    adapters.register('PG', aggregator);
    expect(adapterFor(adapters, { code: 'PG', launchUrl: null })).toBe(aggregator);
  });
});
