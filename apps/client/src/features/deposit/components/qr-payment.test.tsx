import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { act } from 'react';
import { CALLS } from '@wps/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import { DepositForm } from './deposit-form';

vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' }, mobileTemplate: {} }),
}));

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

const ok = (value: unknown) => ({ body: { success: true, value } });
const ALIPAY = { id: 5, code: 'ALIPAY_QR', type: 'ALIPAY', name: 'Alipay', min: '10.00', max: '50000.00', presets: ['100.00'] };
const order = (status: string, expiresInMs = 15 * 60_000) => ({
  orderNo: 'D202611240000000011',
  channel: 'Alipay',
  channelType: 'ALIPAY',
  amount: '88.00',
  bonus: '0.00',
  status,
  reference: 'ABCDEF',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  completedAt: null,
  receivingAccount: null,
});

/** A server with one Alipay channel; the order's status is what `status()` says when the screen asks. */
function server(status: () => ReturnType<typeof order>) {
  return stubFetch((req) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === CALLS.depositBanks.path) return ok([ALIPAY]);
    if (url.pathname === CALLS.depositPromos.path) return ok([]);
    if (url.pathname === CALLS.depositAlipay.path) return ok({ order: order('pending'), payUrl: '/sim/pay/qr/tok-123456789', qrCode: '/sim/pay/qr/tok-123456789' });
    if (url.pathname === CALLS.depositOrder.path) return ok(status());
    return { status: 404, body: { success: false, errorCode: 'NOT_FOUND', message: 'err_url_empty' } };
  });
}

async function openQr() {
  await renderRoute('/m/voucherCenter', <DepositForm />);
  const amount = await screen.findByLabelText('Amount', { exact: true }, { timeout: 5000 });
  // The wallet is offered with its glyph and how it is paid.
  expect(screen.getByRole('radio', { name: /Alipay\s*Scan with Alipay/ })).toBeTruthy();
  await act(async () => fireEvent.change(amount, { target: { value: '88' } }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get QR code' })));
  return screen.findByTestId('qr-payment');
}

describe('QR wallet deposit', () => {
  it('shows the code, the wallet link, the amount and a countdown; "I have paid" asks again and shows the credit', async () => {
    let now = order('pending');
    const { seen } = server(() => now);
    await openQr();
    expect(seen.some((r) => r.url.endsWith(CALLS.depositAlipay.path) && r.method === 'POST')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Scan to pay with Alipay' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code to pay with Alipay' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // On the phone it runs on, the link opens the wallet's page: an absolute address of the page the QR encodes.
    expect(screen.getByRole('link', { name: 'Open in Alipay' }).getAttribute('href')).toBe(new URL('/sim/pay/qr/tok-123456789', window.location.href).href);
    expect(screen.getByTestId('qr-amount').textContent).toBe('￥88.00');
    expect(screen.getByText(/^Code expires in 1[45]:\d\d$/)).toBeTruthy();

    now = order('success');
    const paid = screen.getByRole('button', { name: 'I have paid' }) as HTMLButtonElement;
    // Disabled while the status is being asked (the first poll): a tap then would ask nothing new.
    await waitFor(() => expect(paid.disabled).toBe(false));
    await act(async () => fireEvent.click(paid));
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in Alipay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make another deposit' })).toBeTruthy();
  }, 15_000);

  it('an expired order says so and offers a new deposit', async () => {
    server(() => order('expired', -1000));
    await openQr();
    expect(await screen.findByRole('heading', { name: 'Deposit expired' }, { timeout: 5000 })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make another deposit' })));
    expect(await screen.findByRole('button', { name: 'Get QR code' })).toBeTruthy();
  }, 15_000);
});
