import type { FastifyRequest } from 'fastify';
import { normalizeIp } from './cidr.js';

/** The caller's address as the status answer and the region check see it (::ffff:a.b.c.d read as a.b.c.d). */
export function clientIp(request: FastifyRequest): string {
  return normalizeIp(request.ip);
}

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/**
 * The caller's country, only from a trusted reverse proxy's header: without TRUST_PROXY anyone could claim a
 * country and walk around the region restriction.
 */
export function clientCountry(request: FastifyRequest, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  for (const name of COUNTRY_HEADERS) {
    const v = request.headers[name];
    const s = (Array.isArray(v) ? v[0] : v)?.trim().toUpperCase();
    if (s && /^[A-Z]{2}$/.test(s)) return s;
  }
  return null;
}

/** A single header value; repeated headers and over-long values are ignored rather than trusted. */
export function headerValue(request: FastifyRequest, name: string, maxLength = 256): string | undefined {
  const v = request.headers[name.toLowerCase()];
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s && s.length <= maxLength ? s : undefined;
}
