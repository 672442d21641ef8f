import { expect, test } from '@playwright/test';
import { CALLS, callPath, type OpsKycPage } from '@wps/contract';
import { opsCall } from '../support/ops';
import { loginThroughForm } from '../support/session';

// Identity (issue 30) at phone size: a head icon shown in the header, the identity documents sent for review, an
// operator's approval, and the member seeing "Verified". kycrejected01 is seeded with rejected documents (a reason
// to read) and the demo's KYC threshold of 5,000.00 for withdrawals.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4Y2xMEmIY1WA8GkpnhmvSAABHizIQeUoJ2gAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('sets a head icon, sends identity documents, and sees them verified after an operator approves', async ({ page }) => {
  await loginThroughForm(page, 'kycrejected01');

  // The withdrawal screen says when a withdrawal waits for verified identity, before any amount is typed.
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('kyc-withdraw-notice')).toContainText('5,000.00');

  await page.goto('/m/identity');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Avatar 2' }).click();
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', '/static/avatars/moon.svg');
  await page.getByTestId('icon-file').setInputFiles(picture('me.png'));
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /^\/static\/icons\/demo\/[a-f0-9]{32}\.png$/);

  const kyc = page.getByTestId('kyc-section');
  await expect(kyc.getByTestId('kyc-state')).toHaveText('Rejected');
  await expect(kyc).toContainText('blurred');
  for (const kind of ['idFront', 'idBack', 'selfie']) await kyc.getByTestId(`kyc-file-${kind}`).setInputFiles(picture(`${kind}.png`));
  await kyc.getByRole('button', { name: 'Send for review' }).click();
  await expect(kyc.getByTestId('kyc-state')).toHaveText('Under review');

  const queue = await opsCall<OpsKycPage>('GET', `${callPath(CALLS.opsKycCases.path, { code: 'demo' })}?state=review`);
  const row = queue.list.find((r) => r.member === 'kycrejected01');
  expect(row).toBeTruthy();
  await opsCall('POST', callPath(CALLS.opsApproveKyc.path, { code: 'demo', memberId: String(row!.memberId) }), {});

  await page.reload();
  await expect(page.getByTestId('kyc-section').getByTestId('kyc-state')).toHaveText('Verified');
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('kyc-withdraw-notice')).toHaveCount(0);
  // The icon stays in the header on every page.
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /^\/static\/icons\//);
});
