import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@wps/contract';
import { AppError } from '../../platform/envelope.js';
import { refuseNulInAddress } from '../../platform/input-guard.js';
import { publicArtHelmet } from '../../platform/security-headers.js';
import { appIconPng } from './icon.js';

/** The generated 96x96 app icon, the demo merchant's AppDownloadIcon resource (public, like the other art). */
export const appDownloadPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/images/:merchant/app/icon-96.png',
    { onRequest: refuseNulInAddress, helmet: publicArtHelmet, schema: { hide: true, params: z.object({ merchant: z.string().max(32) }) } },
    async (req, reply) => {
      const merchant = await app.tenants.byCode(req.params.merchant.toLowerCase());
      if (!merchant) throw new AppError(ErrorCode.NOT_FOUND);
      const png = await appIconPng(merchant.name);
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    },
  );
};
