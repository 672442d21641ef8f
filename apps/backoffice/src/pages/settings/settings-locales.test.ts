// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@wps/contract';
import en from '../../locales/en.json';

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): string[] =>
  Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : flat(v, `${prefix}${k}.`)));
const EN = new Set(flat(en as Dict));

/** The settings and outbox screens and the namespace their short `t('…')` helper adds. */
const FILES: [string, string | null][] = [
  ['whitelabel-page.tsx', null],
  ['template-page.tsx', 'mobileTemplate'],
  ['languages-page.tsx', null],
  ['links-page.tsx', 'siteLinks'],
  ['../support/outbox-page.tsx', null],
];
const FULL = /'((?:whitelabel|mobileTemplate|siteLanguages|siteLinks|outbox|support)\.[A-Za-z0-9_.]+)'/g;

describe('settings and outbox texts', () => {
  it('has every key these screens name', () => {
    const missing: string[] = [];
    for (const [file, ns] of FILES) {
      const src = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      const keys = [...src.matchAll(FULL)].map((m) => m[1]!);
      if (ns) keys.push(...[...src.matchAll(/\bt\('([A-Za-z0-9_.]+)'/g)].map((m) => `${ns}.${m[1]!}`));
      missing.push(...keys.filter((k) => !EN.has(k)));
    }
    // Keys built at run time.
    const built = [
      ...['mem_cen', 'dep_func'].flatMap((f) => ['label', 'help', 'classic', 'new'].map((p) => `mobileTemplate.${f}.${p}`)),
      ...OUTBOX_CHANNELS.map((c) => `outbox.channels.${c}`),
      ...OUTBOX_STATUSES.map((s) => `outbox.statuses.${s}`),
      ...['id', 'time', 'channel', 'recipient', 'subject', 'status', 'attempts', 'lastError', 'deliveredAt', 'body'].map((c) => `outbox.${c}`),
      'support.support',
    ];
    missing.push(...built.filter((k) => !EN.has(k)));
    expect(missing).toEqual([]);
  });
});
