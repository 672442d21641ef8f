import { devices, expect, test } from '@playwright/test';
import { CALLS, callPath, type TurnoverRuleUpdate } from '@wps/contract';
import { createMember, uniqueName } from '../../support/accounts';
import { openMenu, signInBackOffice, openMember } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { opsCall } from '../../support/ops';
import { loginThroughForm, storedToken } from '../../support/session';

// A fresh member takes the daily sign-in reward (the demo rule asks 3x it: 1.00 paid, 3.00 to wager); the finance
// operator finds the open turnover on the member's Bonuses tab and waives it with a reason, then reads the turnover
// rules and changes the manual bonus's rule and back.

/** The demo merchant's manual rule as seeded: put back whatever the journey left. */
const MANUAL: TurnoverRuleUpdate = { bonusTimes: 1, depositTimes: 0, contributions: {} };

test.afterAll(async () => {
  await opsCall('PUT', callPath(CALLS.opsUpdateTurnoverRule.path, { code: 'demo', source: 'manual' }), MANUAL);
});

test('the finance operator waives the turnover of a sign-in reward and edits a turnover rule', async ({ page, browser, baseURL }) => {
  const violations = await watchCspViolations(page);
  const username = uniqueName('bow');
  const reason = `Goodwill after a complaint ${Date.now()}`;
  await createMember({ username, password: 'Bonus1234', temporary: false });

  // The member signs in for today's reward on the player site (phone size), through the player API.
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const phone = await context.newPage();
  await loginThroughForm(phone, username, 'Bonus1234');
  const signIn = await phone.request.post(CALLS.signIn.path, { headers: { Authorization: await storedToken(phone) } });
  expect(signIn.ok()).toBe(true);
  await context.close();

  await signInBackOffice(page, 'finance');
  const detail = await openMember(page, username);
  await detail.getByRole('tab', { name: 'Bonuses', exact: true }).click();
  const bonuses = detail.getByTestId('memberTurnover-tab');
  const row = bonuses.getByRole('row').filter({ hasText: 'Sign-in reward' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
  await expect(row.getByTestId('turnover-progress')).toHaveText(/0\.00 \/ \D*3\.00/);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  await row.getByRole('button', { name: 'Waive' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Waive turnover: Sign-in reward');
  await dialog.getByTestId('turnover-waive-form-confirm').click();
  await expect(dialog.getByText('Enter a reason')).toBeVisible();
  await dialog.getByLabel('Reason', { exact: true }).fill(reason);
  await dialog.getByTestId('turnover-waive-form-confirm').click();
  await expect(page.getByText('Turnover waived').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Waived');
  await expect(row).toContainText(reason);
  await expect(row).toContainText('finance');
  await expect(row.getByRole('button', { name: 'Waive' })).toHaveCount(0);

  // The rules: the sign-in reward asks 3x; the manual bonus's rule goes to 2x and back.
  await openMenu(page, 'Finance', 'Turnover rules');
  const rules = page.getByTestId('turnover-rules');
  await expect(rules.getByRole('row').filter({ hasText: 'Sign-in reward' })).toContainText('3×');
  const manual = rules.getByRole('row').filter({ hasText: 'Manual bonus' });
  await expect(manual).toContainText('1×');

  const edit = async (bonusTimes: string) => {
    await manual.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog).toContainText('Turnover rule: Manual bonus');
    await expect(dialog).toContainText('applies to bonuses paid from now on');
    await dialog.getByLabel('× bonus', { exact: true }).fill(bonusTimes);
    await dialog.getByLabel('× deposit', { exact: true }).fill('0');
    await dialog.getByTestId('turnover-rule-form-confirm').click();
    await expect(dialog).toBeHidden();
  };
  await edit('2');
  await expect(page.getByText('Manual bonus: rule saved').first()).toBeVisible();
  await expect(manual.getByRole('cell').nth(1)).toHaveText('2×');
  await edit('1');
  await expect(manual.getByRole('cell').nth(1)).toHaveText('1×');
  await expect(manual).toContainText('Every game counts in full');
  expect(violations).toEqual([]);
});
