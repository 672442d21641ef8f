import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema } from '../common.js';
import {
  LotteryCancelBodySchema,
  LotteryOrderBodySchema,
  LotteryOrderChangeSchema,
  LotteryOrderDetailSchema,
  LotteryOrderPageSchema,
  LotteryOrderQuerySchema,
  LotteryOrdersQuerySchema,
  LotteryResultsQuerySchema,
  LotteryResultsSchema,
  OpsLotteryGameListSchema,
  OpsLotteryOrderListSchema,
  OpsLotteryPeriodPageSchema,
  OpsLotteryPeriodParamsSchema,
  OpsLotteryPeriodsQuerySchema,
  OpsLotteryVoidBodySchema,
  OpsLotteryVoidSchema,
} from './schemas.js';

/**
 * TCG lottery orders (part 2 s7 "Orders"): an order of sub-orders for a game's open draw period, the member's orders,
 * one order, cancelling a sub-order before its period closes, and the results of recent periods. The open period
 * itself is the lobby's numero call (games domain). Operators see periods and their orders and void a period.
 */
export const lotteryCalls = defineCalls('lottery', {
  lotteryPlaceOrder: {
    method: 'POST',
    path: '/lgw/orders',
    access: 'member',
    body: LotteryOrderBodySchema,
    answer: LotteryOrderChangeSchema,
    summary: 'Place an order for the open period (idempotent by requestId)',
  },
  lotteryOrders: {
    method: 'GET',
    path: '/lgw/orders',
    access: 'member',
    query: LotteryOrdersQuerySchema,
    answer: LotteryOrderPageSchema,
    summary: "The member's lottery orders, newest first",
  },
  lotteryOrderDetail: {
    method: 'GET',
    path: '/lgw/orders/detail',
    access: 'member',
    query: LotteryOrderQuerySchema,
    answer: LotteryOrderDetailSchema,
    summary: 'One order with its sub-orders, period and result',
  },
  lotteryCancelSubOrder: {
    method: 'POST',
    path: '/lgw/orders/suborders/cancel',
    access: 'member',
    body: LotteryCancelBodySchema,
    answer: LotteryOrderChangeSchema,
    summary: 'Cancel a sub-order before its period closes (refunded once)',
  },
  lotteryResults: {
    method: 'GET',
    path: '/lgw/numeros/results',
    access: 'visitor',
    query: LotteryResultsQuerySchema,
    answer: LotteryResultsSchema,
    summary: 'Results of the recent periods of a game, newest first',
  },

  opsLotteryGames: {
    method: 'GET',
    path: '/ops/merchants/:code/lottery/games',
    access: 'operator',
    roles: ['finance', 'risk', 'support'],
    params: OpsMerchantParamsSchema,
    answer: OpsLotteryGameListSchema,
    summary: 'TCG lottery games with their draw schedule',
  },
  opsLotteryPeriods: {
    method: 'GET',
    path: '/ops/merchants/:code/lottery/periods',
    access: 'operator',
    roles: ['finance', 'risk', 'support'],
    params: OpsMerchantParamsSchema,
    query: OpsLotteryPeriodsQuerySchema,
    answer: OpsLotteryPeriodPageSchema,
    summary: 'Periods of a game with results and order totals, newest first',
  },
  opsLotteryPeriodOrders: {
    method: 'GET',
    path: '/ops/merchants/:code/lottery/periods/:id/orders',
    access: 'operator',
    roles: ['finance', 'risk', 'support'],
    params: OpsLotteryPeriodParamsSchema,
    answer: OpsLotteryOrderListSchema,
    summary: 'The orders of a period with their sub-orders',
  },
  opsVoidLotteryPeriod: {
    method: 'POST',
    path: '/ops/merchants/:code/lottery/periods/:id/void',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsLotteryPeriodParamsSchema,
    body: OpsLotteryVoidBodySchema,
    answer: OpsLotteryVoidSchema,
    summary: 'Void a period (incident): every open sub-order refunded once, no draw',
  },
});
