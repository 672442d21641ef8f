import { expect, test } from '@playwright/test';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';

// The content operator finds the seeded missions, creates one (switched off, so no other journey counts towards it),
// switches it on and off again, and opens the completions list.

test('the content operator manages missions and sees their completions', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const title = `E2E mission ${Date.now().toString(36)}`;
  await signInBackOffice(page, 'content');
  await openMenu(page, 'Content', 'Missions');
  const list = page.getByTestId('missions-list');
  await expect(list.getByRole('row').filter({ hasText: '10 spins on slots' })).toContainText('Daily');
  await expect(list.getByRole('row').filter({ hasText: 'Wager 500.00' })).toContainText('Valid bets');

  await list.getByTestId('mission-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('mission-submit').click();
  await expect(dialog.getByText('The English title is required (at most 80 characters)')).toBeVisible();
  await dialog.getByTestId('mission-title-EN').fill(title);
  await dialog.getByTestId('mission-title-CN').fill('端到端任务');
  await dialog.getByTestId('mission-target').fill('1.5');
  await dialog.getByTestId('mission-reward').fill('6');
  await dialog.getByRole('switch', { name: 'Enabled' }).click();
  await dialog.getByTestId('mission-submit').click();
  await expect(dialog.getByText(/^A whole number above zero/)).toBeVisible();
  await dialog.getByTestId('mission-target').fill('4');
  await dialog.getByTestId('mission-submit').click();
  await expect(page.getByText('Mission created').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = list.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Spins');
  await expect(row).toContainText('6.00');
  const toggle = row.getByRole('switch', { name: `${title} enabled` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await openMenu(page, 'Content', 'Mission completions');
  await expect(page.getByTestId('mission-completions-list').getByRole('columnheader', { name: 'Completed at' })).toBeVisible();
  expect(violations).toEqual([]);
});
