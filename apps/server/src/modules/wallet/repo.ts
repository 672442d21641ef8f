import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { gameRounds, games, ledgerEntries, wallets, type GameRound, type LedgerEntry, type Wallet } from '../../db/schema.js';

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

  /** One page of a member's entries in [from, to), newest first, optionally of one kind; and how many there are. */
  async page(
    db: Executor,
    f: MemberRange & { kind?: string | undefined },
    page: { limit: number; offset: number },
  ): Promise<{ rows: LedgerEntry[]; total: number }> {
    const where = and(
      eq(ledgerEntries.merchantId, f.merchantId),
      eq(ledgerEntries.memberId, f.memberId),
      gte(ledgerEntries.createdAt, f.from),
      lt(ledgerEntries.createdAt, f.to),
      f.kind ? eq(ledgerEntries.kind, f.kind) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: total?.n ?? 0 };
  },

  /** Sums of a member's entries in [from, to) per UTC day and kind, for the given kinds (minor units as text). */
  async dailySums(db: Executor, f: MemberRange, kinds: string[]): Promise<{ day: string; kind: string; total: string }[]> {
    const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, kind: ledgerEntries.kind, total: sql<string>`sum(${ledgerEntries.amount})::text` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.merchantId, f.merchantId),
          eq(ledgerEntries.memberId, f.memberId),
          gte(ledgerEntries.createdAt, f.from),
          lt(ledgerEntries.createdAt, f.to),
          inArray(ledgerEntries.kind, kinds),
        ),
      )
      .groupBy(day, ledgerEntries.kind);
  },
};

/** A member's records in the instant range [from, to). */
export interface MemberRange {
  merchantId: number;
  memberId: number;
  from: Date;
  to: Date;
}

/** A round of the bet record with its game's names (null when the game left the catalogue). */
export interface BetRow {
  round: GameRound;
  name: string | null;
  names: Record<string, string> | null;
}

/**
 * The member's own rounds (game_rounds, written by the games domain's seamless wallet in the same transaction as the
 * ledger), read for the bet record.
 */
export const betRecordRepo = {
  /** Count and sums of the rounds in range (minor units as text): stake of every round not void, payout and stake of settled ones. */
  async summary(db: Executor, f: MemberRange & { gameType?: string | undefined }) {
    const settled = sql`${gameRounds.status} = 'settled'`;
    const [sum] = await db
      .select({
        n: count(),
        stake: sql<string>`coalesce(sum(${gameRounds.stake}) filter (where ${gameRounds.status} <> 'void'), 0)::text`,
        payout: sql<string>`coalesce(sum(${gameRounds.payout}) filter (where ${settled}), 0)::text`,
        settledStake: sql<string>`coalesce(sum(${gameRounds.stake}) filter (where ${settled}), 0)::text`,
      })
      .from(gameRounds)
      .where(betWhere(f));
    return { count: sum?.n ?? 0, stake: sum?.stake ?? '0', payout: sum?.payout ?? '0', settledStake: sum?.settledStake ?? '0' };
  },

  /** One page of the rounds in range, newest first. */
  async page(db: Executor, f: MemberRange & { gameType?: string | undefined }, page: { limit: number; offset: number }): Promise<BetRow[]> {
    const rows = await db
      .select({ round: gameRounds, name: games.name, names: games.names })
      .from(gameRounds)
      .leftJoin(
        games,
        and(eq(games.merchantId, gameRounds.merchantId), eq(games.vendor, gameRounds.vendor), eq(games.gameCode, gameRounds.gameCode)),
      )
      .where(betWhere(f))
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows;
  },

  /** The game types the member played in range, whatever type is filtered on. */
  async gameTypes(db: Executor, f: MemberRange): Promise<string[]> {
    const rows = await db
      .selectDistinct({ gameType: gameRounds.gameType })
      .from(gameRounds)
      .where(betWhere({ ...f, gameType: undefined }))
      .orderBy(gameRounds.gameType);
    return rows.map((t) => t.gameType);
  },
};

function betWhere(f: MemberRange & { gameType?: string | undefined }) {
  return and(
    eq(gameRounds.merchantId, f.merchantId),
    eq(gameRounds.memberId, f.memberId),
    gte(gameRounds.createdAt, f.from),
    lt(gameRounds.createdAt, f.to),
    f.gameType ? eq(gameRounds.gameType, f.gameType) : undefined,
  );
}

/** One account of the reconciliation: its balance, the sum of its entries, and whether its newest entry agrees. */
export interface ReconcileRow extends Record<string, unknown> {
  account: string;
  balance: string;
  entries: string;
  last_ok: boolean;
}

export const reconcileRepo = {
  /**
   * Every account (main and vendor wallets), of one merchant or all: its balance, the sum of its ledger entries and
   * whether the newest entry's balance_after equals the balance. Read-only; safe to run on a live system.
   */
  async accounts(db: Executor, merchantId?: number): Promise<ReconcileRow[]> {
    const filter = (col: string) => (merchantId === undefined ? sql`true` : sql`${sql.raw(col)} = ${merchantId}`);
    const result = await db.execute<ReconcileRow>(sql`
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
    return (result as unknown as { rows: ReconcileRow[] }).rows;
  },
};
