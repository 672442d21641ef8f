import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/days.js';

/**
 * Distinct members per day, and over the whole range, of the union of `(day, member_id)` queries the other domains
 * give (settled rounds, credited deposits): one statement, grouped by day and by nothing (the range's total).
 */
export async function distinctMembersByDay(db: Executor, parts: readonly SQL[]): Promise<{ byDay: Map<string, number>; total: number }> {
  const byDay = new Map<string, number>();
  if (parts.length === 0) return { byDay, total: 0 };
  const union = sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union `,
  );
  const result = await db.execute(sql`select u.day, count(distinct u.member_id)::int as n from (${union}) u group by grouping sets ((u.day), ())`);
  let total = 0;
  for (const row of rowsOf<{ day: string | null; n: number | string }>(result)) {
    if (row.day === null) total = Number(row.n);
    else byDay.set(row.day, Number(row.n));
  }
  return { byDay, total };
}
