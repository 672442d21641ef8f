import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  isTrial,
  minorToMoney,
  moneyToMinor,
  type DepositChannel as DepositChannelView,
  type DepositOrder as DepositOrderView,
  type DepositPage,
  type DepositRequest,
  type DepositStart,
  type DepositStatus,
  type GatewayNotify,
  type OpsDeposit,
  type OpsDepositChannel,
  type OpsDepositChannelUpdate,
  type OpsDepositDecision,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { DepositChannel, DepositOrder, Merchant } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import type { ProviderRegistry } from '../../platform/providers.js';
import { memberRepo } from '../member/index.js';
import { clearApproval, dualApproval, dualApprovalRequired, pendingApprovalsOf, type ApprovalSubject, type Approver } from '../operator/index.js';
import { credit, ordersFilter, recordsPage, type OrdersQuery } from '../wallet/index.js';
import { publishDepositCredited, type DepositCredited } from './events.js';
import {
  isSandboxChannel,
  isUsableChannel,
  paymentProviderFor,
  type ChannelType,
  type PaymentContext,
  type PaymentOutcome,
  type PaymentProvider,
} from './payment-providers.js';
import { applyPromo, type PromoChoice } from './promos.js';
import { depositRepo } from './repo.js';

export { signNotify } from './payment-providers.js';

type Payments = ProviderRegistry<PaymentProvider>;


export const newOrderNo = (prefix: string): string => {
  const d = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${d}${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;
};

const newReference = (): string => {
  const A = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 6 }, () => A[randomInt(0, A.length)]).join('');
};

export const channelView = (c: DepositChannel): DepositChannelView => ({
  id: c.id,
  code: c.code,
  type: c.type,
  name: c.name,
  min: minorToMoney(c.minAmount),
  max: minorToMoney(c.maxAmount),
  presets: c.presets,
});

export function orderView(o: DepositOrder, channel: DepositChannel | undefined): DepositOrderView {
  return {
    orderNo: o.orderNo,
    channel: channel?.name ?? '',
    channelType: channel?.type ?? 'BANK',
    amount: minorToMoney(o.amount),
    bonus: minorToMoney(o.bonus),
    status: o.status as DepositStatus,
    reference: o.reference,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    completedAt: o.completedAt?.toISOString() ?? null,
    receivingAccount: channel?.type === 'BANK' ? (channel.receivingAccount ?? null) : null,
  };
}

async function requireRealMember(db: Db, merchant: Merchant, memberId: number): Promise<void> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
}

/** The channels a member may deposit with: enabled, and usable here (a simulator's only as a sandbox, simulators on). */
export async function listChannels(db: Db, payments: Payments, merchant: Merchant, simulators: boolean): Promise<DepositChannelView[]> {
  const channels = await depositRepo.channels(db, merchant.id);
  return channels.filter((c) => isUsableChannel(paymentProviderFor(payments, c), c, simulators)).map(channelView);
}

/**
 * A rule that may refuse a deposit before its order exists (the responsible-gaming module: deposit limits, a break).
 * It runs in the transaction that inserts the order, before it, so a rule that locks a row of the member makes two
 * racing deposits queue and the second sees the first's order. It throws its refusal.
 */
export type DepositCheck = (tx: Executor, d: { merchantId: number; memberId: number; amount: bigint }) => Promise<void>;
const depositChecks: DepositCheck[] = [];
export function onDepositCheck(check: DepositCheck): void {
  depositChecks.push(check);
}

/**
 * Opens a deposit order on a channel of the given type, through the channel's payment provider (what the payer
 * gets: the order with a bank channel's receiving account, a pay page's URL); the same requestId answers the same
 * order. A promotion (picked, or by its promo / bonus code) is checked and its use taken in the transaction that
 * inserts the order, a promotion with use limits under its row lock: two deposits racing for its last use get one
 * order with the bonus and one field error.
 */
