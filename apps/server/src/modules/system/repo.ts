import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { domainRoutes, merchants, type Merchant, type NewMerchant } from '../../db/schema.js';

/** Merchant (tenant) settings and the host -> merchant routes. Returns null for "not found". */
export const merchantRepo = {
  async findByCode(db: Executor, code: string): Promise<Merchant | null> {
    const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
    return row ?? null;
  },

  async findById(db: Executor, id: number): Promise<Merchant | null> {
    const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
    return row ?? null;
  },

  async findByHost(db: Executor, host: string): Promise<Merchant | null> {
    const [row] = await db
      .select({ merchant: merchants })
      .from(domainRoutes)
      .innerJoin(merchants, eq(merchants.id, domainRoutes.merchantId))
      .where(eq(domainRoutes.host, host.toLowerCase()))
      .limit(1);
    return row?.merchant ?? null;
  },

  /** The merchant's route host names, oldest first. */
  async listRouteHosts(db: Executor, merchantId: number): Promise<string[]> {
    const rows = await db
      .select({ host: domainRoutes.host })
      .from(domainRoutes)
      .where(eq(domainRoutes.merchantId, merchantId))
      .orderBy(asc(domainRoutes.id));
    return rows.map((r) => r.host);
  },

  /** Inserts the merchant unless its code exists; returns the stored row either way. */
  async insertIfAbsent(db: Executor, merchant: NewMerchant): Promise<Merchant> {
    await db.insert(merchants).values(merchant).onConflictDoNothing({ target: merchants.code });
    const row = await merchantRepo.findByCode(db, merchant.code);
    if (!row) throw new Error(`merchant ${merchant.code} missing after insert`);
    return row;
  },

  async addRoutes(db: Executor, merchantId: number, hosts: readonly string[]): Promise<void> {
    if (hosts.length === 0) return;
    await db
      .insert(domainRoutes)
      .values(hosts.map((host) => ({ host: host.toLowerCase(), merchantId })))
      .onConflictDoNothing({ target: domainRoutes.host });
  },

  async update(
    db: Executor,
    merchantId: number,
    patch: Partial<
      Pick<
        Merchant,
        | 'maintenance'
        | 'maintenanceMessage'
        | 'blockedCountries'
        | 'blockedIps'
        | 'whitelabel'
        | 'menu'
        | 'mobileTemplate'
        | 'resources'
        | 'customerService'
        | 'registerSettings'
        | 'defaultLanguage'
        | 'supportedLanguages'
      >
    >,
  ): Promise<Merchant | null> {
    const [row] = await db
      .update(merchants)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(merchants.id, merchantId))
      .returning();
    return row ?? null;
  },
};
