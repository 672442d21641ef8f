import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLS, VipLevelsSchema, VipProgressSchema, envelopeOf } from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { listLevels, progress } from './service.js';

const tags = ['vip'];

export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CALLS.vipLevels.path, { schema: { tags, response: { 200: envelopeOf(VipLevelsSchema) } } }, async (req) =>
    ok(await listLevels(app.db, req.merchant, req.language)),
  );
  app.get(
    CALLS.vipProgress.path,
    { preHandler: requireMember, schema: { tags, response: { 200: envelopeOf(VipProgressSchema) } } },
    async (req) => ok(await progress(app.db, req.merchant, req.auth.memberId)),
  );
};
