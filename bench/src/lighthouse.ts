import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint and total blocking time under Lighthouse's mobile emulation, ms. */
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  cls: number;
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/**
 * Lighthouse's default run is the mobile one (Moto G class phone, slow 4G, 4x CPU slowdown, simulated): the
 * conditions this product is built for. Debian's Chromium, no downloads.
 */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      speedIndexMs: Math.round(audits['speed-index']?.numericValue ?? 0),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    };
  } finally {
    chrome.kill();
  }
}
