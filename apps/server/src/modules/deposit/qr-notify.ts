import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, QR_CHANNEL_TYPES, type DepositStatus, type QrChannelType } from '@wps/contract';
import type { Db } from '../../db/client.js';
import { AppError, isAppError } from '../../platform/envelope.js';
import type { ProviderRegistry } from '../../platform/providers.js';
import { serve } from '../../platform/serve.js';
import { PAYMENT_PROVIDER_OF_TYPE, isUsableChannel, paymentProviderFor, type PaymentProvider } from './payment-providers.js';
import { isQrProvider, type QrWallet } from './qr-providers.js';
import { applyPaymentOutcome, merchantCurrencyOf, orderWithChannel } from './service.js';
import { acceptWireBodies } from './qr-wire.js';

/** The wire protocol of a QR channel type: the one its registered provider speaks. */
function qrWalletOf(payments: ProviderRegistry<PaymentProvider>, type: QrChannelType): QrWallet {
  const provider = payments.get(PAYMENT_PROVIDER_OF_TYPE[type]);
  if (!isQrProvider(provider)) throw new Error(`payment provider of ${type} is not a QR wallet`);
  return provider.qr;
}

/**
 * A QR wallet's asynchronous notification: its fields read from the wallet's wire format, the order found by the
 * order number it names, then verified by the order's channel's provider (signature with the channel's credentials,
 * merchant id, order, amount). A forged or mismatching notification changes nothing; a repeated one credits nothing
 * more (the deposit service's one credit path). A channel switched off still takes a correctly signed notification,
 * as the demo gateway does: the wallet already took the payer's money.
 */
export async function handleQrNotify(
  db: Db,
  payments: ProviderRegistry<PaymentProvider>,
  type: QrChannelType,
  body: unknown,
  simulators: boolean,
): Promise<{ orderNo: string; status: DepositStatus }> {
  const wire = qrWalletOf(payments, type);
  const fields = wire.fieldsOf(body);
  const orderNo = fields?.[wire.orderField];
  if (!fields || !orderNo) throw new AppError(ErrorCode.VALIDATION, { detail: 'not a notification' });
  const { order, channel } = await orderWithChannel(db, orderNo);
  const provider = paymentProviderFor(payments, channel);
  // An order of another kind of channel is unknown to this wallet.
  if (!isQrProvider(provider) || provider.qr.type !== type) throw new AppError(ErrorCode.NOT_FOUND);
  // The local simulator pays for nobody: its notifications count only for a sandbox channel while it is served.
  if (!isUsableChannel(provider, channel, simulators)) throw new AppError(ErrorCode.NOT_FOUND, { detail: 'channel of a local simulator that is not a sandbox here' });
  const currency = await merchantCurrencyOf(db, order.merchantId);
  return applyPaymentOutcome(db, order, provider.qr.verify(channel, order, fields, currency));
}

/** The wallets' notify endpoints: each answers in its own protocol ("success" / SUCCESS XML, or its failure text). */
export const qrNotifyRoutes: FastifyPluginAsync = async (app) => {
  acceptWireBodies(app);
  for (const type of QR_CHANNEL_TYPES) {
    const wallet = qrWalletOf(app.providers.payments, type);
    serve(app, wallet.notifyCall, async (req, reply) => {
      try {
        const done = await handleQrNotify(app.db, app.providers.payments, type, req.body, app.config.simulators);
        req.log.info({ orderNo: done.orderNo, status: done.status, wallet: type }, 'payment notification applied');
        return reply.type(wallet.ack.type).send(wallet.ack.ok);
      } catch (err) {
        if (!isAppError(err)) throw err;
        // Refused (forged, unknown order, wrong amount or currency): nothing changed here, and the wallet keeps retrying.
        const orderNo = wallet.fieldsOf(req.body)?.[wallet.orderField];
        req.log.warn({ wallet: type, orderNo, code: err.code, detail: err.message, fields: err.value }, 'payment notification refused');
        return reply.code(err.statusCode).type(wallet.ack.type).send(wallet.ack.fail);
      }
    });
  }
};
