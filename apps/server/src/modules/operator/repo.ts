import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OperatorRole } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { merchants, operatorApiKeys, operatorGrants, operators, operatorSessions } from '../../db/schema.js';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

export const operatorRepo = {
  async byName(db: Executor, username: string): Promise<OperatorRow | null> {
    const [row] = await db.select().from(operators).where(sql`lower(${operators.username}) = lower(${username})`);
    return row ?? null;
  },

  async byId(db: Executor, id: number): Promise<OperatorRow | null> {
    const [row] = await db.select().from(operators).where(eq(operators.id, id));
    return row ?? null;
  },

  async insert(db: Executor, values: typeof operators.$inferInsert): Promise<OperatorRow> {
    const [row] = await db.insert(operators).values(values).returning();
    return row!;
  },

  async update(db: Executor, id: number, patch: Partial<typeof operators.$inferInsert>): Promise<OperatorRow> {
    const [row] = await db.update(operators).set(patch).where(eq(operators.id, id)).returning();
    return row!;
  },

  async grants(db: Executor, operatorId: number) {
    return db
      .select({ merchantId: merchants.id, merchantCode: merchants.code, merchantName: merchants.name, roles: operatorGrants.roles, requireTotp: merchants.opsRequireTotp })
      .from(operatorGrants)
      .innerJoin(merchants, eq(merchants.id, operatorGrants.merchantId))
      .where(eq(operatorGrants.operatorId, operatorId))
      .orderBy(merchants.code);
  },

  async grantAt(db: Executor, operatorId: number, code: string) {
    const [row] = await db
      .select({ merchant: merchants, roles: operatorGrants.roles })
      .from(merchants)
      .leftJoin(operatorGrants, and(eq(operatorGrants.merchantId, merchants.id), eq(operatorGrants.operatorId, operatorId)))
      .where(eq(merchants.code, code));
    return row ? { merchant: row.merchant, roles: row.roles ?? [] } : null;
  },

  async setGrant(db: Executor, operatorId: number, merchantId: number, roles: OperatorRole[]): Promise<void> {
    if (roles.length === 0) {
      await db.delete(operatorGrants).where(and(eq(operatorGrants.operatorId, operatorId), eq(operatorGrants.merchantId, merchantId)));
      return;
    }
    await db
      .insert(operatorGrants)
      .values({ operatorId, merchantId, roles })
      .onConflictDoUpdate({ target: [operatorGrants.operatorId, operatorGrants.merchantId], set: { roles } });
  },

  /** The operators of a merchant with their roles there. */
  async ofMerchant(db: Executor, merchantId: number) {
    return db
      .select({ operator: operators, roles: operatorGrants.roles })
      .from(operatorGrants)
      .innerJoin(operators, eq(operators.id, operatorGrants.operatorId))
      .where(eq(operatorGrants.merchantId, merchantId))
      .orderBy(operators.username);
  },
};

export const operatorSessionRepo = {
  async insert(db: Executor, values: typeof operatorSessions.$inferInsert): Promise<OperatorSessionRow> {
    const [row] = await db.insert(operatorSessions).values(values).returning();
    return row!;
  },

  /** A live session by its token's hash, with its operator. */
  async live(db: Executor, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)));
    return row ?? null;
  },

  async byId(db: Executor, id: number): Promise<OperatorSessionRow | null> {
    const [row] = await db.select().from(operatorSessions).where(eq(operatorSessions.id, id));
    return row ?? null;
  },

  /** The operator signed in from this address since then (a session was opened from there, ended or not). */
  async signedInFrom(db: Executor, operatorId: number, ip: string, since: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: operatorSessions.id })
      .from(operatorSessions)
      .where(and(eq(operatorSessions.operatorId, operatorId), eq(operatorSessions.ip, ip), gt(operatorSessions.createdAt, since)))
      .limit(1);
    return row !== undefined;
  },

  async touch(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
  },

  async revoke(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(operatorSessions).set({ revokedAt: now }).where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
  },

  /** Ends the operator's open sessions (but `keep`); answers how many ended. */
  async revokeAll(db: Executor, operatorId: number, now: Date, keep?: number): Promise<number> {
    const rows = await db
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, now),
          keep === undefined ? undefined : sql`${operatorSessions.id} <> ${keep}`,
        ),
      )
      .returning({ id: operatorSessions.id });
    return rows.length;
  },

  async markTotp(db: Executor, id: number): Promise<void> {
    await db.update(operatorSessions).set({ totpVerified: true }).where(eq(operatorSessions.id, id));
  },

  async open(db: Executor, operatorId: number, now: Date) {
    return db
      .select()
      .from(operatorSessions)
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)))
      .orderBy(sql`${operatorSessions.lastSeenAt} desc`);
  },
};

export const apiKeyRepo = {
  async live(db: Executor, keyHash: string) {
    const [row] = await db
      .select({ key: operatorApiKeys, operator: operators })
      .from(operatorApiKeys)
      .innerJoin(operators, eq(operators.id, operatorApiKeys.operatorId))
      .where(and(eq(operatorApiKeys.keyHash, keyHash), isNull(operatorApiKeys.revokedAt)));
    return row ?? null;
  },

  async touch(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(operatorApiKeys).set({ lastUsedAt: now }).where(eq(operatorApiKeys.id, id));
  },

  async insert(db: Executor, values: typeof operatorApiKeys.$inferInsert) {
    const [row] = await db.insert(operatorApiKeys).values(values).returning();
    return row!;
  },

  async ofOperator(db: Executor, operatorId: number) {
    return db.select().from(operatorApiKeys).where(eq(operatorApiKeys.operatorId, operatorId)).orderBy(operatorApiKeys.id);
  },

  /** Revokes every live key of the operator; answers how many. */
  async revokeAll(db: Executor, operatorId: number, now: Date): Promise<number> {
    const rows = await db
      .update(operatorApiKeys)
      .set({ revokedAt: now })
      .where(and(eq(operatorApiKeys.operatorId, operatorId), isNull(operatorApiKeys.revokedAt)))
      .returning({ id: operatorApiKeys.id });
    return rows.length;
  },

  async revoke(db: Executor, operatorId: number, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(operatorApiKeys)
      .set({ revokedAt: now })
      .where(and(eq(operatorApiKeys.id, id), eq(operatorApiKeys.operatorId, operatorId), isNull(operatorApiKeys.revokedAt)))
      .returning({ id: operatorApiKeys.id });
    return rows.length > 0;
  },
};

/** The merchant's operator rules (two-factor required, dual-approval threshold). */
export async function updateMerchantSecurity(
  db: Executor,
  merchantId: number,
  patch: { opsRequireTotp?: boolean; dualApprovalThreshold?: bigint | null },
) {
  const [row] = await db.update(merchants).set(patch).where(eq(merchants.id, merchantId)).returning();
  return row!;
}
