import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BetRecordPageSchema,
  BetRecordQuerySchema,
  CALLS,
  PnlQuerySchema,
  PnlSchema,
  TransactionPageSchema,
  TransactionQuerySchema,
  TxCodeListSchema,
  WalletGcsSchema,
  WalletTransferRequestSchema,
  envelopeOf,
} from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { listBets } from './bet-records.js';
import { listTransactions, memberPnl, txCodeList } from './records.js';
import { getGcs } from './service.js';
import { transfer } from './transfer.js';

const tags = ['wallet'];
const member = { preHandler: requireMember };

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.walletGcs.path,
    { preHandler: requireMember, schema: { tags, response: { 200: envelopeOf(WalletGcsSchema) } } },
    async (req) => ok(await getGcs(app.db, req.merchant, req.auth.memberId)),
  );
  app.post(
    CALLS.walletTransfer.path,
    { ...member, schema: { tags, body: WalletTransferRequestSchema, response: { 200: envelopeOf(WalletGcsSchema) } } },
    async (req) => {
      await transfer(app.db, req.merchant, req.auth.memberId, req.body);
      return ok(await getGcs(app.db, req.merchant, req.auth.memberId));
    },
  );
  app.get(
    CALLS.txCodeList.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(TxCodeListSchema) } } },
    async () => ok(txCodeList()),
  );
  app.get(
    CALLS.memberTransaction.path,
    { ...member, schema: { tags, querystring: TransactionQuerySchema, response: { 200: envelopeOf(TransactionPageSchema) } } },
    async (req) => ok(await listTransactions(app.db, req.merchant, req.auth.memberId, req.query)),
  );
  app.get(
    CALLS.memPnl.path,
    { ...member, schema: { tags, querystring: PnlQuerySchema, response: { 200: envelopeOf(PnlSchema) } } },
    async (req) => ok(await memberPnl(app.db, req.merchant, req.auth.memberId, req.query)),
  );
  app.get(
    CALLS.betRecord.path,
    { ...member, schema: { tags, querystring: BetRecordQuerySchema, response: { 200: envelopeOf(BetRecordPageSchema) } } },
    async (req) => ok(await listBets(app.db, req.merchant, req.auth.memberId, req.language, req.query)),
  );
};
