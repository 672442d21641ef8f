import {
  ErrorCode,
  LOTTERY_ODDS_X100,
  LOTTERY_TYPES,
  MAX_SUB_ORDER_STAKE,
  isTcgLotteryVendor,
  minorToMoney,
  moneyToMinor,
  normalizeSelection,
  numeroNumber,
  periodOfNumero,
  type LanguageCode,
  type LotteryOrderChange,
  type LotteryOrderDetail,
  type LotteryOrderPage,
  type LotteryOrderStatus,
  type LotteryPeriod,
  type LotterySubOrderInput,
  type Numero,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { LotteryOrderRow, Merchant } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import { pageCounts } from '../../platform/values.js';
import { gameRepo, newServerSeed, placeBet, seedHash, seedRepo, settleRound, type CatalogueGame } from '../games/index.js';
import { walletRepo } from '../wallet/index.js';
import { drawDue, ensurePeriod, openTimes, playTypeOf, requireTcgGame, roundIdOf } from './periods.js';
import { orderRepo, periodRepo, periodsByIds } from './repo.js';
import { detailView, gameName, orderView, periodView } from './views.js';

interface CheckedSubOrder {
  betType: LotterySubOrderInput['betType'];
  selection: string;
  stake: bigint;
}

/** Each sub-order's selection and stake checked (the field names the first wrong one: subOrders.2.stake). */
function checkSubOrders(game: CatalogueGame, subs: readonly LotterySubOrderInput[]): CheckedSubOrder[] {
  const max = moneyToMinor(MAX_SUB_ORDER_STAKE);
  return subs.map((s, i) => {
    const selection = normalizeSelection(s.betType, s.selection);
    if (!selection) throw fieldError(`subOrders.${i}.selection`, 'not a selection of this bet type');
    const stake = moneyToMinor(s.stake);
    if (stake < game.minBet || stake <= 0n) throw fieldError(`subOrders.${i}.stake`, `below the minimum ${minorToMoney(game.minBet)}`);
    if (stake > max) throw fieldError(`subOrders.${i}.stake`, `above the maximum ${MAX_SUB_ORDER_STAKE}`);
    return { betType: s.betType, selection, stake };
  });
}

const closed = (numero: string) => new AppError(ErrorCode.LOTTERY_PERIOD_CLOSED, { detail: `period ${numero} is closed` });

async function detailOf(db: Executor, order: LotteryOrderRow, language: LanguageCode): Promise<LotteryOrderDetail> {
  const [period, subs, game] = await Promise.all([
    periodRepo.byId(db, order.merchantId, order.periodId),
    orderRepo.subOrders(db, [order.id]),
    gameRepo.byId(db, order.merchantId, order.gameId),
  ]);
  return detailView(order, period!, subs, gameName(game, language));
}

async function changeOf(db: Executor, merchant: Merchant, order: LotteryOrderRow, language: LanguageCode): Promise<LotteryOrderChange> {
  const balance = await walletRepo.sumBalance(db, { merchantId: merchant.id, memberId: order.memberId, currency: merchant.currency });
  return { order: await detailOf(db, order, language), balance: minorToMoney(balance) };
}

export interface PlaceOrderInput {
  gameId: number;
  numero: string;
  requestId: string;
  subOrders: LotterySubOrderInput[];
}

/**
 * Places an order for the open period of a TCG lottery in one transaction: the order, its sub-orders and one seamless
 * wallet bet per sub-order (each its own round, so a cancel refunds just it). All or nothing: a stake the balance
 * cannot cover refuses the whole order (the wallet row lock keeps parallel orders from overspending). The same
 * request id again answers that order and moves nothing.
 */
export async function placeOrder(db: Db, merchant: Merchant, memberId: number, language: LanguageCode, body: PlaceOrderInput, now = new Date()): Promise<LotteryOrderChange> {
  const game = await requireTcgGame(db, merchant.id, body.gameId);
  if (!(await gameRepo.vendor(db, merchant.id, game.vendor))?.enabled) throw new AppError(ErrorCode.VENDOR_DISABLED, { detail: game.vendor });
  const subs = checkSubOrders(game, body.subOrders);
  const total = subs.reduce((a, s) => a + s.stake, 0n);
  const replay = async (order: LotteryOrderRow) => {
    const period = await periodRepo.byId(db, merchant.id, order.periodId);
    if (order.gameId !== game.id || period?.numero !== body.numero || order.totalStake !== total) {
      throw new AppError(ErrorCode.REQUEST_REUSED, { detail: `request ${body.requestId} was another order` });
    }
    return changeOf(db, merchant, order, language);
  };
  const earlier = await orderRepo.byRequest(db, merchant.id, memberId, body.requestId);
  if (earlier) return replay(earlier);

  const times = periodOfNumero(playTypeOf(game), body.numero);
  if (!times) throw fieldError('numero', 'not a period of this game');
  if (times.opensAt.getTime() > openTimes(game, now).opensAt.getTime()) throw fieldError('numero', 'this period is not open yet');
  // The period's row is the truth about its times (an operator's void or a late draw included).
  const period = await ensurePeriod(db, merchant.id, game, times);
  if (period.status !== 'open' || now >= period.closesAt) throw closed(body.numero);

  const placed = await db.transaction(async (tx) => {
    // Shared lock: orders go in side by side; a draw or void (update lock) waits for them and they for it.
    const p = await periodRepo.lock(tx, merchant.id, period.id, 'share');
    if (!p || p.status !== 'open' || now >= p.closesAt) throw closed(body.numero);
    const order = await orderRepo.insert(tx, { merchantId: merchant.id, memberId, periodId: p.id, gameId: game.id, requestId: body.requestId, totalStake: total });
    if (!order) return null;
    const rows = await orderRepo.insertSubOrders(
      tx,
      subs.map((s) => ({ merchantId: merchant.id, memberId, orderId: order.id, periodId: p.id, ...s, oddsX100: LOTTERY_ODDS_X100[s.betType] })),
    );
    for (const s of rows) {
      await placeBet(tx, {
        merchantId: merchant.id,
        memberId,
        currency: merchant.currency,
        vendor: game.vendor,
        gameCode: game.gameCode,
        gameType: game.gameType,
        roundId: roundIdOf(s.id),
        stake: s.stake,
        detail: { orderId: order.id, numero: p.numero, betType: s.betType, selection: s.selection },
      });
    }
    return order;
  });
  // Null: a concurrent twin with this request id was inserted first; answer it.
  return replay(placed ?? (await orderRepo.byRequest(db, merchant.id, memberId, body.requestId))!);
}

/** The member's orders, newest first (periods due are drawn first so statuses are current). */
export async function listOrders(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: LanguageCode,
  q: { pageNo: number; pageSize: number; status?: LotteryOrderStatus; gameId?: number },
): Promise<LotteryOrderPage> {
  await drawDue(db, merchant.id);
  const status = q.status?.toLowerCase() as LotteryOrderRow['status'] | undefined;
  const page = await orderRepo.page(db, merchant.id, memberId, { status, gameId: q.gameId }, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
  const ids = page.rows.map((o) => o.id);
  const [periods, subs] = await Promise.all([periodsByIds(db, page.rows.map((o) => o.periodId)), orderRepo.subOrders(db, ids)]);
  const games = new Map<number, CatalogueGame | null>();
  for (const id of new Set(page.rows.map((o) => o.gameId))) games.set(id, await gameRepo.byId(db, merchant.id, id));
  const list = page.rows.map((o) =>
    orderView(o, periods.get(o.periodId)!, subs.filter((s) => s.orderId === o.id).length, gameName(games.get(o.gameId) ?? null, language)),
  );
  return { list, ...pageCounts(q.pageNo, page.total, q.pageSize) };
}

/** One of the member's orders; another member's id is NOT_FOUND. */
export async function orderDetail(db: Db, merchant: Merchant, memberId: number, language: LanguageCode, orderId: number): Promise<LotteryOrderDetail> {
  const order = await orderRepo.byId(db, merchant.id, memberId, orderId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { detail: `order ${orderId}` });
  await drawDue(db, merchant.id, order.gameId);
  return detailOf(db, (await orderRepo.byId(db, merchant.id, memberId, orderId))!, language);
}

/**
 * Cancels one open sub-order before its period closes: its round is settled with its stake (the refund, once by the
 * round's key) under the sub-order's row lock, so parallel cancels refund once and a repeat answers the same. After
 * the close, or once drawn or voided, LOTTERY_PERIOD_CLOSED.
 */
export async function cancelSubOrder(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: LanguageCode,
  ids: { orderId: number; subOrderId: number },
): Promise<LotteryOrderChange> {
  const order = await db.transaction(async (tx) => {
    const found = await orderRepo.subOrder(tx, merchant.id, memberId, ids.orderId, ids.subOrderId, false);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, { detail: `sub-order ${ids.subOrderId}` });
    // The period first, then the sub-order: the order in which the draw and the void lock them (no deadlock).
    const period = (await periodRepo.lock(tx, merchant.id, found.periodId, 'share'))!;
    const sub = (await orderRepo.subOrder(tx, merchant.id, memberId, ids.orderId, ids.subOrderId, true))!;
    if (sub.status === 'cancelled') return orderRepo.byId(tx, merchant.id, memberId, ids.orderId);
    if (sub.status !== 'open' || period.status !== 'open' || new Date() >= period.closesAt) throw closed(period.numero);
    await settleRound(tx, { merchantId: merchant.id, currency: merchant.currency, vendor: period.vendor, roundId: roundIdOf(sub.id), payout: sub.stake, detail: { cancelled: true } });
    await orderRepo.setSubOrder(tx, sub.id, 'cancelled', 0n);
    await orderRepo.refreshOrder(tx, ids.orderId);
    return orderRepo.byId(tx, merchant.id, memberId, ids.orderId);
  });
  return changeOf(db, merchant, order!, language);
}

/** The drawn periods of a game, newest first (what is due is drawn first). */
export async function recentResults(db: Db, merchant: Merchant, gameId: number, size: number): Promise<LotteryPeriod[]> {
  const game = await requireTcgGame(db, merchant.id, gameId);
  await drawDue(db, merchant.id, game.id);
  return (await periodRepo.results(db, merchant.id, game.id, size)).map(periodView);
}

/**
 * The lobby's numero calls: for a TCG lottery the period open for orders (shared by every member and shown to
 * visitors too: its number, close and draw times and seed hash); for the in-house lottery the member's own next draw
 * with its committed seed, so a visitor is NOT_LOGGED_IN there. The draw job opens the periods ahead; opening here is
 * the fallback for a schedule that is off or late.
 */
export async function openedNumero(db: Db, merchant: Merchant, memberId: number | null, gameId: number, now = new Date()): Promise<Numero> {
  const game = await gameRepo.byId(db, merchant.id, gameId);
  if (!game || !LOTTERY_TYPES.includes(game.gameType)) throw new AppError(ErrorCode.NOT_FOUND, { detail: `lottery ${gameId}` });
  if (isTcgLotteryVendor(game.vendor)) {
    await drawDue(db, merchant.id, game.id, now);
    const p = await ensurePeriod(db, merchant.id, game, openTimes(game, now));
    return {
      gameId,
      numero: numeroNumber(p.numero),
      serverSeedHash: p.serverSeedHash,
      period: p.numero,
      closesAt: p.closesAt.toISOString(),
      drawAt: p.drawAt.toISOString(),
    };
  }
  if (memberId === null) throw new AppError(ErrorCode.NOT_LOGGED_IN, { detail: 'the in-house lottery draws per member' });
  const fresh = () => {
    const serverSeed = newServerSeed();
    return { serverSeed, serverSeedHash: seedHash(serverSeed) };
  };
  const seed = await db.transaction((tx) => seedRepo.get(tx, merchant.id, memberId, fresh, false));
  return { gameId, numero: seed.nonce + 1, serverSeedHash: seed.serverSeedHash };
}
