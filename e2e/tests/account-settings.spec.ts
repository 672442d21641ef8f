import { expect, test, type Page } from '@playwright/test';
import { createMember, latestCode, uniqueName } from '../support/accounts';
import { loginThroughForm } from '../support/session';

// Issue 15 items 10 to 15 (accounts) at phone size, against the real server and its outbox.

/** A fresh member with a known password, logged in through the form. */
async function freshMember(page: Page, prefix: string, password = 'Old12345'): Promise<string> {
  const username = uniqueName(prefix);
  await createMember({ username, password, temporary: false });
  await loginThroughForm(page, username, password);
  return username;
}

const row = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

test.describe('accounts (issue 15)', () => {
  test('the member centre and the security centre lead to the password change, which ends on home', async ({ page }) => {
    const username = await freshMember(page, 'chg');
    await page.goto('/m/member/home');
    await page.getByTestId('member-centre').getByRole('button', { name: 'Change login password' }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);

    await page.goto('/m/securityCenter');
    await page.getByRole('link', { name: 'Change login password' }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await page.getByLabel('Current password').fill('Old12345');
    await page.getByLabel('New password', { exact: true }).fill('New12345');
    await page.getByLabel('Confirm new password').fill('New12345');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password changed.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-nickname')).toHaveText(username);
  });

  test('a wrong password and an unknown account get the same message', async ({ page }) => {
    const username = uniqueName('enu');
    await createMember({ username, password: 'Right1234', temporary: false });
    for (const name of [username, uniqueName('nobody')]) {
      await page.goto('/m/login');
      await page.getByLabel('Username').fill(name);
      await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('The account or password is wrong.');
    }
  });

  test("registration states the field rule, opens the terms, and starts at the merchant's dialing code", async ({ page }) => {
    await page.goto('/m/register');
    await page.getByLabel('Account name *').fill('ab');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Account name is not in a valid format. Use 4 to 16 characters; only letters, digits, _.')).toBeVisible();
    await expect(page.getByLabel('Account name *')).toBeFocused();

    await page.getByRole('button', { name: 'Terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toBeVisible();
    await expect(terms.getByRole('listitem')).toHaveCount(5);
    await expect(terms.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();

    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(page.getByLabel('Country code')).toHaveValue('+86');
  });

  test('personal settings: the nickname follows the registration rule; the e-mail changes with a code sent to it', async ({ page }) => {
    const username = await freshMember(page, 'set');
    await page.goto('/m/set');
    const nickname = row(page, 'Nickname');
    await nickname.getByRole('button', { name: 'Set' }).click();
    const field = page.getByRole('textbox', { name: 'Nickname' });
    await field.fill('<img src=x onerror=alert(1)>');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('2 to 20 characters, without < > & " \'.');
    await field.fill('Ace Player');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(nickname.getByText('Ace Player')).toBeVisible();

    const email = `${username}@example.com`;
    const mail = row(page, 'E-mail');
    await mail.getByRole('button', { name: 'Set' }).click();
    await page.getByLabel('New e-mail address').fill(email);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByTestId('sms-button')).toHaveText(/^\d+ s$/);
    await page.getByLabel('Code from the e-mail').fill('000000');
    await page.getByRole('button', { name: 'Save' }).click();
    // Shown on the code field (the server names it).
    await expect(page.getByText('Verification code error.')).toBeVisible();
    await page.getByLabel('Code from the e-mail').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(mail.getByText(email)).toBeVisible();
  });

  test('a free-play account sees the register prompt instead of real-money forms, and its balance as play money', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByTestId('header-nickname')).toHaveText(/^trial/);
    await expect(page.getByTestId('header-balance')).toContainText('Play money');
    for (const [path, screen] of [
      ['/m/voucherCenter', 'deposit-page'],
      ['/m/withdraw', 'withdraw-page'],
      ['/m/securityCenter', 'security-center-page'],
    ] as const) {
      await page.goto(path);
      const gate = page.getByTestId(screen).getByTestId('trial-gate');
      await expect(gate).toHaveText(/Register a real account to use this function\./);
      await expect(page.getByTestId(screen).locator('form')).toHaveCount(0);
    }
    await page.getByTestId('trial-gate').getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);

    // In a game too: the in-house page marks its balance as play money.
    await page.goto('/m/home');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dice');
    await page.getByTestId('home-search-results').getByRole('button', { name: 'Dice 100', exact: true }).click();
    const game = page.getByTestId('launch-game').frameLocator('iframe');
    await expect(game.getByTestId('ih-play-money')).toHaveText('Play money');
  });
});
