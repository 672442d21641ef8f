import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { AffLink, AgentAffiliate, AgentIncome, DownlineRow, TeamKpi, TeamKpiSeries } from '@wps/contract';
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
      default:
        return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
    }
  });
}

const renderPage = (path = '/m/agent') => renderRoute(path, <AgentCentrePage />);

beforeAll(async () => {
  await activateLanguage('EN');
});
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
});
