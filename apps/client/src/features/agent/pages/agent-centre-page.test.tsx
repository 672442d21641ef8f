import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { AffLink, AgentAffiliate, AgentIncome, AgentStatement, AgentStatementRangePage, DownlineRow, Subordinate, TeamKpi, TeamKpiSeries } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import AgentCentrePage from './agent-centre-page';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/ui/feedback', () => ({
  showToast: async (text: string) => void toasts.push(text),
  showLoading: async () => () => {},
  confirmDialog: async () => true,
}));
vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const session = (type: number) => setSession({ token: 't', id: 1, userName: 'agent01', type, merchantCode: 'demo', firstTimeLogin: false });
const ok = (value: unknown) => ({ body: { success: true, value } });
const figures = { deposits: '1500.00', withdrawals: '200.00', validBet: '900.00', ggr: '-50.00', activeMembers: 4, newMembers: 0 };
const kpi: TeamKpi = {
  period: 'day',
  start: '2026-11-24',
  end: '2026-11-24',
  current: figures,
  previous: { ...figures, deposits: '1000.00', validBet: '0.00', activeMembers: 5, start: '2026-11-23', end: '2026-11-23' },
  teamSize: 30,
};
const series: TeamKpiSeries = {
  start: '2026-11-18',
  end: '2026-11-24',
  points: ['18', '19', '20', '21', '22', '23', '24'].map((d, i) => ({ date: `2026-11-${d}`, deposits: `${i * 100}.00`, validBet: `${i * 50}.00`, ggr: '0.00', active: i })),
};
const period = { period: '2026-11-H2', from: '2026-11-16T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z', salary: '10.00', dividend: '0.00', transfers: '5.00', total: '15.00' };
const income: AgentIncome = { current: period, previous: { ...period, period: '2026-11-H1', total: '99.00' } };
const downline = (i: number, patch: Partial<DownlineRow> = {}): DownlineRow => ({
  memberId: 100 + i,
  account: `team010${i}`,
  type: 'member',
  level: 1,
  uplineAccount: 'agent01',
  rebateBp: 100,
  registeredAt: '2026-11-01T08:00:00.000Z',
  lastLoginAt: null,
  balance: '12.00',
  teamSize: 0,
  ...patch,
});
const affiliate: AgentAffiliate = { invitationCode: 'AGT01', registerPath: '/m/register?aff=AGT01', rebateBp: 300, subAgentQuota: 2, linkCount: 1, registrations: 3, directCount: 5, teamSize: 30 };
const link: AffLink = { id: 7, code: 'LNK7', registerPath: '/m/register?aff=LNK7', type: 'member', rebateBp: 150, registrations: 3, createdAt: '2026-11-01T08:00:00.000Z' };

const statement = (i: number, patch: Partial<AgentStatement> = {}): AgentStatement => ({
  id: i,
  contractId: 3,
  kind: 'DAILY_SALARY',
  period: `2026-11-${String(24 - i).padStart(2, '0')}`,
  periodStart: `2026-11-${String(24 - i).padStart(2, '0')}T00:00:00.000Z`,
  periodEnd: `2026-11-${String(25 - i).padStart(2, '0')}T00:00:00.000Z`,
  upline: null,
  downline: 'agent01',
  validBet: '5200.00',
  netLoss: '310.50',
  activeMembers: 4,
  tier: 1,
  amount: '30.00',
  status: 'PAID',
  paidAt: '2026-11-25T00:05:00.000Z',
  ...patch,
});
const statementPage = (list: AgentStatement[], over: Partial<AgentStatementRangePage> = {}): AgentStatementRangePage => ({
  list,
  pageNo: 1,
  totalPages: 1,
  totalCount: list.length,
  totalAmount: '60.00',
  paidAmount: '60.00',
  ...over,
});
const subordinate = (i: number): Subordinate => ({ memberId: 200 + i, account: `sub${i}`, rebateBp: 250, subAgentQuota: 1, teamSize: i, directCount: 1, registeredAt: '2026-11-01T08:00:00.000Z' });
/** The query parameters of the requests seen to a path. */
const queries = (seen: { url: string }[], path: string) => seen.filter((r) => r.url.split('?')[0] === path).map((r) => new URLSearchParams(r.url.split('?')[1] ?? ''));

