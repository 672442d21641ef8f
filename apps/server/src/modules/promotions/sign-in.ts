import {
  ErrorCode,
  SIGN_IN_PROMOTION_KEY,
  SIGN_IN_REWARDS_MINOR,
  isTrial,
  minorToMoney,
  type SignInResult,
  type SignInStatus,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/index.js';
import { credit } from '../wallet/index.js';
import { publishRewardPaid } from './events.js';
import { promotionRepo, signInRepo } from './repo.js';

// Daily sign-in (spec part 2 s2, /m/activity/signIn): one sign-in per UTC day, rewards by day of a 7-day cycle paid
// through the ledger; a missed day starts the cycle again.

const CYCLE = SIGN_IN_REWARDS_MINOR.length;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const yesterdayOf = (d: Date) => dayOf(new Date(d.getTime() - 86_400_000));
/** Position in the cycle (1..7) of the streak-th consecutive day. */
const position = (streak: number) => ((streak - 1) % CYCLE) + 1;

async function enabled(db: Executor, merchant: Merchant, now: Date): Promise<boolean> {
  const p = await promotionRepo.findEnabledByKey(db, merchant.id, SIGN_IN_PROMOTION_KEY);
  if (!p) return false;
  return !(p.startsAt && p.startsAt > now) && (p.noExpiry || !p.endsAt || p.endsAt >= now);
}

/** Where the member stands: signed today or not, the streak, and the day today counts as. */
function standing(last: { day: string; streak: number } | null, now: Date) {
  const today = dayOf(now);
  if (last?.day === today) return { signedToday: true, streak: last.streak, todayStreak: last.streak };
  const carried = last?.day === yesterdayOf(now) ? last.streak : 0;
  return { signedToday: false, streak: carried, todayStreak: carried + 1 };
}

async function member(db: Db, merchant: Merchant, memberId: number) {
  const m = await memberRepo.findById(db, merchant.id, memberId);
  if (!m || isTrial(m.type)) throw new AppError(ErrorCode.FREE_REJECT);
}

/**
 * The LOGIN promo counter: whether the daily sign-in runs, and 1 while the member (a real one) has today's still to do.
 * A visitor or a trial member counts 0.
 */
export async function signInCounter(db: Db, merchant: Merchant, memberId: number | null, now = new Date()): Promise<{ enabled: boolean; count: number }> {
  const on = await enabled(db, merchant, now);
  if (!on || memberId === null) return { enabled: on, count: 0 };
  const m = await memberRepo.findById(db, merchant.id, memberId);
  if (!m || isTrial(m.type)) return { enabled: on, count: 0 };
  return { enabled: on, count: standing(await signInRepo.latest(db, merchant.id, memberId), now).signedToday ? 0 : 1 };
}

export async function signInStatus(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<SignInStatus> {
  await member(db, merchant, memberId);
  const s = standing(await signInRepo.latest(db, merchant.id, memberId), now);
  const todayPos = position(s.todayStreak);
  return {
    enabled: await enabled(db, merchant, now),
    signedToday: s.signedToday,
    streak: s.streak,
    days: SIGN_IN_REWARDS_MINOR.map((reward, i) => ({
      day: i + 1,
      reward: minorToMoney(reward),
      signed: i + 1 < todayPos || (s.signedToday && i + 1 === todayPos),
      today: i + 1 === todayPos,
    })),
  };
}

export async function signIn(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<SignInResult> {
  await member(db, merchant, memberId);
  if (!(await enabled(db, merchant, now))) throw new AppError(ErrorCode.FEATURE_DISABLED);
  const signedAlready = () => new AppError(ErrorCode.ALREADY_SIGNED_IN, { detail: 'already signed in today' });
  return db.transaction(async (tx) => {
    const s = standing(await signInRepo.latest(tx, merchant.id, memberId), now);
    if (s.signedToday) throw signedAlready();
    const day = position(s.todayStreak);
    const reward = BigInt(SIGN_IN_REWARDS_MINOR[day - 1]!);
    const today = dayOf(now);
    const row = await signInRepo.insert(tx, { merchantId: merchant.id, memberId, day: today, streak: s.todayStreak, reward });
    if (!row) throw signedAlready();
    const reference = `signin:${memberId}:${today}`;
    await credit(tx, { merchantId: merchant.id, memberId, currency: merchant.currency, amount: reward, kind: 'bonus', idempotencyKey: reference });
    await publishRewardPaid(tx, merchant.id, { memberId, source: 'sign-in', promotionId: null, reference, amount: String(reward) });
    return { day, reward: minorToMoney(reward), streak: s.todayStreak };
  });
}
