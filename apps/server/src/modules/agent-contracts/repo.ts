import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContractKind, ContractStatus, StatementStatus } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { agentContracts, agentStatements, ledgerEntries, members, merchants, type AgentContractRow, type AgentStatementRow, type StoredTier } from '../../db/schema.js';

const up = alias(members, 'upline');
const down = alias(members, 'downline');

/** A contract row with both accounts (null upline: the merchant). */
export type ContractWithNames = AgentContractRow & { upline: string | null; downline: string };
export type StatementWithNames = AgentStatementRow & { upline: string | null; downline: string };

const contractCols = { c: agentContracts, upline: up.username, downline: down.username };
const flat = (r: { c: AgentContractRow; upline: string | null; downline: string }): ContractWithNames => ({ ...r.c, upline: r.upline, downline: r.downline });

function contractsQuery(db: Executor) {
  return db
    .select(contractCols)
    .from(agentContracts)
    .leftJoin(up, eq(up.id, agentContracts.uplineId))
    .innerJoin(down, eq(down.id, agentContracts.downlineId));
}

export interface ContractFilter {
  kind?: ContractKind | undefined;
  status?: ContractStatus | undefined;
  /** Either side (the caller's history). */
  memberId?: number;
  uplineId?: number;
  account?: string | undefined;
}

function contractWhere(merchantId: number, f: ContractFilter): SQL {
  const parts: SQL[] = [eq(agentContracts.merchantId, merchantId)];
  if (f.kind) parts.push(eq(agentContracts.kind, f.kind));
  if (f.status) parts.push(eq(agentContracts.status, f.status));
  if (f.memberId !== undefined) parts.push(or(eq(agentContracts.uplineId, f.memberId), eq(agentContracts.downlineId, f.memberId))!);
  if (f.uplineId !== undefined) parts.push(eq(agentContracts.uplineId, f.uplineId));
  if (f.account) parts.push(sql`(lower(${up.username}) = lower(${f.account}) or lower(${down.username}) = lower(${f.account}))`);
  return and(...parts)!;
}

export const contractRepo = {
  async byId(db: Executor, merchantId: number, id: number): Promise<ContractWithNames | null> {
    const [r] = await contractsQuery(db).where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)));
    return r ? flat(r) : null;
  },
  /** Locks the row for a decision (accept / reject / cancel / override): two decisions take turns. */
  async lock(db: Executor, merchantId: number, id: number): Promise<AgentContractRow | null> {
    const [r] = await db.select().from(agentContracts).where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id))).for('update');
    return r ?? null;
  },
  async ofDownline(db: Executor, merchantId: number, downlineId: number, kind: ContractKind, status: ContractStatus): Promise<ContractWithNames | null> {
    const [r] = await contractsQuery(db)
      .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.downlineId, downlineId), eq(agentContracts.kind, kind), eq(agentContracts.status, status)))
      .orderBy(desc(agentContracts.id))
      .limit(1);
    return r ? flat(r) : null;
  },
  /** Pending proposals addressed to a member, every kind (the home prompt). */
  async pendingFor(db: Executor, merchantId: number, downlineId: number): Promise<{ id: number; kind: string }[]> {
    return db
      .select({ id: agentContracts.id, kind: agentContracts.kind })
      .from(agentContracts)
      .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.downlineId, downlineId), eq(agentContracts.status, 'PENDING')));
  },
  /** The caller's active and pending contracts with its downlines. */
  async madeBy(db: Executor, merchantId: number, uplineId: number, kind: ContractKind): Promise<ContractWithNames[]> {
    const rows = await contractsQuery(db)
      .where(
        and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.uplineId, uplineId), eq(agentContracts.kind, kind), inArray(agentContracts.status, ['PENDING', 'ACTIVE'])),
      )
      .orderBy(down.username, desc(agentContracts.id));
    return rows.map(flat);
  },
  async page(db: Executor, merchantId: number, f: ContractFilter, limit: number, offset: number): Promise<{ rows: ContractWithNames[]; total: number }> {
    const where = contractWhere(merchantId, f);
    const rows = await contractsQuery(db).where(where).orderBy(desc(agentContracts.id)).limit(limit).offset(offset);
    const [t] = await db
      .select({ n: count() })
      .from(agentContracts)
      .leftJoin(up, eq(up.id, agentContracts.uplineId))
      .innerJoin(down, eq(down.id, agentContracts.downlineId))
      .where(where);
    return { rows: rows.map(flat), total: t?.n ?? 0 };
  },
  /** A new proposal; null when the downline already has a pending one of the kind (unique index). */
  async insert(
    db: Executor,
    v: { merchantId: number; kind: ContractKind; status: ContractStatus; uplineId: number | null; downlineId: number; tiers: StoredTier[]; effectiveFrom?: Date | null; decidedAt?: Date | null },
  ): Promise<AgentContractRow | null> {
    const [r] = await db.insert(agentContracts).values(v).onConflictDoNothing().returning();
    return r ?? null;
  },
  async update(db: Executor, id: number, patch: Partial<Pick<AgentContractRow, 'status' | 'tiers' | 'decidedAt' | 'effectiveFrom' | 'endedAt'>>): Promise<void> {
    await db.update(agentContracts).set({ ...patch, updatedAt: new Date() }).where(eq(agentContracts.id, id));
  },
  /** Retires the downline's ACTIVE contract of a kind (superseded by a newer one from `at`). */
  async supersede(db: Executor, merchantId: number, downlineId: number, kind: ContractKind, at: Date): Promise<void> {
    await db
      .update(agentContracts)
      .set({ status: 'SUPERSEDED', endedAt: at, updatedAt: at })
      .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.downlineId, downlineId), eq(agentContracts.kind, kind), eq(agentContracts.status, 'ACTIVE')));
  },
  /**
   * Contracts covering a period: active (or ended inside it) and effective before it ends. A superseded contract covers
   * the periods before its successor's, so it still settles the period it was retired in only if that period started
   * before its successor became effective.
   */
  async covering(db: Executor, merchantId: number, kind: ContractKind, from: Date, to: Date): Promise<AgentContractRow[]> {
    return db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, ['ACTIVE', 'SUPERSEDED', 'CANCELLED']),
          lt(agentContracts.effectiveFrom, to),
          or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, to))!,
        ),
      )
      .orderBy(agentContracts.id);
  },
};

