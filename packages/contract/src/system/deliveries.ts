import { z } from 'zod';
import { OpsCodeSchema, OpsPageNoSchema, IdSchema, pageOf, pageSizeOf } from '../common.js';

// The operator's view of domain-event deliveries (docs/architecture.md "Domain events"): the ones the bus gave up
// after its last attempt (kept with their last error) and the ones still being retried, and a retry that puts a
// given-up delivery back in the queue. A given-up delivery matters: its subscriber (VIP progress, turnover, missions,
// points, referral, the agent team feed) missed what the event carried, and agent settlement waits while a round
// event of the team feed is given up.

/** `failed`: given up after the last attempt; `retrying`: still queued, but it failed at least once. */
export const DELIVERY_STATES = ['failed', 'retrying'] as const;
export const DeliveryStateSchema = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof DeliveryStateSchema>;

/** A subscriber's stable name as deliveries carry it (`agent-team-feed`, `vip-progress`). */
export const SubscriberNameSchema = z.string().trim().regex(/^[\w.:-]{1,64}$/);

/** The subscriber whose deliveries of the agent team feed hold agent settlement while one is given up. */
export const AGENT_TEAM_FEED_SUBSCRIBER = 'agent-team-feed';

export const DELIVERY_PAGE_SIZE = 20;

/** The list: given-up deliveries (default) or those still retrying, newest event first, of one subscriber or all. */
export const OpsDeliveriesQuerySchema = z.object({
  pageNo: OpsPageNoSchema,
  pageSize: pageSizeOf(100, DELIVERY_PAGE_SIZE),
  state: DeliveryStateSchema.default('failed'),
  subscriber: SubscriberNameSchema.optional(),
});
export type OpsDeliveriesQuery = z.input<typeof OpsDeliveriesQuerySchema>;

export const OpsDeliverySchema = z.object({
  id: z.number().int(),
  subscriber: z.string(),
  state: DeliveryStateSchema,
  eventId: z.number().int(),
  eventType: z.string(),
  eventCreatedAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it was given up (null while retrying). */
  failedAt: z.string().nullable(),
  /** The next try (null once given up). */
  nextAttemptAt: z.string().nullable(),
  /**
   * The event as stored (read only): secret fields (a one-time code) still in it read `***`; an event whose secret
   * fields were removed once its deliveries ended says `redacted: true`.
   */
  payload: z.record(z.string(), z.unknown()),
  /**
   * Whether a retry can deliver it: given up, and its event still whole (an event whose secret fields, such as a
   * one-time code, were removed once its deliveries ended cannot be sent again).
   */
  retryable: z.boolean(),
});
export type OpsDelivery = z.infer<typeof OpsDeliverySchema>;
export const OpsDeliveryPageSchema = pageOf(OpsDeliverySchema);
export type OpsDeliveryPage = z.infer<typeof OpsDeliveryPageSchema>;

/** Per subscriber with open trouble at the merchant: how many deliveries are given up and how many are retrying. */
export const OpsDeliverySubscriberSchema = z.object({ subscriber: z.string(), failed: z.number().int(), retrying: z.number().int() });
export type OpsDeliverySubscriber = z.infer<typeof OpsDeliverySubscriberSchema>;

export const OpsDeliveryParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });
export const OpsDeliveriesRetryAllSchema = z.object({ subscriber: SubscriberNameSchema });
/** What "retry all" re-queued. */
export const OpsDeliveriesRetriedSchema = z.object({ subscriber: z.string(), retried: z.number().int() });
export type OpsDeliveriesRetried = z.infer<typeof OpsDeliveriesRetriedSchema>;
