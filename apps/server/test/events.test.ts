import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Executor } from '../src/db/client.js';
import { eventDeliveries } from '../src/db/schema.js';
import { eventRepo } from '../src/platform/event-repo.js';
import { EventBus, publish, type StoredEvent, type Subscriber } from '../src/platform/events.js';
import { DB_KINDS, twoInstances } from './helper.js';

// The transactional outbox (issue 10 item 4): at least once delivery to subscribers whose database effect happens
// exactly once, with several workers at once, after a worker died holding deliveries, and when re-run.

const log = pino({ level: 'silent' });
const MERCHANT = 1;

/** A subscriber that records each event it handled in a plain table (no unique key: a repeat would show). */
function recorder(name: string, types: string[], fail?: (event: StoredEvent) => boolean): Subscriber {
  return {
    name,
    types,
    async handle(tx: Executor, event: StoredEvent) {
      await tx.execute(sql`insert into test_effects (subscriber, event_id) values (${name}, ${event.id})`);
      if (fail?.(event)) throw new Error(`refused ${event.id}`);
    },
  };
}

async function effects(db: Executor, subscriber: string): Promise<{ total: number; distinct: number }> {
  const result = await db.execute(
    sql`select count(*)::int as total, count(distinct event_id)::int as distinct from test_effects where subscriber = ${subscriber}`,
  );
  const [row] = (result as unknown as { rows: { total: number; distinct: number }[] }).rows;
  return row!;
}

/** Transactions committed in this database so far (PostgreSQL's statistics); null on PGlite. */
async function commits(database: Database): Promise<number | null> {
  if (database.kind !== 'postgres') return null;
  // The statistics are per backend until reported: ask for a fresh snapshot.
  await database.db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await database.db.execute(sql`select xact_commit::text as n from pg_stat_database where datname = current_database()`);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]!.n);
}

async function publishMany(database: Database, type: string, n: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) await publish(tx, MERCHANT, type, { i });
  });
}

