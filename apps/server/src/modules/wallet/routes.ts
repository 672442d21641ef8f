import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLS, WalletGcsSchema, envelopeOf } from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { getGcs } from './service.js';

const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.walletGcs.path,
    { preHandler: requireMember, schema: { tags, response: { 200: envelopeOf(WalletGcsSchema) } } },
    async (req) => ok(await getGcs(app.db, req.merchant, req.auth.memberId)),
  );
};
