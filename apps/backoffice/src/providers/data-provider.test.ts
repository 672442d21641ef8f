import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, MONEY_LIMITS, type OperatorIdentity } from '@wps/contract';
import { OpsHttpError, opsRequest, type OpsRequestFn } from '../api/ops-client';
import { setLocale } from '../i18n/i18n';
import { signIn, signOut } from '../session/session';
import { createDataProvider, filtersToQuery, pageSizeOf } from './data-provider';

const page = <T>(list: T[], pageNo: number, totalCount: number, size = MONEY_LIMITS.recordsPage) => ({
  list,
  pageNo,
  totalPages: Math.max(1, Math.ceil(totalCount / size)),
  totalCount,
});
const order = (n: number) => ({ orderNo: `D${n}`, member: 'demo01', amount: '10.00', status: 'pending' });

function fakeRequest(answer: (name: string, req: { params?: unknown; query?: Record<string, unknown>; body?: unknown }) => unknown) {
  const calls: { name: string; params?: unknown; query?: Record<string, unknown>; body?: unknown }[] = [];
  const fn = vi.fn(async (name: string, req: { params?: unknown; query?: Record<string, unknown>; body?: unknown } = {}) => {
    calls.push({ name, ...req });
    return answer(name, req);
  });
  return { request: fn as unknown as OpsRequestFn, calls };
}

describe('data provider: Refine pagination and filters to the operator calls', () => {
  it('maps currentPage to pageNo, filters to the query, and { list, totalCount } to { data, total } with ids', async () => {
    const { request, calls } = fakeRequest(() => page([order(21), order(22)], 2, 22));
    const dp = createDataProvider(request);
    const res = await dp.getList({
      resource: 'deposits',
      pagination: { currentPage: 2, pageSize: MONEY_LIMITS.recordsPage, mode: 'server' },
      filters: [
        { field: 'status', operator: 'eq', value: 'pending' },
        { field: 'ignored', operator: 'eq', value: '' },
      ],
    });
    expect(calls).toEqual([{ name: 'opsDeposits', params: undefined, query: { status: 'pending', pageNo: 2 }, signal: undefined }]);
    expect(res.total).toBe(22);
    expect(res.data.map((r) => r.id)).toEqual(['D21', 'D22']);
  });

  it('sends pageSize to calls that take one (the audit trail)', async () => {
    const { request, calls } = fakeRequest(() => ({ list: [{ id: 7, action: 'opsLogin' }], pageNo: 3, totalPages: 9, totalCount: 45 }));
    const res = await createDataProvider(request).getList({ resource: 'audit', pagination: { currentPage: 3, pageSize: 5 }, filters: [{ field: 'operator', operator: 'eq', value: 'finance' }] });
    expect(calls[0]).toMatchObject({ name: 'opsAudit', query: { operator: 'finance', pageNo: 3, pageSize: 5 } });
    expect(res).toEqual({ data: [{ id: 7, action: 'opsLogin' }], total: 45 });
  });

  it('reads the server pages a page of another size spans, and cuts it out', async () => {
    const size = MONEY_LIMITS.recordsPage;
    const all = Array.from({ length: 55 }, (_, i) => order(i + 1));
    const { request, calls } = fakeRequest((_name, req) => {
      const pageNo = Number(req.query?.pageNo);
      return page(all.slice((pageNo - 1) * size, pageNo * size), pageNo, all.length);
    });
    // Items 16..30 (page 2 of 15) lie on server pages 1 and 2.
    const res = await createDataProvider(request).getList({ resource: 'deposits', pagination: { currentPage: 2, pageSize: 15 } });
    expect(calls.map((c) => c.query?.pageNo)).toEqual([1, 2]);
    expect(res.data.map((r) => r.orderNo)).toEqual(all.slice(15, 30).map((o) => o.orderNo));
    expect(res.total).toBe(55);
  });

  it('pages plain array answers here (operators), and gives them all without pagination', async () => {
    const ops = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, username: `op${i + 1}` }));
    const { request, calls } = fakeRequest(() => ops);
    const dp = createDataProvider(request);
    const second = await dp.getList({ resource: 'operators', pagination: { currentPage: 2, pageSize: 3 } });
    expect(calls[0]!.query).toEqual({});
    expect(second).toEqual({ data: ops.slice(3, 6), total: 7 });
    expect((await dp.getList({ resource: 'operators', pagination: { mode: 'off' } })).data).toHaveLength(7);
  });

  it('uses the server page size for fixed-size lists and Refine\'s for the others', () => {
    expect(pageSizeOf('deposits')).toBe(MONEY_LIMITS.recordsPage);
    expect(pageSizeOf('audit', 50)).toBe(50);
  });

  it('turns create, update, delete and custom into their calls with the row id in the path', async () => {
    const { request, calls } = fakeRequest((name) => (name === 'opsCreateOperator' ? { id: 9, username: 'newbie' } : { done: true }));
    const dp = createDataProvider(request);
    expect((await dp.create({ resource: 'operators', variables: { username: 'newbie' } })).data).toMatchObject({ id: 9 });
    await dp.update({ resource: 'operators', id: 9, variables: { disabled: true } });
    await dp.deleteOne({ resource: 'apiKeys', id: 4 });
    await dp.custom!({ url: 'opsApproveDeposit', method: 'post', payload: { note: 'seen' }, meta: { params: { orderNo: 'D1' } } });
    await dp.custom!({ url: 'opsTotpSetup', method: 'post', payload: {} });
    await dp.update({ resource: 'securitySettings', id: 'demo', variables: { requireTotp: true } });
    expect(calls).toEqual([
      { name: 'opsCreateOperator', params: undefined, body: { username: 'newbie' } },
      { name: 'opsUpdateOperator', params: { id: 9 }, body: { disabled: true } },
      { name: 'opsRevokeApiKey', params: { id: 4 } },
      { name: 'opsApproveDeposit', params: { orderNo: 'D1' }, query: undefined, body: { note: 'seen' } },
      { name: 'opsTotpSetup', params: undefined, query: undefined, body: undefined },
      { name: 'opsUpdateSecuritySettings', params: {}, body: { requireTotp: true } },
    ]);
    await expect(dp.custom!({ url: '/ops/anything', method: 'get' })).rejects.toThrow(/not a call of the table/);
  });

  it('keeps only filters with a value', () => {
    expect(
      filtersToQuery([
        { field: 'from', operator: 'gte', value: '2026-01-01T00:00:00.000Z' },
        { field: 'action', operator: 'eq', value: undefined },
        { operator: 'or', value: [] },
      ]),
    ).toEqual({ from: '2026-01-01T00:00:00.000Z' });
  });
});

