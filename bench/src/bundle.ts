import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  jsKb: number;
  cssKb: number;
  otherKb: number;
  files: { url: string; kind: string; gzipKb: number }[];
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** Loads /m/home in Chromium at phone size and adds up what the first load fetched, gzip -9 per file. */
export async function measureFirstLoad(baseUrl: string): Promise<BundleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, isMobile: true });
    const seen: Promise<{ url: string; kind: string; bytes: number } | null>[] = [];
    page.on('response', (res) => {
      const url = res.url();
      const kind = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : url.includes('/m/assets/') ? 'other' : '';
      if (!kind) return;
      seen.push(res.body().then((b) => ({ url, kind, bytes: gzipSync(b, { level: 9 }).length }), () => null));
    });
    await page.goto(`${baseUrl}/m/home`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(seen)).filter((f) => f !== null);
    const sum = (kind: string) => kb(files.filter((f) => f.kind === kind).reduce((s, f) => s + f.bytes, 0));
    return {
      jsKb: sum('js'),
      cssKb: sum('css'),
      otherKb: sum('other'),
      files: files.map((f) => ({ url: new URL(f.url).pathname, kind: f.kind, gzipKb: kb(f.bytes) })),
    };
  } finally {
    await browser.close();
  }
}
