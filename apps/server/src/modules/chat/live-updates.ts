import type { AccountChange } from '@wps/contract';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { rewardPaid } from '../promotions/index.js';
import { withdrawalPaid, withdrawalRejected } from '../withdraw/index.js';
import type { ChatHub } from './hub.js';

// Live updates pushed to the member (issue 31): a credited deposit, a paid or rejected withdrawal, a paid reward reach
// the member's open sockets on every instance (the hub, Redis pub/sub with REDIS_URL) as an `account` frame, and the
// client reads its balance, orders and unread counts again at once; its 60 s poll stays as the fallback. Fed by the
// domain events (outbox), never called from the money code.

export const LIVE_UPDATES = 'chat-live-updates';

const CHANGES: Record<string, { change: AccountChange; memberOf: (e: StoredEvent) => number }> = {
  [depositCredited.type]: { change: 'deposit_credited', memberOf: (e) => depositCredited.read(e).memberId },
  [withdrawalPaid.type]: { change: 'withdrawal_paid', memberOf: (e) => withdrawalPaid.read(e).memberId },
  [withdrawalRejected.type]: { change: 'withdrawal_rejected', memberOf: (e) => withdrawalRejected.read(e).memberId },
  [rewardPaid.type]: { change: 'reward_paid', memberOf: (e) => rewardPaid.read(e).memberId },
};

/**
 * A push is an effect outside the database (`deliver`: at least once, retried while Redis does not answer); a
 * repeated frame only makes the client read again what it already shows.
 */
export function liveUpdatesSubscriber(hub: () => Promise<ChatHub>): Subscriber {
  return {
    name: LIVE_UPDATES,
    types: Object.keys(CHANGES),
    async deliver(event: StoredEvent) {
      const { change, memberOf } = CHANGES[event.type]!;
      const to = { merchantId: event.merchantId, memberId: memberOf(event), member: true, operators: false };
      await (await hub()).publish(to, { type: 'account', change });
    },
  };
}
