import { expect, test } from '@playwright/test';
import { CALLS, callPath, type OpsQrCredentials } from '@wps/contract';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { opsCall } from '../../support/ops';

// A finance operator edits the Alipay QR channel's merchant credentials from the deposit channels page: the dialog
// loads them (secrets only as a fingerprint), refuses a malformed key before the call and a key that does not parse
// on its field from the server, saves a new app id and puts the seeded one back, so the Alipay deposit journey
// (deposit-qr.spec.ts) keeps working; the app id is also restored through the operator API if the journey fails.

const CHANNEL = 'ALIPAY_QR';
const path = callPath(CALLS.opsQrChannelCredentials.path, { code: 'demo', channelCode: CHANNEL });

test('finance edits the Alipay channel credentials: secrets stay hidden, bad keys are refused, a new app id saves', async ({ page }) => {
  test.setTimeout(90_000);
  const seeded = await opsCall<OpsQrCredentials>('GET', path);
  const appId = seeded.merchantId!;
  const newAppId = `${appId.slice(0, -1)}${appId.endsWith('9') ? '8' : '9'}`;
  const violations = await watchCspViolations(page);
  try {
    await signInBackOffice(page, 'finance');
    await openMenu(page, 'Finance', 'Deposit channels');
    const channels = page.getByTestId('deposit-channels');
    // Only QR wallets have credentials: the bank channel has none to edit.
    await expect(channels.getByTestId('channel-credentials-BANK_ICBC')).toHaveCount(0);
    await channels.getByTestId(`channel-credentials-${CHANNEL}`).click();

    const form = page.getByRole('dialog').filter({ hasText: 'Credentials of Alipay' });
    await expect(form.getByLabel('App ID (app_id)')).toHaveValue(appId);
    await expect(form.getByLabel('Wallet URL')).toHaveValue('/sim/pay/alipay');
    await expect(form.getByTestId('qr-credentials-summary')).toContainText('RSA2');
    // Our public key is shown (to register at the wallet); our private key only as set, with its fingerprint.
    await expect(form.getByTestId('qr-merchant-public-key')).toHaveText(/^MII\S+…\S+$/);
    const privateKey = form.getByLabel('Our private key');
    await expect(privateKey).toHaveValue('');
    await expect(privateKey).toHaveAttribute('type', 'password');
    await expect(form.getByText(`Set (fingerprint …${seeded.privateKey!.fingerprint!}).`)).toBeVisible();
    await expect(form.getByLabel('Wallet public key')).toHaveValue(/-----BEGIN PUBLIC KEY-----/);

    // A paste that is no PEM key is refused before the call.
    await privateKey.fill('not a key');
    await form.getByTestId('qr-credentials-form-confirm').click();
    await expect(form.getByText('Paste a PEM private key (BEGIN PRIVATE KEY or BEGIN RSA PRIVATE KEY) without a passphrase')).toBeVisible();
    await privateKey.fill('');
    // One shaped like a PEM that does not parse: the server refuses it on its field, and nothing changes.
    const wallet = form.getByLabel('Wallet public key');
    await wallet.fill('-----BEGIN PUBLIC KEY-----\nAAAAAAAA\n-----END PUBLIC KEY-----');
    await form.getByTestId('qr-credentials-form-confirm').click();
    await expect(form.getByText('not a public key in PEM')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    expect(await opsCall<OpsQrCredentials>('GET', path)).toEqual(seeded);

    // A new app id saves; the dialog opened again reads it back from the server.
    await channels.getByTestId(`channel-credentials-${CHANNEL}`).click();
    await form.getByLabel('App ID (app_id)').fill(newAppId);
    await form.getByTestId('qr-credentials-form-confirm').click();
    await expect(page.getByText('Credentials of Alipay saved').first()).toBeVisible();
    await expect(form).toBeHidden();
    await channels.getByTestId(`channel-credentials-${CHANNEL}`).click();
    await expect(form.getByLabel('App ID (app_id)')).toHaveValue(newAppId);
    // The keys were not touched by it.
    await expect(form.getByText(`Set (fingerprint …${seeded.privateKey!.fingerprint!}).`)).toBeVisible();

    // Put the seeded app id back (the wallet knows the channel by it).
    await form.getByLabel('App ID (app_id)').fill(appId);
    await form.getByTestId('qr-credentials-form-confirm').click();
    await expect(form).toBeHidden();
    await expect.poll(async () => (await opsCall<OpsQrCredentials>('GET', path)).merchantId).toBe(appId);
    expect(violations).toEqual([]);
  } finally {
    if ((await opsCall<OpsQrCredentials>('GET', path)).merchantId !== appId) await opsCall('PUT', path, { merchantId: appId });
  }
});
