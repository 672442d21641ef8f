import { expect, test } from '@playwright/test';
import { createMember, uniqueName } from '../support/accounts';
import { loginThroughForm } from '../support/session';

test.describe('bonus turnover', () => {
  test('a sign-in reward carries its turnover: the withdrawal screen shows it and a game round counts it down', async ({ page }) => {
    const username = uniqueName('bto');
    await createMember({ username, password: 'Bonus1234', temporary: false });
    await loginThroughForm(page, username, 'Bonus1234');

    // Nothing open yet: the withdrawal screen shows no turnover.
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdraw-page')).toBeVisible();
    await expect(page.getByText('Bind a bank card first: withdrawals are paid to it.')).toBeVisible();
    await expect(page.getByTestId('turnover-progress')).toHaveCount(0);

    await page.goto('/m/activity/signIn');
    await page.getByRole('button', { name: 'Sign in today' }).click();
    await expect(page.getByText('Signed in: day 1, ￥1.00 added to your wallet.')).toBeVisible();

    // The demo rule asks 3x a sign-in reward.
    await page.goto('/m/withdraw');
    const turnover = page.getByTestId('turnover-progress');
    await expect(turnover.getByTestId('turnover-sum')).toHaveText('￥0.00 of ￥3.00 wagered');
    await expect(turnover.getByRole('listitem')).toHaveText(['Sign-in reward · ￥1.00￥0.00 / ￥3.00']);
    await expect(turnover.getByRole('progressbar', { name: 'Bonus turnover' })).toHaveAttribute('aria-valuenow', '0');

    // One round of an in-house game at the reward's ￥1.00: in-house games count in full.
    await page.goto('/m/home');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dice');
    await page.getByTestId('home-search-results').getByRole('button', { name: 'Dice 100', exact: true }).click();
    const game = page.getByTestId('launch-game').frameLocator('iframe');
    await game.getByLabel('Stake').fill('1');
    await game.getByRole('button', { name: 'Roll' }).click();
    await expect(game.getByTestId('ih-result')).toHaveText(/You win|No win/);

    await page.goto('/m/withdraw');
    await expect(turnover.getByTestId('turnover-sum')).toHaveText('￥1.00 of ￥3.00 wagered');
    await expect(turnover.getByRole('progressbar', { name: 'Bonus turnover' })).toHaveAttribute('aria-valuenow', '33');
  });
});
