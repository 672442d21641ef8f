import { and, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { MemberType } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { sumText, utcDay, type DayRange } from '../../db/days.js';
import { balanceAdjustments, ledgerEntries, members } from '../../db/schema.js';

/** Ledger kinds that pay a bonus or reward to a member (deposit bonuses, approved reward applications, daily sign-in). */
export const BONUS_KINDS = ['bonus'] as const;

/** The ledger figures of the operator's dashboard. */
export const ledgerStats = {
  /** Bonuses and rewards paid per UTC day (minor units as text), trial accounts left out. */
  async bonusesByDay(db: Executor, merchantId: number, r: DayRange): Promise<{ day: string; amount: string }[]> {
    const day = utcDay(ledgerEntries.createdAt);
    return db
      .select({ day, amount: sumText(ledgerEntries.amount) })
      .from(ledgerEntries)
      .innerJoin(members, eq(members.id, ledgerEntries.memberId))
      .where(
        and(
          eq(ledgerEntries.merchantId, merchantId),
          inArray(ledgerEntries.kind, [...BONUS_KINDS]),
          gte(ledgerEntries.createdAt, r.from),
          lt(ledgerEntries.createdAt, r.to),
          ne(members.type, MemberType.trial),
        ),
      )
      .groupBy(day);
  },

  /** Balance adjustments waiting for a second operator's decision now. */
  async pendingAdjustments(db: Executor, merchantId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(balanceAdjustments)
      .where(and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.status, 'pending')));
    return row?.n ?? 0;
  },
};
