import type { CrudFilter } from '@refinedev/core';
import { AGENT_TEAM_FEED_SUBSCRIBER, DELIVERY_STATES, SubscriberNameSchema, type DeliveryState, type OpsDelivery, type OpsDeliverySubscriber } from '@wps/contract';
import { fieldFilter, filterValue } from '../content/content-values';

// The Event deliveries page's pure parts (tested in event-deliveries.test.ts): the search form as the list call's
// filters and back from the address, the subscriber picker's options, what a row shows and whether it may be retried.

export interface DeliverySearch {
  state?: DeliveryState;
  subscriber?: string;
}

const isState = (v: unknown): v is DeliveryState => (DELIVERY_STATES as readonly unknown[]).includes(v);
const isSubscriber = (v: string): boolean => SubscriberNameSchema.safeParse(v).success;

/** The search form's values as the call's filters (`failed`, the call's default, is sent too: the address says it). */
export function deliveryFilters(v: DeliverySearch): CrudFilter[] {
  const subscriber = v.subscriber?.trim() ?? '';
  return [...fieldFilter('state', isState(v.state) ? v.state : ''), ...fieldFilter('subscriber', isSubscriber(subscriber) ? subscriber : '')];
}

/** The search form's values from the filters in the address (values the call would not take are dropped). */
export function deliverySearchValues(filters: CrudFilter[]): Required<DeliverySearch> {
  const state = filterValue(filters, 'state');
  const subscriber = filterValue(filters, 'subscriber').trim();
  return { state: isState(state) ? state : 'failed', subscriber: isSubscriber(subscriber) ? subscriber : '' };
}

/** The subscriber the list is narrowed to ('' for all): "Retry all" acts on it. */
export const subscriberFilter = (filters: CrudFilter[]): string => deliverySearchValues(filters).subscriber;

/** Whether the list shows given-up deliveries (the ones a retry takes). */
export const showsGivenUp = (filters: CrudFilter[]): boolean => deliverySearchValues(filters).state === 'failed';

/**
 * The subscriber picker: every subscriber with trouble at the merchant, with its given-up and retrying counts, the
 * one in the address kept even when it has none any more (its list is then empty, not a silent "all").
 */
export function subscriberOptions(subscribers: readonly OpsDeliverySubscriber[], current: string): { value: string; failed: number; retrying: number }[] {
  const out = subscribers.map((s) => ({ value: s.subscriber, failed: s.failed, retrying: s.retrying }));
  if (current && !out.some((o) => o.value === current)) out.push({ value: current, failed: 0, retrying: 0 });
  return out.sort((a, b) => a.value.localeCompare(b.value));
}

/** How many given-up deliveries "Retry all" would take for the subscriber (0: the button is off). */
export const givenUpOf = (subscribers: readonly OpsDeliverySubscriber[], subscriber: string): number =>
  subscribers.find((s) => s.subscriber === subscriber)?.failed ?? 0;

/** A given-up delivery whose event is still whole can be retried; a redacted one (its secret gone) cannot. */
export const canRetry = (d: Pick<OpsDelivery, 'state' | 'retryable'>): boolean => d.state === 'failed' && d.retryable;

/** The agent team feed's deliveries hold agent settlement while one is given up: the row says so. */
export const holdsSettlement = (d: Pick<OpsDelivery, 'subscriber' | 'state'>): boolean => d.subscriber === AGENT_TEAM_FEED_SUBSCRIBER && d.state === 'failed';

/** The event's payload for the expanded row: indented JSON, read only. */
export const payloadText = (payload: Record<string, unknown>): string => JSON.stringify(payload, null, 2);

/** The last error in a cell: its first line, cut at `max` characters (the whole text is its title). */
export function errorSummary(error: string | null, max = 80): string {
  if (!error) return '';
  const line = error.split('\n', 1)[0]!.trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
