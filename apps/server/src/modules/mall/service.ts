import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  isTrial,
  MALL_ORDER_ACTIONS,
  MALL_PAGE_SIZE,
  minorToMoney,
  moneyToMinor,
  type LanguageCode,
  type MallItem,
  type MallItemKind,
  type MallOrder,
  type MallOrderAction,
  type MallOrderPage,
  type MallOrderStatus,
  type MallRedeem,
  type MallRedeemed,
  type OpsMallItem,
  type OpsMallItemInput,
  type OpsMallOrder,
  type OpsMemberPoints,
  type OpsPointsAdjust,
  type PointsSummary,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { MallItemRow, MallOrderRow, Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { payBonus } from '../bonus/index.js';
import { memberRepo } from '../member/index.js';
import { movePoints, pointsHistory, pointsRuleOf } from './points.js';
import { mallRepo, pointsRepo, type OrderFilter } from './repo.js';

type Texts = Partial<Record<LanguageCode, string>>;
/** A text in the member's language, EN when the operator wrote none in it. */
const textIn = (t: Texts, language: LanguageCode) => t[language] || t.EN || '';

const soldOut = (r: MallItemRow) => r.stock !== null && r.stock <= 0;

const itemView = (r: MallItemRow, language: LanguageCode): MallItem => ({
  id: r.id,
  kind: r.kind,
  name: textIn(r.names, language),
  description: textIn(r.descriptions, language),
  imageUrl: r.imageUrl,
  price: r.price,
  cash: r.cash === null ? null : minorToMoney(r.cash),
  stock: r.stock,
  perMemberLimit: r.perMemberLimit,
  soldOut: soldOut(r),
});

const orderView = (r: MallOrderRow, language: LanguageCode): MallOrder => ({
  id: r.id,
  itemId: r.itemId,
  kind: r.kind,
  itemName: textIn(r.itemNames, language),
  points: r.points,
  status: r.status,
  cash: r.cash === null ? null : minorToMoney(r.cash),
  voucherCode: r.voucherCode,
  address: r.address,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function pointsSummary(db: Db, merchant: Merchant, memberId: number): Promise<PointsSummary> {
  const [balance, rule] = await Promise.all([pointsRepo.balance(db, merchant.id, memberId), pointsRuleOf(db, merchant.id)]);
  return { balance, pointsPerUnit: rule.pointsPerUnit };
}

export { pointsHistory };

export async function mallItems(db: Db, merchant: Merchant, language: LanguageCode): Promise<MallItem[]> {
  return (await mallRepo.items(db, merchant.id, true)).map((r) => itemView(r, language));
}

export async function mallItem(db: Db, merchant: Merchant, language: LanguageCode, id: number): Promise<MallItem> {
  const row = await mallRepo.item(db, merchant.id, id);
  if (!row || !row.enabled) throw new AppError(ErrorCode.NOT_FOUND);
  return itemView(row, language);
}

/** A voucher code members can read out: 12 characters without look-alikes (0/O, 1/I). */
function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
  return `MV-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** What an order is when redeemed: bonus cash and vouchers are done at once, goods wait for an operator. */
const FIRST_STATUS: Record<MallItemKind, MallOrderStatus> = { BONUS_CASH: 'completed', VOUCHER: 'completed', PHYSICAL: 'pending' };

/**
 * Redeems an item. One transaction: the member's points are locked first (a member's redeems go in turn, so they never
 * overspend and a repeated requestId finds its order), then the item (buyers of the last piece go in turn); then the
 * checks, the points, the stock and the order. Bonus cash is paid with its turnover in the same transaction.
 */
export async function redeem(db: Db, merchant: Merchant, memberId: number, language: LanguageCode, b: MallRedeem): Promise<MallRedeemed> {
  // Trial players play with play money: no points, no mall (bonus cash is real money).
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  const { order, points } = await db.transaction(async (tx: Tx) => {
    const balance = await pointsRepo.lock(tx, merchant.id, memberId);
    const earlier = await mallRepo.orderByRequest(tx, merchant.id, memberId, b.requestId);
    if (earlier) {
      if (earlier.itemId !== b.itemId) throw new AppError(ErrorCode.REQUEST_REUSED);
      return { order: earlier, points: balance };
    }
    const item = await mallRepo.item(tx, merchant.id, b.itemId, true);
    if (!item) throw new AppError(ErrorCode.NOT_FOUND);
    if (!item.enabled) throw new AppError(ErrorCode.ITEM_CLOSED);
    if (soldOut(item)) throw new AppError(ErrorCode.OUT_OF_STOCK);
    if (item.perMemberLimit !== null && (await mallRepo.countOf(tx, merchant.id, memberId, item.id)) >= item.perMemberLimit) {
      throw new AppError(ErrorCode.LIMIT_REACHED);
    }
    if (item.kind === 'PHYSICAL' && !b.address) {
      throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'address', message: 'required for physical goods' }] });
    }
    if (balance < item.price) throw new AppError(ErrorCode.NOT_ENOUGH_POINTS, { value: { balance } });

    let row = await mallRepo.insertOrder(tx, {
      merchantId: merchant.id,
      memberId,
      itemId: item.id,
      kind: item.kind,
      itemNames: item.names,
      points: item.price,
      cash: item.cash,
      status: FIRST_STATUS[item.kind],
      voucherCode: item.kind === 'VOUCHER' ? voucherCode() : null,
      address: item.kind === 'PHYSICAL' ? b.address! : null,
      requestId: b.requestId,
    });
    const moved = await movePoints(tx, merchant.id, { memberId, delta: -item.price, reason: 'redeem', reference: `order:${row.id}`, note: textIn(item.names, 'EN') });
    await mallRepo.sell(tx, item.id, 1);
    if (item.kind === 'BONUS_CASH' && item.cash) {
      await payBonus(tx, merchant.id, merchant.currency, { memberId, source: 'mall', reference: `mall:${row.id}`, bonus: item.cash, deposit: 0n });
    }
    row = (await mallRepo.lockOrder(tx, merchant.id, row.id))!;
    return { order: row, points: moved.balance };
  });
  return { order: orderView(order, language), points };
}

export async function mallOrders(db: Db, merchant: Merchant, memberId: number, language: LanguageCode, pageNo: number): Promise<MallOrderPage> {
  const { rows, total } = await mallRepo.orders(db, merchant.id, { memberId }, { limit: MALL_PAGE_SIZE, offset: (pageNo - 1) * MALL_PAGE_SIZE });
  return { list: rows.map((r) => orderView(r.order, language)), pageNo, totalCount: total, totalPages: Math.ceil(total / MALL_PAGE_SIZE) };
}

// ---- operator ----

const opsItemView = (r: MallItemRow): OpsMallItem => {
  const { name: _n, description: _d, ...rest } = itemView(r, 'EN');
  return { ...rest, names: r.names, descriptions: r.descriptions, enabled: r.enabled, sort: r.sort, sold: r.sold };
};

const opsOrderView = (r: MallOrderRow, member: string): OpsMallOrder => ({
  ...orderView(r, 'EN'),
  memberId: r.memberId,
  member,
  note: r.note,
  handledBy: r.handledBy,
});

export async function opsMallItems(db: Db, merchant: Merchant): Promise<OpsMallItem[]> {
  return (await mallRepo.items(db, merchant.id, false)).map(opsItemView);
}

const itemRow = (b: OpsMallItemInput) => ({
  kind: b.kind,
  names: b.names,
  descriptions: b.descriptions,
  imageUrl: b.imageUrl,
  price: b.price,
  cash: b.cash === null ? null : moneyToMinor(b.cash),
  stock: b.stock,
  perMemberLimit: b.perMemberLimit,
  enabled: b.enabled,
  sort: b.sort,
});

function assertCash(b: OpsMallItemInput) {
  if (b.cash !== null && moneyToMinor(b.cash) <= 0n) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'cash', message: 'must be above zero' }] });
}

export async function opsCreateMallItem(ctx: OpsContext, merchant: Merchant, b: OpsMallItemInput): Promise<OpsMallItem> {
  assertCash(b);
  ctx.audit.target = 'mall item (new)';
  ctx.audit.before = null;
  return opsItemView(await mallRepo.insertItem(ctx.db, { merchantId: merchant.id, ...itemRow(b) }));
}

export async function opsUpdateMallItem(ctx: OpsContext, merchant: Merchant, id: number, b: OpsMallItemInput): Promise<OpsMallItem> {
  assertCash(b);
  const before = await mallRepo.item(ctx.db, merchant.id, id, true);
  if (!before) throw new AppError(ErrorCode.NOT_FOUND, { detail: `mall item ${id}` });
  ctx.audit.target = `mall item ${id}`;
  ctx.audit.before = opsItemView(before);
  return opsItemView(await mallRepo.updateItem(ctx.db, id, itemRow(b)));
}

export async function opsMallOrders(db: Db, merchant: Merchant, q: { pageNo: number } & Omit<OrderFilter, 'memberId'>) {
  const { pageNo, ...f } = q;
  const filter: OrderFilter = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
  const { rows, total } = await mallRepo.orders(db, merchant.id, filter, { limit: MALL_PAGE_SIZE, offset: (pageNo - 1) * MALL_PAGE_SIZE });
  return { list: rows.map((r) => opsOrderView(r.order, r.member)), pageNo, totalCount: total, totalPages: Math.ceil(total / MALL_PAGE_SIZE) };
}

const NEXT_STATUS: Record<MallOrderAction, MallOrderStatus> = { ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' };

/**
 * Ships, delivers or cancels a physical order. The order is locked and its state checked in the audited transaction,
 * so a cancel gives the points back and restocks exactly once (a second cancel is ORDER_CLOSED).
 */
export async function opsMallOrderAction(ctx: OpsContext, merchant: Merchant, id: number, action: MallOrderAction, note?: string): Promise<OpsMallOrder> {
  const order = await mallRepo.lockOrder(ctx.db, merchant.id, id);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { detail: `mall order ${id}` });
  ctx.audit.target = `mall order ${id} ${action}`;
  ctx.audit.before = { status: order.status };
  if (order.kind !== 'PHYSICAL' || !(MALL_ORDER_ACTIONS[action] as readonly MallOrderStatus[]).includes(order.status)) {
    throw new AppError(ErrorCode.ORDER_CLOSED, { detail: `order is ${order.status}` });
  }
  if (action === 'cancel') {
    await movePoints(ctx.db, merchant.id, { memberId: order.memberId, delta: order.points, reason: 'refund', reference: `refund:${order.id}`, note: note ?? null });
    await mallRepo.sell(ctx.db, order.itemId, -1);
  }
  const row = await mallRepo.updateOrder(ctx.db, id, { status: NEXT_STATUS[action], handledBy: ctx.operator.username, ...(note ? { note } : {}) });
  return opsOrderView(row, await mallRepo.memberOf(ctx.db, row.memberId));
}

async function memberPoints(db: Executor, merchant: Merchant, memberId: number, pageNo: number): Promise<OpsMemberPoints> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member) throw new AppError(ErrorCode.NOT_FOUND, { detail: `member ${memberId}` });
  return { ...(await pointsHistory(db, merchant.id, memberId, pageNo)), balance: await pointsRepo.balance(db, merchant.id, memberId) };
}

export const opsMemberPoints = (db: Db, merchant: Merchant, memberId: number, pageNo: number) => memberPoints(db, merchant, memberId, pageNo);

/** A manual points change with its reason; the same request id moves once; never below zero. */
export async function opsAdjustPoints(ctx: OpsContext, merchant: Merchant, memberId: number, b: OpsPointsAdjust): Promise<OpsMemberPoints> {
  const before = await memberPoints(ctx.db, merchant, memberId, 1);
  ctx.audit.target = `member ${memberId} points`;
  ctx.audit.before = { balance: before.balance };
  await movePoints(ctx.db, merchant.id, { memberId, delta: b.delta, reason: 'adjust', reference: `ops:${b.requestId}`, note: `${b.reason} (${ctx.operator.username})` });
  return memberPoints(ctx.db, merchant, memberId, 1);
}
