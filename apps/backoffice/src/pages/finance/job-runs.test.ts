import { describe, expect, it } from 'vitest';
import { latestPeriod } from './job-runs-page';

describe('run now: the latest period a job may run for', () => {
  const now = new Date('2026-03-01T00:30:00Z');
  it.each([
    ['vip-rebate', '2026-02-28'],
    ['vip-birthday', '2026-03-01'],
    ['vip-monthly', '2026-03'],
  ] as const)('%s: %s', (job, want) => {
    expect(latestPeriod(job, now)).toBe(want);
  });
});
