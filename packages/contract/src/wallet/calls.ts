import { z } from 'zod';
import { defineCalls } from '../call.js';

// TODO(issue 10): schemas of each call (query, body, answer) come from the server's routes.
export const walletCalls = defineCalls('wallet', {
  walletGcs: { method: 'GET', path: '/wps/wallets/gcs', access: 'member', answer: z.unknown() },
  walletTransfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', access: 'member', answer: z.unknown() },
  txCodeList: { method: 'GET', path: '/wps/relay/GLS2_TxCodeList', access: 'member', answer: z.unknown() },
  memberTransaction: { method: 'GET', path: '/wps/relay/ODS2_MemberTransaction', access: 'member', answer: z.unknown() },
  memPnl: { method: 'GET', path: '/wps/relay/ODSFE2_MemPNL', access: 'member', answer: z.unknown() },
  betRecord: { method: 'GET', path: '/wps/relay/ODS2_BetRecord', access: 'member', answer: z.unknown() },
});
