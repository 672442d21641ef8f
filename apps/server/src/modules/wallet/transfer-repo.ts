import { and, asc, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { firstOrNull, paged, whereEq, type PageWindow } from '../../db/query.js';
import {
  members,
  transferWalletBalances,
  vendorIntegrations,
  walletTransfers,
  type TransferStatus,
  type VendorIntegration,
  type WalletTransfer,
} from '../../db/schema.js';

/** What the operator's transfers list filters by; `from` / `to` bound the creation time, [from, to). */
export interface TransferFilter {
  status?: TransferStatus | undefined;
  vendor?: string | undefined;
  /** The member's account name, any case. */
  member?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** One member's balance at one transfer-mode vendor. */
export interface BalanceKey {
  merchantId: number;
  memberId: number;
  vendor: string;
  currency: string;
}

const BALANCE_KEY = [transferWalletBalances.merchantId, transferWalletBalances.memberId, transferWalletBalances.vendor, transferWalletBalances.currency];
/** The `checked_at` of a known balance that must be asked again: older than any question. */
export const DUE = new Date(0);

/** A transfer with its member's account name. */
export type TransferRow = WalletTransfer & { member: string };

const withMember = { transfer: walletTransfers, member: sql<string>`${members.username}` };
const flat = (r: { transfer: WalletTransfer; member: string }): TransferRow => ({ ...r.transfer, member: r.member });

function filterOf(merchantId: number, f: TransferFilter) {
  return and(
    eq(walletTransfers.merchantId, merchantId),
    f.status ? eq(walletTransfers.status, f.status) : undefined,
    f.vendor ? eq(walletTransfers.vendor, f.vendor) : undefined,
    f.member ? eq(sql`lower(${members.username})`, f.member.toLowerCase()) : undefined,
    f.from ? gte(walletTransfers.createdAt, f.from) : undefined,
    f.to ? lt(walletTransfers.createdAt, f.to) : undefined,
  );
}

/** The transfers over the aggregator and the vendor balances it last answered. */
export const transferRepo = {

  async remoteVendor(db: Executor, merchantId: number, vendor: string): Promise<VendorIntegration | null> {
    return firstOrNull(db.select().from(vendorIntegrations).where(whereEq(vendorIntegrations, { merchantId, vendor, mode: 'transfer' })));
  },

  /** Inserts the transfer unless the member's request id is known; answers the row of that request either way. */
  async insertOrFind(tx: Tx, row: typeof walletTransfers.$inferInsert): Promise<{ row: WalletTransfer; created: boolean }> {
    const [created] = await tx.insert(walletTransfers).values(row).onConflictDoNothing({ target: [walletTransfers.merchantId, walletTransfers.memberId, walletTransfers.requestId] }).returning();
    if (created) return { row: created, created: true };
    const existing = await this.findByRequest(tx, row.merchantId, row.memberId, row.requestId);
    return { row: existing!, created: false };
  },

  async findByRequest(db: Executor, merchantId: number, memberId: number, requestId: string): Promise<WalletTransfer | null> {
    return firstOrNull(db.select().from(walletTransfers).where(whereEq(walletTransfers, { merchantId, memberId, requestId })));
  },

  async findById(db: Executor, id: number): Promise<WalletTransfer | null> {
    return firstOrNull(db.select().from(walletTransfers).where(eq(walletTransfers.id, id)));
  },

  /**
   * Takes a PENDING transfer to its end state: answers the row when this caller moved it, null when it was not
   * PENDING any more (another caller, instance or run settled it first).
   */
  async settle(tx: Tx, id: number, status: Exclude<TransferStatus, 'PENDING'>, failure: string | null): Promise<WalletTransfer | null> {
    return firstOrNull(
      tx
        .update(walletTransfers)
        .set({ status, failure, settledAt: new Date() })
        .where(and(eq(walletTransfers.id, id), eq(walletTransfers.status, 'PENDING')))
        .returning(),
    );
  },

  /** A merchant's transfers PENDING since before `before`, oldest first. */
  async pendingBefore(db: Executor, merchantId: number, before: Date, limit = 200): Promise<WalletTransfer[]> {
    return db
      .select()
      .from(walletTransfers)
      .where(whereEq(walletTransfers, { merchantId, status: 'PENDING' }, lt(walletTransfers.createdAt, before)))
      .orderBy(asc(walletTransfers.createdAt))
      .limit(limit);
  },

  /** One page of a merchant's transfers with their members, newest first; and how many match. */
  async page(db: Executor, merchantId: number, f: TransferFilter, page: PageWindow): Promise<{ rows: TransferRow[]; total: number }> {
    const where = filterOf(merchantId, f);
    const [total] = await db.select({ n: count() }).from(walletTransfers).innerJoin(members, eq(members.id, walletTransfers.memberId)).where(where);
    const ordered = db
      .select(withMember)
      .from(walletTransfers)
      .innerJoin(members, eq(members.id, walletTransfers.memberId))
      .where(where)
      .orderBy(desc(walletTransfers.createdAt), desc(walletTransfers.id));
    const rows = await paged(ordered.$dynamic(), page);
    return { rows: rows.map(flat), total: total?.n ?? 0 };
  },

  /** A merchant's transfer with its member's name (another merchant's is not found). */
  async ofMerchant(db: Executor, merchantId: number, id: number): Promise<TransferRow | null> {
    const row = await firstOrNull(
      db
        .select(withMember)
        .from(walletTransfers)
        .innerJoin(members, eq(members.id, walletTransfers.memberId))
        .where(and(eq(walletTransfers.merchantId, merchantId), eq(walletTransfers.id, id))),
    );
    return row ? flat(row) : null;
  },

  async knownBalances(db: Executor, merchantId: number, memberId: number, currency: string) {
    return db.select().from(transferWalletBalances).where(whereEq(transferWalletBalances, { merchantId, memberId, currency }));
  },

  /**
   * Keeps the balance the aggregator answered to a call made at `askedAt` (`checked_at`), unless the row holds one
   * asked later: refreshes of several instances and transfers may answer out of order, the newest question wins.
   */
  async saveBalance(db: Executor, key: BalanceKey, balance: bigint, askedAt: Date): Promise<void> {
    await db
      .insert(transferWalletBalances)
      .values({ ...key, balance, checkedAt: askedAt })
      .onConflictDoUpdate({ target: BALANCE_KEY, set: { balance, checkedAt: askedAt }, setWhere: lte(transferWalletBalances.checkedAt, askedAt) });
  },

  /**
   * A transfer settled without a balance in its answer (a status check): the known balance is out of date. It is
   * kept, dated as never asked (`DUE`), so the next read shows it stale and refreshes it; any answer replaces it.
   */
  async markDue(db: Executor, key: BalanceKey): Promise<void> {
    await db
      .insert(transferWalletBalances)
      .values({ ...key, balance: 0n, checkedAt: DUE })
      .onConflictDoUpdate({ target: BALANCE_KEY, set: { checkedAt: DUE } });
  },
};
