import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@wps/contract';
import { fail } from './envelope.js';
import { inlineHashes, type InlineHashes } from './security-headers.js';

const HOME = '/m/home';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html and other unhashed files must be revalidated, or a deploy would leave browsers on stale asset names.
const REVALIDATE = 'no-cache';

/** What the policy of an index.html answer is made from. */
export interface IndexPage {
  /** Hashes of the file's own inline blocks (a build's critical CSS). */
  inline: InlineHashes;
  /** `nonce` mode: this answer's nonce, for the styles the page's code adds at run time. */
  nonce?: string;
}

/**
 * A built single-page app (the player client at /m/, the back office at /admin/). Registered with `prefix`.
 * - `hashes`: index.html is served as built; its policy allows its inline blocks by hash (the client's critical CSS).
 * - `nonce`: every answer of index.html carries a fresh nonce, written into its `<meta name="csp-nonce">` and given to
 *   the policy (`style-src 'nonce-...'`): for an app whose styles are injected at run time (antd's CSS-in-JS reads
 *   the nonce from the meta). Scripts stay files of our own either way.
 */
export interface StaticAppOptions {
  root: string;
  /** The prefix the plugin is registered under (`/m`): a missing hashed file under it is a real 404. */
  prefix: string;
  /** What to build when the folder has no index.html (the 503's hint). */
  buildHint: string;
  /** The Content-Security-Policy of index.html. */
  indexPolicy?: (page: IndexPage) => string;
  inline?: 'hashes' | 'nonce';
}

/** The file, re-read when it changes (a new build under a running server), with the hashes of its inline blocks. */
function indexFile(path: string) {
  let cached: { key: string; html: string; inline: InlineHashes } | undefined;
  return (stat: Stats = statSync(path)) => {
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.key !== key) {
      const html = readFileSync(path, 'utf8');
      cached = { key, html, inline: inlineHashes(html) };
    }
    return cached;
  };
}

/** A fresh nonce (128 random bits, base64) for one answer. */
export const newNonce = (): string => randomBytes(16).toString('base64');

const NONCE_META = /<meta\s+name=["']csp-nonce["']\s+content=["'][^"']*["']\s*\/?>/i;

/** The page with `nonce` in its `<meta name="csp-nonce">` (added at the start of <head> when the build has none). */
export function withNonceMeta(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" content="${nonce}">`;
  if (NONCE_META.test(html)) return html.replace(NONCE_META, meta);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`);
}

/**
 * The built app under its prefix: hashed files under assets/ cached forever, index.html revalidated, and every other
 * path answered with index.html so the app's router can take it (SPA fallback). Not built: a plain 503 with a hint.
 */
export async function staticAppPlugin(app: FastifyInstance, opts: StaticAppOptions): Promise<void> {
  const indexPath = join(opts.root, 'index.html');
  if (!existsSync(indexPath)) {
    const notBuilt = (_: unknown, reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`${opts.buildHint}\n`);
    app.get('/*', { schema: { hide: true } }, notBuilt);
    return;
  }

  const assetsDir = join(opts.root, 'assets');
  const index = indexFile(indexPath);
  const nonceMode = opts.inline === 'nonce';
  const policy = opts.indexPolicy;
  // Hash mode: one policy per version of the file.
  let hashPolicy: { key: string; value: string } | undefined;
  const policyOfFile = (stat: Stats): string | undefined => {
    if (!policy) return undefined;
    const file = index(stat);
    if (hashPolicy?.key !== file.key) hashPolicy = { key: file.key, value: policy({ inline: file.inline }) };
    return hashPolicy.value;
  };

  /** Nonce mode: index.html with this answer's nonce, never the file as it is. */
  const sendNoncePage = (reply: FastifyReply) => {
    const file = index();
    const nonce = newNonce();
    if (policy) reply.header('content-security-policy', policy({ inline: file.inline, nonce }));
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(withNonceMeta(file.html, nonce));
  };

  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    cacheControl: false,
    // Nonce mode: index.html only through sendNoncePage (the directory index and /index.html fall through to it).
    ...(nonceMode ? { index: false as const, allowedPath: (pathName: string) => pathName !== '/index.html' } : {}),
    setHeaders: (reply, filePath, stat) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      // Replaces the global policy helmet set on this answer (also the SPA fallback's: sendFile comes here too).
      if (filePath === indexPath) {
        const value = policyOfFile(stat);
        if (value) reply.header('content-security-policy', value);
      }
    },
  });

  // Nonce mode: the app's root is index.html too (the directory index of the files is off).
  if (nonceMode) app.get('/', { prefixTrailingSlash: 'slash', schema: { hide: true } }, (_req, reply) => sendNoncePage(reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing hashed file is a real 404: answering HTML for a script would only produce a confusing error.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith(`${opts.prefix}/assets/`)) {
      return reply.code(404).send(fail(ErrorCode.NOT_FOUND));
    }
    if (nonceMode) return sendNoncePage(reply);
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}

/** `/` and `/m` land on the home route; `/admin` on the back office's root. */
export async function homeRedirects(app: FastifyInstance): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect(HOME, 302));
  app.get('/m', { schema: { hide: true } }, (_req, reply) => reply.redirect(HOME, 302));
  app.get('/admin', { schema: { hide: true } }, (_req, reply) => reply.redirect('/admin/', 302));
}