export async function createDeposit(
  db: Db,
  payments: Payments,
  merchant: Merchant,
  memberId: number,
  req: DepositRequest,
  type: ChannelType,
  ctx: PaymentContext,
): Promise<DepositStart> {
  await requireRealMember(db, merchant, memberId);
  const channel = await depositRepo.channel(db, merchant.id, req.channelId);
  if (!channel || !channel.enabled || channel.type !== type) throw fieldError('channelId', 'no such channel');
  const amount = moneyToMinor(req.amount);
  if (amount < channel.minAmount || amount > channel.maxAmount) throw fieldError('amount', 'outside the channel limits');
  const provider = paymentProviderFor(payments, channel);
  if (!isUsableChannel(provider, channel, ctx.simulators)) throw fieldError('channelId', 'no such channel');
  provider.checkRequest(req);
  const choice: PromoChoice | null = req.promoId !== undefined ? { promoId: req.promoId } : req.promoCode ? { code: req.promoCode } : null;

  const { inserted, order } = await db.transaction(async (tx) => {
    // A resubmit answers its order before the promotion is looked at (its own use must not refuse it).
    const existing = await depositRepo.byRequestId(tx, merchant.id, memberId, req.requestId);
    if (existing) return { inserted: null, order: existing };
    for (const check of depositChecks) await check(tx, { merchantId: merchant.id, memberId, amount });
    const granted = choice ? await applyPromo(tx, merchant.id, memberId, choice, amount, { codeField: 'promoCode', lock: true }) : null;
    const row = await depositRepo.insert(tx, {
      merchantId: merchant.id,
      memberId,
      orderNo: newOrderNo('D'),
      channelId: channel.id,
      amount,
      bonus: granted?.bonus ?? 0n,
      promoId: granted?.promo.id ?? null,
      payerName: req.payerName ?? null,
      reference: newReference(),
      requestId: req.requestId,
      expiresAt: new Date(Date.now() + provider.expiryMs),
    });
    return { inserted: row, order: row ?? (await depositRepo.byRequestId(tx, merchant.id, memberId, req.requestId)) };
  });
  if (!order) throw new AppError(ErrorCode.CONFLICT);
  if (!inserted && (order.amount !== amount || order.channelId !== channel.id)) {
    throw new AppError(ErrorCode.REQUEST_REUSED, { detail: 'requestId reused for another deposit' });
  }
  // Only a sandbox channel is paid on the local demo gateway page; a real provider's channel has no page here. A QR
  // wallet is asked for its payment after the order is stored: when it fails, the same request asks it again (an
  // order no longer open, or past its time, gets nothing to pay with).
  const open = order.status === 'pending' && order.expiresAt > new Date();
  const started = open ? await provider.start(channel, order, ctx) : { payUrl: null, qrCode: null };
  return { order: orderView(order, channel), ...started };
}

/** A member's own order; another member's order is NOT_FOUND, exactly like one that does not exist. */
export async function getOrder(db: Db, merchant: Merchant, memberId: number, orderNo: string): Promise<DepositOrderView> {
  await depositRepo.expireStale(db, merchant.id);
  const order = await depositRepo.byOrderNo(db, orderNo, { merchantId: merchant.id, memberId });
  if (!order) throw new AppError(ErrorCode.NOT_FOUND);
  return orderView(order, (await depositRepo.channelsByIds(db, [order.channelId]))[0]);
}

export async function listOrders(
  db: Db,
  merchant: Merchant,
  filter: OrdersQuery,
): Promise<DepositPage & { rows: (DepositOrder & { member: string })[] }> {
  await depositRepo.expireStale(db, merchant.id);
  const page = recordsPage(filter.pageNo);
  const { rows, total } = await depositRepo.list(db, merchant.id, ordersFilter(filter), page.window);
  const channels = new Map((await depositRepo.channelsByIds(db, [...new Set(rows.map((r) => r.channelId))])).map((c) => [c.id, c]));
  return { list: rows.map((r) => orderView(r, channels.get(r.channelId))), rows, ...page.numbers(total) };
}

/**
 * Credits a paid order exactly once: the status change is conditional (only one caller moves it out of pending),
 * and the ledger keys are the order number, so even a replay after a crash between the two cannot pay twice.
 */
