// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BANNER_GROUPS, GAME_TYPES, OPS_NOTICE_TYPES, PROMO_CATEGORIES, PROMOTION_PARTICIPATIONS } from '@wps/contract';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));
const EN = flat(en as Dict);
const ZH = flat(zhCN as Dict);
const DIR = fileURLToPath(new URL('.', import.meta.url));
const NS = /'((?:content|banners|notices|promotions|promotionEditor|games|vendors|vipLevels)\.[A-Za-z0-9_.]+)'/g;

describe('content screens: texts', () => {
  it('has every key the content pages name, in both languages', () => {
    const named = new Set<string>();
    for (const f of readdirSync(DIR).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))) {
      for (const [, key] of readFileSync(join(DIR, f), 'utf8').matchAll(NS)) named.add(key!);
    }
    // Keys made from values: every value the contract knows has its text.
    for (const g of BANNER_GROUPS) named.add(`banners.groups.${g}`);
    for (const t of OPS_NOTICE_TYPES) named.add(`notices.types.${t}`);
    for (const c of PROMO_CATEGORIES) named.add(`promotions.categories.${c}`);
    for (const p of PROMOTION_PARTICIPATIONS) named.add(`promotions.participations.${p}`);
    for (const t of GAME_TYPES) named.add(`games.types.${t}`);
    for (const s of ['off', 'scheduled', 'live', 'ended']) named.add(`content.showing.${s}`);
    for (const f of ['depositThreshold', 'betThreshold', 'upgradeBonus', 'monthlyBonus', 'birthdayBonus', 'dailyWithdrawLimit']) named.add(`vipLevels.${f}`);
    expect(named.size).toBeGreaterThan(100);
    expect([...named].filter((k) => !(k in EN))).toEqual([]);
    expect([...named].filter((k) => !(k in ZH))).toEqual([]);
  });
});