for (const kind of DB_KINDS) {
  describe(`domain events [${kind}]`, () => {
    let database: Database;
    let second: Database;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ database, second, dispose } = await twoInstances(kind));
      await database.db.execute(sql`create table test_effects (subscriber text not null, event_id bigint not null)`);
    });
    afterAll(async () => {
      await database.close();
      await dispose();
    });

    it('two workers draining at once deliver every event once', async () => {
      const subscribe = (bus: EventBus) => bus.subscribe(recorder('race', ['t.race']));
      const a = new EventBus(database.db, log);
      const b = new EventBus(second.db, log);
      subscribe(a);
      subscribe(b);
      await publishMany(database, 't.race', 60);
      const [da, db] = await Promise.all([a.drain(), b.drain()]);
      expect(da + db).toBe(60);
      expect(await effects(database.db, 'race')).toEqual({ total: 60, distinct: 60 });
      // Re-running finds nothing to do.
      expect(await a.drain()).toBe(0);
      expect(await effects(database.db, 'race')).toEqual({ total: 60, distinct: 60 });
    });

    it('a worker that died holding deliveries leaves them to another one', async () => {
      const bus = new EventBus(database.db, log, { leaseMs: 0 });
      bus.subscribe(recorder('lease', ['t.lease']));
      await publishMany(database, 't.lease', 5);
      // The dead worker claimed them (lease 0: its hold is already over) and never answered.
      expect(await eventRepo.claim(database.db, 10, 0)).toHaveLength(5);
      expect(await bus.drain()).toBe(5);
      expect(await effects(database.db, 'lease')).toEqual({ total: 5, distinct: 5 });
    });

    it('a failed delivery rolls its effect back and is tried again; after the last attempt it is kept as failed', async () => {
      let refuse = true;
      const bus = new EventBus(database.db, log, { backoffMs: () => 0, maxAttempts: 3 });
      bus.subscribe(recorder('retry', ['t.retry'], () => refuse));
      bus.subscribe(recorder('never', ['t.retry'], () => true));
      await publishMany(database, 't.retry', 1);

      expect(await bus.drain()).toBe(0);
      // Rolled back with the failed transaction.
      expect(await effects(database.db, 'retry')).toEqual({ total: 0, distinct: 0 });
      refuse = false;
      expect(await bus.drain()).toBe(1);
      expect(await effects(database.db, 'retry')).toEqual({ total: 1, distinct: 1 });
      // 'never' had its second attempt in that run; the third is the last.
      expect(await bus.drain()).toBe(0);
      expect(await bus.drain()).toBe(0);

      const [never] = await database.db.select().from(eventDeliveries).where(sql`${eventDeliveries.subscriber} = 'never'`);
      expect(never).toMatchObject({ attempts: 3, deliveredAt: null, lastError: expect.stringContaining('refused') });
      expect(never!.failedAt).toBeInstanceOf(Date);
    });

    it('a batch with one poisoned event: the others apply in one transaction, the poisoned one is retried and reported', async () => {
      const bus = new EventBus(database.db, log, { backoffMs: () => 0, maxAttempts: 2 });
      let poisoned = 0;
      let poisonOn = true;
      bus.subscribe(recorder('poison', ['t.poison'], (event) => poisonOn && event.id === poisoned));
      await publishMany(database, 't.poison', 30);
      const ids = (await database.db.execute(sql`select id from domain_events where type = 't.poison' order by id`)) as unknown as {
        rows: { id: string | number }[];
      };
      poisoned = Number(ids.rows[12]!.id);
      const commitsBefore = await commits(database);

      // One claim of 50 takes all 30: 29 apply, the poisoned one's effect is rolled back to its savepoint.
      expect(await bus.drain()).toBe(29);
      expect(await effects(database.db, 'poison')).toEqual({ total: 29, distinct: 29 });
      const [held] = await database.db.select().from(eventDeliveries).where(sql`${eventDeliveries.eventId} = ${poisoned}`);
      expect(held).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null, lastError: `refused ${poisoned}` });
      // The 29 effects committed together (PostgreSQL counts its commits; PGlite has no such view).
      if (commitsBefore !== null) expect((await commits(database))! - commitsBefore).toBeLessThan(10);

      // Its retry applies it once; nothing else runs again.
      poisonOn = false;
      expect(await bus.drain()).toBe(1);
      expect(await effects(database.db, 'poison')).toEqual({ total: 30, distinct: 30 });
      expect(await bus.drain()).toBe(0);
    });

    it('an event of a type nobody subscribes to is kept without deliveries; subscribers see only their types', async () => {
      const bus = new EventBus(database.db, log);
      bus.subscribe(recorder('only-a', ['t.a']));
      await publishMany(database, 't.b', 2);
      await publishMany(database, 't.a', 1);
      expect(await bus.drain()).toBe(1);
      expect(await effects(database.db, 'only-a')).toEqual({ total: 1, distinct: 1 });
    });

    it('an outside effect is delivered at least once, after its event committed, and not again once done', async () => {
      const seen: number[] = [];
      const bus = new EventBus(database.db, log, { backoffMs: () => 0 });
      let fail = true;
      bus.subscribe({
        name: 'hook',
        types: ['t.hook'],
        async deliver(event) {
          seen.push(event.id);
          if (fail) throw new Error('gateway down');
        },
      });
      // An event whose transaction rolls back is never delivered.
      await database.db
        .transaction(async (tx) => {
          await publish(tx, MERCHANT, 't.hook', { lost: true });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await publishMany(database, 't.hook', 1);
      await bus.drain();
      fail = false;
      await bus.drain();
      await bus.drain();
      expect(seen).toHaveLength(2);
      expect(new Set(seen).size).toBe(1);
    });

    it('the database lane (what a request waits for) takes only handle deliveries; an outside one never holds it', async () => {
      const bus = new EventBus(database.db, log, { backoffMs: () => 0 });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const outside: number[] = [];
      bus.subscribe(recorder('lane-db', ['t.lane']));
      bus.subscribe({
        name: 'lane-hook',
        types: ['t.lane'],
        async deliver(event) {
          await gate;
          outside.push(event.id);
        },
      });
      await publishMany(database, 't.lane', 2);
      expect(bus.pending).toBe(true);
      const slow = bus.drain('outside');
      expect(await bus.drain('database')).toBe(2);
      expect(bus.pending).toBe(false);
      expect(await effects(database.db, 'lane-db')).toEqual({ total: 2, distinct: 2 });
      expect(outside).toEqual([]);
      release();
      expect(await slow).toBe(2);
      expect(outside).toHaveLength(2);
      expect(await bus.drain()).toBe(0);
    });
  });
}
