import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { CALLS, ChatTicketSchema, OPS_TOKEN_HEADER, type ChatServerFrame } from '@wps/contract';
import { okValue } from './helper.js';
import type { TestMember } from './money-fixtures.js';

// Chat test helpers: a socket on a listening app that collects its frames, and the calls of both sides.

export interface FrameLog {
  frames: ChatServerFrame[];
  /** Resolves with the first frame (seen or to come) that matches. */
  next(match: (f: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  send(frame: unknown): void;
  close(): Promise<void>;
  socket: WebSocket;
}

let seq = 0;
export const clientId = () => `cid-${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export async function baseUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrl(app);
}

/** Opens `/ws/chat` with a path as a ticket call answered it; rejects when the server refuses the upgrade. */
export async function openSocket(app: FastifyInstance, socketPath: string): Promise<FrameLog> {
  const socket = new WebSocket(`${await baseUrl(app)}${socketPath}`);
  const frames: ChatServerFrame[] = [];
  const waiters: Array<{ match: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }> = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as ChatServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
  const log: FrameLog = {
    frames,
    socket,
    next: (match, timeoutMs = 5_000) => {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
        waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      });
    },
    send: (frame) => socket.send(JSON.stringify(frame)),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  await log.next((f) => f.type === 'ready');
  return log;
}

export async function memberSocket(app: FastifyInstance, m: TestMember): Promise<FrameLog> {
  const ticket = okValue(await m.call('chatTicket'), ChatTicketSchema);
  return openSocket(app, ticket.socketPath);
}

export function opsCall(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    app.inject({ method, url: path, headers: { [OPS_TOKEN_HEADER]: token }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function operatorSocket(app: FastifyInstance, token: string): Promise<FrameLog> {
  const res = await opsCall(app, token)('GET', CALLS.opsChatTicket.path.replace(':code', 'demo'));
  return openSocket(app, okValue(res, ChatTicketSchema).socketPath);
}

export const opsPath = (path: string, id?: number) => path.replace(':code', 'demo').replace(':id', String(id ?? ''));
