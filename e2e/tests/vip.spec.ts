import { expect, test, type Page } from '@playwright/test';
import { shown } from '../support/money';
import { loginThroughForm, storedToken } from '../support/session';

// VIP club (/m/vip) and the member's benefits (/m/member/benefits) at phone size against the real server.

interface Progress {
  level: number;
  name: string | null;
  deposit: string;
  validBet: string;
  next: { name: string; deposit: string; validBet: string; depositMissing: string; validBetMissing: string } | null;
}

async function serverProgress(page: Page): Promise<Progress> {
  const res = await page.request.get('/wps/relay/MCSFE_getVipProgress', { headers: { Authorization: await storedToken(page) } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: Progress }).value;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('vip club', () => {
  test('a visitor sees the 15 levels, the numbered bonus slides, READ ALL, and the section nav', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/m/vip');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeVisible();
    // The page brings its own bar: the shared header and the bottom menu are hidden here.
    await expect(page.getByTestId('header-nickname')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

    const cards = page.getByTestId('vip-level-card');
    await expect(cards).toHaveCount(15);
    await expect(cards.first()).toContainText('VIP 1');
    await expect(cards.first()).toContainText('Standard member service');
    await expect(cards.nth(14)).toContainText('VIP 15');
    await expect(page.locator('[data-testid="vip-level-card"][aria-current="true"]')).toHaveCount(0);
    await expect(page.getByTestId('vip-login-cta')).toBeVisible();

    // Section nav: Bonus scrolls the bonus section to just under the sticky bar.
    const bonus = page.getByTestId('vip-section-bonus');
    await page.getByTestId('vip-nav-bonus').click();
    await expect(page.getByTestId('vip-nav-bonus')).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(async () => {
        const top = await bonus.evaluate((el) => el.getBoundingClientRect().top);
        const bar = await page.getByTestId('vip-sticky').evaluate((el) => el.getBoundingClientRect().bottom);
        return Math.abs(top - bar) < 40;
      })
      .toBe(true);
    await expect(bonus).toBeInViewport();

    // Bonus carousel: 15 slides, numbered pagination.
    await expect(page.getByTestId('vip-bonus-slide')).toHaveCount(15);
    const pager = page.getByTestId('vip-bonus-pager');
    await expect(pager).toHaveText('1 / 15');
    await bonus.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toHaveText('2 / 15');
    await bonus.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toHaveText('3 / 15');
    await bonus.getByRole('button', { name: 'Previous' }).click();
    await expect(pager).toHaveText('2 / 15');

    // READ ALL: the full table of bonuses per level, then closed again.
    await page.getByTestId('vip-bonus-read-all').click();
    const detail = page.getByTestId('vip-bonus-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'VIP bonus by level' })).toBeVisible();
    await expect(detail.locator('tbody tr')).toHaveCount(15);
    await expect(detail.locator('tbody tr').nth(14)).toContainText('58,888');
    await noSidewaysScroll(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    // Benefits READ ALL and the rules text.
    await page.getByTestId('vip-nav-benefits').click();
    await page.getByTestId('vip-benefits-read-all').click();
    const benefits = page.getByTestId('vip-benefits-detail');
    await expect(benefits.locator('tbody tr')).toHaveCount(15);
    await benefits.getByRole('button', { name: 'Close' }).click();
    await expect(benefits).toBeHidden();
    await expect(page.getByTestId('vip-rules').locator('li')).toHaveCount(6);
    await expect(page.getByTestId('vip-rules')).toContainText('Deposits and valid bets count cumulatively from registration.');
    await noSidewaysScroll(page);
    expect(errors).toEqual([]);
  });

  test('benefits send a visitor to login', async ({ page }) => {
    await page.goto('/m/member/benefits');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fmember%2Fbenefits$/);
  });

  test('demo01 sees its level highlighted with the progress the server states', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await page.goto('/m/vip');
    const progress = page.getByTestId('vip-progress');
    await expect(progress).toBeVisible();
    // Other journeys may move demo01's totals meanwhile: compare one consistent pair, reloading if they raced.
    await expect(async () => {
      await page.reload();
      await expect(progress).toBeVisible();
      const p = await serverProgress(page);
      expect(p.level).toBeGreaterThanOrEqual(1);
      await expect(progress).toHaveAttribute('data-level', String(p.level));
      await expect(progress).toContainText(`Your level: ${p.name}`);
      const mine = page.locator('[data-testid="vip-level-card"][aria-current="true"]');
      await expect(mine).toHaveCount(1);
      await expect(mine).toHaveAttribute('data-level', String(p.level));
      await expect(mine).toContainText('Your level');
      await expect(mine).toBeInViewport();
      expect(p.next).not.toBeNull();
      await expect(page.getByTestId('vip-progress-deposit-have')).toHaveText(shown(p.deposit));
      await expect(page.getByTestId('vip-progress-bet-have')).toHaveText(shown(p.validBet));
      const missing = (v: string) => (Number(v) > 0 ? `${shown(v)} to go` : 'Reached');
      await expect(page.getByTestId('vip-progress-deposit-missing')).toHaveText(missing(p.next!.depositMissing));
      await expect(page.getByTestId('vip-progress-bet-missing')).toHaveText(missing(p.next!.validBetMissing));
      await expect(progress.getByRole('progressbar')).toHaveCount(2);
    }).toPass({ timeout: 20_000 });
    await noSidewaysScroll(page);

    // The member's own benefits page shows the same level and its benefits.
    await page.goto('/m/member/benefits');
    const p = await serverProgress(page);
    await expect(page.getByTestId('vip-benefits-page').getByTestId('vip-progress')).toContainText(`Your level: ${p.name}`);
    await expect(page.getByTestId('vip-my-benefits')).toContainText('Daily withdrawal limit');
    await noSidewaysScroll(page);
  });
});
