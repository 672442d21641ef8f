import { expect, test, type Page } from '@playwright/test';
import { ErrorCode } from '@wps/contract';
import { createMember, uniqueName } from '../support/accounts';
import { createNotice, deleteNotice, sendInboxMessage } from '../support/messages';
import { merchantInfo, setMerchantLinks } from '../support/ops';
import { loginThroughForm, storedToken } from '../support/session';

// Message centre, announcements, inbox and the home notice popup, at phone size against the real server.

const FREE_REJECT = 'Please log in with a real account to use this function.';

/** A fresh member (no password change due), logged in: its counts belong to this test alone. */
async function freshMember(page: Page, prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  await createMember({ username, password: 'Msg12345', temporary: false });
  await loginThroughForm(page, username, 'Msg12345');
  return username;
}

/** Unread notices as the server counts them for the logged-in member. */
async function serverAnnouncementUnread(page: Page): Promise<number> {
  const res = await page.request.get('/wps/relay/CSP_unreadCount', { headers: { Authorization: await storedToken(page) } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { announcement: number } }).value.announcement;
}

test.describe('messages', () => {
  test('a member reads, marks and deletes inbox messages while the badges follow', async ({ page }) => {
    const username = await freshMember(page, 'inb');
    await sendInboxMessage({ userName: username, title: 'Deposit received', content: 'Your deposit of 100.00 is in your wallet.' });
    await sendInboxMessage({ userName: username, title: 'Weekly bonus', content: 'A 10% bonus waits for you.\nSee promotions.' });
    const notices = await serverAnnouncementUnread(page);

    // Header bell: home unread total = announcements + inbox.
    await page.reload();
    const bell = page.getByTestId('app-header').getByRole('link', { name: /^Messages/ });
    await expect(bell.getByTestId('header-unread')).toHaveText(String(notices + 2));
    await bell.click();
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(page.getByTestId('badge-inbox')).toHaveText('2');
    if (notices > 0) await expect(page.getByTestId('badge-announcements')).toHaveText(String(notices));

    await page.getByRole('button', { name: /^Inbox\b.* 2 unread$/ }).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    const cards = page.getByTestId('inbox-list').getByTestId('message-card');
    await expect(cards).toHaveCount(2);
    // Newest first; opening one shows its text and marks it read.
    await expect(cards.nth(0)).toContainText('Weekly bonus');
    await cards.nth(0).getByRole('button', { name: /Weekly bonus/ }).click();
    await expect(cards.nth(0)).toContainText('A 10% bonus waits for you.');
    await expect(cards.nth(0).getByRole('img', { name: 'Unread' })).toHaveCount(0);
    await expect(cards.nth(1).getByRole('img', { name: 'Unread' })).toHaveCount(1);

    await page.goto('/m/message');
    await expect(page.getByTestId('badge-inbox')).toHaveText('1');

    await page.goto('/m/webEmail');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('img', { name: 'Unread' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // Delete asks first; the list follows the server.
    await cards.nth(1).getByRole('button', { name: /Deposit received/ }).click();
    await cards.nth(1).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Delete this message? This cannot be undone.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(page.getByText('Message deleted')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await cards.nth(0).getByRole('button', { name: /Weekly bonus/ }).click();
    await cards.nth(0).getByRole('button', { name: 'Delete' }).click();
    // The dialog's own Delete comes after the card's in the page: wait for the dialog before taking the last one.
    await expect(page.getByText('Delete this message? This cannot be undone.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(page.getByText('Your inbox is empty.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your inbox is empty.')).toBeVisible();
    await page.goto('/m/message');
    await expect(page.getByTestId('badge-inbox')).toHaveCount(0);
  });

  test('opening an announcement marks it read on the server', async ({ page }) => {
    await freshMember(page, 'ann');
    const before = await serverAnnouncementUnread(page);
    expect(before).toBeGreaterThan(0);
    await page.goto('/m/message');
    await expect(page.getByTestId('badge-announcements')).toHaveText(String(before));
    await page.getByRole('button', { name: /^Announcements/ }).click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    const first = page.getByTestId('notice-list').getByTestId('message-card').first();
    await expect(first.getByRole('img', { name: 'Unread' })).toHaveCount(1);
    await first.getByRole('button').click();
    await expect(first.getByRole('img', { name: 'Unread' })).toHaveCount(0);
    await expect.poll(() => serverAnnouncementUnread(page)).toBe(before - 1);
    await page.reload();
    await expect(page.getByTestId('notice-list').getByTestId('message-card').first().getByRole('img', { name: 'Unread' })).toHaveCount(0);
  });

  test('a visitor sees the centre without badges and is sent to login for the inbox', async ({ page }) => {
    await page.goto('/m/message');
    await expect(page.getByTestId('message-centre')).toBeVisible();
    await expect(page.getByTestId('message-centre').getByTestId(/^badge-/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Announcements' }).click();
    await expect(page.getByTestId('notice-list')).toBeVisible();
    await page.goto('/m/message');
    await page.getByRole('button', { name: 'Inbox' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FwebEmail$/);
    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FwebEmail$/);
  });

  test('customer service: home, member centre and message centre lead to the merchant\'s channels', async ({ page, context }) => {
    await page.goto('/m/home');
    await page.getByRole('link', { name: 'Customer service' }).click();
    await expect(page).toHaveURL(/\/m\/customerService$/);
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    // The demo merchant's seeded channels, each a real link.
    const channels = page.getByTestId('service-channels').getByRole('link');
    await expect(channels).toHaveCount(3);
    await expect(channels.nth(0)).toHaveAccessibleName('Customer service support@wps-demo.example');
    await expect(channels.nth(0)).toHaveAttribute('href', 'mailto:support@wps-demo.example');
    await expect(channels.nth(1)).toHaveAccessibleName('WhatsApp wa.me/10000000000');
    await expect(channels.nth(1)).toHaveAttribute('href', 'https://wa.me/10000000000');
    await expect(channels.nth(1)).toHaveAttribute('target', '_blank');
    await expect(channels.nth(2)).toHaveAttribute('href', 'https://t.me/wps_demo_support');

    await freshMember(page, 'csv');
    await page.goto('/m/member/home');
    await page.getByTestId('mc-section-help').getByRole('button', { name: 'Customer service' }).click();
    await expect(page).toHaveURL(/\/m\/customerService$/);
    await expect(channels).toHaveCount(3);

    // The affiliate row of the message centre opens the common service link (the CS channel) in a new window.
    const original = (await merchantInfo()).customerService;
    await setMerchantLinks({ customerService: [{ title: 'Help desk', path: 'https://support.example.com/help', resourceType: 'CS' }] });
    try {
      await context.route('https://support.example.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>Help desk</title>' }));
      const fresh = page.waitForResponse((r) => r.url().endsWith('/wps/system/status'));
      await page.goto('/m/message');
      await fresh;
      const opened = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Affiliate customer service' }).click();
      const desk = await opened;
      await desk.waitForURL('https://support.example.com/help');
      await expect(page.getByText('Coming soon')).toHaveCount(0);
      await desk.close();
    } finally {
      await setMerchantLinks({ customerService: original });
    }
  });

  test('trial play: the inbox answers free_reject', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByTestId('header-nickname')).toHaveText(/^trial/);
    await page.getByTestId('app-header').getByRole('link', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(page.getByTestId('badge-inbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Inbox' }).click();
    await expect(page.getByText(FREE_REJECT)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/message$/);
    // The address typed directly gets the same refusal, and the server refuses too.
    await page.goto('/m/webEmail');
    await expect(page.getByText(FREE_REJECT)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/message$/);
    const res = await page.request.get('/wps/relay/MCSFE_inboxList', { headers: { Authorization: await storedToken(page) } });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe(ErrorCode.FREE_REJECT);
  });

  test('the home notice popup shows once per session', async ({ page }) => {
    const title = `Server upgrade ${uniqueName('n')}`;
    const { id } = await createNotice({ type: 'PU', title, content: 'Games pause for ten minutes tonight.' });
    try {
      await freshMember(page, 'pop');
      const popup = page.getByTestId('notice-popup');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(title);
      await expect(popup).toContainText('Games pause for ten minutes tonight.');
      await popup.getByRole('button', { name: 'Got it' }).click();
      await expect(popup).toBeHidden();
      await page.reload();
      await expect(page.getByTestId('home-page')).toBeVisible();
      // Give the popup's chunk and call the time they would need, then check it stayed away.
      await page.waitForLoadState('networkidle');
      await expect(popup).toHaveCount(0);
    } finally {
      await deleteNotice(id);
    }
  });
});
