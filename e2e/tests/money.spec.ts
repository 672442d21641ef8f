import { expect, test, type Page } from '@playwright/test';
import { watchCspViolations } from '../support/csp';
import { approveWithdrawal, opsCommand, playInhouseSlot, plus, reconcile, shown } from '../support/money';
import { DEMO_PASSWORD, loginThroughForm, serverBalance, storedToken } from '../support/session';

// Both phone projects run these journeys one after the other on one server as demo01, so each journey measures
// the balance before and after instead of assuming a starting amount, and set-up steps (card, payment password)
// are done only when still needed.

const PIN = '246810';

async function expectHeaderBalance(page: Page, amount: string) {
  await expect(page.getByTestId('header-balance')).toHaveText(shown(amount));
}

test.describe('money', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughForm(page, 'demo01');
  });

  test('deposit through the demo gateway: the balance rises by the amount', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const before = (await serverBalance(page)).sumBalance;
    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    await page.getByRole('radio', { name: /Demo Pay/ }).click();
    await page.getByLabel('Amount', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Pay online' }).click();

    // The sandbox gateway page plays the payer; paying sends the signed notification to the server.
    await expect(page).toHaveURL(/\/pay\/demo\//);
    await expect(page.getByTestId('gateway-amount')).toHaveText('150.00');
    await page.getByRole('button', { name: 'Pay now' }).click();

    await expect(page).toHaveURL(/\/m\/voucherCenter\?order=/);
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    const after = plus(before, '150.00');
    expect((await serverBalance(page)).sumBalance).toBe(after);
    await expectHeaderBalance(page, after);
    await expect(page.getByTestId('money-balance')).toHaveText(shown(after));
    // The gateway page's code is a file of ours: the security policy blocked nothing on the way.
    expect(violations).toEqual([]);
  });

  test('the sandbox gateway shows a refused payment once the operator turns its sandbox flag off', async ({ page }) => {
    const before = (await serverBalance(page)).sumBalance;
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /Demo Pay/ }).click();
    await page.getByLabel('Amount', { exact: true }).fill('120');
    await page.getByRole('button', { name: 'Pay online' }).click();
    await expect(page.getByTestId('gateway-amount')).toHaveText('120.00');
    const gatewayUrl = page.url();

    // The operator switches the sandbox off while the payer looks at the page (`npm run ops -- channel ...`).
    try {
      expect(await opsCommand('channel', 'demo', 'DEMO_PAY', '--sandbox', 'off')).toContain('"sandbox":false');
      expect(await opsCommand('channels', 'demo')).toContain('"code":"DEMO_PAY"');
      await page.getByRole('button', { name: 'Pay now' }).click();
      // The page tells the truth instead of sending the payer back as if paid.
      await expect(page.getByRole('status')).toHaveText(/^Payment was not accepted: /);
      await expect(page.getByRole('link', { name: 'Back to the merchant' })).toBeVisible();
      expect(page.url()).toBe(gatewayUrl);
      expect((await serverBalance(page)).sumBalance).toBe(before);
      const reopened = await page.request.get(gatewayUrl);
      expect(reopened.status()).toBe(404);
    } finally {
      expect(await opsCommand('channel', 'demo', 'DEMO_PAY', '--sandbox', 'on')).toContain('"sandbox":true');
    }
    // Back on: the same order can be paid.
    await page.goto(gatewayUrl);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?order=/);
    expect((await serverBalance(page)).sumBalance).toBe(plus(before, '120.00'));
  });

  test('manual bank transfer approved with the ops command: the balance rises without a reload', async ({ page }) => {
    const before = (await serverBalance(page)).sumBalance;
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /Bank transfer/ }).click();
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByLabel('Name on the paying account').fill('Lucky Demo');
    await page.getByRole('button', { name: 'Submit deposit' }).click();

    const details = page.getByTestId('bank-transfer');
    await expect(details).toBeVisible();
    await expect(details.getByText('6222020200112233445')).toBeVisible();
    await expect(details.getByText('Pending')).toBeVisible();
    const orderNo = (await page.getByTestId('deposit-order-no').textContent())!.trim();
    expect((await serverBalance(page)).sumBalance).toBe(before);

    const listed = await opsCommand('deposits', 'demo');
    expect(listed).toContain(orderNo);
    const approved = await opsCommand('approve-deposit', 'demo', orderNo, 'received');
    expect(approved).toContain('"status":"success"');

    // The screen polls the waiting order: the status and the header balance change by themselves.
    await expect(details.getByText('Successful')).toBeVisible();
    await expectHeaderBalance(page, plus(before, '500.00'));
  });

  test('bind a card, set the payment password, withdraw: held at once, then paid by the operator', async ({ page }) => {
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdraw-page')).toBeVisible();

    const bind = page.getByRole('button', { name: 'Bind bank card' });
    const setPin = page.getByRole('button', { name: 'Save payment password' });
    const amount = page.getByLabel('Withdrawal amount');
    await expect(bind.or(setPin).or(amount)).toBeVisible();
    if (await bind.isVisible()) {
      await page.getByLabel('Bank', { exact: true }).selectOption('ICBC');
      await page.getByLabel('Account holder').fill('Lucky Demo');
      await page.getByLabel('Account number').fill('6222000011112222');
      await bind.click();
      await expect(setPin.or(amount)).toBeVisible();
    }
    if (await setPin.isVisible()) {
      await page.getByLabel('New payment password', { exact: true }).fill(PIN);
      await page.getByLabel('Repeat the new payment password').fill(PIN);
      await setPin.click();
    }
    await expect(amount).toBeVisible();
    await expect(page.getByText('**** 2222').first()).toBeVisible();

    const before = (await serverBalance(page)).sumBalance;
    // Below the minimum: said in words, with the minimum.
    await amount.fill('50');
    await page.getByLabel('Payment password', { exact: true }).fill(PIN);
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByRole('alert')).toHaveText(`Below the minimum of ${shown('100.00')}.`);

    await amount.fill('200');
    await page.getByLabel('Payment password', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    // The server counts wrong answers (5 lock it); the right one below starts the count again.
    await expect(page.getByRole('alert')).toHaveText('Wrong payment password. Attempts left: 4.');
    expect((await serverBalance(page)).sumBalance).toBe(before);

    await page.getByLabel('Payment password', { exact: true }).fill(PIN);
    await page.getByRole('button', { name: 'Withdraw now' }).click();
    const result = page.getByTestId('withdraw-result');
    await expect(result).toBeVisible();
    await expect(result.getByText('Pending')).toBeVisible();
    const held = plus(before, '-200.00');
    await expectHeaderBalance(page, held);
    const orderNo = (await page.getByTestId('withdraw-order-no').textContent())!.trim();

    await approveWithdrawal(orderNo);
    // The result screen follows the order: the payout shows without a reload.
    await expect(result.getByText('Successful')).toBeVisible();
    await page.goto('/m/transaction/record?tab=withdraw');
    const row = page.getByTestId('withdraw-list').getByRole('listitem').filter({ hasText: orderNo });
    await expect(row.getByText('Successful')).toBeVisible();
    expect((await serverBalance(page)).sumBalance).toBe(held);
  });

  test('moves money to a game wallet and back: the total stays, each wallet shows its part', async ({ page }) => {
    const before = (await serverBalance(page)).sumBalance;
    await page.goto('/m/withdraw');
    await page.getByRole('button', { name: 'Wallets' }).click();
    const panel = page.getByTestId('wallets-panel');
    await expect(panel.getByTestId('wallet-AG')).toHaveText(shown('0.00'));
    await panel.getByLabel('Game wallet').selectOption('AG');
    await panel.getByLabel('Transfer amount').fill('10');
    await panel.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(panel.getByTestId('wallet-AG')).toHaveText(shown('10.00'));
    await expect(panel.getByText(shown(plus(before, '-10.00')))).toBeVisible();
    await expectHeaderBalance(page, before);

    await panel.getByRole('radio', { name: 'Game → main' }).click();
    await panel.getByLabel('Transfer amount').fill('10.01');
    await panel.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText('Insufficient balance.');
    await panel.getByLabel('Transfer amount').fill('10');
    await panel.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(panel.getByTestId('wallet-AG')).toHaveText(shown('0.00'));
    expect((await serverBalance(page)).sumBalance).toBe(before);
  });

  test('records list what happened: transactions, deposits, profit and loss; the books reconcile', async ({ page }) => {
    await page.goto('/m/transaction/record');
    const tx = page.getByTestId('tx-list');
    await expect(tx).toBeVisible();
    await expect(tx.getByText('Deposit', { exact: true }).first()).toBeVisible();
    await expect(tx.getByText('Withdrawal (held)').first()).toBeVisible();
    await expect(tx.getByText(`+${shown('150.00')}`).first()).toBeVisible();

    await page.getByLabel('Type').selectOption('withdraw_hold');
    await expect(tx.getByText('Deposit', { exact: true })).toHaveCount(0);
    await expect(tx.getByText(`-${shown('200.00')}`).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Deposits' }).click();
    const deposits = page.getByTestId('deposit-list');
    await expect(deposits.getByText('Demo Pay (online)').first()).toBeVisible();
    await expect(deposits.getByText('Bank transfer (ICBC)').first()).toBeVisible();

    await page.getByRole('radio', { name: 'Yesterday' }).click();
    await expect(page.getByText('Nothing here for this period.')).toBeVisible();

    await page.goto('/m/profitandloss');
    const total = page.getByTestId('pnl-total');
    await expect(total).toBeVisible();
    await expect(total.getByText('Deposits')).toBeVisible();
    await expect(page.getByTestId('pnl-days').getByRole('listitem').first()).toBeVisible();

    await page.goto('/m/securityCenter');
    await expect(page.getByText('Payment password', { exact: true })).toBeVisible();
    await expect(page.getByText(/bound$/)).toBeVisible();

    // Bet record: a round played on the in-house vendor shows with its game, stake and round details.
    const roundId = await playInhouseSlot(page.request, await storedToken(page));
    await page.goto('/m/gameRecord');
    const bets = page.getByTestId('bet-list');
    const bet = bets.getByRole('listitem').filter({ hasText: 'Lucky Slot' }).first();
    await expect(bet).toBeVisible();
    await expect(bet.getByText(`Stake ${shown('5.00')}`)).toBeVisible();
    await bet.getByText('Lucky Slot').click();
    await expect(page.getByText(roundId)).toBeVisible();
    await expect(page.getByTestId('bet-summary')).toBeVisible();
    await page.getByRole('radio', { name: 'Originals' }).click();
    await expect(bets.getByRole('listitem').first()).toBeVisible();

    const books = (await reconcile()) as { ok: boolean };
    expect(books.ok).toBe(true);
  });
  test('security questions: a wrong login password is refused, then they are set and stay set after a reload', async ({ page }) => {
    await page.goto('/m/securityCenter');
    const item = page.getByTestId('security-questions-item');
    const state = page.getByTestId('security-questions-state');
    // Both phone projects share demo01: the first run sees "Not set", the second changes the answers set before.
    await expect(state).toHaveText(/^(Not set|Set)$/);
    const before = await state.textContent();
    await item.getByRole('button').click();

    const form = page.locator('form').filter({ hasText: 'Save questions' });
    await form.getByLabel('Question 1').selectOption({ label: 'What was the name of your first pet?' });
    await form.getByLabel('Answer 1').fill('  Rex  ');
    await form.getByLabel('Question 2').selectOption({ label: 'What is your favourite food?' });
    await form.getByLabel('Answer 2').fill('Dumplings');
    await form.getByLabel('Login password').fill('not-the-password');
    await form.getByRole('button', { name: 'Save questions' }).click();
    await expect(form.getByRole('alert')).toHaveText('The login password is wrong.');
    await expect(state).toHaveText(before!);

    await form.getByLabel('Login password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Save questions' }).click();
    await expect(form).toBeHidden();
    await expect(state).toHaveText('Set');

    await page.reload();
    await expect(state).toHaveText('Set');
    await item.getByRole('button', { name: 'Change' }).click();
    const mine = page.getByTestId('my-questions');
    await expect(mine.getByText('What was the name of your first pet?')).toBeVisible();
    await expect(mine.getByText('What is your favourite food?')).toBeVisible();
    // The answers are never sent back to the browser.
    await expect(page.getByText('Dumplings')).toHaveCount(0);
  });
});
