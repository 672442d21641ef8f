import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { consumeCaptcha, peekCaptcha, storeCaptcha } from './captcha-repo.js';
import { hitCounter, peekCounter, releaseCounter, resetCounter } from './rate-counter-repo.js';
import { openRedisStore } from './redis-store.js';

// Short-lived shared state: rate-limit counters and captcha answers. The embedded/SQL database keeps them by
// default; with REDIS_URL they move to Redis so stateless instances behind a load balancer share them without
// loading the database. Both implementations have the same semantics (test/fast-store.test.ts runs one suite on both).

/** Fixed-window counters, per merchant and key. */
export interface RateCounters {
  /** Adds one and answers the count in the current window; the first hit of a window (or after it ended) is 1. */
  hit(merchantId: number, key: string, windowMs: number): Promise<number>;
  /** The count in the current window and when the window ends; `{ count: 0, resetAt: null }` when none is open. */
  peek(merchantId: number, key: string, windowMs: number): Promise<{ count: number; resetAt: Date | null }>;
  /**
   * Takes back one hit (never below zero): a caller that counts an attempt before acting on it ("reserve first", so
   * parallel requests cannot all see the old count) gives the hit back when the attempt turns out not to count.
   */
  release(merchantId: number, key: string): Promise<void>;
  reset(merchantId: number, key: string): Promise<void>;
}

/** Captcha answers by the client's key. */
export interface CaptchaAnswers {
  /** Keeps (or replaces, on refresh) the answer of a key for ttlMs. */
  store(merchantId: number, key: string, answer: string, ttlMs: number): Promise<void>;
  /** Single use: a live answer is removed whatever the guess, so one image gets one try. */
  consume(merchantId: number, key: string | undefined, guess: string | undefined): Promise<boolean>;
  /** The live answer, not consumed (operator API: support and end-to-end tests). */
  peek(merchantId: number, key: string): Promise<string | null>;
}

export interface FastStore {
  readonly kind: 'database' | 'redis';
  readonly counters: RateCounters;
  readonly captchas: CaptchaAnswers;
  /** Throws when the backing service does not answer (/readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters and captcha answers: what routes hand to services next to `db`. */
    fast: FastStore;
  }
}

/** The default: the app's own database (its ping and close belong to the database plugin). */
export function databaseFastStore(db: Db): FastStore {
  return {
    kind: 'database',
    counters: {
      hit: (merchantId, key, windowMs) => hitCounter(db, merchantId, key, windowMs),
      peek: (merchantId, key, windowMs) => peekCounter(db, merchantId, key, windowMs),
      release: (merchantId, key) => releaseCounter(db, merchantId, key),
      reset: (merchantId, key) => resetCounter(db, merchantId, key),
    },
    captchas: {
      store: (merchantId, key, answer, ttlMs) => storeCaptcha(db, merchantId, key, answer, ttlMs),
      consume: (merchantId, key, guess) => consumeCaptcha(db, merchantId, key, guess),
      peek: (merchantId, key) => peekCaptcha(db, merchantId, key),
    },
    ping: async () => {},
    close: async () => {},
  };
}

/** Redis when a URL is given (connected and answering, or this throws), else the database. */
export async function openFastStore(redisUrl: string | undefined, db: Db, log: FastifyBaseLogger): Promise<FastStore> {
  return redisUrl ? openRedisStore(redisUrl, { log }) : databaseFastStore(db);
}

/** Decorates `app.fast`; the app owns the store it is given and closes it on close. */
export const fastStorePlugin = fp(
  async (app: FastifyInstance, opts: { store: FastStore }) => {
    app.decorate('fast', opts.store);
    app.addHook('onClose', async () => {
      await opts.store.close();
    });
  },
  { name: 'fast-store' },
);
