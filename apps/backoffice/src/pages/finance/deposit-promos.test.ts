// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OpsDepositPromoInputSchema, type OpsDepositPromo } from '@wps/contract';
import dayjs from 'dayjs';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';
import { NEW_PROMO, bonusParts, promoBody, promoFieldErrors, promoValues } from './deposit-promo-values';

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));

const WELCOME: OpsDepositPromo = {
  id: 2,
  code: 'WELCOME8',
  title: 'Welcome bonus 8.00',
  percent: '0.00',
  fixedBonus: '8.00',
  maxBonus: '8.00',
  minDeposit: '50.00',
  hidden: true,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  maxUses: null,
  perMemberUses: 1,
  enabled: true,
  uses: { pending: 1, credited: 3 },
};

describe('deposit promotion form', () => {
  it('holds a promotion and sends every field back as the call takes it', () => {
    const values = promoValues(WELCOME);
    expect(values.window?.[0]?.toISOString()).toBe(WELCOME.startsAt);
    const body = promoBody(values);
    expect(body).toEqual({
      code: 'WELCOME8',
      title: 'Welcome bonus 8.00',
      percent: '0.00',
      fixedBonus: '8.00',
      maxBonus: '8.00',
      minDeposit: '50.00',
      hidden: true,
      startsAt: WELCOME.startsAt,
      endsAt: null,
      maxUses: null,
      perMemberUses: 1,
      enabled: true,
    });
    expect(OpsDepositPromoInputSchema.safeParse(body).success).toBe(true);
  });

  it('turns empty number inputs into 0 or no limit, and trims the texts', () => {
    const body = promoBody({ ...NEW_PROMO, code: ' spring ', title: ' Spring ', percent: 5.5, fixedBonus: null, maxBonus: '100', window: [null, dayjs('2030-01-01T00:00:00Z')], maxUses: 0 });
    expect(body).toMatchObject({ code: 'spring', title: 'Spring', percent: '5.5', fixedBonus: '0', maxBonus: '100', startsAt: null, maxUses: null, perMemberUses: null });
    expect(body.endsAt).toBe('2030-01-01T00:00:00.000Z');
    expect(OpsDepositPromoInputSchema.safeParse(body).success).toBe(true);
  });

  it('puts the fields a refused change names on the form', () => {
    expect(promoFieldErrors({ code: 'taken', endsAt: 'x', maxBonus: 'x', other: 'x' })).toEqual({
      code: 'depositPromos.errors.code',
      window: 'depositPromos.errors.window',
      maxBonus: 'depositPromos.errors.maxBonus',
    });
    expect(promoFieldErrors(undefined)).toEqual({});
  });

  it('says which parts a promotion pays', () => {
    expect(bonusParts(WELCOME)).toEqual({ percent: false, fixed: true });
    expect(bonusParts({ percent: '10.00', fixedBonus: '0.00' })).toEqual({ percent: true, fixed: false });
  });
});

describe('deposit promotion resource', () => {
  it('maps to its calls and lets finance alone manage it', () => {
    expect(callOf('depositPromos', 'list')).toBe('opsDepositPromos');
    expect(callOf('depositPromos', 'create')).toBe('opsCreateDepositPromo');
    expect(callOf('depositPromos', 'edit')).toBe('opsUpdateDepositPromo');
    for (const action of ['list', 'create', 'edit']) expect(canDo(['finance'], 'depositPromos', action)).toBe(true);
    for (const role of ['support', 'content', 'risk'] as const) expect(canDo([role], 'depositPromos', 'list')).toBe(false);
  });

  it('has every text the page names in both languages', () => {
    const EN = flat(en as Dict);
    const ZH = flat(zhCN as Dict);
    const need: string[] = [];
    for (const file of ['deposit-promos-page.tsx', 'deposit-promo-values.ts']) {
      const src = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      for (const [, key] of src.matchAll(/'(depositPromos\.[A-Za-z0-9_.]+)'/g)) need.push(key!);
    }
    expect(need.length).toBeGreaterThan(30);
    expect(need.filter((k) => !(k in EN) || !(k in ZH))).toEqual([]);
  });
});