function server(over: Record<string, () => { status?: number; body: unknown }> = {}) {
  return stubFetch((req) => {
    const path = req.url.split('?')[0]!;
    if (over[path]) return over[path]();
    switch (path) {
      case '/wps/relay/ODS2_AgentPrevAndCurrIncome':
        return ok(income);
      case '/wps/relay/ODSFE2_TeamKPIA':
        return ok(kpi);
      case '/wps/relay/ODSFE2_TeamKPIB':
        return ok(series);
      case '/wps/relay/ODSFE2_Subordinate':
        return ok({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 });
      case '/wps/agent/downlines':
        return ok({ list: [downline(1), downline(2, { type: 'agent', level: 2 })], pageNo: 1, totalPages: 1, totalCount: 2 });
      case '/wps/agent/affiliate':
        return ok(affiliate);
      case '/wps/relay/MCS2_wpsViewAffUrls':
        return ok([link]);
      case '/wps/relay/ODSFE2_QueryDailySalary':
        return ok(statementPage([statement(1), statement(2, { status: 'UNPAID', tier: -1, paidAt: null })], { paidAmount: '30.00' }));
      case '/wps/relay/ODSFE2_QueryDividend':
        return ok(statementPage([]));
      default:
        return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
    }
  });
}

const renderPage = (path = '/m/agent') => renderRoute(path, <AgentCentrePage />);

beforeAll(async () => {
  await activateLanguage('EN');
  // In tests the client checks every answer against the contract's schemas, imported on the first answer: import them
  // here, so a busy machine does not spend the first test's wait on it.
  await import('@wps/contract');
}, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
});

