import type { OperatorRole } from '@wps/contract';
import type { Db } from '../db/client.js';
import { operatorRepo } from '../modules/operator/repo.js';
import { hashPassword } from '../platform/crypto.js';

/** Demo operators of the README: `admin` holds every role, the others one each; two-factor is not required. */
export const DEMO_OPERATORS: ReadonlyArray<{ username: string; displayName: string; roles: OperatorRole[] }> = [
  { username: 'admin', displayName: 'Demo Admin', roles: ['admin', 'finance', 'support', 'content', 'risk'] },
  { username: 'finance', displayName: 'Demo Finance', roles: ['finance'] },
  { username: 'support', displayName: 'Demo Support', roles: ['support'] },
  { username: 'content', displayName: 'Demo Content', roles: ['content'] },
  { username: 'risk', displayName: 'Demo Risk', roles: ['risk'] },
];

/** Inserts the demo operators when absent and grants them the merchant; never changes an existing operator. */
export async function seedOperators(db: Db, merchantId: number, password: string): Promise<void> {
  for (const o of DEMO_OPERATORS) {
    if (await operatorRepo.byName(db, o.username)) continue;
    await db.transaction(async (tx) => {
      const op = await operatorRepo.insert(tx, { username: o.username, displayName: o.displayName, passwordHash: await hashPassword(password) });
      await operatorRepo.setGrant(tx, op.id, merchantId, o.roles);
    });
  }
}
