import { expect, test } from '@playwright/test';
import { openMenu, signInBackOffice } from '../../support/backoffice';
import { watchCspViolations } from '../../support/csp';

// Agents (issue 12): finance opens the agent tree, expands agent01 to its seeded sub-agent subagent01, finds the seeded
// active daily-salary contract agent01 -> subagent01 with its tiers, and sees the settlement page's run form and
// statements.

test('finance browses the agent tree, the contracts and the settlement', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await signInBackOffice(page, 'finance');

  await openMenu(page, 'Agents', 'Agent tree');
  const tree = page.getByTestId('agent-tree');
  const agent01 = tree.getByRole('row').filter({ has: page.getByRole('link', { name: 'agent01', exact: true }) }).first();
  await expect(agent01).toBeVisible();
  await agent01.getByRole('button', { name: /expand/i }).click();
  const downlines = tree.getByTestId('agent-downlines-agent01');
  await expect(downlines.getByRole('link', { name: 'subagent01', exact: true })).toBeVisible();
  await expect(downlines.getByRole('row').filter({ hasText: 'subagent01' }).first()).toContainText('Agent');

  // The rebate form checks its input before the call.
  await agent01.getByTestId('agent-edit').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Rebate/).fill('3.333');
  await dialog.getByTestId('agent-form-confirm').click();
  await expect(dialog.getByText(/Enter a percent from 0 to/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // A sub-agent's rebate above its upline's is refused by the server, whose reason shows on the field.
  await downlines.getByRole('row').filter({ hasText: 'subagent01' }).first().getByTestId('agent-edit').click();
  await dialog.getByLabel(/^Rebate/).fill('99');
  await dialog.getByTestId('agent-form-confirm').click();
  await expect(dialog.getByText('above the upline rebate').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await openMenu(page, 'Agents', 'Contracts');
  const contracts = page.getByTestId('agent-contracts');
  await contracts.getByLabel('Account (upline or downline)').fill('subagent01');
  await contracts.getByRole('button', { name: 'Search' }).click();
  const row = contracts
    .getByRole('row')
    .filter({ hasText: 'Daily salary' })
    .filter({ hasText: 'agent01' })
    .filter({ hasText: 'subagent01' })
    .filter({ has: page.getByTestId('agent-contract-status').getByText('Active', { exact: true }) })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /expand/i }).click();
  await expect(contracts.getByTestId('agent-contract-tiers').first()).toBeVisible();
  // The override form starts from the contract's terms and checks them before the call.
  await row.getByTestId('agent-contract-override').click();
  const override = page.getByRole('dialog');
  await expect(override).toContainText('subagent01');
  const salary = override.getByLabel('Salary').first();
  await expect(salary).not.toHaveValue('');
  await salary.fill('5.555');
  await override.getByTestId('agent-contract-form-confirm').click();
  await expect(override.getByText('Amounts: at most 12 digits and 2 decimals.')).toBeVisible();
  await override.getByRole('button', { name: 'Cancel' }).click();
  await expect(override).toBeHidden();

  await openMenu(page, 'Agents', 'Settlement');
  const statements = page.getByTestId('agent-statements');
  await expect(statements).toBeVisible();
  await expect(statements.getByRole('link', { name: 'Scheduled jobs' })).toBeVisible();
  await statements.getByTestId('agent-settlement-run').click();
  const run = page.getByRole('dialog');
  await expect(run.getByLabel('Period')).toHaveValue(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  // A dividend period long before any contract: the run settles nothing and says so.
  const past = new Date();
  past.setUTCFullYear(past.getUTCFullYear() - 1);
  const period = `${past.toISOString().slice(0, 7)}-H1`;
  // The kind select: its shown value covers the combobox, and its options carry their names as titles.
  await run.getByTitle('Daily salary', { exact: true }).click();
  await page.getByTitle('Dividend', { exact: true }).click();
  await expect(run.getByLabel('Period')).toHaveValue(/^\d{4}-\d{2}-H[12]$/);
  await run.getByLabel('Period').fill('2999-01-H1');
  await run.getByTestId('agent-settlement-form-confirm').click();
  await expect(run.getByText('Enter a finished period in the form shown.')).toBeVisible();
  await run.getByLabel('Period').fill(period);
  await run.getByTestId('agent-settlement-form-confirm').click();
  await expect(run).toBeHidden();
  const result = page.getByTestId('agent-settlement-result');
  await expect(result).toContainText(`Agent dividend ${period}`);
  await expect(result).toContainText('Contracts paid');

  expect(violations).toEqual([]);
});
