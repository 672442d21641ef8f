import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { watchCspViolations } from '../support/csp';
import { windowOpen } from '../support/games';
import { plus, shown } from '../support/money';
import { loginThroughForm, serverBalance } from '../support/session';

// Every category of vendor game plays from the lobby: the operator launches it through the aggregator (the local
// Hub88 simulator), the studio's page moves money through the operator's signed Wallet API, the header balance
// follows, and the bet record lists the round. Timed games (live tables, cockfight, sports) take a stake that waits
// for its deal, fight or match: the stake leaves the balance and the held bet shows; the server test settles them.

/** The simulator's money text: "1,234.50 CNY". */
const simMoney = (amount: string) => `${amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',')} CNY`;

interface Opened {
  game: FrameLocator;
  name: string;
  before: string;
}

/** Opens a game tile of the lobby (a game list, or the home search for a named game) and waits for its page. */
async function launch(page: Page, from: { gameType: string } | { search: string }): Promise<Opened> {
  const before = (await serverBalance(page)).sumBalance;
  let tile;
  if ('gameType' in from) {
    await page.goto(`/m/gameList?gameType=${from.gameType}`);
    tile = page.getByTestId('game-tile').first();
  } else {
    await page.goto('/m/home');
    await page.getByRole('searchbox', { name: 'Search games' }).fill(from.search);
    tile = page.getByTestId('home-search-results').getByTestId('game-tile').filter({ hasText: from.search }).first();
  }
  const name = ((await tile.getByTestId('game-name').textContent()) ?? '').trim();
  // The tile's first button opens the game (its name may carry the vendor's badge); the second is the favourite star.
  await tile.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const game = page.getByTestId('launch-game').frameLocator('iframe');
  await expect(game.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(game.getByTestId('sim-balance')).toHaveText(simMoney(before));
  return { game, name, before };
}

/** Runs one page action and waits for the simulator's answer to it (the wallet calls are done by then). */
async function played(page: Page, action: string, click: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse((r) => r.url().includes('/sim/hub88/play/') && r.url().endsWith('/action') && (r.request().postData() ?? '').includes(`"action":"${action}"`));
  await click();
  expect((await answer).status()).toBe(200);
}

/** The game's balance and the site's header both show what the server holds. */
async function balancesFollow(page: Page, game: FrameLocator): Promise<string> {
  const now = (await serverBalance(page)).sumBalance;
  await expect(game.getByTestId('sim-balance')).toHaveText(simMoney(now));
  await expect(page.getByTestId('header-balance')).toHaveText(shown(now));
  return now;
}

/** Closes the game with its own button and finds the round in the bet record. */
async function closeAndFindRecord(page: Page, game: FrameLocator, name: string, status?: RegExp): Promise<void> {
  await game.getByTestId('sim-close').click();
  await expect(page).not.toHaveURL(/\/m\/launchGame/);
  await page.goto('/m/gameRecord');
  const row = page.getByTestId('bet-list').getByRole('listitem').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  if (status) await expect(row).toContainText(status);
}

test.describe('vendor games from the lobby', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughForm(page, 'demo01');
  });

  test('an RNG slot: a spin moves the balance by stake and win, the record lists it', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const { game, name } = await launch(page, { search: 'Diamond Legends' });
    await expect(game.getByTestId('slot-rtp')).toContainText('%');
    await played(page, 'spin', () => game.getByTestId('slot-spin').click());
    await balancesFollow(page, game);
    await closeAndFindRecord(page, game, name);
    expect(violations).toEqual([]);
  });

  test('fishing: a shot is a bet, a hit pays', async ({ page }) => {
    const { game, name } = await launch(page, { gameType: 'FISH' });
    // The fish swims without stopping (never "stable" for a pointer click): tap it where it is.
    await played(page, 'shoot', () => game.getByTestId('fish-0').dispatchEvent('click'));
    await balancesFollow(page, game);
    await closeAndFindRecord(page, game, name);
  });

  test('a table game (PVP): one round dealt and paid', async ({ page }) => {
    const { game, name } = await launch(page, { gameType: 'PVP' });
    const dragonTiger = await game.getByTestId('dt-dragon').isVisible();
    if (dragonTiger) await game.getByTestId('dt-dragon').click();
    await played(page, 'deal', () => game.getByTestId('table-deal').click());
    // Blackjack waits for the player: stand to finish the hand.
    if (!dragonTiger && (await game.getByTestId('bj-stand').isEnabled())) await played(page, 'stand', () => game.getByTestId('bj-stand').click());
    await balancesFollow(page, game);
    await closeAndFindRecord(page, game, name);
  });

  test('blackjack: split is offered exactly on a pair of equal value, stand ends the hand', async ({ page }) => {
    const { game, name } = await launch(page, { search: 'Thunder Wheel' });
    await played(page, 'deal', () => game.getByTestId('table-deal').click());
    const cards = game.getByTestId('bj-hand-0').locator('.card');
    await expect(cards).toHaveCount(2);
    // A blackjack on either side ends the hand at the deal; otherwise it waits for the player.
    if (await game.getByTestId('bj-stand').isEnabled()) {
      const value = (text: string) => {
        const rank = text.slice(0, -1);
        return rank === 'A' ? 11 : ['J', 'Q', 'K'].includes(rank) ? 10 : Number(rank);
      };
      const [a, b] = (await cards.allTextContents()).map(value);
      await expect(game.getByTestId('bj-split')).toBeEnabled({ enabled: a === b });
      await played(page, 'stand', () => game.getByTestId('bj-stand').click());
    }
    await expect(game.getByTestId('table-deal')).toBeEnabled();
    await expect(game.getByTestId('bj-split')).toBeDisabled();
    await balancesFollow(page, game);
    await closeAndFindRecord(page, game, name);
  });

  test('bingo: a card plays its draw', async ({ page }) => {
    const { game, name } = await launch(page, { gameType: 'BINGO' });
    await played(page, 'play', () => game.getByTestId('bingo-play').click());
    await balancesFollow(page, game);
    await closeAndFindRecord(page, game, name);
  });

  test('a live table: chips on a spot in the betting window, the stake held for the deal', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const { game, name } = await launch(page, { gameType: 'LIVE' });
    await expect(game.getByTestId('sim-road').locator('span')).toHaveCount(24);
    await windowOpen(game);
    const baccarat = await game.getByTestId('sim-spot-banker').isVisible();
    const spot = baccarat ? game.getByTestId('sim-spot-banker') : game.getByTestId('sim-n-17');
    // Two chips of the smallest value on one spot: one slip of twice the chip.
    const chip = ((await game.getByTestId('sim-chips').getByRole('button').first().textContent()) ?? '').trim();
    await spot.click();
    await spot.click();
    const stake = plus(chip, chip);
    await expect(spot).toContainText(stake);
    // Read just before the bet: a bet held by an earlier timed journey may have been paid meanwhile.
    const before = (await serverBalance(page)).sumBalance;
    await played(page, 'bet', () => game.getByTestId('sim-confirm').click());
    await expect(game.getByTestId('sim-msg')).toHaveText(`Bet placed: ${simMoney(stake)}`);
    expect(await balancesFollow(page, game)).toBe(plus(before, `-${stake}`));
    await expect(game.getByTestId('sim-bets')).toContainText(`${baccarat ? 'Banker' : 'Straight 17'} · ${simMoney(stake)}`);
    await closeAndFindRecord(page, game, name, /Not settled/);
    expect(violations).toEqual([]);
  });

  test('cockfight: a bet on meron in the fight window, held for the result', async ({ page }) => {
    const { game, name } = await launch(page, { gameType: 'COCKFIGHT' });
    await expect(game.getByTestId('sim-fight-no')).toHaveText(/^Fight #\d+$/);
    await windowOpen(game);
    await game.getByTestId('sim-spot-meron').click();
    const chip = ((await game.getByTestId('sim-chips').getByRole('button').first().textContent()) ?? '').trim();
    // Read just before the bet: a bet held by an earlier timed journey may have been paid meanwhile.
    const before = (await serverBalance(page)).sumBalance;
    await played(page, 'bet', () => game.getByTestId('sim-confirm').click());
    expect(await balancesFollow(page, game)).toBe(plus(before, `-${chip}`));
    await expect(game.getByTestId('sim-bets')).toContainText(`Meron · ${simMoney(chip)}`);
    await closeAndFindRecord(page, game, name, /Not settled/);
  });

  test('sports: odds on the board into the bet slip, a single bet held until the match ends', async ({ page }) => {
    const { game, name } = await launch(page, { gameType: 'SPORTS' });
    await expect(game.getByTestId('sim-fixture').first()).toBeVisible();
    const odds = game.getByTestId('sim-open-fixtures').getByTestId('sim-odds').first();
    const price = ((await odds.locator('b').textContent()) ?? '').trim();
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    const slip = game.getByTestId('sim-slip');
    await expect(slip).toBeVisible();
    await slip.getByTestId('sim-stake').fill('2.00');
    // Two units at the price, in whole cents.
    const potential = ((2 * Math.round(Number(price) * 100)) / 100).toFixed(2);
    await expect(slip).toContainText(`Potential return ${simMoney(potential)}`);
    // Read just before the bet: a bet held by an earlier timed journey may have been paid meanwhile.
    const before = (await serverBalance(page)).sumBalance;
    await played(page, 'bet', () => slip.getByTestId('sim-confirm').click());
    await expect(slip).toBeHidden();
    expect(await balancesFollow(page, game)).toBe(plus(before, '-2.00'));
    await expect(game.getByTestId('sim-bets')).toContainText(`@ ${price} · ${simMoney('2.00')}`);
    await closeAndFindRecord(page, game, name, /Not settled/);
  });

  test('sports in play: a price of a running match into the slip, the bet taken at that price', async ({ page }) => {
    const { game, name } = await launch(page, { gameType: 'SPORTS' });
    const live = game.getByTestId('sim-live-fixtures');
    const slip = game.getByTestId('sim-slip');
    await expect(live.getByTestId('sim-odds').first()).toBeVisible();
    let before = '';
    let price = '';
    // A goal, or the match clock's next step, can move the price between the tap and the bet (or take the pick off
    // the board): the book refuses the old price, the page shows the new board, and the player picks again.
    for (let attempt = 1; ; attempt++) {
      await live.getByTestId('sim-odds').first().click();
      await expect(slip).toBeVisible();
      await slip.getByTestId('sim-stake').fill('2.00');
      before = (await serverBalance(page)).sumBalance;
      const answer = page.waitForResponse((r) => r.url().endsWith('/action') && (r.request().postData() ?? '').includes('"action":"bet"'));
      await slip.getByTestId('sim-confirm').click();
      const sent = await answer;
      price = ((JSON.parse(sent.request().postData()!) as { input: { odds: number } }).input.odds / 100).toFixed(2);
      if (sent.status() === 200) break;
      expect(['oddsChanged', 'windowClosed']).toContain(((await sent.json()) as { error: string }).error);
      expect(attempt).toBeLessThan(4);
    }
    await expect(slip).toBeHidden();
    expect(await balancesFollow(page, game)).toBe(plus(before, '-2.00'));
    await expect(game.getByTestId('sim-bets')).toContainText(/\(In play \d+ - \d+\)/);
    await expect(game.getByTestId('sim-bets')).toContainText(`@ ${price} · ${simMoney('2.00')}`);
    await closeAndFindRecord(page, game, name, /Not settled/);
  });
});
