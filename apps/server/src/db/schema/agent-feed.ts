import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bigMemberRow, merchantId, moneyFromZero, updatedAt } from './columns.js';

/**
 * The agent team feed (issue 12): what each member played and moved per UTC hour, added by the agent module's
 * `agent-team-feed` subscriber from round.settled, round.adjusted, deposit.credited and withdrawal.paid (each event
 * once, in the hour the event happened: a late win on a settled round lands in the hour it was paid, so a settled
 * period's figures never move). Team figures, KPIs and the contract settlement sum these rows over a subtree and a
 * period; one row per member and hour keeps "active members" (valid bet > 0) countable.
 */
export const agentTeamHours = pgTable(
  'agent_team_hours',
  {
    ...bigMemberRow(),
    /** Start of the UTC hour. */
    hour: at('hour').notNull(),
    /** Settled stakes (minor units); an adjustment's stake delta may be negative. */
    validBet: moneyFromZero('valid_bet'),
    /** Stake - payout (minor units): the house's gross gaming revenue, negative when the member won. */
    ggr: moneyFromZero('ggr'),
    /** Rounds settled in the hour (adjustments change amounts, not counts). */
    rounds: integer('rounds').notNull().default(0),
    deposits: moneyFromZero('deposits'),
    depositCount: integer('deposit_count').notNull().default(0),
    withdrawals: moneyFromZero('withdrawals'),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_team_hours_member_hour_uq').on(t.merchantId, t.memberId, t.hour),
    check('agent_team_hours_hour', sql`${t.hour} = date_trunc('hour', ${t.hour} at time zone 'UTC') at time zone 'UTC'`),
  ],
);

/**
 * Merchants whose feed was filled once from the rows that existed before it (game_rounds, deposit_orders,
 * withdraw_orders): by migration 0036 for the merchants of that time, by the demo seed for the demo merchant it makes.
 */
export const agentTeamBackfills = pgTable(
  'agent_team_backfills',
  {
    merchantId: merchantId().primaryKey(),
    backfilledAt: at('backfilled_at').notNull().defaultNow(),
  },
);

export type AgentTeamHourRow = typeof agentTeamHours.$inferSelect;