async function completeOrder(
  db: Db,
  order: DepositOrder,
  from: string[],
  patch: { gatewayTxnId?: string; note?: string },
  via: DepositCredited['via'],
) {
  return db.transaction(async (tx) => {
    const done = await depositRepo.transition(tx, order.id, from, { status: 'success', completedAt: new Date(), ...patch });
    if (!done) return null;
    // Paid, by whichever way: an operator's first approval waiting for a second one is moot now.
    await clearApproval(tx, approvalSubject(order));
    const [channel] = await depositRepo.channelsByIds(tx, [order.channelId]);
    const merchantCurrency = await merchantCurrencyOf(tx, order.merchantId);
    const base = { merchantId: order.merchantId, memberId: order.memberId, currency: merchantCurrency };
    await credit(tx, { ...base, amount: order.amount, kind: 'deposit', idempotencyKey: `deposit:${order.orderNo}` });
    if (order.bonus > 0n) await credit(tx, { ...base, amount: order.bonus, kind: 'bonus', idempotencyKey: `bonus:${order.orderNo}` });
    await publishDepositCredited(tx, order.merchantId, {
      memberId: order.memberId,
      orderNo: order.orderNo,
      amount: String(order.amount),
      bonus: String(order.bonus),
      channelType: channel?.type ?? 'BANK',
      via,
    });
    return orderView(done, channel);
  });
}

/** The merchant's currency: its orders' (a provider's notification is checked against it). */
export async function merchantCurrencyOf(db: Executor, merchantId: number): Promise<string> {
  const currency = await depositRepo.merchantCurrency(db, merchantId);
  if (currency === null) throw new AppError(ErrorCode.NOT_FOUND);
  return currency;
}

/** A deposit's dual approval is keyed by its order number. */
const approvalSubject = (order: DepositOrder): ApprovalSubject => ({ merchantId: order.merchantId, subject: 'deposit', subjectId: order.orderNo });

/** The states an operator may still decide: pending, or expired (the money may have arrived late). */
const OPEN = ['pending', 'expired'];

/** An order of the merchant, its row locked for the operator's decision; NOT_FOUND, or ORDER_CLOSED once decided. */
async function lockOpen(
  db: Db,
  merchant: Merchant,
  orderNo: string,
): Promise<{ order: DepositOrder; channel: DepositChannel | undefined; before: DepositOrderView }> {
  const order = await depositRepo.lockByOrderNo(db, merchant.id, orderNo);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND);
  if (!OPEN.includes(order.status)) throw new AppError(ErrorCode.ORDER_CLOSED, { detail: `order is ${order.status}` });
  const [channel] = await depositRepo.channelsByIds(db, [order.channelId]);
  return { order, channel, before: orderView(order, channel) };
}

/**
 * Operator: confirms a manual transfer arrived (or a gateway order paid off-line) and credits it. With an approver
 * and an amount from the merchant's dual-approval threshold, the first approval is only recorded (the answer's
 * `approval`), the same operator again is SAME_OPERATOR, and another operator's approval credits. All of it runs
 * under the order's row lock: two approvals at once take turns, and the order is credited once.
 */
export async function approveDepositAs(
  db: Db,
  merchant: Merchant,
  orderNo: string,
  by: Approver | undefined,
  note?: string,
): Promise<{ before: DepositOrderView; after: OpsDepositDecision }> {
  return db.transaction(async (tx) => {
    const { order, before } = await lockOpen(tx, merchant, orderNo);
    let noteOut = note;
    if (by) {
      const step = await dualApproval(tx, approvalSubject(order), by, { required: dualApprovalRequired(merchant, order.amount), note });
      if (!step.execute) return { before, after: { ...before, approval: step.approval } };
      noteOut ??= step.first?.note ?? undefined;
    }
    const done = await completeOrder(tx, order, OPEN, noteOut ? { note: noteOut } : {}, 'operator');
    if (!done) throw new AppError(ErrorCode.ORDER_CLOSED, { detail: `order is ${order.status}` });
    return { before, after: done };
  });
}

/** Operator: approves a deposit (see approveDepositAs); without an approver, no second approval is asked. */
export async function approveDeposit(db: Db, merchant: Merchant, orderNo: string, note?: string, by?: Approver): Promise<OpsDepositDecision> {
  return (await approveDepositAs(db, merchant, orderNo, by, note)).after;
}