export interface StatementFilter {
  kind?: ContractKind | undefined;
  kinds?: ContractKind[];
  status?: StatementStatus | undefined;
  period?: string | undefined;
  downlineId?: number;
  uplineId?: number;
  account?: string | undefined;
  /** periodStart in [from, to). */
  from?: Date;
  to?: Date;
}

function statementWhere(merchantId: number, f: StatementFilter): SQL {
  const parts: SQL[] = [eq(agentStatements.merchantId, merchantId)];
  if (f.kind) parts.push(eq(agentStatements.kind, f.kind));
  if (f.kinds) parts.push(inArray(agentStatements.kind, f.kinds));
  if (f.status) parts.push(eq(agentStatements.status, f.status));
  if (f.period) parts.push(eq(agentStatements.period, f.period));
  if (f.downlineId !== undefined) parts.push(eq(agentStatements.downlineId, f.downlineId));
  if (f.uplineId !== undefined) parts.push(eq(agentStatements.uplineId, f.uplineId));
  if (f.from) parts.push(gte(agentStatements.periodStart, f.from));
  if (f.to) parts.push(lt(agentStatements.periodStart, f.to));
  if (f.account) parts.push(sql`(lower(${up.username}) = lower(${f.account}) or lower(${down.username}) = lower(${f.account}))`);
  return and(...parts)!;
}

