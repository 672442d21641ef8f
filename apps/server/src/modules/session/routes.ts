import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CALLS } from '@wps/contract';
import { requestToken } from '../../platform/auth.js';
import { publicBodyKey } from '../../platform/body-crypto.js';
import { clientIp } from '../../platform/request-context.js';
import { serve } from '../../platform/serve.js';
import {
  checkAffiliate,
  checkEmail,
  checkUsername,
  createTrialUser,
  flags,
  freeplayLogin,
  register,
  resetByEmail,
  resetBySms,
  throttleChecks,
} from './account-service.js';
import { newCaptcha } from './captcha.js';
import { emailCode, smsNoLoginCode, smsRegisterCode } from './codes.js';
import { changeEmail, emailChangeCode } from './email-change.js';
import { login, logout, type ClientMeta } from './service.js';
import { questionsToRecover, resetByQuestions } from './question-recovery.js';

const meta = (req: FastifyRequest): ClientMeta => ({ ip: clientIp(req), device: req.device });

/**
 * Getting in and out. Bodies with a password are encrypted (DESIGN.md): the table marks those calls, serve decrypts
 * them and refuses a plain one with ENCRYPTION_REQUIRED.
 */
export const sessionPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.rsaKey, async () => publicBodyKey(app.db));

  /** What logging in and registering take from the request: the merchant's captcha, the client, the session lifetime. */
  const entry = async (req: FastifyRequest) => ({
    captcha: await app.providers.captcha.forMerchant(req.merchant.id),
    meta: meta(req),
    ttlMs: app.config.sessionTtlMs,
  });

  serve(app, CALLS.login, async (req) =>
    login(app.db, app.fast, req.merchant, req.body, {
      ...(await entry(req)),
      smsLogin: flags(req.merchant).MOBILEVERCODELOGIN3 === true,
      host: (req.host ?? '').replace(/:\d+$/, '').toLowerCase(),
    }),
  );
  // Trial login carries a password too: encrypted like login.
  serve(app, CALLS.freeplay, async (req) => freeplayLogin(app.db, app.fast, req.merchant, req.body, meta(req), app.config.sessionTtlMs));
  // `optional`, not `member`: logging out a dead token is fine (idempotent), only a missing token is refused.
  serve(app, CALLS.logout, async (req) => {
    await logout(app.db, req.merchant.id, requestToken(req));
    return null;
  });

  serve(app, CALLS.captcha, async (req, reply) => {
    const image = await newCaptcha(app.fast, await app.providers.captcha.forMerchant(req.merchant.id), req.merchant, req.query.key, clientIp(req));
    reply.header('cache-control', 'no-store');
    return image;
  });
  serve(app, CALLS.smsNoLogin, async (req) => smsNoLoginCode(app.db, app.fast, req.merchant, req.body, { ip: clientIp(req) }));
  serve(app, CALLS.smsRegister, async (req) => smsRegisterCode(app.db, app.fast, req.merchant, req.body, { ip: clientIp(req) }));
  serve(app, CALLS.emailCode, async (req) => emailCode(app.db, app.fast, req.merchant, req.body, { ip: clientIp(req) }));
  serve(app, CALLS.emailChangeCode, async (req) =>
    emailChangeCode(app.db, app.fast, req.merchant, req.auth.memberId, req.body, { ip: clientIp(req) }),
  );
  serve(app, CALLS.setEmail, async (req) => {
    await changeEmail(app.db, req.merchant, req.auth.memberId, req.body);
    return null;
  });

  // The new member is logged in.
  serve(app, CALLS.register, async (req) => register(app.db, app.fast, req.merchant, req.body, { ...(await entry(req)), method: 'username' }));
  serve(app, CALLS.registerMobile, async (req) => register(app.db, app.fast, req.merchant, req.body, { ...(await entry(req)), method: 'mobile' }));

  serve(app, CALLS.checkUsername, async (req) => {
    await throttleChecks(app.fast, req.merchant, clientIp(req));
    return checkUsername(app.db, req.merchant, req.query.username);
  });
  serve(app, CALLS.checkEmail, async (req) => {
    await throttleChecks(app.fast, req.merchant, clientIp(req));
    return checkEmail(app.db, req.merchant, req.query.email);
  });
  serve(app, CALLS.checkAffiliate, async (req) => {
    await throttleChecks(app.fast, req.merchant, clientIp(req));
    return checkAffiliate(app.db, req.merchant, req.query.code);
  });

  serve(app, CALLS.trialUser, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return createTrialUser(app.db, app.fast, req.merchant, meta(req));
  });

  serve(app, CALLS.resetPasswordSms, async (req) => {
    await resetBySms(app.db, req.merchant, req.body);
    return null;
  });
  serve(app, CALLS.resetPasswordEmail, async (req) => {
    await resetByEmail(app.db, req.merchant, req.body);
    return null;
  });
  serve(app, CALLS.recoveryQuestions, async (req) => questionsToRecover(app.db, req.merchant, req.body));
  serve(app, CALLS.resetPasswordQuestions, async (req) => {
    await resetByQuestions(app.db, app.fast, req.merchant, req.body);
    return null;
  });
};
