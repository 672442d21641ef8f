import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db, Executor, Tx } from '../db/client.js';
import { eventRepo, type ClaimedDelivery, type StoredEvent } from './event-repo.js';

export type { NotTakenInFilter, StoredEvent } from './event-repo.js';

/**
 * A subscriber of domain events (docs/architecture.md "Events"). `handle` runs in the delivery's own transaction,
 * which also marks the delivery done: its database effect happens exactly once, whatever the number of workers,
 * restarts or re-runs. `deliver` is for an effect outside the database (a webhook): at least once, with the event
 * id as the receiver's idempotency key.
 */
export interface Subscriber {
  /** Stable name: delivery rows carry it across restarts and instances. */
  readonly name: string;
  readonly types: readonly string[];
  handle?(tx: Tx, event: StoredEvent): Promise<void>;
  deliver?(event: StoredEvent): Promise<void>;
}

export interface EventBusOptions {
  /** Deliveries taken per round trip. */
  batch?: number;
  /** How long a claimed delivery is held before another worker may take it. */
  leaseMs?: number;
  /** Attempts before a delivery is given up (and kept with its last error). */
  maxAttempts?: number;
  /** Wait before attempt n + 1. */
  backoffMs?: (attempts: number) => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain-event bus: delivers what services publish (publish()) to the modules' subscribers. */
    events: EventBus;
  }
}

class AlreadyDelivered extends Error {}

// Who subscribes to what, for publish: subscribers are the modules' and the same in every app of the process.
const SUBSCRIBED = new Map<string, Set<string>>();
/**
 * Counts publications made outside any request (a job, a script, a test calling a service), so the next request
 * drains them before answering. A request's own publications are in its scope instead.
 */
let published = 0;

/** What one request published (with deliveries) and whether it re-queued deliveries (wake): it drains only those. */
interface RequestEvents {
  events: number[];
  woken: boolean;
}
const requestEvents = new AsyncLocalStorage<RequestEvents>();

/**
 * Writes a domain event in the caller's transaction, with a delivery for each subscriber of its type (the
 * transactional outbox): the event exists exactly when the change it reports was committed.
 */
export async function publish(tx: Executor, merchantId: number, type: string, payload: Record<string, unknown>): Promise<number> {
  const subscribers = [...(SUBSCRIBED.get(type) ?? [])];
  const id = await eventRepo.insert(tx, merchantId, type, payload, subscribers);
  // An event nobody subscribes to has no delivery: nothing for the request to drain.
  if (subscribers.length) {
    const scope = requestEvents.getStore();
    if (scope) scope.events.push(id);
    else published++;
  }
  return id;
}

/**
 * The merchant's events of these types a subscriber has not taken in yet (its delivery open, or given up), oldest
 * first: what a subscriber's figures are still missing.
 */
export const eventsNotTakenIn = eventRepo.notTakenIn;
/** How many such events there are. */
export const countEventsNotTakenIn = eventRepo.countNotTakenIn;

/** An amount in minor units, as a string in event payloads (JSON has no bigint). */
export const minorUnits = z.string().regex(/^-?\d+$/);

/**
 * A domain event type, defined once by the module that publishes it: its dotted name and payload schema. Publishers
 * write it with `publish` in the transaction of their change; subscribers (in other modules, through the publisher's
 * index.ts) match `type` and read the payload with `read`.
 */
export interface EventDef<P extends Record<string, unknown>> {
  readonly type: string;
  /** Writes the event in the caller's transaction (see publish()). */
  publish(tx: Executor, merchantId: number, payload: P): Promise<number>;
  /** The payload of a delivered event of this type, checked against the schema. */
  read(event: StoredEvent): P;
}

/** The payload type of an event definition. */
export type EventPayload<E> = E extends EventDef<infer P> ? P : never;

/** Per event type, the payload fields removed once every delivery is over (defineEvent's `secret`). */
const SECRET_FIELDS = new Map<string, readonly string[]>();

/** The payload fields of an event type that must not outlive their use (none for most types): hidden from operators. */
export const secretFieldsOf = (type: string): readonly string[] => SECRET_FIELDS.get(type) ?? [];

/**
 * An event type. `secret`: payload fields that must not outlive their use (the text of a message with a one-time
 * code): once no delivery of the event is open any more (delivered or given up), they are removed and the payload
 * is marked `redacted: true`; the rest stays as the record of what happened.
 */
