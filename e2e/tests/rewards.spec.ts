import { expect, test } from '@playwright/test';
import { CALLS, callPath, type OpsMemberPage } from '@wps/contract';
import { createMember, uniqueName } from '../support/accounts';
import { opsCall } from '../support/ops';
import { loginThroughForm } from '../support/session';

/** A manual reward into a member's reward centre, as an operator issues it. */
async function issueManualReward(username: string, title: string, amount: string) {
  const found = await opsCall<OpsMemberPage>('GET', `${callPath(CALLS.opsMembers.path, { code: 'demo' })}?by=username&q=${username}`);
  const member = found.list.find((m) => m.username === username);
  if (!member) throw new Error(`no member ${username} in the operator search`);
  await opsCall('POST', callPath(CALLS.opsIssueReward.path, { code: 'demo', id: String(member.id) }), {
    title,
    amount,
    days: 7,
    requestId: `e2e-${username}`,
  });
}

test.describe('reward centre', () => {
  test('a manual reward waits with a badge, is claimed into the wallet, moves to the history and opens its turnover', async ({ page }) => {
    const username = uniqueName('rwc');
    await createMember({ username, password: 'Reward1234', temporary: false });
    await loginThroughForm(page, username, 'Reward1234');
    await issueManualReward(username, 'Welcome gift', '18.00');

    await page.getByTestId('bottom-menu').getByRole('button', { name: 'Members' }).click();
    const centreEntry = page.getByTestId('member-centre').getByRole('button', { name: /^Reward center/ });
    await expect(centreEntry.getByTestId('mc-badge-reward_center')).toHaveText('1');
    await expect(centreEntry).toHaveAccessibleName('Reward center 1 to claim');
    await centreEntry.click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);

    const rewards = page.getByTestId('reward-centre');
    await expect(rewards.getByRole('heading', { level: 1 })).toHaveText('Reward center');
    await expect(rewards.getByRole('tab', { name: 'To claim' })).toHaveAttribute('aria-selected', 'true');
    const card = rewards.getByTestId('reward-card');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-status', 'claimable');
    await expect(card.getByText('Manual reward')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Welcome gift' })).toBeVisible();
    await expect(card.getByText('￥18.00', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Claim by /)).toBeVisible();
    // The demo rule asks 1x a manual reward.
    await expect(card.getByTestId('reward-turnover')).toHaveText('Turnover after claiming: ￥18.00');

    await card.getByTestId('reward-claim').click();
    await expect(page.getByText('￥18.00 added to your wallet')).toBeVisible();
    await expect(rewards.getByTestId('reward-empty')).toHaveText('No rewards waiting');
    await expect(page.getByTestId('header-balance')).toHaveText('￥18.00');

    await rewards.getByRole('tab', { name: 'History' }).click();
    await expect(card).toHaveAttribute('data-status', 'claimed');
    await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(card.getByTestId('reward-claim')).toHaveCount(0);

    // Back in the member centre nothing waits any more.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(centreEntry).toHaveAccessibleName('Reward center');
    await expect(page.getByTestId('mc-badge-reward_center')).toHaveCount(0);

    // The claimed bonus's turnover stands between the balance and a withdrawal.
    await page.goto('/m/withdraw');
    const turnover = page.getByTestId('turnover-progress');
    await expect(turnover.getByTestId('turnover-sum')).toHaveText('￥0.00 of ￥18.00 wagered');
  });
});
