import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, HTTP_STATUS } from '@wps/contract';
import type { FastifyInstance, FastifyServerFactory, RawServerDefault } from 'fastify';
import type { HttpLimits } from '../config.js';
import { fail } from './envelope.js';
import { NO_STORE, baselineSecurityHeaders } from './security-headers.js';

// Slow clients must not hold the server: a request (headers and body) must arrive within its timeouts, a connection
// that sends nothing is closed after the first-byte timeout, idle sockets are closed, and connections are capped in
// all and per address, so one slow or half-open client cannot take the sockets everybody else needs. Node checks the
// request timeouts every checkIntervalMs.

interface Tracked {
  ip: string | undefined;
  /** Bytes read when the socket last became idle: more since means a request is arriving. */
  readAtIdle: number;
  /** Requests under way on it (more than one when the client pipelines). */
  active: number;
  firstByte: NodeJS.Timeout;
}

/**
 * The open connections, the idle ones in the order they became idle. A full server makes room for a new connection
 * by closing the connection idle the longest (one that has sent nothing, or a keep-alive one between requests),
 * never one with a request under way: idle connections cannot crowd out new ones (issue 26). An address at its own
 * cap is refused, idle connections counted.
 */
class ConnectionTable {
  private readonly open = new Map<Socket, Tracked>();
  private readonly idle = new Set<Socket>();
  private readonly perIp = new Map<string, number>();

  constructor(
    private readonly limits: HttpLimits,
    private readonly trusted: (peer: string | undefined) => boolean,
  ) {}

  /** Takes a new connection in, or closes it when neither its address nor the server has room. */
  admit(socket: Socket): void {
    const ip = socket.remoteAddress === undefined || this.trusted(socket.remoteAddress) ? undefined : socket.remoteAddress;
    if ((ip !== undefined && (this.perIp.get(ip) ?? 0) >= this.limits.maxConnectionsPerIp) || !this.roomForOne()) {
      socket.destroy();
      return;
    }
    const firstByte = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, this.limits.firstByteTimeoutMs);
    firstByte.unref();
    this.open.set(socket, { ip, readAtIdle: 0, active: 0, firstByte });
    this.idle.add(socket);
    if (ip !== undefined) this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    socket.once('close', () => this.forget(socket));
  }

  /** A request arrived on the socket: it is busy until its answer is done. */
  busy(socket: Socket, response: ServerResponse): void {
    const tracked = this.open.get(socket);
    if (!tracked) return;
    tracked.active++;
    this.idle.delete(socket);
    response.once('close', () => {
      tracked.active--;
      if (tracked.active > 0 || this.open.get(socket) !== tracked || socket.destroyed) return;
      tracked.readAtIdle = socket.bytesRead;
      // Re-added at the end: the order of the set is the order connections became idle.
      this.idle.add(socket);
    });
  }

  private roomForOne(): boolean {
    if (this.open.size < this.limits.maxConnections) return true;
    for (const socket of this.idle) {
      // Bytes since it became idle: a request is arriving, not idle.
      if (socket.bytesRead !== this.open.get(socket)?.readAtIdle) continue;
      this.forget(socket);
      socket.destroy();
      return true;
    }
    return false;
  }

  private forget(socket: Socket): void {
    const tracked = this.open.get(socket);
    if (!tracked) return;
    clearTimeout(tracked.firstByte);
    this.open.delete(socket);
    this.idle.delete(socket);
    if (tracked.ip === undefined) return;
    const left = (this.perIp.get(tracked.ip) ?? 1) - 1;
    if (left > 0) this.perIp.set(tracked.ip, left);
    else this.perIp.delete(tracked.ip);
  }
}

/** Fastify's serverFactory: a Node HTTP server with our limits. `trusted` exempts our own proxies from the per-address cap. */
export function httpServerFactory(
  limits: HttpLimits,
  trusted: (peer: string | undefined) => boolean,
): FastifyServerFactory<RawServerDefault> {
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: limits.headersTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: limits.checkIntervalMs,
      },
      handler,
    );
    server.setTimeout(limits.idleTimeoutMs);
    // The cap is the table's (server.maxConnections would refuse before an idle connection could make room).
    const connections = new ConnectionTable(limits, trusted);
    server.on('connection', (socket: Socket) => connections.admit(socket));
    server.on('request', (request: IncomingMessage, response: ServerResponse) => connections.busy(request.socket, response));
    return server;
  };
}

/** What Node's parser or timers reported, as one of our codes. */
function clientErrorCode(err: NodeJS.ErrnoException): ErrorCode {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return ErrorCode.REQUEST_TIMEOUT;
  if (err.code === 'HPE_HEADER_OVERFLOW') return ErrorCode.HEADERS_TOO_LARGE;
  return ErrorCode.MALFORMED_REQUEST;
}

/**
 * Errors Node raises before Fastify sees a request (malformed HTTP, over-long request line or headers, bad
 * Transfer-Encoding, a body shorter than its Content-Length that times out): answered with the envelope too, then
 * the socket is closed since the stream can no longer be parsed.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(err);
  const status = HTTP_STATUS[code];
  const body = JSON.stringify(fail(code));
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    // Written by hand, so helmet never sees it: the same security headers as every other answer, and no-store.
    const security = Object.entries({ ...baselineSecurityHeaders(this.config), ...NO_STORE })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${security}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  // Ending (not destroying) lets the answer arrive before a client still sending gets a reset; a client that keeps
  // sending anyway is cut off shortly after.
  socket.end();
  setTimeout(() => socket.destroy(), 1000).unref();
}
