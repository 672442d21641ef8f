// Small conversions at the edge of operator answers and bodies, shared by the modules.

/** A time as the API writes it, or null. */
export const isoOrNull = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** A time from a body: absent stays absent (no change), null clears, a string becomes a Date. */
export const instantOrKeep = (v: string | null | undefined): Date | null | undefined => (v === undefined ? undefined : v === null ? null : new Date(v));

/** A patch without its undefined fields: what an update leaves as it is. */
export const definedFields = <T extends object>(patch: T): T =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as T;

/** A page answer's counters; an empty list still has one (empty) page. */
export const pageCounts = (pageNo: number, totalCount: number, pageSize: number) => ({
  pageNo,
  totalCount,
  totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
});
