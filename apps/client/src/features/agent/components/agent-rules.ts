import { isMoneyAmount, moneyToMinor, MULTI_TRANSFER_MAX } from '@wps/contract/lite';

/**
 * The agent centre's pure helpers: KPI deltas, the chart's geometry, rebate and transfer input. No React here: unit
 * tested on their own.
 */

/** Change against the previous period in percent (one decimal); null when there is nothing to compare with. */
export function deltaPercent(current: string | number, previous: string | number): number | null {
  const cur = toNumber(current);
  const prev = toNumber(previous);
  if (prev === 0) return cur === 0 ? 0 : null;
  return Math.round(((cur - prev) / Math.abs(prev)) * 1000) / 10;
}

/** Money strings ("1234.50") and counts as plain numbers for ratios and the chart (never for sums of money). */
export function toNumber(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (/^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return 0;
}

/** Which way a delta points, for its colour and arrow. */
export const deltaTrend = (delta: number | null): 'up' | 'down' | 'flat' => (delta === null || delta === 0 ? 'flat' : delta > 0 ? 'up' : 'down');

export interface ChartGeometry {
  /** SVG polyline points of the line. */
  points: string;
  /** One bar per value: x, y, height (width is `barWidth`). */
  bars: { x: number; y: number; h: number }[];
  barWidth: number;
  /** The y of the zero line (negative values, such as a GGR loss, go below it). */
  zeroY: number;
  max: number;
  min: number;
}

/**
 * The daily series in a width x height box with `pad` around: values scaled between their minimum (or 0) and maximum
 * (or 0), so a negative day stays under the zero line. An empty series gives an empty chart.
 */
export function chartGeometry(values: readonly number[], width: number, height: number, pad = 4): ChartGeometry {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const innerW = width - pad * 2;
  const innerH = height - pad * 2;
  const step = values.length > 1 ? innerW / (values.length - 1) : 0;
  const slot = values.length > 0 ? innerW / values.length : innerW;
  const barWidth = Math.max(1, round(slot * 0.6));
  const y = (v: number) => round(pad + innerH - ((v - min) / span) * innerH);
  const zeroY = y(0);
  const points = values.map((v, i) => `${round(pad + (values.length > 1 ? i * step : innerW / 2))},${y(v)}`).join(' ');
  const bars = values.map((v, i) => {
    const top = Math.min(y(v), zeroY);
    return { x: round(pad + i * slot + (slot - barWidth) / 2), y: top, h: Math.max(round(Math.abs(zeroY - y(v))), v === 0 ? 0 : 1) };
  });
  return { points, bars, barWidth, zeroY, max, min };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Rebates travel as basis points (300 = 3.00 %); the form shows and reads percent with two decimals. */
export const rebateToPercent = (bp: number): string => (bp / 100).toFixed(2);

/** "2.5" -> 250; null for input that is not a percent with at most two decimals in 0..100. */
export function percentToRebate(text: string): number | null {
  const v = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return null;
  const bp = Math.round(Number(v) * 100);
  return bp >= 0 && bp <= 10000 ? bp : null;
}

export type AmountProblem = 'empty' | 'format' | 'zero' | 'balance';

/** A transfer amount against the balance (for `count` recipients each getting the amount); null when it is fine. */
export function transferAmountProblem(amount: string, balance: string | null, count = 1): AmountProblem | null {
  const v = amount.trim();
  if (!v) return 'empty';
  if (!isMoneyAmount(v)) return 'format';
  const minor = moneyToMinor(v);
  if (minor <= 0n) return 'zero';
  if (balance !== null && isMoneyAmount(balance.replace(/^-/, '')) && minor * BigInt(Math.max(1, count)) > moneyToMinor(balance)) return 'balance';
  return null;
}

/** The total a multiple transfer takes from the balance (amount x recipients), as a money string. */
export function transferTotal(amount: string, count: number): string {
  const v = amount.trim();
  if (!isMoneyAmount(v) || count <= 0) return '0.00';
  const minor = moneyToMinor(v) * BigInt(count);
  const whole = minor / 100n;
  const cents = (minor % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

/** The absolute register link of an affiliate path (`/m/register?aff=CODE`) on this site. */
export const absoluteLink = (path: string, origin: string): string => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/** Most recipients of one multiple transfer (the server checks its own limit again). */
export const MAX_RECIPIENTS = MULTI_TRANSFER_MAX;

/** Accounts typed for a transfer: split on commas, spaces and new lines, trimmed, each once, in order. */
export const splitAccounts = (text: string): string[] => [...new Set(text.split(/[\s,，;]+/).map((a) => a.trim()).filter(Boolean))];
