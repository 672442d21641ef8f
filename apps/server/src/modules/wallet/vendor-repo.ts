import type { Executor, Tx } from '../../db/client.js';
import { findOrCreate, firstOrNull, whereEq } from '../../db/query.js';
import { vendorLedgerEntries, vendorWallets, type VendorWallet } from '../../db/schema.js';
import type { WalletKey } from './repo.js';

type VendorWalletKey = WalletKey & { vendor: string };

/** Same locking discipline as walletRepo: create if missing, then hold the row lock until commit. */
export const vendorWalletRepo = {
  async lockForUpdate(tx: Tx, key: VendorWalletKey): Promise<VendorWallet> {
    const { merchantId, memberId, vendor, currency } = key;
    return findOrCreate(
      () => tx.select().from(vendorWallets).where(whereEq(vendorWallets, { merchantId, memberId, vendor, currency })).for('update'),
      () => tx.insert(vendorWallets).values(key).onConflictDoNothing(),
    );
  },

  async setBalance(tx: Tx, merchantId: number, id: number, balance: bigint): Promise<void> {
    await tx.update(vendorWallets).set({ balance, updatedAt: new Date() }).where(whereEq(vendorWallets, { merchantId, id }));
  },

  async findEntryByKey(db: Executor, merchantId: number, idempotencyKey: string) {
    return firstOrNull(db.select().from(vendorLedgerEntries).where(whereEq(vendorLedgerEntries, { merchantId, idempotencyKey })).limit(1));
  },

  async insertEntry(tx: Tx, entry: typeof vendorLedgerEntries.$inferInsert): Promise<void> {
    await tx.insert(vendorLedgerEntries).values(entry);
  },
};
