import { expect, test } from '@playwright/test';

test('home loads', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('app-header')).toBeVisible();
});
