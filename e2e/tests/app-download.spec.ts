import { devices, expect, test, type Page } from '@playwright/test';
import type { Resource } from '@wps/contract';
import { merchantInfo, setMerchantLinks } from '../support/ops';

/** Spec part 2 s2 "App download (/m/app)". The demo merchant has an AppDownloadIcon but no IOS, Android or profile link. */
const CRIOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';

const isIos = (projectName: string) => projectName === 'iphone14';

/** Home has painted and its after-paint chunks (lobby, download bar) have arrived. */
async function homeSettled(page: Page) {
  await expect(page.getByTestId('home-lobby')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('app download', () => {
  test('the page shows the hero, the 96x96 icon and the guide of the device', async ({ page }, info) => {
    const ios = isIos(info.project.name);
    await page.goto('/m/app');
    const root = page.getByTestId('app-download-page');
    await expect(root.getByRole('heading', { name: 'App download' })).toBeVisible();
    // Header and bottom menu are hidden here; the page brings its own back and home buttons.
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await expect(page.getByTestId('bottom-menu')).toHaveCount(0);
    await expect(root.getByRole('button', { name: 'Back' })).toBeVisible();

    // Template texts: app_desc in app_desc_font_color.
    const desc = root.getByText('Play anywhere. Install the WPS Demo app.');
    await expect(desc).toHaveCSS('color', 'rgb(255, 255, 255)');
    const icon = root.getByTestId('app-icon');
    await expect.poll(() => icon.evaluate((i: HTMLImageElement) => [i.naturalWidth, i.naturalHeight, i.width])).toEqual([96, 96, 96]);

    const mine = ios ? 'iOS' : 'Android';
    const other = ios ? 'Android' : 'iOS';
    await expect(root.getByRole('tab', { name: mine })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId(ios ? 'guide-ios' : 'guide-android')).toBeVisible();
    await expect(page.getByTestId(ios ? 'guide-android' : 'guide-ios')).toHaveCount(0);

    await root.getByRole('tab', { name: other }).click();
    await expect(page.getByTestId(ios ? 'guide-android' : 'guide-ios')).toBeVisible();
    await root.getByRole('tab', { name: 'iOS' }).click();
    await expect(page.getByText('iOS 12.4 or later is recommended.')).toBeVisible();
    await expect(page.getByText(/On iOS 17 or later the profile must be installed by hand/)).toBeVisible();

    await root.getByRole('button', { name: 'Home', exact: true }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('without a store link, downloading installs this site as an app: the browser menu steps, on iOS Safari\'s', async ({ page, context }, info) => {
    const opened: string[] = [];
    context.on('page', (p) => opened.push(p.url()));
    await page.goto('/m/app');
    // No store app at all: one button instead of the two downloads, and no "coming soon" (issue 32).
    const root = page.getByTestId('app-download-page');
    await expect(root.getByRole('button', { name: /^Download for/ })).toHaveCount(0);
    await root.getByRole('button', { name: 'Install the app' }).click();
    if (isIos(info.project.name)) {
      await expect(page.getByTestId('add-to-home-prompt').getByText('Tap the Share button at the bottom of Safari.')).toBeVisible();
    } else {
      await expect(page.getByTestId('install-guide').getByText('Tap Install app or Add to Home screen.')).toBeVisible();
    }
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    expect(opened).toEqual([]);
  });

  test('the add-to-home prompt gives the manual steps on iOS Safari only', async ({ page }, info) => {
    await page.goto('/m/app');
    await expect(page.getByTestId('guide-ios').or(page.getByTestId('guide-android'))).toBeVisible();
    const a2hs = page.getByRole('button', { name: 'Add to Home Screen' });
    if (!isIos(info.project.name)) {
      await expect(a2hs).toHaveCount(0);
      return;
    }
    await a2hs.click();
    const prompt = page.getByTestId('add-to-home-prompt');
    // No MOBILECONFIG resource: tip 2, the manual steps.
    await expect(prompt.getByText('Tap the Share button at the bottom of Safari.')).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Install profile' })).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
  });

  test('an iOS browser other than Safari is told to use Safari', async ({ browser }, info) => {
    const device = isIos(info.project.name) ? devices['iPhone 14'] : devices['Pixel 7'];
    const context = await browser.newContext({ ...device, userAgent: CRIOS_UA, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/m/app');
    await expect(page.getByTestId('guide-ios')).toBeVisible();
    // A native alert blocks the page until answered, so it is answered in the handler itself.
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(`${d.type()}: ${d.message()}`);
      void d.accept();
    });
    await page.getByRole('button', { name: 'Install the app' }).click();
    await expect.poll(() => alerts).toEqual(['alert: Please use Safari for download App.']);
    // Not the install steps: the alert comes first.
    await expect(page.getByTestId('add-to-home-prompt')).toHaveCount(0);
    await context.close();
  });

  test('no download bar when the merchant has no app link for the device', async ({ page }, info) => {
    // The demo ships no app: the bar would offer nothing to download.
    await page.goto('/m/home');
    await homeSettled(page);
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    // A link for the other platform is no help either.
    const original = (await merchantInfo()).resources;
    const other = isIos(info.project.name) ? 'Android' : 'IOS';
    await setMerchantLinks({ resources: [...original, { resourceType: other, url: 'https://downloads.example.com/demo-app' }] });
    try {
      await page.reload();
      await homeSettled(page);
      await expect(page.getByTestId('download-bar')).toHaveCount(0);
    } finally {
      await setMerchantLinks({ resources: original });
    }
  });

  test.describe('with an app to download', () => {
    let original: Resource[] = [];
    test.beforeAll(async () => {
      original = (await merchantInfo()).resources;
      await setMerchantLinks({
        resources: [
          ...original,
          { resourceType: 'Android', url: 'https://downloads.example.com/demo.apk' },
          { resourceType: 'IOS', url: 'https://downloads.example.com/demo-ios' },
        ],
      });
    });
    test.afterAll(async () => {
      await setMerchantLinks({ resources: original });
    });

    test('the download bar on home can be dismissed and stays dismissed', async ({ page }) => {
      await page.goto('/m/home');
      const bar = page.getByTestId('download-bar');
      await expect(bar).toBeVisible();
      // It slides in (200 ms); measure where it comes to rest.
      await bar.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      // It floats just above the bottom menu and covers none of it.
      const [barBox, menuBox] = await Promise.all([bar.boundingBox(), page.getByTestId('bottom-menu').boundingBox()]);
      expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(menuBox!.y + 1);

      // Its download button opens the popup, which leads to the guide page.
      await bar.getByRole('button', { name: 'Download', exact: true }).click();
      const popup = page.getByTestId('download-popup');
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();

      await bar.getByRole('button', { name: 'Hide download bar' }).click();
      await expect(bar).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
      await page.reload();
      await homeSettled(page);
      await expect(page.getByTestId('download-bar')).toHaveCount(0);
    });

    test('the bar appearing after the first paint shifts no layout', async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/m/home');
      await expect(page.getByTestId('download-bar')).toBeVisible();
      await homeSettled(page);
      const top = await page.getByTestId('home-lobby').boundingBox();
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.1);
      // The lobby is where it was painted: the bar took no space above it.
      expect(top!.y).toBeLessThan(120);
    });

    test('an installed web app never shows the bar and remembers that', async ({ page }) => {
      await page.addInitScript(() => {
        const real = window.matchMedia.bind(window);
        window.matchMedia = (query: string) =>
          query === '(display-mode: standalone)'
            ? ({ matches: true, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false } as MediaQueryList)
            : real(query);
      });
      await page.goto('/m/home');
      await homeSettled(page);
      await expect(page.getByTestId('download-bar')).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    });
  });
});
