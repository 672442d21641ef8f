import { randomBytes } from 'node:crypto';
import { PAY_SIMULATOR } from '@wps/contract';
import type { Db } from '../db/client.js';
import { depositChannels } from '../db/schema.js';
import { simPayRepo } from '../simulators/payment-qr/sim-repo.js';
import { newRsaKeyPair } from '../platform/rsa-signature.js';

const PRESETS = ['50.00', '100.00', '200.00', '500.00', '1000.00', '3000.00'];

/**
 * The demo merchant's QR wallet channels (Alipay, WeChat Pay, QQ Wallet) and its accounts at the local payment
 * simulator: both ends of each channel's credentials, fresh per installation (Alipay: two RSA key pairs; WeChat and
 * QQ: an API key). A channel that exists already is left alone (its credentials and the simulator's match). They are
 * sandbox channels: the simulator pays with no money, so they take orders only while the simulators are served
 * (isUsableChannel), and an operator pointing one at a real wallet's address makes it a real channel.
 */
export async function seedQrChannels(db: Db, merchantId: number): Promise<void> {
  const id = String(merchantId).padStart(8, '0');
  const merchantKeys = newRsaKeyPair();
  const alipayKeys = newRsaKeyPair();
  const [wechatKey, qqKey] = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
  const channels = [
    {
      channel: { code: 'ALIPAY_QR', type: 'ALIPAY' as const, name: 'Alipay', maxAmount: 5_000_000n, sort: 3, providerUrl: PAY_SIMULATOR.alipay, providerMerchantId: `2021${id}`, providerPrivateKey: merchantKeys.privateKeyPem, providerPublicKey: alipayKeys.publicKeyPem },
      sim: { wallet: 'alipay', mchId: `2021${id}`, merchantPublicKey: merchantKeys.publicKeyPem, walletPrivateKey: alipayKeys.privateKeyPem },
    },
    {
      channel: { code: 'WECHAT_QR', type: 'WECHAT' as const, name: 'WeChat Pay', maxAmount: 3_000_000n, sort: 4, providerUrl: PAY_SIMULATOR.wechat, providerMerchantId: `16${id}`, gatewaySecret: wechatKey },
      sim: { wallet: 'wechat', mchId: `16${id}`, apiKey: wechatKey },
    },
    {
      channel: { code: 'QQ_QR', type: 'QQ' as const, name: 'QQ Wallet', maxAmount: 2_000_000n, sort: 5, providerUrl: PAY_SIMULATOR.qq, providerMerchantId: `19${id}`, gatewaySecret: qqKey },
      sim: { wallet: 'qq', mchId: `19${id}`, apiKey: qqKey },
    },
  ];
  await db.transaction(async (tx) => {
    for (const { channel, sim } of channels) {
      const [inserted] = await tx
        .insert(depositChannels)
        .values({ merchantId, minAmount: 1_000n, presets: PRESETS, sandbox: true, ...channel })
        .onConflictDoNothing()
        .returning({ id: depositChannels.id });
      if (inserted) await simPayRepo.upsertMerchant(tx, { name: `WPS Demo (merchant ${merchantId})`, ...sim });
    }
  });
}
