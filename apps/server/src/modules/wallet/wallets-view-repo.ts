import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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

const merchantId = sql.placeholder('merchantId');
const memberId = sql.placeholder('memberId');
const currency = sql.placeholder('currency');

/** Epoch milliseconds as text: the same on PGlite and node-postgres (no driver-specific date or bigint parsing). */
const ms = (column: unknown) => sql<string | null>`floor(extract(epoch from ${column}) * 1000)::bigint::text`;
const none = sql<string | null>`null::text`;

/** The shape of every part of the union: which part, and its values as text. */
function row(part: string, vendor: unknown, amount: unknown, atMs: unknown = none, direction: unknown = none, requestId: unknown = none) {
  return {
    part: sql<'main' | 'own' | 'remote' | 'pending'>`${part}::text`.as('part'),
    vendor: sql<string | null>`${vendor}`.as('vendor'),
    amount: sql<string | null>`${amount}::text`.as('amount'),
    atMs: sql<string | null>`${atMs}`.as('at_ms'),
    direction: sql<TransferDirection | null>`${direction}`.as('direction'),
    requestId: sql<string | null>`${requestId}`.as('request_id'),
  };
}

/**
 * The main balance, the in-house vendor wallets, each transfer-mode vendor's known balance (left join: a vendor never
 * asked has no row) and the PENDING transfers, in one statement. Prepared under a name: planning this union costs
 * several times its execution, and the header asks it on every page.
 */
function viewQuery(db: Executor) {
  return db
    .select(row('main', none, sql`coalesce(sum(${wallets.balance}), 0)`))
    .from(wallets)
    .where(and(eq(wallets.merchantId, merchantId), eq(wallets.memberId, memberId), eq(wallets.currency, currency)))
    .unionAll(
      db
        .select(row('own', vendorWallets.vendor, vendorWallets.balance))
        .from(vendorWallets)
        .where(and(eq(vendorWallets.merchantId, merchantId), eq(vendorWallets.memberId, memberId), eq(vendorWallets.currency, currency))),
    )
    .unionAll(
      db
        .select(row('remote', vendorIntegrations.vendor, transferWalletBalances.balance, ms(transferWalletBalances.checkedAt)))
        .from(vendorIntegrations)
        .leftJoin(
          transferWalletBalances,
          and(
            eq(transferWalletBalances.merchantId, vendorIntegrations.merchantId),
            eq(transferWalletBalances.memberId, memberId),
            eq(transferWalletBalances.vendor, vendorIntegrations.vendor),
            eq(transferWalletBalances.currency, currency),
          ),
        )
        .where(and(eq(vendorIntegrations.merchantId, merchantId), eq(vendorIntegrations.mode, 'transfer'))),
    )
    .unionAll(
      db
        .select(row('pending', walletTransfers.vendor, walletTransfers.amount, ms(walletTransfers.createdAt), walletTransfers.direction, walletTransfers.requestId))
        .from(walletTransfers)
        .where(and(eq(walletTransfers.merchantId, merchantId), eq(walletTransfers.memberId, memberId), eq(walletTransfers.status, 'PENDING'))),
    )
    .prepare('wallets_view');
}

const prepared = new WeakMap<Executor, ReturnType<typeof viewQuery>>();

export const walletsViewRepo = {
  async ofMember(db: Executor, key: WalletKey): Promise<MemberWallets> {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = viewQuery(db)));
    const view: MemberWallets = { main: 0n, own: [], remote: [], pending: [] };
    for (const r of await query.execute({ merchantId: key.merchantId, memberId: key.memberId, currency: key.currency })) {
      const amount = BigInt(r.amount ?? '0');
      const at = r.atMs === null ? null : new Date(Number(r.atMs));
      if (r.part === 'main') view.main = amount;
      else if (r.part === 'own') view.own.push({ vendor: r.vendor!, balance: amount });
      else if (r.part === 'remote') view.remote.push({ vendor: r.vendor!, balance: amount, askedAt: at });
      else view.pending.push({ vendor: r.vendor!, direction: r.direction!, amount, requestId: r.requestId!, createdAt: at! });
    }
    view.pending.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return view;
  },
};