export function defineEvent<S extends z.ZodType<Record<string, unknown>>>(
  type: string,
  schema: S,
  opts: { secret?: readonly (keyof z.output<S> & string)[] } = {},
): EventDef<z.output<S>> {
  if (opts.secret?.length) SECRET_FIELDS.set(type, opts.secret);
  return {
    type,
    publish: (tx, merchantId, payload) => publish(tx, merchantId, type, schema.parse(payload)),
    read: (event) => {
      if (event.type !== type) throw new Error(`event ${event.id} is a ${event.type}, not a ${type}`);
      return schema.parse(event.payload);
    },
  };
}

const DEFAULTS = {
  batch: 50,
  leaseMs: 60_000,
  maxAttempts: 10,
  backoffMs: (attempts: number) => Math.min(2 ** attempts * 1000, 15 * 60_000),
};

/**
 * The deliveries a drain takes: `database` those of `handle` subscribers (an effect in the database, which a request
 * waits for before it answers), `outside` all others (`deliver` subscribers: webhooks and gateways, which no request
 * waits for, so a slow or failing receiver never holds or reaches a caller). Each lane runs one round at a time.
 */
export type DrainLane = 'database' | 'outside';

/**
 * The transactional outbox: services publish events in the transaction of their change; the bus delivers them to
 * its subscribers from the outbox tables, on PGlite or PostgreSQL, with one or several server instances.
 */