describe('ops client: envelope errors as Refine HttpErrors with a translated message', () => {
  const identity: OperatorIdentity = {
    id: 1,
    username: 'finance',
    displayName: 'Demo Finance',
    totpEnabled: false,
    totpVerified: false,
    via: 'session',
    grants: [{ merchantCode: 'demo', merchantName: 'Demo', roles: ['finance'], requireTotp: false }],
  };
  beforeEach(() => {
    signOut();
    setLocale('en');
  });

  it('fills the merchant and the token, and answers the value', async () => {
    signIn('ops_s_token', identity);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { list: [], pageNo: 1, totalPages: 1, totalCount: 0 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(opsRequest('opsDeposits', { query: { pageNo: 1, status: 'pending' } })).resolves.toMatchObject({ totalCount: 0 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ops/merchants/demo/deposits?pageNo=1&status=pending');
    expect((init.headers as Record<string, string>)['X-Ops-Token']).toBe('ops_s_token');
    vi.unstubAllGlobals();
  });

  it('throws OpsHttpError with status, code and the text of the language', async () => {
    signIn('ops_s_token', identity);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, errorCode: 'ORDER_CLOSED', message: 'err_order_closed' }), { status: 409 }));
    const en = await opsRequest('opsApproveDeposit', { params: { orderNo: 'D1' }, body: {} }).catch((e: unknown) => e);
    expect(en).toBeInstanceOf(OpsHttpError);
    expect(en).toMatchObject({ statusCode: 409, errorCode: ErrorCode.ORDER_CLOSED, message: 'This order is no longer pending (someone decided it already).' });
    setLocale('zh-CN');
    const zh = await opsRequest('opsApproveDeposit', { params: { orderNo: 'D1' }, body: {} }).catch((e: unknown) => e);
    expect((zh as OpsHttpError).message).toBe('此订单已不再待处理（已被处理）。');
    vi.unstubAllGlobals();
  });

  it('gives VALIDATION field errors to forms', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, errorCode: 'VALIDATION', message: 'err_format', value: [{ field: 'password', message: 'too short' }] }), { status: 422 }));
    const e = (await opsRequest('opsLogin', { body: { username: 'a', password: 'b' } }).catch((x: unknown) => x)) as OpsHttpError;
    expect(e.errors).toEqual({ password: 'too short' });
    vi.unstubAllGlobals();
  });
});
