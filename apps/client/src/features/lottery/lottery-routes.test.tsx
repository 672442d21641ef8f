import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { LotteryOrder, LotteryOrderDetail, LotterySubOrder } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../shared/i18n/i18n';
import { queryClient } from '../../shared/query/query-client';
import { walletKeys } from '../../shared/query/session-keys';
import { setSession } from '../../shared/session/session-store';
import type * as SystemStore from '../../shared/system/system-store';
import { stubFetch, type SeenRequest } from '../../test/envelope-fetch';
import { renderLazyRoute } from '../../test/render';
import LotteryRoutes from './lottery-routes';

const ui = vi.hoisted(() => ({ confirms: [] as string[], answer: true, toasts: [] as string[] }));
vi.mock('../../shared/ui/feedback', () => ({
  showToast: async (text: string) => void ui.toasts.push(text),
  showLoading: async () => () => {},
  confirmDialog: async (text: string) => {
    ui.confirms.push(text);
    return ui.answer;
  },
}));
vi.mock('../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

beforeAll(async () => {
  await activateLanguage('EN');
});
beforeEach(() => {
  ui.confirms.length = 0;
  ui.toasts.length = 0;
  ui.answer = true;
  setSession({ token: 'tok', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const ok = (value: unknown) => ({ body: { success: true, value } });
const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

const sub = (subOrderId: number, patch: Partial<LotterySubOrder> = {}): LotterySubOrder => ({
  subOrderId,
  betType: 'BIG_SMALL',
  selection: 'BIG',
  stake: '10.00',
  odds: '1.98',
  status: 'OPEN',
  payout: '0.00',
  ...patch,
});
const order = (orderId: number, patch: Partial<LotteryOrder> = {}): LotteryOrder => ({
  orderId,
  gameId: 101,
  gameCode: 'vn-speed-3',
  gameName: 'VN Speed 3',
  numero: '20261124-0123',
  status: 'OPEN',
  totalStake: '30.00',
  totalPayout: '0.00',
  subOrderCount: 2,
  createdAt: '2026-11-24T06:07:00.000Z',
  // Fifty minutes from the module's load: the countdown shows 50:00 or, a second or more later, 49:xx.
  closesAt: later(50 * 60_000),
  ...patch,
});
const detail = (o: LotteryOrder, subOrders: LotterySubOrder[], period: Partial<LotteryOrderDetail['period']> = {}): LotteryOrderDetail => ({
  ...o,
  subOrders,
  period: {
    numero: o.numero,
    status: 'OPEN',
    opensAt: later(-HOUR),
    closesAt: o.closesAt,
    drawAt: later(HOUR + 10_000),
    serverSeedHash: 'h',
    serverSeed: null,
    result: null,
    ...period,
  },
});

const OPEN = order(7);
const SETTLED = order(6, { numero: '20261124-0100', status: 'SETTLED', totalStake: '5.00', totalPayout: '9.90', closesAt: '2026-11-24T05:00:00.000Z' });
const OPEN_DETAIL = detail(OPEN, [sub(71), sub(72, { betType: 'POSITION', selection: '3:7', stake: '20.00', odds: '9.80' })]);
const SETTLED_DETAIL = detail(SETTLED, [sub(61, { stake: '5.00', status: 'WON', payout: '9.90' })], { status: 'DRAWN', result: '98765', serverSeed: 's' });

interface World {
  cancel?: 'ok' | 'closed';
  openDetail?: LotteryOrderDetail;
}

function server(w: World = {}) {
  let current = w.openDetail ?? OPEN_DETAIL;
  return stubFetch((req: SeenRequest) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === '/lgw/orders' && req.method === 'GET') {
      const status = url.searchParams.get('status');
      const list = [OPEN, SETTLED].filter((o) => !status || o.status === status);
      return ok({ list, pageNo: 1, totalPages: 1, totalCount: list.length });
    }
    if (url.pathname === '/lgw/orders/detail') {
      const id = Number(url.searchParams.get('orderId'));
      if (id === SETTLED.orderId) return ok(SETTLED_DETAIL);
      if (id === current.orderId) return ok(current);
      return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND, message: 'err_not_found' } };
    }
    if (url.pathname === '/lgw/orders/suborders/cancel') {
      if (w.cancel === 'closed') return { status: 409, body: { success: false, errorCode: 'LOTTERY_PERIOD_CLOSED', message: 'err_lottery_closed' } };
      const { subOrderId } = req.body as { subOrderId: number };
      current = { ...current, subOrders: current.subOrders.map((s) => (s.subOrderId === subOrderId ? { ...s, status: 'CANCELLED' } : s)) };
      return ok({ order: current, balance: '1010.00' });
    }
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

const renderAt = (path: string) =>
  renderLazyRoute(path, '/m/game/*', <LotteryRoutes />, false);

describe('my lottery orders', () => {
  it('lists the orders with period, stake, payout and status, filters by status and opens one', async () => {
    const { seen } = server();
    await renderAt('/m/game/orders');
    const rows = await screen.findAllByTestId('lottery-order', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('VN Speed 3');
    expect(rows[0]!.textContent).toContain('Period 20261124-0123');
    expect(rows[0]!.textContent).toContain('￥30.00');
    expect(within(rows[0]!).getByText('Open')).toBeTruthy();
    expect(within(rows[1]!).getByText('Settled')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Paid ￥9.90');

    fireEvent.click(screen.getByRole('radio', { name: 'Settled' }));
    await waitFor(() => expect(screen.getAllByTestId('lottery-order')).toHaveLength(1), { timeout: 5000 });
    const asked = seen.filter((r) => r.url.startsWith('/lgw/orders?')).map((r) => new URL(r.url, 'http://localhost').searchParams.get('status'));
    expect(asked).toEqual([null, 'SETTLED']);

    fireEvent.click(screen.getByRole('link', { name: /VN Speed 3/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/game/orders/6'), { timeout: 5000 });
    const summary = await screen.findByTestId('lottery-order-summary', {}, { timeout: 5000 });
    expect(within(summary).getByRole('img', { name: 'Result 98765' })).toBeTruthy();
    const bet = screen.getByTestId('lottery-sub-order');
    expect(bet.textContent).toContain('Big');
    expect(bet.textContent).toContain('Won');
    expect(bet.textContent).toContain('+￥9.90');
    // A drawn period's bets cannot be cancelled.
    expect(within(bet).queryByRole('button')).toBeNull();
  });

  it('cancels an open bet after confirming: the order, the lists and the balance are fetched anew', async () => {
    const { seen } = server();
    await renderAt('/m/game/orders/7');
    const bets = await screen.findAllByTestId('lottery-sub-order', {}, { timeout: 5000 });
    expect(bets[1]!.textContent).toContain('Position 3: 7');
    expect(within(screen.getByTestId('lottery-order-summary')).getByTestId('lottery-order-countdown').textContent).toMatch(/^Closes in (50:00|49:[0-5]\d)$/);
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: '1000.00' });
    queryClient.setQueryData(['session', 'lottery', 'orders', 'list', ''], { pages: [], pageParams: [] });

    fireEvent.click(within(bets[0]!).getByRole('button', { name: 'Cancel the bet Big' }));
    await waitFor(() => expect(ui.toasts).toEqual(['Bet cancelled, stake refunded']), { timeout: 5000 });
    expect(ui.confirms).toEqual(['Cancel the bet Big? Its stake of ￥10.00 goes back to your balance.']);
    const cancels = seen.filter((r) => r.url === '/lgw/orders/suborders/cancel');
    expect(cancels.map((r) => [r.method, r.body])).toEqual([['POST', { orderId: 7, subOrderId: 71 }]]);
    await waitFor(() => expect(within(screen.getAllByTestId('lottery-sub-order')[0]!).getByText('Cancelled')).toBeTruthy(), { timeout: 5000 });
    expect(within(screen.getAllByTestId('lottery-sub-order')[0]!).queryByRole('button')).toBeNull();
    // The other bet is still open and cancellable.
    expect(within(screen.getAllByTestId('lottery-sub-order')[1]!).getByRole('button', { name: 'Cancel the bet Position 3: 7' })).toBeTruthy();
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['session', 'lottery', 'orders', 'list', ''])?.isInvalidated).toBe(true);
  });

  it('does nothing when the player keeps the bet', async () => {
    ui.answer = false;
    const { seen } = server();
    await renderAt('/m/game/orders/7');
    const bets = await screen.findAllByTestId('lottery-sub-order', {}, { timeout: 5000 });
    fireEvent.click(within(bets[0]!).getByRole('button', { name: 'Cancel the bet Big' }));
    await waitFor(() => expect(ui.confirms).toHaveLength(1), { timeout: 5000 });
    expect(seen.some((r) => r.url === '/lgw/orders/suborders/cancel')).toBe(false);
    expect(ui.toasts).toEqual([]);
  });

  it('tells why when the server refuses the cancel (the period closed meanwhile)', async () => {
    server({ cancel: 'closed' });
    await renderAt('/m/game/orders/7');
    const bets = await screen.findAllByTestId('lottery-sub-order', {}, { timeout: 5000 });
    fireEvent.click(within(bets[0]!).getByRole('button', { name: 'Cancel the bet Big' }));
    await waitFor(() => expect(ui.toasts).toEqual(['This draw is closed: orders can no longer be placed or cancelled.']), { timeout: 5000 });
    expect(within(screen.getAllByTestId('lottery-sub-order')[0]!).getByText('Waiting for the draw')).toBeTruthy();
  });

  it('offers no cancel once the period has closed, even before its draw', async () => {
    const closed = order(8, { closesAt: later(-2000) });
    server({ openDetail: detail(closed, [sub(81)], { drawAt: later(8000) }) });
    await renderAt('/m/game/orders/8');
    const bet = await screen.findByTestId('lottery-sub-order', {}, { timeout: 5000 });
    expect(within(bet).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('lottery-order-summary')).getByText('Drawing…')).toBeTruthy();
  });

  it('an unknown order says so', async () => {
    server();
    await renderAt('/m/game/orders/99');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
    await renderAt('/m/game/orders/abc');
    expect(await screen.findByText('This order cannot be found.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
