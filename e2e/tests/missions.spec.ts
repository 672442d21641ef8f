import { expect, test } from '@playwright/test';
import { CALLS, callPath, type OpsMemberPage, type RewardPage } from '@wps/contract';
import { createMember, uniqueName } from '../support/accounts';
import { playInhouseSlot, plus, shown } from '../support/money';
import { opsCall } from '../support/ops';
import { loginThroughForm, serverBalance, storedToken } from '../support/session';

test.describe('missions', () => {
  test('a fresh member plays the rounds of a daily mission, claims its reward and sees it in the balance and the turnover', async ({ page, request }) => {
    const username = uniqueName('msn');
    await createMember({ username, password: 'Mission1234', temporary: false });
    await loginThroughForm(page, username, 'Mission1234');
    const token = await storedToken(page);

    // Stake money: an operator's manual reward, claimed as the member.
    const found = await opsCall<OpsMemberPage>('GET', `${callPath(CALLS.opsMembers.path, { code: 'demo' })}?by=username&q=${username}`);
    const member = found.list.find((m) => m.username === username)!;
    await opsCall('POST', callPath(CALLS.opsIssueReward.path, { code: 'demo', id: String(member.id) }), { title: 'Stake', amount: '20', requestId: `e2e-msn-${username}` });
    const waiting = (await (await request.get('/wps/rewards?list=waiting', { headers: { Authorization: token } })).json()) as { value: RewardPage };
    const claimStake = await request.post('/wps/rewards/claim', { headers: { Authorization: token }, data: { id: waiting.value.list[0]!.id } });
    expect(claimStake.ok()).toBe(true);

    // From the reward centre's header to the missions.
    await page.goto('/m/rewardCenter');
    await page.getByTestId('reward-missions-link').click();
    await expect(page).toHaveURL(/\/m\/rewardCenter\/missions$/);
    const screen = page.getByTestId('missions-page');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Missions');
    const daily = screen.getByTestId('missions-DAILY');
    await expect(daily.getByRole('heading', { name: 'Daily missions' })).toBeVisible();
    await expect(daily.getByRole('timer')).toHaveText(/^Ends in \d\d:\d\d:\d\d$/);
    await expect(screen.getByTestId('missions-WEEKLY').getByRole('timer')).toHaveText(/^Ends in (\d+d \d+h|\d\d:\d\d:\d\d)$/);
    // The seeded "Play 3 rounds": any game counts.
    const card = daily.getByTestId('mission-card').filter({ has: page.getByRole('heading', { name: 'Play 3 rounds' }) });
    await expect(card).toHaveAttribute('data-state', 'in-progress');
    await expect(card.getByTestId('mission-progress')).toHaveText('0 / 3');
    await expect(card.getByText('Reward ￥3.00')).toBeVisible();

    for (let i = 0; i < 3; i++) await playInhouseSlot(request, token, '5');
    await page.reload();
    await expect(card).toHaveAttribute('data-state', 'claimable');
    await expect(card.getByTestId('mission-progress')).toHaveText('3 / 3');
    await expect(card.getByRole('progressbar', { name: 'Progress of Play 3 rounds' })).toHaveAttribute('aria-valuenow', '100');

    const before = (await serverBalance(page)).sumBalance;
    await card.getByRole('button', { name: 'Claim Play 3 rounds' }).click();
    await expect(page.getByText('￥3.00 added to your wallet')).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'claimed');
    await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(shown(plus(before, '3.00')));

    // The mission reward carries its turnover (the demo rule: 1x the reward).
    await page.goto('/m/withdraw');
    const turnover = page.getByTestId('turnover-progress');
    await expect(turnover.getByRole('listitem').filter({ hasText: 'Mission reward' })).toHaveText('Mission reward · ￥3.00￥0.00 / ￥3.00');
  });
});
