import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

/** Logs in through the login page as a player would, and waits for the member header. */
export async function loginThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(username);
  // The field's name may carry its show/hide toggle ("Password Show").
  await page.getByRole('textbox', { name: /^Password\b/ }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('header-nickname')).toBeVisible();
}

/** The token the client stored under MC_SESSION_INFO, for calling the API as that member. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));
  const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  if (!token) throw new Error('no session stored');
  return token;
}

/** The member's balance as the server states it: sumBalance and currencySymbol of /wps/wallets/gcs. */
export async function serverBalance(page: Page): Promise<{ sumBalance: string; currencySymbol: string }> {
  const token = await storedToken(page);
  const res = await page.request.get('/wps/wallets/gcs', { headers: { Authorization: token } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { value: { sumBalance: string | number; currencySymbol: string } };
  return { sumBalance: String(body.value.sumBalance), currencySymbol: body.value.currencySymbol };
}
