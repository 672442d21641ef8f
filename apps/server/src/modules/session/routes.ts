import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  EmptyValueSchema,
  EncryptedBodySchema,
  FreeplayRequestSchema,
  FreeplayResultSchema,
  LoginRequestSchema,
  LoginResultSchema,
  RsaKeySchema,
  envelopeOf,
} from '@wps/contract';
import { requestToken } from '../../platform/auth.js';
import { decryptAs, publicBodyKey } from '../../platform/body-crypto.js';
import { ok } from '../../platform/envelope.js';
import { clientIp } from '../../platform/request-context.js';
import { flags, freeplayLogin } from '../member/account-service.js';
import { login, logout } from './service.js';

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CALLS.rsaKey.path, { schema: { tags, response: { 200: envelopeOf(RsaKeySchema) } } }, async () =>
    ok(await publicBodyKey(app.db)),
  );

  // The body is encrypted (DESIGN.md); a plain one is refused with ENCRYPTION_REQUIRED.
  app.post(
    CALLS.login.path,
    { schema: { tags, body: EncryptedBodySchema, response: { 200: envelopeOf(LoginResultSchema) } } },
    async (req) => {
      const input = await decryptAs(app.db, req, req.body, LoginRequestSchema);
      return ok(
        await login(app.db, app.fast, req.merchant, input, {
          meta: { ip: clientIp(req), device: req.device },
          ttlMs: app.config.sessionTtlMs,
          smsLogin: flags(req.merchant).MOBILEVERCODELOGIN3 === true,
        }),
      );
    },
  );

  // Trial login carries a password too: encrypted like login.
  app.post(
    CALLS.freeplay.path,
    { schema: { tags, body: EncryptedBodySchema, response: { 200: envelopeOf(FreeplayResultSchema) } } },
    async (req) => {
      const input = await decryptAs(app.db, req, req.body, FreeplayRequestSchema);
      return ok(await freeplayLogin(app.db, app.fast, req.merchant, input, { ip: clientIp(req), device: req.device }, app.config.sessionTtlMs));
    },
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
