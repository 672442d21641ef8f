import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { agentTeamBackfills, agentTeamHours, domainEvents, eventDeliveries } from '../../db/schema.js';
import { agentOf, inTeam, subtreePath } from './repo.js';

const HOUR_MS = 3_600_000;
/** Start of the UTC hour of a time: the feed's bucket. */
export const hourOf = (d: Date): Date => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);

/** What one event adds to a member's hour (minor units; an adjustment's amounts may be negative). */
export interface FeedAdd {
  validBet?: bigint;
  ggr?: bigint;
  rounds?: number;
  deposits?: bigint;
  depositCount?: number;
  withdrawals?: bigint;
  withdrawalCount?: number;
}

/** Team figures over [from, to): money in minor units. */
export interface TeamFiguresRaw {
  validBet: bigint;
  ggr: bigint;
  deposits: bigint;
  withdrawals: bigint;
  activeMembers: number;
  newMembers: number;
}

/**
 * The feed's hours of [from, to): those starting before `to` and ending after `from`. Periods (days, hours,
 * half-months) start on the hour, so this is exact for them; an odd `from` takes its whole hour.
 */
const hours = (from: Date, to: Date) => sql`h.hour >= ${hourOf(from).toISOString()} and h.hour < ${to.toISOString()}`;

export const feedRepo = {
  /** Adds an event's amounts to the member's hour (one upsert: concurrent events of the member add up). */
  async add(tx: Tx, merchantId: number, memberId: number, hour: Date, a: FeedAdd): Promise<void> {
    const v = {
      validBet: a.validBet ?? 0n,
      ggr: a.ggr ?? 0n,
      rounds: a.rounds ?? 0,
      deposits: a.deposits ?? 0n,
      depositCount: a.depositCount ?? 0,
      withdrawals: a.withdrawals ?? 0n,
      withdrawalCount: a.withdrawalCount ?? 0,
    };
    await tx
      .insert(agentTeamHours)
      .values({ merchantId, memberId, hour, ...v })
      .onConflictDoUpdate({
        target: [agentTeamHours.merchantId, agentTeamHours.memberId, agentTeamHours.hour],
        set: {
          validBet: sql`${agentTeamHours.validBet} + excluded.valid_bet`,
          ggr: sql`${agentTeamHours.ggr} + excluded.ggr`,
          rounds: sql`${agentTeamHours.rounds} + excluded.rounds`,
          deposits: sql`${agentTeamHours.deposits} + excluded.deposits`,
          depositCount: sql`${agentTeamHours.depositCount} + excluded.deposit_count`,
          withdrawals: sql`${agentTeamHours.withdrawals} + excluded.withdrawals`,
          withdrawalCount: sql`${agentTeamHours.withdrawalCount} + excluded.withdrawal_count`,
          updatedAt: sql`now()`,
        },
      });
  },

  /**
   * Fills the merchant's feed from the rows that exist (settled rounds by settlement hour, credited deposits and paid
   * withdrawals by completion hour), once: false when the merchant was filled before. The subscriber's open
   * deliveries of the merchant are marked done in the same statement as the rows are read (one snapshot: an event is
   * either in the rows read and marked, or committed after and delivered later), and the table is locked against the
   * subscriber's additions meanwhile, so nothing is counted twice or lost.
   */
  async backfill(tx: Tx, merchantId: number, subscriber: string): Promise<boolean> {
    const [claimed] = await tx.insert(agentTeamBackfills).values({ merchantId }).onConflictDoNothing().returning();
    if (!claimed) return false;
    await tx.execute(sql`lock table ${agentTeamHours} in share row exclusive mode`);
    await tx.delete(agentTeamHours).where(eq(agentTeamHours.merchantId, merchantId));
    const hour = (col: string) => sql.raw(`date_trunc('hour', ${col} at time zone 'UTC') at time zone 'UTC'`);
    await tx.execute(sql`
      with marked as (
        update ${eventDeliveries} d set delivered_at = now(), last_error = null
        from ${domainEvents} e
        where e.id = d.event_id and d.subscriber = ${subscriber} and d.delivered_at is null and e.merchant_id = ${merchantId}
      )
      insert into ${agentTeamHours} (merchant_id, member_id, hour, valid_bet, ggr, rounds, deposits, deposit_count, withdrawals, withdrawal_count)
      select ${merchantId}, member_id, hour, sum(valid_bet), sum(ggr), sum(rounds)::int, sum(deposits), sum(deposit_count)::int, sum(withdrawals), sum(withdrawal_count)::int
      from (
        select member_id, ${hour('settled_at')} as hour, stake as valid_bet, stake - payout as ggr, 1 as rounds, 0::bigint as deposits, 0 as deposit_count, 0::bigint as withdrawals, 0 as withdrawal_count
        from game_rounds where merchant_id = ${merchantId} and status = 'settled' and settled_at is not null
        union all
        select member_id, ${hour('completed_at')}, 0, 0, 0, amount, 1, 0, 0
        from deposit_orders where merchant_id = ${merchantId} and status = 'success' and completed_at is not null
        union all
        select member_id, ${hour('completed_at')}, 0, 0, 0, 0, 0, amount, 1
        from withdraw_orders where merchant_id = ${merchantId} and status = 'success' and completed_at is not null
      ) as feed
      group by member_id, hour`);
    return true;
  },
};

