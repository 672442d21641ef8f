import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { CALLS, CHAT_BODY_LIMIT, chatLanguage, LANGUAGE_CODES, OPERATOR_SEND_PER_SECOND, type ChatMessage, type LanguageCode } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { later, pushAfterAnswer } from './after-answer.js';
import { ChatHub, type ChatAudience } from './hub.js';
import {
  assertMayChat,
  chatUrl,
  closeConversation,
  issueTicket,
  markMessages,
  mayChat,
  memberHistory,
  memberSend,
  memberUnread,
  opsConversation,
  opsConversationOf,
  opsConversations,
  opsCounts,
  opsThread,
  operatorSend,
  type Sent,
  underRate,
} from './service.js';
import { chatSocketRoutes } from './socket.js';
import { supportOpsRoutes, supportPlayerRoutes } from './support-routes.js';
import { claimConversation } from './support.js';

// One hub per app (the scopes of the module share it); with REDIS_URL it fans out through Redis pub/sub.
const hubs = new WeakMap<object, Promise<ChatHub>>();

/** The app's hub (made by the first scope that asks, during registration: its onClose hook needs the app unbooted). */
export async function hubOf(app: FastifyInstance): Promise<ChatHub> {
  let hub = hubs.get(app.server);
  if (!hub) {
    hub = (async () => {
      const made = new ChatHub(app.log);
      if (app.config.redisUrl) await made.connectRedis(app.config.redisUrl);
      return made;
    })();
    hubs.set(app.server, hub);
    app.addHook('onClose', async () => (await hub!).close());
  }
  return hub;
}

const both = (merchantId: number, memberId: number): ChatAudience => ({ merchantId, memberId, member: true, operators: true });

/** Pushes a message stored by this call (a resend pushes nothing: its first send did). */
async function pushSent(hub: ChatHub, merchantId: number, sent: Sent): Promise<ChatMessage> {
  if (sent.fresh) {
    const to = both(merchantId, sent.conversation.memberId);
    await hub.publish(to, { type: 'message', message: sent.message });
    await hub.publish(to, { type: 'conversation', conversationId: sent.conversation.id, status: sent.conversation.status });
  }
  return sent.message;
}


export const chatPlayerRoutes: FastifyPluginAsync = async (app) => {
  const hub = await hubOf(app);
  serve(app, CALLS.groupPermission, async (req) => ({ hasPermission: await mayChat(app.db, req.merchant, req.auth.memberId) }));
  serve(app, CALLS.launchChat, async (req) => {
    await assertMayChat(app.db, req.merchant, req.auth.memberId);
    const language = req.query.language ?? req.language;
    const known = LANGUAGE_CODES.find((c) => c === language?.toUpperCase()) as LanguageCode | undefined;
    return { chatUrl: chatUrl(known ? chatLanguage(known) : undefined) };
  });
  serve(app, CALLS.chatUnreadCount, async (req) => ({ unreadCount: await memberUnread(app.db, req.merchant, req.auth.memberId) }));
  serve(app, CALLS.chatHistory, async (req) => memberHistory(app.db, req.merchant, req.auth.memberId, req.query));
  serve(
    app,
    CALLS.chatSend,
    async (req) => pushSent(hub, req.merchant.id, await memberSend(app.db, app.fast, req.merchant, req.auth.memberId, req.body)),
    { bodyLimit: CHAT_BODY_LIMIT },
  );
  serve(app, CALLS.chatRead, async (req) => {
    const { memberId } = req.auth;
    const marked = await markMessages(app.db, { merchantId: req.merchant.id, memberId, reader: 'member', upTo: req.body.upTo, read: true });
    if (marked.upTo) {
      await hub.publish(both(req.merchant.id, memberId), { type: 'marks', conversationId: 0, by: 'member', deliveredUpTo: marked.upTo, readUpTo: marked.upTo });
    }
    return { changed: marked.changed };
  });
  serve(app, CALLS.chatTicket, async (req) => {
    await assertMayChat(app.db, req.merchant, req.auth.memberId);
    return issueTicket(app.fast, { kind: 'member', merchantId: req.merchant.id, memberId: req.auth.memberId });
  });
  await app.register(supportPlayerRoutes);
};

