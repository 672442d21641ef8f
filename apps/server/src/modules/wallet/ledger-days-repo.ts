import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** One day and kind of a merchant's main ledger: the entries summed (minor units as text), counted, and the breaks. */
export interface LedgerDayRow extends Record<string, unknown> {
  day: string;
  kind: string;
  total: string;
  n: number;
  breaks: number;
}

export const ledgerDaysRepo = {
  /**
   * A merchant's main-ledger entries created in [from, to) by UTC day and kind: their sum, their number, and how
   * many do not follow from their wallet's previous entry (balance_after <> previous balance_after + amount; the
   * first entry of a wallet follows from 0). Entries of one wallet are written under its row lock, so their ids
   * are in the order the balance moved. Read-only.
   */
  async days(db: Executor, merchantId: number, from: Date, to: Date): Promise<LedgerDayRow[]> {
    const result = await db.execute<LedgerDayRow>(sql`
      select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, e.kind,
             sum(e.amount)::text as total, count(*)::int as n,
             (count(*) filter (where e.balance_after <> coalesce(e.prev_after, 0) + e.amount))::int as breaks
      from (
        select created_at, kind, amount, balance_after,
               lag(balance_after) over (partition by wallet_id order by id) as prev_after
        from ledger_entries
        where merchant_id = ${merchantId} and created_at < ${to.toISOString()}::timestamptz
          and wallet_id in (
            select wallet_id from ledger_entries
            where merchant_id = ${merchantId} and created_at >= ${from.toISOString()}::timestamptz
              and created_at < ${to.toISOString()}::timestamptz
          )
      ) e
      where e.created_at >= ${from.toISOString()}::timestamptz
      group by 1, 2
      order by 1, 2`);
    return (result as unknown as { rows: LedgerDayRow[] }).rows;
  },
};
