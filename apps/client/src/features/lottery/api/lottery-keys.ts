import type { LotteryOrderStatus } from '@wps/contract';
import { SESSION_SCOPE } from '../../../shared/query/query-client';

/** The lobby's lists are everyone's; open periods and orders belong to the session and go with it. */
export const lotteryKeys = {
  lobby: ['lottery'] as const,
  menu: () => [...lotteryKeys.lobby, 'menu'] as const,
  list: () => [...lotteryKeys.lobby, 'list'] as const,
  vendorTypes: () => [...lotteryKeys.lobby, 'vendorTypes'] as const,
  results: (gameId: number) => [...lotteryKeys.lobby, 'results', gameId] as const,
  member: [SESSION_SCOPE, 'lottery'] as const,
  recent: () => [...lotteryKeys.member, 'recent'] as const,
  numero: (gameId: number) => [...lotteryKeys.member, 'numero', gameId] as const,
  orders: () => [...lotteryKeys.member, 'orders'] as const,
  orderList: (status: LotteryOrderStatus | '') => [...lotteryKeys.orders(), 'list', status] as const,
  order: (orderId: number) => [...lotteryKeys.orders(), 'detail', orderId] as const,
};
