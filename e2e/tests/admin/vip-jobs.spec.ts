import { devices, expect, test } from '@playwright/test';
import { createMember, uniqueName } from '../../support/accounts';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { loginThroughForm } from '../../support/session';

// Finance sees where each periodic VIP benefit lands and runs yesterday's rebate now (after a confirmation) on the
// Scheduled jobs page; a member's benefits page shows the periodic benefits at their level. Finance also runs a minute
// job (the lottery draws) for the current minute and filters the runs by that job.

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('finance runs the daily rebate now and a member sees the periodic benefits', async ({ page, browser, baseURL }) => {
  const violations = await watchCspViolations(page);
  await signInBackOffice(page, 'finance');

  await openMenu(page, 'Finance', 'VIP benefits');
  const benefits = page.getByTestId('vip-benefits');
  await expect(benefits.getByRole('row').filter({ hasText: 'Daily valid-bet rebate' })).toContainText('Wallet (paid at once)');
  await expect(benefits.getByRole('row').filter({ hasText: 'Monthly bonus' })).toContainText('Reward centre (claimed by the member)');
  await expect(benefits.getByRole('row').filter({ hasText: 'Birthday gift' })).toContainText('Reward centre (claimed by the member)');

  await openMenu(page, 'Finance', 'Scheduled jobs');
  const runs = page.getByTestId('job-runs');
  await runs.getByTestId('job-run-now').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Members already paid for it are not paid again');
  await expect(dialog.getByLabel('Period')).toHaveValue(yesterday());
  await dialog.getByTestId('job-run-form-confirm').click();
  await expect(page.getByText(new RegExp(`Daily valid-bet rebate ${yesterday()}: \\d+ members paid in all`)).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = runs.getByRole('row').filter({ hasText: yesterday() }).filter({ hasText: 'Daily valid-bet rebate' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Done');
  await expect(row).toContainText('finance');

  expect(violations).toEqual([]);

  const username = uniqueName('vjb');
  await createMember({ username, password: 'Benefit1234', temporary: false });
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const phone = await context.newPage();
  await loginThroughForm(phone, username, 'Benefit1234');
  await phone.goto('/m/member/benefits');
  const periodic = phone.getByTestId('vip-periodic');
  await expect(periodic.getByRole('heading', { name: 'Periodic benefits' })).toBeVisible();
  await expect(periodic.getByTestId('vip-periodic-rebate')).toContainText('0.30%');
  await expect(periodic.getByTestId('vip-periodic-rebate')).toContainText('No rebate paid yet.');
  await expect(periodic.getByTestId('vip-periodic-monthly')).toContainText('Not included at your level.');
  await context.close();
});

test('finance runs the lottery draws for the current minute and lists only that job\'s runs', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await signInBackOffice(page, 'finance');
  await openMenu(page, 'Finance', 'Scheduled jobs');
  const runs = page.getByTestId('job-runs');
  // A minute job: the form offers the current UTC minute; its run is kept (an operator's), and the filter lists only it.
  await runs.getByTestId('job-run-now').click();
  const dialog = page.getByRole('dialog');
  // The job select: its shown value covers the combobox, and its options carry their names as titles.
  await dialog.getByTitle('Daily valid-bet rebate', { exact: true }).click();
  await page.getByTitle('Lottery draws', { exact: true }).click();
  await expect(dialog.getByLabel('Period')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await expect(dialog).toContainText('A UTC minute (YYYY-MM-DDTHH:MM)');
  await expect(dialog).toContainText('Nothing already done is done again');
  await dialog.getByLabel('Period').fill('2999-01-01T00:00');
  await dialog.getByTestId('job-run-form-confirm').click();
  await expect(dialog.getByText('Enter a period in the form shown.')).toBeVisible();
  const minute = new Date().toISOString().slice(0, 16);
  await dialog.getByLabel('Period').fill(minute);
  await dialog.getByTestId('job-run-form-confirm').click();
  await expect(page.getByText(`Lottery draws ${minute}: `).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await runs.getByTitle('All jobs', { exact: true }).click();
  await page.getByTitle('Lottery draws', { exact: true }).click();
  await runs.getByRole('button', { name: 'Search' }).click();
  await expect(runs.getByRole('row').filter({ hasText: 'Daily valid-bet rebate' })).toHaveCount(0);
  const draws = runs.getByRole('row').filter({ hasText: minute }).filter({ hasText: 'Lottery draws' });
  await expect(draws).toHaveCount(1);
  await expect(draws).toContainText('finance');
  expect(violations).toEqual([]);
});
