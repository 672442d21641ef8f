import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLS, MemberInfoSchema, envelopeOf } from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { getInfo } from './service.js';

const tags = ['member'];

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.memberInfo.path,
    { preHandler: requireMember, schema: { tags, response: { 200: envelopeOf(MemberInfoSchema) } } },
    async (req) => ok(await getInfo(app.db, req.merchant, req.auth.memberId)),
  );
};
