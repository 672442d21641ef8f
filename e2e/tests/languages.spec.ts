import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createMember, uniqueName } from '../support/accounts';
import { shown } from '../support/money';
import { loginThroughForm } from '../support/session';

// Issue 32: every offered language is translated; right-to-left languages mirror the layout; dates follow the
// language while money keeps the merchant's own pattern.

const locale = (code: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/client/src/locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** Picks a language in the header (a visitor's) or in the side menu (a member's header shows the balance instead). */
async function choose(page: Page, current: Record<string, string>, label: string, from: 'header' | 'sidebar' = 'header') {
  if (from === 'sidebar') {
    await page.getByTestId('app-header').getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('sidebar').getByRole('button', { name: current.language! }).click();
  } else await page.getByTestId('app-header').getByRole('button', { name: current.language! }).click();
  await page.getByRole('dialog', { name: current.choose_language! }).getByRole('button', { name: label }).click();
}

test('home in Arabic reads right to left, in Arabic, with the bottom menu mirrored', async ({ page }) => {
  const ar = locale('AR');
  await page.goto('/m/home');
  await choose(page, locale('EN'), 'العربية');
  const menu = page.getByTestId('bottom-menu');
  await expect(menu.getByRole('button', { name: ar.nav_home! })).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
  // The first item of the menu (home) sits at the right edge, as an Arabic reader expects.
  const home = (await menu.getByRole('button', { name: ar.nav_home! }).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(home.x).toBeGreaterThan(width / 2);
  // Remembered over a reload, still right to left.
  await page.reload();
  await expect(page.getByTestId('app-header').getByRole('link', { name: ar.login! })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
});

test('a member in Japanese sees Japanese texts and dates, and the merchant\'s money', async ({ page }) => {
  const ja = locale('JA');
  const username = uniqueName('lja');
  await createMember({ username, password: 'Lja12345', temporary: false });
  await loginThroughForm(page, username, 'Lja12345');
  // A bank deposit order gives the record a dated row.
  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: /Bank transfer/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('1234.5');
  await page.getByLabel('Name on the paying account').fill('Yamada Taro');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByTestId('deposit-order-no')).toBeVisible();

  await choose(page, locale('EN'), '日本語', 'sidebar');
  await expect(page.getByTestId('bottom-menu').getByRole('button', { name: ja.nav_home! })).toBeVisible();
  await page.goto('/m/transaction/record?tab=deposit');
  const row = page.getByTestId('deposit-list').getByRole('listitem').first();
  // Japanese short date and time: 2026/12/05 15:30.
  await expect(row).toContainText(/\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2}/);
  await expect(row).toContainText(shown('1234.50'));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
});
