import { and, desc, eq, gt, gte, ne } from 'drizzle-orm';
import { MemberType } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { gameRounds, games, members } from '../../db/schema.js';

/** A big win as read from the rounds: the raw account (masked by the service), the game's names, the payout. */
export interface RankRow {
  username: string;
  gameCode: string;
  name: string | null;
  names: Record<string, string> | null;
  payout: bigint;
  settledAt: Date | null;
}

export const rankRepo = {
  /**
   * The merchant's biggest payouts of rounds settled since `since`, highest first (ties: the latest first). Trial
   * accounts play with play money and are left out, like on the dashboard. Served by game_rounds_settled_idx.
   */
  async topWins(db: Executor, merchantId: number, since: Date, limit: number): Promise<RankRow[]> {
    return db
      .select({
        username: members.username,
        gameCode: gameRounds.gameCode,
        name: games.name,
        names: games.names,
        payout: gameRounds.payout,
        settledAt: gameRounds.settledAt,
      })
      .from(gameRounds)
      .innerJoin(members, eq(members.id, gameRounds.memberId))
      .leftJoin(games, and(eq(games.merchantId, gameRounds.merchantId), eq(games.vendor, gameRounds.vendor), eq(games.gameCode, gameRounds.gameCode)))
      .where(
        and(
          eq(gameRounds.merchantId, merchantId),
          eq(gameRounds.status, 'settled'),
          gt(gameRounds.payout, 0n),
          gte(gameRounds.settledAt, since),
          ne(members.type, MemberType.trial),
        ),
      )
      .orderBy(desc(gameRounds.payout), desc(gameRounds.settledAt), desc(gameRounds.id))
      .limit(limit);
  },
};
