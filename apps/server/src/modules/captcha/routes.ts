import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLS, CaptchaImageSchema, CaptchaQuerySchema, ErrorCode, envelopeOf } from '@wps/contract';
import { captchaPng, newCaptchaAnswer, storeCaptcha } from '../../platform/captcha.js';
import { AppError, ok } from '../../platform/envelope.js';
import { hitCounter } from '../../platform/rate-counter.js';
import { clientIp } from '../../platform/request-context.js';

const tags = ['captcha'];
/** Rendering costs CPU: a generous but finite number of images per address and minute. */
const IMAGES_PER_IP_PER_MINUTE = 30;

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.captcha.path,
    { schema: { tags, querystring: CaptchaQuerySchema, response: { 200: envelopeOf(CaptchaImageSchema) } } },
    async (req, reply) => {
      if ((await hitCounter(app.db, req.merchant.id, `captcha:ip:${clientIp(req)}`, 60_000)) > IMAGES_PER_IP_PER_MINUTE) {
        throw new AppError(ErrorCode.RATE_LIMITED);
      }
      const answer = newCaptchaAnswer();
      await storeCaptcha(app.db, req.merchant.id, req.query.key, answer);
      reply.header('cache-control', 'no-store');
      return ok((await captchaPng(answer)).toString('base64'));
    },
  );
};
