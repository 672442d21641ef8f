import { CALLS } from '@wps/contract';
import { expect, it } from 'vitest';
import type { Executor } from '../src/db/client.js';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { eventDeliveries } from '../src/db/schema.js';
import { eventRepo } from '../src/platform/event-repo.js';
import { EventBus, type StoredEvent } from '../src/platform/events.js';
import { describeEachDb, login } from './helper.js';

// Issue 27: no request waits for other requests' events. A request delivers the database effects of the events it
// published itself before it answers (the member's next read shows them); deliveries other requests left due are
// the poller's and their own requests' business. Before, any publication anywhere in the process made the next
// request to answer deliver everything due: while players bet, even the status call waited behind their backlog.

describeEachDb(
  'event scope: a request delivers its own events only',
  (ctx) => {
    it('a login delivers its member.logged-in, not the deliveries other requests left due; a status call delivers nothing', async () => {
      const app = ctx().app;
      // This run's app only (the suite runs once per database kind).
      const seen: Array<{ type: string; id: number }> = [];
      app.events.subscribe({
        name: 'scope-probe',
        types: ['scope.other', 'member.logged-in'],
        async handle(_tx: Executor, event: StoredEvent) {
          seen.push({ type: event.type, id: event.id });
        },
      });
      // Other requests' events, written as publish() writes them, not delivered yet (the poller is off).
      const others: number[] = [];
      for (let i = 0; i < 40; i++) others.push(await eventRepo.insert(app.db, 1, 'scope.other', { i }, ['scope-probe']));

      await login(app);
      expect(seen.map((e) => e.type)).toEqual(['member.logged-in']);

      const status = await app.inject({ method: 'GET', url: CALLS.systemStatus.path });
      expect(status.statusCode).toBe(200);
      expect(seen.filter((e) => e.type === 'scope.other')).toEqual([]);

      // The poller's round delivers them, once each.
      await app.events.drain();
      expect(seen.filter((e) => e.type === 'scope.other').map((e) => e.id).sort((a, b) => a - b)).toEqual(others);
    });
  },
  { config: { eventsPollMs: 3_600_000 } },
);

describeEachDb('event scope: own deliveries another worker holds', (ctx) => {
  it('are waited for, so the answer still follows their effect', async () => {
    const db = ctx().app.db;
    const bus = new EventBus(db, pino({ level: 'silent' }));
    const handled: number[] = [];
    bus.subscribe({ name: 'held-probe', types: ['scope.held'], handle: async (_tx, event) => void handled.push(event.id) });
    const id = await eventRepo.insert(db, 1, 'scope.held', {}, ['held-probe']);
    // Another worker (the poller, another instance) claimed it and finishes it a little later.
    const [claimed] = await eventRepo.claim(db, 10, 60_000, [], { in: ['held-probe'] }, [id]);
    expect(claimed?.event.id).toBe(id);
    const other = new Promise<void>((resolve, reject) =>
      setTimeout(() => eventRepo.markDelivered(db, claimed!.id).then(() => resolve(), reject), 150),
    );
    await bus.deliverEvents([id], 30_000);
    const [row] = await db.select().from(eventDeliveries).where(eq(eventDeliveries.id, claimed!.id));
    expect(row?.deliveredAt).not.toBeNull();
    // This bus did not deliver it a second time.
    expect(handled).toEqual([]);
    await other;
  });
});
