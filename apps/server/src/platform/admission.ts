import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@wps/contract';
import { AppError } from './envelope.js';

/**
 * A bounded gate: at most `concurrency` holders at once, at most `queueLimit` waiting, none waiting longer than
 * `queueMs`. A caller that cannot get in is refused at once with BUSY (503, Retry-After) rather than held for half a
 * minute behind the embedded database's single connection.
 */
export class Gate {
  private running = 0;
  private readonly waiting: { admit(): void; timer: NodeJS.Timeout }[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
    readonly queueMs: number,
  ) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Resolves with a release function (safe to call more than once); throws AppError(BUSY) when full or too slow.
   * An aborted signal (the client went away while waiting) takes the waiter out of the queue.
   */
  async enter(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) throw new AppError(ErrorCode.BUSY, { detail: 'caller gone' });
    if (this.running < this.concurrency) {
      this.running++;
      return this.releaser();
    }
    if (this.waiting.length >= this.queueLimit) throw new AppError(ErrorCode.BUSY, { detail: 'queue full' });
    await new Promise<void>((resolve, reject) => {
      const leave = (detail: string) => {
        clearTimeout(entry.timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new AppError(ErrorCode.BUSY, { detail }));
      };
      const onAbort = () => leave('caller gone');
      const entry = {
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
    // The slot was handed over by the releaser: `running` already counts us.
    return this.releaser();
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

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // The slot stays counted until handOver gives it on or back.
      if (this.waiting.length > 0) setImmediate(() => this.handOver());
      else this.running--;
    };
  }

  /**
   * Gives a freed slot to the first waiter still queued, on its own turn of the event loop: PGlite answers without
   * real I/O, so waiters served back to back in one microtask chain would keep Node from reading new requests off the
   * sockets (they would wait unseen in the kernel, uncounted by queueMs). The waiter is picked here, not when the slot
   * was freed: one that timed out or went away in between has left the queue and must not take the slot with it.
   */
  private handOver(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.running--;
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

/**
 * Request admission in front of every database-backed route (everything but the apps' static files and the
 * health probes). Each request holds its slot until its answer is sent or the client goes away.
 */
export const admissionPlugin = fp(
  async (app: FastifyInstance, opts: { gate: Gate }) => {
    app.decorate('admission', opts.gate);
    const release = (request: FastifyRequest) => request.releaseAdmission?.();
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (UNGATED.test(request.url) || request.routeOptions.config.admission === false) return;
      // A client that goes away while queued must leave the queue, or its slot would be taken and never given back.
      const gone = new AbortController();
      const onClose = () => gone.abort();
      reply.raw.once('close', onClose);
      let done: () => void;
      try {
        done = await opts.gate.enter(gone.signal);
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
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));
  },
  { name: 'admission' },
);
