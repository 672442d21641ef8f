import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { AgentContract, ContractInfo } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch, type SeenRequest } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import ContractPage from './contract-page';

const dialogs = vi.hoisted(() => ({ texts: [] as string[], answer: true, toasts: [] as string[] }));
vi.mock('../../../shared/ui/feedback', () => ({
  showToast: async (text: string) => void dialogs.toasts.push(text),
  showLoading: async () => () => {},
  confirmDialog: async (text: string) => {
    dialogs.texts.push(text);
    return dialogs.answer;
  },
}));
vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const ME = 7;
const session = (type = 1) => setSession({ token: 't', id: ME, userName: 'subagent02', type, merchantCode: 'demo', firstTimeLogin: false });
const ok = (value: unknown) => ({ body: { success: true, value } });
const empty = { list: [], pageNo: 1, totalPages: 0, totalCount: 0 };

const contract = (patch: Partial<AgentContract> = {}): AgentContract => ({
  id: 41,
  kind: 'DAILY_SALARY',
  status: 'PENDING',
  uplineId: 3,
  upline: 'agent01',
  downlineId: ME,
  downline: 'subagent02',
  salaryTiers: [
    { minTeamValidBet: '1000.00', minActiveMembers: 3, amount: '50.00' },
    { minTeamValidBet: '5000.00', minActiveMembers: 8, amount: '120.00' },
  ],
  dividendTiers: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  effectiveFrom: null,
  ...patch,
});
const info = (patch: Partial<ContractInfo> = {}): ContractInfo => ({ kind: 'DAILY_SALARY', mine: null, pending: null, downlines: [], canPropose: false, ...patch });
const current = { kind: 'DAILY_SALARY', period: '2026-11-24', periodStart: '2026-11-24T00:00:00.000Z', periodEnd: '2026-11-25T00:00:00.000Z', contract: null, validBet: '1500.00', netLoss: '30.00', activeMembers: 4, tier: 0, estimated: '50.00' };

interface World {
  pending?: AgentContract | null;
  info?: ContractInfo;
  subs?: unknown[];
  fail?: boolean;
  /** The statements paid to the member (last 30 days), with the range's sums. */
  statements?: { list: unknown[]; totalAmount: string; paidAmount: string };
}

