import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm } from '../support/session';

// Home additions of issue 14 on the seeded demo: the winners ticker (seeded big wins), the lobby news and the
// app-bonus hint while the app-download promotion runs. Each arrives after home's first paint.

async function checkHomeExtras(page: Page) {
  const winners = page.getByRole('region', { name: 'Big wins' });
  await expect(winners).toBeVisible();
  // Screen readers get the still list; the moving copy is hidden from them.
  await expect(winners.getByRole('listitem').first()).toHaveText('de***01 won ￥8,888.00 on Lucky Slot');
  await expect(winners.locator('.g-winners-track')).toHaveAttribute('aria-hidden', 'true');
  await expect(winners).not.toContainText('dexter01');

  const hint = page.getByTestId('home-app-bonus');
  await expect(hint).toContainText('App bonus');
  await expect(hint).toContainText('Download the App, get 18 free');
}

test.describe('home extras', () => {
  test('a visitor sees the winners, opens a news item and follows its link', async ({ page }) => {
    await page.goto('/m/home');
    await checkHomeExtras(page);

    const news = page.getByRole('region', { name: 'News' });
    await news.scrollIntoViewIfNeeded();
    // The seeded items, in the operator's order (an operator's test item may follow them).
    await expect(news.getByTestId('news-card').nth(0)).toContainText('Our app is here');
    await expect(news.getByTestId('news-card').nth(1)).toContainText('New games every week');
    await expect(news.getByTestId('news-card').nth(2)).toContainText('Play responsibly');
    await news.getByRole('button', { name: /Our app is here/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Our app is here' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('mobile app')).toBeVisible();
    await sheet.getByRole('link', { name: 'Take a look' }).click();
    await expect(page).toHaveURL(/\/m\/app$/);
  });

  test('the app-bonus hint leads to the promotion; a member sees it as well', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await page.goto('/m/home');
    await checkHomeExtras(page);
    await page.getByTestId('home-app-bonus').click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Download the App, get 18 free' })).toBeVisible();
  });

  test('with reduced motion the winners stand still as a visible list', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    const winners = page.getByRole('region', { name: 'Big wins' });
    await expect(winners.locator('.g-winners-track')).toHaveCount(0);
    await expect(winners.getByText('de***01 won ￥8,888.00 on Lucky Slot')).toBeVisible();
  });
});
