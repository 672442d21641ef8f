import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_LIMITS, ErrorCode, type ChatClientFrame, type ChatServerFrame } from '@wps/contract';
import { AppError } from '../../platform/envelope.js';
import type { ChatHub } from './hub.js';
import { conversationRepo } from './repo.js';
import { markMessages, redeemTicket, type TicketHolder } from './service.js';

// The chat socket (issue 31): `/ws/chat?ticket=` opened with a one-use ticket from chatTicket / opsChatTicket, never a
// session token in the address. The server pushes frames (hub.ts); the client sends only typing and delivered marks.
// A slow or vanished client cannot hold memory: past MAX_BUFFERED bytes waiting the socket is closed, a socket that
// misses a pong is ended, and one silent for IDLE_MS is closed.

const MAX_BUFFERED = 1_048_576;
const PING_MS = 25_000;
const IDLE_MS = 30 * 60_000;
const MAX_FRAME = 4_096;

declare module 'fastify' {
  interface FastifyRequest {
    chatHolder?: TicketHolder;
  }
}

/** Sends one frame unless the socket's queue is over its bound (then it is closed: the client reconnects and reloads). */
function sender(socket: WebSocket) {
  return (text: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED) return socket.close(1013, 'send queue full');
    socket.send(text);
  };
}

function parse(data: Buffer | ArrayBuffer | Buffer[]): ChatClientFrame | null {
  try {
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data).toString('utf8');
    const frame = JSON.parse(text) as Partial<ChatClientFrame> | null;
    if (frame?.type === 'typing') return { type: 'typing', conversationId: num(frame.conversationId) };
    if (frame?.type === 'delivered' && num(frame.upTo)) return { type: 'delivered', upTo: num(frame.upTo)!, conversationId: num(frame.conversationId) };
  } catch {
    // not JSON: answered with an error frame below
  }
  return null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 53 ? v : undefined);

/** What one frame from a client does: typing goes to the other side, delivered marks are stored, then pushed. */
async function onFrame(app: FastifyInstance, hub: ChatHub, holder: TicketHolder, frame: ChatClientFrame): Promise<ChatServerFrame | null> {
  const { merchantId } = holder;
  // The member side speaks about its own open conversation; an operator names one of the merchant's.
  const conversation =
    holder.kind === 'member'
      ? await conversationRepo.openOf(app.db, merchantId, holder.memberId)
      : frame.conversationId
        ? await conversationRepo.byId(app.db, merchantId, frame.conversationId)
        : null;
  if (!conversation) return holder.kind === 'member' ? null : { type: 'error', errorCode: ErrorCode.NOT_FOUND };
  const reader = holder.kind;
  const to = { merchantId, memberId: conversation.memberId, member: true, operators: true };
  if (frame.type === 'typing') {
    await hub.publish({ ...to, member: reader === 'operator', operators: reader === 'member' }, { type: 'typing', conversationId: conversation.id, from: reader });
    return null;
  }
  const marked = await markMessages(app.db, { merchantId, memberId: conversation.memberId, conversationId: conversation.id, reader, upTo: frame.upTo, read: false });
  if (marked.upTo) await hub.publish(to, { type: 'marks', conversationId: conversation.id, by: reader, deliveredUpTo: marked.upTo, readUpTo: null });
  return null;
}

export function chatSocketRoutes(hub: () => ChatHub): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME } });
    app.get(
      '/ws/chat',
      {
        websocket: true,
        schema: { hide: true },
        // A socket holds no database slot while open.
        config: { admission: false },
        preValidation: async (req: FastifyRequest<{ Querystring: { ticket?: string } }>) => {
          const holder = await redeemTicket(app.fast, typeof req.query.ticket === 'string' ? req.query.ticket : undefined);
          if (!holder) throw new AppError(ErrorCode.NOT_LOGGED_IN, { detail: 'chat socket without a live ticket' });
          req.chatHolder = holder;
        },
      },
      (socket, req) => {
        const holder = req.chatHolder!;
        const send = sender(socket);
        const peer = { send };
        const leave = holder.kind === 'member' ? hub().addMember(holder.merchantId, holder.memberId, peer) : hub().addOperator(holder.merchantId, peer);
        let alive = true;
        let lastSeen = Date.now();
        let lastTyping = 0;
        const timer = setInterval(() => {
          if (!alive || Date.now() - lastSeen > IDLE_MS) return socket.terminate();
          alive = false;
          socket.ping();
        }, PING_MS);
        timer.unref();
        socket.on('pong', () => {
          alive = true;
        });
        socket.on('close', () => {
          clearInterval(timer);
          leave();
        });
        socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
          lastSeen = Date.now();
          const frame = parse(data);
          if (!frame) return send(JSON.stringify({ type: 'error', errorCode: ErrorCode.VALIDATION } satisfies ChatServerFrame));
          // Typing marks are cheap to send and fan out everywhere: one a second at most per socket.
          if (frame.type === 'typing') {
            if (Date.now() - lastTyping < CHAT_LIMITS.typingEveryMs / 2) return;
            lastTyping = Date.now();
          }
          onFrame(app, hub(), holder, frame).then(
            (answer) => answer && send(JSON.stringify(answer)),
            (err: unknown) => {
              req.log.warn({ err }, 'chat frame failed');
              send(JSON.stringify({ type: 'error', errorCode: ErrorCode.INTERNAL } satisfies ChatServerFrame));
            },
          );
        });
        send(JSON.stringify({ type: 'ready' } satisfies ChatServerFrame));
      },
    );
  };
}
