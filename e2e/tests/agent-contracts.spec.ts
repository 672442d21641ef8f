import { devices, expect, test } from '@playwright/test';
import { CALLS, callPath, type AgentContractPage, type AgentStatementPage } from '@wps/contract';
import { watchCspViolations } from '../support/csp';
import { plus, shown } from '../support/money';
import { opsCall } from '../support/ops';
import { loginThroughForm, serverBalance } from '../support/session';

// Agent contracts (issue 12) at phone size: agent01 (seeded daily salary terms with the house: 30.00 a day from 100.00
// team valid bet and 1 active member) proposes a daily salary to its direct sub-agent subagent02, who sees the prompt
// on home and accepts; an operator backdates the contract and runs the daily settlement of a finished day; the
// statement and both balances show the one payment.

const SALARY = '12.34';
const DAY = 86_400_000;
const dayKey = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const ops = (path: string, params: Record<string, string> = {}) => callPath(path, { code: 'demo', ...params });

test('agent01 proposes a daily salary, subagent02 accepts from the home prompt, settlement pays it once', async ({ page, browser, baseURL }) => {
  // The journey changes seeded contracts (one proposal per downline and kind): the config runs it on one phone only.
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);

  // agent01 proposes to subagent02 on the daily salary screen; the tiers are checked before anything is sent.
  await loginThroughForm(page, 'agent01');
  await page.goto('/m/member/agent/getSalaryContract');
  const screen = page.getByTestId('contract-daily_salary');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Daily salary contract');
  await expect(screen.getByTestId('contract-mine')).toContainText('From the platform');
  const form = screen.getByTestId('propose-form');
  await form.getByLabel('Sub-agent').selectOption({ label: 'subagent02' });
  await form.getByLabel('Min. team valid bet').fill('100');
  await form.getByLabel('Min. active members').fill('1');
  await form.getByLabel('Salary amount').fill('30.01');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(form).toContainText('More than your own terms pay for these figures.');
  await form.getByLabel('Salary amount').fill(SALARY);
  await form.getByRole('button', { name: 'Send proposal' }).click();
  const proposal = screen.getByTestId('proposal').filter({ hasText: 'To subagent02' });
  await expect(proposal).toHaveAttribute('data-status', 'PENDING');
  await expect(proposal).toContainText('￥12.34');
  const agentBefore = (await serverBalance(page)).sumBalance;

  // subagent02 logs in on its own phone: home prompts for the pending contracts (the seeded dividend one too).
  const subContext = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const sub = await subContext.newPage();
  try {
    await loginThroughForm(sub, 'subagent02');
    await sub.goto('/m/home');
    const prompt = sub.getByTestId('contract-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Your upline has proposed a daily salary contract. Please review it.');
    await prompt.getByRole('button', { name: 'View daily salary contract' }).click();
    await expect(sub).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

    const subScreen = sub.getByTestId('contract-daily_salary');
    const pending = subScreen.getByTestId('contract-pending');
    await expect(pending).toContainText('From agent01');
    await expect(pending.getByRole('row').nth(1)).toContainText('￥100.00');
    await expect(pending.getByRole('row').nth(1)).toContainText('￥12.34');
    await pending.getByRole('button', { name: 'Accept' }).click();
    await sub.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(subScreen.getByTestId('contract-mine')).toHaveAttribute('data-status', 'ACTIVE');
    await expect(subScreen.getByTestId('contract-mine')).toContainText('From agent01');
    await expect(pending).toBeHidden();
    // Dismissed for this session: home asks no more.
    await sub.goto('/m/home');
    await expect(sub.getByTestId('header-nickname')).toBeVisible();
    await expect(sub.getByTestId('contract-prompt')).toBeHidden();
    const subBefore = (await serverBalance(sub)).sumBalance;

    // The operator backdates the accepted contract and settles finished days (the seed already settled agent01's own
    // house salary for the last five days, so those runs move money only between agent01 and subagent02), newest
    // first, until a day in which subagent02's team reached the tier.
    const contracts = await opsCall<AgentContractPage>('GET', `${ops(CALLS.opsAgentContracts.path)}?account=subagent02&kind=DAILY_SALARY&status=ACTIVE`);
    const contract = contracts.list.find((c) => c.downline === 'subagent02' && c.upline === 'agent01');
    expect(contract).toBeTruthy();
    await opsCall('PUT', ops(CALLS.opsOverrideAgentContract.path, { id: String(contract!.id) }), { effectiveFrom: `${dayKey(5)}T00:00:00.000Z`, note: 'e2e backdate' });
    let paid: AgentStatementPage['list'] = [];
    for (let daysAgo = 1; daysAgo <= 5 && paid.length === 0; daysAgo++) {
      await opsCall('POST', ops(CALLS.opsRunAgentSettlement.path), { kind: 'DAILY_SALARY', period: dayKey(daysAgo) });
      const rows = await opsCall<AgentStatementPage>('GET', `${ops(CALLS.opsAgentStatements.path)}?account=subagent02&kind=DAILY_SALARY`);
      paid = rows.list.filter((s) => s.contractId === contract!.id && s.status === 'PAID');
    }
    expect(paid).toHaveLength(1);
    expect(paid[0]!.amount).toBe(SALARY);
    // Running the same day again pays nothing more.
    await opsCall('POST', ops(CALLS.opsRunAgentSettlement.path), { kind: 'DAILY_SALARY', period: paid[0]!.period });

    // subagent02: the statement lists the payment and the header balance rose by it.
    await sub.goto('/m/member/agent/getSalaryContract');
    const statements = subScreen.getByTestId('statements-received');
    await expect(statements.getByRole('listitem').filter({ hasText: paid[0]!.period })).toContainText('+￥12.34');
    await expect(statements.getByRole('listitem')).toHaveCount(1);
    const subAfter = plus(subBefore, SALARY);
    expect((await serverBalance(sub)).sumBalance).toBe(subAfter);
    await expect(sub.getByTestId('header-balance')).toHaveText(shown(subAfter));
  } finally {
    await subContext.close();
  }

  // agent01 paid exactly that amount.
  expect((await serverBalance(page)).sumBalance).toBe(plus(agentBefore, `-${SALARY}`));
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText(shown(plus(agentBefore, `-${SALARY}`)));
  await expect(screen.getByTestId('proposal').filter({ hasText: 'To subagent02' })).toHaveAttribute('data-status', 'ACTIVE');
  expect(violations).toEqual([]);
});
