import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { findOrCreate, firstOrNull, whereEq } from '../../db/query.js';
import { simTransferTransactions, simTransferWallets, type SimTransferWallet } from '../../db/schema.js';

// The simulator's transfer wallets (sim_transfer_*): balances per (operator, user, product, currency) in wire units,
// and one record per transaction_uuid.

export interface SimWalletKey {
  operatorId: number;
  user: string;
  product: string;
  currency: string;
}

export type SimTransferRecord = typeof simTransferTransactions.$inferSelect;

export const simTransferRepo = {
  /** The wallet row, created when missing, locked until commit. */
  lockWallet: (tx: Tx, key: SimWalletKey): Promise<SimTransferWallet> =>
    findOrCreate(
      () => tx.select().from(simTransferWallets).where(whereEq(simTransferWallets, { ...key })).for('update'),
      () => tx.insert(simTransferWallets).values(key).onConflictDoNothing(),
    ),

  setBalance: async (tx: Tx, id: number, balance: bigint): Promise<void> => {
    await tx.update(simTransferWallets).set({ balance, updatedAt: new Date() }).where(eq(simTransferWallets.id, id));
  },

  balance: async (db: Executor, key: SimWalletKey): Promise<bigint> =>
    (await firstOrNull(db.select({ balance: simTransferWallets.balance }).from(simTransferWallets).where(whereEq(simTransferWallets, { ...key }))))?.balance ?? 0n,

  /**
   * Writes the record of a transaction_uuid first, so a concurrent request with the same uuid (or a status check that
   * voids it) waits on the unique index and then finds this one: null when the uuid was recorded already.
   */
  insertRecord: (tx: Executor, row: Omit<typeof simTransferTransactions.$inferInsert, 'id' | 'createdAt'>): Promise<SimTransferRecord | null> =>
    firstOrNull(tx.insert(simTransferTransactions).values(row).onConflictDoNothing().returning()),

  record: (db: Executor, operatorId: number, transactionUuid: string): Promise<SimTransferRecord | null> =>
    firstOrNull(db.select().from(simTransferTransactions).where(and(eq(simTransferTransactions.operatorId, operatorId), eq(simTransferTransactions.transactionUuid, transactionUuid)))),

  /** The first answer of a record, once it is known (a refusal keeps its status: replays answer it again). */
  answer: async (tx: Tx, id: number, status: string, answer: Record<string, unknown>): Promise<void> => {
    await tx.update(simTransferTransactions).set({ status, answer }).where(eq(simTransferTransactions.id, id));
  },
};
