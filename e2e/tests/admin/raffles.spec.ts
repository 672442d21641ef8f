import { expect, test } from '@playwright/test';
import { CALLS, callPath } from '@wps/contract';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { opsCall } from '../../support/ops';

// The finance operator finds the seeded raffle and its entries, creates a raffle through the form (it starts in the
// next hour, so no other journey's deposit enters it) and draws a closed one after confirming.

test('the finance operator manages raffles, sees the entries and draws a closed raffle once', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const stamp = Date.now().toString(36);
  const past = (ms: number) => new Date(Date.now() - ms).toISOString();
  const closedTitle = `E2E closed ${stamp}`;
  await opsCall('POST', callPath(CALLS.opsCreateRaffle.path, { code: 'demo' }), {
    titles: { EN: closedTitle },
    ticketStep: '10',
    startsAt: past(7_200_000),
    endsAt: past(60_000),
    drawAt: past(60_000),
    prizes: [{ rank: 1, amount: '20', winners: 2 }],
  });

  await signInBackOffice(page, 'finance');
  await openMenu(page, 'Finance', 'Raffles');
  const list = page.getByTestId('raffles-list');
  const seeded = list.getByRole('row').filter({ hasText: 'Weekly lucky draw' }).first();
  await expect(seeded).toContainText('1 ticket per 10.00');
  await seeded.getByRole('button', { name: /members, \d+ tickets$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Entries: Weekly lucky draw' });
  await expect(drawer.getByRole('row').filter({ hasText: 'demo01' })).toContainText('3');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // A new raffle through the form.
  const title = `E2E raffle ${stamp}`;
  await list.getByTestId('raffle-create').click();
  const dialog = page.getByRole('dialog', { name: 'New raffle' });
  await dialog.getByTestId('raffle-submit').click();
  await expect(dialog.getByText('The English title is required (at most 80 characters)')).toBeVisible();
  await dialog.getByTestId('raffle-title-EN').fill(title);
  await dialog.getByTestId('raffle-ticket-step').fill('25');
  await dialog.getByLabel('Amount of prize 1').fill('100');
  await dialog.getByRole('button', { name: 'Add a prize' }).click();
  await dialog.getByLabel('Amount of prize 2').fill('10');
  await dialog.getByLabel('Winners of prize 2').fill('3');
  await dialog.getByTestId('raffle-submit').click();
  await expect(page.getByText('Raffle created').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = list.getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('raffle-state')).toHaveText('Open');
  await expect(row).toContainText('#2: 10.00');

  // The closed raffle: drawn after the confirmation, once.
  const closed = list.getByRole('row').filter({ hasText: closedTitle });
  await expect(closed.getByTestId('raffle-state')).toHaveText('Entries closed');
  await closed.getByRole('button', { name: 'Draw' }).click();
  await page.getByTestId('raffle-draw-confirm').click();
  await expect(page.getByText('Drawn: 0 winners').first()).toBeVisible();
  await expect(closed.getByTestId('raffle-state')).toHaveText('Drawn');
  await expect(closed.getByRole('button', { name: 'Draw' })).toHaveCount(0);
  expect(violations).toEqual([]);
});
