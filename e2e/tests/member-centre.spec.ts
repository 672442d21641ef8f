import { expect, test, type Page } from '@playwright/test';
import { shown } from '../support/money';
import { setMobileTemplate } from '../support/ops';
import { loginThroughForm, serverBalance } from '../support/session';

const FREE_REJECT = 'Please log in with a real account to use this function.';

const centre = (page: Page) => page.getByTestId('member-centre');

async function openFromMembersTab(page: Page) {
  await page.getByTestId('bottom-menu').getByRole('button', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(centre(page)).toBeVisible();
}

/** No horizontal scroll at the phone's width. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('member centre', () => {
  test('a visitor tapping Members goes to login, and the address itself leads there too', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fmember%2Fhome$/);
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fmember%2Fhome$/);
    await expect(centre(page)).toHaveCount(0);
  });

  test('a member sees profile, balance equal to the server, hide/show, and entries that navigate', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await openFromMembersTab(page);
    const c = centre(page);
    await expect(c.getByTestId('mc-nickname')).toHaveText('Lucky Demo');
    await expect(c.getByTestId('mc-account')).toContainText('demo01');
    await expect(c.getByTestId('mc-vip-label')).toHaveText('VIP 1');
    const { sumBalance, currencySymbol } = await serverBalance(page);
    await expect(c.getByTestId('mc-balance')).toHaveText(shown(sumBalance, currencySymbol));
    // The header stays, with its back arrow and the same balance.
    await expect(page.getByTestId('header-balance')).toHaveText(shown(sumBalance, currencySymbol));

    await c.getByRole('button', { name: 'Hide balance' }).click();
    await expect(c.getByTestId('mc-balance')).toHaveText('***');
    await expect(page.getByTestId('header-balance')).toHaveText('***');
    await c.getByRole('button', { name: 'Show balance' }).click();
    await expect(c.getByTestId('mc-balance')).toHaveText(shown(sumBalance, currencySymbol));

    await c.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(c.getByTestId('mc-balance')).toHaveText(shown(sumBalance, currencySymbol));
    await expect(c.getByTestId('mc-trial-banner')).toHaveCount(0);
    await expect(c.getByTestId('mc-section-agent')).toHaveCount(0);
    await expectNoSideScroll(page);

    await c.getByRole('button', { name: 'Transaction record' }).click();
    await expect(page).toHaveURL(/\/m\/transaction\/record$/);
    await page.goBack();
    await expect(centre(page)).toBeVisible();
    await centre(page).getByRole('button', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/m\/message$/);
    await page.goBack();
    await centre(page).getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await page.goBack();
    await centre(page).getByRole('button', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  });

  test('the template flag mem_cen switches between the card look and the classic list look', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await openFromMembersTab(page);
    // The demo merchant is seeded with mem_cen = '1'.
    await expect(centre(page)).toHaveAttribute('data-look', 'cards');
    await expect(centre(page).getByTestId('mc-entry-grid').first()).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSideScroll(page);
    try {
      await setMobileTemplate({ mem_cen: '0' });
      await page.reload();
      await expect(centre(page)).toHaveAttribute('data-look', 'classic');
      await expect(centre(page).getByTestId('mc-entry-rows').first()).toBeVisible();
      await expect(centre(page).getByTestId('mc-entry-grid')).toHaveCount(0);
      await expect(centre(page).getByTestId('mc-nickname')).toHaveText('Lucky Demo');
      await expect(centre(page).getByRole('button', { name: 'Bet record' })).toBeVisible();
      await expectNoSideScroll(page);
    } finally {
      await setMobileTemplate({ mem_cen: '1' });
    }
    await page.reload();
    await expect(centre(page)).toHaveAttribute('data-look', 'cards');
  });

  test('a trial user is asked to register, sees the banner, and member-only entries answer free_reject', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByTestId('header-nickname')).toHaveText(/^trial/);
    // The Members tab asks a trial user to register (part 2 s2); the address still opens the centre.
    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Members' }).click();
    await expect(page.getByText('This is a free-play account. Register a real account to use this function.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/m/member/home');
    const c = centre(page);
    const banner = c.getByTestId('mc-trial-banner');
    await expect(banner).toBeVisible();
    await c.getByRole('button', { name: 'Transaction record' }).click();
    await expect(page.getByText(FREE_REJECT)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await c.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await banner.getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('an agent sees the agent section and its contract screens', async ({ page }) => {
    await loginThroughForm(page, 'agent01');
    await openFromMembersTab(page);
    const c = centre(page);
    // No nickname: the account name stands in.
    await expect(c.getByTestId('mc-nickname')).toHaveText('agent01');
    const agent = c.getByTestId('mc-section-agent');
    await expect(agent.getByRole('button')).toHaveText(['Agent centre', 'Salary contract', 'Dividend contract', 'Hourly contract']);
    // Agents (type 1) get no referral shortcut.
    await expect(c.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
    await agent.getByRole('button', { name: 'Dividend contract' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
  });

  test('sign out from the centre ends on home as a visitor', async ({ page }) => {
    await loginThroughForm(page, 'agent01');
    await openFromMembersTab(page);
    await centre(page).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('app-header').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
