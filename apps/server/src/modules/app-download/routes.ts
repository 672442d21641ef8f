import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_ICON_SIZES, CALLS, ErrorCode, type AppIconSize } from '@wps/contract';
import { AppError } from '../../platform/envelope.js';
import { refuseNulInAddress } from '../../platform/input-guard.js';
import { publicArtHelmet } from '../../platform/security-headers.js';
import { serve } from '../../platform/serve.js';
import { appIconPng } from './icon.js';
import { webAppManifest } from './manifest.js';

/** The generated app icons (96 for the download prompt, 192 and 512 for the manifest): public, like the other art. */
export const appDownloadPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/images/:merchant/app/icon-:size(^\\d+).png',
    {
      onRequest: refuseNulInAddress,
      helmet: publicArtHelmet,
      schema: {
        hide: true,
        params: z.object({
          merchant: z.string().max(32),
          size: z.coerce.number().refine((n): n is AppIconSize => (APP_ICON_SIZES as readonly number[]).includes(n)),
        }),
      },
    },
    async (req, reply) => {
      const merchant = await app.tenants.byCode(req.params.merchant.toLowerCase());
      if (!merchant) throw new AppError(ErrorCode.NOT_FOUND);
      const png = await appIconPng(merchant.name, req.params.size as AppIconSize);
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    },
  );
};

/**
 * The manifest of the merchant the host names (site scope: it answers during maintenance too, so the installed app
 * keeps its name and icon). Revalidated on every use: an operator's change of name or colours reaches the next install.
 */
export const appDownloadSiteRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.appManifest, async (req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(JSON.stringify(webAppManifest(req.merchant))),
  );
};
