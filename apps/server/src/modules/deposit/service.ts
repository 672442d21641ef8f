import { createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  DEMO_GATEWAY,
  ErrorCode,
  MONEY_LIMITS,
  callPath,
  isTrial,
  minorToMoney,
  moneyToMinor,
  type AcceptPromoResult,
  type DepositChannel as DepositChannelView,
  type DepositOrder as DepositOrderView,
  type DepositPage,
  type DepositPromo as DepositPromoView,
  type DepositRequest,
  type DepositStart,
  type DepositStatus,
  type GatewayNotify,
  type OpsDepositChannel,
  type OpsDepositChannelUpdate,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { DepositChannel, DepositOrder, DepositPromo, Merchant } from '../../db/schema.js';
import { secretEquals } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/index.js';
import { credit, dayRange, pageCount } from '../wallet/index.js';
import { depositRepo } from './repo.js';

/** How long an order may wait: a bank transfer takes a while to arrive, a gateway payment happens at once. */
const EXPIRY_MS = { BANK: 24 * 3600_000, GATEWAY: 30 * 60_000 } as const;

const invalid = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, { value: [{ field, message }] });

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

const promoView = (p: DepositPromo): DepositPromoView => ({
  id: p.id,
  title: p.title,
  percent: minorToMoney(p.percentBp),
  maxBonus: minorToMoney(p.maxBonus),
  minDeposit: minorToMoney(p.minDeposit),
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

export async function listChannels(db: Db, merchant: Merchant): Promise<DepositChannelView[]> {
  return (await depositRepo.channels(db, merchant.id)).map(channelView);
}

export async function listPromos(db: Db, merchant: Merchant): Promise<DepositPromoView[]> {
  return (await depositRepo.promos(db, merchant.id)).map(promoView);
}

/** Bonus of a promotion for an amount: percent of it, capped, nothing below the promotion's minimum deposit. */
function bonusFor(promo: DepositPromo, amount: bigint): bigint {
  if (amount < promo.minDeposit) throw invalid('amount', 'below the promotion minimum');
  const bonus = (amount * BigInt(promo.percentBp)) / 10_000n;
  return bonus > promo.maxBonus ? promo.maxBonus : bonus;
}

/** MCS2_acceptPromo: checks the promotion applies to this amount and says what it would pay. */
export async function acceptPromo(db: Db, merchant: Merchant, promoId: number, amount: string): Promise<AcceptPromoResult> {
  const promo = await depositRepo.promo(db, merchant.id, promoId);
  if (!promo) throw new AppError(ErrorCode.NOT_FOUND);
  return { promoId, bonus: minorToMoney(bonusFor(promo, moneyToMinor(amount))) };
}

/** Opens a deposit order on a channel of the given type; the same requestId answers the same order. */
export async function createDeposit(
  db: Db,
  merchant: Merchant,
  memberId: number,
  req: DepositRequest,
  type: 'BANK' | 'GATEWAY',
): Promise<DepositStart> {
  await requireRealMember(db, merchant, memberId);
  const channel = await depositRepo.channel(db, merchant.id, req.channelId);
  if (!channel || !channel.enabled || channel.type !== type) throw invalid('channelId', 'no such channel');
  const amount = moneyToMinor(req.amount);
  if (amount < channel.minAmount || amount > channel.maxAmount) throw invalid('amount', 'outside the channel limits');
  if (type === 'BANK' && !req.payerName) throw invalid('payerName', 'required');
  let bonus = 0n;
  if (req.promoId !== undefined) {
    const promo = await depositRepo.promo(db, merchant.id, req.promoId);
    if (!promo) throw invalid('promoId', 'no such promotion');
    bonus = bonusFor(promo, amount);
  }

  const inserted = await depositRepo.insert(db, {
    merchantId: merchant.id,
    memberId,
    orderNo: newOrderNo('D'),
    channelId: channel.id,
    amount,
    bonus,
    promoId: req.promoId ?? null,
    payerName: req.payerName ?? null,
    reference: newReference(),
    requestId: req.requestId,
    expiresAt: new Date(Date.now() + EXPIRY_MS[type]),
  });
  const order = inserted ?? (await depositRepo.byRequestId(db, merchant.id, memberId, req.requestId));
  if (!order) throw new AppError(ErrorCode.CONFLICT);
  if (!inserted && (order.amount !== amount || order.channelId !== channel.id)) {
    throw new AppError(ErrorCode.CONFLICT, { detail: 'requestId reused for another deposit' });
  }
  // Only a sandbox channel is paid on the local demo gateway page; a real provider's channel has no page here.
  const payUrl = isSandboxChannel(channel) ? callPath(DEMO_GATEWAY.page, { orderNo: order.orderNo }) : null;
  return { order: orderView(order, channel), payUrl };
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
  filter: { memberId?: number; status?: string | undefined; start?: string; end?: string; pageNo: number },
): Promise<DepositPage & { rows: (DepositOrder & { member: string })[] }> {
  await depositRepo.expireStale(db, merchant.id);
  const range = filter.start && filter.end ? dayRange(filter.start, filter.end) : {};
  const size = MONEY_LIMITS.recordsPage;
  const { rows, total } = await depositRepo.list(
    db,
    merchant.id,
    { ...range, memberId: filter.memberId, status: filter.status },
    { limit: size, offset: (filter.pageNo - 1) * size },
  );
  const channels = new Map((await depositRepo.channelsByIds(db, [...new Set(rows.map((r) => r.channelId))])).map((c) => [c.id, c]));
  return {
    list: rows.map((r) => orderView(r, channels.get(r.channelId))),
    rows,
    pageNo: filter.pageNo,
    totalPages: pageCount(total, size),
    totalCount: total,
  };
}

/**
 * Credits a paid order exactly once: the status change is conditional (only one caller moves it out of pending),
 * and the ledger keys are the order number, so even a replay after a crash between the two cannot pay twice.
 */
async function completeOrder(db: Db, order: DepositOrder, from: string[], patch: { gatewayTxnId?: string; note?: string }) {
  return db.transaction(async (tx) => {
    const done = await depositRepo.transition(tx, order.id, from, { status: 'success', completedAt: new Date(), ...patch });
    if (!done) return null;
    const [channel] = await depositRepo.channelsByIds(tx, [order.channelId]);
    const merchantCurrency = await currencyOf(tx, order.merchantId);
    const base = { merchantId: order.merchantId, memberId: order.memberId, currency: merchantCurrency };
    await credit(tx, { ...base, amount: order.amount, kind: 'deposit', idempotencyKey: `deposit:${order.orderNo}` });
    if (order.bonus > 0n) await credit(tx, { ...base, amount: order.bonus, kind: 'bonus', idempotencyKey: `bonus:${order.orderNo}` });
    return orderView(done, channel);
  });
}

async function currencyOf(db: Executor, merchantId: number): Promise<string> {
  const currency = await depositRepo.merchantCurrency(db, merchantId);
  if (currency === null) throw new AppError(ErrorCode.NOT_FOUND);
  return currency;
}

/** Operator: confirms a manual transfer arrived (or a gateway order paid off-line) and credits it. */
export async function approveDeposit(db: Db, merchant: Merchant, orderNo: string, note?: string): Promise<DepositOrderView> {
  const order = await depositRepo.byOrderNo(db, orderNo, { merchantId: merchant.id });
  if (!order) throw new AppError(ErrorCode.NOT_FOUND);
  const done = await completeOrder(db, order, ['pending', 'expired'], note ? { note } : {});
  if (!done) throw new AppError(ErrorCode.CONFLICT, { detail: `order is ${order.status}` });
  return done;
}

export async function rejectDeposit(db: Db, merchant: Merchant, orderNo: string, note?: string): Promise<DepositOrderView> {
  const order = await depositRepo.byOrderNo(db, orderNo, { merchantId: merchant.id });
  if (!order) throw new AppError(ErrorCode.NOT_FOUND);
  const done = await depositRepo.transition(db, order.id, ['pending', 'expired'], {
    status: 'failed',
    completedAt: new Date(),
    note: note ?? null,
  });
  if (!done) throw new AppError(ErrorCode.CONFLICT, { detail: `order is ${order.status}` });
  return orderView(done, (await depositRepo.channelsByIds(db, [order.channelId]))[0]);
}

// ---- the demo gateway's signed notification ----

/** The string both sides sign: fixed field order, no ambiguity between fields. */
const signedText = (n: Omit<GatewayNotify, 'sign'>) => `amount=${n.amount}&orderNo=${n.orderNo}&status=${n.status}&txnId=${n.txnId}`;

export const signNotify = (secret: string, n: Omit<GatewayNotify, 'sign'>): string =>
  createHmac('sha256', secret).update(signedText(n)).digest('hex');

/**
 * The gateway's server-to-server callback. A bad signature, unknown order or wrong amount is refused and changes
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
export async function handleNotify(db: Db, n: GatewayNotify): Promise<{ orderNo: string; status: DepositStatus }> {
  const order = await depositRepo.byOrderNo(db, n.orderNo);
  const [channel] = order ? await depositRepo.channelsByIds(db, [order.channelId]) : [];
  if (!order || !channel || channel.type !== 'GATEWAY' || !channel.gatewaySecret) throw new AppError(ErrorCode.NOT_FOUND);
  if (!secretEquals(signNotify(channel.gatewaySecret, n), n.sign)) throw new AppError(ErrorCode.FORBIDDEN, { detail: 'bad signature' });
  if (moneyToMinor(n.amount) !== order.amount) throw invalid('amount', 'does not match the order');

  if (n.status === 'PAID') {
    // A payment confirmed after the order expired is still money received: credit it.
    await completeOrder(db, order, ['pending', 'expired'], { gatewayTxnId: n.txnId });
  } else {
    await depositRepo.transition(db, order.id, ['pending'], { status: 'failed', completedAt: new Date(), gatewayTxnId: n.txnId });
  }
  const now = await depositRepo.byOrderNo(db, n.orderNo);
  return { orderNo: n.orderNo, status: (now?.status ?? order.status) as DepositStatus };
}

// ---- the local sandbox gateway (demo page) ----

/**
 * Whether the local sandbox gateway may serve and complete this channel's orders: an enabled GATEWAY channel with
 * its sandbox flag on (and a secret to sign with). Anything else, a real provider's channel above all, is completed
 * only by that provider's signed notification.
 */
export const isSandboxChannel = (c: DepositChannel): boolean =>
  c.type === 'GATEWAY' && c.sandbox && c.enabled && c.gatewaySecret !== null && c.gatewaySecret !== '';

/** The order the sandbox page shows (no member data); null unless its channel is a sandbox channel that is on. */
export async function sandboxOrder(db: Db, orderNo: string): Promise<{ order: DepositOrder; channel: DepositChannel } | null> {
  const order = await depositRepo.byOrderNo(db, orderNo);
  if (!order) return null;
  const [channel] = await depositRepo.channelsByIds(db, [order.channelId]);
  if (!channel || !isSandboxChannel(channel)) return null;
  return { order, channel };
}

/**
 * The signed notification the sandbox gateway sends when its payer pays or cancels. The channel is read again at
 * this moment (not trusted from the page shown earlier), so a channel whose sandbox flag or enabled flag was turned
 * off in between is refused with NOT_FOUND and nothing is signed. Whether the order can still move (pending, or paid
 * after expiry) is the notify handler's decision, the one place order states change.
 */
export async function sandboxNotification(db: Db, orderNo: string, status: 'PAID' | 'FAILED'): Promise<GatewayNotify> {
  const found = await sandboxOrder(db, orderNo);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  const n = { orderNo: found.order.orderNo, amount: minorToMoney(found.order.amount), status, txnId: `SBX-${randomUUID()}` };
  return { ...n, sign: signNotify(found.channel.gatewaySecret!, n) };
}

// ---- operator: the channels ----

const opsChannelView = (c: DepositChannel): OpsDepositChannel => ({ ...channelView(c), enabled: c.enabled, sandbox: c.sandbox });

export async function opsChannels(db: Db, merchant: Merchant): Promise<OpsDepositChannel[]> {
  return (await depositRepo.allChannels(db, merchant.id)).map(opsChannelView);
}

/**
 * Operator: switches a channel on or off, and a gateway channel's sandbox flag. Only a GATEWAY channel with a secret
 * can be a sandbox; turning the flag on for anything else is a VALIDATION error and changes nothing.
 */
export async function updateChannel(
  db: Db,
  merchant: Merchant,
  code: string,
  patch: OpsDepositChannelUpdate,
): Promise<{ before: OpsDepositChannel; after: OpsDepositChannel }> {
  const channel = await depositRepo.channelByCode(db, merchant.id, code);
  if (!channel) throw new AppError(ErrorCode.NOT_FOUND);
  if (patch.sandbox && (channel.type !== 'GATEWAY' || !channel.gatewaySecret)) {
    throw invalid('sandbox', 'only a gateway channel can be a sandbox');
  }
  const set: Partial<Pick<DepositChannel, 'enabled' | 'sandbox'>> = {};
  if (patch.enabled !== undefined) set.enabled = patch.enabled;
  if (patch.sandbox !== undefined) set.sandbox = patch.sandbox;
  const updated = await depositRepo.updateChannel(db, merchant.id, channel.id, set);
  if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
  return { before: opsChannelView(channel), after: opsChannelView(updated) };
}