export class EventBus {
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly opts: Required<EventBusOptions>;
  private readonly lanes: Record<DrainLane, { running: Promise<number> | null; again: boolean }> = {
    database: { running: null, again: false },
    outside: { running: null, again: false },
  };
  private timer: NodeJS.Timeout | null = null;
  private seen = published;
  /** Deliveries were put back in the queue (an operator's retry): the request's end drains as after a publication. */
  private woken = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    opts: EventBusOptions = {},
  ) {
    this.opts = { ...DEFAULTS, ...opts };
  }

  subscribe(subscriber: Subscriber): void {
    if (this.subscribers.has(subscriber.name)) throw new Error(`subscriber ${subscriber.name} is already registered`);
    if (!subscriber.handle === !subscriber.deliver) throw new Error(`subscriber ${subscriber.name} needs handle or deliver`);
    this.subscribers.set(subscriber.name, subscriber);
    for (const type of subscriber.types) {
      const names = SUBSCRIBED.get(type) ?? new Set<string>();
      names.add(subscriber.name);
      SUBSCRIBED.set(type, names);
    }
  }

  /**
   * Events were published since this bus's database lane last looked (the request that wrote them drains that lane
   * before it answers).
   */
  get pending(): boolean {
    return this.woken || this.seen !== published;
  }

  /**
   * Deliveries became due other than by publication (an operator re-queued given-up ones): the request that did it
   * drains them when it answers, after its transaction committed, as one that published events would.
   */
  wake(): void {
    const scope = requestEvents.getStore();
    if (scope) scope.woken = true;
    else this.woken = true;
  }

  /**
   * Delivers the database effects of these events (a request's own, before it answers): what this call can claim,
   * then it waits, up to `waitMs`, for those another worker holds (this instance's poller, another instance), so
   * the caller's next read shows them as before. Other events, however many are due, are not its business: the
   * poller and the requests that wrote them deliver those. A delivery that fails is left to its retry.
   */
  async deliverEvents(eventIds: readonly number[], waitMs = 2_000): Promise<number> {
    const handlers = [...this.subscribers.values()].filter((s) => s.handle).map((s) => s.name);
    if (!eventIds.length || !handlers.length) return 0;
    const deadline = Date.now() + waitMs;
    const failed: number[] = [];
    let delivered = 0;
    for (;;) {
      const claimed = await eventRepo.claim(this.db, this.opts.batch, this.opts.leaseMs, failed, { in: handlers }, eventIds);
      for (const d of claimed) {
        if (await this.deliverOne(d)) delivered++;
        else failed.push(d.id);
      }
      if (claimed.length) continue;
      if (Date.now() >= deadline || !(await eventRepo.anyHeld(this.db, eventIds, handlers))) return delivered;
      await sleep(5);
    }
  }

  /**
   * Delivers everything due, or one lane's deliveries; one run at a time per lane and bus (a call during a run makes
   * it go round once more). Answers the number delivered.
   */
  drain(lane?: DrainLane): Promise<number> {
    if (lane) return this.drainLane(lane);
    return Promise.all([this.drainLane('database'), this.drainLane('outside')]).then(([a, b]) => a + b);
  }

  private drainLane(lane: DrainLane): Promise<number> {
    const state = this.lanes[lane];
    if (state.running) {
      state.again = true;
      return state.running;
    }
    state.running = this.run(lane).finally(() => (state.running = null));
    return state.running;
  }

  /** Polls for due deliveries (retries, other instances' events) every `intervalMs`. */
  start(intervalMs: number): void {
    if (this.timer) return;
    // Secret payloads whose deliveries ended before this code wiped them (an older version, a crash in between).
    for (const [type, fields] of SECRET_FIELDS)
      eventRepo.redactIfOver(this.db, { type }, fields).catch((err: unknown) => this.log.error({ err, type }, 'redacting served secret events failed'));
    this.timer = setInterval(() => {
      // Most rounds find nothing: a plain read first, the claiming write only when something is due.
      eventRepo
        .anyDue(this.db)
        .then((due) => (due ? this.drain() : 0))
        .catch((err: unknown) => this.log.error({ err }, 'event delivery round failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all(Object.values(this.lanes).map((l) => l.running?.catch(() => undefined)));
  }

  private async run(lane: DrainLane): Promise<number> {
    const state = this.lanes[lane];
    let delivered = 0;
    // A delivery is tried once per run: a failure waits for its backoff and a later run.
    const failed: number[] = [];
    do {
      state.again = false;
      if (lane === 'database') {
        this.seen = published;
        this.woken = false;
      }
      // Deliveries of subscribers this instance does not have go to the outside lane (they fail there and are retried).
      const handlers = [...this.subscribers.values()].filter((s) => s.handle).map((s) => s.name);
      const only = lane === 'database' ? { in: handlers } : { notIn: handlers };
      for (;;) {
        const claimed = await eventRepo.claim(this.db, this.opts.batch, this.opts.leaseMs, failed, only);
        if (claimed.length === 0) break;
        if (lane === 'database') {
          const batch = await this.deliverBatch(claimed);
          delivered += batch.delivered;
          failed.push(...batch.notDelivered);
          continue;
        }
        for (const d of claimed) {
          if (await this.deliverOne(d)) delivered++;
          else failed.push(d.id);
        }
      }
    } while (state.again);
    return delivered;
  }

  private async redactWhenOver(db: Executor, event: StoredEvent): Promise<void> {
    const fields = SECRET_FIELDS.get(event.type);
    if (fields) await eventRepo.redactIfOver(db, { eventId: event.id }, fields);
  }

  /**
   * Delivers a claimed batch of database effects in one transaction with their marks in one statement: one commit
   * (one flush of the write-ahead log) for the batch instead of one per delivery, which is what lets the followers of
   * every bet and win keep up. When one of them fails (or another worker delivered one meanwhile, its lease over),
   * nothing of that transaction stays and the batch goes again one delivery per savepoint (deliverEach). Either
   * way an effect commits with its delivery's mark or not at all: exactly once.
   */
  private async deliverBatch(claimed: readonly ClaimedDelivery[]): Promise<{ delivered: number; notDelivered: number[] }> {
    try {
      await this.db.transaction(async (tx) => {
        for (const d of claimed) await this.subscriberOf(d).handle!(tx, d.event);
        if ((await eventRepo.markAllDelivered(tx, claimed.map((d) => d.id))) !== claimed.length) throw new AlreadyDelivered();
        for (const d of claimed) if (SECRET_FIELDS.has(d.event.type)) await this.redactWhenOver(tx, d.event);
      });
      return { delivered: claimed.length, notDelivered: [] };
    } catch {
      return this.deliverEach(claimed);
    }
  }

  /** The batch again, each delivery in its own savepoint of one transaction: a failure undoes and reports only its own. */
  private async deliverEach(claimed: readonly ClaimedDelivery[]): Promise<{ delivered: number; notDelivered: number[] }> {
    let failures: { d: ClaimedDelivery; err: unknown }[] = [];
    let done: number[] = [];
    try {
      await this.db.transaction(async (tx) => {
        for (const d of claimed) {
          try {
            await tx.transaction((sp) => this.handleIn(sp, d));
            done.push(d.id);
          } catch (err) {
            if (!(err instanceof AlreadyDelivered)) failures.push({ d, err });
          }
        }
      });
    } catch (err) {
      // The batch did not commit (a lost connection, a failed commit): none of it happened, each is retried.
      done = [];
      failures = claimed.map((d) => ({ d, err }));
    }
    for (const { d, err } of failures) await this.recordFailure(d, err);
    const delivered = new Set(done);
    return { delivered: delivered.size, notDelivered: claimed.filter((d) => !delivered.has(d.id)).map((d) => d.id) };
  }

  /** The database-effect subscriber a delivery names in this instance (the database lane claims only theirs). */
  private subscriberOf(d: ClaimedDelivery): Subscriber {
    const subscriber = this.subscribers.get(d.subscriber);
    if (!subscriber?.handle) throw new Error(`no subscriber ${d.subscriber} in this instance`);
    return subscriber;
  }

  /** A database effect and its delivery's mark, in the caller's transaction (AlreadyDelivered: undo it). */
  private async handleIn(tx: Tx, d: ClaimedDelivery): Promise<void> {
    await this.subscriberOf(d).handle!(tx, d.event);
    if (!(await eventRepo.markDelivered(tx, d.id))) throw new AlreadyDelivered();
    await this.redactWhenOver(tx, d.event);
  }

  /** Schedules a failed delivery's retry with backoff, or gives it up after the last attempt (kept with its error). */
  private async recordFailure(d: ClaimedDelivery, err: unknown): Promise<void> {
    const giveUp = d.attempts >= this.opts.maxAttempts;
    const retryAt = giveUp ? null : new Date(Date.now() + this.opts.backoffMs(d.attempts));
    const message = err instanceof Error ? err.message : String(err);
    await eventRepo.markFailed(this.db, d.id, message.slice(0, 500), retryAt);
    if (giveUp) await this.redactWhenOver(this.db, d.event);
    this.log[giveUp ? 'error' : 'warn']({ err, subscriber: d.subscriber, event: d.event.id, type: d.event.type, attempts: d.attempts }, giveUp ? 'event delivery given up' : 'event delivery failed, will retry');
  }

  private async deliverOne(d: ClaimedDelivery): Promise<boolean> {
    const subscriber = this.subscribers.get(d.subscriber);
    try {
      if (!subscriber) throw new Error(`no subscriber ${d.subscriber} in this instance`);
      if (subscriber.handle) {
        await this.db.transaction((tx) => this.handleIn(tx, d));
      } else {
        await subscriber.deliver!(d.event);
        await eventRepo.markDelivered(this.db, d.id);
        await this.redactWhenOver(this.db, d.event);
      }
      return true;
    } catch (err) {
      if (err instanceof AlreadyDelivered) return false;
      await this.recordFailure(d, err);
      return false;
    }
  }
}

/**
 * The app's bus: the poller picks up retries and other instances' events; a request that published events drains
 * their database effects before it answers, so the member's next read already shows them, and starts their outside
 * deliveries without waiting for them (a webhook's latency or failure never reaches the caller).
 */
export const eventsPlugin = fp(
  async (app: FastifyInstance, opts: { pollMs: number }) => {
    const bus = new EventBus(app.db, app.log);
    app.decorate('events', bus);
    app.addHook('onReady', async () => bus.start(opts.pollMs));
    // Each request collects what it publishes (publish() reads the scope), so it waits for its own events only:
    // while players bet, a request that published nothing answers at once (issue 27). The scope opens once the body
    // is parsed (a body's stream events would not carry it); a publication outside it counts as outside any request.
    const scopes = new WeakMap<object, RequestEvents>();
    app.addHook('preValidation', (request, _reply, done) => {
      const scope: RequestEvents = { events: [], woken: false };
      scopes.set(request, scope);
      requestEvents.run(scope, done);
    });
    app.addHook('onSend', async (request) => {
      const scope = scopes.get(request);
      const outside = () => bus.drain('outside').catch((err: unknown) => app.log.error({ err }, 'event delivery round failed'));
      // Publications outside requests (jobs, scripts) and re-queued deliveries: everything due, as before.
      if (bus.pending || scope?.woken) {
        if (scope) scope.woken = false;
        await bus.drain('database');
        void outside();
      }
      if (scope?.events.length) {
        const own = scope.events.splice(0);
        await bus.deliverEvents(own);
        void outside();
      }
    });
    app.addHook('onClose', async () => bus.stop());
  },
  { name: 'events' },
);
