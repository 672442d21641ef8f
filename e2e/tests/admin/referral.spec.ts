import { expect, test } from '@playwright/test';
import { CALLS, callPath, type ReferralRuleUpdate } from '@wps/contract';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { opsCall } from '../../support/ops';

// Finance > Referrals: the referral rule (finance edits, support does not see it) and the invitees, with demo01's two
// seeded invitees.

/** The demo rule as seeded: put back whatever the journey left. */
const DEMO_RULE: ReferralRuleUpdate = { enabled: true, inviterReward: '28.00', inviteeReward: '0', minFirstDeposit: '100.00', validBet: '50.00' };

test.afterAll(async () => {
  await opsCall('PUT', callPath(CALLS.opsUpdateReferralRule.path, { code: 'demo' }), DEMO_RULE);
});

test('finance reads and changes the referral rule and finds demo01 invitees by status', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await signInBackOffice(page, 'finance');
  await openMenu(page, 'Finance', 'Referrals');

  const rule = page.getByTestId('referral-rule');
  await expect(rule.getByRole('switch', { name: 'Rewards on' })).toHaveAttribute('aria-checked', 'true');
  await expect(rule.getByLabel(/^Inviter reward/)).toHaveValue('28.00');
  await expect(rule.getByLabel(/^Valid bets/)).toHaveValue('50.00');
  await rule.getByLabel(/^Valid bets/).fill('6o');
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(rule.getByText('An amount with at most 2 decimals')).toBeVisible();
  await rule.getByLabel(/^Valid bets/).fill('60');
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('referral-rule').getByLabel(/^Valid bets/)).toHaveValue('60.00');

  const list = page.getByTestId('referrals-list');
  await list.getByLabel('Inviter').fill('demo01');
  await list.getByRole('button', { name: 'Search' }).click();
  const rows = list.getByRole('row').filter({ hasText: 'demo01' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'friend01' }).getByTestId('referral-status')).toHaveText('Deposited');
  await expect(rows.filter({ hasText: 'friend02' }).getByTestId('referral-status')).toHaveText('Registered');
  expect(violations).toEqual([]);
});

test('support sees the referrals but not the rule', async ({ page }) => {
  await signInBackOffice(page, 'support');
  await openMenu(page, 'Finance', 'Referrals');
  await expect(page.getByTestId('referrals-list')).toBeVisible();
  await expect(page.getByTestId('referral-rule')).toHaveCount(0);
});
