// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@wps/contract';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';
import { GROUPS, RESOURCES } from '../resources';

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)))));

const EN = flat(en as Dict);
const ZH = flat(zhCN as Dict);
const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('locale files', () => {
  it('have the same keys in English and Simplified Chinese, none empty', () => {
    expect(Object.keys(ZH).sort()).toEqual(Object.keys(EN).sort());
    for (const [k, v] of [...Object.entries(EN), ...Object.entries(ZH)]) expect(v.trim(), k).not.toBe('');
  });

  it('have every key the code names', () => {
    const NS = /'((?:access|account|app|audit|buttons|dashboard|errors|finance|header|list|login|maintenance|notifications|operators|roles|securitySettings|settings|states|table|withdrawals|deposits|pages)\.[A-Za-z0-9_.]+)'/g;
    const missing = new Set<string>();
    for (const file of sources(SRC)) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(NS)) if (!(key! in EN)) missing.add(key!);
    }
    expect([...missing]).toEqual([]);
  });

  it('name every menu entry and page, every error code and role', () => {
    const need = [
      ...Object.keys(GROUPS).map((g) => `${g}.${g}`),
      ...Object.keys(RESOURCES).flatMap((r) => [`${r}.${r}`, `${r}.title`]),
      ...Object.values(ErrorCode).map((c) => `errors.${c}`),
      ...['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'OTP_REQUIRED', 'OTP_INVALID', 'ACCOUNT_DISABLED', 'RATE_LIMITED'].map((c) => `login.errors.${c}`),
      ...['pending', 'success', 'failed', 'expired', 'rejected'].map((s) => `finance.status.${s}`),
    ];
    expect(need.filter((k) => !(k in EN))).toEqual([]);
  });
});
