import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LanguageCode, StoredRaffleStatus } from '@wps/contract';
import { at, bigMemberRow, createdAt, merchantRow, money, updatedAt } from './columns.js';
import { memberRewards } from './rewards.js';

type Texts = Partial<Record<LanguageCode, string>>;
/** A prize rank as stored: minor units as text (jsonb has no bigint). */
export interface StoredPrize {
  rank: number;
  amount: string;
  winners: number;
}

/**
 * A raffle an operator defines (issue 14): credited deposits inside its entry window earn TICKET rewards (one ticket per
 * `ticket_step` minor units), claimed tickets enter it, and an operator draws its prizes once after the window.
 */
export const raffles = pgTable(
  'raffles',
  {
    ...merchantRow(),
    /** Per language; EN is the fallback. */
    titles: jsonb('titles').$type<Texts>().notNull(),
    descriptions: jsonb('descriptions').$type<Texts>().notNull().default({}),
    ticketStep: money('ticket_step').notNull(),
    maxTickets: integer('max_tickets'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    drawAt: at('draw_at').notNull(),
    prizes: jsonb('prizes').$type<StoredPrize[]>().notNull(),
    /** open (closed once `ends_at` passed), drawn or cancelled. */
    status: text('status').$type<StoredRaffleStatus>().notNull().default('open'),
    drawnAt: at('drawn_at'),
    drawnBy: text('drawn_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('raffles_merchant_idx').on(t.merchantId, t.status, t.endsAt),
    check('raffles_ticket_step_positive', sql`${t.ticketStep} > 0`),
    check('raffles_window', sql`${t.endsAt} > ${t.startsAt} and ${t.drawAt} >= ${t.endsAt}`),
  ],
);

/** A member's tickets in a raffle: one row per member, added to by each claimed TICKET reward. */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    ...bigMemberRow(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    tickets: integer('tickets').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('raffle_entries_uq').on(t.raffleId, t.memberId), check('raffle_entries_tickets_positive', sql`${t.tickets} > 0`)],
);

/** A drawn winner: one prize per member and raffle; the prize waits in the reward centre as a RAFFLE reward. */
export const raffleWinners = pgTable(
  'raffle_winners',
  {
    ...bigMemberRow(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    rank: integer('rank').notNull(),
    prize: money('prize').notNull(),
    /** The member's tickets when drawn. */
    tickets: integer('tickets').notNull(),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => memberRewards.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('raffle_winners_uq').on(t.raffleId, t.memberId), index('raffle_winners_raffle_idx').on(t.raffleId, t.rank)],
);

export type RaffleRow = typeof raffles.$inferSelect;
export type NewRaffle = typeof raffles.$inferInsert;
export type RaffleEntryRow = typeof raffleEntries.$inferSelect;
export type RaffleWinnerRow = typeof raffleWinners.$inferSelect;
