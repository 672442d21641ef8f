import { expect, test, type Page } from '@playwright/test';
import { listGames } from '../support/games';
import { setVendorEnabled } from '../support/ops';
import { loginThroughForm, storedToken } from '../support/session';

/** The slot vendors in lobby order, as the catalogue call names them (the hall's tabs follow it). */
async function slotVendors(page: Page): Promise<string[]> {
  const res = await page.request.get('/wps/relay/GCSGAME_getVassGameType?typeId=1');
  const types = ((await res.json()) as { value: { gameType: string; vendors: { vendorName: string; sort: number }[] }[] }).value;
  return (types.find((t) => t.gameType === 'RNG')?.vendors ?? []).sort((a, b) => a.sort - b.sort).map((v) => v.vendorName);
}

/** The member's recent games as the server lists them (node ids). */
async function recentNodeIds(page: Page): Promise<string[]> {
  const res = await page.request.get('/wps/relay/GCS_recentGame?page=1&pageSize=100', { headers: { Authorization: await storedToken(page) } });
  return ((await res.json()) as { value: { list: { nodeId: string }[] } }).value.list.map((g) => g.nodeId);
}

test.describe('slots hall', () => {
  test('shows the slot vendors as tabs, hot and new slots, and a slot of a vendor launches and plays', async ({ page, request }) => {
    await loginThroughForm(page, 'demo01');
    // Home leads to the hall (issue 33 item 10).
    await page.goto('/m/home');
    await page.getByRole('region', { name: 'Shortcuts' }).getByRole('link', { name: /^Slots hall/ }).click();
    await expect(page).toHaveURL(/\/m\/slotsCenter/);
    await expect(page.getByRole('heading', { name: 'Slots hall' })).toBeVisible();
    // Spec part 2 s2: the slots hall hides the bottom menu (the header stays).
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toHaveCount(0);
    const tabs = page.getByRole('tablist', { name: 'Vendors' });
    await expect(tabs.getByRole('tab')).toHaveText(['All', ...(await slotVendors(page))]);
    await expect(page.getByTestId('slots-hot').getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('slots-new').getByTestId('game-tile').first()).toBeVisible();

    await tabs.getByRole('tab', { name: 'JILI' }).click();
    await expect(page).toHaveURL(/\/m\/slotsCenter\?vassalage=JL$/);
    const { games, totalCount } = await listGames(request, { gameType: 'RNG', gameClassify: 'SLOT', vassalage: 'JL' });
    expect(totalCount).toBeGreaterThan(0);
    const grid = page.getByTestId('game-grid');
    await expect(grid.getByTestId('game-name').first()).toHaveText(games[0]!.displayName);

    // The tile's own button (its name carries JILI's vendor badge; the star is the other button).
    await grid.getByTestId('game-tile').first().getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/m/launchGame\\?.*vendor=JL.*code=${games[0]!.gameCode}`));
    await expect(page.getByTestId('launch-game').locator('iframe')).toBeVisible();
  });

  test('a vendor switched off meanwhile: its reason in the player language, back to the hall, not a recent game', async ({ page, request }) => {
    const [slot] = (await listGames(request, { gameType: 'RNG', gameClassify: 'SLOT', vassalage: 'FC' })).games;
    expect(slot).toBeDefined();
    await loginThroughForm(page, 'demo01');
    await page.goto('/m/slotsCenter?vassalage=FC');
    const tile = page.getByTestId('game-grid').getByRole('button', { name: slot!.displayName, exact: true });
    await expect(tile).toBeVisible();
    // The operator switches the vendor off while the player looks at its games.
    await setVendorEnabled('FC', false);
    try {
      await tile.click();
      await expect(page.getByText('This game provider is switched off for now. Please choose another game.')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/slotsCenter\?vassalage=FC$/);
      await expect(page.getByText(/does not have permission/)).toHaveCount(0);
      expect(await recentNodeIds(page)).not.toContain(slot!.nodeId);
    } finally {
      await setVendorEnabled('FC', true);
    }
  });
});

test.describe('lottery hall', () => {
  test('shows the lotteries with their open period counting down, opens one, and its close comes back', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await page.goto('/m/home');
    await page.getByRole('region', { name: 'Shortcuts' }).getByRole('link', { name: /^Lottery hall/ }).click();
    await expect(page).toHaveURL(/\/m\/game\b/);
    await expect(page.getByRole('heading', { name: 'Lottery', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Entertainment' })).toHaveAttribute('aria-selected', 'true');
    const countdown = page.getByTestId('lottery-countdown').first();
    await expect(countdown).toHaveText(/^(Closes in \d{2}:\d{2}|Drawing…)$/);
    const card = page.getByTestId('lottery-card').filter({ has: page.getByTestId('lottery-countdown') }).first();
    await expect(card.getByTestId('lottery-period')).toHaveText(/^Period \d{8}-\d{4}$/);
    // It counts: the text a moment later is another.
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before!, { timeout: 5000 });
    // The seeded orders were drawn: the hall shows a last result somewhere.
    await expect(page.getByTestId('lottery-result').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Traditional' }).click();
    await expect(page).toHaveURL(/\/m\/game\?playType=trad$/);
    const trad = page.getByTestId('lottery-card').first();
    await expect(trad.getByTestId('lottery-countdown')).toHaveText(/^(Closes in \d{2}:\d{2}|Drawing…)$/);
    const gameId = await trad.getAttribute('data-game-id');
    await trad.getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/m/lottery\\?.*playType=trad.*gameId=${gameId}`));
    await expect(page.getByTestId('lottery-page').locator('iframe')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/m\/game\b/);
  });

  test('my orders lists the seeded orders by status and opens one with its bets and result', async ({ page }) => {
    await loginThroughForm(page, 'demo01');
    await page.goto('/m/game');
    await page.getByTestId('lottery-my-orders').click();
    await expect(page).toHaveURL(/\/m\/game\/orders$/);
    await expect(page.getByRole('heading', { name: 'My lottery orders' })).toBeVisible();
    const rows = page.getByTestId('lottery-order');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);

    await page.getByRole('radio', { name: 'Settled' }).click();
    await expect(page.getByRole('radio', { name: 'Settled' })).toHaveAttribute('aria-checked', 'true');
    await expect(rows.first()).toContainText('Settled');
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/game\/orders\/\d+$/);
    const summary = page.getByTestId('lottery-order-summary');
    await expect(summary.getByTestId('lottery-result')).toBeVisible();
    await expect(page.getByTestId('lottery-sub-order')).toHaveCount(2);
    // A drawn period's bets have no cancel.
    await expect(page.getByTestId('lottery-sub-order').getByRole('button')).toHaveCount(0);
  });
});
