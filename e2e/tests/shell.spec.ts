import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchCspViolations } from '../support/csp';
import { resetMerchantStatus, setMerchantStatus } from '../support/ops';
import { loginThroughForm, serverBalance } from '../support/session';

/** Spec part 2 s2 "Layout rules", written out here independently of the client's own table. */
const HEADER_HIDDEN = ['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip'];
const MENU_HIDDEN = ['login', 'register', 'slotsCenter', 'gameList', 'lottery', 'forget', 'changePsw', 'app', 'notice', 'activity', 'vip'];
const ROUTES = [
  'home', 'login', 'register', 'forget', 'member/home', 'voucherCenter', 'withdraw', 'gameRecord', 'transaction/record',
  'profitandloss', 'rewardCenter', 'securityCenter', 'set', 'gameList', 'activity', 'notice', 'inviteFriends', 'game',
  'changePsw', 'message', 'vip', 'app', 'lottery', 'slotsCenter', 'trail',
];

const locale = (code: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/client/src/locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** The shell has rendered a page once its <main> is there and no page is still loading. */
async function settled(page: Page) {
  await expect(page.getByTestId('shell-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const routeOf = (page: Page) => new URL(page.url()).pathname.replace(/^\/m\/?/, '').replace(/\/$/, '');

/** "1234.50" -> "1,234.50": the money format of spec part 2 s3, computed here as an independent oracle. */
const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',');

test.describe('shell', () => {
  test('home loads with header, bottom menu and no script errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/m/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toBeVisible();
    await expect(page.getByTestId('app-header').getByRole('link', { name: 'Log in' })).toBeVisible();
    await settled(page);
    expect(errors).toEqual([]);
    // Nothing may widen the page past the phone: the browser would zoom the whole site out.
    await expect(page.getByTestId('home-lobby')).toBeVisible();
    const width = page.viewportSize()!.width;
    const layout = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(layout).toEqual([width, width]);
  });

  test('home carries the security headers and runs under its policy without a violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const answer = await page.goto('/m/home');
    const headers = answer!.headers();
    const csp = new Map(headers['content-security-policy']!.split(';').map((d) => [d.trim().split(' ')[0], d.trim()]));
    expect(csp.get('script-src')).toMatch(/^script-src 'self'(?: 'sha256-[\w+/=]+')*$/);
    expect(csp.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await settled(page);
    // Nothing was blocked: the code files, and the critical CSS inline in index.html (allowed by its hash).
    expect(violations).toEqual([]);
  });

  test('no screen breaks the security policy, as visitor or member', async ({ page }) => {
    // Every screen twice over (visitor, then member): more than the default minute on a slow machine.
    test.setTimeout(120_000);
    const violations = await watchCspViolations(page);
    for (const route of ROUTES) {
      await page.goto(`/m/${route}`);
      await settled(page);
    }
    expect(violations).toEqual([]);
    await loginThroughForm(page, 'demo01');
    for (const route of ['home', 'member/home', 'voucherCenter', 'withdraw', 'securityCenter', 'message', 'vip', 'rewardCenter']) {
      await page.goto(`/m/${route}`);
      await settled(page);
    }
    await page.getByTestId('app-header').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
    test(`home alias ${alias} shows home`, async ({ page }) => {
      await page.goto(alias);
      await expect(page.getByTestId('home-page')).toBeVisible();
    });
  }

  test('an unknown path falls back to home', async ({ page }) => {
    await page.goto('/m/no/such/page');
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/m/home');
  });

  test('header and bottom menu follow the layout rules on every route', async ({ page }) => {
    const seen = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(`/m/${route}`);
      await settled(page);
      // A screen may send a visitor elsewhere (to login, say): the rules apply to where the player ends up.
      const at = routeOf(page) || 'home';
      seen.add(at);
      const header = page.getByTestId('app-header');
      const menu = page.getByTestId('bottom-menu');
      if (HEADER_HIDDEN.includes(at)) await expect(header, `header on ${at}`).toHaveCount(0);
      else await expect(header, `header on ${at}`).toBeVisible();
      if (MENU_HIDDEN.includes(at)) await expect(menu, `menu on ${at}`).toHaveCount(0);
      else await expect(menu, `menu on ${at}`).toBeVisible();
    }
    // The screens that hide things were really visited, so each rule was exercised.
    for (const r of ['login', 'register', 'forget', 'changePsw', 'app', 'vip', 'home']) expect(seen).toContain(r);
  });

  test('back arrow on a sub page goes home from login-like pages', async ({ page }) => {
    await page.goto('/m/notice');
    await settled(page);
    await page.getByTestId('app-header').getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('demo01 logs in, sees nickname and balance, hides and shows it, signs out', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('header-nickname')).toHaveText('Lucky Demo');

    const { sumBalance, currencySymbol } = await serverBalance(page);
    const shown = `${currencySymbol}${grouped(sumBalance)}`;
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(shown);

    const menu = () => page.getByTestId('app-header').getByRole('button', { name: 'Account menu' });
    await menu().click();
    await page.getByRole('menuitem', { name: 'Hide balance' }).click();
    await expect(balance).toHaveText('***');
    // The choice survives a reload.
    await page.reload();
    await expect(page.getByTestId('header-balance')).toHaveText('***');
    await menu().click();
    await page.getByRole('menuitem', { name: 'Show balance' }).click();
    await expect(page.getByTestId('header-balance')).toHaveText(shown);

    await menu().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Are you sure you want to sign out?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('app-header').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('header-nickname')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('the sidebar shows the member balance and signs out too', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await page.getByTestId('app-header').getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    const { sumBalance } = await serverBalance(page);
    await expect(page.getByTestId('sidebar-balance')).toContainText(grouped(sumBalance));
    await sidebar.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('app-header').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('language switch changes the texts and is remembered', async ({ page }) => {
    const cn = locale('CN');
    const ty = locale('TY');
    await page.goto('/m/home');
    await page.getByTestId('app-header').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('dialog', { name: 'Choose a language' }).getByRole('button', { name: '简体中文' }).click();
    await expect(page.getByTestId('app-header').getByRole('link', { name: cn.login! })).toBeVisible();
    await expect(page.getByTestId('bottom-menu').getByRole('button', { name: cn.nav_home! })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);
    await page.reload();
    await expect(page.getByTestId('app-header').getByRole('link', { name: cn.login! })).toBeVisible();

    await page.getByTestId('app-header').getByRole('button', { name: cn.language! }).click();
    await page.getByRole('dialog', { name: cn.choose_language! }).getByRole('button', { name: 'Filipino' }).click();
    await expect(page.getByTestId('app-header').getByRole('link', { name: ty.login! })).toBeVisible();
  });
});

test('dark mode switches both our colours and antd-mobile\'s, and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/m/home');
  const colours = () =>
    page.evaluate(() => {
      const css = getComputedStyle(document.documentElement);
      return {
        theme: document.documentElement.dataset.theme,
        surface: css.getPropertyValue('--c-surface').trim(),
        antd: css.getPropertyValue('--adm-color-background').trim(),
      };
    });
  const light = await colours();
  expect(light.theme).toBe('light');
  expect(light.antd).toBe(light.surface);

  await page.getByTestId('app-header').getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('sidebar').getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.getByTestId('sidebar').getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  const dark = await colours();
  expect(dark.theme).toBe('dark');
  expect(dark.surface).not.toBe(light.surface);
  expect(dark.antd).toBe(dark.surface);

  await page.reload();
  expect((await colours()).theme).toBe('dark');
});

test('five taps in the hidden top-left corner clear stored data and reload', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('app-header').getByRole('button', { name: 'Language' }).click();
  await page.getByRole('dialog', { name: 'Choose a language' }).getByRole('button', { name: 'Filipino' }).click();
  const ty = locale('TY');
  await expect(page.getByTestId('app-header').getByRole('link', { name: ty.login! })).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('probe', '1'));
  const reloaded = page.waitForEvent('load');
  for (let i = 0; i < 5; i++) await page.mouse.click(8, 8);
  await reloaded;
  await expect(page.getByTestId('app-header').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBeNull();
});

test.describe('status gate', () => {
  test.afterEach(async () => {
    await resetMerchantStatus();
  });

  test('maintenance shows the maintenance page with the operator message, and lifts', async ({ page }) => {
    await setMerchantStatus({ maintenance: true, maintenanceMessage: 'Back at 10:00 UTC', blockedCountries: [], blockedIps: [] });
    await page.goto('/m/home');
    const gate = page.getByTestId('maintenance-page');
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('Back at 10:00 UTC');
    await expect(page.getByTestId('home-page')).toHaveCount(0);

    await resetMerchantStatus();
    // The merchant cache lives 2 s; the client serves the cached status first, then refreshes it.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test('a blocked IP range shows the region page with the caller IP', async ({ page }) => {
    await setMerchantStatus({ maintenance: false, maintenanceMessage: null, blockedCountries: [], blockedIps: ['127.0.0.0/8', '::1/128'] });
    await page.goto('/m/home');
    const gate = page.getByTestId('region-page');
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('127.0.0.1');
  });

  test('maintenance wins when the region is blocked too', async ({ page }) => {
    await setMerchantStatus({ maintenance: true, maintenanceMessage: null, blockedCountries: [], blockedIps: ['127.0.0.0/8'] });
    await page.goto('/m/home');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('region-page')).toHaveCount(0);
  });
});
