import { devices, expect, test } from '@playwright/test';
import { CALLS, Headers, type RewardPage } from '@wps/contract';
import { createMember, uniqueName } from '../../support/accounts';
import { openMenu, signInBackOffice, openMember } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { loginThroughForm, storedToken } from '../../support/session';

// The finance operator issues a manual reward to a fresh member from the member's page and finds it claimable on the
// Rewards tab; the member claims it through the player API; the tab and Finance > Rewards then show it claimed, with
// the turnover the demo's manual rule asks (1x the reward).

test('the finance operator issues a reward that the member claims', async ({ page, browser, baseURL }) => {
  const violations = await watchCspViolations(page);
  const username = uniqueName('bor');
  await createMember({ username, password: 'Reward1234', temporary: false });

  await signInBackOffice(page, 'finance');
  const detail = await openMember(page, username);
  await detail.getByRole('button', { name: 'Issue reward' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Issue a reward to ${username}`);
  await expect(dialog.getByLabel('Days to claim')).toHaveValue('30');
  await dialog.getByTestId('member-reward-form-confirm').click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill('Loyalty gift');
  await dialog.getByLabel(/^Amount/).fill('0');
  await dialog.getByTestId('member-reward-form-confirm').click();
  await expect(dialog.getByText('A positive amount with at most 2 decimals')).toBeVisible();
  await dialog.getByLabel(/^Amount/).fill('12.34');
  await dialog.getByTestId('member-reward-form-confirm').click();
  await expect(page.getByText(`Reward “Loyalty gift” issued to ${username}`).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await detail.getByRole('tab', { name: 'Rewards', exact: true }).click();
  const tab = detail.getByTestId('rewards-tab');
  const row = tab.getByRole('row').filter({ hasText: 'Loyalty gift' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('reward-status')).toHaveText('Claimable');
  await expect(row).toContainText('Manual reward');
  await expect(row).toContainText('12.34');
  await expect(row).toContainText('finance');

  // The member claims it on the player side, through the player API with their session.
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const phone = await context.newPage();
  await loginThroughForm(phone, username, 'Reward1234');
  const headers = { Authorization: await storedToken(phone), [Headers.merchant]: 'demo' };
  const waiting = await phone.request.get(CALLS.rewardList.path, { headers, params: { list: 'waiting' } });
  expect(waiting.ok()).toBe(true);
  const gift = ((await waiting.json()) as { value: RewardPage }).value.list.find((r) => r.title === 'Loyalty gift');
  expect(gift?.status).toBe('claimable');
  const claim = await phone.request.post(CALLS.claimReward.path, { headers, data: { id: gift!.id } });
  expect(claim.ok()).toBe(true);
  await context.close();

  await page.reload();
  await expect(detail.getByRole('tab', { name: 'Rewards', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(row.getByTestId('reward-status')).toHaveText('Claimed');

  await openMenu(page, 'Finance', 'Rewards');
  const rewards = page.getByTestId('rewards-list');
  await rewards.getByLabel('Member', { exact: true }).fill(username);
  // The status select: its shown value covers the combobox, and its options carry their names as titles.
  await rewards.getByTitle('All statuses', { exact: true }).click();
  await page.getByTitle('Claimed', { exact: true }).click();
  await expect(rewards.getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-expanded', 'false');
  await rewards.getByRole('button', { name: 'Search' }).click();
  const claimed = rewards.getByRole('row').filter({ hasText: 'Loyalty gift' });
  await expect(claimed).toHaveCount(1);
  await expect(rewards.getByRole('row')).toHaveCount(2);
  await expect(claimed.getByTestId('reward-status')).toHaveText('Claimed');
  await expect(claimed.getByTestId(`reward-member-${gift!.id}`)).toHaveText(username);
  const header = rewards.getByRole('columnheader');
  const turnoverColumn = await header.allTextContents().then((names) => names.indexOf('Turnover required'));
  expect(turnoverColumn).toBeGreaterThan(0);
  await expect(claimed.getByRole('cell').nth(turnoverColumn)).toHaveText(/^\D*12\.34$/);
  expect(violations).toEqual([]);
});
