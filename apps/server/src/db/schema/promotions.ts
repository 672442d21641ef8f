import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, PromoCategory } from '@wps/contract';
import { at, createdAt, enabled, memberRow, merchantId, merchantRow, money, ref, sort } from './columns.js';

// Promotions (spec part 2 s2, s3) and members' reward applications (part 1 s2 "Reward application screen").

export const promotions = pgTable(
  'promotions',
  {
    ...merchantRow(),
    /** Stable seed / operator key, unique per merchant: lets the seed insert each promotion once. */
    key: text('key').notNull(),
    category: text('category').$type<PromoCategory>().notNull(),
    title: text('title').notNull(),
    /** Operator HTML as entered; sanitized (strict allow-list) whenever it is served. */
    content: text('content').notNull().default(''),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    noExpiry: boolean('no_expiry').notNull().default(false),
    /** File names of generated art by sequence (1 card, 2 detail banner). */
    images: jsonb('images').$type<{ sequence: number; file: string }[]>().notNull().default([]),
    /** Players take part: 'join' (one tap), 'apply' (reward application form) or 'none' (information only). */
    participation: text('participation').$type<'none' | 'join' | 'apply'>().notNull().default('none'),
    remarkRequired: boolean('remark_required').notNull().default(false),
    imageRequired: boolean('image_required').notNull().default(false),
    linkedPromotionId: integer('linked_promotion_id'),
    enabled: enabled(),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotions_key_uq').on(t.merchantId, t.key), index('promotions_list_idx').on(t.merchantId, t.enabled, t.sort)],
);

export const rewardApplications = pgTable(
  'reward_applications',
  {
    ...memberRow(),
    promotionId: ref('promotion_id', () => promotions.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('applying'),
    remarks: text('remarks').notNull().default(''),
    bonus: money('bonus'),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('reward_applications_member_idx').on(t.merchantId, t.memberId, t.promotionId),
    index('reward_applications_status_idx').on(t.merchantId, t.status, t.createdAt),
    // One open (applying) or paid application per member and promotion; a rejected one may be followed by another.
    uniqueIndex('reward_applications_open_uq')
      .on(t.merchantId, t.memberId, t.promotionId)
      .where(sql`${t.status} in ('applying', 'issued')`),
  ],
);

/** Pictures of an application, re-encoded by the server, stored as base64 (portable across PGlite and PostgreSQL). */
export const rewardApplicationImages = pgTable(
  'reward_application_images',
  {
    applicationId: ref('application_id', () => rewardApplications.id, { onDelete: 'cascade' }),
    merchantId: merchantId(),
    seq: integer('seq').notNull(),
    mime: text('mime').notNull(),
    data: text('data').notNull(),
  },
  (t) => [uniqueIndex('reward_application_images_uq').on(t.applicationId, t.seq)],
);

/** One row per member and day signed in (UTC day); streak is the run of consecutive days ending on it. */
export const signIns = pgTable(
  'sign_ins',
  {
    ...memberRow(),
    /** YYYY-MM-DD, UTC. */
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    reward: money('reward').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_ins_member_day_uq').on(t.merchantId, t.memberId, t.day)],
);

export type Promotion = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type RewardApplication = typeof rewardApplications.$inferSelect;
