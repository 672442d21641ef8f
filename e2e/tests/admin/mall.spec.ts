import { devices, expect, test } from '@playwright/test';
import { CALLS, Headers, type MallItem } from '@wps/contract';
import { createMember, uniqueName } from '../../support/accounts';
import { openMember, openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { loginThroughForm, storedToken } from '../../support/session';

// The content operator adds a physical item to the points mall; finance gives a fresh member points on the member's
// Points tab; the member redeems the item through the player API; finance ships the order, then cancels it, and the
// points come back.

test('content manages the mall catalogue; finance adjusts points and ships and cancels an order', async ({ page, browser, baseURL }) => {
  const violations = await watchCspViolations(page);
  const name = `E2E gift ${Date.now().toString(36)}`;
  await signInBackOffice(page, 'content');
  await openMenu(page, 'Content', 'Mall items');
  const items = page.getByTestId('mall-items-list');
  await expect(items.getByRole('row').filter({ hasText: 'Limited cap' })).toContainText('Sold out');
  await items.getByTestId('mall-item-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('mall-item-submit').click();
  await expect(dialog.getByText('A name of up to 80 characters')).toBeVisible();
  // The kind select: its shown value covers the combobox, and its options carry their names as titles.
  await dialog.getByTitle('Voucher', { exact: true }).click();
  await page.getByTitle('Physical goods', { exact: true }).click();
  await dialog.getByTestId('mall-item-name-EN').fill(name);
  await dialog.getByTestId('mall-item-price').fill('5');
  await dialog.getByLabel('Stock').fill('3');
  await dialog.getByTestId('mall-item-submit').click();
  await expect(page.getByText('Item created').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = items.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Physical goods');

  // Finance, in its own browser: points for a fresh member.
  const username = uniqueName('bom');
  await createMember({ username, password: 'Mall12345', temporary: false });
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL });
  const fin = await desk.newPage();
  await signInBackOffice(fin, 'finance');
  const detail = await openMember(fin, username);
  await detail.getByRole('tab', { name: 'Points', exact: true }).click();
  await expect(detail.getByTestId('member-points-balance')).toHaveText('0');
  await detail.getByTestId('member-points-adjust').click();
  const adjust = fin.getByRole('dialog');
  await adjust.getByLabel('Change').fill('20');
  await adjust.getByLabel('Reason').fill('E2E welcome');
  await adjust.getByTestId('member-points-form-confirm').click();
  await expect(fin.getByText('Points adjusted: balance 20').first()).toBeVisible();
  await expect(detail.getByTestId('member-points-balance')).toHaveText('20');
  await expect(detail.getByTestId('memberPoints-tab').getByRole('row').filter({ hasText: 'E2E welcome' })).toContainText('+20');

  // The member redeems it on the player side with a shipping address.
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const phone = await context.newPage();
  await loginThroughForm(phone, username, 'Mall12345');
  const headers = { Authorization: await storedToken(phone), [Headers.merchant]: 'demo' };
  const catalogue = ((await (await phone.request.get(CALLS.mallItems.path, { headers })).json()) as { value: MallItem[] }).value;
  const item = catalogue.find((i) => i.name === name)!;
  const redeemed = await phone.request.post(CALLS.mallRedeem.path, {
    headers,
    data: { itemId: item.id, requestId: `e2e-${username}`, address: { name: 'Ana Cruz', phone: '+63 917 000 0001', line1: '1 Rizal Ave, Manila' } },
  });
  expect(redeemed.ok()).toBe(true);

  await openMenu(fin, 'Finance', 'Mall orders');
  const orders = fin.getByTestId('mall-orders-list');
  await orders.getByLabel('Member', { exact: true }).fill(username);
  await orders.getByRole('button', { name: 'Search' }).click();
  const order = orders.getByRole('row').filter({ hasText: name });
  await expect(order.getByTestId('mall-order-status')).toHaveText('Pending');
  await expect(order).toContainText('Ana Cruz, +63 917 000 0001, 1 Rizal Ave, Manila');
  await order.getByRole('button', { name: 'Ship' }).click();
  await fin.getByRole('tooltip').getByRole('button', { name: 'Ship' }).click();
  await expect(order.getByTestId('mall-order-status')).toHaveText('Shipped');
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await fin.getByRole('tooltip').getByRole('button', { name: 'Cancel order' }).click();
  await expect(order.getByTestId('mall-order-status')).toHaveText('Cancelled');
  await expect(order).toContainText('finance');

  const back = await openMember(fin, username);
  await back.getByRole('tab', { name: 'Points', exact: true }).click();
  await expect(back.getByTestId('member-points-balance')).toHaveText('20');
  await context.close();
  await desk.close();
  expect(violations).toEqual([]);
});
