import { and, count, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { MemberType } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { sumText, utcDay, type DayRange } from '../../db/days.js';
import { gameRounds, members } from '../../db/schema.js';

/** Rounds of a merchant settled in range, of members playing for real money (trial accounts play with play money). */
const settled = (merchantId: number, r: DayRange) =>
  and(
    eq(gameRounds.merchantId, merchantId),
    eq(gameRounds.status, 'settled'),
    gte(gameRounds.settledAt, r.from),
    lt(gameRounds.settledAt, r.to),
    ne(members.type, MemberType.trial),
  );
const realMember = eq(members.id, gameRounds.memberId);

/** The play figures of the operator's dashboard. */
export const roundStats = {
  /** Rounds settled per UTC day: how many, their stakes and payouts (minor units as text). */
  async settledByDay(db: Executor, merchantId: number, r: DayRange): Promise<{ day: string; rounds: number; stakes: string; payouts: string }[]> {
    const day = utcDay(gameRounds.settledAt);
    return db
      .select({ day, rounds: count(), stakes: sumText(gameRounds.stake), payouts: sumText(gameRounds.payout) })
      .from(gameRounds)
      .innerJoin(members, realMember)
      .where(settled(merchantId, r))
      .groupBy(day);
  },

  /** `(day, member_id)` of the members with a round settled in range (a part of the dashboard's active players). */
  settledMembers(merchantId: number, r: DayRange): SQL {
    return sql`select ${utcDay(gameRounds.settledAt)} as day, ${gameRounds.memberId} as member_id
      from ${gameRounds} inner join ${members} on ${realMember} where ${settled(merchantId, r)}`;
  },
};
