import { sql } from 'drizzle-orm';
import { minorToMoney, type ReconcileResult } from '@wps/contract';
import type { Db } from '../../db/client.js';

interface Row extends Record<string, unknown> {
  account: string;
  balance: string;
  entries: string;
}

/**
 * The books balance when, for every account (main and vendor wallets), the sum of its ledger entries equals its
 * balance and the newest entry's balance_after equals it too. Read-only; safe to run on a live system.
 */
export async function reconcile(db: Db, merchantId?: number): Promise<ReconcileResult> {
  const filter = (col: string) => (merchantId === undefined ? sql`true` : sql`${sql.raw(col)} = ${merchantId}`);
  const result = await db.execute<Row>(sql`
    select 'wallet:' || w.id as account, w.balance::text as balance, coalesce(e.total, 0)::text as entries,
           (e.last_after is null and w.balance = 0) or e.last_after = w.balance as last_ok
    from wallets w
    left join (
      select wallet_id, sum(amount) as total,
             (array_agg(balance_after order by id desc))[1] as last_after
      from ledger_entries group by wallet_id
    ) e on e.wallet_id = w.id
    where ${filter('w.merchant_id')}
    union all
    select 'vendor:' || v.id || ':' || v.vendor, v.balance::text, coalesce(e.total, 0)::text,
           (e.last_after is null and v.balance = 0) or e.last_after = v.balance
    from vendor_wallets v
    left join (
      select vendor_wallet_id, sum(amount) as total,
             (array_agg(balance_after order by id desc))[1] as last_after
      from vendor_ledger_entries group by vendor_wallet_id
    ) e on e.vendor_wallet_id = v.id
    where ${filter('v.merchant_id')}
  `);
  const rows = (result as unknown as { rows: (Row & { last_ok: boolean })[] }).rows;
  const mismatches = rows
    .filter((r) => r.balance !== r.entries || r.last_ok !== true)
    .map((r) => ({ account: r.account, balance: minorToMoney(BigInt(r.balance)), entries: minorToMoney(BigInt(r.entries)) }));
  return { accounts: rows.length, mismatches, ok: mismatches.length === 0 };
}
