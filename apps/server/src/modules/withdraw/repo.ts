import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderQueries, type OrderFilter } from '../../db/orders.js';
import { countWhere, paged, type PageWindow } from '../../db/query.js';
import { bankCards, members, withdrawOrders, type WithdrawOrder } from '../../db/schema.js';

export type WithdrawRow = WithdrawOrder & { member: string; bankName: string; accountNo: string; accountName: string };

const orders = orderQueries(withdrawOrders);

export const withdrawRepo = {
  ...orders,

  async list(
    db: Executor,
    merchantId: number,
    f: OrderFilter,
    page: PageWindow,
  ): Promise<{ rows: WithdrawRow[]; total: number }> {
    const where = orders.listWhere(merchantId, f);
    const total = await countWhere(db, withdrawOrders, where);
    const ordered = db
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
      .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id));
    const rows = await paged(ordered.$dynamic(), page);
    return {
      rows: rows.map((r) => ({ ...r.order, member: r.member, bankName: r.bankName, accountNo: r.accountNo, accountName: r.accountName })),
      total,
    };
  },
};
