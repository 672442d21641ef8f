import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLS, EmptyValueSchema, LoginRequestSchema, LoginResultSchema, envelopeOf } from '@wps/contract';
import { requestToken } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { clientIp } from '../../platform/request-context.js';
import { login, logout } from './service.js';

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CALLS.login.path,
    { schema: { tags, body: LoginRequestSchema, response: { 200: envelopeOf(LoginResultSchema) } } },
    async (req) =>
      ok(
        await login(app.db, req.merchant, req.body, { ip: clientIp(req), device: req.device }, app.config.sessionTtlMs),
      ),
  );

  // Not behind requireMember: logging out a dead token is fine (idempotent), only a missing token is refused.
  app.delete(
    CALLS.logout.path,
    { schema: { tags, response: { 200: envelopeOf(EmptyValueSchema) } } },
    async (req) => {
      await logout(app.db, req.merchant.id, requestToken(req));
      return ok(null);
    },
  );
};