/** Operator: the money did not arrive. Fails the order and drops a first approval waiting for a second one. */
export async function rejectDepositAs(
  db: Db,
  merchant: Merchant,
  orderNo: string,
  note?: string,
): Promise<{ before: DepositOrderView; after: DepositOrderView }> {
  return db.transaction(async (tx) => {
    const { order, channel, before } = await lockOpen(tx, merchant, orderNo);
    const done = await depositRepo.transition(tx, order.id, OPEN, { status: 'failed', completedAt: new Date(), note: note ?? null });
    if (!done) throw new AppError(ErrorCode.ORDER_CLOSED, { detail: `order is ${order.status}` });
    await clearApproval(tx, approvalSubject(order));
    return { before, after: orderView(done, channel) };
  });
}

/** Operator: a page of the merchant's deposits with who paid and, on open orders, a first approval waiting. */
export async function opsListDeposits(
  db: Db,
  merchant: Merchant,
  q: { status?: DepositStatus | undefined; pageNo: number },
): Promise<{ list: OpsDeposit[]; pageNo: number; totalPages: number; totalCount: number }> {
  const page = await listOrders(db, merchant, { status: q.status, pageNo: q.pageNo });
  const open = page.rows.filter((r) => OPEN.includes(r.status)).map((r) => r.orderNo);
  const approvals = await pendingApprovalsOf(db, merchant.id, 'deposit', open);
  const list = page.rows.map((r, i) => {
    const approval = OPEN.includes(r.status) ? approvals.get(r.orderNo) : undefined;
    return { ...page.list[i]!, member: r.member, payerName: r.payerName, ...(approval ? { approval } : {}) };
  });
  return { list, pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount };
}

/**
 * A member's deposits as a reviewer sees them (withdraw module): the `recent` latest orders whatever their status,
 * newest first, and the credited deposits created in [from, to) summed (their bonuses not included).
 */
export async function memberDepositSummary(
  db: Db,
  merchant: Merchant,
  memberId: number,
  range: { from: Date; to: Date; recent: number },
): Promise<{ recent: DepositOrderView[]; credited: { total: bigint; count: number } }> {
  await depositRepo.expireStale(db, merchant.id);
  const { rows } = await depositRepo.list(db, merchant.id, { memberId }, { limit: range.recent, offset: 0 });
  const channels = new Map((await depositRepo.channelsByIds(db, [...new Set(rows.map((r) => r.channelId))])).map((c) => [c.id, c]));
  const credited = await depositRepo.sumWhere(db, merchant.id, { memberId, status: 'success', from: range.from, to: range.to });
  return { recent: rows.map((r) => orderView(r, channels.get(r.channelId))), credited };
}

// ---- a payment provider's notification ----

/**
 * The gateway's server-to-server callback, verified by the order's channel's payment provider (the demo gateway: its
 * signature with the channel's secret). A bad signature, unknown order or wrong amount is refused and changes
 * nothing; a repeated PAID answers success again without crediting twice (the order's status change is conditional).
 * The answer's `status` is the order's status afterwards: a PAID for an order already failed is acknowledged (the
 * provider must stop retrying) but answers `failed`, so a caller can tell it was not applied.
 *
 * The channel's enabled and sandbox flags are deliberately not checked here: a correctly signed notification is the
 * provider telling us it took the member's money, for an order opened while the channel was on. Switching a channel
 * off stops new orders (createDeposit) and the unsigned sandbox page (sandboxNotification), but money the provider
 * already collected is still credited. The signature is the only authority here; a sandbox channel's secret never
 * leaves the server, so only the sandbox route below can sign for it, and that route refuses a channel switched off.
 */
export async function handleNotify(db: Db, payments: Payments, n: GatewayNotify): Promise<{ orderNo: string; status: DepositStatus }> {
  const { order, channel } = await orderWithChannel(db, n.orderNo);
  const outcome = paymentProviderFor(payments, channel).verifyNotification(channel, order, n);
  return applyPaymentOutcome(db, order, outcome);
}

/**
 * What a verified notification does to its order, whichever provider sent it: paid credits it once (also after it
 * expired: the money was received), failed closes a pending order. Answers the order's status afterwards.
 */
