import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bankCards, members, withdrawOrders, type WithdrawOrder } from '../../db/schema.js';

export type WithdrawRow = WithdrawOrder & { member: string; bankName: string; accountNo: string; accountName: string };

export const withdrawRepo = {
  async insert(db: Executor, order: typeof withdrawOrders.$inferInsert): Promise<WithdrawOrder | null> {
    const [row] = await db.insert(withdrawOrders).values(order).onConflictDoNothing().returning();
    return row ?? null;
  },

  async byRequestId(db: Executor, merchantId: number, memberId: number, requestId: string): Promise<WithdrawOrder | null> {
    const [row] = await db
      .select()
      .from(withdrawOrders)
      .where(
        and(eq(withdrawOrders.merchantId, merchantId), eq(withdrawOrders.memberId, memberId), eq(withdrawOrders.requestId, requestId)),
      );
    return row ?? null;
  },

  async byOrderNo(db: Executor, merchantId: number, orderNo: string): Promise<WithdrawOrder | null> {
    const [row] = await db
      .select()
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.merchantId, merchantId), eq(withdrawOrders.orderNo, orderNo)));
    return row ?? null;
  },

  async transition(
    db: Executor,
    id: number,
    from: string[],
    patch: Partial<Pick<WithdrawOrder, 'status' | 'note' | 'completedAt'>>,
  ): Promise<WithdrawOrder | null> {
    const [row] = await db
      .update(withdrawOrders)
      .set(patch)
      .where(and(eq(withdrawOrders.id, id), inArray(withdrawOrders.status, from)))
      .returning();
    return row ?? null;
  },

  async list(
    db: Executor,
    merchantId: number,
    f: { memberId?: number | undefined; status?: string | undefined; from?: Date; to?: Date; orderNo?: string },
    page: { limit: number; offset: number },
  ): Promise<{ rows: WithdrawRow[]; total: number }> {
    const where = and(
      eq(withdrawOrders.merchantId, merchantId),
      f.memberId === undefined ? undefined : eq(withdrawOrders.memberId, f.memberId),
      f.status ? eq(withdrawOrders.status, f.status) : undefined,
      f.orderNo ? eq(withdrawOrders.orderNo, f.orderNo) : undefined,
      f.from ? gte(withdrawOrders.createdAt, f.from) : undefined,
      f.to ? lt(withdrawOrders.createdAt, f.to) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(withdrawOrders).where(where);
    const rows = await db
      .select({
        order: withdrawOrders,
        member: sql<string>`${members.username}`,
        bankName: bankCards.bankName,
        accountNo: bankCards.accountNo,
        accountName: bankCards.accountName,
      })
      .from(withdrawOrders)
      .innerJoin(members, eq(members.id, withdrawOrders.memberId))
      .innerJoin(bankCards, eq(bankCards.id, withdrawOrders.bankCardId))
      .where(where)
      .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
      .limit(page.limit)
      .offset(page.offset);
    return {
      rows: rows.map((r) => ({ ...r.order, member: r.member, bankName: r.bankName, accountNo: r.accountNo, accountName: r.accountName })),
      total: total?.n ?? 0,
    };
  },
};