function server(w: World) {
  return stubFetch((req: SeenRequest) => {
    const u = req.url;
    if (w.fail && u.includes('MCS2_getContractDailySalInfo')) return { status: 500, body: { success: false, errorCode: ErrorCode.INTERNAL } };
    if (u.includes('MCS2_getContracDailySalReq')) return ok(w.pending ?? null);
    if (u.includes('MCS2_getContractDailySalInfo')) return ok(w.info ?? info());
    if (u.includes('MCS2_processDailySalContract')) return ok({ ...w.pending!, status: 'ACTIVE' });
    if (u.includes('MCS2_applyContractDailySal')) return ok(contract({ downlineId: 9, downline: 'subagent21' }));
    if (u.includes('ODSFE2_CurrentDailySalary')) return ok(current);
    if (u.includes('ODSFE2_QueryDailySalary')) {
      const st = w.statements ?? { list: [], totalAmount: '0.00', paidAmount: '0.00' };
      return ok({ ...empty, ...st, totalPages: st.list.length ? 1 : 0, totalCount: st.list.length });
    }
    if (u.includes('MCS2_getDailySalContractHist')) return ok(empty);
    if (u.includes('Subordinate')) return ok({ list: w.subs ?? [], pageNo: 1, totalPages: 1, totalCount: (w.subs ?? []).length });
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

const renderPage = () => renderRoute('/m/member/agent/getSalaryContract', <ContractPage />);

beforeAll(async () => {
  await activateLanguage('EN');
  // In tests the client checks every answer against the contract's schemas, imported on the first answer: import them
  // here, so a busy machine does not spend the first test's wait on it.
  await import('@wps/contract');
}, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  dialogs.texts.length = 0;
  dialogs.toasts.length = 0;
  dialogs.answer = true;
});

describe('daily salary contract screen', () => {
  it('sends a visitor to login', async () => {
    server({});
    await renderPage();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
  });

  it('tells an ordinary member contracts are for agents, asking nothing', async () => {
    session(0);
    const { seen } = server({});
    await renderPage();
    expect((await screen.findByTestId('contract-agents-only')).textContent).toContain('Contracts are for agent accounts only.');
    expect(seen.some((r) => r.url.includes('/wps/relay/'))).toBe(false);
  });

  it('shows the empty states: no proposal, no terms, no statements, no history, no downline part', async () => {
    session();
    server({});
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily salary contract' })).toBeTruthy();
    expect((await screen.findByTestId('contract-mine-empty')).textContent).toContain('You have no active daily salary contract yet.');
    expect((await screen.findByTestId('statements-received-empty')).textContent).toContain('No payments in the last 30 days.');
    expect(screen.queryByTestId('statements-received-total')).toBeNull();
    expect((await screen.findByTestId('contract-history-empty')).textContent).toContain('No contracts yet.');
    expect((await screen.findByTestId('contract-estimated')).textContent).toBe('￥50.00');
    expect(screen.queryByTestId('contract-pending')).toBeNull();
    expect(screen.queryByTestId('propose-form')).toBeNull();
  });

  it('sums the statements of the last 30 days above them, with what is paid so far when some are unpaid', async () => {
    session();
    const row = (id: number, amount: string, status: 'PAID' | 'UNPAID') => ({
      id,
      contractId: 3,
      kind: 'DAILY_SALARY',
      period: `2026-11-2${id}`,
      periodStart: `2026-11-2${id}T00:00:00.000Z`,
      periodEnd: `2026-11-2${id + 1}T00:00:00.000Z`,
      upline: 'agent01',
      downline: 'subagent01',
      validBet: '1500.00',
      netLoss: '30.00',
      activeMembers: 4,
      tier: 0,
      amount,
      status,
      paidAt: status === 'PAID' ? `2026-11-2${id + 1}T00:05:00.000Z` : null,
    });
    server({ statements: { list: [row(2, '20.00', 'PAID'), row(1, '30.00', 'UNPAID')], totalAmount: '50.00', paidAmount: '20.00' } });
    await renderPage();
    expect((await screen.findByTestId('statements-received-total')).textContent).toBe('Last 30 days: ￥50.00 in 2 statements · Paid so far ￥20.00');
    expect(screen.getAllByTestId('statement-amount')).toHaveLength(2);
  });

  it('shows a pending proposal with its tiers; accepting is confirmed, then sent', async () => {
    session();
    const pending = contract();
    const { seen } = server({ pending });
    await renderPage();
    const card = await screen.findByTestId('contract-pending');
    expect(card.textContent).toContain('From agent01');
    const cells = within(card).getAllByRole('row').map((r) => r.textContent);
    expect(cells).toEqual(['TierMin. team valid betMin. active membersSalary per day', '1￥1,000.003￥50.00', '2￥5,000.008￥120.00']);

    dialogs.answer = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialogs.texts).toEqual(['Accept this daily salary contract?']));
    expect(seen.some((r) => r.url.includes('MCS2_processDailySalContract'))).toBe(false);

    dialogs.answer = true;
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialogs.toasts).toEqual(['Contract accepted']));
    const sent = seen.find((r) => r.url.includes('MCS2_processDailySalContract'));
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ id: 41, action: 'accept' });
  });

  it('an agent with sub-agents proposes: the tiers are checked first, then sent', async () => {
    session();
    const mine = contract({ status: 'ACTIVE', effectiveFrom: '2026-11-21T00:00:00.000Z' });
    const { seen } = server({ info: info({ mine, canPropose: true }), subs: [{ memberId: 9, account: 'subagent21', rebateBp: 100, subAgentQuota: 0, teamSize: 0, directCount: 0, registeredAt: '2026-11-01T00:00:00.000Z' }] });
    await renderPage();
    const form = await screen.findByTestId('propose-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Send proposal' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please correct the marked fields.');
    expect(form.textContent).toContain('Choose a sub-agent.');
    expect(form.textContent).toContain('Enter an amount (up to 2 decimals).');

    fireEvent.change(within(form).getByLabelText('Sub-agent'), { target: { value: '9' } });
    fireEvent.input(within(form).getByLabelText('Min. team valid bet'), { target: { value: '1000' } });
    fireEvent.input(within(form).getByLabelText('Min. active members'), { target: { value: '3' } });
    fireEvent.input(within(form).getByLabelText('Salary amount'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send proposal' }));
    // 60 per day is more than the member's own 50 at those figures.
    await waitFor(() => expect(form.textContent).toContain('More than your own terms pay for these figures.'));
    expect(seen.some((r) => r.url.includes('MCS2_applyContractDailySal'))).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await waitFor(() => expect(within(form).getAllByTestId('tier-row')).toHaveLength(2));
    fireEvent.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
    await waitFor(() => expect(within(form).getAllByTestId('tier-row')).toHaveLength(1));
    fireEvent.input(within(form).getByLabelText('Salary amount'), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(dialogs.toasts).toEqual(['Proposal sent']));
    expect(seen.find((r) => r.url.includes('MCS2_applyContractDailySal'))?.body).toEqual({
      downlineId: 9,
      tiers: [{ minTeamValidBet: '1000', minActiveMembers: 3, amount: '40' }],
    });
  });

  it('a failed load gives the reason and a retry', async () => {
    session();
    const w: World = { fail: true };
    server(w);
    await renderPage();
    const retry = await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 8000 });
    w.fail = false;
    retry.forEach((b) => fireEvent.click(b));
    expect(await screen.findByTestId('contract-mine-empty', {}, { timeout: 8000 })).toBeTruthy();
  });
});
