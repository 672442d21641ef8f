import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LanguageCode, MissionMetric, MissionPeriod } from '@wps/contract';
import { at, bigMemberRow, createdAt, enabled, merchantRow, money, sort, updatedAt } from './columns.js';
import { memberRewards } from './rewards.js';

type Texts = Partial<Record<LanguageCode, string>>;

/**
 * A daily or weekly mission an operator defines (issue 14): what it counts, the target, and the reward it puts in the
 * reward centre (MISSION_MANUAL). `target` is a count, or minor units for the money metrics.
 */
export const missions = pgTable(
  'missions',
  {
    ...merchantRow(),
    /** Per language; EN is the fallback. */
    titles: jsonb('titles').$type<Texts>().notNull(),
    descriptions: jsonb('descriptions').$type<Texts>().notNull().default({}),
    period: text('period').$type<MissionPeriod>().notNull(),
    metric: text('metric').$type<MissionMetric>().notNull(),
    /** Round metrics only: the game category counted (null: any, or RNG for SPINS). */
    gameType: text('game_type'),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    reward: money('reward').notNull(),
    enabled: enabled(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    sort: sort(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('missions_merchant_idx').on(t.merchantId, t.sort, t.id),
    check('missions_target_positive', sql`${t.target} > 0`),
    check('missions_reward_positive', sql`${t.reward} > 0`),
  ],
);

/**
 * A member's progress on a mission in one period (`D2026-11-24`, `W2026-11-23`), counted from events exactly once;
 * `rewardId` is the reward issued when it reached the target.
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    ...bigMemberRow(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    periodKey: text('period_key').notNull(),
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    completedAt: at('completed_at'),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => memberRewards.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mission_progress_uq').on(t.missionId, t.memberId, t.periodKey),
    index('mission_progress_completed_idx').on(t.merchantId, t.completedAt),
  ],
);

export type MissionRow = typeof missions.$inferSelect;
export type NewMission = typeof missions.$inferInsert;
export type MissionProgressRow = typeof missionProgress.$inferSelect;
