// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_LOGIN_METHODS, MEMBER_LOGIN_RESULTS, MemberType, OPS_MEMBER_SEARCH_BY, OPS_MEMBER_STATUSES, OpsCreateMemberSchema, OpsLockMemberSchema, TX_CODES } from '@wps/contract';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import type { OpsRequestFn } from '../../api/ops-client';
import { canDo } from '../../providers/access-control';
import { createDataProvider } from '../../providers/data-provider';
import {
  createMemberBody,
  formatMobile,
  isNegative,
  lockBody,
  memberSearchFilters,
  memberSearchValues,
  memberTypeKey,
  mobileValue,
  searchTextProblem,
} from './member-format';

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));
const EN = flat(en as Dict);
const ZH = flat(zhCN as Dict);

describe('member search: form values to filters and back', () => {
  it('sends the text trimmed, what it is (unless any) and the status; nothing for empty values', () => {
    expect(memberSearchFilters({ q: '  demo01 ', by: 'username', status: 'locked' })).toEqual([
      { field: 'q', operator: 'eq', value: 'demo01' },
      { field: 'by', operator: 'eq', value: 'username' },
      { field: 'status', operator: 'eq', value: 'locked' },
    ]);
    expect(memberSearchFilters({ q: 'demo', by: 'any', status: '' })).toEqual([{ field: 'q', operator: 'eq', value: 'demo' }]);
    // No text: the kind alone does not filter.
    expect(memberSearchFilters({ q: '   ', by: 'email' })).toEqual([]);
  });

  it('reads the form back from the filters in the address, unknown values dropped', () => {
    expect(memberSearchValues(memberSearchFilters({ q: 'agent01', by: 'agent', status: 'active' }))).toEqual({ q: 'agent01', by: 'agent', status: 'active' });
    expect(memberSearchValues([])).toEqual({ q: '', by: 'any', status: '' });
    expect(
      memberSearchValues([
        { field: 'by', operator: 'eq', value: 'nickname' },
        { field: 'status', operator: 'eq', value: 'frozen' },
      ]),
    ).toEqual({ q: '', by: 'any', status: '' });
  });

  it('checks the text against the kind chosen: digits for an id, a number for a mobile', () => {
    expect(searchTextProblem('12a', 'id')).toBe('id');
    expect(searchTextProblem('42', 'id')).toBeNull();
    expect(searchTextProblem('abc', 'mobile')).toBe('mobile');
    expect(searchTextProblem('+63 917-000', 'mobile')).toBeNull();
    expect(searchTextProblem('anything@x', 'any')).toBeNull();
    expect(searchTextProblem('', 'id')).toBeNull();
  });
});

describe('member values', () => {
  it('joins and shows mobile numbers as the contract writes them', () => {
    expect(mobileValue('+63', '917 000-0001')).toBe('+63|9170000001');
    expect(mobileValue('63', '9170000001')).toBe('+63|9170000001');
    expect(mobileValue('+63', '')).toBeUndefined();
    expect(formatMobile('+63|9170000001')).toBe('+63 9170000001');
    expect(formatMobile(null)).toBe('');
    expect(formatMobile('9170000001')).toBe('9170000001');
  });

  it('builds a new member the create call accepts, optional fields left out when empty', () => {
    const body = createMemberBody({ username: ' newbie_1 ', password: 'secret1', email: ' ', dial: '+63', mobile: '', temporary: true });
    expect(body).toEqual({ username: 'newbie_1', password: 'secret1', temporary: true });
    expect(OpsCreateMemberSchema.safeParse(body).success).toBe(true);
    const full = createMemberBody({ username: 'newbie_2', password: 'secret1', email: 'n@example.com', dial: '+63', mobile: '9170000009', temporary: false });
    expect(full).toEqual({ username: 'newbie_2', password: 'secret1', temporary: false, email: 'n@example.com', mobile: '+63|9170000009' });
    expect(OpsCreateMemberSchema.safeParse(full).success).toBe(true);
  });

  it('builds a lock the lock call accepts: reason trimmed, the end as an instant when picked', () => {
    const until = new Date('2030-01-02T03:04:00Z');
    expect(lockBody({ reason: '  chargeback ', until })).toEqual({ reason: 'chargeback', until: '2030-01-02T03:04:00.000Z' });
    expect(lockBody({ reason: 'abuse', until: null })).toEqual({ reason: 'abuse' });
    expect(OpsLockMemberSchema.safeParse(lockBody({ reason: 'chargeback', until })).success).toBe(true);
  });

  it('names the member types and tells debits', () => {
    expect(memberTypeKey(MemberType.agent)).toBe('members.types.agent');
    expect(memberTypeKey(99)).toBeNull();
    expect(isNegative('-10.00')).toBe(true);
    expect(isNegative('10.00')).toBe(false);
  });
});

