// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { BONUS_SOURCES, GAME_TYPES, TURNOVER_STATUSES, TurnoverRuleUpdateSchema, type TurnoverRule } from '@wps/contract';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import type { OpsRequestFn } from '../../api/ops-client';
import { canDo } from '../../providers/access-control';
import { createDataProvider } from '../../providers/data-provider';
import { callOf } from '../../resources';
import { turnoverPercent } from '../../shared/turnover';
import { contributionList, ruleBody, ruleFieldErrors, ruleValues } from './turnover-values';

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));
const EN = flat(en as Dict);
const ZH = flat(zhCN as Dict);

const SIGN_IN: TurnoverRule = { source: 'sign-in', bonusTimes: 3, depositTimes: 0, contributions: { LIVE: 50, SPORTS: 0 } };

describe('turnover progress', () => {
  it.each([
    ['0.00', '3.00', 0],
    ['1.00', '3.00', 33],
    ['2.99', '3.00', 99],
    ['3.00', '3.00', 100],
    ['5.00', '3.00', 100],
    ['0.01', '1000000.00', 0],
    ['0.00', '0.00', 100],
  ])('%s wagered of %s is %i%%', (wagered, required, percent) => {
    expect(turnoverPercent(wagered, required)).toBe(percent);
  });
});

describe('turnover rule form', () => {
  it('holds a rule and sends back only the categories given a percent', () => {
    const values = ruleValues(SIGN_IN);
    expect(values).toEqual({ bonusTimes: 3, depositTimes: 0, contributions: { LIVE: 50, SPORTS: 0 } });
    // An emptied field (null) counts in full: it is left out, like a category never set.
    const body = ruleBody({ ...values, bonusTimes: 2, contributions: { ...values.contributions, LIVE: null, RNG: 25 } });
    expect(body).toEqual({ bonusTimes: 2, depositTimes: 0, contributions: { RNG: 25, SPORTS: 0 } });
    expect(TurnoverRuleUpdateSchema.safeParse(body).success).toBe(true);
    expect(ruleBody({ bonusTimes: 1, depositTimes: 0, contributions: {} })).toEqual({ bonusTimes: 1, depositTimes: 0, contributions: {} });
  });

  it('lists the categories a rule sets, in the catalogue order', () => {
    expect(contributionList({ SPORTS: 0, LIVE: 50 })).toEqual([
      ['LIVE', 50],
      ['SPORTS', 0],
    ]);
    expect(contributionList({})).toEqual([]);
  });

  it('puts the fields a refused update names on the form, others left to the notification', () => {
    expect(ruleFieldErrors({ bonusTimes: 'Too big', 'contributions.LIVE': 'Too big', body: 'invalid', 'contributions.NOPE': 'x' })).toEqual({
      bonusTimes: 'turnoverRules.timesRule',
      'contributions.LIVE': 'turnoverRules.percentRule',
    });
    expect(ruleFieldErrors(undefined)).toEqual({});
  });
});

describe('turnover resources', () => {
  it('map the rules and a member bonus to their calls', () => {
    expect(callOf('turnoverRules', 'list')).toBe('opsTurnoverRules');
    expect(callOf('turnoverRules', 'edit')).toBe('opsUpdateTurnoverRule');
    expect(callOf('memberTurnover', 'list')).toBe('opsMemberTurnover');
    expect(callOf('memberTurnover', 'waive')).toBe('opsWaiveTurnover');
  });

  it('let finance edit the rules and waive; risk reads the rules; support reads a member bonus only', () => {
    expect(canDo(['finance'], 'turnoverRules', 'edit')).toBe(true);
    expect(canDo(['risk'], 'turnoverRules', 'list')).toBe(true);
    expect(canDo(['risk'], 'turnoverRules', 'edit')).toBe(false);
    for (const role of ['support', 'content'] as const) expect(canDo([role], 'turnoverRules', 'list')).toBe(false);
    for (const role of ['support', 'finance', 'risk'] as const) expect(canDo([role], 'memberTurnover', 'list')).toBe(true);
    expect(canDo(['finance'], 'memberTurnover', 'waive')).toBe(true);
    expect(canDo(['support'], 'memberTurnover', 'waive')).toBe(false);
    expect(canDo(['risk'], 'memberTurnover', 'waive')).toBe(false);
  });

  it('read the rules as a plain array keyed by source and update one by its source', async () => {
    const calls: { name: string; params?: unknown; body?: unknown }[] = [];
    const rules = BONUS_SOURCES.map((source) => ({ source, bonusTimes: 1, depositTimes: 0, contributions: {} }));
    const request = vi.fn(async (name: string, req: { params?: unknown; body?: unknown } = {}) => {
      calls.push({ name, params: req.params, body: req.body });
      return name === 'opsTurnoverRules' ? rules : { ...SIGN_IN, bonusTimes: 2 };
    }) as unknown as OpsRequestFn;
    const dp = createDataProvider(request);
    const list = await dp.getList({ resource: 'turnoverRules', pagination: { currentPage: 1, pageSize: 20 } });
    expect(list.total).toBe(BONUS_SOURCES.length);
    expect(list.data.map((r) => r.id)).toEqual([...BONUS_SOURCES]);
    await dp.update({ resource: 'turnoverRules', id: 'sign-in', variables: { bonusTimes: 2, depositTimes: 0, contributions: {} } });
    expect(calls[1]).toMatchObject({ name: 'opsUpdateTurnoverRule', params: { source: 'sign-in' }, body: { bonusTimes: 2 } });
  });
});

describe('turnover texts', () => {
  it('name every source, status and game category, and every key the screens use, in both languages', () => {
    const need = [
      ...BONUS_SOURCES.map((s) => `bonus.sources.${s}`),
      ...TURNOVER_STATUSES.map((s) => `bonus.statuses.${s}`),
      ...GAME_TYPES.map((t) => `games.types.${t}`),
    ];
    for (const file of ['turnover-rules-page.tsx', 'withdrawals-page.tsx', '../members/bonuses-tab.tsx', '../../shared/turnover.tsx']) {
      const src = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      for (const [, key] of src.matchAll(/'((?:bonus|turnoverRules|memberTurnover|withdrawals)\.[A-Za-z0-9_.]+)'/g)) need.push(key!);
    }
    expect(need.length).toBeGreaterThan(40);
    expect(need.filter((k) => !(k in EN) || !(k in ZH))).toEqual([]);
  });
});
