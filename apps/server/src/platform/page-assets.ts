import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface PageAsset {
  /** Same-origin URL, named by the content's hash: cached for good, a new text gets a new URL. */
  url: string;
  type: string;
  text: string;
}

/**
 * The script or style of a page the server renders itself, served as a file of our origin: the Content-Security-Policy
 * allows no inline script (DESIGN "API conventions"), so a page's code cannot sit in the page. Per-request data goes
 * into the page as a `<script type="application/json">` block, which runs nothing.
 */
export function pageAsset(name: string, ext: keyof typeof TYPES, text: string): PageAsset {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return { url: `/static/pages/${name}.${hash}.${ext}`, type: TYPES[ext], text };
}

/** Registers the route of each asset. Not counted by admission: it never touches the database. */
export function servePageAssets(app: FastifyInstance, assets: readonly PageAsset[]): void {
  for (const asset of assets) {
    app.get(asset.url, { schema: { hide: true }, config: { admission: false } }, (_req, reply) =>
      reply.header('cache-control', IMMUTABLE).type(asset.type).send(asset.text),
    );
  }
}
