// Agent contracts (issue 12), zod-free so both sides share the kinds, the periods and the tier math.

export const CONTRACT_KINDS = ['DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * PENDING (proposed, waiting for the downline) -> ACTIVE (accepted) | REJECTED (downline said no) | CANCELLED (upline
 * withdrew). Accepting retires the older ACTIVE contract of the same kind as SUPERSEDED.
 */
export const CONTRACT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'CANCELLED', 'SUPERSEDED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A statement row: PAID, or UNPAID while the payer's balance is too low (retried by the job, never negative). */
export const STATEMENT_STATUSES = ['PAID', 'UNPAID'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const CONTRACT_MAX_TIERS = 10;
export const CONTRACT_PAGE_SIZE = 20;
/** Dividend shares are basis points: 10000 = 100%. */
export const SHARE_PCT_MAX = 10_000;

/** Salary tier in minor units: the period must reach both minimums; `amount` is paid per day or per hour. */
export interface SalaryTierMinor {
  minTeamValidBet: bigint;
  minActiveMembers: number;
  amount: bigint;
}
/** Dividend tier: the period's team net loss and active members must reach the minimums; pays `sharePct` bp. */
export interface DividendTierMinor {
  minTeamNetLoss: bigint;
  minActiveMembers: number;
  sharePct: number;
}

/**
 * The salary for one period: the highest tier (by amount) whose both minimums the period reaches; none reached pays 0.
 * Answers the tier's index in the given list, or -1.
 */
export function salaryFor(
  tiers: readonly SalaryTierMinor[],
  fig: { validBet: bigint; activeMembers: number },
): { tier: number; amount: bigint } {
  let best = -1;
  tiers.forEach((t, i) => {
    if (fig.validBet >= t.minTeamValidBet && fig.activeMembers >= t.minActiveMembers) {
      if (best < 0 || t.amount > tiers[best]!.amount) best = i;
    }
  });
  return best < 0 ? { tier: -1, amount: 0n } : { tier: best, amount: tiers[best]!.amount };
}

/**
 * The dividend for one period: share x team net loss (net loss = GGR = bets lost by the team minus its wins), using
 * the highest share whose minimums are reached. Zero or negative net loss pays nothing, and a negative period is not
 * carried over to the next one (each half-month stands alone). Rounds down to the minor unit.
 */
export function dividendFor(
  tiers: readonly DividendTierMinor[],
  fig: { netLoss: bigint; activeMembers: number },
): { tier: number; amount: bigint } {
  if (fig.netLoss <= 0n) return { tier: -1, amount: 0n };
  let best = -1;
  tiers.forEach((t, i) => {
    if (fig.netLoss >= t.minTeamNetLoss && fig.activeMembers >= t.minActiveMembers) {
      if (best < 0 || t.sharePct > tiers[best]!.sharePct) best = i;
    }
  });
  if (best < 0) return { tier: -1, amount: 0n };
  return { tier: best, amount: (fig.netLoss * BigInt(tiers[best]!.sharePct)) / BigInt(SHARE_PCT_MAX) };
}

/**
 * A downline's salary terms stay within the upline's: for every amount of the downline's the upline pays at least as
 * much at the same or lower minimums (what the downline pays for a figure never exceeds what the upline receives for it).
 */
export function salaryWithin(down: readonly SalaryTierMinor[], up: readonly SalaryTierMinor[]): boolean {
  return down.every((d) => {
    const got = salaryFor(up, { validBet: d.minTeamValidBet, activeMembers: d.minActiveMembers });
    return got.tier >= 0 && d.amount <= got.amount;
  });
}
export function dividendWithin(down: readonly DividendTierMinor[], up: readonly DividendTierMinor[]): boolean {
  return down.every((d) => {
    let best = -1;
    for (const u of up) if (d.minTeamNetLoss >= u.minTeamNetLoss && d.minActiveMembers >= u.minActiveMembers) best = Math.max(best, u.sharePct);
    return best >= 0 && d.sharePct <= best;
  });
}

/** Settlement periods (UTC): an hour `2026-11-24T13`, a day `2026-11-24`, a half-month `2026-11-H1` (1-15) / `H2`. */
export function periodOf(kind: ContractKind, at: Date): string {
  const iso = at.toISOString();
  if (kind === 'HOURLY_SALARY') return iso.slice(0, 13);
  if (kind === 'DAILY_SALARY') return iso.slice(0, 10);
  return `${iso.slice(0, 7)}-${at.getUTCDate() <= 15 ? 'H1' : 'H2'}`;
}

const HOUR_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HALF_RE = /^(\d{4})-(\d{2})-H([12])$/;

/** The half-open range [from, to) of a period key, or null for a key that is not one of the kind. */
export function periodRange(kind: ContractKind, key: string): { from: Date; to: Date } | null {
  let m: RegExpExecArray | null;
  let from: Date;
  let to: Date;
  if (kind === 'HOURLY_SALARY' && (m = HOUR_RE.exec(key))) {
    from = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!));
    to = new Date(from.getTime() + 3_600_000);
  } else if (kind === 'DAILY_SALARY' && (m = DAY_RE.exec(key))) {
    from = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
    to = new Date(from.getTime() + 86_400_000);
  } else if (kind === 'DIVIDEND' && (m = HALF_RE.exec(key))) {
    const y = +m[1]!;
    const mo = +m[2]! - 1;
    from = new Date(Date.UTC(y, mo, m[3] === '1' ? 1 : 16));
    to = m[3] === '1' ? new Date(Date.UTC(y, mo, 16)) : new Date(Date.UTC(y, mo + 1, 1));
  } else return null;
  // Reject keys like 2026-02-31 that Date would roll over.
  if (periodOf(kind, from) !== key) return null;
  return { from, to };
}

/** The period before the one containing `at`. */
export function previousPeriod(kind: ContractKind, at: Date): string {
  const r = periodRange(kind, periodOf(kind, at))!;
  return periodOf(kind, new Date(r.from.getTime() - 1));
}
