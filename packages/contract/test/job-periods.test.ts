import { describe, expect, it } from 'vitest';
import { OpsRunJobSchema } from '../src/vip/schemas.js';
import { JOB_NAMES, JOB_PERIOD_KIND, isJobPeriod, isPeriodOf, minuteKey, type JobPeriodKind } from '../src/vip/rules.js';

describe('job periods (UTC)', () => {
  it.each([
    ['day', '2026-03-10', true],
    ['day', '2024-02-29', true],
    ['day', '2026-02-29', false],
    ['day', '2026-04-31', false],
    ['day', '2026-3-10', false],
    ['month', '2026-12', true],
    ['month', '2026-13', false],
    ['month', '2026-00', false],
    ['minute', '2026-03-10T00:00', true],
    ['minute', '2026-03-10T23:59', true],
    ['minute', '2026-03-10T24:00', false],
    ['minute', '2026-03-10T12:60', false],
    ['minute', '2026-02-30T10:00', false],
    ['minute', '2026-03-10T12', false],
    ['minute', '2026-03-10 12:00', false],
    ['minute', '2026-03-10T12:00:00', false],
  ] as [JobPeriodKind, string, boolean][])('%s %s: %s', (kind, period, ok) => {
    expect(isPeriodOf(kind, period)).toBe(ok);
  });

  it('gives every job a period form: the VIP jobs a day or month, the minute jobs a minute', () => {
    expect(JOB_NAMES.map((j) => JOB_PERIOD_KIND[j])).toEqual(['day', 'day', 'month', 'minute', 'minute']);
    expect(minuteKey(new Date('2026-03-10T12:34:56.789Z'))).toBe('2026-03-10T12:34');
    expect(isJobPeriod('lottery-draw', '2026-03-10T12:34')).toBe(true);
    expect(isJobPeriod('vip-rebate', '2026-03-10T12:34')).toBe(false);
  });

  it('the run call takes a period of the job\'s form, trimmed, and says so on the period field', () => {
    expect(OpsRunJobSchema.parse({ job: 'transfer-wallet-settle', period: ' 2026-03-10T12:34 ' })).toEqual({ job: 'transfer-wallet-settle', period: '2026-03-10T12:34' });
    const bad = OpsRunJobSchema.safeParse({ job: 'vip-monthly', period: '2026-03-10' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path)).toEqual([['period']]);
    expect(OpsRunJobSchema.safeParse({ job: 'vip-nothing', period: '2026-03-10' }).success).toBe(false);
  });
});
