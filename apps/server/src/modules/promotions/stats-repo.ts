import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rewardApplications } from '../../db/schema.js';

/** The promotion figures of the operator's dashboard. */
export const promotionStats = {
  /** Reward applications waiting for an operator's decision now. */
  async pendingApplications(db: Executor, merchantId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(rewardApplications)
      .where(and(eq(rewardApplications.merchantId, merchantId), eq(rewardApplications.status, 'applying')));
    return row?.n ?? 0;
  },
};
