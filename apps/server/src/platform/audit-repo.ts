import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { auditLog, merchants } from '../db/schema.js';

export interface AuditRow {
  merchantId: number | null;
  operatorId: number | null;
  operatorName: string;
  via: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditFilter {
  merchantId: number;
  operator?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

// Secrets never reach the trail, whatever call carried them: passwords, codes, keys and tokens are masked by name.
const SECRET_FIELD = /password|secret|token|^otp$|^key$|^code$|answer/i;

/** A copy of a value safe to keep: secret-looking fields masked, depth and size bounded. */
export function auditSafe(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return typeof value === 'string' && value.length > 2000 ? `${value.slice(0, 2000)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => auditSafe(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_FIELD.test(k) && v !== null && v !== undefined ? '***' : auditSafe(v, depth + 1);
  return out;
}

function where(f: AuditFilter): SQL | undefined {
  return and(
    eq(auditLog.merchantId, f.merchantId),
    f.operator ? ilike(auditLog.operatorName, f.operator) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.target ? ilike(auditLog.target, `%${f.target.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lte(auditLog.createdAt, f.to) : undefined,
  );
}

export const auditRepo = {
  async insert(db: Executor, row: AuditRow): Promise<void> {
    await db.insert(auditLog).values({ ...row, before: auditSafe(row.before), after: auditSafe(row.after) });
  },

  async page(db: Executor, filter: AuditFilter, pageNo: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: auditLog, merchantCode: merchants.code })
        .from(auditLog)
        .leftJoin(merchants, eq(merchants.id, auditLog.merchantId))
        .where(where(filter))
        .orderBy(desc(auditLog.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ n: count() }).from(auditLog).where(where(filter)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
