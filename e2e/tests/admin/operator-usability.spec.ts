import { expect, test } from '@playwright/test';
import { CALLS, callPath, type OpsCreatedMember } from '@wps/contract';
import { openMember, openMenu, settledDialog, signInBackOffice } from '../../support/backoffice';
import { opsCall } from '../../support/ops';

// Where a new operator stumbled in the back office (issue 33, items 31 and 33), at the size of the walk (1366 x 900):
// the dashboard's chart reads its amounts off an axis, the member search puts the exact match first and the whole row
// opens it, the withdrawals queue keeps its times in sight and the menu its names whole, an adjustment request is
// confirmed, and its requester is not offered an approval the server would refuse.
test.use({ viewport: { width: 1366, height: 900 } });

/** A new member of the demo merchant (its balance is this journey's alone). */
async function newMember(prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}`;
  await opsCall<OpsCreatedMember>('POST', callPath(CALLS.opsCreateMember.path, { code: 'demo' }), { username, password: 'Demo@1234' });
  return username;
}

test('the dashboard chart has a value axis and the menu shows every page name whole', async ({ page }) => {
  await signInBackOffice(page, 'admin');
  const axis = page.getByTestId('dashboard-chart-axis');
  await expect(axis).toBeVisible();
  // Round values from zero up, as the language writes them.
  const ticks = await axis.locator('text').allTextContents();
  expect(ticks.length).toBeGreaterThanOrEqual(3);
  expect(ticks).toContain('0');

  // Every group open: no page name is cut short with an ellipsis.
  const menu = page.getByRole('menu').first();
  for (const group of ['Finance', 'Administration', 'Settings', 'Content']) {
    const item = menu.getByRole('menuitem', { name: group, exact: true });
    if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
  }
  const cut = await menu.locator('.ant-menu-title-content').evaluateAll((els) =>
    els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent),
  );
  expect(cut).toEqual([]);
});

test('the member search lists the exact account first, and a click anywhere on its row opens it', async ({ page }) => {
  const exact = await newMember('exq');
  // A newer member whose name only starts with the text.
  await opsCall('POST', callPath(CALLS.opsCreateMember.path, { code: 'demo' }), { username: `${exact}x`, password: 'Demo@1234' });
  await signInBackOffice(page, 'support');
  await openMenu(page, 'Members');
  const list = page.getByTestId('members-list');
  await list.getByLabel('Find', { exact: true }).fill(exact);
  await list.getByRole('button', { name: 'Search' }).click();
  const rows = list.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(exact);
  await expect(rows.first().getByTestId(`member-link-${exact}`)).toBeVisible();
  // The balance cell is no link, yet it opens the member.
  await rows.first().getByRole('cell').nth(5).click();
  await expect(page.getByTestId('member-detail').getByRole('heading', { name: exact })).toBeVisible();
});

test('the withdrawals queue shows its times beside the actions at 1366 px', async ({ page }) => {
  await signInBackOffice(page, 'finance');
  await openMenu(page, 'Finance', 'Withdrawals');
  const queue = page.getByTestId('withdrawals-queue');
  const times = queue.getByRole('columnheader', { name: 'Created / completed' });
  const actions = queue.getByRole('columnheader', { name: 'Actions' });
  await expect(times).toBeVisible();
  const [t, a] = [await times.boundingBox(), await actions.boundingBox()];
  // Beside the actions column, not under it: the table needs no sideways scroll.
  expect(t!.x + t!.width).toBeLessThanOrEqual(a!.x + 1);
  const overflow = await queue.locator('.ant-table-content, .ant-table-body').first().evaluate((e) => e.scrollWidth - e.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('a balance adjustment request is confirmed, its requester cannot approve it and another operator does', async ({ page, browser }) => {
  const member = await newMember('adj');
  await signInBackOffice(page, 'finance');
  await openMenu(page, 'Finance', 'Balance adjustments');
  await page.getByRole('button', { name: 'New adjustment' }).click();
  const form = await settledDialog(page);
  await form.getByTestId('adjustment-member').fill(member);
  await form.getByTestId('adjustment-amount').fill('12.34');
  await form.getByTestId('adjustment-reason').fill('Goodwill for a delayed payout');
  await form.getByTestId('adjustment-submit').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Send this adjustment for approval?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Send request' }).click();
  // A toast says it was sent and what happens next.
  await expect(page.getByText("Adjustment requested; it waits for another operator's approval")).toBeVisible();

  const row = page.getByTestId('adjustments-list').getByRole('row').filter({ hasText: member });
  await expect(row).toBeVisible();
  const approve = row.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription('Another finance operator must approve (you asked for it)');

  // The admin (another operator holding finance) approves it.
  const other = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInBackOffice(other, 'admin');
  await openMenu(other, 'Finance', 'Balance adjustments');
  const theirs = other.getByTestId('adjustments-list').getByRole('row').filter({ hasText: member });
  await theirs.getByRole('button', { name: 'Approve' }).click();
  const dialog = await settledDialog(other);
  await dialog.getByTestId('adjustment-approve-confirm').click();
  await expect(other.getByText('Adjustment carried out')).toBeVisible();
  await other.close();

  const detail = await openMember(page, member);
  await expect(detail).toContainText('12.34');
});

test('a banner picture uploaded from the computer is kept under its content hash and served for a year', async ({ page }) => {
  await signInBackOffice(page, 'content');
  await openMenu(page, 'Content', 'Banners');
  await page.getByTestId('banners-list').getByTestId('banner-create').click();
  const dialog = await settledDialog(page);
  // A 2 x 1 red PNG, as an operator's file.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWO4q6R0V0kJAAlkAkPiwYx2AAAAAElFTkSuQmCC',
    'base64',
  );
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Picture uploaded: save the banner to show it')).toBeVisible();
  const field = dialog.getByLabel('Picture');
  await expect(field).toHaveValue(/^\/static\/images\/demo\/banners\/u\/[0-9a-f]{32}\.png$/);
  const res = await page.request.get(await field.inputValue());
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
