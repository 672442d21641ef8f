import { ErrorCode, minorToMoney, moneyToMinor, type LanguageCode, type OpsVipLevel, type OpsVipLevelUpdate } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant, VipLevelRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { vipRepo } from './repo.js';

// The back office's VIP levels (issue 13). The player's level list and progress read the same rows, uncached, so a
// change shows on their next call; member labels follow at their next progress call or VIP event.

/** Percent with two decimals from basis points (50 -> "0.50"), and back. */
const percent = (bp: number) => (bp / 100).toFixed(2);
const basisPoints = (rate: string) => Math.round(Number(rate) * 100);

function view(r: VipLevelRow): OpsVipLevel {
  return {
    level: r.level,
    name: r.name,
    depositThreshold: minorToMoney(r.depositRequired),
    betThreshold: minorToMoney(r.validBetRequired),
    upgradeBonus: minorToMoney(r.upgradeBonus),
    monthlyBonus: minorToMoney(r.monthlyBonus),
    birthdayBonus: minorToMoney(r.birthdayGift),
    rebateRate: percent(r.rebateBp),
    dailyWithdrawals: r.dailyWithdrawals,
    dailyWithdrawLimit: minorToMoney(r.dailyWithdrawLimit),
    exclusiveTour: r.exclusiveTour,
    notes: { ...r.notes },
  };
}

export async function opsVipLevels(db: Db, merchant: Merchant): Promise<OpsVipLevel[]> {
  return (await vipRepo.levels(db, merchant.id)).map(view);
}

const money = (v: string | undefined) => (v === undefined ? undefined : moneyToMinor(v));

/**
 * Thresholds grow with the level: each level needs more deposits and more valid bets than the one below it. The
 * fields of the first broken pair, or none.
 */
function thresholdErrors(levels: VipLevelRow[]): { field: string; message: string }[] {
  for (let i = 1; i < levels.length; i += 1) {
    const [below, above] = [levels[i - 1]!, levels[i]!];
    const errors = [];
    if (above.depositRequired <= below.depositRequired) {
      errors.push({ field: 'depositThreshold', message: `level ${above.level} must need more deposits than level ${below.level}` });
    }
    if (above.validBetRequired <= below.validBetRequired) {
      errors.push({ field: 'betThreshold', message: `level ${above.level} must need more valid bets than level ${below.level}` });
    }
    if (errors.length) return errors;
  }
  return [];
}

export async function updateVipLevel(ctx: OpsContext, merchant: Merchant, level: number, b: OpsVipLevelUpdate): Promise<OpsVipLevel> {
  const levels = await vipRepo.lockLevels(ctx.db, merchant.id);
  const current = levels.find((l) => l.level === level);
  if (!current) throw new AppError(ErrorCode.NOT_FOUND, { detail: `VIP level ${level}` });
  ctx.audit.target = `vip level ${level}`;
  ctx.audit.before = view(current);

  let notes: VipLevelRow['notes'] | undefined;
  if (b.notes) {
    notes = { ...current.notes };
    for (const [lang, text] of Object.entries(b.notes) as [LanguageCode, string | undefined][]) {
      if (text) notes[lang] = text;
      else delete notes[lang];
    }
  }
  const patch = Object.fromEntries(
    Object.entries({
      name: b.name,
      depositRequired: money(b.depositThreshold),
      validBetRequired: money(b.betThreshold),
      upgradeBonus: money(b.upgradeBonus),
      monthlyBonus: money(b.monthlyBonus),
      birthdayGift: money(b.birthdayBonus),
      rebateBp: b.rebateRate === undefined ? undefined : basisPoints(b.rebateRate),
      dailyWithdrawals: b.dailyWithdrawals,
      dailyWithdrawLimit: money(b.dailyWithdrawLimit),
      exclusiveTour: b.exclusiveTour,
      notes,
    }).filter(([, v]) => v !== undefined),
  ) as Partial<VipLevelRow>;

  const errors = thresholdErrors(levels.map((l) => (l.level === level ? { ...l, ...patch } : l)));
  if (errors.length) throw new AppError(ErrorCode.VALIDATION, { value: errors });
  const updated = await vipRepo.update(ctx.db, merchant.id, level, patch);
  if (!updated) throw new AppError(ErrorCode.NOT_FOUND, { detail: `VIP level ${level}` });
  return view(updated);
}
