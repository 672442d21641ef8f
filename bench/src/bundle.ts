import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  /** JS fetched before home first rendered: the budgeted first load. */
  firstRenderJsKb: number;
  /** All JS by network idle, including the lobby that loads right after the first render. */
  jsKb: number;
  cssKb: number;
  otherKb: number;
  files: { url: string; kind: string; gzipKb: number; afterFirstRender: boolean }[];
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** Loads /m/home in Chromium at phone size and adds up what it fetched, gzip -9 per file, before and after home first rendered. */
export async function measureFirstLoad(baseUrl: string): Promise<BundleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, isMobile: true });
    // In the page: when home's element first appears, and when each file started loading (same clock).
    await page.addInitScript(() => {
      const w = window as unknown as { __homeAt?: number };
      new MutationObserver((_, observer) => {
        if (w.__homeAt === undefined && document.querySelector('[data-testid=home-page]')) {
          w.__homeAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const seen: Promise<{ url: string; kind: string; bytes: number } | null>[] = [];
    page.on('response', (res) => {
      const url = res.url();
      const kind = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : url.includes('/m/assets/') ? 'other' : '';
      if (!kind) return;
      seen.push(res.body().then((b) => ({ url, kind, bytes: gzipSync(b, { level: 9 }).length }), () => null));
    });
    await page.goto(`${baseUrl}/m/home`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      homeAt: (window as unknown as { __homeAt?: number }).__homeAt ?? Infinity,
      starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as const),
    }));
    const startOf = new Map(timing.starts);
    const files = (await Promise.all(seen))
      .filter((f) => f !== null)
      // Started after home was on screen: loaded behind the page the player already sees.
      .map((f) => ({ ...f, afterFirstRender: (startOf.get(f.url) ?? 0) > timing.homeAt }));
    const sum = (kind: string, early = false) =>
      kb(files.filter((f) => f.kind === kind && (!early || !f.afterFirstRender)).reduce((s, f) => s + f.bytes, 0));
    return {
      firstRenderJsKb: sum('js', true),
      jsKb: sum('js'),
      cssKb: sum('css'),
      otherKb: sum('other'),
      files: files.map((f) => ({ url: new URL(f.url).pathname, kind: f.kind, gzipKb: kb(f.bytes), afterFirstRender: f.afterFirstRender })),
    };
  } finally {
    await browser.close();
  }
}
