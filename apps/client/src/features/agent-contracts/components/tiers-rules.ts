import {
  CONTRACT_MAX_TIERS,
  SHARE_PCT_MAX,
  dividendWithin,
  isMoneyAmount,
  moneyToMinor,
  salaryWithin,
  type DividendTierMinor,
  type SalaryTierMinor,
} from '@wps/contract/lite';
import type { DividendTier, DividendTierInput, SalaryTier, SalaryTierInput } from '@wps/contract';

/**
 * The tiers editor's rows as typed (strings), its checks and the request bodies they become. Zod-free, so the editor
 * stays light; the server checks the same again (contract schemas and `salaryWithin` / `dividendWithin`).
 */
export type TierMode = 'salary' | 'dividend';

/** One editable row: `threshold` is the minimum team valid bet (salary) or team net loss (dividend); `value` the
 * salary amount or the dividend share in percent ("12.5" = 12.5%). */
export interface TierRow {
  threshold: string;
  members: string;
  value: string;
}

export type TierField = keyof TierRow;
/** Error keys (texts of the feature) by `row.field`, and one for the whole list under `list`. */
export type TierErrors = Partial<Record<`${number}.${TierField}` | 'list', string>>;

export const MAX_MEMBERS = 1_000_000;
const MEMBERS_RE = /^\d{1,7}$/;
const PERCENT_RE = /^\d{1,3}(\.\d{1,2})?$/;

export const emptyRow = (): TierRow => ({ threshold: '', members: '', value: '' });

/** Percent text ("12.5") to basis points (1250). */
export const percentToBp = (text: string): number => Math.round(Number(text) * 100);
/** Basis points (1250) to percent text ("12.5"). */
export const bpToPercent = (bp: number): string => String(bp / 100);

const minor = (money: string) => moneyToMinor(money);

function salaryMinor(rows: readonly TierRow[]): SalaryTierMinor[] {
  return rows.map((r) => ({ minTeamValidBet: minor(r.threshold), minActiveMembers: Number(r.members), amount: minor(r.value) }));
}
function dividendMinor(rows: readonly TierRow[]): DividendTierMinor[] {
  return rows.map((r) => ({ minTeamNetLoss: minor(r.threshold), minActiveMembers: Number(r.members), sharePct: percentToBp(r.value) }));
}

/** The caller's own active terms as minor-unit tiers, to keep a proposal within them. */
export const ownSalaryMinor = (tiers: readonly SalaryTier[]): SalaryTierMinor[] =>
  tiers.map((t) => ({ minTeamValidBet: minor(t.minTeamValidBet), minActiveMembers: t.minActiveMembers, amount: minor(t.amount) }));
export const ownDividendMinor = (tiers: readonly DividendTier[]): DividendTierMinor[] =>
  tiers.map((t) => ({ minTeamNetLoss: minor(t.minTeamNetLoss), minActiveMembers: t.minActiveMembers, sharePct: t.sharePct }));

/**
 * Checks every row: amounts as money, members as a whole number, a share between 0.01% and 100%, a salary above zero,
 * no two rows with the same minimums, 1 to CONTRACT_MAX_TIERS rows, and (when the caller's own terms are given) no
 * row paying more than the caller itself receives for the same figures. No errors: the rows can be sent.
 */
export function validateTiers(
  mode: TierMode,
  rows: readonly TierRow[],
  own?: { salary?: readonly SalaryTier[]; dividend?: readonly DividendTier[] },
): TierErrors {
  const errors: TierErrors = {};
  if (rows.length === 0) errors.list = 'ac_err_no_tiers';
  if (rows.length > CONTRACT_MAX_TIERS) errors.list = 'ac_err_too_many';
  rows.forEach((r, i) => {
    if (!isMoneyAmount(r.threshold.trim())) errors[`${i}.threshold`] = 'ac_err_amount';
    const m = r.members.trim();
    if (!MEMBERS_RE.test(m) || Number(m) > MAX_MEMBERS) errors[`${i}.members`] = 'ac_err_members';
    const v = r.value.trim();
    if (mode === 'salary') {
      if (!isMoneyAmount(v)) errors[`${i}.value`] = 'ac_err_amount';
      else if (moneyToMinor(v) <= 0n) errors[`${i}.value`] = 'ac_err_positive';
    } else if (!PERCENT_RE.test(v) || percentToBp(v) < 1 || percentToBp(v) > SHARE_PCT_MAX) errors[`${i}.value`] = 'ac_err_share';
  });
  if (Object.keys(errors).length > 0) return errors;

  const clean = rows.map((r) => ({ threshold: r.threshold.trim(), members: r.members.trim(), value: r.value.trim() }));
  const seen = new Map<string, number>();
  clean.forEach((r, i) => {
    const key = `${minor(r.threshold)}|${Number(r.members)}`;
    if (seen.has(key)) errors[`${i}.threshold`] = 'ac_err_duplicate';
    else seen.set(key, i);
  });
  if (Object.keys(errors).length > 0) return errors;

  // Within the caller's own terms, row by row, so the message points at the row that is too generous.
  if (mode === 'salary' && own?.salary) {
    const up = ownSalaryMinor(own.salary);
    salaryMinor(clean).forEach((t, i) => {
      if (!salaryWithin([t], up)) errors[`${i}.value`] = 'ac_err_exceeds';
    });
  }
  if (mode === 'dividend' && own?.dividend) {
    const up = ownDividendMinor(own.dividend);
    dividendMinor(clean).forEach((t, i) => {
      if (!dividendWithin([t], up)) errors[`${i}.value`] = 'ac_err_exceeds';
    });
  }
  return errors;
}

export const salaryBody = (rows: readonly TierRow[]): SalaryTierInput[] =>
  rows.map((r) => ({ minTeamValidBet: r.threshold.trim(), minActiveMembers: Number(r.members.trim()), amount: r.value.trim() }));

export const dividendBody = (rows: readonly TierRow[]): DividendTierInput[] =>
  rows.map((r) => ({ minTeamNetLoss: r.threshold.trim(), minActiveMembers: Number(r.members.trim()), sharePct: percentToBp(r.value.trim()) }));
