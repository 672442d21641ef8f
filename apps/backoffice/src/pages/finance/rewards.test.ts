// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { OpsIssueRewardSchema, OpsRewardsQuerySchema, REWARD_KINDS, REWARD_PAGE_SIZE, REWARD_STATUSES, type OpsReward } from '@wps/contract';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import type { OpsRequestFn } from '../../api/ops-client';
import { canDo } from '../../providers/access-control';
import { createDataProvider, pageSizeOf } from '../../providers/data-provider';
import { callOf } from '../../resources';
import { newRequestId } from '../../shared/actions';
import { ISSUE_LIMITS, issueRewardBody, issueRewardFields, issueTitleOk } from '../members/member-format';
import { rewardFilters, rewardSearchValues } from './reward-values';

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));
const EN = flat(en as Dict);
const ZH = flat(zhCN as Dict);

const GIFT: OpsReward = {
  id: 7,
  kind: 'MANUAL',
  title: 'Loyalty gift',
  amount: '12.34',
  tickets: null,
  status: 'claimable',
  turnover: '12.34',
  createdAt: '2026-01-05T10:00:00.000Z',
  expiresAt: '2026-02-04T10:00:00.000Z',
  claimedAt: null,
  memberId: 42,
  member: 'alice',
  issuedBy: 'finance',
};

describe('rewards search', () => {
  it.each([
    [{}, []],
    [{ status: '', kind: '', member: '  ' }, []],
    [{ status: 'claimed' }, [{ field: 'status', operator: 'eq', value: 'claimed' }]],
    [
      { kind: 'RAFFLE', member: ' alice ' },
      [
        { field: 'kind', operator: 'eq', value: 'RAFFLE' },
        { field: 'member', operator: 'eq', value: 'alice' },
      ],
    ],
  ] as const)('%j filters by %j', (values, filters) => {
    expect(rewardFilters(values)).toEqual(filters);
  });

  it('reads the filters back into the form, an unknown status or kind as any', () => {
    const values = { status: 'expired', kind: 'TICKET', member: 'bob' } as const;
    expect(rewardSearchValues(rewardFilters(values))).toEqual(values);
    expect(rewardSearchValues([])).toEqual({ status: '', kind: '', member: '' });
    expect(
      rewardSearchValues([
        { field: 'status', operator: 'eq', value: 'paid' },
        { field: 'kind', operator: 'eq', value: 'BONUS' },
      ]),
    ).toEqual({ status: '', kind: '', member: '' });
  });

  it('sends only what the list call takes', () => {
    const query = { pageNo: 1, ...Object.fromEntries(rewardFilters({ status: 'claimable', kind: 'MANUAL', member: 'alice' }).map((f) => ['field' in f ? f.field : '', f.value])) };
    expect(OpsRewardsQuerySchema.strict().safeParse(query).success).toBe(true);
  });
});

describe('issue reward form', () => {
  it('takes its limits from the call: a title of 2 to 80, 1 to 365 days', () => {
    expect(ISSUE_LIMITS).toEqual({ titleMin: 2, titleMax: 80, daysMin: 1, daysMax: 365 });
  });

  it.each([
    ['Loyalty gift', true],
    ['ok', true],
    [' a ', false],
    ['x'.repeat(80), true],
    ['x'.repeat(81), false],
    [undefined, false],
  ])('title %j is %s', (title, ok) => {
    expect(issueTitleOk(title)).toBe(ok);
  });

  it('sends the title trimmed, the amount with 2 decimals and the request id of the dialog', () => {
    const requestId = newRequestId();
    const body = issueRewardBody({ title: '  Loyalty gift ', amount: '12.3', days: 30 }, requestId);
    expect(body).toEqual({ title: 'Loyalty gift', amount: '12.30', days: 30, requestId });
    expect(OpsIssueRewardSchema.safeParse(body).success).toBe(true);
  });

  it('makes a fresh request id the call takes each time', () => {
    const ids = Array.from({ length: 20 }, newRequestId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const requestId of ids) expect(OpsIssueRewardSchema.shape.requestId.safeParse(requestId).success).toBe(true);
  });

  it('puts the fields a refused issue names on the form, others left to the notification', () => {
    expect(issueRewardFields({ amount: 'must be above zero', requestId: 'x', body: 'invalid' })).toEqual(['amount']);
    expect(issueRewardFields({ days: 'Too big', title: 'Too small' })).toEqual(['title', 'days']);
    expect(issueRewardFields({ constructor: 'x' })).toEqual([]);
    expect(issueRewardFields(undefined)).toEqual([]);
  });
});

describe('rewards resources', () => {
  it('map the list and the member action to their calls, 20 rows a page as the server sends them', () => {
    expect(callOf('rewards', 'list')).toBe('opsRewards');
    expect(callOf('member', 'issueReward')).toBe('opsIssueReward');
    expect(pageSizeOf('rewards')).toBe(REWARD_PAGE_SIZE);
    expect(pageSizeOf('rewards', 100)).toBe(REWARD_PAGE_SIZE);
  });

  it('let finance, support and risk read the rewards; only finance issues one', () => {
    for (const role of ['finance', 'support', 'risk'] as const) expect(canDo([role], 'rewards', 'list')).toBe(true);
    expect(canDo(['content'], 'rewards', 'list')).toBe(false);
    expect(canDo(['finance'], 'member', 'issueReward')).toBe(true);
    for (const role of ['support', 'risk', 'content'] as const) expect(canDo([role], 'member', 'issueReward')).toBe(false);
  });

  it('read a page by status, kind and account name; a member tab names its member in the query', async () => {
    const calls: { name: string; query?: unknown }[] = [];
    const request = vi.fn(async (name: string, req: { query?: unknown } = {}) => {
      calls.push({ name, query: req.query });
      return { list: [GIFT], pageNo: 1, totalPages: 1, totalCount: 1 };
    }) as unknown as OpsRequestFn;
    const dp = createDataProvider(request);
    const page = await dp.getList({ resource: 'rewards', pagination: { currentPage: 1, pageSize: 20 }, filters: rewardFilters({ status: 'claimed', member: 'alice' }) });
    expect(page).toEqual({ data: [GIFT], total: 1 });
    expect(calls[0]).toEqual({ name: 'opsRewards', query: { status: 'claimed', member: 'alice', pageNo: 1 } });
    await dp.getList({ resource: 'rewards', pagination: { currentPage: 2, pageSize: 20 }, meta: { params: { id: 42 }, query: { member: 'alice' } } });
    expect(calls[1]).toEqual({ name: 'opsRewards', query: { member: 'alice', pageNo: 2 } });
  });
});

describe('rewards texts', () => {
  it('name every kind and status, and every key the screens use, in both languages', () => {
    const need = [...REWARD_KINDS.map((k) => `rewards.kinds.${k}`), ...REWARD_STATUSES.map((s) => `rewards.statuses.${s}`), 'rewards.rewards', 'rewards.title'];
    for (const file of ['rewards-page.tsx', '../members/issue-reward-dialog.tsx', '../members/member-actions.tsx', '../members/member-page.tsx', '../../shared/rewards.tsx']) {
      const src = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      for (const [, key] of src.matchAll(/'(rewards\.[A-Za-z0-9_.]+)'/g)) need.push(key!);
    }
    expect(need.length).toBeGreaterThan(30);
    expect(need.filter((k) => !(k in EN) || !(k in ZH))).toEqual([]);
  });
});
