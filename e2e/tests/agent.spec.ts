import { devices, expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { plus, shown } from '../support/money';
import { loginThroughForm, serverBalance } from '../support/session';

// The agent centre (issue 12) at phone size, on the seeded demo team: agent01 has about 30 downlines over three levels
// with deposits and bets in the last 30 days (agent seed).

const PIN = '135790';

async function openAgentCentre(page: Page) {
  await page.goto('/m/member/home');
  await page.getByTestId('mc-section-agent').getByRole('button', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByTestId('agent-centre').getByRole('heading', { level: 1 })).toHaveText('Agent centre');
}

/** agent01's payment password: set once (a second run of the same data finds it set with this value). */
async function ensurePin(page: Page) {
  await page.goto('/m/securityCenter');
  const row = page.locator('li').filter({ hasText: 'Payment password' }).first();
  const set = row.getByRole('button', { name: 'Set' });
  await expect(set.or(row.getByRole('button', { name: 'Change' }))).toBeVisible();
  if (await set.isVisible()) {
    await set.click();
    await page.getByLabel('New payment password', { exact: true }).fill(PIN);
    await page.getByLabel('Repeat the new payment password').fill(PIN);
    await page.getByRole('button', { name: 'Save payment password' }).click();
    await expect(row.getByRole('button', { name: 'Change' })).toBeVisible();
  }
}

test.describe('agent centre', () => {
  test('agent01 sees KPIs and downlines, creates a link; a visitor registers through it and joins the team', async ({ page, browser, baseURL }) => {
    await loginThroughForm(page, 'agent01');
    await openAgentCentre(page);
    const centre = page.getByTestId('agent-centre');
    await expect(centre.getByTestId('agent-kpi-deposits')).toBeVisible();
    await expect(centre.getByTestId('agent-kpi-activeMembers')).toContainText(/vs previous/);
    await centre.getByRole('radio', { name: 'This month' }).first().click();
    await expect(centre.getByTestId('agent-chart').or(centre.getByTestId('agent-chart-empty'))).toBeVisible();

    await centre.getByRole('tab', { name: 'Team' }).click();
    const downlines = centre.getByTestId('agent-downlines');
    await expect(downlines.getByRole('listitem').first()).toBeVisible();
    await expect(centre.getByTestId('agent-subagents').getByRole('button').filter({ hasText: 'subagent01' })).toContainText('2.50%');

    // A new member link, the newest first in the list.
    await centre.getByRole('tab', { name: 'Links' }).click();
    // Counted once the list has loaded (the seeded link is in it), not while it still shows its loading state.
    await expect(centre.getByTestId('agent-link').filter({ hasText: 'AGENT01LINK' })).toBeVisible();
    const before = await centre.getByTestId('agent-link').count();
    const form = centre.getByTestId('agent-link-form');
    await form.getByLabel('Rebate (%)').fill('1');
    await form.getByRole('button', { name: 'Create a link' }).click();
    await expect(centre.getByTestId('agent-link')).toHaveCount(before + 1);
    const link = centre.getByTestId('agent-link').first();
    await expect(link.getByRole('img', { name: /^QR code of link / })).toBeVisible();
    const url = (await link.getByTestId('agent-link-url').textContent())!.trim();
    expect(url).toMatch(new RegExp(`^${baseURL}/m/register\\?aff=`));

    const visitorContext = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    const visitor = await visitorContext.newPage();
    const name = uniqueName('aff');
    try {
      await visitor.goto(url);
      await visitor.getByLabel('Account name *').fill(name);
      await visitor.getByLabel('Login password *').fill('Abc12345');
      await visitor.getByLabel('Confirm password *').fill('Abc12345');
      await visitor.getByLabel('I am at least 18 years old.').check();
      await visitor.getByRole('button', { name: 'Create account' }).click();
      await expect(visitor.getByTestId('header-nickname')).toHaveText(name);
    } finally {
      await visitorContext.close();
    }

    await page.goto('/m/agent?tab=team');
    await centre.getByTestId('agent-search').fill(name);
    const row = centre.getByTestId('agent-downlines').getByRole('button').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Level 1');
    await page.goto('/m/agent?tab=links');
    await expect(centre.getByTestId('agent-link').first()).toContainText('Registrations 1');
  });

  test('agent01 reads its seeded salary statements, then changes the range', async ({ page }) => {
    await loginThroughForm(page, 'agent01');
    await openAgentCentre(page);
    const centre = page.getByTestId('agent-centre');
    await centre.getByRole('tab', { name: 'Statements' }).click();
    await expect(page).toHaveURL(/tab=statements/);
    const statements = centre.getByTestId('agent-statements');
    // The seed settled agent01's daily salary with the house for the last days (up to yesterday): in the last 30 days.
    await expect(statements.getByRole('radio', { name: 'Last 30 days' })).toHaveAttribute('aria-checked', 'true');
    const rows = statements.getByTestId('agent-stmt');
    await expect(rows.first()).toContainText('from the house');
    await expect(rows.first()).toContainText('Daily salary');
    await expect(rows.first()).toContainText('Paid');
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    await expect(statements.getByTestId('agent-stmt-total')).toContainText(/Total from .+ \(\d+ statements\)/);

    // What agent01 paid subagent01 under their daily salary contract.
    await statements.getByRole('radio', { name: 'Paid to my sub-agents' }).click();
    await expect(rows.filter({ hasText: 'to subagent01' }).first()).toBeVisible();

    // Today alone: nothing settled yet (a day is paid once it is over).
    const today = new Date().toISOString().slice(0, 10);
    await statements.getByRole('radio', { name: 'Custom' }).click();
    const sheet = page.getByTestId('agent-stmt-range-sheet');
    await sheet.getByLabel('From').fill(today);
    await sheet.getByLabel('To').fill(today);
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(statements.getByTestId('agent-stmt-empty')).toContainText('You paid no statements to sub-agents in this range.');
    await statements.getByRole('radio', { name: 'Last 30 days' }).click();
    await expect(rows.filter({ hasText: 'to subagent01' }).first()).toBeVisible();
  });

  test('a transfer to a downline moves the header balance', async ({ page }) => {
    await loginThroughForm(page, 'agent01');
    // Money to transfer: a deposit through the demo gateway.
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /Demo Pay/ }).click();
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Pay online' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    await ensurePin(page);

    await page.goto('/m/agent?tab=team');
    const centre = page.getByTestId('agent-centre');
    await centre.getByTestId('agent-subagents').getByRole('button').filter({ hasText: 'subagent01' }).click();
    const sheet = page.getByTestId('agent-downline-sheet');
    await expect(sheet.getByTestId('agent-detail-account')).toHaveText('subagent01');
    await sheet.getByTestId('agent-detail-transfer').click();
    await expect(page).toHaveURL(/tab=transfer/);

    const before = (await serverBalance(page)).sumBalance;
    await expect(page.getByTestId('header-balance')).toHaveText(shown(before));
    const form = centre.getByTestId('agent-transfer-form');
    await expect(form.getByLabel('Downline account')).toHaveValue('subagent01');
    await form.getByLabel('Amount', { exact: true }).fill('10');
    await form.getByLabel('Payment password').fill(PIN);
    await form.getByRole('button', { name: 'Transfer' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Transfer complete')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(shown(plus(before, '-10.00')));
    expect((await serverBalance(page)).sumBalance).toBe(plus(before, '-10.00'));
  });
});

test.describe('agent centre on a 360-px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the five tabs scroll sideways with the chosen one in view, and every section fits the screen', async ({ page }) => {
    await loginThroughForm(page, 'agent01');
    const centre = page.getByTestId('agent-centre');
    for (const [tab, name] of [
      ['links', 'Links'],
      ['overview', 'Overview'],
    ] as const) {
      await page.goto(`/m/agent?tab=${tab}`);
      const selected = centre.getByRole('tab', { name, exact: true });
      await expect(selected).toHaveAttribute('aria-selected', 'true');
      await expect(selected).toBeInViewport({ ratio: 1 });
      const sections = centre.locator('section');
      await expect(sections.first()).toBeVisible();
      for (const box of await sections.evaluateAll((all) => all.map((s) => s.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(360);
    }
  });
});
