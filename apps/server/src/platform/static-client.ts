import { existsSync, readFileSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@wps/contract';
import { fail } from './envelope.js';
import { inlineHashes, type InlineHashes } from './security-headers.js';

const HOME = '/m/home';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html and other unhashed files must be revalidated, or a deploy would leave phones on stale asset names.
const REVALIDATE = 'no-cache';

export interface StaticClientOptions {
  root: string;
  /** The Content-Security-Policy of index.html, given the hashes of its inline blocks (the build's critical CSS). */
  indexPolicy?: (inline: InlineHashes) => string;
}

/**
 * index.html's policy, recomputed when the file changes (a new build under a running server): its inline style is
 * allowed by hash, so nothing inline has to be allowed wholesale.
 */
function indexPolicyCache(indexPolicy: (inline: InlineHashes) => string) {
  let cached: { key: string; value: string } | undefined;
  return (path: string, stat: Stats): string => {
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.key !== key) cached = { key, value: indexPolicy(inlineHashes(readFileSync(path, 'utf8'))) };
    return cached.value;
  };
}

/**
 * The built client under /m/: hashed files cached forever, index.html revalidated, and every other /m/* path
 * answered with index.html so the client's router can take it (SPA fallback). Registered with prefix /m.
 */
export async function staticClientPlugin(app: FastifyInstance, opts: StaticClientOptions): Promise<void> {
  if (!existsSync(join(opts.root, 'index.html'))) {
    const notBuilt = (_: unknown, reply: FastifyReply) =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The client is not built yet: run `npm run build -w @wps/client`, then reload.\n');
    app.get('/*', notBuilt);
    return;
  }

  const assetsDir = join(opts.root, 'assets');
  const indexPath = join(opts.root, 'index.html');
  const policyOf = opts.indexPolicy ? indexPolicyCache(opts.indexPolicy) : undefined;
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    cacheControl: false,
    setHeaders: (reply, filePath, stat) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      // Replaces the global policy helmet set on this answer (also the SPA fallback's: sendFile comes here too).
      if (policyOf && filePath === indexPath) reply.header('content-security-policy', policyOf(filePath, stat));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing hashed file is a real 404: answering HTML for a script would only produce a confusing error.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/m/assets/')) {
      return reply.code(404).send(fail(ErrorCode.NOT_FOUND));
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}

/** `/` and `/m` land on the home route. */
export async function homeRedirects(app: FastifyInstance): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect(HOME, 302));
  app.get('/m', { schema: { hide: true } }, (_req, reply) => reply.redirect(HOME, 302));
}
