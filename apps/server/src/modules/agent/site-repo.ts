import { and, asc, eq } from 'drizzle-orm';
import type { SiteKind } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { agentSiteHosts } from '../../db/schema.js';

export const siteRepo = {
  async kindOf(db: Executor, merchantId: number, host: string): Promise<SiteKind | null> {
    const [row] = await db
      .select({ kind: agentSiteHosts.kind })
      .from(agentSiteHosts)
      .where(and(eq(agentSiteHosts.merchantId, merchantId), eq(agentSiteHosts.host, host.toLowerCase())));
    return row?.kind ?? null;
  },
  list(db: Executor, merchantId: number) {
    return db.select({ host: agentSiteHosts.host, kind: agentSiteHosts.kind }).from(agentSiteHosts).where(eq(agentSiteHosts.merchantId, merchantId)).orderBy(asc(agentSiteHosts.host));
  },
  async put(db: Executor, merchantId: number, host: string, kind: SiteKind | null): Promise<void> {
    const where = and(eq(agentSiteHosts.merchantId, merchantId), eq(agentSiteHosts.host, host));
    if (kind === null) await db.delete(agentSiteHosts).where(where);
    else await db.insert(agentSiteHosts).values({ merchantId, host, kind }).onConflictDoUpdate({ target: [agentSiteHosts.merchantId, agentSiteHosts.host], set: { kind } });
  },
};
