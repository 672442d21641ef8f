import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  ErrorCode,
  minorToMoney,
  type DashboardFigures,
  type OpsDashboard,
  type OpsDashboardQuery,
} from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { DayRange } from '../../db/days.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { depositStats } from '../deposit/index.js';
import { roundStats } from '../games/index.js';
import { memberStats } from '../member/index.js';
import { promotionStats } from '../promotions/index.js';
import { ledgerStats } from '../wallet/index.js';
import { withdrawStats } from '../withdraw/index.js';
import { distinctMembersByDay } from './dashboard-repo.js';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** A YYYY-MM-DD that names a real calendar day, as its UTC midnight; null otherwise (2024-02-30). */
function midnight(day: string): Date | null {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || dayOf(d) !== day ? null : d;
}

const badRange = (field: 'from' | 'to', message: string) => new AppError(ErrorCode.VALIDATION, { value: [{ field, message }] });

/**
 * The dashboard's days: `to` defaults to today (UTC), `from` to DASHBOARD_DEFAULT_DAYS days up to `to`; at most
 * DASHBOARD_MAX_DAYS days, `from` not after `to`.
 */
export function dashboardRange(q: OpsDashboardQuery, now: Date): { from: string; to: string; days: string[]; range: DayRange } {
  const to = q.to ? midnight(q.to) : midnight(dayOf(now));
  if (!to) throw badRange('to', 'not a calendar day');
  const from = q.from ? midnight(q.from) : new Date(to.getTime() - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS);
  if (!from) throw badRange('from', 'not a calendar day');
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (count < 1) throw badRange('from', 'after to');
  if (count > DASHBOARD_MAX_DAYS) throw badRange('from', `more than ${DASHBOARD_MAX_DAYS} days`);
  const days = Array.from({ length: count }, (_, i) => dayOf(new Date(from.getTime() + i * DAY_MS)));
  return { from: days[0]!, to: days[count - 1]!, days, range: { from, to: new Date(to.getTime() + DAY_MS) } };
}

/** Sums of one day (or of the range), minor units. */
interface Tally {
  depositCount: number;
  deposits: bigint;
  withdrawalCount: number;
  withdrawals: bigint;
  rounds: number;
  stakes: bigint;
  payouts: bigint;
  bonuses: bigint;
  activePlayers: number;
  newPlayers: number;
}
const emptyTally = (): Tally => ({
  depositCount: 0,
  deposits: 0n,
  withdrawalCount: 0,
  withdrawals: 0n,
  rounds: 0,
  stakes: 0n,
  payouts: 0n,
  bonuses: 0n,
  activePlayers: 0,
  newPlayers: 0,
});

function figures(t: Tally): DashboardFigures {
  const ggr = t.stakes - t.payouts;
  return {
    deposits: { amount: minorToMoney(t.deposits), count: t.depositCount },
    withdrawals: { amount: minorToMoney(t.withdrawals), count: t.withdrawalCount },
    stakes: minorToMoney(t.stakes),
    payouts: minorToMoney(t.payouts),
    rounds: t.rounds,
    ggr: minorToMoney(ggr),
    bonuses: minorToMoney(t.bonuses),
    netRevenue: minorToMoney(ggr - t.bonuses),
    activePlayers: t.activePlayers,
    newPlayers: t.newPlayers,
  };
}

/**
 * The merchant's dashboard: per UTC day, credited deposits, paid withdrawals, settled play (GGR), bonuses paid, net
 * revenue, active and new players; the range's totals; the queues now. Each domain sums its own table grouped by day.
 */
export async function dashboard(db: Executor, merchant: Merchant, q: OpsDashboardQuery, now = new Date()): Promise<OpsDashboard> {
  const { from, to, days, range } = dashboardRange(q, now);
  const id = merchant.id;
  const [deposits, withdrawals, rounds, bonuses, registered, active, pendingDeposits, pendingWithdrawals, pendingRewards, pendingAdjustments] = await Promise.all([
    depositStats.creditedByDay(db, id, range),
    withdrawStats.paidByDay(db, id, range),
    roundStats.settledByDay(db, id, range),
    ledgerStats.bonusesByDay(db, id, range),
    memberStats.registeredByDay(db, id, range),
    distinctMembersByDay(db, [roundStats.settledMembers(id, range), depositStats.creditedMembers(id, range)]),
    depositStats.pendingCount(db, id, now),
    withdrawStats.pendingCount(db, id),
    promotionStats.pendingApplications(db, id),
    ledgerStats.pendingAdjustments(db, id),
  ]);

  const byDay = new Map(days.map((d) => [d, emptyTally()]));
  const at = (day: string) => byDay.get(day);
  for (const r of deposits) {
    const t = at(r.day);
    if (t) Object.assign(t, { depositCount: Number(r.count), deposits: BigInt(r.amount) });
  }
  for (const r of withdrawals) {
    const t = at(r.day);
    if (t) Object.assign(t, { withdrawalCount: Number(r.count), withdrawals: BigInt(r.amount) });
  }
  for (const r of rounds) {
    const t = at(r.day);
    if (t) Object.assign(t, { rounds: Number(r.rounds), stakes: BigInt(r.stakes), payouts: BigInt(r.payouts) });
  }
  for (const r of bonuses) {
    const t = at(r.day);
    if (t) t.bonuses = BigInt(r.amount);
  }
  for (const r of registered) {
    const t = at(r.day);
    if (t) t.newPlayers = Number(r.count);
  }
  for (const [day, n] of active.byDay) {
    const t = at(day);
    if (t) t.activePlayers = n;
  }

  const total = emptyTally();
  for (const t of byDay.values()) {
    total.depositCount += t.depositCount;
    total.deposits += t.deposits;
    total.withdrawalCount += t.withdrawalCount;
    total.withdrawals += t.withdrawals;
    total.rounds += t.rounds;
    total.stakes += t.stakes;
    total.payouts += t.payouts;
    total.bonuses += t.bonuses;
    total.newPlayers += t.newPlayers;
  }
  // A member active on several days counts once in the range.
  total.activePlayers = active.total;

  return {
    from,
    to,
    currency: merchant.currency,
    days: days.map((day) => ({ day, ...figures(byDay.get(day)!) })),
    totals: figures(total),
    pending: { deposits: pendingDeposits, withdrawals: pendingWithdrawals, rewardApplications: pendingRewards, adjustments: pendingAdjustments },
    asOf: now.toISOString(),
  };
}
