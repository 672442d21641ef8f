import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { CALLS, callPath } from '@wps/contract';
import { createMember, uniqueName } from '../support/accounts.js';
import { openMenu, signInBackOffice } from '../support/backoffice.js';
import { opsMoney } from '../support/money.js';
import { loginThroughForm, storedToken } from '../support/session.js';

// Live chat and feedback (issue 31): a member on the phone and the support team in the back office (a desktop browser
// of its own) exchange messages live; a reload keeps the conversation without doubles; feedback is answered into the
// member's inbox.

const PASSWORD = 'Chat12345';

async function supportDesk(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', baseURL });
  const desk = await context.newPage();
  await signInBackOffice(desk, 'support');
  return desk;
}

test('a member and support write to each other live; a reload keeps every message once', async ({ page, browser, baseURL }) => {
  const username = uniqueName('chat');
  await createMember({ username, password: PASSWORD, temporary: false });
  await loginThroughForm(page, username, PASSWORD);
  await page.goto('/m/chat');
  const messages = page.getByTestId('chat-message');
  await expect(page.getByTestId('chat-page')).toBeVisible();
  await page.getByLabel('Type a message').fill('My deposit has not arrived yet');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages.filter({ hasText: 'My deposit has not arrived yet' })).toHaveCount(1);

  const desk = await supportDesk(browser, baseURL);
  try {
    await openMenu(desk, 'Support', 'Live chat');
    const inbox = desk.getByTestId('chat-inbox');
    await expect(inbox.getByText('Live', { exact: true })).toBeVisible();
    await inbox.getByTestId('chat-conversation').filter({ hasText: username }).click();
    const thread = desk.getByTestId('chat-thread');
    await expect(thread.getByTestId('chat-thread-message').filter({ hasText: 'My deposit has not arrived yet' })).toBeVisible();
    await thread.getByRole('button', { name: 'Take this conversation' }).click();
    await thread.getByLabel('Write an answer').fill('We see it, it will be credited in a few minutes.');
    await thread.getByRole('button', { name: 'Send', exact: true }).click();

    // The member sees the answer without reloading.
    await expect(messages.filter({ hasText: 'We see it, it will be credited in a few minutes.' })).toHaveCount(1);

    // And support sees the member's next message arrive.
    await page.getByLabel('Type a message').fill('Thank you!');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(thread.getByTestId('chat-thread-message').filter({ hasText: 'Thank you!' })).toBeVisible();

    // A reload shows the same conversation, each message once.
    await page.reload();
    await expect(messages.filter({ hasText: 'Thank you!' })).toHaveCount(1);
    await expect(messages.filter({ hasText: 'My deposit has not arrived yet' })).toHaveCount(1);
    await expect(messages.filter({ hasText: 'We see it, it will be credited in a few minutes.' })).toHaveCount(1);
    await expect(messages).toHaveCount(3);
  } finally {
    await desk.context().close();
  }
});

test('feedback from the member centre is answered by support into the member’s inbox', async ({ page, browser, baseURL }) => {
  const username = uniqueName('fbk');
  await createMember({ username, password: PASSWORD, temporary: false });
  await loginThroughForm(page, username, PASSWORD);
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Feedback' }).or(page.getByRole('button', { name: 'Feedback' })).first().click();
  const form = page.getByTestId('feedback-page');
  await expect(form.getByTestId('feedback-empty')).toBeVisible();
  await form.getByLabel('Question type').selectOption('withdraw');
  await form.getByLabel('Content').fill('Slow');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please write at least 3 words.')).toBeVisible();
  await form.getByLabel('Content').fill('My withdrawal is slower than last week');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByTestId('feedback-item')).toHaveCount(1);
  await expect(form.getByTestId('feedback-item')).toContainText('Waiting for an answer');

  const desk = await supportDesk(browser, baseURL);
  try {
    await openMenu(desk, 'Support', 'Feedback');
    const list = desk.getByTestId('feedback-list');
    await list.getByRole('row').filter({ hasText: username }).click();
    await list.getByLabel("Answer into the member's inbox").fill('Withdrawals are paid within the hour today.');
    await list.getByRole('button', { name: 'Answer', exact: true }).click();
    await expect(desk.getByText('Feedback answered')).toBeVisible();
  } finally {
    await desk.context().close();
  }

  await page.reload();
  await expect(form.getByTestId('feedback-item')).toContainText('Withdrawals are paid within the hour today.');
  await page.goto('/m/webEmail');
  await expect(page.getByText('Answer to your feedback').first()).toBeVisible();
});

test('a deposit an operator approves shows in the member’s header balance without a reload (pushed, not polled)', async ({ page }) => {
  const username = uniqueName('push');
  await createMember({ username, password: PASSWORD, temporary: false });
  await loginThroughForm(page, username, PASSWORD);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('0.00');
  // A bank transfer started as the member, approved by an operator through the operator API.
  const channels = await page.request.get(callPath(CALLS.depositBanks.path), { headers: { Authorization: await storedToken(page), Merchant: 'demo' } });
  const bank = ((await channels.json()) as { value: Array<{ id: number; type: string }> }).value.find((c) => c.type === 'BANK')!;
  const started = await page.request.post(CALLS.depositManual.path, {
    headers: { Authorization: await storedToken(page), Merchant: 'demo' },
    data: { channelId: bank.id, amount: '250', payerName: 'Zhang San', requestId: `push-${Date.now()}` },
  });
  const { orderNo } = ((await started.json()) as { value: { order: { orderNo: string } } }).value.order;
  await opsMoney('POST', callPath(CALLS.opsApproveDeposit.path, { code: 'demo', orderNo }));
  // Well inside the 60 s poll: the socket's push made the header read the balance again.
  await expect(balance).toContainText('250.00', { timeout: 15_000 });
});
