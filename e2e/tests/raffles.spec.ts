import { expect, test } from '@playwright/test';
import { CALLS, callPath, type OpsRaffle } from '@wps/contract';
import { createMember, uniqueName } from '../support/accounts';
import { plus, shown } from '../support/money';
import { opsCall } from '../support/ops';
import { loginThroughForm, serverBalance } from '../support/session';

// Raffles (issue 14): deposits earn TICKET rewards in the reward centre, claimed tickets enter the raffle, an operator
// draws it through the operator API, and the winner sees the win and claims the prize.
test.describe('raffles', () => {
  test('a fresh member deposits, enters the tickets, wins the draw and claims the prize', async ({ page }) => {
    const username = uniqueName('rfl');
    await createMember({ username, password: 'Raffle1234', temporary: false });
    await loginThroughForm(page, username, 'Raffle1234');

    // The operator's raffle for this test: a ticket per ￥20.00, one prize of ￥50.00.
    const title = `Draw ${username}`;
    const now = Date.now();
    const raffle = await opsCall<OpsRaffle>('POST', callPath(CALLS.opsCreateRaffle.path, { code: 'demo' }), {
      titles: { EN: title },
      ticketStep: '20',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
      drawAt: new Date(now + 3_600_000).toISOString(),
      prizes: [{ rank: 1, amount: '50', winners: 1 }],
    });

    // A deposit of ￥60.00 through the demo gateway: three tickets.
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /Demo Pay/ }).click();
    await page.getByLabel('Amount', { exact: true }).fill('60');
    await page.getByRole('button', { name: 'Pay online' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();

    // The tickets wait in the reward centre; claiming enters them.
    await page.goto('/m/rewardCenter');
    const ticket = page.getByTestId('reward-card').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(ticket.getByText('Raffle ticket')).toBeVisible();
    await expect(ticket.getByText('3 tickets')).toBeVisible();
    await ticket.getByRole('button', { name: `Claim ${title}` }).click();
    await expect(page.getByText('3 tickets entered in the raffle')).toBeVisible();
    await expect(ticket).toHaveCount(0);

    // The raffles page, from the reward centre's header.
    await page.getByTestId('reward-raffles-link').click();
    await expect(page).toHaveURL(/\/m\/rewardCenter\/raffles$/);
    const card = page.getByTestId('raffle-card').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toHaveAttribute('data-state', 'open');
    await expect(card.getByTestId('raffle-my-tickets')).toHaveText('My tickets: 3 of 3');
    await expect(card.getByText('1 ticket for every ￥20.00 deposited')).toBeVisible();
    await expect(card.getByRole('timer')).toHaveText(/^Entries close in 0d (0h 59m|1h 0m)$/);

    // The operator closes the entries and draws: the only entrant wins.
    const closed = new Date(Date.now() - 1_000).toISOString();
    await opsCall('PUT', callPath(CALLS.opsUpdateRaffle.path, { code: 'demo', id: String(raffle.id) }), { endsAt: closed, drawAt: closed });
    const drawn = await opsCall<OpsRaffle>('POST', callPath(CALLS.opsDrawRaffle.path, { code: 'demo', id: String(raffle.id) }));
    expect(drawn.winners.map((w) => [w.member, w.prize])).toEqual([[username, '50.00']]);

    await page.reload();
    await expect(card).toHaveAttribute('data-state', 'drawn');
    const winners = card.getByTestId('raffle-winners');
    await expect(winners.getByTestId('raffle-won')).toContainText('You won ￥50.00!');
    await expect(winners.getByRole('listitem')).toHaveText([`Prize 1${username.slice(0, 2)}***${username.slice(-2)}￥50.00`]);

    // The prize waits in the reward centre as a raffle prize.
    const before = (await serverBalance(page)).sumBalance;
    await winners.getByRole('link', { name: 'Claim it in the reward centre' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    const prize = page.getByTestId('reward-card').filter({ has: page.getByRole('heading', { name: `${title} #1` }) });
    await expect(prize.getByText('Raffle prize')).toBeVisible();
    await prize.getByRole('button', { name: `Claim ${title} #1` }).click();
    await expect(page.getByText('￥50.00 added to your wallet')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(shown(plus(before, '50.00')));
  });
});
