import { minorToMoney, type OpsMemberLedgerPage, type OpsMemberRoundPage } from '@wps/contract';
import type { Db } from '../../db/client.js';
import { pageCount } from './records.js';
import { betRecordRepo, ledgerRepo, type MemberRange } from './repo.js';

// A member's whole history for the operator's member screens (issue 13): the ledger and the rounds of the bet record,
// every date at once, newest first.

/** Every instant: the records queries take a range; an operator reads all of it, page by page. */
const allTime = (merchantId: number, memberId: number): MemberRange => ({
  merchantId,
  memberId,
  from: new Date(0),
  to: new Date('9999-12-31T00:00:00Z'),
});

const windowOf = (pageNo: number, pageSize: number) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

export async function memberLedgerPage(
  db: Db,
  merchantId: number,
  memberId: number,
  q: { kind?: string | undefined; pageNo: number; pageSize: number },
): Promise<OpsMemberLedgerPage> {
  const { rows, total } = await ledgerRepo.page(db, { ...allTime(merchantId, memberId), kind: q.kind }, windowOf(q.pageNo, q.pageSize));
  return {
    list: rows.map((r) => ({
      id: r.id,
      time: r.createdAt.toISOString(),
      kind: r.kind,
      amount: minorToMoney(r.amount),
      balanceAfter: minorToMoney(r.balanceAfter),
      reference: r.idempotencyKey,
    })),
    pageNo: q.pageNo,
    totalPages: pageCount(total, q.pageSize),
    totalCount: total,
  };
}

/** The member's rounds as the bet record reads them (game_rounds with the game's name). */
export async function memberRoundsPage(
  db: Db,
  merchantId: number,
  memberId: number,
  q: { pageNo: number; pageSize: number },
): Promise<OpsMemberRoundPage> {
  const range = allTime(merchantId, memberId);
  const sum = await betRecordRepo.summary(db, range);
  const rows = await betRecordRepo.page(db, range, windowOf(q.pageNo, q.pageSize));
  return {
    list: rows.map(({ round: r, name }) => ({
      id: r.id,
      roundId: r.roundId,
      time: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
      vendor: r.vendor,
      gameCode: r.gameCode,
      gameName: name ?? r.gameCode,
      gameType: r.gameType,
      stake: minorToMoney(r.stake),
      payout: minorToMoney(r.payout),
      winLoss: minorToMoney(r.status === 'settled' ? r.payout - r.stake : 0n),
      status: r.status,
    })),
    pageNo: q.pageNo,
    totalPages: pageCount(sum.count, q.pageSize),
    totalCount: sum.count,
  };
}

/** The member's valid bets (stakes of settled rounds, minor units) and how many rounds they played. */
export async function memberRoundTotals(db: Db, merchantId: number, memberId: number): Promise<{ count: number; validBets: bigint }> {
  const sum = await betRecordRepo.summary(db, allTime(merchantId, memberId));
  return { count: sum.count, validBets: BigInt(sum.settledStake) };
}
