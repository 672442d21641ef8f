import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const depositCalls = defineCalls('deposit', {
  depositBanks: { method: 'GET', path: '/wps/relay/MCS2_depositBanksByVendor', access: 'member', answer: z.unknown() },
  depositPromos: { method: 'GET', path: '/wps/relay/MCS2_depositPromoList', access: 'member', answer: z.unknown() },
  acceptPromo: { method: 'POST', path: '/wps/relay/MCS2_acceptPromo', access: 'member', answer: z.unknown() },
  depositManual: { method: 'POST', path: '/wps/transaction/deposit/manual', access: 'member', answer: z.unknown() },
  depositGateway: { method: 'POST', path: '/wps/transaction/deposit/gateway', access: 'member', answer: z.unknown() },
  depositOrder: { method: 'GET', path: '/wps/transaction/deposit/order', access: 'member', answer: z.unknown() },
  depositReport: { method: 'GET', path: '/wps/relay/MCS2_DepositTransactionReport', access: 'member', answer: z.unknown() },
});
