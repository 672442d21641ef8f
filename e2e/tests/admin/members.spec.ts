import { expect, test } from '@playwright/test';
import { CALLS, callPath, type AuditPage } from '@wps/contract';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { opsCall } from '../../support/ops';

// The support operator finds demo01, opens the member's page, reads the balance and the ledger, and sends an inbox
// message; the audit trail (read with the admin's API) names the operator and the call.
test('the support operator finds demo01, reads the ledger and sends an inbox message the audit trail records', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const subject = `Support note ${Date.now()}`;
  const since = new Date(Date.now() - 60_000).toISOString();

  await signInBackOffice(page, 'support');
  await openMenu(page, 'Members');
  const list = page.getByTestId('members-list');
  await list.getByLabel('Find', { exact: true }).fill('demo01');
  await list.getByRole('button', { name: 'Search' }).click();
  const row = list.getByRole('row').filter({ has: page.getByTestId('member-link-demo01') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await row.getByTestId('member-link-demo01').click();

  const detail = page.getByTestId('member-detail');
  await expect(detail.getByRole('heading', { name: 'demo01' })).toBeVisible();
  await expect(detail.getByTestId('member-balance')).toHaveText(/\d[\d,]*\.\d{2}/);
  const balance = /\d[\d,]*\.\d{2}/.exec((await detail.getByTestId('member-balance').textContent()) ?? '')![0];
  // Support may lock; the account is active, so the lock (not the unlock) is offered.
  await expect(detail.getByTestId('member-lock')).toBeVisible();

  await detail.getByRole('tab', { name: 'Ledger', exact: true }).click();
  const ledger = detail.getByTestId('memberLedger-tab');
  // Newest first: the latest entry leaves the balance the header shows (demo01 has a long history by now).
  await expect(ledger.getByRole('row').nth(1)).toContainText(balance);

  await detail.getByTestId('member-message').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Inbox message to demo01');
  // An empty form is refused on its fields; the first press may come while the dialog is still opening.
  await expect(async () => {
    await dialog.getByTestId('member-message-form-confirm').click();
    await expect(dialog.getByText('Enter a title')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await dialog.getByLabel('Title', { exact: true }).fill(subject);
  await dialog.getByLabel('Message', { exact: true }).fill('We have credited your account. Thank you for your patience.');
  await dialog.getByTestId('member-message-form-confirm').click();
  await expect(page.getByText('Message sent').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await detail.getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(detail.getByTestId('memberMessages-tab').getByRole('row').filter({ hasText: subject })).toContainText('This member');

  const audit = await opsCall<AuditPage>(
    'GET',
    `${callPath(CALLS.opsAudit.path, { code: 'demo' })}?action=opsSendMessage&operator=support&from=${encodeURIComponent(since)}`,
  );
  expect(audit.list.length).toBeGreaterThanOrEqual(1);
  expect(audit.list[0]).toMatchObject({ operatorName: 'support', action: 'opsSendMessage', target: expect.stringMatching(/^inbox message \d+$/) });
  expect(violations).toEqual([]);
});
