import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import { MemberType } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { utcDay, type DayRange } from '../../db/days.js';
import { members } from '../../db/schema.js';

/** The member figures of the operator's dashboard. */
export const memberStats = {
  /** Members registered per UTC day, trial accounts left out. */
  async registeredByDay(db: Executor, merchantId: number, r: DayRange): Promise<{ day: string; count: number }[]> {
    const day = utcDay(members.createdAt);
    return db
      .select({ day, count: count() })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), gte(members.createdAt, r.from), lt(members.createdAt, r.to), ne(members.type, MemberType.trial)))
      .groupBy(day);
  },
};
