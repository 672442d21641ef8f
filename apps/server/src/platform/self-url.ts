import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The absolute URL of an outside-service address as stored in settings: an absolute URL is used as it is; a path
 * starting with "/" means "on this server" (the local simulators that `npm start` serves), resolved against the
 * address this instance listens on. Throws when a relative address is used before the server listens.
 */
export function resolveServiceUrl(app: FastifyInstance, url: string): string {
  if (!url.startsWith('/')) return url;
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error(`cannot resolve ${url}: the server is not listening on TCP`);
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}${url}`;
}
