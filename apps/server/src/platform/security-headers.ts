import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPS_TOKEN_HEADER } from '@wps/contract';
import type { AppConfig } from '../config.js';

// DESIGN "API conventions": every answer carries security headers. @fastify/helmet sets them (app.ts); this module
// says what they are, so the few answers helmet's hook never sees (framework errors, raw socket answers) and the
// pages with their own needs (framed games, the client's index.html) use the same policy.

type Directives = Record<string, string[]>;
type Config = Pick<AppConfig, 'publicUrl'>;
/** Options of one route, merged by @fastify/helmet over the global ones (shallowly: give whole sub-objects). */
export type RouteHelmet = Omit<FastifyHelmetOptions, 'global'>;

const SELF = "'self'";
const NONE = "'none'";
const ONE_YEAR = 365 * 24 * 60 * 60;

/** HSTS and upgrade-insecure-requests only for an https deployment: over plain http they would break the site. */
export const servedOverHttps = (config: Config): boolean => /^https:\/\//i.test(config.publicUrl ?? '');

export interface CspOptions {
  https: boolean;
  /** Who may frame the answer: nobody, or our own pages (the in-house game and lottery pages the client frames). */
  framing?: 'none' | 'self';
  /** `'sha256-...'` sources of inline blocks of our own (the client's built index.html). */
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
}

/**
 * The Content-Security-Policy directives. Scripts only from our origin, never inline code or inline handlers (the
 * server's own pages load theirs as files: page-assets.ts). Images also from any https host and data: URLs: merchant
 * image CDNs and operator promotion images live on other hosts, icons and captchas are data: URLs. Frames only of
 * our own pages (a vendor on another origin replaces the app instead of being framed); calls only to our origin.
 */
export function cspDirectives(opts: CspOptions): Directives {
  return {
    'default-src': [SELF],
    'base-uri': [SELF],
    'connect-src': [SELF],
    'font-src': [SELF, 'data:'],
    'form-action': [SELF],
    'frame-ancestors': [opts.framing === 'self' ? SELF : NONE],
    'frame-src': [SELF],
    'img-src': [SELF, 'data:', 'https:'],
    'object-src': [NONE],
    'script-src': [SELF, ...(opts.scriptHashes ?? [])],
    'script-src-attr': [NONE],
    'style-src': [SELF, ...(opts.styleHashes ?? [])],
    ...(opts.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The header value, in helmet's own format. */
export const cspHeader = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

/** Global options of @fastify/helmet; the rest keeps helmet's defaults (COOP and CORP same-origin, no COEP, ...). */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = servedOverHttps(config);
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ https }) },
    frameguard: { action: 'deny' },
    // Strict: neither the path nor the origin of our pages leaves with a request or a link.
    referrerPolicy: { policy: 'no-referrer' },
    // The site vouches for its own host only: an operator's other subdomains may still be plain http.
    strictTransportSecurity: https ? { maxAge: ONE_YEAR, includeSubDomains: false } : false,
  };
}

/** Route option of the pages the client frames: framed by our own origin only. */
export function framedPageHelmet(config: Config): RouteHelmet {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ https: servedOverHttps(config), framing: 'self' }) },
    frameguard: { action: 'sameorigin' },
  };
}

/** Route option of the public art (game icons, banners, app icon): a merchant's image CDN may be another origin. */
export const publicArtHelmet: RouteHelmet = { crossOriginResourcePolicy: { policy: 'cross-origin' } };

/**
 * The headers for answers that never pass helmet's onRequest hook: errors Fastify raises before routing
 * (`frameworkErrors`) and the raw answers to malformed HTTP (http-server.ts).
 */
export function baselineSecurityHeaders(config: Config): Record<string, string> {
  const https = servedOverHttps(config);
  return {
    'content-security-policy': cspHeader(cspDirectives({ https })),
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': `max-age=${ONE_YEAR}` } : {}),
  };
}

/** What an error envelope says to caches: nothing of it is kept (the hand-written answers add it themselves). */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

/**
 * Whether caches may keep an answer as its route said (issue 26, defect 11). Only public content declares its caching
 * (the apps' files, pictures, the pages' hashed files); any other answer may carry a secret or personal data (logins,
 * keys, captcha answers, a member's data, the outbox) and says no-store, as do errors, operator answers, answers to a
 * caller with credentials and answers that set a cookie, whatever their route declared.
 */
export function mayBeStored(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.getHeader('cache-control') === undefined) return false;
  if (reply.statusCode >= 400 || reply.hasHeader('set-cookie')) return false;
  if (request.url.startsWith('/ops/')) return false;
  const { headers } = request;
  const credentials = headers.authorization !== undefined || headers[OPS_TOKEN_HEADER.toLowerCase()] !== undefined;
  return !credentials && !request.auth && !request.ops;
}

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/**
 * CSP hashes of the inline <script> and <style> blocks of an HTML file we built ourselves (the client's index.html:
 * its critical CSS). Scripts with `src` and data blocks (`type="application/json"`) run nothing and need none.
 */
export function inlineHashes(html: string): InlineHashes {
  const out: InlineHashes = { scripts: [], styles: [] };
  for (const [, tag, attrs, body] of html.matchAll(INLINE)) {
    if (tag!.toLowerCase() === 'script' && (/\ssrc\s*=/i.test(` ${attrs}`) || /type\s*=\s*["']?application\/(?:ld\+)?json/i.test(attrs!))) continue;
    const hash = `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`;
    const list = tag!.toLowerCase() === 'script' ? out.scripts : out.styles;
    if (!list.includes(hash)) list.push(hash);
  }
  return out;
}
