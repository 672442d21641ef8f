import {
  minorToMoney,
  oddsText,
  type LanguageCode,
  type LotteryBetType,
  type LotteryOrder,
  type LotteryOrderDetail,
  type LotteryPeriod,
  type LotterySubOrder,
} from '@wps/contract';
import type { LotteryOrderRow, LotteryPeriodRow, LotterySubOrderRow } from '../../db/schema.js';
import type { CatalogueGame } from '../games/index.js';

/** A period as players see it: the seed stays secret until the draw (or the void) reveals it. */
export function periodView(p: LotteryPeriodRow): LotteryPeriod {
  return {
    numero: p.numero,
    status: p.status === 'open' ? 'OPEN' : p.status === 'drawn' ? 'DRAWN' : 'VOID',
    opensAt: p.opensAt.toISOString(),
    closesAt: p.closesAt.toISOString(),
    drawAt: p.drawAt.toISOString(),
    serverSeedHash: p.serverSeedHash,
    serverSeed: p.status === 'open' ? null : p.serverSeed,
    result: p.result,
  };
}

export function subOrderView(s: LotterySubOrderRow): LotterySubOrder {
  return {
    subOrderId: s.id,
    betType: s.betType as LotteryBetType,
    selection: s.selection,
    stake: minorToMoney(s.stake),
    odds: oddsText(s.betType as LotteryBetType),
    status: s.status.toUpperCase() as LotterySubOrder['status'],
    payout: minorToMoney(s.payout),
  };
}

export const gameName = (game: Pick<CatalogueGame, 'name' | 'names'> | null, language: LanguageCode): string =>
  game ? (game.names[language] ?? game.name) : '';

export function orderView(o: LotteryOrderRow, p: LotteryPeriodRow, subCount: number, name: string): LotteryOrder {
  return {
    orderId: o.id,
    gameId: o.gameId,
    gameCode: p.gameCode,
    gameName: name,
    numero: p.numero,
    status: o.status.toUpperCase() as LotteryOrder['status'],
    totalStake: minorToMoney(o.totalStake),
    totalPayout: minorToMoney(o.totalPayout),
    subOrderCount: subCount,
    createdAt: o.createdAt.toISOString(),
    closesAt: p.closesAt.toISOString(),
  };
}

export function detailView(o: LotteryOrderRow, p: LotteryPeriodRow, subs: LotterySubOrderRow[], name: string): LotteryOrderDetail {
  return { ...orderView(o, p, subs.length, name), subOrders: subs.map(subOrderView), period: periodView(p) };
}
