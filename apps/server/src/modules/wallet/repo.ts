import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { ledgerEntries, wallets, type LedgerEntry, type Wallet } from '../../db/schema.js';

interface WalletKey {
  merchantId: number;
  memberId: number;
  currency: string;
}

export const walletRepo = {
  /**
   * Creates the wallet if missing, then locks its row until the transaction ends: every balance change of one
   * wallet is serialised here, which is what makes concurrent debits unable to double-spend.
   */
  async lockForUpdate(tx: Tx, key: WalletKey): Promise<Wallet> {
    const select = () =>
      tx
        .select()
        .from(wallets)
        .where(
          and(eq(wallets.merchantId, key.merchantId), eq(wallets.memberId, key.memberId), eq(wallets.currency, key.currency)),
        )
        .for('update');
    const [existing] = await select();
    if (existing) return existing;
    // First move of this wallet: a concurrent creator may win the insert; either way the row exists afterwards.
    await tx.insert(wallets).values(key).onConflictDoNothing();
    const [created] = await select();
    return created!;
  },

  async setBalance(tx: Tx, merchantId: number, walletId: number, balance: bigint): Promise<void> {
    await tx
      .update(wallets)
      .set({ balance, updatedAt: new Date() })
      .where(and(eq(wallets.merchantId, merchantId), eq(wallets.id, walletId)));
  },

  /** Sum of the member's balances in one currency (minor units); 0 when the member has no wallet yet. */
  async sumBalance(db: Executor, key: WalletKey): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${wallets.balance}), 0)::text` })
      .from(wallets)
      .where(
        and(eq(wallets.merchantId, key.merchantId), eq(wallets.memberId, key.memberId), eq(wallets.currency, key.currency)),
      );
    return BigInt(row?.total ?? '0');
  },
};

export const ledgerRepo = {
  async findByKey(db: Executor, merchantId: number, idempotencyKey: string): Promise<LedgerEntry | null> {
    const [row] = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, merchantId), eq(ledgerEntries.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row ?? null;
  },

  async insert(tx: Tx, entry: typeof ledgerEntries.$inferInsert): Promise<LedgerEntry> {
    const [row] = await tx.insert(ledgerEntries).values(entry).returning();
    return row!;
  },

  async listForMember(db: Executor, merchantId: number, memberId: number): Promise<LedgerEntry[]> {
    return db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, merchantId), eq(ledgerEntries.memberId, memberId)))
      .orderBy(ledgerEntries.id);
  },
};
