import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  EncryptedBodySchema,
  WithdrawInfoSchema,
  WithdrawOrderSchema,
  WithdrawPageSchema,
  WithdrawReportQuerySchema,
  WithdrawRequestSchema,
  envelopeOf,
} from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { decryptAs } from '../../platform/body-crypto.js';
import { ok } from '../../platform/envelope.js';
import { listWithdrawals, requestWithdrawal, withdrawInfo } from './service.js';

const tags = ['withdraw'];
const member = { preHandler: requireMember };

export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.withdrawInfo.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(WithdrawInfoSchema) } } },
    async (req) => ok(await withdrawInfo(app.db, req.merchant, req.auth.memberId)),
  );
  app.post(
    CALLS.withdraw.path,
    // Encrypted body (DESIGN.md): it carries the payment password.
    { ...member, schema: { tags, body: EncryptedBodySchema, response: { 200: envelopeOf(WithdrawOrderSchema) } } },
    async (req) => {
      const input = await decryptAs(app.db, req, req.body, WithdrawRequestSchema);
      return ok(await requestWithdrawal(app.db, req.merchant, req.auth.memberId, input));
    },
  );
  app.get(
    CALLS.withdrawReport.path,
    { ...member, schema: { tags, querystring: WithdrawReportQuerySchema, response: { 200: envelopeOf(WithdrawPageSchema) } } },
    async (req) => {
      const { list, pageNo, totalPages, totalCount } = await listWithdrawals(app.db, req.merchant, {
        ...req.query,
        memberId: req.auth.memberId,
      });
      return ok({ list, pageNo, totalPages, totalCount });
    },
  );
};
