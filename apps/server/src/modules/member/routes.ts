import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AffiliateCheckQuerySchema,
  AvailabilitySchema,
  CALLS,
  ChangePasswordRequestSchema,
  CheckEmailQuerySchema,
  CheckUsernameQuerySchema,
  EmptyValueSchema,
  EncryptedBodySchema,
  LoginResultSchema,
  MemberInfoSchema,
  RegisterRequestSchema,
  ResetByEmailRequestSchema,
  ResetBySmsRequestSchema,
  TrialUserSchema,
  envelopeOf,
} from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { decryptAs } from '../../platform/body-crypto.js';
import { ok } from '../../platform/envelope.js';
import { clientIp } from '../../platform/request-context.js';
import {
  changePassword,
  checkAffiliate,
  checkEmail,
  checkUsername,
  createTrialUser,
  register,
  resetByEmail,
  resetBySms,
  throttleChecks,
} from './account-service.js';
import { getInfo } from './service.js';

const tags = ['member'];

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.memberInfo.path,
    { preHandler: requireMember, schema: { tags, response: { 200: envelopeOf(MemberInfoSchema) } } },
    async (req) => ok(await getInfo(app.db, req.merchant, req.auth.memberId)),
  );

  // Registration bodies are encrypted (DESIGN.md); the new member is logged in.
  for (const [def, method] of [
    [CALLS.register, 'username'],
    [CALLS.registerMobile, 'mobile'],
  ] as const) {
    app.put(
      def.path,
      { schema: { tags, body: EncryptedBodySchema, response: { 200: envelopeOf(LoginResultSchema) } } },
      async (req) => {
        const input = await decryptAs(app.db, req, req.body, RegisterRequestSchema);
        const meta = { ip: clientIp(req), device: req.device };
        return ok(await register(app.db, app.fast, req.merchant, input, { meta, ttlMs: app.config.sessionTtlMs, method }));
      },
    );
  }

  app.get(
    CALLS.checkUsername.path,
    { schema: { tags, querystring: CheckUsernameQuerySchema, response: { 200: envelopeOf(AvailabilitySchema) } } },
    async (req) => {
      await throttleChecks(app.fast, req.merchant, clientIp(req));
      return ok(await checkUsername(app.db, req.merchant, req.query.username));
    },
  );
  app.get(
    CALLS.checkEmail.path,
    { schema: { tags, querystring: CheckEmailQuerySchema, response: { 200: envelopeOf(AvailabilitySchema) } } },
    async (req) => {
      await throttleChecks(app.fast, req.merchant, clientIp(req));
      return ok(await checkEmail(app.db, req.merchant, req.query.email));
    },
  );
  // `available` here means "the code exists and may be used".
  app.get(
    CALLS.checkAffiliate.path,
    { schema: { tags, querystring: AffiliateCheckQuerySchema, response: { 200: envelopeOf(AvailabilitySchema) } } },
    async (req) => {
      await throttleChecks(app.fast, req.merchant, clientIp(req));
      return ok(await checkAffiliate(app.db, req.merchant, req.query.code));
    },
  );

  app.get(CALLS.trialUser.path, { schema: { tags, response: { 200: envelopeOf(TrialUserSchema) } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await createTrialUser(app.db, app.fast, req.merchant, { ip: clientIp(req), device: req.device }));
  });

  app.put(
    CALLS.changePassword.path,
    { preHandler: requireMember, schema: { tags, body: EncryptedBodySchema, response: { 200: envelopeOf(EmptyValueSchema) } } },
    async (req) => {
      const input = await decryptAs(app.db, req, req.body, ChangePasswordRequestSchema);
      await changePassword(app.db, app.fast, req.merchant, req.auth, input);
      return ok(null);
    },
  );

  app.post(
    CALLS.resetPasswordSms.path,
    { schema: { tags, body: EncryptedBodySchema, response: { 200: envelopeOf(EmptyValueSchema) } } },
    async (req) => {
      await resetBySms(app.db, req.merchant, await decryptAs(app.db, req, req.body, ResetBySmsRequestSchema));
      return ok(null);
    },
  );
  app.post(
    CALLS.resetPasswordEmail.path,
    { schema: { tags, body: EncryptedBodySchema, response: { 200: envelopeOf(EmptyValueSchema) } } },
    async (req) => {
      await resetByEmail(app.db, req.merchant, await decryptAs(app.db, req, req.body, ResetByEmailRequestSchema));
      return ok(null);
    },
  );
};
