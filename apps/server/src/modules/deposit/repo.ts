import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderQueries, type OrderFilter } from '../../db/orders.js';
import { countWhere, firstOrNull, paged, whereEq, type PageWindow } from '../../db/query.js';
import {
  depositChannels,
  depositOrders,
  members,
  merchants,
  type DepositChannel,
  type DepositOrder,
} from '../../db/schema.js';

const orders = orderQueries(depositOrders);

/** What an operator may change of a QR channel's credentials (qr-credentials.ts). */
export type ChannelCredentialsPatch = Partial<Pick<DepositChannel, 'providerUrl' | 'providerMerchantId' | 'providerPrivateKey' | 'providerPublicKey' | 'gatewaySecret'>>;

/** A merchant's channels matching `only` (all of them when empty), in the operator's order. */
const channelsWhere = (db: Executor, only: Partial<DepositChannel> & { merchantId: number }) =>
  db.select().from(depositChannels).where(whereEq(depositChannels, only)).orderBy(asc(depositChannels.sort), asc(depositChannels.id));

export const depositRepo = {
  ...orders,

  async channels(db: Executor, merchantId: number): Promise<DepositChannel[]> {
    return channelsWhere(db, { merchantId, enabled: true });
  },

  async channel(db: Executor, merchantId: number, id: number): Promise<DepositChannel | null> {
    return firstOrNull(db.select().from(depositChannels).where(whereEq(depositChannels, { merchantId, id })));
  },

  /** Every channel of a merchant, enabled or not (the operator's view). */
  async allChannels(db: Executor, merchantId: number): Promise<DepositChannel[]> {
    return channelsWhere(db, { merchantId });
  },

  async channelByCode(db: Executor, merchantId: number, code: string): Promise<DepositChannel | null> {
    return firstOrNull(db.select().from(depositChannels).where(whereEq(depositChannels, { merchantId, code })));
  },

  async updateChannel(
    db: Executor,
    merchantId: number,
    id: number,
    patch: Partial<Pick<DepositChannel, 'enabled' | 'sandbox'>>,
  ): Promise<DepositChannel | null> {
    return firstOrNull(db.update(depositChannels).set(patch).where(whereEq(depositChannels, { merchantId, id })).returning());
  },

  /** A channel by its code, locked for a change of its credentials (read before, written after, one transaction). */
  async channelForUpdate(db: Executor, merchantId: number, code: string): Promise<DepositChannel | null> {
    return firstOrNull(db.select().from(depositChannels).where(whereEq(depositChannels, { merchantId, code })).limit(1).for('update'));
  },

  async updateCredentials(db: Executor, merchantId: number, id: number, patch: ChannelCredentialsPatch): Promise<DepositChannel | null> {
    return firstOrNull(db.update(depositChannels).set(patch).where(whereEq(depositChannels, { merchantId, id })).returning());
  },

  async channelsByIds(db: Executor, ids: number[]): Promise<DepositChannel[]> {
    if (ids.length === 0) return [];
    return db.select().from(depositChannels).where(inArray(depositChannels.id, ids));
  },

  /** Pending orders past their deadline become expired (run before reads, so no scheduler is needed). */
  async expireStale(db: Executor, merchantId: number): Promise<void> {
    await db
      .update(depositOrders)
      .set({ status: 'expired', completedAt: new Date() })
      .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.status, 'pending'), lte(depositOrders.expiresAt, new Date())));
  },

  async list(
    db: Executor,
    merchantId: number,
    f: OrderFilter,
    page: PageWindow,
  ): Promise<{ rows: (DepositOrder & { member: string })[]; total: number }> {
    const where = orders.listWhere(merchantId, f);
    const total = await countWhere(db, depositOrders, where);
    const ordered = db
      .select({ order: depositOrders, member: sql<string>`${members.username}` })
      .from(depositOrders)
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id));
    const rows = await paged(ordered.$dynamic(), page);
    return { rows: rows.map((r) => ({ ...r.order, member: r.member })), total };
  },

  /** The currency a merchant's wallets hold (a notification names only the order); null for an unknown merchant. */
  async merchantCurrency(db: Executor, merchantId: number): Promise<string | null> {
    const [m] = await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.id, merchantId));
    return m?.currency ?? null;
  },
};
