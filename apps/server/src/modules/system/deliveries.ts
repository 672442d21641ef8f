import {
  ErrorCode,
  type DeliveryState,
  type OpsDeliveriesRetried,
  type OpsDelivery,
  type OpsDeliveryPage,
  type OpsDeliverySubscriber,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { secretFieldsOf } from '../../platform/events.js';
import { deliveriesRepo, type DeliveryRow } from './deliveries-repo.js';

// Given-up domain-event deliveries, for operators: what the bus gave up after its last attempt (a subscriber that
// failed ten times: its VIP progress, turnover, missions, points, referral or agent team feed missed the event) and
// a retry. A retry only re-queues the delivery; the bus delivers it as any other (a `handle` subscriber's effect in
// the delivery's own transaction, which marks it done), so its effect still happens exactly once.

const redacted = (payload: Record<string, unknown>): boolean => payload.redacted === true;

/** What an operator may read of a payload: an event's secret fields (a one-time code) still in it are masked. */
const SECRET_MASK = '***';
function readable(type: string, payload: Record<string, unknown>): Record<string, unknown> {
  const secret = secretFieldsOf(type).filter((f) => f in payload);
  return secret.length ? { ...payload, ...Object.fromEntries(secret.map((f) => [f, SECRET_MASK])) } : payload;
}

export const deliveryView = (d: DeliveryRow): OpsDelivery => {
  const state: DeliveryState = d.failedAt ? 'failed' : 'retrying';
  return {
    id: d.id,
    subscriber: d.subscriber,
    state,
    eventId: d.eventId,
    eventType: d.eventType,
    eventCreatedAt: d.eventCreatedAt.toISOString(),
    attempts: d.attempts,
    lastError: d.lastError,
    failedAt: d.failedAt?.toISOString() ?? null,
    nextAttemptAt: d.failedAt ? null : d.nextAttemptAt.toISOString(),
    payload: readable(d.eventType, d.payload),
    retryable: state === 'failed' && !redacted(d.payload),
  };
};

export interface DeliveriesQuery {
  pageNo: number;
  pageSize: number;
  state: DeliveryState;
  subscriber?: string | undefined;
}

/** The merchant's given-up (or retrying) deliveries, newest event first. */
export async function listDeliveries(db: Executor, merchant: Merchant, q: DeliveriesQuery): Promise<OpsDeliveryPage> {
  const { rows, total } = await deliveriesRepo.page(db, merchant.id, { state: q.state, subscriber: q.subscriber }, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
  return { list: rows.map(deliveryView), pageNo: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), totalCount: total };
}

export const deliverySubscribers = (db: Executor, merchant: Merchant): Promise<OpsDeliverySubscriber[]> => deliveriesRepo.subscribers(db, merchant.id);

/**
 * Re-queues one given-up delivery of the merchant's events (due now, attempts from 0, its last error kept until it
 * succeeds). Another merchant's or none: NOT_FOUND; not given up (delivered, retrying, retried meanwhile) or its event
 * redacted (its secret fields, a one-time code, are gone): ALREADY_DECIDED, nothing changes.
 */
export async function retryDelivery(db: Db, merchant: Merchant, id: number): Promise<{ before: OpsDelivery; after: OpsDelivery }> {
  const row = await deliveriesRepo.ofMerchant(db, merchant.id, id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `delivery ${id}` });
  const before = deliveryView(row);
  if (before.state !== 'failed') throw new AppError(ErrorCode.ALREADY_DECIDED, { detail: `delivery ${id} is not given up` });
  if (!before.retryable) throw new AppError(ErrorCode.ALREADY_DECIDED, { detail: `event ${row.eventId} was redacted: it cannot be delivered again` });
  if (!(await deliveriesRepo.retry(db, merchant.id, id))) throw new AppError(ErrorCode.ALREADY_DECIDED, { detail: `delivery ${id} was retried meanwhile` });
  const after = await deliveriesRepo.ofMerchant(db, merchant.id, id);
  return { before: { ...before, payload: {} }, after: deliveryView(after ?? row) };
}

/** Re-queues every given-up (and still whole) delivery of a subscriber at the merchant; answers how many. */
export async function retrySubscriber(db: Db, merchant: Merchant, subscriber: string): Promise<{ ids: number[]; answer: OpsDeliveriesRetried }> {
  const ids = await deliveriesRepo.retryAll(db, merchant.id, subscriber);
  return { ids, answer: { subscriber, retried: ids.length } };
}
