import { ErrorCode, isTcgLotteryVendor, minorToMoney, periodSecondsOf, type OpsLotteryPeriod } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { LotteryPeriodRow, Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { pageCounts } from '../../platform/values.js';
import { gameRepo } from '../games/index.js';
import { drawDue, playTypeOf, requireTcgGame, voidPeriod } from './periods.js';
import { orderRepo, periodRepo } from './repo.js';
import { detailView, periodView } from './views.js';

interface Totals {
  orders: number;
  subOrders: number;
  stake: string;
  payout: string;
}

const opsPeriodView = (p: LotteryPeriodRow, t: Totals): OpsLotteryPeriod => ({
  ...periodView(p),
  periodId: p.id,
  gameId: p.gameId,
  gameCode: p.gameCode,
  orders: t.orders,
  subOrders: t.subOrders,
  totalStake: minorToMoney(BigInt(t.stake)),
  totalPayout: minorToMoney(BigInt(t.payout)),
  voidReason: p.voidReason,
});

/** The merchant's TCG lotteries with their draw schedule. */
export async function opsLotteryGames(db: Db, merchant: Merchant) {
  const games = (await gameRepo.lotteries(db, merchant.id, false)).filter((g) => isTcgLotteryVendor(g.vendor));
  return games.map((g) => ({
    gameId: g.id,
    gameCode: g.gameCode,
    gameName: g.name,
    vendor: g.vendor,
    playType: playTypeOf(g),
    periodSeconds: periodSecondsOf(playTypeOf(g)),
    enabled: g.enabled,
  }));
}

export async function opsLotteryPeriods(db: Db, merchant: Merchant, q: { gameId: number; pageNo: number; pageSize: number }) {
  const game = await requireTcgGame(db, merchant.id, q.gameId);
  await drawDue(db, merchant.id, game.id);
  const page = await periodRepo.pageWithTotals(db, merchant.id, game.id, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
  return { list: page.rows.map((r) => opsPeriodView(r.period, r)), ...pageCounts(q.pageNo, page.total, q.pageSize) };
}

/** Every order of a period with its sub-orders and the member's account. */
export async function opsPeriodOrders(db: Db, merchant: Merchant, periodId: number) {
  const period = await periodRepo.byId(db, merchant.id, periodId);
  if (!period) throw new AppError(ErrorCode.NOT_FOUND, { detail: `period ${periodId}` });
  const rows = await orderRepo.ofPeriod(db, merchant.id, period.id);
  const subs = await orderRepo.subOrders(db, rows.map((r) => r.order.id));
  return rows.map(({ order, account }) => ({
    ...detailView(order, period, subs.filter((s) => s.orderId === order.id), period.gameCode),
    memberId: order.memberId,
    account,
  }));
}

/** Voids a period (audited by the route): its open sub-orders refunded once; the period with its totals after. */
export async function opsVoidPeriod(db: Db, merchant: Merchant, periodId: number, reason: string) {
  const before = await periodRepo.byId(db, merchant.id, periodId);
  const done = await db.transaction((tx) => voidPeriod(tx, merchant.id, periodId, reason));
  const after = await periodTotals(db, merchant, periodId);
  return { before: before ? periodView(before) : null, after: { period: after, refunded: done.refunded, amount: minorToMoney(done.amount) } };
}

async function periodTotals(db: Db, merchant: Merchant, periodId: number): Promise<OpsLotteryPeriod> {
  const period = (await periodRepo.byId(db, merchant.id, periodId))!;
  const subs = (await orderRepo.subOrders(db, (await orderRepo.ofPeriod(db, merchant.id, periodId)).map((r) => r.order.id))).filter(
    (s) => s.periodId === periodId,
  );
  const orders = new Set(subs.map((s) => s.orderId)).size;
  const stake = subs.filter((s) => s.status !== 'cancelled').reduce((a, s) => a + s.stake, 0n);
  const payout = subs.reduce((a, s) => a + s.payout, 0n);
  return opsPeriodView(period, { orders, subOrders: subs.length, stake: String(stake), payout: String(payout) });
}
