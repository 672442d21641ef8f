import { expect, test } from '@playwright/test';
import { CALLS, callPath, type OpsMemberPage, type PointsSummary, type RewardPage } from '@wps/contract';
import { createMember, uniqueName } from '../support/accounts';
import { playInhouseSlot } from '../support/money';
import { opsCall } from '../support/ops';
import { loginThroughForm, storedToken } from '../support/session';

test.describe('points mall', () => {
  test('a fresh member plays, the points rise, redeems a voucher and sees the order and the points history', async ({ page, request }) => {
    const username = uniqueName('mall');
    await createMember({ username, password: 'Mall12345', temporary: false });
    await loginThroughForm(page, username, 'Mall12345');
    const token = await storedToken(page);

    // Stake money: an operator's manual reward, claimed as the member.
    const found = await opsCall<OpsMemberPage>('GET', `${callPath(CALLS.opsMembers.path, { code: 'demo' })}?by=username&q=${username}`);
    const member = found.list.find((m) => m.username === username)!;
    await opsCall('POST', callPath(CALLS.opsIssueReward.path, { code: 'demo', id: String(member.id) }), { title: 'Stake', amount: '20', requestId: `e2e-mall-${username}` });
    const waiting = (await (await request.get('/wps/rewards?list=waiting', { headers: { Authorization: token } })).json()) as { value: RewardPage };
    expect((await request.post('/wps/rewards/claim', { headers: { Authorization: token }, data: { id: waiting.value.list[0]!.id } })).ok()).toBe(true);

    await page.goto('/m/mall/mallHome');
    const mall = page.getByTestId('mall-page');
    await expect(mall.getByRole('heading', { level: 1 })).toHaveText('Points mall');
    await expect(mall.getByTestId('mall-points-balance')).toHaveText('0');
    await expect(mall.getByText('Earn 1 point(s) per 1.00 of valid bets')).toBeVisible();
    // The seeded catalogue: a sold-out cap among the items.
    await expect(mall.getByTestId('mall-item').filter({ hasText: 'Limited cap' })).toContainText('Sold out');

    // Three settled rounds of 5.00: 15 points, credited as each round's event is handled.
    for (let i = 0; i < 3; i++) await playInhouseSlot(request, token, '5');
    const points = async () => ((await (await request.get(CALLS.pointsSummary.path, { headers: { Authorization: token } })).json()) as { value: PointsSummary }).value.balance;
    await expect.poll(points, { timeout: 15_000 }).toBe(15);
    await page.reload();
    await expect(mall.getByTestId('mall-points-balance')).toHaveText('15');

    await mall.getByRole('button', { name: 'Coffee voucher' }).click();
    const sheet = page.getByTestId('mall-sheet');
    await expect(sheet.getByRole('heading', { name: 'Coffee voucher' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Redeem for 10 pts' }).click();
    // Points are spent only once the member confirms the item and its price.
    const confirm = page.getByRole('dialog').filter({ hasText: 'Redeem Coffee voucher for 10 points?' });
    await expect(confirm).toBeVisible();
    await expect(mall.getByTestId('mall-points-balance')).toHaveText('15');
    await confirm.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(sheet.getByText('Redeemed!')).toBeVisible();
    await expect(sheet.getByTestId('mall-voucher-code')).toHaveText(/^MV-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = await sheet.getByTestId('mall-voucher-code').textContent();
    await expect(mall.getByTestId('mall-points-balance')).toHaveText('5');

    await sheet.getByTestId('mall-see-orders').click();
    await expect(page).toHaveURL(/\/m\/mall\/mallHome\?tab=orders$/);
    await expect(mall.getByRole('tab', { name: 'My orders' })).toHaveAttribute('aria-selected', 'true');
    const order = mall.getByTestId('mall-order');
    await expect(order).toHaveCount(1);
    await expect(order).toHaveAttribute('data-status', 'completed');
    await expect(mall.getByText('Coffee voucher')).toBeVisible();
    await expect(mall.getByText(code!)).toBeVisible();

    await mall.getByRole('tab', { name: 'Points history' }).click();
    const entries = mall.getByTestId('mall-points-entry');
    await expect(entries).toHaveCount(4);
    await expect(entries.first()).toHaveText('-10');
    await expect(entries.first()).toHaveAttribute('data-reason', 'redeem');
    await expect(mall.locator('[data-reason="bet"]')).toHaveText(['+5', '+5', '+5']);

    // Not enough points left for the coffee now (5 < 10): the sheet says so and offers no redeem.
    await mall.getByRole('tab', { name: 'Catalogue' }).click();
    await mall.getByRole('button', { name: 'Coffee voucher' }).click();
    await expect(sheet.getByText('You do not have enough points.')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Redeem for 10 pts' })).toBeDisabled();
  });
});