/** The socket (no merchant header: the ticket names the merchant). */
export const chatPublicRoutes: FastifyPluginAsync = async (app) => {
  const hub = await hubOf(app);
  await app.register(chatSocketRoutes(() => hub));
};

/** The support inbox: conversations, answers, read marks and closing, each change audited (serve). */
export const chatOpsRoutes: FastifyPluginAsync = async (app) => {
  const hub = await hubOf(app);
  pushAfterAnswer(app);
  serve(app, CALLS.opsChatConversations, async (req) => opsConversations(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsChatCounts, async (req) => opsCounts(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsChatThread, async (req) => opsThread(req.ops.db, opsMerchantOf(req), req.params.id, req.query));
  serve(
    app,
    CALLS.opsChatSend,
    async (req) => {
      const merchant = opsMerchantOf(req);
      const sent = await operatorSend(req.ops.db, merchant, req.ops.operator.id, req.params.id, req.body);
      req.ops.audit.target = `chat conversation ${req.params.id}`;
      // The audit keeps the text, not a picture's bytes.
      req.ops.audit.after = { id: sent.message.id, text: sent.message.text, picture: sent.message.picture !== null };
      later(req, async () => void (await pushSent(hub, merchant.id, sent)));
      return sent.message;
    },
    {
      bodyLimit: CHAT_BODY_LIMIT,
      // Counted before the audit transaction opens (on the embedded database a counter inside it would wait for it).
      preHandler: async (req) => underRate(app.fast, opsMerchantOf(req).id, `o:${req.ops.operator.id}`, OPERATOR_SEND_PER_SECOND),
    },
  );
  serve(app, CALLS.opsChatRead, async (req) => {
    const merchant = opsMerchantOf(req);
    const conversation = await opsConversationOf(req.ops.db, merchant, req.params.id);
    const marked = await markMessages(req.ops.db, {
      merchantId: merchant.id,
      memberId: conversation.memberId,
      conversationId: conversation.id,
      reader: 'operator',
      upTo: req.body.upTo,
      read: true,
    });
    req.ops.audit.target = `chat conversation ${conversation.id}`;
    if (marked.upTo) {
      const frame = { type: 'marks', conversationId: conversation.id, by: 'operator', deliveredUpTo: marked.upTo, readUpTo: marked.upTo } as const;
      later(req, () => hub.publish(both(merchant.id, conversation.memberId), frame));
    }
    return { changed: marked.changed };
  });
  serve(app, CALLS.opsChatClose, async (req) => {
    const merchant = opsMerchantOf(req);
    const closed = await closeConversation(req.ops.db, merchant, req.params.id);
    req.ops.audit.target = `chat conversation ${closed.id}`;
    later(req, () => hub.publish(both(merchant.id, closed.memberId), { type: 'conversation', conversationId: closed.id, status: 'closed' }));
    return opsConversation(req.ops.db, merchant, closed.id);
  });
  serve(app, CALLS.opsChatClaim, async (req) => {
    const merchant = opsMerchantOf(req);
    const { before, memberId, ...claimed } = await claimConversation(req.ops.db, merchant, req.ops.operator.id, req.params.id, req.body.operatorId);
    req.ops.audit.target = `chat conversation ${claimed.id}`;
    req.ops.audit.before = { operatorId: before };
    later(req, () => hub.publish({ merchantId: merchant.id, memberId, member: false, operators: true }, { type: 'conversation', conversationId: claimed.id, status: claimed.status }));
    return claimed;
  });
  serve(app, CALLS.opsChatTicket, async (req) =>
    issueTicket(app.fast, { kind: 'operator', merchantId: opsMerchantOf(req).id, operatorId: req.ops.operator.id }),
  );
  await app.register(supportOpsRoutes(hub));
};
