import { minorToMoney, type ReconcileResult } from '@wps/contract';
import type { Db } from '../../db/client.js';
import { reconcileRepo } from './repo.js';

/**
 * The books balance when, for every account (main and vendor wallets), the sum of its ledger entries equals its
 * balance and the newest entry's balance_after equals it too. Read-only; safe to run on a live system.
 */
export async function reconcile(db: Db, merchantId?: number): Promise<ReconcileResult> {
  const rows = await reconcileRepo.accounts(db, merchantId);
  const mismatches = rows
    .filter((r) => r.balance !== r.entries || r.last_ok !== true)
    .map((r) => ({ account: r.account, balance: minorToMoney(BigInt(r.balance)), entries: minorToMoney(BigInt(r.entries)) }));
  return { accounts: rows.length, mismatches, ok: mismatches.length === 0 };
}
