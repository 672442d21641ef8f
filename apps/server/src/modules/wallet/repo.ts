import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/days.js';
import { countWhere, findOrCreate, firstOrNull, paged, whereEq, type PageWindow } from '../../db/query.js';
import { gameRounds, games, ledgerEntries, wallets, type GameRound, type LedgerEntry, type Wallet } from '../../db/schema.js';

export type NewLedgerEntry = Pick<LedgerEntry, 'merchantId' | 'memberId' | 'walletId' | 'amount' | 'balanceAfter' | 'kind' | 'idempotencyKey'>;

export interface WalletKey {
  merchantId: number;
  memberId: number;
  currency: string;
}

const walletOf = (k: WalletKey) => whereEq(wallets, { merchantId: k.merchantId, memberId: k.memberId, currency: k.currency });

export const walletRepo = {
  /**
   * Creates the wallet if missing, then locks its row until the transaction ends: every balance change of one
   * wallet is serialised here, which is what makes concurrent debits unable to double-spend.
   */
  async lockForUpdate(tx: Tx, key: WalletKey): Promise<Wallet> {
    return findOrCreate(
      () => tx.select().from(wallets).where(walletOf(key)).for('update'),
      // First move of this wallet: a concurrent creator may win the insert; either way the row exists afterwards.
      () => tx.insert(wallets).values(key).onConflictDoNothing(),
    );
  },

  /** Sum of the member's balances in one currency (minor units); 0 when the member has no wallet yet. */
  async sumBalance(db: Executor, key: WalletKey): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${wallets.balance}), 0)::text` })
      .from(wallets)
      .where(walletOf(key));
    return BigInt(row?.total ?? '0');
  },
};

export const ledgerRepo = {
  async findByKey(db: Executor, merchantId: number, idempotencyKey: string): Promise<LedgerEntry | null> {
    return firstOrNull(db.select().from(ledgerEntries).where(whereEq(ledgerEntries, { merchantId, idempotencyKey })).limit(1));
  },

  /**
   * Writes the entry and sets its wallet's balance to the entry's balance_after, in one statement (the wallet path's
   * hottest); null, and nothing written, when the entry's idempotency key is in the ledger already. The caller holds
   * the wallet row's lock.
   */
  async applyUnlessKnown(tx: Tx, entry: NewLedgerEntry): Promise<{ id: number } | null> {
    const result = await tx.execute(sql`
      with e as (
        insert into ${ledgerEntries} (merchant_id, member_id, wallet_id, amount, balance_after, kind, idempotency_key)
        values (${entry.merchantId}, ${entry.memberId}, ${entry.walletId}, ${String(entry.amount)}::bigint,
                ${String(entry.balanceAfter)}::bigint, ${entry.kind}, ${entry.idempotencyKey})
        on conflict (merchant_id, idempotency_key) do nothing
        returning id
      ), w as (
        update ${wallets} set balance = ${String(entry.balanceAfter)}::bigint, updated_at = now()
        where merchant_id = ${entry.merchantId} and id = ${entry.walletId} and exists (select 1 from e)
      )
      select id from e`);
    const [row] = rowsOf<{ id: string | number }>(result);
    return row ? { id: Number(row.id) } : null;
  },

  async listForMember(db: Executor, merchantId: number, memberId: number): Promise<LedgerEntry[]> {
    return db.select().from(ledgerEntries).where(whereEq(ledgerEntries, { merchantId, memberId })).orderBy(ledgerEntries.id);
  },

  /** One page of a member's entries in [from, to), newest first, optionally of one kind; and how many there are. */
  async page(db: Executor, f: MemberRange & { kind?: string | undefined }, page: PageWindow): Promise<{ rows: LedgerEntry[]; total: number }> {
    const where = inRange(ledgerEntries, f, f.kind ? eq(ledgerEntries.kind, f.kind) : undefined);
    const total = await countWhere(db, ledgerEntries, where);
    const ordered = db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
    return { rows: await paged(ordered.$dynamic(), page), total };
  },

  /** Sums of a member's entries in [from, to) per UTC day and kind, for the given kinds (minor units as text). */
  async dailySums(db: Executor, f: MemberRange, kinds: string[]): Promise<{ day: string; kind: string; total: string }[]> {
    const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, kind: ledgerEntries.kind, total: sql<string>`sum(${ledgerEntries.amount})::text` })
      .from(ledgerEntries)
      .where(inRange(ledgerEntries, f, inArray(ledgerEntries.kind, kinds)))
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

/** A member's rows created in [from, to), and the further conditions. */
const inRange = (t: typeof ledgerEntries | typeof gameRounds, f: MemberRange, ...more: (SQL | undefined)[]) =>
  and(eq(t.merchantId, f.merchantId), eq(t.memberId, f.memberId), gte(t.createdAt, f.from), lt(t.createdAt, f.to), ...more);

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
  async page(db: Executor, f: MemberRange & { gameType?: string | undefined }, page: PageWindow): Promise<BetRow[]> {
    const ordered = db
      .select({ round: gameRounds, name: games.name, names: games.names })
      .from(gameRounds)
      .leftJoin(
        games,
        and(eq(games.merchantId, gameRounds.merchantId), eq(games.vendor, gameRounds.vendor), eq(games.gameCode, gameRounds.gameCode)),
      )
      .where(betWhere(f))
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id));
    return paged(ordered.$dynamic(), page);
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

const betWhere = (f: MemberRange & { gameType?: string | undefined }) =>
  inRange(gameRounds, f, f.gameType ? eq(gameRounds.gameType, f.gameType) : undefined);

/** One account of the reconciliation: its balance, the sum of its entries, and whether its newest entry agrees. */
export interface ReconcileRow extends Record<string, unknown> {
  account: string;
  balance: string;
  entries: string;
  last_ok: boolean;
}

/**
 * One kind of account (the wallets `w` of a table, with the ledger that references them by `walletKey`): each
 * account's balance, the sum of its entries and whether the newest entry's balance_after equals the balance.
 */
const accountsOf = (account: SQL, walletTable: string, ledgerTable: string, walletKey: string, merchantId: number | undefined) => sql`
      select ${account} as account, w.balance::text as balance, coalesce(e.total, 0)::text as entries,
             (e.last_after is null and w.balance = 0) or e.last_after = w.balance as last_ok
      from ${sql.raw(walletTable)} w
      left join (
        select ${sql.raw(walletKey)}, sum(amount) as total,
               (array_agg(balance_after order by id desc))[1] as last_after
        from ${sql.raw(ledgerTable)} group by ${sql.raw(walletKey)}
      ) e on e.${sql.raw(walletKey)} = w.id
      where ${merchantId === undefined ? sql`true` : sql`w.merchant_id = ${merchantId}`}`;

export const reconcileRepo = {
  /**
   * Every account (main and vendor wallets), of one merchant or all: its balance, the sum of its ledger entries and
   * whether the newest entry's balance_after equals the balance. Read-only; safe to run on a live system.
   */
  async accounts(db: Executor, merchantId?: number): Promise<ReconcileRow[]> {
    const result = await db.execute<ReconcileRow>(sql`
      ${accountsOf(sql`'wallet:' || w.id`, 'wallets', 'ledger_entries', 'wallet_id', merchantId)}
      union all
      ${accountsOf(sql`'vendor:' || w.id || ':' || w.vendor`, 'vendor_wallets', 'vendor_ledger_entries', 'vendor_wallet_id', merchantId)}
    `);
    return (result as unknown as { rows: ReconcileRow[] }).rows;
  },
};
