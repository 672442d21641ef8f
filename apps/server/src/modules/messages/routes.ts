import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLS, ErrorCode } from '@wps/contract';
import { AppError } from '../../platform/envelope.js';
import { refuseNulInAddress } from '../../platform/input-guard.js';
import { publicArtHelmet } from '../../platform/security-headers.js';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { bannerSvg } from '../games/index.js';
import { listAnnouncements, withReadState } from './announcements.js';
import { BANNER_PICTURE_BODY_LIMIT, bannerPicture, uploadBannerPicture } from './banner-pictures.js';
import { createBanner, deleteBanner, deleteNotice, opsBanners, opsNotices, updateBanner, updateNotice } from './content.js';
import { createLobbyNews, deleteLobbyNews, lobbyNews, opsLobbyNews, updateLobbyNews } from './news.js';
import { noticeRepo } from './repo.js';
import { inboxList, inboxMark, markAllAnnouncementsRead, markAnnouncementRead, publishNotice, sendInboxMessage, unreadCount } from './service.js';

export const messagePlayerRoutes: FastifyPluginAsync = async (app) => {
  // Public call: a member's valid token fills the read state of the notices.
  serve(app, CALLS.announcements, async (req) =>
    withReadState(app.db, req.merchant, req.auth?.memberId ?? null, await listAnnouncements(app.db, req.merchant, req.query)),
  );
  serve(app, CALLS.markAnnouncementRead, async (req) => {
    await markAnnouncementRead(app.db, req.merchant, req.auth.memberId, req.body.announcementId);
    return null;
  });
  serve(app, CALLS.markAllAnnouncementsRead, async (req) => markAllAnnouncementsRead(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.lobbyNews, async (req) => lobbyNews(app.db, req.merchant, req.language));
  serve(app, CALLS.unreadCount, async (req) => unreadCount(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.inboxList, async (req) => inboxList(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.inboxRead, async (req) => inboxMark(app.db, req.merchant, req.auth.memberId, 'read', req.body));
  serve(app, CALLS.inboxDelete, async (req) => inboxMark(app.db, req.merchant, req.auth.memberId, 'delete', req.body));
};

const FILE = /^[\w.-]{1,80}\.svg$/;

/** The banners' generated art under the default image CDN path (no tenant header: the merchant is in the path). */
export const messagePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/images/:merchant/banners/:file',
    { onRequest: refuseNulInAddress, helmet: publicArtHelmet, schema: { hide: true, params: z.object({ merchant: z.string().max(32), file: z.string().max(90) }) } },
    async (req, reply) => {
      const merchant = await app.tenants.byCode(req.params.merchant.toLowerCase());
      if (!merchant) throw new AppError(ErrorCode.NOT_FOUND);
      const banner = FILE.test(req.params.file) ? await noticeRepo.byImage(app.db, merchant.id, req.params.file) : null;
      if (!banner) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(bannerSvg(banner.title));
    },
  );
  // Uploaded pictures under their content hash: the same address is always the same bytes, kept for a year.
  app.get(
    '/static/images/:merchant/banners/u/:file',
    { onRequest: refuseNulInAddress, helmet: publicArtHelmet, schema: { hide: true, params: z.object({ merchant: z.string().max(32), file: z.string().max(40) }) } },
    async (req, reply) => {
      const merchant = await app.tenants.byCode(req.params.merchant.toLowerCase());
      const picture = merchant ? await bannerPicture(app.config.filesDir, merchant.id, req.params.file) : null;
      if (!picture) throw new AppError(ErrorCode.NOT_FOUND);
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type(picture.mime).send(picture.data);
    },
  );
};

/** Operator inbox messages, notices, banners and lobby news, audited like every operator change. */
export const messagesOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsSendMessage, async (req) => {
    const sent = await sendInboxMessage(req.ops.db, opsMerchantOf(req), req.body);
    req.ops.audit.target = `inbox message ${sent.id}`;
    return sent;
  });
  serve(app, CALLS.opsCreateNotice, async (req) => {
    const created = await publishNotice(req.ops.db, opsMerchantOf(req), req.body);
    req.ops.audit.target = `notice ${created.id}`;
    return created;
  });
  serve(app, CALLS.opsDeleteNotice, async (req) => {
    await deleteNotice(req.ops, opsMerchantOf(req), req.params.id);
    return null;
  });
  serve(app, CALLS.opsNotices, async (req) => opsNotices(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsUpdateNotice, async (req) => updateNotice(req.ops, opsMerchantOf(req), req.params.id, req.body));

  serve(app, CALLS.opsBanners, async (req) => opsBanners(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsUploadBannerPicture, async (req) => uploadBannerPicture(app.config.filesDir, opsMerchantOf(req), req.body), {
    bodyLimit: BANNER_PICTURE_BODY_LIMIT,
  });
  serve(app, CALLS.opsCreateBanner, async (req) => createBanner(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateBanner, async (req) => updateBanner(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsDeleteBanner, async (req) => {
    await deleteBanner(req.ops, opsMerchantOf(req), req.params.id);
    return null;
  });

  serve(app, CALLS.opsLobbyNews, async (req) => opsLobbyNews(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsCreateLobbyNews, async (req) => createLobbyNews(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateLobbyNews, async (req) => updateLobbyNews(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsDeleteLobbyNews, async (req) => {
    await deleteLobbyNews(req.ops, opsMerchantOf(req), req.params.id);
    return null;
  });
};
