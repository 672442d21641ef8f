import { expect, test } from '@playwright/test';
import { watchCspViolations } from '../support/csp';
import { plus, shown } from '../support/money';
import { loginThroughForm, serverBalance } from '../support/session';

// An Alipay deposit at phone size (issue 11 "Payment channels"): the QR code is shown on the deposit screen; the
// wallet's pay page it encodes (the local payment simulator) is opened as the wallet app would, paid, and the
// simulator's signed notification credits the order: the waiting screen and the header balance follow by themselves.

test.describe('QR wallet deposit', () => {
  test('Alipay: the QR shows, paying in the wallet credits the deposit and the header balance rises', async ({ page, context }) => {
    await loginThroughForm(page, 'demo01');
    const violations = await watchCspViolations(page);
    const before = (await serverBalance(page)).sumBalance;

    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    await page.getByRole('radio', { name: /Alipay/ }).click();
    await page.getByLabel('Amount', { exact: true }).fill('88');
    await page.getByRole('button', { name: 'Get QR code' }).click();

    const qr = page.getByTestId('qr-payment');
    await expect(qr.getByRole('heading', { name: 'Scan to pay with Alipay' })).toBeVisible();
    await expect(qr.getByRole('img', { name: 'QR code to pay with Alipay' })).toBeVisible();
    await expect(qr.getByTestId('qr-amount')).toHaveText(shown('88.00'));
    await expect(qr.getByText(/Code expires in 1[45]:\d\d/)).toBeVisible();
    await expect(qr.getByTestId('qr-status')).toHaveText('Pending');

    // The wallet app: the page the QR code encodes, opened from the "open in app" link.
    const link = qr.getByRole('link', { name: 'Open in Alipay' });
    expect(await link.getAttribute('href')).toMatch(/\/sim\/pay\/qr\/[\w-]+$/);
    const [wallet] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await wallet.waitForLoadState('load');
    await expect(wallet.getByTestId('sim-amount')).toHaveText('¥ 88.00');
    await wallet.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(wallet.getByRole('status')).toHaveText('Payment successful. You can go back to the merchant.');
    await wallet.close();

    // Back on the deposit screen: the polled order is credited, the header balance follows.
    await expect(qr.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    const after = plus(before, '88.00');
    await expect(page.getByTestId('header-balance')).toHaveText(shown(after));
    expect((await serverBalance(page)).sumBalance).toBe(after);
    expect(violations).toEqual([]);
  });
});
