import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginThroughForm } from '../support/session';

// Responsible gaming (issue 29) at phone size, as rgreality01: the seed recorded a play session for it that started 20
// minutes before the server did, with a reality check every 15 minutes, so its first login takes that session over and
// the check is due at once (no waiting, no test-only door in the server).

test('set a limit, see the reality check over a game and stop playing, download the statement, take a break and be refused at login with its end', async ({ page }) => {
  await loginThroughForm(page, 'rgreality01');

  // A daily deposit limit, in force at once.
  await page.goto('/m/responsibleGaming');
  const deposit = page.getByTestId('rg-limit-deposit');
  await deposit.getByLabel('Limit amount').fill('100');
  await deposit.getByRole('button', { name: 'Save limit' }).click();
  await expect(deposit.getByText('Saved: the limit applies now.')).toBeVisible();
  await expect(page.getByTestId('rg-limit-deposit-day')).toContainText('100.00');
  // The session settings show what the member chose (the seed: a check every 15 minutes).
  await expect(page.getByTestId('rg-play').getByRole('radio', { name: '15 min' })).toBeChecked();

  // An in-house game: the session bar, and the reality check the server says is due.
  await page.goto('/m/home');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('dice');
  await page.getByTestId('home-search-results').getByRole('button', { name: 'Dice 100', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*code=dice-100/);
  const bar = page.getByTestId('rg-play-bar');
  await expect(bar).toContainText(/Session \d+:\d{2}/);
  await expect(bar).toContainText('Net ');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have played for \d+:\d{2}/);
  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The activity statement, shown and downloaded as CSV.
  await page.goto('/m/responsibleGaming');
  const statement = page.getByTestId('rg-statement');
  await statement.getByRole('button', { name: 'Show statement' }).click();
  await expect(statement.getByTestId('rg-net-deposits')).toContainText('Net deposits');
  const download = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

  // A 24-hour break: logged out at once, then login is refused saying until when.
  const timeout = page.getByTestId('rg-timeout');
  await timeout.getByRole('radio', { name: '24 hours' }).click();
  await timeout.getByRole('textbox', { name: /^Login password\b/ }).fill(DEMO_PASSWORD);
  await timeout.getByRole('button', { name: 'Start the break' }).click();
  await expect(page.getByTestId('header-nickname')).toBeHidden();

  await page.goto('/m/login');
  await page.getByLabel('Username').fill('rgreality01');
  await page.getByRole('textbox', { name: /^Password\b/ }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/You are taking a break until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)).toBeVisible();
});
