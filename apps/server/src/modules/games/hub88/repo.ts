import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client.js';
import { firstOrNull, whereEq } from '../../../db/query.js';
import { gameLaunches, games, hub88Transactions, vendorIntegrations, type Hub88Transaction, type VendorIntegration } from '../../../db/schema.js';

export type NewHub88Transaction = typeof hub88Transactions.$inferInsert;
export type IntegrationPatch = Partial<
  Pick<VendorIntegration, 'enabled' | 'mode' | 'aggregatorUrl' | 'currency' | 'aggregatorPublicKey' | 'operatorPrivateKey'>
>;

/** A merchant's aggregator connections, one per vendor. */
export const integrationRepo = {
  async list(db: Executor, merchantId: number): Promise<VendorIntegration[]> {
    return db.select().from(vendorIntegrations).where(eq(vendorIntegrations.merchantId, merchantId)).orderBy(asc(vendorIntegrations.vendor));
  },

  async find(db: Executor, merchantId: number, vendor: string, lock = false): Promise<VendorIntegration | null> {
    const q = db.select().from(vendorIntegrations).where(whereEq(vendorIntegrations, { merchantId, vendor })).limit(1);
    return firstOrNull(lock ? q.for('update') : q);
  },

  async update(db: Executor, id: number, patch: IntegrationPatch): Promise<VendorIntegration> {
    const [row] = await db
      .update(vendorIntegrations)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(vendorIntegrations.id, id))
      .returning();
    return row!;
  },
};

/** Wallet API transactions, once per (merchant, transaction_uuid). */
export const hub88TxRepo = {
  /** The transaction, locked for update when asked (a win or rollback locks the bet it names). */
  async find(db: Executor, merchantId: number, transactionUuid: string, lock = false): Promise<Hub88Transaction | null> {
    const q = db.select().from(hub88Transactions).where(whereEq(hub88Transactions, { merchantId, transactionUuid })).limit(1);
    return firstOrNull(lock ? q.for('update') : q);
  },

  /** Records a transaction; null when a concurrent twin inserted the same uuid first. */
  async insert(tx: Tx, row: NewHub88Transaction): Promise<Hub88Transaction | null> {
    return firstOrNull(tx.insert(hub88Transactions).values(row).onConflictDoNothing().returning());
  },

  /**
   * In one read: the transaction itself, the remembered rollback that names it (a rollback that arrived before it: a
   * late bet is refused) and, for a win or rollback, the transaction it names, locked for update.
   */
  async withRollback(
    tx: Tx,
    merchantId: number,
    transactionUuid: string,
    referenceUuid: string | null = null,
  ): Promise<{ own: Hub88Transaction | null; rollback: Hub88Transaction | null; reference: Hub88Transaction | null }> {
    const named = referenceUuid === null ? [transactionUuid] : [transactionUuid, referenceUuid];
    const q = tx
      .select()
      .from(hub88Transactions)
      .where(
        and(
          eq(hub88Transactions.merchantId, merchantId),
          or(
            inArray(hub88Transactions.transactionUuid, named),
            and(eq(hub88Transactions.referenceTransactionUuid, transactionUuid), eq(hub88Transactions.kind, 'rollback')),
          ),
        ),
      );
    const rows = await (referenceUuid === null ? q : q.for('update'));
    return {
      own: rows.find((r) => r.transactionUuid === transactionUuid) ?? null,
      rollback: rows.find((r) => r.kind === 'rollback' && r.referenceTransactionUuid === transactionUuid) ?? null,
      reference: referenceUuid === null ? null : (rows.find((r) => r.transactionUuid === referenceUuid) ?? null),
    };
  },

  async setStatus(tx: Tx, id: number, status: Hub88Transaction['status']): Promise<void> {
    await tx.update(hub88Transactions).set({ status }).where(eq(hub88Transactions.id, id));
  },

  /** A vendor's transactions created in [from, to), oldest first (reconciliation). */
  async between(db: Executor, merchantId: number, vendor: string, from: Date, to: Date): Promise<Hub88Transaction[]> {
    return db
      .select()
      .from(hub88Transactions)
      .where(whereEq(hub88Transactions, { merchantId, vendor }, gte(hub88Transactions.createdAt, from), lt(hub88Transactions.createdAt, to)))
      .orderBy(asc(hub88Transactions.id));
  },
};

/** Launch tickets seen by the aggregator: found by hash whatever their state (the caller tells expired from unknown). */
export const ticketLookupRepo = {
  async byHash(db: Executor, ticketHash: string) {
    return firstOrNull(
      db
        .select({ merchantId: gameLaunches.merchantId, memberId: gameLaunches.memberId, gameId: gameLaunches.gameId })
        .from(gameLaunches)
        .where(eq(gameLaunches.ticketHash, ticketHash))
        .limit(1),
    );
  },

  /** Drops a ticket whose launch failed (the aggregator refused or did not answer). */
  async drop(db: Executor, merchantId: number, ticketHash: string): Promise<void> {
    await db.delete(gameLaunches).where(whereEq(gameLaunches, { merchantId, ticketHash }));
  },
};

/** A catalogue entry as the wallet API checks it. */
export interface WalletGame {
  id: number;
  vendor: string;
  gameType: string;
  enabled: boolean;
}

/** A game code's catalogue entries (one per vendor that has it), enabled or not. */
export const hub88GameRepo = {
  async byCode(db: Executor, merchantId: number, gameCode: string): Promise<WalletGame[]> {
    return db
      .select({ id: games.id, vendor: games.vendor, gameType: games.gameType, enabled: games.enabled })
      .from(games)
      .where(whereEq(games, { merchantId, gameCode }));
  },
  /** Which of `codes` are games of the vendor at the merchant: one query whatever their number. */
  async codesOfVendor(db: Executor, merchantId: number, vendor: string, codes: readonly string[]): Promise<Set<string>> {
    if (!codes.length) return new Set();
    const rows = await db
      .selectDistinct({ gameCode: games.gameCode })
      .from(games)
      .where(whereEq(games, { merchantId, vendor }, inArray(games.gameCode, [...codes])));
    return new Set(rows.map((r) => r.gameCode));
  },
};
