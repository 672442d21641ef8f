import { expect, test } from '@playwright/test';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';

// Finance > Deposit promotions: the seeded hidden bonus code is listed with its limits; the finance operator creates a
// bonus code (checked as a whole: a maximum under the fixed bonus is refused on its field) and switches it off.

test('the finance operator manages deposit promotions and bonus codes', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await signInBackOffice(page, 'finance');
  await openMenu(page, 'Finance', 'Deposit promotions');
  const list = page.getByTestId('deposit-promos');
  const welcome = list.getByRole('row').filter({ hasText: 'WELCOME8' });
  await expect(welcome).toContainText('Bonus code');
  await expect(welcome).toContainText('1 per member');
  await expect(list.getByRole('row').filter({ hasText: 'DEPOSIT10' })).toContainText('Listed');

  const code = `E2E${Date.now().toString(36).slice(-6).toUpperCase()}`;
  await page.getByRole('button', { name: 'New promotion' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByLabel('Title', { exact: true }).fill('E2E bonus');
  await dialog.getByLabel('Fixed bonus').fill('5');
  await dialog.getByLabel('Maximum bonus').fill('4');
  await dialog.getByLabel('Minimum deposit').fill('20');
  await dialog.getByLabel('Uses per member').fill('1');
  await dialog.getByRole('switch', { name: 'Hidden (bonus code)' }).click();
  await dialog.getByTestId('deposit-promo-form-confirm').click();
  await expect(dialog.getByText('The maximum cannot be below the fixed bonus')).toBeVisible();
  await dialog.getByLabel('Maximum bonus').fill('5');
  await dialog.getByTestId('deposit-promo-form-confirm').click();
  await expect(page.getByText(`${code} saved`).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = list.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Bonus code');
  await expect(row).toContainText('0 waiting · 0 credited');
  const enabled = row.getByRole('switch', { name: `${code} enabled` });
  await expect(enabled).toBeChecked();
  await enabled.click();
  await expect(enabled).not.toBeChecked();
  expect(violations).toEqual([]);
});
