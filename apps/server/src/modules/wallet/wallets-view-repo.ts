import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/days.js';
import { transferWalletBalances, vendorIntegrations, vendorWallets, walletTransfers, wallets, type TransferDirection } from '../../db/schema.js';
import type { WalletKey } from './repo.js';

/** Everything /wps/wallets/gcs shows of one member, as the database knows it (minor units). */
export interface MemberWallets {
  main: bigint;
  /** In-house vendor wallets (the books are ours). */
  own: { vendor: string; balance: bigint }[];
  /** Every transfer-mode vendor of the merchant, with the balance last asked (`askedAt` null: never asked). */
  remote: { vendor: string; balance: bigint; askedAt: Date | null }[];
  /** PENDING transfers, oldest first. */
  pending: { vendor: string; direction: TransferDirection; amount: bigint; requestId: string; createdAt: Date }[];
}

interface Row {
  part: 'main' | 'own' | 'remote' | 'pending';
  vendor: string | null;
  amount: string | null;
  at_ms: string | null;
  direction: TransferDirection | null;
  request_id: string | null;
}

/** Epoch milliseconds as text: the same on PGlite and node-postgres (no driver-specific date or bigint parsing). */
const ms = (column: unknown) => sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;

export const walletsViewRepo = {
  /**
   * One statement for the member's wallets view: the main balance, the in-house vendor wallets, the known balance of
   * each transfer-mode vendor (left join: a vendor never asked has no row) and the PENDING transfers.
   */
  async ofMember(db: Executor, key: WalletKey): Promise<MemberWallets> {
    const { merchantId, memberId, currency } = key;
    const result = await db.execute(sql`
      select 'main' as part, null as vendor, coalesce(sum(w.balance), 0)::text as amount, null as at_ms, null as direction, null as request_id
        from ${wallets} w where w.merchant_id = ${merchantId} and w.member_id = ${memberId} and w.currency = ${currency}
      union all
      select 'own', v.vendor, v.balance::text, null, null, null
        from ${vendorWallets} v where v.merchant_id = ${merchantId} and v.member_id = ${memberId} and v.currency = ${currency}
      union all
      select 'remote', i.vendor, b.balance::text, ${ms(sql`b.checked_at`)}, null, null
        from ${vendorIntegrations} i
        left join ${transferWalletBalances} b
          on b.merchant_id = i.merchant_id and b.member_id = ${memberId} and b.vendor = i.vendor and b.currency = ${currency}
        where i.merchant_id = ${merchantId} and i.mode = 'transfer'
      union all
      select 'pending', t.vendor, t.amount::text, ${ms(sql`t.created_at`)}, t.direction, t.request_id
        from ${walletTransfers} t where t.merchant_id = ${merchantId} and t.member_id = ${memberId} and t.status = 'PENDING'`);
    const view: MemberWallets = { main: 0n, own: [], remote: [], pending: [] };
    for (const r of rowsOf<Row>(result)) {
      const amount = BigInt(r.amount ?? '0');
      const at = r.at_ms === null ? null : new Date(Number(r.at_ms));
      if (r.part === 'main') view.main = amount;
      else if (r.part === 'own') view.own.push({ vendor: r.vendor!, balance: amount });
      else if (r.part === 'remote') view.remote.push({ vendor: r.vendor!, balance: amount, askedAt: at });
      else view.pending.push({ vendor: r.vendor!, direction: r.direction!, amount, requestId: r.request_id!, createdAt: at! });
    }
    view.pending.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return view;
  },
};
