import type { FastifyRequest } from 'fastify';
import { createIpMatcher, normalizeIp } from './cidr.js';

/** The caller's address as the status answer and the region check see it (::ffff:a.b.c.d read as a.b.c.d). */
export function clientIp(request: FastifyRequest): string {
  return normalizeIp(request.ip);
}

/**
 * Whether the directly connected peer is one of our reverse proxies (TRUST_PROXY): with a hop count every peer is
 * (the deployment puts the proxy in front), with a list only the listed addresses are.
 */
export function createProxyTrust(setting: false | number | string[]): (peer: string | undefined) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const match = createIpMatcher(setting);
  return (peer) => peer !== undefined && match(normalizeIp(peer));
}

/** Fastify's trustProxy: which hops of X-Forwarded-For to believe (the address the nearest untrusted hop was seen from). */
export function proxyTrustFunction(setting: false | number | string[]): false | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const match = createIpMatcher(setting);
  return (address) => match(normalizeIp(address));
}

const trustOf = new WeakMap<object, (peer: string | undefined) => boolean>();

/** True when the request came through a trusted proxy, so its forwarding headers may be believed. */
export function fromTrustedProxy(request: FastifyRequest): boolean {
  const config = request.server.config;
  let trust = trustOf.get(config);
  if (!trust) {
    trust = createProxyTrust(config.trustProxy);
    trustOf.set(config, trust);
  }
  return trust(request.socket.remoteAddress);
}

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/**
 * The caller's country, only from a trusted reverse proxy's header: from anyone else it is the caller's own claim
 * and would walk around the region restriction.
 */
export function clientCountry(request: FastifyRequest): string | null {
  if (!fromTrustedProxy(request)) return null;
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