export async function applyPaymentOutcome(db: Db, order: DepositOrder, outcome: PaymentOutcome): Promise<{ orderNo: string; status: DepositStatus }> {
  if (outcome.paid) {
    await completeOrder(db, order, ['pending', 'expired'], { gatewayTxnId: outcome.txnId }, 'gateway');
  } else {
    const failed = await depositRepo.transition(db, order.id, ['pending'], { status: 'failed', completedAt: new Date(), gatewayTxnId: outcome.txnId });
    if (failed) await clearApproval(db, approvalSubject(order));
  }
  const now = await depositRepo.byOrderNo(db, order.orderNo);
  return { orderNo: order.orderNo, status: (now?.status ?? order.status) as DepositStatus };
}

/** An order and its channel by the order number a provider's notification names; NOT_FOUND when either is missing. */
export async function orderWithChannel(db: Db, orderNo: string): Promise<{ order: DepositOrder; channel: DepositChannel }> {
  const order = await depositRepo.byOrderNo(db, orderNo);
  const [channel] = order ? await depositRepo.channelsByIds(db, [order.channelId]) : [];
  if (!order || !channel) throw new AppError(ErrorCode.NOT_FOUND);
  return { order, channel };
}

// ---- the local sandbox gateway (demo page) ----

/**
 * The order the sandbox page shows (no member data), with its channel and provider; null unless its channel is a
 * sandbox channel that is on (payment-providers.ts, isSandboxChannel).
 */
export async function sandboxOrder(
  db: Db,
  payments: Payments,
  orderNo: string,
): Promise<{ order: DepositOrder; channel: DepositChannel; provider: PaymentProvider } | null> {
  const order = await depositRepo.byOrderNo(db, orderNo);
  if (!order) return null;
  const [channel] = await depositRepo.channelsByIds(db, [order.channelId]);
  if (!channel) return null;
  const provider = paymentProviderFor(payments, channel);
  // The demo gateway page plays gateway channels only (a QR wallet's sandbox channel is the payment simulator's).
  return channel.type === 'GATEWAY' && isSandboxChannel(provider, channel) ? { order, channel, provider } : null;
}

/**
 * The signed notification the sandbox gateway sends when its payer pays or cancels. The channel is read again at
 * this moment (not trusted from the page shown earlier), so a channel whose sandbox flag or enabled flag was turned
 * off in between is refused with NOT_FOUND and nothing is signed. Whether the order can still move (pending, or paid
 * after expiry) is the notify handler's decision, the one place order states change.
 */
export async function sandboxNotification(db: Db, payments: Payments, orderNo: string, status: 'PAID' | 'FAILED'): Promise<GatewayNotify> {
  const found = await sandboxOrder(db, payments, orderNo);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return found.provider.sandboxNotification(found.channel, found.order, status);
}

// ---- operator: the channels ----

const opsChannelView = (c: DepositChannel): OpsDepositChannel => ({ ...channelView(c), enabled: c.enabled, sandbox: c.sandbox });

export async function opsChannels(db: Db, merchant: Merchant): Promise<OpsDepositChannel[]> {
  return (await depositRepo.allChannels(db, merchant.id)).map(opsChannelView);
}

/**
 * Operator: switches a channel on or off, and a gateway channel's sandbox flag. Only a channel its provider allows
 * (a GATEWAY channel with a secret) can be a sandbox; turning the flag on for anything else is a VALIDATION error and
 * changes nothing.
 */
export async function updateChannel(
  db: Db,
  payments: Payments,
  merchant: Merchant,
  code: string,
  patch: OpsDepositChannelUpdate,
): Promise<{ before: OpsDepositChannel; after: OpsDepositChannel }> {
  const channel = await depositRepo.channelByCode(db, merchant.id, code);
  if (!channel) throw new AppError(ErrorCode.NOT_FOUND);
  if (patch.sandbox && !paymentProviderFor(payments, channel).sandboxCapable(channel)) {
    throw fieldError('sandbox', 'only a gateway channel or a channel of a local simulator can be a sandbox');
  }
  const set: Partial<Pick<DepositChannel, 'enabled' | 'sandbox'>> = {};
  if (patch.enabled !== undefined) set.enabled = patch.enabled;
  if (patch.sandbox !== undefined) set.sandbox = patch.sandbox;
  const updated = await depositRepo.updateChannel(db, merchant.id, channel.id, set);
  if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
  return { before: opsChannelView(channel), after: opsChannelView(updated) };
}
