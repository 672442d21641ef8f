import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { WebAppManifestSchema } from '@wps/contract';
import { watchCspViolations } from '../support/csp';

/**
 * Issue 32 "Installable app": the merchant's manifest, the service worker (vite-plugin-pwa / Workbox) that opens the
 * player site offline, never keeps an API answer, and waits for the player before a new build takes over.
 */

/** The served client build (the server's CLIENT_DIST, as the e2e config starts it). */
const CLIENT_DIST = process.env.E2E_CLIENT_DIST || new URL('../../apps/client/dist', import.meta.url).pathname;
const SW_FILE = `${CLIENT_DIST}/sw.js`;
/** The API and the money pages: never answered from a cache. */
const NEVER_CACHED = /^\/(wps|lgw|lotto|ops|sim|pay)\//;

/** Home has painted and its after-paint chunks have arrived. */
async function homeSettled(page: Page) {
  await expect(page.getByTestId('home-lobby')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The script of the active service worker of the page's scope, once there is one (it registers after the load). */
const activeWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);

const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** Every address kept in the page's caches. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test.describe('installable app', () => {
  test('the manifest is linked and names the merchant, its colours, icons 192 and 512, home and the player site', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/m/manifest.webmanifest');

    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = WebAppManifestSchema.parse(await res.json());
    expect(manifest).toMatchObject({ start_url: '/m/home', scope: '/m/', display: 'standalone', theme_color: '#f5a623', background_color: '#0f1923' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const picture = await page.request.get(icon.src);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
    }

    // The worker is a same-origin script, revalidated on every check so a deploy reaches players at once.
    const sw = await page.request.get('/m/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  test('a service worker controls the page after a reload, and home opens offline with the offline notice', async ({ page, context }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(await activeWorker(page)).toMatch(/\/m\/sw\.js$/);
    expect(await controller(page)).toBeNull();

    await page.reload();
    await homeSettled(page);
    expect(await controller(page)).toMatch(/\/m\/sw\.js$/);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page.getByTestId('app-header')).toBeVisible();
      await expect(page.getByTestId('bottom-menu')).toBeVisible();
      const notice = page.getByTestId('offline-notice');
      await expect(notice).toHaveText('You are offline. The page carries on as soon as the connection is back.');
      // Another screen seen before opens from the shell too (the app's own navigation, no browser error page).
      await page.goto('/m/activity');
      await expect(page.getByTestId('app-header').or(page.getByTestId('shell-page')).first()).toBeVisible();
      await expect(notice).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    const kept = await cachedPaths(page);
    expect(kept).toContain('/m/index.html');
    expect(kept.filter((p) => NEVER_CACHED.test(p)), 'API answers kept').toEqual([]);
    expect(violations).toEqual([]);
  });

  test('a new build asks the player before it takes over the running page', async ({ page }) => {
    // Three loads and two worker installs on a busy machine.
    test.setTimeout(120_000);
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    const first = await activeWorker(page);
    expect(first).toMatch(/\/m\/sw\.js$/);
    await page.reload();
    await homeSettled(page);

    // A new build: the same worker with other bytes (its precache revision list would differ the same way).
    const original = readFileSync(SW_FILE, 'utf8');
    writeFileSync(SW_FILE, `${original}\n// e2e: a new build ${Date.now()}\n`);
    try {
      await page.evaluate(() => {
        (window as unknown as { runningPage: boolean }).runningPage = true;
      });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByTestId('app-update');
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('A new version of the site is ready.');
      // Nothing changed under the player: same page, still run by the old worker.
      expect(await page.evaluate(() => (window as unknown as { runningPage?: boolean }).runningPage)).toBe(true);

      // "Later" keeps the page as it is.
      await prompt.getByRole('button', { name: 'Later' }).click();
      await expect(prompt).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { runningPage?: boolean }).runningPage)).toBe(true);

      // The next visit asks again; "Update" hands over to the new worker and reloads once.
      await page.reload();
      await expect(prompt).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { runningPage: boolean }).runningPage = true;
      });
      await prompt.getByRole('button', { name: 'Update' }).click();
      // The page reloads once: a fresh window has no mark (while it navigates, the evaluation itself fails).
      const marked = () => page.evaluate(() => (window as unknown as { runningPage?: boolean }).runningPage ?? false).catch(() => 'navigating');
      await expect.poll(marked, { timeout: 20_000 }).toBe(false);
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(prompt).toHaveCount(0);
      expect(await controller(page)).toMatch(/\/m\/sw\.js$/);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    } finally {
      writeFileSync(SW_FILE, original);
    }
  });

  test('without a store link, the app page installs this site: the browser offer when there is one, else the steps', async ({ page }) => {
    await page.goto('/m/app');
    const install = page.getByTestId('app-download-page').getByRole('button', { name: 'Install the app' });
    await expect(install).toBeVisible();
    // The browser's install offer (beforeinstallprompt), as Chromium sends it to an installable site.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0)).toBe(1);
    await expect(page.getByTestId('install-guide')).toHaveCount(0);

    // An offer is used once: without one, the player gets the browser menu's steps.
    await install.click();
    const guide = page.getByTestId('install-guide');
    await expect(guide.getByText('Tap Install app or Add to Home screen.')).toBeVisible();
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  });
});
