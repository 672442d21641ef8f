// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { MALL_ITEM_KINDS, MALL_ORDER_STATUSES, OpsMallItemInputSchema, POINTS_REASONS, type OpsMallItem } from '@wps/contract';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import type { OpsRequestFn } from '../../api/ops-client';
import { canDo } from '../../providers/access-control';
import { createDataProvider } from '../../providers/data-provider';
import { callOf } from '../../resources';
import { actionsOf, itemBody, itemChange, mallOrderFilters, mallOrderSearchValues, newItemValues } from './mall-values';

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));
const EN = flat(en as Dict);
const ZH = flat(zhCN as Dict);

const jersey: OpsMallItem = {
  id: 7,
  kind: 'PHYSICAL',
  names: { EN: 'Team jersey', CN: '球衣' },
  descriptions: {},
  imageUrl: null,
  price: 3000,
  cash: null,
  stock: 10,
  perMemberLimit: null,
  soldOut: false,
  enabled: true,
  sort: 5,
  sold: 2,
};

describe('mall item form', () => {
  it('sends only the languages written, cash only for bonus cash, empty numbers as unlimited; the call takes it', () => {
    const body = itemBody({ ...newItemValues(), kind: 'VOUCHER', names: { EN: ' Coffee ', CN: '', TH: '  ' }, price: 10, cash: '5.00' });
    expect(body).toEqual({ kind: 'VOUCHER', names: { EN: 'Coffee' }, descriptions: {}, imageUrl: null, price: 10, cash: null, stock: null, perMemberLimit: null, enabled: true, sort: 0 });
    expect(OpsMallItemInputSchema.safeParse(body).success).toBe(true);
    const cash = itemBody({ ...newItemValues(), kind: 'BONUS_CASH', names: { EN: 'Cash' }, price: 500, cash: '5.00', stock: 0 });
    expect(cash).toMatchObject({ cash: '5.00', stock: 0 });
    expect(OpsMallItemInputSchema.safeParse(cash).success).toBe(true);
  });

  it('an inline switch sends the whole item back with the change', () => {
    const body = itemChange(jersey, { enabled: false });
    expect(body).toEqual({ kind: 'PHYSICAL', names: { EN: 'Team jersey', CN: '球衣' }, descriptions: {}, imageUrl: null, price: 3000, cash: null, stock: 10, perMemberLimit: null, enabled: false, sort: 5 });
    expect(OpsMallItemInputSchema.safeParse(body).success).toBe(true);
  });
});

describe('mall orders', () => {
  it('offer the moves a physical order allows; bonus cash and vouchers none', () => {
    expect(actionsOf({ kind: 'PHYSICAL', status: 'pending' })).toEqual(['ship', 'cancel']);
    expect(actionsOf({ kind: 'PHYSICAL', status: 'shipped' })).toEqual(['deliver', 'cancel']);
    expect(actionsOf({ kind: 'PHYSICAL', status: 'delivered' })).toEqual([]);
    expect(actionsOf({ kind: 'PHYSICAL', status: 'cancelled' })).toEqual([]);
    expect(actionsOf({ kind: 'VOUCHER', status: 'completed' })).toEqual([]);
  });

  it('search by status, kind and member, and back from the address', () => {
    const filters = mallOrderFilters({ status: 'pending', kind: '', member: ' demo01 ' });
    expect(mallOrderSearchValues(filters)).toEqual({ status: 'pending', kind: '', member: 'demo01' });
    expect(mallOrderSearchValues([{ field: 'status', operator: 'eq', value: 'nonsense' }])).toMatchObject({ status: '' });
  });

  it('map to their calls and roles: content edits the catalogue; finance and support handle orders and points', async () => {
    expect(callOf('mallItems', 'create')).toBe('opsCreateMallItem');
    expect(callOf('mallItems', 'edit')).toBe('opsUpdateMallItem');
    expect(callOf('mallOrders', 'act')).toBe('opsMallOrderAction');
    expect(callOf('memberPoints', 'adjust')).toBe('opsAdjustPoints');
    expect(canDo(['content'], 'mallItems', 'edit')).toBe(true);
    expect(canDo(['finance'], 'mallItems', 'list')).toBe(false);
    expect(canDo(['finance'], 'mallItems', 'edit')).toBe(false);
    for (const role of ['finance', 'support'] as const) {
      expect(canDo([role], 'mallOrders', 'act')).toBe(true);
      expect(canDo([role], 'memberPoints', 'adjust')).toBe(true);
    }
    expect(canDo(['content'], 'mallOrders', 'list')).toBe(false);
    expect(canDo(['risk'], 'memberPoints', 'list')).toBe(true);
    expect(canDo(['risk'], 'memberPoints', 'adjust')).toBe(false);

    const calls: { name: string; params?: unknown; query?: unknown }[] = [];
    const request = vi.fn(async (name: string, req: { params?: unknown; query?: unknown } = {}) => {
      calls.push({ name, params: req.params, query: req.query });
      return { list: [{ id: 1, delta: 5, balanceAfter: 5, reason: 'bet', note: null, createdAt: '2026-05-01T00:00:00Z' }], pageNo: 1, totalPages: 1, totalCount: 1, balance: 5 };
    }) as unknown as OpsRequestFn;
    const dp = createDataProvider(request);
    const page = await dp.getList({ resource: 'memberPoints', pagination: { currentPage: 1, pageSize: 20 }, meta: { params: { id: 3 } } });
    expect(page.total).toBe(1);
    expect(calls[0]).toMatchObject({ name: 'opsMemberPoints', params: { id: 3 } });
  });
});

describe('mall texts', () => {
  it('name every kind, status and reason, and every key the screens use, in both languages', () => {
    const need = [
      ...MALL_ITEM_KINDS.map((k) => `mallItems.kinds.${k}`),
      ...MALL_ORDER_STATUSES.flatMap((s) => [`mallOrders.statuses.${s}`, `mallOrders.done.${s}`]),
      ...POINTS_REASONS.map((r) => `memberPoints.reasons.${r}`),
      ...['ship', 'deliver', 'cancel'].flatMap((a) => [`mallOrders.actions.${a}`, `mallOrders.confirm.${a}`]),
      ...['OUT_OF_STOCK', 'NOT_ENOUGH_POINTS', 'LIMIT_REACHED', 'ITEM_CLOSED'].map((c) => `errors.${c}`),
      'mallItems.mallItems',
      'mallOrders.mallOrders',
      'bonus.sources.mall',
    ];
    for (const file of ['mall-items-page.tsx', 'mall-item-form.tsx', 'mall-orders-page.tsx', 'points-tab.tsx']) {
      const src = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      for (const [, key] of src.matchAll(/'((?:mallItems|mallOrders|memberPoints|content)\.[A-Za-z0-9_.]+)'/g)) need.push(key!);
    }
    expect(need.length).toBeGreaterThan(60);
    expect(need.filter((k) => !(k in EN) || !(k in ZH))).toEqual([]);
  });
});
