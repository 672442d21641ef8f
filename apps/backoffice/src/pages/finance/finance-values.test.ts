// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_STATUSES, APPLICATION_STATUSES, DEPOSIT_CHANNEL_TYPES, OpsAdjustmentRequestSchema, OpsApproveSchema } from '@wps/contract';
import en from '../../locales/en.json';
import {
  KNOWN_KINDS,
  changeEffect,
  dayRows,
  daysBetween,
  fromSignedAmount,
  isAmount,
  lastDays,
  needsConfirm,
  normalizeAmount,
  orderKinds,
  rangeProblem,
  sumMoney,
  toSignedAmount,
} from './finance-values';

describe('adjustment amounts', () => {
  it('accepts positive amounts of at most 12 digits and 2 decimals, no sign', () => {
    for (const ok of ['1', '0.01', '100.5', '100.50', '999999999999.99', ' 7 ']) expect(isAmount(ok), ok).toBe(true);
    for (const bad of ['', '0', '0.00', '-5', '+5', '1.234', '1,000', 'abc', '1e3', '1234567890123', '.5', '5.']) expect(isAmount(bad), bad).toBe(false);
    expect(isAmount('0', true)).toBe(true);
    expect(isAmount(undefined)).toBe(false);
  });

  it('writes amounts with 2 decimals, exactly', () => {
    expect(normalizeAmount('100')).toBe('100.00');
    expect(normalizeAmount('007.5')).toBe('7.50');
    expect(normalizeAmount('0.1')).toBe('0.10');
    expect(normalizeAmount('999999999999.99')).toBe('999999999999.99');
    expect(() => normalizeAmount('-1')).toThrow();
  });

  it('turns the credit / debit choice into the signed amount the call takes', () => {
    expect(toSignedAmount('credit', '100')).toBe('100.00');
    expect(toSignedAmount('debit', '50.5')).toBe('-50.50');
    expect(toSignedAmount('debit', ' 0.01 ')).toBe('-0.01');
    expect(() => toSignedAmount('debit', '0')).toThrow();
    expect(() => toSignedAmount('credit', '-5')).toThrow();
    // What the form sends passes the contract's schema.
    for (const amount of [toSignedAmount('credit', '12.3'), toSignedAmount('debit', '12.3')]) {
      expect(OpsAdjustmentRequestSchema.safeParse({ member: 'alice', amount, reason: 'goodwill' }).success, amount).toBe(true);
    }
  });

  it('reads a signed amount back as its direction and size', () => {
    expect(fromSignedAmount('-50.00')).toEqual({ direction: 'debit', amount: '50.00' });
    expect(fromSignedAmount('100.00')).toEqual({ direction: 'credit', amount: '100.00' });
    expect(fromSignedAmount('+1.00')).toEqual({ direction: 'credit', amount: '1.00' });
    for (const [d, a] of [['credit', '3.10'], ['debit', '0.99']] as const) expect(fromSignedAmount(toSignedAmount(d, a))).toEqual({ direction: d, amount: a });
  });

  it('sends a bonus the approve schema takes', () => {
    expect(OpsApproveSchema.safeParse({ bonus: normalizeAmount('15') }).success).toBe(true);
  });

  it('sums money exactly', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1.10', '-0.20', '-5.00'])).toBe('-4.10');
    expect(sumMoney([])).toBe('0.00');
  });
});

