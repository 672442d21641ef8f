import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { loginThroughForm } from '../support/session';

/** Every screen a player reaches, scanned with axe once it has settled: zero violations (issue 15 item 23). */
const VISITOR_SCREENS = ['home', 'login', 'register', 'forget', 'trail', 'gameList', 'lottery', 'activity', 'notice', 'message', 'customerService', 'vip', 'member/benefits', 'app'];
const MEMBER_SCREENS = [
  'home',
  'member/home',
  'voucherCenter',
  'withdraw',
  'transaction/record',
  'profitandloss',
  'gameRecord',
  'securityCenter',
  'set',
  'changePsw',
  'webEmail',
  'message',
  'vip',
  'mall/mallHome',
];

async function settled(page: Page, path: string) {
  await page.goto(`/m/${path}`);
  await expect(page.getByTestId('shell-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // No skeleton left: the scan sees the screen the player reads.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// Layout does not change what axe finds: the config runs this file at one phone size (pixel7).
test.describe('accessibility', () => {
  // Each test scans a dozen screens in a row: three times the time of one journey.
  test.slow();

  test('every visitor screen has no axe violation', async ({ page }) => {
    for (const path of VISITOR_SCREENS) {
      await settled(page, path);
      await expectNoAxeViolations(page, path);
    }
    // A promotion's detail, reached from the list.
    await settled(page, 'activity');
    await page.getByTestId('promo-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByTestId('activity-detail')).toBeVisible();
    await expectNoAxeViolations(page, 'activityDetail');
  });

  test('every member screen has no axe violation', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    for (const path of MEMBER_SCREENS) {
      await settled(page, path);
      await expectNoAxeViolations(page, path);
    }
    // An in-house game as it opens from the lobby (axe scans into its frame).
    await settled(page, 'home');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dice');
    await page.getByTestId('home-search-results').getByRole('button', { name: 'Dice 100', exact: true }).click();
    await expect(page.getByTestId('launch-game').frameLocator('iframe').getByRole('button', { name: 'Roll' })).toBeVisible();
    await expectNoAxeViolations(page, 'launchGame dice-100');
  });
});
