import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptPromoRequestSchema,
  AcceptPromoResultSchema,
  CALLS,
  DepositChannelSchema,
  DepositOrderSchema,
  DepositPageSchema,
  DepositPromoSchema,
  DepositReportQuerySchema,
  DepositRequestSchema,
  DepositStartSchema,
  envelopeOf,
} from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { acceptPromo, createDeposit, getOrder, listChannels, listOrders, listPromos } from './service.js';

const tags = ['deposit'];
const member = { preHandler: requireMember };

export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.depositBanks.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(z.array(DepositChannelSchema)) } } },
    async (req) => ok(await listChannels(app.db, req.merchant)),
  );
  app.get(
    CALLS.depositPromos.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(z.array(DepositPromoSchema)) } } },
    async (req) => ok(await listPromos(app.db, req.merchant)),
  );
  app.post(
    CALLS.acceptPromo.path,
    { ...member, schema: { tags, body: AcceptPromoRequestSchema, response: { 200: envelopeOf(AcceptPromoResultSchema) } } },
    async (req) => ok(await acceptPromo(app.db, req.merchant, req.body.promoId, req.body.amount)),
  );
  app.post(
    CALLS.depositManual.path,
    { ...member, schema: { tags, body: DepositRequestSchema, response: { 200: envelopeOf(DepositStartSchema) } } },
    async (req) => ok(await createDeposit(app.db, req.merchant, req.auth.memberId, req.body, 'BANK')),
  );
  app.post(
    CALLS.depositGateway.path,
    { ...member, schema: { tags, body: DepositRequestSchema, response: { 200: envelopeOf(DepositStartSchema) } } },
    async (req) => ok(await createDeposit(app.db, req.merchant, req.auth.memberId, req.body, 'GATEWAY')),
  );
  app.get(
    CALLS.depositOrder.path,
    {
      ...member,
      schema: { tags, querystring: z.object({ orderNo: z.string().min(1).max(64) }), response: { 200: envelopeOf(DepositOrderSchema) } },
    },
    async (req) => ok(await getOrder(app.db, req.merchant, req.auth.memberId, req.query.orderNo)),
  );
  app.get(
    CALLS.depositReport.path,
    { ...member, schema: { tags, querystring: DepositReportQuerySchema, response: { 200: envelopeOf(DepositPageSchema) } } },
    async (req) => {
      const { list, pageNo, totalPages, totalCount } = await listOrders(app.db, req.merchant, {
        ...req.query,
        memberId: req.auth.memberId,
      });
      return ok({ list, pageNo, totalPages, totalCount });
    },
  );
};