describe('agent centre', () => {
  it('sends a visitor to login', async () => {
    server();
    await renderPage();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
  });

  it('refuses an ordinary member in words, asking nothing', async () => {
    session(0);
    const { seen } = server();
    await renderPage();
    expect((await screen.findByTestId('agent-refused')).textContent).toBe('The agent centre is for agent accounts only.');
    expect(seen.some((r) => r.url.includes('ODSFE2') || r.url.startsWith('/wps/agent'))).toBe(false);
  });

  it('shows income, KPI cards with deltas and the chart', async () => {
    session(1);
    server();
    await renderPage();
    expect(within(await screen.findByTestId('agent-income-current')).getByText('￥15.00')).toBeTruthy();
    const deposits = await screen.findByTestId('agent-kpi-deposits');
    expect(deposits.textContent).toContain('￥1,500.00');
    expect(deposits.textContent).toContain('+50% vs previous');
    expect((await screen.findByTestId('agent-kpi-validBet')).textContent).toContain('New vs previous');
    expect((await screen.findByTestId('agent-kpi-activeMembers')).textContent).toContain('-20% vs previous');
    const chart = await screen.findByRole('img', { name: /^Valid bets per day from/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
  });

  it('leaves the KPIs with a retry when they fail, the rest still shows', { timeout: 15_000 }, async () => {
    session(1);
    server({ '/wps/relay/ODSFE2_TeamKPIA': () => ({ status: 500, body: { success: false, errorCode: ErrorCode.INTERNAL } }) });
    await renderPage();
    expect(await screen.findByTestId('agent-income')).toBeTruthy();
    expect(await within(await screen.findByTestId('agent-kpis')).findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeTruthy();
  });

  it('lists the downlines and filters by account', async () => {
    session(1);
    const { seen } = server();
    await renderPage('/m/agent?tab=team');
    expect(await screen.findByTestId('agent-subagents-empty')).toBeTruthy();
    const rows = within(await screen.findByTestId('agent-downlines')).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(['team0101Member', 'team0102Agent']);
    fireEvent.change(screen.getByTestId('agent-search'), { target: { value: 'team0102' } });
    await waitFor(() => expect(seen.some((r) => r.url.startsWith('/wps/agent/downlines') && r.url.includes('account=team0102'))).toBe(true));
  });

  it('shows the affiliate links with their QR code and creates one', async () => {
    session(1);
    const { seen } = server({ '/wps/relay/wpsCreateAffUrl': () => ok({ ...link, id: 8, code: 'LNK8' }) });
    await renderPage('/m/agent?tab=links');
    expect((await screen.findByTestId('agent-code')).textContent).toBe('AGT01');
    const card = await screen.findByTestId('agent-link');
    expect(within(card).getByTestId('agent-link-url').textContent).toBe(`${window.location.origin}/m/register?aff=LNK7`);
    expect(within(card).getByRole('img', { name: 'QR code of link LNK7' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const form = screen.getByTestId('agent-link-form');
    fireEvent.input(within(form).getByLabelText('Rebate (%)'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Rebate (%)'), { target: { value: '4' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('The rebate cannot be above your own (3.00%).')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Rebate (%)'), { target: { value: '1.5' } });
    fireEvent.submit(form);
    await waitFor(() => expect(toasts).toEqual(['Link created']));
    expect(seen.find((r) => r.url === '/wps/relay/wpsCreateAffUrl')?.body).toEqual({ type: 'member', rebateBp: 150 });
  });

  it('changes the KPI range: a preset, then a custom range from the date fields', { timeout: 15_000 }, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    session(1);
    const { seen } = server();
    await renderPage();
    await screen.findByTestId('agent-kpi-deposits');
    const range = screen.getByTestId('agent-kpi-range');
    fireEvent.click(within(range).getByRole('radio', { name: 'Last week' }));
    await waitFor(() => expect(queries(seen, '/wps/relay/ODSFE2_TeamKPIA').map((q) => q.toString())).toContain('period=custom&start=2026-11-16&end=2026-11-22'));
    expect(queries(seen, '/wps/relay/ODSFE2_TeamKPIB').map((q) => q.toString())).toContain('period=custom&start=2026-11-16&end=2026-11-22');

    fireEvent.click(within(range).getByRole('radio', { name: 'Custom' }));
    // The sheet is its own chunk, loaded on the first opening.
    const sheet = await screen.findByTestId('agent-kpi-range-sheet', {}, { timeout: 8000 });
    fireEvent.change(within(sheet).getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(within(sheet).getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(within(sheet).getByRole('status').textContent).toBe('Choose at most 92 days.');
    expect((within(sheet).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(sheet).getByLabelText('From'), { target: { value: '2026-11-02' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries(seen, '/wps/relay/ODSFE2_TeamKPIA').map((q) => q.toString())).toContain('period=custom&start=2026-11-02&end=2026-11-20'));
    expect(within(range).getByRole('radio', { name: 'Nov 2, 2026 – Nov 20, 2026' }).getAttribute('aria-checked')).toBe('true');
    vi.useRealTimers();
  });

  it('filters the downlines by registration date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    session(1);
    const { seen } = server();
    await renderPage('/m/agent?tab=team');
    await screen.findByTestId('agent-downlines');
    expect(queries(seen, '/wps/agent/downlines')[0]!.has('registeredFrom')).toBe(false);
    fireEvent.click(within(screen.getByTestId('agent-reg-range')).getByRole('radio', { name: 'This month' }));
    await waitFor(() => {
      const q = queries(seen, '/wps/agent/downlines').at(-1)!;
      expect([q.get('registeredFrom'), q.get('registeredTo')]).toEqual(['2026-11-01', '2026-11-25']);
    });
    vi.useRealTimers();
  });

  it('pages the sub-agents with load more', async () => {
    session(1);
    const { seen } = server({
      '/wps/relay/ODSFE2_Subordinate': () => {
        const q = queries(seen, '/wps/relay/ODSFE2_Subordinate').at(-1)!;
        const page = Number(q.get('pageNo'));
        return ok({ list: page === 1 ? [subordinate(1), subordinate(2)] : [subordinate(3)], pageNo: page, totalPages: 2, totalCount: 3 });
      },
    });
    await renderPage('/m/agent?tab=team');
    const list = await screen.findByTestId('agent-subagents');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('agent-subagents-count').textContent).toBe('3 in all');
    expect(queries(seen, '/wps/relay/ODSFE2_Subordinate')[0]!.get('pageSize')).toBe('20');
    fireEvent.click(screen.getByTestId('agent-subagents-more'));
    await waitFor(() => expect(within(screen.getByTestId('agent-subagents')).getAllByRole('listitem')).toHaveLength(3));
    expect(queries(seen, '/wps/relay/ODSFE2_Subordinate').map((q) => q.get('pageNo'))).toEqual(['1', '2']);
    expect(screen.queryByTestId('agent-subagents-more')).toBeNull();
  });

  it('lists the statements with the range total; kind, side and range change the call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    session(1);
    const { seen } = server();
    await renderPage('/m/agent?tab=statements');
    const rows = await within(await screen.findByTestId('agent-statements')).findAllByTestId('agent-stmt');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Nov 23, 2026');
    expect(rows[0]!.textContent).toContain('+￥30.00');
    expect(rows[0]!.textContent).toContain('from the house');
    expect(rows[0]!.textContent).toContain('￥5,200.00');
    expect(rows[0]!.textContent).toContain('Tier 2');
    expect(within(rows[0]!).getByText('Paid')).toBeTruthy();
    expect(within(rows[1]!).getByText('Unpaid')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('None');
    const total = screen.getByTestId('agent-stmt-total');
    expect(total.textContent).toContain('￥60.00');
    expect(total.textContent).toContain('Paid so far ￥30.00');
    expect(queries(seen, '/wps/relay/ODSFE2_QueryDailySalary')[0]!.toString()).toBe('start=2026-10-27&end=2026-11-25&side=received&pageNo=1&kind=DAILY_SALARY');

    const card = screen.getByTestId('agent-statements');
    fireEvent.click(within(card).getByRole('radio', { name: 'Hourly salary' }));
    await waitFor(() => expect(queries(seen, '/wps/relay/ODSFE2_QueryDailySalary').at(-1)!.get('kind')).toBe('HOURLY_SALARY'));
    fireEvent.click(within(card).getByRole('radio', { name: 'Last month' }));
    await waitFor(() => expect(queries(seen, '/wps/relay/ODSFE2_QueryDailySalary').at(-1)!.toString()).toBe('start=2026-10-01&end=2026-10-31&side=received&pageNo=1&kind=HOURLY_SALARY'));
    fireEvent.click(within(card).getByRole('radio', { name: 'Paid to my sub-agents' }));
    await waitFor(() => expect(queries(seen, '/wps/relay/ODSFE2_QueryDailySalary').at(-1)!.get('side')).toBe('paid'));
    fireEvent.click(within(card).getByRole('radio', { name: 'Dividend' }));
    expect((await screen.findByTestId('agent-stmt-empty')).textContent).toContain('You paid no statements to sub-agents in this range.');
    expect(queries(seen, '/wps/relay/ODSFE2_QueryDividend').at(-1)!.toString()).toBe('start=2026-10-01&end=2026-10-31&side=paid&pageNo=1');
    vi.useRealTimers();
  });

  it('asks for page 2 of the statements with load more', async () => {
    session(1);
    const { seen } = server({
      '/wps/relay/ODSFE2_QueryDailySalary': () => {
        const page = Number(queries(seen, '/wps/relay/ODSFE2_QueryDailySalary').at(-1)!.get('pageNo'));
        return ok(statementPage(page === 1 ? [statement(1), statement(2)] : [statement(3)], { pageNo: page, totalPages: 2, totalCount: 3, totalAmount: '90.00', paidAmount: '90.00' }));
      },
    });
    await renderPage('/m/agent?tab=statements');
    expect(await screen.findAllByTestId('agent-stmt')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('agent-stmt-more'));
    await waitFor(() => expect(screen.getAllByTestId('agent-stmt')).toHaveLength(3));
    expect(queries(seen, '/wps/relay/ODSFE2_QueryDailySalary').map((q) => q.get('pageNo'))).toEqual(['1', '2']);
    expect(screen.getByTestId('agent-stmt-total').textContent).toContain('(3 statements)');
  });

  it('shows an empty range, and a failed one with a retry', { timeout: 15_000 }, async () => {
    session(1);
    let fail = true;
    server({
      '/wps/relay/ODSFE2_QueryDailySalary': () =>
        fail ? { status: 500, body: { success: false, errorCode: ErrorCode.INTERNAL } } : ok(statementPage([], { totalAmount: '0.00', paidAmount: '0.00' })),
    });
    await renderPage('/m/agent?tab=statements');
    const retry = await within(await screen.findByTestId('agent-statements')).findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    fail = false;
    fireEvent.click(retry);
    expect((await screen.findByTestId('agent-stmt-empty')).textContent).toContain('No statements paid to you in this range.');
  });
});

describe('agent transfer without a payment password (issue 33 item 23)', () => {
  const security = (hasPaymentPassword: boolean) => () =>
    ok({ hasPaymentPassword, paymentPasswordLocked: false, bankCards: 0, nickname: null, email: null, payeeName: null });

  it('says so before any confirmation, with the way to set one, and cannot be sent', async () => {
    session(1);
    server({ '/wps/member/securityConfig': security(false) });
    await renderPage('/m/agent?tab=transfer');
    const note = await screen.findByTestId('agent-pin-needed', {}, { timeout: 5000 });
    expect(note.textContent).toContain('Set a payment password first: transfers to your team need it.');
    expect(within(note).getByRole('link', { name: 'Set payment password' }).getAttribute('href')).toBe('/m/securityCenter?open=pin');
    const form = screen.getByTestId('agent-transfer-form');
    expect(within(form).queryByLabelText('Payment password')).toBeNull();
    expect((within(form).getByRole('button', { name: 'Transfer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the payment password when one is set', async () => {
    session(1);
    server({ '/wps/member/securityConfig': security(true) });
    await renderPage('/m/agent?tab=transfer');
    const form = await screen.findByTestId('agent-transfer-form', {}, { timeout: 5000 });
    await waitFor(() => expect(within(form).getByLabelText('Payment password')).toBeTruthy());
    expect(screen.queryByTestId('agent-pin-needed')).toBeNull();
  });
});
