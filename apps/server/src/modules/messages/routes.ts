import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALLS,
  InboxChangedSchema,
  InboxPageSchema,
  InboxQuerySchema,
  InboxSelectionSchema,
  MESSAGES_OPS_CALLS,
  MarkAnnouncementReadSchema,
  OpsInboxMessageSchema,
  OpsInboxSentSchema,
  OpsNoticeSchema,
  UnreadCountSchema,
  envelopeOf,
} from '@wps/contract';
import { requireMember } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { opsMerchant, requireOpsToken } from '../../platform/ops-auth.js';
import { inboxList, inboxMark, markAnnouncementRead, publishNotice, removeNotice, sendInboxMessage, unreadCount } from './service.js';

const tags = ['messages'];
const member = { preHandler: requireMember };
const Changed = envelopeOf(InboxChangedSchema);

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CALLS.markAnnouncementRead.path,
    { ...member, schema: { tags, body: MarkAnnouncementReadSchema, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await markAnnouncementRead(app.db, req.merchant, req.auth.memberId, req.body.announcementId);
      return ok(null);
    },
  );
  app.get(
    CALLS.unreadCount.path,
    { ...member, schema: { tags, response: { 200: envelopeOf(UnreadCountSchema) } } },
    async (req) => ok(await unreadCount(app.db, req.merchant, req.auth.memberId)),
  );
  app.get(
    CALLS.inboxList.path,
    { ...member, schema: { tags, querystring: InboxQuerySchema, response: { 200: envelopeOf(InboxPageSchema) } } },
    async (req) => ok(await inboxList(app.db, req.merchant, req.auth.memberId, req.query)),
  );
  for (const [route, action] of [
    [CALLS.inboxRead.path, 'read'],
    [CALLS.inboxDelete.path, 'delete'],
  ] as const) {
    app.post(
      route,
      { ...member, schema: { tags, body: InboxSelectionSchema, response: { 200: Changed } } },
      async (req) => ok(await inboxMark(app.db, req.merchant, req.auth.memberId, action, req.body)),
    );
  }
};

const code = z.string().min(1).max(64);
const opsTags = ['ops'];

/** Operator inbox messages and notices (X-Ops-Token), registered only when OPS_TOKEN is set, like the other ops routes. */
export const messagesOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOpsToken);
  app.post(
    MESSAGES_OPS_CALLS.send.path,
    { schema: { tags: opsTags, params: z.object({ code }), body: OpsInboxMessageSchema, response: { 200: envelopeOf(OpsInboxSentSchema) } } },
    async (req) => ok(await sendInboxMessage(app.db, await opsMerchant(app.db, req.params.code), req.body)),
  );
  app.post(
    MESSAGES_OPS_CALLS.createNotice.path,
    { schema: { tags: opsTags, params: z.object({ code }), body: OpsNoticeSchema, response: { 200: envelopeOf(OpsInboxSentSchema) } } },
    async (req) => ok(await publishNotice(app.db, await opsMerchant(app.db, req.params.code), req.body)),
  );
  app.delete(
    MESSAGES_OPS_CALLS.deleteNotice.path,
    {
      schema: {
        tags: opsTags,
        params: z.object({ code, id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await removeNotice(app.db, await opsMerchant(app.db, req.params.code), req.params.id);
      return ok(null);
    },
  );
};
