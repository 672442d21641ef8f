// Daily and weekly missions (issue 14), zod-free so both sides run the same period arithmetic.

import { SLOTS_CATEGORY } from '../games/rules.js';

/** A mission's period: its progress starts again each UTC day, or each UTC week from Monday. */
export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What a mission counts: SPINS settled rounds of its game category (the slots without one: every slot game, the
 * in-house Lucky Slot too), ROUNDS any settled rounds, VALID_BET their stakes, DEPOSITS credited deposits,
 * DEPOSIT_AMOUNT their amounts. A round counts once when it settles, whatever its bets, stake (a free round) or win.
 */
export const MISSION_METRICS = ['SPINS', 'ROUNDS', 'VALID_BET', 'DEPOSITS', 'DEPOSIT_AMOUNT'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** Metrics counted in money (target and progress in minor units); the others count events. */
export const MONEY_METRICS: readonly MissionMetric[] = ['VALID_BET', 'DEPOSIT_AMOUNT'];
/** Metrics counted from settled rounds: only these take a game category filter. */
export const ROUND_METRICS: readonly MissionMetric[] = ['SPINS', 'ROUNDS', 'VALID_BET'];
/** The category SPINS counts when the mission names none: the slots (SLOTS_CATEGORY, see isSlotGame). */
export const SPINS_DEFAULT_CATEGORY = SLOTS_CATEGORY;

/**
 * A member's mission in the current period: counting, completed with its reward waiting in the reward centre,
 * claimed, or completed but its reward expired unclaimed.
 */
export const MISSION_STATES = ['in-progress', 'claimable', 'claimed', 'expired'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export interface MissionPeriodWindow {
  /** `D2026-11-24` for a day, `W2026-11-23` (its Monday) for a week. */
  key: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

const DAY_MS = 86_400_000;

/** The period of `period` holding the instant `at` (UTC; weeks start on Monday). */
export function missionPeriodOf(period: MissionPeriod, at: Date): MissionPeriodWindow {
  const day = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: (weekday + 6) % 7 is the number of days since Monday.
  const start = period === 'DAILY' ? day : day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const end = start + (period === 'DAILY' ? DAY_MS : 7 * DAY_MS);
  const key = `${period === 'DAILY' ? 'D' : 'W'}${new Date(start).toISOString().slice(0, 10)}`;
  return { key, start: new Date(start), end: new Date(end) };
}

export const MISSION_PAGE_SIZE = 20;
