import { createPrivateKey, createPublicKey } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { HUB88_WALLET_PREFIX } from '@wps/contract';
import type { Db } from '../db/client.js';
import { simOperators, vendorIntegrations, type Merchant } from '../db/schema.js';
import { newRsaKeyPair } from '../platform/rsa-signature.js';
import { aggregatorVendors } from '../simulators/hub88/catalogue.js';
import { simRepo } from '../simulators/hub88/sim-repo.js';

/** The demo merchant's operator id at the aggregator. */
export const DEMO_OPERATOR_ID = 1;
/** Where the local simulator answers (a path: this server). */
export const SIM_AGGREGATOR_URL = '/sim/hub88';
/** Vendors whose wallet the aggregator keeps (transfer mode); the others play on the operator's seamless wallet. */
const TRANSFER_VENDORS = new Set(['AG', 'PT', 'SABA']);

const publicOf = (privatePem: string) => createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' }).toString();

/**
 * Connects the demo merchant to the local Hub88 simulator, both sides at once: the aggregator's operator row (the
 * operator's public key, the aggregator's private key, the operator's wallet URL) and the operator's integration row
 * per aggregator vendor (the operator's private key, the aggregator's public key). Idempotent: rows are only added;
 * a vendor added to the catalogue later gets its row with the keys already in use.
 */
export async function seedHub88(db: Db, merchant: Pick<Merchant, 'id' | 'code' | 'name' | 'currency'>): Promise<void> {
  await db.transaction(async (tx) => {
    let op = await simRepo.operator(tx, DEMO_OPERATOR_ID);
    const [existing] = await tx
      .select({ operatorPrivateKey: vendorIntegrations.operatorPrivateKey })
      .from(vendorIntegrations)
      .where(and(eq(vendorIntegrations.merchantId, merchant.id), eq(vendorIntegrations.operatorId, DEMO_OPERATOR_ID)))
      .limit(1);
    let operatorPrivateKey = existing?.operatorPrivateKey;
    if (!op) {
      const aggregator = newRsaKeyPair();
      operatorPrivateKey ??= newRsaKeyPair().privateKeyPem;
      await simRepo.insertOperatorIfAbsent(tx, {
        operatorId: DEMO_OPERATOR_ID,
        name: merchant.name,
        operatorPublicKey: publicOf(operatorPrivateKey),
        aggregatorPrivateKey: aggregator.privateKeyPem,
        walletUrl: `${HUB88_WALLET_PREFIX}/${merchant.code}`,
        currency: merchant.currency,
      });
      op = await simRepo.operator(tx, DEMO_OPERATOR_ID);
    } else if (!operatorPrivateKey) {
      // The aggregator knows the operator but the operator lost its side: a fresh operator key on both sides.
      operatorPrivateKey = newRsaKeyPair().privateKeyPem;
      await tx.update(simOperators).set({ operatorPublicKey: publicOf(operatorPrivateKey) }).where(eq(simOperators.operatorId, DEMO_OPERATOR_ID));
    }
    if (!op) throw new Error('seed: simulator operator missing');
    const aggregatorPublicKey = publicOf(op.aggregatorPrivateKey);
    await tx
      .insert(vendorIntegrations)
      .values(
        aggregatorVendors().map((vendor) => ({
          merchantId: merchant.id,
          vendor,
          enabled: true,
          mode: TRANSFER_VENDORS.has(vendor) ? ('transfer' as const) : ('seamless' as const),
          aggregatorUrl: SIM_AGGREGATOR_URL,
          operatorId: DEMO_OPERATOR_ID,
          operatorPrivateKey: operatorPrivateKey,
          aggregatorPublicKey,
          currency: merchant.currency,
        })),
      )
      .onConflictDoNothing();
  });
}
