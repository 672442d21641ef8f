import { z } from 'zod';
import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema, OpsOrderActionSchema, OpsOrderParamsSchema, pageOf } from '../common.js';
import {
  AcceptPromoRequestSchema,
  AcceptPromoResultSchema,
  CheckPromoCodeQuerySchema,
  CheckPromoCodeResultSchema,
  DepositChannelSchema,
  DepositOrderQuerySchema,
  DepositOrderSchema,
  DepositPageSchema,
  DepositPromoSchema,
  DepositReportQuerySchema,
  DepositRequestSchema,
  DepositStartSchema,
  GatewayNotifyAnswerSchema,
  GatewayNotifySchema,
  OpsChannelParamsSchema,
  OpsDepositChannelSchema,
  OpsDepositChannelUpdateSchema,
  OpsDepositDecisionSchema,
  OpsDepositPromoInputSchema,
  OpsDepositPromoParamsSchema,
  OpsDepositPromoSchema,
  OpsDepositPromoUpdateSchema,
  OpsDepositSchema,
  OpsDepositsQuerySchema,
  OpsQrCredentialsSchema,
  OpsQrCredentialsUpdateSchema,
  QrNotifyFormSchema,
  QrNotifyXmlSchema,
} from './schemas.js';

export const depositCalls = defineCalls('deposit', {
  depositBanks: { method: 'GET', path: '/wps/relay/MCS2_depositBanksByVendor', access: 'member', answer: z.array(DepositChannelSchema) },
  depositPromos: { method: 'GET', path: '/wps/relay/MCS2_depositPromoList', access: 'member', answer: z.array(DepositPromoSchema) },
  /** Checks a promotion applies to an amount and says what bonus it would pay. */
  acceptPromo: { method: 'POST', path: '/wps/relay/MCS2_acceptPromo', access: 'member', body: AcceptPromoRequestSchema, answer: AcceptPromoResultSchema },
  /** What a typed promo or bonus code gives for an amount, or a field error saying why it does not apply. */
  checkPromoCode: {
    method: 'GET',
    path: '/wps/relay/MCS2_checkPromoCode',
    access: 'member',
    query: CheckPromoCodeQuerySchema,
    answer: CheckPromoCodeResultSchema,
    // Codes are short: a per-address cap keeps anyone from trying them all (the form re-checks as the amount changes).
    rateLimit: { max: 60, windowMs: 60_000 },
  },
  depositManual: { method: 'POST', path: '/wps/transaction/deposit/manual', access: 'member', body: DepositRequestSchema, answer: DepositStartSchema },
  depositGateway: { method: 'POST', path: '/wps/transaction/deposit/gateway', access: 'member', body: DepositRequestSchema, answer: DepositStartSchema },
  // The QR wallets (spec part 2 s7 "Deposit": Alipay, QQ and WeChat deposit endpoints, paths not shown): the answer
  // carries the wallet's QR code and pay page; the wallet's signed notification credits the order.
  depositAlipay: { method: 'POST', path: '/wps/transaction/deposit/alipay', access: 'member', body: DepositRequestSchema, answer: DepositStartSchema },
  depositWechat: { method: 'POST', path: '/wps/transaction/deposit/wechat', access: 'member', body: DepositRequestSchema, answer: DepositStartSchema },
  depositQq: { method: 'POST', path: '/wps/transaction/deposit/qq', access: 'member', body: DepositRequestSchema, answer: DepositStartSchema },
  depositOrder: { method: 'GET', path: '/wps/transaction/deposit/order', access: 'member', query: DepositOrderQuerySchema, answer: DepositOrderSchema },
  depositReport: {
    method: 'GET',
    path: '/wps/relay/MCS2_DepositTransactionReport',
    access: 'member',
    query: DepositReportQuerySchema,
    answer: DepositPageSchema,
  },
  /** The demo gateway's signed server-to-server notification (the sandbox page sends it through this route). */
  demoGatewayNotify: { method: 'POST', path: '/wps/payment/demo/notify', access: 'visitor', body: GatewayNotifySchema, answer: GatewayNotifyAnswerSchema },
  /**
   * The QR wallets' signed asynchronous notifications, each in its wallet's own format (Alipay a signed form, WeChat
   * Pay and QQ Wallet signed XML) and answered in it ("success" / SUCCESS XML when taken, the failure text when not).
   */
  alipayNotify: {
    method: 'POST',
    path: '/wps/payment/alipay/notify',
    access: 'visitor',
    body: QrNotifyFormSchema,
    answer: 'raw',
    rawAnswer: { type: 'text/plain', schema: z.enum(['success', 'fail']) },
    summary: "Alipay's payment notification; answered `success` once taken",
  },
  wechatNotify: {
    method: 'POST',
    path: '/wps/payment/wechat/notify',
    access: 'visitor',
    body: QrNotifyXmlSchema,
    answer: 'raw',
    rawAnswer: { type: 'application/xml' },
    summary: "WeChat Pay's payment notification; answered `<xml><return_code>SUCCESS</return_code>...` once taken",
  },
  qqNotify: {
    method: 'POST',
    path: '/wps/payment/qq/notify',
    access: 'visitor',
    body: QrNotifyXmlSchema,
    answer: 'raw',
    rawAnswer: { type: 'application/xml' },
    summary: "QQ Wallet's payment notification; answered `<xml><return_code>SUCCESS</return_code>...` once taken",
  },

  // ---- operator ----
  opsDeposits: {
    method: 'GET',
    path: '/ops/merchants/:code/deposits',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    query: OpsDepositsQuerySchema,
    answer: pageOf(OpsDepositSchema),
  },
  /**
   * Confirms a deposit arrived: credits the member once. From the merchant's dual-approval threshold the first
   * approval only records itself (`approval` in the answer) and a different operator's approval credits.
   */
  opsApproveDeposit: {
    method: 'POST',
    path: '/ops/merchants/:code/deposits/:orderNo/approve',
    access: 'operator',
    roles: ['finance'],
    params: OpsOrderParamsSchema,
    body: OpsOrderActionSchema.optional(),
    answer: OpsDepositDecisionSchema,
  },
  opsRejectDeposit: {
    method: 'POST',
    path: '/ops/merchants/:code/deposits/:orderNo/reject',
    access: 'operator',
    roles: ['finance'],
    params: OpsOrderParamsSchema,
    body: OpsOrderActionSchema.optional(),
    answer: DepositOrderSchema,
  },
  /** Every deposit channel of the merchant, enabled or not, with its sandbox flag. */
  opsDepositChannels: {
    method: 'GET',
    path: '/ops/merchants/:code/deposit-channels',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    answer: z.array(OpsDepositChannelSchema),
  },
  /** Switches a channel on or off, and a GATEWAY channel's sandbox flag. */
  opsUpdateDepositChannel: {
    method: 'PUT',
    path: '/ops/merchants/:code/deposit-channels/:channelCode',
    access: 'operator',
    roles: ['finance'],
    params: OpsChannelParamsSchema,
    body: OpsDepositChannelUpdateSchema,
    answer: OpsDepositChannelSchema,
  },
  // A QR wallet channel's merchant credentials: keys decide where money is taken and who may credit it, a finance
  // (and admin) matter. Secrets are write-only; any other channel is refused (VALIDATION on channelCode).
  opsQrChannelCredentials: {
    method: 'GET',
    path: '/ops/merchants/:code/deposit-channels/:channelCode/credentials',
    access: 'operator',
    roles: ['finance'],
    params: OpsChannelParamsSchema,
    answer: OpsQrCredentialsSchema,
    summary: "A QR channel's provider URL, merchant id and public keys; its secrets only as set or not, with a fingerprint",
  },
  opsUpdateQrChannelCredentials: {
    method: 'PUT',
    path: '/ops/merchants/:code/deposit-channels/:channelCode/credentials',
    access: 'operator',
    roles: ['finance'],
    params: OpsChannelParamsSchema,
    body: OpsQrCredentialsUpdateSchema,
    answer: OpsQrCredentialsSchema,
    summary: "Changes a QR channel's provider URL, merchant id or keys (checked by content; audited without the secrets)",
  },
  /** Every deposit promotion of the merchant (listed and hidden, on and off) with its uses. */
  opsDepositPromos: {
    method: 'GET',
    path: '/ops/merchants/:code/deposit-promos',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    answer: z.array(OpsDepositPromoSchema),
  },
  opsCreateDepositPromo: {
    method: 'POST',
    path: '/ops/merchants/:code/deposit-promos',
    access: 'operator',
    roles: ['finance'],
    params: OpsMerchantParamsSchema,
    body: OpsDepositPromoInputSchema,
    answer: OpsDepositPromoSchema,
  },
  /** Changes a promotion (any of its fields, the enable switch too); orders already opened keep their bonus. */
  opsUpdateDepositPromo: {
    method: 'PUT',
    path: '/ops/merchants/:code/deposit-promos/:promoId',
    access: 'operator',
    roles: ['finance'],
    params: OpsDepositPromoParamsSchema,
    body: OpsDepositPromoUpdateSchema,
    answer: OpsDepositPromoSchema,
  },
});
