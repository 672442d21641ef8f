import { expect, test, type Locator, type Page } from '@playwright/test';
import { createNotice, deleteNotice } from '../support/messages';
import { DEMO_PASSWORD, loginThroughForm } from '../support/session';

// Home and navigation at phone size (issue 15, items 1-6): the category tabs, a dropped connection, where a screen
// opens, the way back after logging in, and the dialogs' size and keyboard behaviour.

/** The shell's fixed header is 56 px tall (no safe area in the emulated phones). */
const HEADER = 56;

const box = async (locator: Locator) => (await locator.boundingBox())!;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Home with its lobby and the Hot grid in place (the page's full height). */
async function openHome(page: Page) {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-game-tabs')).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
}

/** Logs in on the login form of the page or popup in `scope`. */
async function logIn(scope: Page | Locator, username = 'demo01') {
  await scope.getByLabel('Username').fill(username);
  await scope.getByRole('textbox', { name: /^Password\b/ }).fill(DEMO_PASSWORD);
  await scope.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('home category tabs', () => {
  for (const [who, scrolled] of [
    ['a visitor far down the Hot list', 1500],
    ['a member with the menu just stuck', 400],
  ] as const) {
    test(`${who}: switching to Slots keeps the tab bar in view with the first row below it`, async ({ page }) => {
      if (who.startsWith('a member')) await loginThroughForm(page, 'demo01');
      await openHome(page);
      await page.mouse.wheel(0, scrolled);
      await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(scrolled - 1);
      const tabs = page.getByTestId('home-game-tabs');
      await expect.poll(async () => (await box(tabs)).y).toBeCloseTo(HEADER, 0);

      await tabs.getByRole('tab', { name: 'Slots', exact: true }).click();
      const firstCard = page.getByTestId('home-vendor-list').getByRole('link').first();
      await expect(firstCard).toBeVisible();
      const bar = await box(tabs);
      const card = await box(firstCard);
      const viewport = page.viewportSize()!;
      // The bar sits where it sticks, under the header; the first vendor card starts below the bar, on screen.
      expect(bar.y).toBeCloseTo(HEADER, 0);
      expect(card.y).toBeGreaterThanOrEqual(bar.y + bar.height - 0.5);
      expect(card.y + card.height).toBeLessThanOrEqual(viewport.height);
    });
  }
});

test.describe('a dropped connection while navigating', () => {
  test('shows the offline notice under header and menu, then the screen once the connection is back', async ({ page, context }) => {
    await loginThroughForm(page, 'demo01');
    await openHome(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Members' }).click();

    const notice = page.getByTestId('offline-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('You are offline. The page carries on as soon as the connection is back.');
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toBeVisible();
    await expect(page.getByTestId('shell-page').locator('[aria-busy="true"]')).toBeVisible();
    // No reload into the browser's own offline page.
    await expect(page).toHaveURL(/\/m\/member\/home$/);

    await context.setOffline(false);
    const centre = page.getByTestId('member-centre');
    await expect(centre).toBeVisible();
    await expect(notice).toHaveCount(0);
    // Its stylesheet, which did not arrive the first time, is there too.
    expect(await centre.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  });
});

test.describe('where a screen opens', () => {
  test('a new screen opens at the top; back returns to the place left', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await page.goto('/m/member/home');
    await expect(page.getByTestId('member-centre')).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    // Home is far taller than the member centre: its position must not carry over.
    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Home' }).click();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(1499);
    const left = await scrollY(page);
    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Members' }).click();
    await expect(page.getByTestId('member-centre')).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(left);
    await page.goForward();
    await expect(page.getByTestId('member-centre')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('logging in returns to what the player asked for', () => {
  test('Deposit in the bottom menu: the deposit screen', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
    await logIn(page);
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  });

  test('Members in the bottom menu: the member centre', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Members' }).click();
    await logIn(page);
    await expect(page.getByTestId('member-centre')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
  });

  test('/m/withdraw opened directly: the withdrawal screen', async ({ page }) => {
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await logIn(page);
    await expect(page.getByTestId('withdraw-page')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });

  test('a game tapped on home: the login popup, then the game', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dice');
    await page.getByTestId('home-search-results').getByRole('button', { name: 'Dice 100', exact: true }).click();
    const popup = page.getByTestId('login-popup');
    await expect(popup).toBeVisible();
    await logIn(popup);
    await expect(page).toHaveURL(/\/m\/launchGame\?.*vendor=INHOUSE.*code=dice-100/);
  });

  test('an address elsewhere is never a way back', async ({ page }) => {
    await page.goto(`/m/login?redirect=${encodeURIComponent('//evil.example/m/home')}`);
    await logIn(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/m\/home$/);
  });
});

test.describe('dialogs', () => {
  /** Tab through the whole dialog and a step further: focus never leaves it. */
  async function tabStaysInside(page: Page, dialog: Locator) {
    const count = await dialog.evaluate(
      (el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])').length,
    );
    for (let i = 0; i <= count; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  const focusInside = (dialog: Locator) => expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  test('the side menu and the language picker take focus, keep Tab inside and close on Escape', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    const opener = page.getByTestId('app-header').getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await focusInside(menu);
    await tabStaysInside(page, menu);

    // The picker over the menu: Escape closes the picker only, and focus returns to the row that opened it.
    const languageRow = menu.getByRole('button', { name: /^Language/ });
    await languageRow.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Choose a language' });
    await expect(picker).toBeVisible();
    await focusInside(picker);
    await tabStaysInside(page, picker);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(languageRow).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('VIP READ ALL takes focus, keeps Tab inside and closes on Escape', async ({ page }) => {
    await page.goto('/m/vip');
    const readAll = page.getByTestId('vip-bonus-read-all');
    await readAll.click();
    const detail = page.getByTestId('vip-bonus-detail');
    await expect(detail).toBeVisible();
    await focusInside(detail);
    await tabStaysInside(page, detail);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(readAll).toBeFocused();
  });

  test('the home notice popup is centred on screen, takes focus, keeps Tab inside and closes on Escape', async ({ page }) => {
    const { id } = await createNotice({ type: 'PU', title: 'Maintenance tonight', content: 'Games pause for ten minutes tonight. '.repeat(3) });
    try {
      await loginThroughForm(page, 'demo01');
      const popup = page.getByTestId('notice-popup');
      await expect(popup).toBeVisible();
      const width = page.viewportSize()!.width;
      // Its frame and body are one width: nothing clipped, the same margin on both sides. Measured once the opening
      // animation (a scale) has ended: until then the two boxes are scaled differently.
      const frameOf = () => box(page.locator('.adm-center-popup-wrap').filter({ has: popup }));
      await expect.poll(async () => Math.abs((await frameOf()).width - (await box(popup)).width)).toBeLessThan(0.5);
      const frame = await frameOf();
      const body = await box(popup);
      expect(body.x).toBeGreaterThanOrEqual(0);
      expect(body.x + body.width).toBeLessThanOrEqual(width);
      expect(Math.abs(body.x - (width - body.x - body.width))).toBeLessThanOrEqual(1);
      expect(body.width).toBeCloseTo(frame.width, 0);

      await focusInside(popup);
      await expect(popup.getByRole('button', { name: 'Got it' })).toBeFocused();
      await tabStaysInside(page, popup);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    } finally {
      await deleteNotice(id);
    }
  });

  for (const width of [390, 320]) {
    test(`the side menu fits a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginThroughForm(page, 'demo01');
      await page.getByTestId('app-header').getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByTestId('sidebar');
      await expect(menu).toBeVisible();
      await expect(page.getByTestId('sidebar-balance')).toBeVisible();
      const overflow = await menu.evaluate((el) => {
        const edge = el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight);
        return {
          scroll: el.scrollWidth - el.clientWidth,
          past: Array.from(el.querySelectorAll('*'))
            .filter((child) => child.getBoundingClientRect().right > edge + 0.5)
            .map((child) => `${child.tagName}.${child.className}`),
          screen: el.getBoundingClientRect().right - window.innerWidth,
        };
      });
      expect(overflow).toEqual({ scroll: 0, past: [], screen: 0 });
    });
  }
});
