import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLS, CodeSentSchema, EmailCodeRequestSchema, ErrorCode, SmsCodeRequestSchema, envelopeOf } from '@wps/contract';
import { AppError, ok } from '../../platform/envelope.js';
import { messageProvider } from '../../platform/outbox.js';
import { clientIp } from '../../platform/request-context.js';
import { accountRepo } from '../member/account-repo.js';
import { memberByEmail } from '../member/account-service.js';
import { COUNTRIES } from '../system/countries.js';
import { mobileKey, sendCode, throttleCode, throttledIssue } from './service.js';

const tags = ['verification'];
const DIALING_CODES = new Set(COUNTRIES.map((c) => c.dialingCode));

function mobileOf(body: { mobileNum?: string; mobileNo?: string; countryDialingCode: string }): { key: string; recipient: string } {
  if (!DIALING_CODES.has(body.countryDialingCode)) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'countryDialingCode', message: 'unknown dialing code' }] });
  }
  const number = (body.mobileNum ?? body.mobileNo)!;
  return { key: mobileKey(body.countryDialingCode, number), recipient: `${body.countryDialingCode}${number}` };
}

/**
 * SMS and e-mail codes, delivered through the configured message provider (the outbox by default). The calls that
 * must not tell which numbers or e-mail addresses have accounts (SMS login / reset, reset by e-mail) count their
 * limits on what was asked for and take the same steps either way (look-up, limits, a new code hashed and stored);
 * only the sending is skipped when no account is behind it.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = messageProvider(app.config, app.log);

  app.post(
    CALLS.smsNoLogin.path,
    { schema: { tags, body: SmsCodeRequestSchema, response: { 200: envelopeOf(CodeSentSchema) } } },
    async (req) => {
      const { key, recipient } = mobileOf(req.body);
      const member = await accountRepo.findMemberByMobile(app.db, req.merchant.id, key);
      const request = { merchantId: req.merchant.id, purpose: 'noLogin' as const, target: key, ip: clientIp(req) };
      return ok(await sendCode(app.db, app.fast, provider, { ...request, channel: 'sms', recipient: member ? recipient : null }));
    },
  );

  // Registration must say that a number is taken (the form shows it); the answer is throttled like every code request.
  app.post(
    CALLS.smsRegister.path,
    { schema: { tags, body: SmsCodeRequestSchema, response: { 200: envelopeOf(CodeSentSchema) } } },
    async (req) => {
      const { key, recipient } = mobileOf(req.body);
      const request = { merchantId: req.merchant.id, purpose: 'register' as const, target: key, ip: clientIp(req) };
      await throttleCode(app.fast, request);
      if (await accountRepo.mobileTaken(app.db, req.merchant.id, key)) {
        throw new AppError(ErrorCode.MOBILE_TAKEN, { value: [{ field: 'mobileNum', message: 'err_mobile_exists' }] });
      }
      return ok(await throttledIssue(app.db, app.fast, provider, { ...request, channel: 'sms', recipient }));
    },
  );

  // Forgot password by e-mail, step 1: same answer whether or not the pair matches an account.
  app.post(
    CALLS.emailCode.path,
    { schema: { tags, body: EmailCodeRequestSchema, response: { 200: envelopeOf(CodeSentSchema) } } },
    async (req) => {
      const { username, email } = req.body;
      const member = await memberByEmail(app.db, req.merchant, username, email);
      const address = email.trim().toLowerCase();
      const request = { merchantId: req.merchant.id, purpose: 'email' as const, target: `${username.toLowerCase()}|${address}`, ip: clientIp(req) };
      return ok(await sendCode(app.db, app.fast, provider, { ...request, channel: 'email', recipient: member ? address : null }));
    },
  );
};
