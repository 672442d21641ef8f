import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, HTTP_STATUS } from '@wps/contract';
import type { FastifyInstance, FastifyServerFactory, RawServerDefault } from 'fastify';
import type { HttpLimits } from '../config.js';
import { fail } from './envelope.js';
import { baselineSecurityHeaders } from './security-headers.js';

// Slow clients must not hold the server: a request (headers and body) must arrive whole within its timeouts, idle
// sockets are closed, and connections are capped in all and per address, so one slow or half-open client cannot
// take the sockets everybody else needs. Node checks the request timeouts every checkIntervalMs.

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
    server.maxConnections = limits.maxConnections;
    const perIp = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const ip = socket.remoteAddress;
      if (ip === undefined || trusted(ip)) return;
      const open = (perIp.get(ip) ?? 0) + 1;
      if (open > limits.maxConnectionsPerIp) {
        socket.destroy();
        return;
      }
      perIp.set(ip, open);
      socket.once('close', () => {
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      });
    });
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
    // Written by hand, so helmet never sees it: the same security headers as every other answer.
    const security = Object.entries(baselineSecurityHeaders(this.config))
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
