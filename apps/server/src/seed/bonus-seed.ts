import type { BonusSource, Contributions } from '@wps/contract';
import type { Db } from '../db/client.js';
import { turnoverRepo } from '../modules/bonus/index.js';

/** Live tables, lotteries and sports count in part: the usual house rules against low-risk wagering. */
const PARTIAL: Contributions = { LIVE: 10, LOTT: 50, ELOTT: 50, SPORTS: 50, ESPORTS: 50 };

/** The demo merchant's turnover rules: a deposit bonus asks 1x deposit + bonus, rewards ask a multiple of themselves. */
const RULES: { source: BonusSource; bonusTimes: number; depositTimes: number; contributions: Contributions }[] = [
  { source: 'deposit', bonusTimes: 1, depositTimes: 1, contributions: PARTIAL },
  { source: 'sign-in', bonusTimes: 3, depositTimes: 0, contributions: PARTIAL },
  { source: 'application', bonusTimes: 10, depositTimes: 0, contributions: PARTIAL },
  { source: 'vip', bonusTimes: 1, depositTimes: 0, contributions: {} },
  { source: 'referral', bonusTimes: 5, depositTimes: 0, contributions: PARTIAL },
  { source: 'manual', bonusTimes: 1, depositTimes: 0, contributions: {} },
  { source: 'mission', bonusTimes: 1, depositTimes: 0, contributions: PARTIAL },
  { source: 'raffle', bonusTimes: 1, depositTimes: 0, contributions: {} },
  { source: 'mall', bonusTimes: 1, depositTimes: 0, contributions: {} },
  { source: 'rebate', bonusTimes: 1, depositTimes: 0, contributions: PARTIAL },
];

export async function seedBonus(db: Db, merchantId: number): Promise<void> {
  await turnoverRepo.insertRulesIfAbsent(db, RULES.map((r) => ({ ...r, merchantId })));
}
