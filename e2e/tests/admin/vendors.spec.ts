import { expect, test } from '@playwright/test';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';

// Issue 11 back office: the admin switches a vendor's aggregator connection off (after a confirmation) and on again,
// marks a host as the agent site and unmarks it, tries a new top-level agent contract, looks at the lottery's periods,
// and reconciles a vendor's day against the simulator's records.
// Fa Chai is switched only briefly: no player journey launches its games. Everything is put back as it was.

const VENDOR = 'FC';
const HOST = 'agents.e2e.example';

test('admin switches a vendor off and on, sets a site host, sees the lottery and reconciles today', async ({ page }) => {
  // One journey through five screens.
  test.setTimeout(150_000);
  const violations = await watchCspViolations(page);
  await signInBackOffice(page, 'admin');

  await openMenu(page, 'Vendors & lottery', 'Vendors');
  const vendors = page.getByTestId('vendor-integrations');
  const row = vendors.getByRole('row').filter({ has: page.getByText(VENDOR, { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('/sim/hub88');
  await expect(row).toContainText('Seamless');
  // The operator's public key is shown shortened, with a copy button.
  await expect(row.getByTestId(`vendor-operator-key-${VENDOR}`)).toHaveText(/^MII\S+…\S+$/);
  await expect(row.getByTestId(`vendor-operator-key-${VENDOR}`).getByRole('button', { name: /copy/i })).toBeVisible();

  const enabled = row.getByTestId(`vendor-enabled-${VENDOR}`);
  await expect(enabled).toBeChecked();
  // Off asks first; cancelling changes nothing.
  await enabled.click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Switch ${VENDOR} off?` });
  await expect(confirm).toContainText('Players can no longer launch');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(enabled).toBeChecked();
  await enabled.click();
  await page.getByTestId('vendor-disable-confirm').click();
  await expect(page.getByText(`${VENDOR} saved`).first()).toBeVisible();
  await expect(enabled).not.toBeChecked();
  // The edit form shows the switch off too; on again from the row, without a question.
  await row.getByTestId(`vendor-edit-${VENDOR}`).click();
  const form = page.getByRole('dialog').filter({ hasText: `Connection of ${VENDOR}` });
  await expect(form.getByLabel('Enabled')).not.toBeChecked();
  // A bad URL is refused before the call.
  await form.getByLabel('Aggregator URL').fill('not a url');
  await form.getByTestId('vendor-form-confirm').click();
  await expect(form.getByText('Enter an http(s) address or a path starting with /')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  // The switch is drawn from the list read again after the change: the server's state, not the click's.
  await enabled.click();
  await expect(enabled).toBeChecked();

  await openMenu(page, 'Agents', 'Site hosts');
  const hosts = page.getByTestId('agent-site-hosts');
  await hosts.getByTestId('site-host-new').click();
  const hostForm = page.getByRole('dialog');
  await hostForm.getByLabel('Host').fill('https://bad host');
  await hostForm.getByTestId('site-host-form-confirm').click();
  await expect(hostForm.getByText('Enter a host name')).toBeVisible();
  await hostForm.getByLabel('Host').fill(HOST.toUpperCase());
  await hostForm.getByLabel('Agent site').check();
  await hostForm.getByTestId('site-host-form-confirm').click();
  await expect(hostForm).toBeHidden();
  const hostRow = hosts.getByRole('row').filter({ hasText: HOST });
  await expect(hostRow.getByTestId('site-host-kind')).toHaveText('Agent site');
  // "Both" removes the mark: the host serves everyone again.
  await hostRow.getByTestId('site-host-edit').click();
  await expect(hostForm.getByLabel('Host')).toBeDisabled();
  await hostForm.getByLabel('Both (no mark)').check();
  await hostForm.getByTestId('site-host-form-confirm').click();
  await expect(hostForm).toBeHidden();
  await expect(hosts.getByRole('row').filter({ hasText: HOST })).toHaveCount(0);

  // A new top-level contract is checked before the call, and the server refuses one for a member who is no agent
  // (nothing is created: the seeded contracts stay as they are).
  await openMenu(page, 'Agents', 'Contracts');
  await page.getByTestId('agent-contract-new').click();
  const newContract = page.getByRole('dialog').filter({ hasText: 'New top-level contract' });
  await newContract.getByTestId('agent-contract-new-form-confirm').click();
  await expect(newContract.getByText("Enter the agent's account.")).toBeVisible();
  await newContract.getByLabel('Top-level agent').fill('demo01');
  await newContract.getByLabel('Team valid bet from').fill('1000');
  await newContract.getByLabel('Salary').fill('50');
  await newContract.getByTestId('agent-contract-new-form-confirm').click();
  await expect(newContract.getByTestId('agent-contract-refusal')).toContainText('not an agent');
  await newContract.getByRole('button', { name: 'Cancel' }).click();
  await expect(newContract).toBeHidden();

  // The lottery screen lists the TCG games and the chosen game's periods (seeded draws); nothing is voided here, a
  // player journey may have orders in the open period.
  await openMenu(page, 'Vendors & lottery', 'Lottery');
  const games = page.getByTestId('lottery-games');
  await expect(games.getByRole('row').nth(1)).toBeVisible();
  const periods = page.getByTestId('lottery-periods');
  await expect(periods.getByTestId('lottery-period-state').first()).toBeVisible();
  await expect(periods.getByTestId('lottery-period-state').filter({ hasText: 'Drawn' }).first()).toBeVisible();

  // Last: the reconciliation asks the aggregator (the simulator) for its records of the day.
  await openMenu(page, 'Vendors & lottery', 'Vendor reconciliation');
  const recon = page.getByTestId('vendor-reconciliation');
  await expect(recon).toContainText('Pick a vendor and a day');
  await recon.getByTestId('vendor-reconcile-vendor').click();
  await page.locator('.ant-select-dropdown').getByTitle('PG', { exact: true }).click();
  await recon.getByTestId('vendor-reconcile-run').click();
  const banner = recon.getByTestId('vendor-reconcile-banner');
  await expect(banner).toContainText(`Books agree: PG on ${new Date().toISOString().slice(0, 10)}`);
  await expect(recon.getByTestId('vendor-reconcile-ours')).toContainText('Transactions');
  await expect(recon.getByTestId('vendor-reconcile-theirs')).toContainText('Transactions');
  await expect(recon.getByTestId('vendor-reconcile-differences')).toContainText('Books agree: no differences.');

  expect(violations).toEqual([]);
});
