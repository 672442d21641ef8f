// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGENT_TEAM_FEED_SUBSCRIBER, DELIVERY_STATES, OpsDeliveriesQuerySchema, type OpsDelivery } from '@wps/contract';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { canDo } from '../../providers/access-control';
import { filtersToQuery } from '../../providers/data-provider';
import { callOf } from '../../resources';
import {
  canRetry,
  deliveryFilters,
  deliverySearchValues,
  errorSummary,
  givenUpOf,
  holdsSettlement,
  payloadText,
  showsGivenUp,
  subscriberFilter,
  subscriberOptions,
} from './delivery-values';

const delivery: OpsDelivery = {
  id: 42,
  subscriber: 'vip-progress',
  state: 'failed',
  eventId: 900,
  eventType: 'round.settled',
  eventCreatedAt: '2026-11-24T10:00:00.000Z',
  attempts: 10,
  lastError: 'connection refused',
  failedAt: '2026-11-24T10:30:00.000Z',
  nextAttemptAt: null,
  payload: { memberId: 7, stake: '100' },
  retryable: true,
};

describe('event deliveries search', () => {
  it('sends the state and the trimmed subscriber as the call takes them', () => {
    const query = filtersToQuery(deliveryFilters({ state: 'retrying', subscriber: ' agent-team-feed ' }));
    expect(query).toEqual({ state: 'retrying', subscriber: 'agent-team-feed' });
    expect(OpsDeliveriesQuerySchema.safeParse(query).success).toBe(true);
  });
  it('leaves out what is empty or what the call would refuse', () => {
    expect(deliveryFilters({ subscriber: '  ' })).toEqual([]);
    expect(deliveryFilters({ subscriber: 'bad name!' })).toEqual([]);
  });
  it('reads the form back from the address: given-up deliveries by default, junk dropped', () => {
    expect(deliverySearchValues(deliveryFilters({ state: 'retrying', subscriber: 'mall-points' }))).toEqual({ state: 'retrying', subscriber: 'mall-points' });
    expect(
      deliverySearchValues([
        { field: 'state', operator: 'eq', value: 'lost' },
        { field: 'subscriber', operator: 'eq', value: 'a b' },
      ]),
    ).toEqual({ state: 'failed', subscriber: '' });
    expect(showsGivenUp([])).toBe(true);
    expect(showsGivenUp(deliveryFilters({ state: 'retrying' }))).toBe(false);
  });
  it('acts on the subscriber the list is narrowed to', () => {
    expect(subscriberFilter(deliveryFilters({ subscriber: 'vip-progress' }))).toBe('vip-progress');
    expect(subscriberFilter([])).toBe('');
  });
});

describe('the subscriber picker', () => {
  const subs = [
    { subscriber: 'vip-progress', failed: 2, retrying: 1 },
    { subscriber: 'agent-team-feed', failed: 1, retrying: 0 },
  ];
  it('lists subscribers with trouble by name, with their counts', () => {
    expect(subscriberOptions(subs, '')).toEqual([
      { value: 'agent-team-feed', failed: 1, retrying: 0 },
      { value: 'vip-progress', failed: 2, retrying: 1 },
    ]);
  });
  it('keeps the chosen subscriber once it has nothing left', () => {
    expect(subscriberOptions(subs, 'mall-points').map((o) => o.value)).toEqual(['agent-team-feed', 'mall-points', 'vip-progress']);
  });
  it('counts what "retry all" would take', () => {
    expect(givenUpOf(subs, 'vip-progress')).toBe(2);
    expect(givenUpOf(subs, 'mall-points')).toBe(0);
  });
});

describe('a delivery row', () => {
  it('offers a retry on given-up, whole events only', () => {
    expect(canRetry(delivery)).toBe(true);
    expect(canRetry({ ...delivery, retryable: false })).toBe(false);
    expect(canRetry({ ...delivery, state: 'retrying', retryable: false })).toBe(false);
  });
  it('marks a given-up delivery of the agent team feed as holding settlement', () => {
    expect(holdsSettlement({ ...delivery, subscriber: AGENT_TEAM_FEED_SUBSCRIBER })).toBe(true);
    expect(holdsSettlement({ ...delivery, subscriber: AGENT_TEAM_FEED_SUBSCRIBER, state: 'retrying' })).toBe(false);
    expect(holdsSettlement(delivery)).toBe(false);
  });
  it('shows the payload as indented JSON and the error as one short line', () => {
    expect(payloadText(delivery.payload)).toBe('{\n  "memberId": 7,\n  "stake": "100"\n}');
    expect(errorSummary('boom\nstack line')).toBe('boom');
    expect(errorSummary('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(errorSummary(null)).toBe('');
  });
});

describe('event deliveries texts', () => {
  type Dict = { [k: string]: string | Dict };
  const at = (d: Dict, key: string): unknown => key.split('.').reduce<unknown>((n, k) => (n as Dict | undefined)?.[k], d);
  it.each([
    'eventDeliveries.eventDeliveries',
    'eventDeliveries.title',
    'eventDeliveries.help',
    'eventDeliveries.holdsSettlement',
    'eventDeliveries.retryAll',
    ...DELIVERY_STATES.map((s) => `eventDeliveries.states.${s}`),
  ])('%s in both languages', (key) => {
    expect(typeof at(en as Dict, key), key).toBe('string');
    expect(typeof at(zhCN as Dict, key), key).toBe('string');
  });
  it('the help names the agent settlement wait', () => {
    expect(en.eventDeliveries.help).toContain('agent-team-feed');
    expect(zhCN.eventDeliveries.help).toContain('agent-team-feed');
  });
});

describe('event deliveries screen: calls and roles', () => {
  it('maps the list, the subscribers and the retries to their operator calls', () => {
    expect(callOf('eventDeliveries', 'list')).toBe('opsEventDeliveries');
    expect(callOf('eventDeliveries', 'subscribers')).toBe('opsEventDeliverySubscribers');
    expect(callOf('eventDeliveries', 'retry')).toBe('opsRetryEventDelivery');
    expect(callOf('eventDeliveries', 'retryAll')).toBe('opsRetryEventDeliveries');
  });
  it('is for admin and risk', () => {
    for (const role of ['admin', 'risk'] as const) {
      for (const action of ['list', 'retry', 'retryAll']) expect(canDo([role], 'eventDeliveries', action), `${role} ${action}`).toBe(true);
    }
    for (const role of ['finance', 'support', 'content'] as const) expect(canDo([role], 'eventDeliveries', 'list'), role).toBe(false);
  });
});
