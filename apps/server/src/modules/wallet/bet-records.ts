import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { MONEY_LIMITS, minorToMoney, type BetRecordPage, type LanguageCode } from '@wps/contract';
import type { Db } from '../../db/client.js';
import { gameRounds, games, type Merchant } from '../../db/schema.js';
import { dayRange, pageCount } from './records.js';

/**
 * Bet record (/m/gameRecord): the member's own rounds from game_rounds (written by the games domain's seamless
 * wallet in the same transaction as the ledger), newest first, with the game's name and the period's totals.
 */
export async function listBets(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: LanguageCode,
  q: { start: string; end: string; pageNo: number; gameType?: string | undefined },
): Promise<BetRecordPage> {
  const { from, to } = dayRange(q.start, q.end);
  const size = MONEY_LIMITS.recordsPage;
  const where = and(
    eq(gameRounds.merchantId, merchant.id),
    eq(gameRounds.memberId, memberId),
    gte(gameRounds.createdAt, from),
    lt(gameRounds.createdAt, to),
    q.gameType ? eq(gameRounds.gameType, q.gameType) : undefined,
  );
  const settled = sql`${gameRounds.status} = 'settled'`;
  const [sum] = await db
    .select({
      n: count(),
      stake: sql<string>`coalesce(sum(${gameRounds.stake}) filter (where ${gameRounds.status} <> 'void'), 0)::text`,
      payout: sql<string>`coalesce(sum(${gameRounds.payout}) filter (where ${settled}), 0)::text`,
      settledStake: sql<string>`coalesce(sum(${gameRounds.stake}) filter (where ${settled}), 0)::text`,
    })
    .from(gameRounds)
    .where(where);
  const rows = await db
    .select({ round: gameRounds, name: games.name, names: games.names })
    .from(gameRounds)
    .leftJoin(
      games,
      and(eq(games.merchantId, gameRounds.merchantId), eq(games.vendor, gameRounds.vendor), eq(games.gameCode, gameRounds.gameCode)),
    )
    .where(where)
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(size)
    .offset((q.pageNo - 1) * size);

  const types = await db
    .selectDistinct({ gameType: gameRounds.gameType })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.merchantId, merchant.id),
        eq(gameRounds.memberId, memberId),
        gte(gameRounds.createdAt, from),
        lt(gameRounds.createdAt, to),
      ),
    )
    .orderBy(gameRounds.gameType);

  const totalCount = sum?.n ?? 0;
  const payout = BigInt(sum?.payout ?? '0');
  return {
    list: rows.map(({ round: r, name, names }) => ({
      id: r.id,
      roundId: r.roundId,
      vendor: r.vendor,
      gameCode: r.gameCode,
      gameName: names?.[language] ?? name ?? r.gameCode,
      gameType: r.gameType,
      stake: minorToMoney(r.stake),
      payout: minorToMoney(r.payout),
      winLoss: minorToMoney(r.status === 'settled' ? r.payout - r.stake : 0n),
      status: r.status,
      time: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
      detail: r.detail,
    })),
    pageNo: q.pageNo,
    totalPages: pageCount(totalCount, size),
    totalCount,
    summary: {
      count: totalCount,
      stake: minorToMoney(BigInt(sum?.stake ?? '0')),
      payout: minorToMoney(payout),
      winLoss: minorToMoney(payout - BigInt(sum?.settledStake ?? '0')),
    },
    gameTypes: types.map((t) => t.gameType),
  };
}
