import { devices, expect, test } from '@playwright/test';
import { CALLS, callPath, type OpsMemberLedgerPage, type OpsTransferPage, type OpsVendorIntegration, type WalletTransferAnswer } from '@wps/contract';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';
import { opsCall } from '../../support/ops';
import { loginThroughForm, storedToken } from '../../support/session';

// Transfer wallets, the operator's side (issue 11): demo01 moves 1.00 to SABA while SABA's aggregator address points
// nowhere, so the transfer stays PENDING (the main wallet is debited, the answer never comes). The finance operator
// finds it under Vendors & lottery > Transfers, with demo01's vendor balances; "Check now" cannot reach the aggregator
// (it stays pending, said on the page); with the address put back, "Check now" learns the aggregator never got it:
// the transfer fails and demo01's money is back. The address is always put back, whatever happens.

const VENDOR = 'SABA';
/** A closed port: every call is refused at once (the transfer's outcome is unknown, so it stays PENDING). */
const NOWHERE = 'http://127.0.0.1:9/nowhere';

const integrationPath = callPath(CALLS.opsUpdateVendorIntegration.path, { code: 'demo', vendor: VENDOR });
const setAggregatorUrl = (aggregatorUrl: string) => opsCall<OpsVendorIntegration>('PUT', integrationPath, { aggregatorUrl });

/**
 * What this transfer moved on demo01's main wallet, from its ledger entries (their references name the request): the
 * balance itself may move meanwhile, as bets held by earlier journeys (a sports slip, a live table) settle.
 */
async function movedBy(memberId: number, requestId: string): Promise<string[]> {
  const page = await opsCall<OpsMemberLedgerPage>('GET', `${callPath(CALLS.opsMemberLedger.path, { code: 'demo', id: memberId })}?pageSize=200`);
  return page.list
    .filter((e) => e.reference.includes(`:${requestId}:`))
    .map((e) => `${e.kind} ${e.amount}`)
    .sort();
}

test('finance checks a transfer left pending: the aggregator unreachable keeps it pending, reachable it fails and refunds', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  const integrations = await opsCall<OpsVendorIntegration[]>('GET', callPath(CALLS.opsVendorIntegrations.path, { code: 'demo' }));
  const original = integrations.find((i) => i.vendor === VENDOR)!;
  expect(original).toMatchObject({ mode: 'transfer', enabled: true });

  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const phone = await context.newPage();
  await loginThroughForm(phone, 'demo01');

  await setAggregatorUrl(NOWHERE);
  try {
    const requestId = `e2e-transfer-${Date.now().toString(36)}`;
    const res = await phone.request.post(CALLS.walletTransfer.path, {
      headers: { Authorization: await storedToken(phone) },
      data: { from: 'MAIN', to: VENDOR, amount: '1', requestId },
    });
    expect(res.ok()).toBe(true);
    const moved = ((await res.json()) as { value: WalletTransferAnswer }).value;
    expect(moved.transfer).toEqual({ requestId, status: 'PENDING' });
    const listed = await opsCall<OpsTransferPage>('GET', `${callPath(CALLS.opsTransfers.path, { code: 'demo' })}?member=demo01&status=PENDING&pageSize=100`);
    const { id, memberId } = listed.list.find((t) => t.requestId === requestId)!;
    expect(await movedBy(memberId, requestId)).toEqual(['transfer_out -1.00']);

    await signInBackOffice(page, 'finance');
    await openMenu(page, 'Vendors & lottery', 'Transfers');
    const list = page.getByTestId('transfers-list');
    await list.getByLabel('Member').fill('demo01');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/member/);
    // demo01's vendor balances as the aggregator last answered them, above the list.
    await expect(page.getByTestId('transfer-balances')).toContainText('Vendor balances of demo01');
    const status = list.getByTestId(`transfer-status-${id}`);
    await expect(status).toHaveText('Pending');
    const row = list.getByRole('row').filter({ has: page.getByTestId(`transfer-status-${id}`) });
    await expect(row).toContainText('demo01');
    await expect(row).toContainText(`MAIN → ${VENDOR}`);

    // Asked first; the aggregator does not answer: still pending, and the page says so.
    await row.getByTestId(`transfer-check-${id}`).click();
    await expect(page.getByText(`Check transfer ${id} now?`)).toBeVisible();
    await page.getByTestId(`transfer-check-confirm-${id}`).click();
    await expect(page.getByTestId('transfer-unanswered')).toContainText(`did not answer about transfer ${id}`);
    await expect(status).toHaveText('Pending');

    // The address back (just before the confirmation: the scheduled check gets no window to settle it first).
    await row.getByTestId(`transfer-check-${id}`).click();
    await setAggregatorUrl(original.aggregatorUrl);
    await page.getByTestId(`transfer-check-confirm-${id}`).click();
    await expect(status).toHaveText('Failed');
    await expect(row).toContainText('Never reached the vendor (money returned)');
    await expect(row.getByTestId(`transfer-check-${id}`)).toHaveCount(0);
    await expect(page.getByTestId('transfer-unanswered')).toHaveCount(0);
    // The money is back: the transfer's debit and its refund, once each.
    expect(await movedBy(memberId, requestId)).toEqual(['refund 1.00', 'transfer_out -1.00']);
  } finally {
    await setAggregatorUrl(original.aggregatorUrl);
    await context.close();
  }
  expect(violations).toEqual([]);
});
