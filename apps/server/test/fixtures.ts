import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { merchants, type Merchant } from '../src/db/schema.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { merchantRepo } from '../src/modules/system/repo.js';
import { hashPassword } from '../src/platform/crypto.js';
import { DEMO_MERCHANT, DEMO_PASSWORD } from '../src/seed/demo-merchant.js';

/** A second tenant with one member, to prove tenants cannot see each other. */
export async function createOtherMerchant(db: Db, code = 'other', host = 'other.example'): Promise<Merchant> {
  const merchant = await merchantRepo.insertIfAbsent(db, { ...DEMO_MERCHANT, code, name: 'Other', mainDomain: host });
  await merchantRepo.addRoutes(db, merchant.id, [host]);
  await memberRepo.insertIfAbsent(db, {
    merchantId: merchant.id,
    username: 'demo01',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    type: 0,
  });
  return merchant;
}

/** Puts the demo merchant back to normal after a test changed its status. */
export async function resetDemo(db: Db): Promise<void> {
  await db
    .update(merchants)
    .set({ maintenance: false, maintenanceMessage: null, blockedCountries: [], blockedIps: [] })
    .where(eq(merchants.code, 'demo'));
}

export async function setDemo(db: Db, patch: Partial<Pick<Merchant, 'maintenance' | 'maintenanceMessage' | 'blockedCountries' | 'blockedIps'>>) {
  await db.update(merchants).set(patch).where(eq(merchants.code, 'demo'));
}
