import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { MallItem, MallOrder, PointsEntry } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch, type SeenRequest } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import MallPage from './mall-page';

/** The redeem confirm: what it asked, and the member's answer. */
const ui = vi.hoisted(() => ({ confirms: [] as { text: string; ok?: string }[], answer: true }));
vi.mock('../../../shared/ui/feedback', () => ({
  showToast: async () => {},
  showLoading: async () => () => {},
  confirmDialog: async (text: string, ok?: string) => {
    ui.confirms.push({ text, ok });
    return ui.answer;
  },
}));
vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const session = (type = 0) => setSession({ token: 't', id: 1, userName: 'demo01', type, merchantCode: 'demo', firstTimeLogin: false });
const ok = (value: unknown) => ({ body: { success: true, value } });
const page = <T,>(list: T[]) => ok({ list, pageNo: 1, totalPages: list.length ? 1 : 0, totalCount: list.length });
const base = { description: '', imageUrl: null, cash: null, stock: null, perMemberLimit: null, soldOut: false };
const coffee: MallItem = { ...base, id: 1, kind: 'VOUCHER', name: 'Coffee voucher', price: 10 };
const jersey: MallItem = { ...base, id: 2, kind: 'PHYSICAL', name: 'Team jersey', price: 30, stock: 3 };
const cap: MallItem = { ...base, id: 3, kind: 'PHYSICAL', name: 'Limited cap', price: 5, stock: 0, soldOut: true };
const order = (item: MallItem, extra: Partial<MallOrder> = {}): MallOrder => ({
  id: 9,
  itemId: item.id,
  kind: item.kind,
  itemName: item.name,
  points: item.price,
  status: 'completed',
  cash: null,
  voucherCode: null,
  address: null,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  ...extra,
});
const earned: PointsEntry = { id: 1, delta: 12, balanceAfter: 40, reason: 'bet', note: null, createdAt: '2026-05-01T08:00:00.000Z' };

/** A mall with these items and 40 points; a redeem answers `refuse` when given, else an order. */
function server(items: MallItem[], refuse?: { code: string; message: string }) {
  let orders: MallOrder[] = [];
  return stubFetch((req: SeenRequest) => {
    if (req.url.startsWith('/wps/mall/points/history')) return page([earned]);
    if (req.url.startsWith('/wps/mall/points')) return ok({ balance: 40, pointsPerUnit: 1 });
    if (req.url.startsWith('/wps/mall/items')) return ok(items);
    if (req.url.startsWith('/wps/mall/orders')) return page(orders);
    if (req.url.startsWith('/wps/mall/redeem')) {
      if (refuse) return { status: 409, body: { success: false, errorCode: refuse.code, message: refuse.message } };
      const b = req.body as { itemId: number; address?: MallOrder['address'] };
      const item = items.find((i) => i.id === b.itemId)!;
      const o = order(item, item.kind === 'VOUCHER' ? { voucherCode: 'MV-ABCD-EFGH-JKLM' } : { status: 'pending', address: b.address ?? null });
      orders = [o, ...orders];
      return ok({ order: o, points: 40 - item.price });
    }
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}
const redeems = (seen: SeenRequest[]) => seen.filter((r) => r.url.startsWith('/wps/mall/redeem'));
const renderMall = (path = '/m/mall/mallHome') => renderRoute(path, <MallPage />);

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  ui.confirms = [];
  ui.answer = true;
});

describe('points mall', () => {
  it('sends a visitor to login', async () => {
    server([]);
    await renderMall();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
  });

  it('shows the points, the catalogue with prices and stock; a sold-out item cannot be redeemed', async () => {
    session();
    const { seen } = server([coffee, jersey, cap]);
    await renderMall();
    expect((await screen.findByTestId('mall-points-balance', {}, { timeout: 8000 })).textContent).toBe('40');
    const tiles = await screen.findAllByTestId('mall-item');
    expect(tiles.map((t) => t.textContent)).toEqual([
      'VoucherCoffee voucher10 ptsUnlimited',
      'GiftTeam jersey30 pts3 left',
      'GiftLimited cap5 ptsSold out',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Limited cap' }));
    const sheet = await screen.findByTestId('mall-sheet');
    expect((within(sheet).getByTestId('mall-redeem') as HTMLButtonElement).disabled).toBe(true);
    expect(redeems(seen)).toHaveLength(0);
  });

  it('redeems a voucher: the code shows and the order is in my orders', async () => {
    session();
    const { seen } = server([coffee]);
    await renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Coffee voucher' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem for 10 pts' }));
    expect((await screen.findByTestId('mall-voucher-code')).textContent).toBe('MV-ABCD-EFGH-JKLM');
    expect(redeems(seen)).toHaveLength(1);
    expect(redeems(seen)[0]!.body).toMatchObject({ itemId: 1, requestId: expect.stringMatching(/^mall-/) });
    fireEvent.click(screen.getByTestId('mall-see-orders'));
    const row = await screen.findByTestId('mall-order');
    expect(row.getAttribute('data-status')).toBe('completed');
    expect(screen.getByRole('tab', { name: 'My orders' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks to confirm the item and its points before spending them; cancel spends nothing', async () => {
    session();
    const { seen } = server([coffee]);
    await renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Coffee voucher' }));
    ui.answer = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem for 10 pts' }));
    await waitFor(() => expect(ui.confirms).toEqual([{ text: 'Redeem Coffee voucher for 10 points?', ok: 'mall_redeem_ok' }]));
    expect(redeems(seen)).toHaveLength(0);
    // Back to the sheet as it was, the redeem button ready again.
    const button = (await screen.findByRole('button', { name: 'Redeem for 10 pts' })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    ui.answer = true;
    fireEvent.click(button);
    expect((await screen.findByTestId('mall-voucher-code')).textContent).toBe('MV-ABCD-EFGH-JKLM');
    expect(ui.confirms).toHaveLength(2);
    expect(redeems(seen)).toHaveLength(1);
  });

  it('physical goods ask the address first, then send it', async () => {
    session();
    const { seen } = server([jersey]);
    await renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Team jersey' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem for 30 pts' }));
    expect((await screen.findAllByText('Please fill this in')).length).toBe(2);
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    expect(redeems(seen)).toHaveLength(0);
    expect(ui.confirms).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Recipient name'), { target: { value: 'Ana Cruz' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+63 917 000 0001' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Rizal Ave' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem for 30 pts' }));
    expect(await screen.findByText('Redeemed! We will ship it to your address.')).toBeTruthy();
    expect(redeems(seen)[0]!.body).toMatchObject({ itemId: 2, address: { name: 'Ana Cruz', phone: '+63 917 000 0001', line1: '1 Rizal Ave' } });
  });

  it('a refused redeem says why', async () => {
    session();
    server([coffee], { code: 'OUT_OF_STOCK', message: 'err_out_of_stock' });
    await renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Coffee voucher' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem for 10 pts' }));
    expect(await screen.findByText('This item is sold out.')).toBeTruthy();
  });

  it('the points history and the empty states', async () => {
    session();
    server([]);
    await renderMall('/m/mall/mallHome?tab=points');
    const entry = await screen.findByTestId('mall-points-entry');
    expect(entry.textContent).toBe('+12');
    fireEvent.click(screen.getByRole('tab', { name: 'My orders' }));
    expect((await screen.findByTestId('mall-orders-empty')).textContent).toBe('No orders yet');
    fireEvent.click(screen.getByRole('tab', { name: 'Catalogue' }));
    expect((await screen.findByTestId('mall-empty')).textContent).toBe('No items yet');
  });
});
