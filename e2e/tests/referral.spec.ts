import { devices, expect, test } from '@playwright/test';
import { createMember, uniqueName } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { playInhouseSlot, plus } from '../support/money';
import { loginThroughForm, serverBalance, storedToken } from '../support/session';

// Invite friends (issue 14): the demo rule pays the inviter ￥28.00 once an invitee's first deposit reaches ￥100.00
// and their valid bets reach ￥50.00 (seed).

test.describe('invite friends', () => {
  test('an invitee registers through the link, deposits and plays: the inviter is rewarded once', async ({ page, browser, baseURL }) => {
    const violations = await watchCspViolations(page);
    const inviter = uniqueName('inv');
    await createMember({ username: inviter, password: 'Invite1234', temporary: false });
    await loginThroughForm(page, inviter, 'Invite1234');

    // The Share entry of the bottom menu leads to the invite page.
    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Share' }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    const invite = page.getByTestId('invite-friends');
    await expect(invite.getByRole('heading', { level: 1 })).toHaveText('Invite friends');
    const code = (await invite.getByTestId('referral-code').textContent())!.trim();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const link = (await invite.getByTestId('referral-link').textContent())!.trim();
    expect(link).toBe(`${baseURL}/m/register?affiliateCode=${code}`);
    await expect(invite.getByRole('img', { name: 'QR code of my invitation link' })).toBeVisible();
    await expect(invite.getByTestId('referral-rule')).toContainText('Earn ￥28.00 for every friend who:');
    await expect(invite.getByTestId('referral-rule')).toContainText('makes a first deposit of at least ￥100.00,');
    await expect(invite.getByTestId('referral-rule')).toContainText('and places valid bets of ￥50.00 in total.');
    await expect(invite.getByTestId('invitee-empty')).toHaveText('No invitees yet. Share your link to invite friends.');
    const before = (await serverBalance(page)).sumBalance;

    // The friend opens the link in their own browser: the invitation field is filled in.
    const friendContext = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    const friend = await friendContext.newPage();
    try {
      const friendName = uniqueName('frd');
      await friend.goto(link);
      await expect(friend.getByLabel('Invitation code')).toHaveValue(code);
      await friend.getByLabel('Account name *').fill(friendName);
      await friend.getByLabel('Login password *').fill('Abc12345');
      await friend.getByLabel('Confirm password *').fill('Abc12345');
      await friend.getByLabel('I am at least 18 years old.').check();
      await friend.getByRole('button', { name: 'Create account' }).click();
      await expect(friend.getByTestId('header-nickname')).toHaveText(friendName);

      // Registered: the inviter sees the masked account.
      await page.reload();
      const row = invite.getByTestId('invitee-list').getByRole('listitem');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${friendName.slice(0, 2)}***${friendName.slice(-2)}`);
      await expect(row.getByTestId('invitee-status')).toHaveAttribute('data-status', 'registered');

      // The first deposit through the demo gateway.
      await friend.goto('/m/voucherCenter');
      await friend.getByRole('radio', { name: /Demo Pay/ }).click();
      await friend.getByLabel('Amount', { exact: true }).fill('120');
      await friend.getByRole('button', { name: 'Pay online' }).click();
      await friend.getByRole('button', { name: 'Pay now' }).click();
      await expect(friend.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
      await page.reload();
      await expect(row.getByTestId('invitee-status')).toHaveAttribute('data-status', 'deposited');
      await expect(row).toContainText('Deposited');
      expect((await serverBalance(page)).sumBalance).toBe(before);

      // Valid bets up to the rule's ￥50.00.
      const token = await storedToken(friend);
      await playInhouseSlot(friend.request, token, '25');
      await playInhouseSlot(friend.request, token, '25');
    } finally {
      await friendContext.close();
    }

    await page.reload();
    const row = invite.getByTestId('invitee-list').getByRole('listitem');
    await expect(row.getByTestId('invitee-status')).toHaveAttribute('data-status', 'qualified');
    await expect(row).toContainText('Rewarded');
    await expect(row).toContainText('￥28.00');
    await expect(invite.getByTestId('referral-totals')).toContainText('Earned￥28.00');
    expect((await serverBalance(page)).sumBalance).toBe(plus(before, '28.00'));
    await expectNoAxeViolations(page, 'invite friends');
    expect(violations).toEqual([]);
  });
});
