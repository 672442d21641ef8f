import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_LIMITS, CALLS, CaptchaImageSchema, CaptchaQuerySchema, ErrorCode, envelopeOf } from '@wps/contract';
import { captchaPng, newCaptchaAnswer } from '../../platform/captcha.js';
import { AppError, ok } from '../../platform/envelope.js';
import { clientIp } from '../../platform/request-context.js';

const tags = ['captcha'];
/** Rendering costs CPU: a generous but finite number of images per address and minute. */
const IMAGES_PER_IP_PER_MINUTE = 30;

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.captcha.path,
    { schema: { tags, querystring: CaptchaQuerySchema, response: { 200: envelopeOf(CaptchaImageSchema) } } },
    async (req, reply) => {
      if ((await app.fast.counters.hit(req.merchant.id, `captcha:ip:${clientIp(req)}`, 60_000)) > IMAGES_PER_IP_PER_MINUTE) {
        throw new AppError(ErrorCode.RATE_LIMITED);
      }
      const answer = newCaptchaAnswer();
      await app.fast.captchas.store(req.merchant.id, req.query.key, answer, ACCOUNT_LIMITS.captchaTtlMs);
      reply.header('cache-control', 'no-store');
      return ok((await captchaPng(answer)).toString('base64'));
    },
  );
};
