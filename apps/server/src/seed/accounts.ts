import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { members } from '../db/schema.js';
import { accountRepo, memberRepo } from '../modules/member/repo.js';

/** Account facts of the demo members: contact details for SMS / e-mail flows and the agent's invitation code. */
export const DEMO_ACCOUNTS = [
  { username: 'demo01', mobile: '+63|9170000001', email: 'demo01@example.com', affiliateCode: null },
  { username: 'agent01', mobile: null, email: null, affiliateCode: 'AGENT01' },
] as const;

/**
 * Idempotent like the main seed: only a member without an account row gets one. That first time, the demo members
 * are marked as not needing a password change (their password is the published demo password, not a temporary one).
 */
export async function seedAccounts(db: Db, merchantId: number): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    const member = await memberRepo.findByUsername(db, merchantId, a.username);
    if (!member || (await accountRepo.findByMember(db, merchantId, member.id))) continue;
    await db.transaction(async (tx) => {
      await accountRepo.ensure(tx, merchantId, member.id, {
        mobile: a.mobile,
        email: a.email,
        affiliateCode: a.affiliateCode,
        registerMethod: 'SEED',
      });
      await tx.update(members).set({ firstTimeLogin: false }).where(and(eq(members.merchantId, merchantId), eq(members.id, member.id)));
    });
  }
}
