import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull, whereEq } from '../../db/query.js';
import { notices } from '../../db/schema.js';
import { READABLE_NOTICE_TYPES, type NoticeRow } from './repo.js';

// The operator's side of the notices table: banners (type B) by group and the player / popup notices, enabled or
// not, whatever their showing window.

export const BANNER_TYPE = 'B';

/** What an operator may set on a banner or notice row. */
export type NoticePatch = Partial<Pick<NoticeRow, 'type' | 'groupName' | 'title' | 'content' | 'imageUrl' | 'linkUrl' | 'sort' | 'enabled' | 'startsAt' | 'endsAt'>>;

async function page(db: Executor, where: SQL, offset: number, limit: number): Promise<{ rows: NoticeRow[]; total: number }> {
  const rows = await db.select().from(notices).where(where).orderBy(asc(notices.groupName), asc(notices.sort), asc(notices.id)).offset(offset).limit(limit);
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** After the last of the same kind (and group): the merchant's order puts a new row at the end. */
const nextSort = (merchantId: number, type: string, groupName: string | null) =>
  sql<number>`(select coalesce(max(${notices.sort}), 0) + 1 from ${notices} where ${notices.merchantId} = ${merchantId} and ${notices.type} = ${type}${
    groupName === null ? sql`` : sql` and ${notices.groupName} = ${groupName}`
  })`;

export const bannerRepo = {
  async page(db: Executor, merchantId: number, group: string | undefined, offset: number, limit: number) {
    return page(db, whereEq(notices, { merchantId, type: BANNER_TYPE }, group ? eq(notices.groupName, group) : undefined), offset, limit);
  },

  async find(db: Executor, merchantId: number, id: number): Promise<NoticeRow | null> {
    return firstOrNull(db.select().from(notices).where(whereEq(notices, { merchantId, id, type: BANNER_TYPE })));
  },

  async insert(db: Executor, merchantId: number, row: NoticePatch & { groupName: string; title: string }): Promise<NoticeRow> {
    const [created] = await db
      .insert(notices)
      .values({ ...row, merchantId, type: BANNER_TYPE, sort: row.sort ?? nextSort(merchantId, BANNER_TYPE, row.groupName) })
      .returning();
    return created!;
  },

  async update(db: Executor, merchantId: number, id: number, patch: NoticePatch): Promise<NoticeRow | null> {
    return firstOrNull(db.update(notices).set(patch).where(whereEq(notices, { merchantId, id, type: BANNER_TYPE })).returning());
  },

  async remove(db: Executor, merchantId: number, id: number): Promise<boolean> {
    const rows = await db.delete(notices).where(whereEq(notices, { merchantId, id, type: BANNER_TYPE })).returning({ id: notices.id });
    return rows.length > 0;
  },
};

/** Player (PL) and popup (PU) notices of the merchant. */
const readable = (merchantId: number, more?: SQL) => and(eq(notices.merchantId, merchantId), inArray(notices.type, READABLE_NOTICE_TYPES), more)!;

export const opsNoticeRepo = {
  async page(db: Executor, merchantId: number, type: string | undefined, offset: number, limit: number) {
    return page(db, readable(merchantId, type ? eq(notices.type, type) : undefined), offset, limit);
  },

  async find(db: Executor, merchantId: number, id: number): Promise<NoticeRow | null> {
    return firstOrNull(db.select().from(notices).where(readable(merchantId, eq(notices.id, id))));
  },

  async update(db: Executor, merchantId: number, id: number, patch: NoticePatch): Promise<NoticeRow | null> {
    return firstOrNull(db.update(notices).set(patch).where(readable(merchantId, eq(notices.id, id))).returning());
  },
};