describe('member resources', () => {
  it('read a member history with the member id in the path; sessions (a plain array) paged here', async () => {
    const calls: { name: string; params?: unknown; query?: unknown }[] = [];
    const sessions = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));
    const request = vi.fn(async (name: string, req: { params?: unknown; query?: unknown } = {}) => {
      calls.push({ name, params: req.params, query: req.query });
      return name === 'opsMemberSessions' ? sessions : { list: [{ id: 9, kind: 'seed' }], pageNo: 1, totalPages: 1, totalCount: 1 };
    }) as unknown as OpsRequestFn;
    const dp = createDataProvider(request);
    const ledger = await dp.getList({ resource: 'memberLedger', pagination: { currentPage: 1, pageSize: 20 }, filters: [{ field: 'kind', operator: 'eq', value: 'seed' }], meta: { params: { id: 7 } } });
    expect(calls[0]).toMatchObject({ name: 'opsMemberLedger', params: { id: 7 }, query: { kind: 'seed', pageNo: 1, pageSize: 20 } });
    expect(ledger).toEqual({ data: [{ id: 9, kind: 'seed' }], total: 1 });
    const page2 = await dp.getList({ resource: 'memberSessions', pagination: { currentPage: 2, pageSize: 20 }, meta: { params: { id: 7 } } });
    expect(calls[1]).toMatchObject({ name: 'opsMemberSessions', params: { id: 7 } });
    expect(page2.total).toBe(25);
    expect(page2.data.map((s) => s.id)).toEqual([21, 22, 23, 24, 25]);
    await dp.getOne({ resource: 'member', id: 7, meta: { params: { id: 7 } } });
    expect(calls[2]).toMatchObject({ name: 'opsMember', params: { id: 7 } });
  });

  it('let finance and risk read members but not lock; risk resets passwords; support does it all', () => {
    for (const role of ['finance', 'risk', 'support'] as const) {
      expect(canDo([role], 'members', 'list')).toBe(true);
      expect(canDo([role], 'member', 'list')).toBe(true);
      expect(canDo([role], 'memberLedger', 'list')).toBe(true);
    }
    for (const action of ['lock', 'unlock', 'signOut', 'message']) {
      expect(canDo(['finance'], 'member', action)).toBe(false);
      expect(canDo(['risk'], 'member', action)).toBe(false);
      expect(canDo(['support'], 'member', action)).toBe(true);
    }
    expect(canDo(['risk'], 'member', 'resetPassword')).toBe(true);
    expect(canDo(['finance'], 'member', 'resetPassword')).toBe(false);
    expect(canDo(['support'], 'members', 'create')).toBe(true);
    expect(canDo(['finance'], 'members', 'create')).toBe(false);
    expect(canDo(['content'], 'members', 'list')).toBe(false);
  });
});

describe('member texts', () => {
  const NS = /\b(members|member|memberLedger|memberRounds|memberSessions|memberLogins|memberMessages)\./;

  it('name every key the member pages use, in both languages', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const used = new Set<string>();
    for (const f of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))) {
      for (const [, key] of readFileSync(dir + f, 'utf8').matchAll(/'([A-Za-z]+\.[A-Za-z0-9_.]+)'/g)) if (NS.test(key!) && !key!.endsWith('.')) used.add(key!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !(k in EN) || !(k in ZH))).toEqual([]);
  });

  it('name every status, search kind, ledger kind, login method and result', () => {
    const need = [
      ...OPS_MEMBER_STATUSES.map((s) => `members.status.${s}`),
      ...OPS_MEMBER_SEARCH_BY.map((b) => `members.by.${b}`),
      ...Object.keys(MemberType).map((t) => `members.types.${t}`),
      ...TX_CODES.map((k) => `memberLedger.kinds.${k}`),
      ...MEMBER_LOGIN_METHODS.map((m) => `memberLogins.methods.${m}`),
      ...MEMBER_LOGIN_RESULTS.map((r) => `memberLogins.results.${r}`),
      ...['open', 'settled', 'void'].map((s) => `memberRounds.status.${s}`),
    ];
    expect(need.filter((k) => !(k in EN) || !(k in ZH))).toEqual([]);
  });
});
