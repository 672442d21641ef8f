import { createHmac } from 'node:crypto';
import {
  ErrorCode,
  drawFromHash,
  isTcgLotteryVendor,
  lotteryPlayType,
  payoutFor,
  periodAt,
  type LotteryBetType,
  type PeriodTimes,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { LotteryPeriodRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { gameRepo, newServerSeed, seedHash, settleRound, type CatalogueGame } from '../games/index.js';
import { merchantCurrency, orderRepo, periodRepo } from './repo.js';

/** The round of a sub-order in the seamless wallet (unique per vendor and merchant). */
export const roundIdOf = (subOrderId: number): string => `lottery:${subOrderId}`;

/** The draw of a period: HMAC-SHA256 keyed by its server seed over "<gameCode>:<numero>", read by drawFromHash. */
export const drawOf = (serverSeed: string, gameCode: string, numero: string): string =>
  drawFromHash(createHmac('sha256', serverSeed).update(`${gameCode}:${numero}`).digest('hex'));

export const playTypeOf = (game: Pick<CatalogueGame, 'lottoMode'>) => lotteryPlayType(game.lottoMode);

/** A TCG lottery of the merchant's catalogue (enabled), or NOT_FOUND. */
export async function requireTcgGame(db: Executor, merchantId: number, gameId: number): Promise<CatalogueGame> {
  const game = await gameRepo.byId(db, merchantId, gameId);
  if (!game || !isTcgLotteryVendor(game.vendor)) throw new AppError(ErrorCode.NOT_FOUND, { detail: `lottery ${gameId}` });
  return game;
}

/** A period's row as it opens: a fresh server seed, committed by its hash until the draw reveals it. */
function newPeriodRow(merchantId: number, game: CatalogueGame, t: PeriodTimes) {
  const serverSeed = newServerSeed();
  return {
    merchantId,
    gameId: game.id,
    vendor: game.vendor,
    gameCode: game.gameCode,
    numero: t.numero,
    opensAt: t.opensAt,
    closesAt: t.closesAt,
    drawAt: t.drawAt,
    serverSeed,
    serverSeedHash: seedHash(serverSeed),
  };
}

/** The period of these times, opened (a fresh seed committed by its hash) when it did not exist yet. */
export async function ensurePeriod(db: Executor, merchantId: number, game: CatalogueGame, t: PeriodTimes): Promise<LotteryPeriodRow> {
  const found = await periodRepo.find(db, merchantId, game.id, t.numero);
  if (found) return found;
  await periodRepo.insert(db, newPeriodRow(merchantId, game, t));
  return (await periodRepo.find(db, merchantId, game.id, t.numero))!;
}

/** The times of the period taking orders at `now`: in a period's last seconds (closed) that is the next one. */
export function openTimes(game: Pick<CatalogueGame, 'lottoMode'>, now: Date): PeriodTimes {
  const p = periodAt(playTypeOf(game), now);
  return now < p.closesAt ? p : periodAt(playTypeOf(game), p.drawAt);
}

/**
 * The periods the draw job keeps opened at `now`: the one running (to be drawn at its time, even in its closed last
 * seconds), the one taking orders (the same, or the next in those seconds) and the one after it, so a lobby always
 * has the next period's seed committed before its turn.
 */
export function periodsAhead(game: Pick<CatalogueGame, 'lottoMode'>, now: Date): PeriodTimes[] {
  const running = periodAt(playTypeOf(game), now);
  const open = openTimes(game, now);
  const next = periodAt(playTypeOf(game), open.drawAt);
  return open.numero === running.numero ? [running, next] : [running, open, next];
}

/**
 * Opens ahead, for every enabled TCG lottery of the merchant (game and vendor on), the periods of periodsAhead that do
 * not exist yet, each with a fresh seed committed by its hash. The insert skips a row that exists
 * (lottery_periods_uq), so two instances, or a request's ensurePeriod racing the job, open each period once and the
 * first seed written is the one kept. Answers how many periods this call opened.
 */
export async function openPeriodsAhead(db: Executor, merchantId: number, now = new Date()): Promise<number> {
  const lotteries = (await gameRepo.lotteries(db, merchantId, false)).filter((g) => isTcgLotteryVendor(g.vendor));
  const wanted = lotteries.flatMap((game) => periodsAhead(game, now).map((t) => ({ game, t })));
  if (wanted.length === 0) return 0;
  const have = await periodRepo.existing(db, merchantId, lotteries.map((g) => g.id), [...new Set(wanted.map((w) => w.t.numero))]);
  const rows = wanted
    .filter(({ game, t }) => !have.has(`${game.id}:${t.numero}`))
    .map(({ game, t }) => newPeriodRow(merchantId, game, t));
  return periodRepo.insertMany(db, rows);
}

/**
 * Draws a period whose draw time has passed and settles its open sub-orders, exactly once: the period row is locked
 * and moved from open to drawn in the transaction that settles each sub-order's round (settleRound is idempotent by
 * round too). A second runner waits on the row and then finds it drawn. Answers what was paid, or null when there was
 * nothing (new) to do.
 */
export async function drawPeriod(tx: Tx, merchantId: number, periodId: number, now = new Date()): Promise<bigint | null> {
  const p = await periodRepo.lock(tx, merchantId, periodId, 'update');
  if (!p || p.status !== 'open' || p.drawAt > now) return null;
  const result = drawOf(p.serverSeed, p.gameCode, p.numero);
  await periodRepo.markDrawn(tx, p.id, result, now);
  const currency = await merchantCurrency(tx, merchantId);
  let paid = 0n;
  const orders = new Set<number>();
  for (const s of await orderRepo.lockOpenOfPeriod(tx, p.id)) {
    const payout = payoutFor(s.betType as LotteryBetType, s.selection, s.stake, result);
    await settleRound(tx, { merchantId, currency, vendor: p.vendor, roundId: roundIdOf(s.id), payout, detail: { numero: p.numero, result } });
    await orderRepo.setSubOrder(tx, s.id, payout > 0n ? 'won' : 'lost', payout);
    paid += payout;
    orders.add(s.orderId);
  }
  for (const id of orders) await orderRepo.refreshOrder(tx, id);
  return paid;
}

/**
 * Voids a period for an incident: no draw, every open sub-order refunded once (its round settled with its stake).
 * A repeat answers 0 refunds; a drawn period cannot be voided (its payouts are made).
 */
export async function voidPeriod(tx: Tx, merchantId: number, periodId: number, reason: string, now = new Date()) {
  const p = await periodRepo.lock(tx, merchantId, periodId, 'update');
  if (!p) throw new AppError(ErrorCode.NOT_FOUND, { detail: `period ${periodId}` });
  if (p.status === 'drawn') throw new AppError(ErrorCode.LOTTERY_PERIOD_CLOSED, { detail: `period ${p.numero} is drawn` });
  if (p.status === 'void') return { refunded: 0, amount: 0n };
  await periodRepo.markVoid(tx, p.id, reason, now);
  const currency = await merchantCurrency(tx, merchantId);
  let [refunded, amount] = [0, 0n];
  const orders = new Set<number>();
  for (const s of await orderRepo.lockOpenOfPeriod(tx, p.id)) {
    await settleRound(tx, { merchantId, currency, vendor: p.vendor, roundId: roundIdOf(s.id), payout: s.stake, detail: { numero: p.numero, void: reason } });
    await orderRepo.setSubOrder(tx, s.id, 'void', s.stake);
    [refunded, amount] = [refunded + 1, amount + s.stake];
    orders.add(s.orderId);
  }
  for (const id of orders) await orderRepo.refreshOrder(tx, id);
  return { refunded, amount };
}

/**
 * Draws what is due now (of one game, or of the merchant): reads call this so results show without waiting for the
 * schedule; the draw itself makes it safe to race the job.
 */
export async function drawDue(db: Db, merchantId: number, gameId?: number, now = new Date()): Promise<void> {
  for (const id of await periodRepo.due(db, merchantId, now, gameId, 50)) {
    await db.transaction((tx) => drawPeriod(tx, merchantId, id, now));
  }
}
