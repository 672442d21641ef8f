import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const withdrawCalls = defineCalls('withdraw', {
  withdrawInfo: { method: 'GET', path: '/wps/transaction/withdraw/info', access: 'member', answer: z.unknown() },
  withdraw: { method: 'POST', path: '/wps/transaction/withdraw', access: 'member', answer: z.unknown() },
  withdrawReport: { method: 'GET', path: '/wps/relay/MCS2_WithdrawTransactionReport', access: 'member', answer: z.unknown() },
});
