import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { vendorLedgerEntries, vendorWallets, type VendorWallet } from '../../db/schema.js';

interface VendorWalletKey {
  merchantId: number;
  memberId: number;
  vendor: string;
  currency: string;
}

/** Same locking discipline as walletRepo: create if missing, then hold the row lock until commit. */
export const vendorWalletRepo = {
  async lockForUpdate(tx: Tx, key: VendorWalletKey): Promise<VendorWallet> {
    const select = () =>
      tx
        .select()
        .from(vendorWallets)
        .where(
          and(
            eq(vendorWallets.merchantId, key.merchantId),
            eq(vendorWallets.memberId, key.memberId),
            eq(vendorWallets.vendor, key.vendor),
            eq(vendorWallets.currency, key.currency),
          ),
        )
        .for('update');
    const [existing] = await select();
    if (existing) return existing;
    await tx.insert(vendorWallets).values(key).onConflictDoNothing();
    const [created] = await select();
    return created!;
  },

  async setBalance(tx: Tx, merchantId: number, id: number, balance: bigint): Promise<void> {
    await tx
      .update(vendorWallets)
      .set({ balance, updatedAt: new Date() })
      .where(and(eq(vendorWallets.merchantId, merchantId), eq(vendorWallets.id, id)));
  },

  async listForMember(db: Executor, merchantId: number, memberId: number, currency: string): Promise<VendorWallet[]> {
    return db
      .select()
      .from(vendorWallets)
      .where(
        and(eq(vendorWallets.merchantId, merchantId), eq(vendorWallets.memberId, memberId), eq(vendorWallets.currency, currency)),
      )
      .orderBy(vendorWallets.vendor);
  },

  async findEntryByKey(db: Executor, merchantId: number, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(vendorLedgerEntries)
      .where(and(eq(vendorLedgerEntries.merchantId, merchantId), eq(vendorLedgerEntries.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row ?? null;
  },

  async insertEntry(tx: Tx, entry: typeof vendorLedgerEntries.$inferInsert): Promise<void> {
    await tx.insert(vendorLedgerEntries).values(entry);
  },
};
