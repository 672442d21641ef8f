import { minorToMoney, type BetRecordPage, type LanguageCode } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { dayRange, recordsPage } from './records.js';
import { betRecordRepo } from './repo.js';

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
  const range = { merchantId: merchant.id, memberId, ...dayRange(q.start, q.end) };
  const page = recordsPage(q.pageNo);
  const filter = { ...range, gameType: q.gameType };
  const sum = await betRecordRepo.summary(db, filter);
  const rows = await betRecordRepo.page(db, filter, page.window);
  const gameTypes = await betRecordRepo.gameTypes(db, range);

  const payout = BigInt(sum.payout);
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
    ...page.numbers(sum.count),
    // The total is the period's valid bets (settled stakes), the figure the VIP page and the back office show; an
    // open round's stake is in its row, marked not settled, and counts once it settles.
    summary: {
      count: sum.count,
      validBet: minorToMoney(BigInt(sum.settledStake)),
      payout: minorToMoney(payout),
      winLoss: minorToMoney(payout - BigInt(sum.settledStake)),
    },
    gameTypes,
  };
}

/**
 * A member's rounds created in [from, to) summed (minor units): `validBets` is the stake of settled rounds (the
 * turnover), `winLoss` their payouts minus those stakes.
 */
export async function memberBetTotals(
  db: Db,
  range: { merchantId: number; memberId: number; from: Date; to: Date },
): Promise<{ validBets: bigint; winLoss: bigint }> {
  const sum = await betRecordRepo.summary(db, range);
  const validBets = BigInt(sum.settledStake);
  return { validBets, winLoss: BigInt(sum.payout) - validBets };
}