/**
 * Figures of the agent's whole team (agent included) over [from, to), from the feed: valid bets and GGR (stake -
 * payout) of settled rounds and their adjustments, credited deposits and paid withdrawals, members whose valid bet in
 * the period is above zero, and members registered in it.
 */
export async function teamFigures(db: Executor, merchantId: number, agentId: number, from: Date, to: Date): Promise<TeamFiguresRaw> {
  const path = subtreePath(await agentOf(db, merchantId, agentId), agentId);
  const team = (col: string) => inTeam(sql.raw(col), merchantId, agentId, path);
  const [r] = await db
    .select({
      validBet: sql<string>`coalesce(sum(m.valid_bet), 0)::text`,
      ggr: sql<string>`coalesce(sum(m.ggr), 0)::text`,
      deposits: sql<string>`coalesce(sum(m.deposits), 0)::text`,
      withdrawals: sql<string>`coalesce(sum(m.withdrawals), 0)::text`,
      active: sql<number>`(count(*) filter (where m.valid_bet > 0))::int`,
    })
    .from(
      sql`(select h.member_id, sum(h.valid_bet) as valid_bet, sum(h.ggr) as ggr, sum(h.deposits) as deposits, sum(h.withdrawals) as withdrawals
           from ${agentTeamHours} h where h.merchant_id = ${merchantId} and ${hours(from, to)} and ${team('h.member_id')}
           group by h.member_id) as m`,
    );
  const [n] = await db
    .select({ newMembers: sql<number>`count(*)::int` })
    .from(sql`members m`)
    .where(sql`m.merchant_id = ${merchantId} and m.created_at >= ${from.toISOString()} and m.created_at < ${to.toISOString()} and ${team('m.id')}`);
  return {
    validBet: BigInt(r?.validBet ?? '0'),
    ggr: BigInt(r?.ggr ?? '0'),
    deposits: BigInt(r?.deposits ?? '0'),
    withdrawals: BigInt(r?.withdrawals ?? '0'),
    activeMembers: Number(r?.active ?? 0),
    newMembers: Number(n?.newMembers ?? 0),
  };
}

/** The team's feed per UTC day of [from, to): valid bets, GGR, members who bet that day, deposits. */
export async function teamDailySeries(db: Executor, merchantId: number, agentId: number, path: string, from: Date, to: Date) {
  const team = inTeam(sql.raw('h.member_id'), merchantId, agentId, path);
  return db
    .select({
      day: sql<string>`d.day`,
      validBet: sql<string>`sum(d.valid_bet)::text`,
      ggr: sql<string>`sum(d.ggr)::text`,
      active: sql<number>`(count(*) filter (where d.valid_bet > 0))::int`,
      deposits: sql<string>`sum(d.deposits)::text`,
    })
    .from(
      sql`(select to_char(h.hour at time zone 'UTC', 'YYYY-MM-DD') as day, h.member_id, sum(h.valid_bet) as valid_bet, sum(h.ggr) as ggr, sum(h.deposits) as deposits
           from ${agentTeamHours} h where h.merchant_id = ${merchantId} and ${hours(from, to)} and ${team}
           group by 1, 2) as d`,
    )
    .groupBy(sql`d.day`);
}
