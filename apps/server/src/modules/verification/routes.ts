import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_LIMITS, CALLS, CodeSentSchema, EmailCodeRequestSchema, ErrorCode, SmsCodeRequestSchema, envelopeOf } from '@wps/contract';
import { AppError, ok } from '../../platform/envelope.js';
import { messageProvider } from '../../platform/outbox.js';
import { clientIp } from '../../platform/request-context.js';
import { accountRepo } from '../member/account-repo.js';
import { memberByEmail } from '../member/account-service.js';
import { COUNTRIES } from '../system/countries.js';
import { mobileKey, sendCode } from './service.js';

const tags = ['verification'];
const DIALING_CODES = new Set(COUNTRIES.map((c) => c.dialingCode));

function mobileOf(body: { mobileNum?: string; mobileNo?: string; countryDialingCode: string }): { key: string; recipient: string } {
  if (!DIALING_CODES.has(body.countryDialingCode)) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'countryDialingCode', message: 'unknown dialing code' }] });
  }
  const number = (body.mobileNum ?? body.mobileNo)!;
  return { key: mobileKey(body.countryDialingCode, number), recipient: `${body.countryDialingCode}${number}` };
}

/** SMS and e-mail codes, delivered through the configured message provider (the outbox by default). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = messageProvider(app.config, app.log);
  const noCode = () => ({ expirationTime: Date.now() + ACCOUNT_LIMITS.smsCodeTtlMs });

  // For SMS login and reset: a code goes only to a registered number, but the answer does not tell which numbers are.
  app.post(
    CALLS.smsNoLogin.path,
    { schema: { tags, body: SmsCodeRequestSchema, response: { 200: envelopeOf(CodeSentSchema) } } },
    async (req) => {
      const { key, recipient } = mobileOf(req.body);
      if (!(await accountRepo.findMemberByMobile(app.db, req.merchant.id, key))) return ok(noCode());
      const sent = await sendCode(app.db, app.fast, provider, {
        merchantId: req.merchant.id,
        purpose: 'noLogin',
        target: key,
        recipient,
        channel: 'sms',
        ip: clientIp(req),
      });
      return ok(sent);
    },
  );

  app.post(
    CALLS.smsRegister.path,
    { schema: { tags, body: SmsCodeRequestSchema, response: { 200: envelopeOf(CodeSentSchema) } } },
    async (req) => {
      const { key, recipient } = mobileOf(req.body);
      if (await accountRepo.mobileTaken(app.db, req.merchant.id, key)) {
        throw new AppError(ErrorCode.MOBILE_TAKEN, { value: [{ field: 'mobileNum', message: 'err_mobile_exists' }] });
      }
      return ok(
        await sendCode(app.db, app.fast, provider, {
          merchantId: req.merchant.id,
          purpose: 'register',
          target: key,
          recipient,
          channel: 'sms',
          ip: clientIp(req),
        }),
      );
    },
  );

  // Forgot password by e-mail, step 1: same answer whether or not the pair matches an account.
  app.post(
    CALLS.emailCode.path,
    { schema: { tags, body: EmailCodeRequestSchema, response: { 200: envelopeOf(CodeSentSchema) } } },
    async (req) => {
      const { username, email } = req.body;
      const member = await memberByEmail(app.db, req.merchant, username, email);
      if (!member) return ok(noCode());
      return ok(
        await sendCode(app.db, app.fast, provider, {
          merchantId: req.merchant.id,
          purpose: 'email',
          target: `${username.toLowerCase()}|${email.trim().toLowerCase()}`,
          recipient: email.trim().toLowerCase(),
          channel: 'email',
          ip: clientIp(req),
        }),
      );
    },
  );
};
