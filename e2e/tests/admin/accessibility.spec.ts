import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { signInBackOffice } from '../../support/backoffice';

// The back office in the axe sweep (issue 33, item 34): the sign-in page and the screens an operator works in most,
// each scanned once it has settled, at the size of the walk that found the problems (1366 x 900).
test.use({ viewport: { width: 1366, height: 900 } });

const SCREENS = [
  '/',
  '/members',
  '/finance/deposits',
  '/finance/withdrawals',
  '/finance/adjustments',
  '/finance/reconciliation',
  '/audit',
  '/settings/whitelabel',
  '/settings/maintenance',
  '/content/banners',
];

async function settled(page: Page, path: string) {
  await page.goto(`/admin${path === '/' ? '' : path}`);
  await page.waitForLoadState('networkidle');
  // No spinner left: the scan sees what the operator reads.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

test.describe('back-office accessibility', () => {
  test.slow();

  test('the sign-in page has no axe violation', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'login');
  });

  test('the operator screens have no axe violation', async ({ page }) => {
    await signInBackOffice(page, 'admin');
    for (const path of SCREENS) {
      await settled(page, path);
      await expectNoAxeViolations(page, path);
    }
  });
});
