import { ErrorCode, isTrial, minorToMoney, type LanguageCode, type VipLevel, type VipProgress } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant, VipLevelRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/index.js';
import { vipRepo } from './repo.js';

const rate = (bp: number) => (bp / 100).toFixed(2);

function toLevel(r: VipLevelRow, language: LanguageCode): VipLevel {
  return {
    level: r.level,
    name: r.name,
    deposit: minorToMoney(r.depositRequired),
    validBet: minorToMoney(r.validBetRequired),
    upgradeBonus: minorToMoney(r.upgradeBonus),
    birthdayGift: minorToMoney(r.birthdayGift),
    monthlyBonus: minorToMoney(r.monthlyBonus),
    rebateRate: rate(r.rebateBp),
    dailyWithdrawals: r.dailyWithdrawals,
    dailyWithdrawLimit: minorToMoney(r.dailyWithdrawLimit),
    exclusiveTour: r.exclusiveTour,
    notes: r.notes[language] ?? r.notes.EN ?? '',
  };
}

export async function listLevels(db: Db, merchant: Merchant, language: LanguageCode): Promise<VipLevel[]> {
  return (await vipRepo.levels(db, merchant.id)).map((r) => toLevel(r, language));
}

/** The highest level whose deposit and valid-bet thresholds are both met (0 when none is). */
export function levelReached(levels: VipLevelRow[], deposit: bigint, validBet: bigint): VipLevelRow | null {
  let reached: VipLevelRow | null = null;
  for (const l of levels) if (deposit >= l.depositRequired && validBet >= l.validBetRequired) reached = l;
  return reached;
}

const missing = (need: bigint, have: bigint) => minorToMoney(need > have ? need - have : 0n);

/** The member a VIP call is for: trial players have no VIP club (FREE_REJECT). */
export async function vipMember(db: Db, merchant: Merchant, memberId: number) {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member) throw new AppError(ErrorCode.SESSION_EXPIRED);
  if (isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  return member;
}

export async function progress(db: Db, merchant: Merchant, memberId: number): Promise<VipProgress> {
  const member = await vipMember(db, merchant, memberId);
  const [levels, { deposit, validBet }] = await Promise.all([vipRepo.levels(db, merchant.id), vipRepo.totals(db, merchant.id, memberId)]);
  const current = levelReached(levels, deposit, validBet);
  // Levels only go up with cumulative totals, so the next one is simply the one after the current.
  const next = levels.find((l) => l.level > (current?.level ?? 0)) ?? null;
  // The subscriber keeps the label in step as totals grow; a member without any event yet is at the first level.
  if (current && member.clubLabel !== current.name) await vipRepo.setClubLabel(db, merchant.id, memberId, current.name);
  return {
    level: current?.level ?? 0,
    name: current?.name ?? null,
    deposit: minorToMoney(deposit),
    validBet: minorToMoney(validBet),
    next: next && {
      level: next.level,
      name: next.name,
      deposit: minorToMoney(next.depositRequired),
      validBet: minorToMoney(next.validBetRequired),
      depositMissing: missing(next.depositRequired, deposit),
      validBetMissing: missing(next.validBetRequired, validBet),
    },
  };
}
