import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Figures per calendar day (the operator's dashboard): days are UTC, as in the member's records.

/** An instant range [from, to): the UTC midnights that start the first day and follow the last. */
export interface DayRange {
  from: Date;
  to: Date;
}

/** The UTC day (YYYY-MM-DD) of a timestamp column, to group by. */
export const utcDay = (column: AnyColumn | SQL): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** A sum of minor units as text (exact for bigint sums), 0 when no row. */
export const sumText = (expr: AnyColumn | SQL): SQL<string> => sql<string>`coalesce(sum(${expr}), 0)::text`;

/** The rows of a query answered by db.execute, whichever driver ran it (both answer { rows }). */
export const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;