export const statementRepo = {
  async byContractPeriod(db: Executor, merchantId: number, contractId: number, period: string): Promise<AgentStatementRow | null> {
    const [r] = await db
      .select()
      .from(agentStatements)
      .where(and(eq(agentStatements.merchantId, merchantId), eq(agentStatements.contractId, contractId), eq(agentStatements.period, period)))
      .for('update');
    return r ?? null;
  },
  /** The row of a period, or null when another transaction wrote it first (it waits for that one: unique index). */
  async insert(db: Executor, v: typeof agentStatements.$inferInsert): Promise<AgentStatementRow | null> {
    const [r] = await db.insert(agentStatements).values(v).onConflictDoNothing().returning();
    return r ?? null;
  },
  async markPaid(db: Executor, id: number, at: Date): Promise<AgentStatementRow> {
    const [r] = await db.update(agentStatements).set({ status: 'PAID', paidAt: at }).where(eq(agentStatements.id, id)).returning();
    return r!;
  },
  /** Unpaid rows of a kind from periods before `before` (retried by each run). */
  async unpaid(db: Executor, merchantId: number, kind: ContractKind, before: Date): Promise<AgentStatementRow[]> {
    return db
      .select()
      .from(agentStatements)
      .where(and(eq(agentStatements.merchantId, merchantId), eq(agentStatements.kind, kind), eq(agentStatements.status, 'UNPAID'), lt(agentStatements.periodStart, before)))
      .orderBy(agentStatements.id);
  },
  async page(db: Executor, merchantId: number, f: StatementFilter, limit: number, offset: number): Promise<{ rows: StatementWithNames[]; total: number }> {
    const where = statementWhere(merchantId, f);
    const rows = await db
      .select({ s: agentStatements, upline: up.username, downline: down.username })
      .from(agentStatements)
      .leftJoin(up, eq(up.id, agentStatements.uplineId))
      .innerJoin(down, eq(down.id, agentStatements.downlineId))
      .where(where)
      .orderBy(desc(agentStatements.periodStart), desc(agentStatements.id))
      .limit(limit)
      .offset(offset);
    const [t] = await db
      .select({ n: count() })
      .from(agentStatements)
      .leftJoin(up, eq(up.id, agentStatements.uplineId))
      .innerJoin(down, eq(down.id, agentStatements.downlineId))
      .where(where);
    return { rows: rows.map((r) => ({ ...r.s, upline: r.upline, downline: r.downline })), total: t?.n ?? 0 };
  },
  /** The sum of every matching row's amount, and of the PAID ones. */
  async sums(db: Executor, merchantId: number, f: StatementFilter): Promise<{ total: bigint; paid: bigint }> {
    const [r] = await db
      .select({
        total: sql<string>`coalesce(sum(${agentStatements.amount}), 0)::text`,
        paid: sql<string>`coalesce(sum(${agentStatements.amount}) filter (where ${agentStatements.status} = 'PAID'), 0)::text`,
      })
      .from(agentStatements)
      .leftJoin(up, eq(up.id, agentStatements.uplineId))
      .innerJoin(down, eq(down.id, agentStatements.downlineId))
      .where(statementWhere(merchantId, f));
    return { total: BigInt(r?.total ?? '0'), paid: BigInt(r?.paid ?? '0') };
  },
  /** A member's paid income by kind over [from, to) of payment time. */
  async paidTo(db: Executor, merchantId: number, downlineId: number, from: Date, to: Date): Promise<{ kind: string; total: bigint }[]> {
    const rows = await db
      .select({ kind: agentStatements.kind, total: sql<string>`coalesce(sum(${agentStatements.amount}), 0)::text` })
      .from(agentStatements)
      .where(
        and(
          eq(agentStatements.merchantId, merchantId),
          eq(agentStatements.downlineId, downlineId),
          eq(agentStatements.status, 'PAID'),
          gte(agentStatements.paidAt, from),
          lt(agentStatements.paidAt, to),
        ),
      )
      .groupBy(agentStatements.kind);
    return rows.map((r) => ({ kind: r.kind, total: BigInt(r.total) }));
  },
};

/** Credits of ledger kinds to a member over [from, to) (transfers received from the upline). */
export async function ledgerCredits(db: Executor, merchantId: number, memberId: number, kinds: string[], from: Date, to: Date): Promise<bigint> {
  if (!kinds.length) return 0n;
  const [r] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.merchantId, merchantId),
        eq(ledgerEntries.memberId, memberId),
        inArray(ledgerEntries.kind, kinds),
        sql`${ledgerEntries.amount} > 0`,
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    );
  return BigInt(r?.total ?? '0');
}

export async function memberById(db: Executor, merchantId: number, id: number): Promise<{ id: number; username: string; type: number } | null> {
  const [r] = await db
    .select({ id: members.id, username: members.username, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  return r ?? null;
}
export async function memberByAccount(db: Executor, merchantId: number, account: string): Promise<{ id: number; username: string; type: number } | null> {
  const [r] = await db
    .select({ id: members.id, username: members.username, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${account})`));
  return r ?? null;
}

export async function currencyOf(db: Executor, merchantId: number): Promise<string> {
  const [r] = await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.id, merchantId));
  return r!.currency;
}
