import { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@wps/contract';
import { AppError } from './envelope.js';

/** How long a refusal keeps the gate reported as saturated. */
const SATURATION_MEMORY_MS = 1000;

/** What a request does with its slot: a read (GET, HEAD) or anything else (a write: money, accounts). */
export type SlotKind = 'read' | 'write';

interface Waiter {
  kind: SlotKind;
  admit(): void;
  timer: NodeJS.Timeout;
}

/**
 * A bounded gate: at most `concurrency` holders at once, at most `queueLimit` waiting, none waiting longer than
 * `queueMs`. A caller that cannot get in is refused at once with BUSY (503, Retry-After) rather than held for half a
 * minute behind the embedded database's single connection. `readRoom` slots are kept for reads: writes (money work,
 * the slow part under load) hold at most the rest, so the status, catalogue and balance reads of every other player
 * never queue behind them (issue 27).
 */
export class Gate {
  private running = 0;
  private writes = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
    readonly queueMs: number,
    readonly readRoom = 0,
  ) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Whether a slot may go to a request of this kind now. */
  private fits(kind: SlotKind): boolean {
    return this.running < this.concurrency && (kind === 'read' || this.writes < this.concurrency - this.readRoom);
  }

  /**
   * Whether a new request would be refused now: every slot taken and the queue full, or a request refused within
   * the last second (readiness: a balancer sends traffic elsewhere while this instance sheds it).
   */
  get saturated(): boolean {
    const full = this.running >= this.concurrency && this.waiting.length >= this.queueLimit;
    return full || Date.now() - this.refusedAt < SATURATION_MEMORY_MS;
  }

  private refusedAt = -Infinity;

  private refuse(detail: string): AppError {
    if (detail !== 'caller gone') this.refusedAt = Date.now();
    return new AppError(ErrorCode.BUSY, { detail });
  }

  /**
   * Resolves with a release function (safe to call more than once); throws AppError(BUSY) when full or too slow.
   * An aborted signal (the client went away while waiting) takes the waiter out of the queue.
   */
  async enter(signal?: AbortSignal, kind: SlotKind = 'write'): Promise<() => void> {
    if (signal?.aborted) throw new AppError(ErrorCode.BUSY, { detail: 'caller gone' });
    if (this.fits(kind)) {
      this.take(kind);
      return this.releaser(kind);
    }
    if (this.waiting.length >= this.queueLimit) throw this.refuse('queue full');
    await new Promise<void>((resolve, reject) => {
      const leave = (detail: string) => {
        clearTimeout(entry.timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(this.refuse(detail));
      };
      const onAbort = () => leave('caller gone');
      const entry: Waiter = {
        kind,
        admit: () => {
          clearTimeout(entry.timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        timer: setTimeout(() => leave('queue wait over'), this.queueMs),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
    // The slot was taken for us by handOver.
    return this.releaser(kind);
  }

  /** Runs fn inside the gate. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.enter();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  private take(kind: SlotKind): void {
    this.running++;
    if (kind === 'write') this.writes++;
  }

  private releaser(kind: SlotKind): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (kind === 'write') this.writes--;
      // With waiters, the slot stays counted until handOver gives it on or back: a newcomer cannot take it first.
      if (this.waiting.length > 0) setImmediate(() => this.handOver());
      else this.running--;
    };
  }

  /**
   * Gives a freed slot to the oldest waiter still queued that fits it, on its own turn of the event loop: PGlite
   * answers without real I/O, so waiters served back to back in one microtask chain would keep Node from reading new
   * requests off the sockets (they would wait unseen in the kernel, uncounted by queueMs). The waiter is picked here,
   * not when the slot was freed: one that timed out or went away in between has left the queue and must not take the
   * slot with it. A write waiting for write room does not hold up a read behind it.
   */
  private handOver(): void {
    this.running--;
    const at = this.waiting.findIndex((w) => this.fits(w.kind));
    if (at < 0) return;
    const [next] = this.waiting.splice(at, 1);
    this.take(next!.kind);
    next!.admit();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The request gate (its inFlight and queued counts are what the server is doing right now). */
    admission: Gate;
  }
  interface FastifyRequest {
    releaseAdmission?: () => void;
  }
  interface FastifyContextConfig {
    /** false: the route is not counted (it only calls other routes, which are, or never touches the database). */
    admission?: boolean;
  }
}

/** Served without the database: never queued behind it. */
const UNGATED = /^\/(?:m(?:\/|$)|admin(?:\/|$)|healthz|readyz|favicon)/;

/** Methods whose body Fastify never reads: their requests are handled without waiting for one. */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

/** Bodies received ahead of admission, replayed to the body parser (preParsing). */
const received = new WeakMap<FastifyRequest, Buffer>();

/** Whether a body is on its way: a positive Content-Length or a chunked stream. */
function bodyAnnounced(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  if (headers['transfer-encoding'] !== undefined) return true;
  return Number(headers['content-length']) > 0;
}

/** The bytes of all bodies being received at once, bounded: slow senders cannot fill the memory either. */
class BodyBudget {
  private used = 0;
  constructor(readonly limit: number) {}
  take(bytes: number): boolean {
    if (this.used + bytes > this.limit) return false;
    this.used += bytes;
    return true;
  }
  give(bytes: number): void {
    this.used -= bytes;
  }
}

/**
 * Reads the whole body of a request (at most its route's body limit) before the request is admitted. Node's request
 * timeout bounds how long it may take; a client that goes away or stops short ends it with an error.
 */
function receiveBody(request: FastifyRequest, budget: BodyBudget): Promise<Buffer> {
  const raw = request.raw;
  const limit = request.routeOptions.bodyLimit;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (err?: Error) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onClose);
      budget.give(size);
      if (err) reject(err);
      else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) return finish(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      if (!budget.take(chunk.length)) return finish(new AppError(ErrorCode.BUSY, { detail: 'body budget spent' }));
      size += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = () => finish(new AppError(ErrorCode.BUSY, { detail: 'caller gone' }));
    const onClose = () => {
      if (!raw.complete) onError();
    };
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onError);
    raw.once('close', onClose);
  });
}

/**
 * Request admission in front of every database-backed route (everything but the apps' static files and the
 * health probes). A request with a body takes its slot only once the body has arrived: a slot is the database's
 * time, and a client sending one byte at a time must not hold it (issue 26). Each request holds its slot until its
 * answer is sent or the client goes away. A request no route serves is answered before its body is read.
 */
export const admissionPlugin = fp(
  async (app: FastifyInstance, opts: { gate: Gate; bodyBytes: number }) => {
    app.decorate('admission', opts.gate);
    const budget = new BodyBudget(opts.bodyBytes);
    const release = (request: FastifyRequest) => request.releaseAdmission?.();
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const withBody = !BODYLESS.has(request.method) && bodyAnnounced(request);
      // Its 404 needs no body: reading a large one first would end in 413, or a reset while the client still sends.
      if (request.is404 && withBody) throw new AppError(ErrorCode.NOT_FOUND);
      if (UNGATED.test(request.url) || request.routeOptions.config.admission === false) return;
      // Over the limit by its own declaration: the parser answers 413 at once, nothing to wait for.
      if (withBody && !(Number(request.headers['content-length']) > request.routeOptions.bodyLimit)) {
        received.set(request, await receiveBody(request, budget));
      }
      // A client that goes away while queued must leave the queue, or its slot would be taken and never given back.
      const gone = new AbortController();
      const onClose = () => gone.abort();
      reply.raw.once('close', onClose);
      let done: () => void;
      try {
        done = await opts.gate.enter(gone.signal, BODYLESS.has(request.method) ? 'read' : 'write');
      } finally {
        reply.raw.off('close', onClose);
      }
      if (gone.signal.aborted || reply.raw.writableEnded || reply.raw.destroyed) {
        done();
        throw new AppError(ErrorCode.BUSY, { detail: 'caller gone' });
      }
      request.releaseAdmission = done;
      reply.raw.once('close', done);
    });
    // The body parser reads what arrived ahead of admission.
    app.addHook('preParsing', async (request, _reply, payload) => {
      const body = received.get(request);
      if (!body) return payload;
      received.delete(request);
      return Readable.from([body], { objectMode: false });
    });
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));
  },
  { name: 'admission' },
);