describe('reconciliation days', () => {
  it('defaults to the last 14 UTC days, today included', () => {
    expect(lastDays(14, new Date('2026-03-10T23:30:00Z'))).toEqual({ from: '2026-02-25', to: '2026-03-10' });
    expect(lastDays(1, new Date('2026-03-10T00:00:00Z'))).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    const { from, to } = lastDays();
    expect(daysBetween(from, to)).toBe(14);
  });

  it('counts days inclusively and refuses ranges out of order or over 92 days', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2026-04-02')).toBe(92);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(0);
    expect(rangeProblem('2026-01-01', '2026-04-02')).toBeNull();
    expect(rangeProblem('2026-01-01', '2026-04-03')).toBe('tooLong');
    expect(rangeProblem('2026-01-05', '2026-01-01')).toBe('order');
  });

  it('orders ledger kinds: the usual ones first, others alphabetically', () => {
    expect(orderKinds(['settle', 'zeta', 'deposit', 'alpha', 'bet'])).toEqual(['deposit', 'bet', 'settle', 'alpha', 'zeta']);
  });

  it('gives each day a total per kind, 0.00 where it had none', () => {
    const rows = dayRows(
      [
        { day: '2026-01-01', kinds: [{ kind: 'deposit', total: '10.00', count: 1 }], net: '10.00', entries: 1, breaks: 0, ok: true },
        { day: '2026-01-02', kinds: [], net: '0.00', entries: 0, breaks: 0, ok: true },
      ],
      ['deposit', 'bet'],
    );
    expect(rows.map((r) => r.totals)).toEqual([
      { deposit: '10.00', bet: '0.00' },
      { deposit: '0.00', bet: '0.00' },
    ]);
  });
});

describe('deposit channel switches', () => {
  const bank = { enabled: true, sandbox: false, type: 'BANK' };
  const gateway = { enabled: false, sandbox: false, type: 'GATEWAY' };
  it('ask first when the channel is live or the switch makes it live', () => {
    expect(needsConfirm(bank, { enabled: false })).toBe(true);
    expect(needsConfirm({ ...gateway, enabled: true }, { sandbox: false })).toBe(true);
    expect(needsConfirm(gateway, { enabled: true })).toBe(true);
    expect(needsConfirm(gateway, { sandbox: true })).toBe(false);
  });
  it('say what the switch does', () => {
    expect(changeEffect(bank, { enabled: false })).toBe('disable');
    expect(changeEffect({ ...bank, enabled: false }, { enabled: true })).toBe('enable');
    expect(changeEffect(gateway, { enabled: true })).toBe('enableLive');
    expect(changeEffect({ ...gateway, sandbox: true }, { enabled: true })).toBe('enable');
    expect(changeEffect({ ...gateway, enabled: true, sandbox: true }, { sandbox: false })).toBe('sandboxOff');
    expect(changeEffect({ ...gateway, enabled: true }, { sandbox: true })).toBe('sandboxOn');
  });
});

// ---- the texts these screens name ----

type Dict = { [k: string]: string | Dict };
const flat = (d: Dict, prefix = ''): string[] => Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : flat(v, `${prefix}${k}.`)));
const EN = new Set(flat(en as Dict));
const FILES = ['adjustments-page.tsx', 'adjustment-form.tsx', 'reason-modal.tsx', 'reconciliation-page.tsx', 'application-pictures.tsx', 'reward-applications-page.tsx', 'deposit-channels-page.tsx'];
const KEY = /'((?:adjustments|reconciliation|rewardApplications|depositChannels|finance|buttons|states|table)\.[A-Za-z0-9_.]+)'/g;

describe('finance screen texts', () => {
  it('has every key the screens name', () => {
    const missing: string[] = [];
    for (const file of FILES) {
      const src = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      missing.push(...[...src.matchAll(KEY)].map((m) => m[1]!).filter((k) => !EN.has(k)));
    }
    const built = [
      ...ADJUSTMENT_STATUSES.map((s) => `adjustments.status.${s}`),
      'adjustments.credit',
      'adjustments.debit',
      ...APPLICATION_STATUSES.map((s) => `rewardApplications.status.${s}`),
      ...KNOWN_KINDS.map((k) => `reconciliation.kinds.${k}`),
      // Every channel type the contract knows (the QR wallets included).
      ...DEPOSIT_CHANNEL_TYPES.map((t) => `depositChannels.types.${t}`),
      ...['disable', 'enable', 'enableLive', 'sandboxOff', 'sandboxOn'].flatMap((e) => ['title', 'text', 'ok'].map((p) => `depositChannels.confirm.${e}.${p}`)),
    ];
    missing.push(...built.filter((k) => !EN.has(k)));
    expect(missing).toEqual([]);
  });
});
