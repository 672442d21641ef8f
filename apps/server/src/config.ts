import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { z } from 'zod';

// Resolved from this module's location, which is apps/server/src in development and apps/server/dist when built.
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_CLIENT_DIST = resolve(SERVER_ROOT, '../client/dist');

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase()) : v),
  z.boolean(),
);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalString,
  CLIENT_DIST: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_CLIENT_DIST)),
  DEFAULT_MERCHANT: z.string().min(1).default('demo'),
  OPS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'OPS_TOKEN must be at least 16 characters').optional()),
  TRUST_PROXY: flag.default(false),
  MESSAGE_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MESSAGE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'MESSAGE_WEBHOOK_SECRET must be at least 16 characters').optional()),
}).refine((e) => !e.MESSAGE_WEBHOOK_URL || e.MESSAGE_WEBHOOK_SECRET, {
  path: ['MESSAGE_WEBHOOK_SECRET'],
  message: 'MESSAGE_WEBHOOK_SECRET is required with MESSAGE_WEBHOOK_URL (requests are signed with it)',
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  publicUrl: string | undefined;
  clientDist: string;
  defaultMerchant: string;
  /** Operator API is off (404) when undefined. */
  opsToken: string | undefined;
  trustProxy: boolean;
  /** SMS and e-mail go to this HTTP endpoint, signed; the outbox (default) when undefined. */
  messageWebhook: { url: string; secret: string } | undefined;
  /** How long resolved merchants are cached per instance; 0 disables the cache. */
  merchantCacheMs: number;
  /** Lifetime of a member session. */
  sessionTtlMs: number;
  bodyLimit: number;
}

export const DEFAULTS = {
  merchantCacheMs: 2000,
  sessionTtlMs: 7 * 24 * 3600 * 1000,
  bodyLimit: 1024 * 1024,
} as const;

/** Reads and validates the environment; throws a readable error on bad values so start-up fails early. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    clientDist: resolve(e.CLIENT_DIST),
    defaultMerchant: e.DEFAULT_MERCHANT,
    opsToken: e.OPS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    messageWebhook: e.MESSAGE_WEBHOOK_URL ? { url: e.MESSAGE_WEBHOOK_URL, secret: e.MESSAGE_WEBHOOK_SECRET! } : undefined,
    ...DEFAULTS,
  };
}

/** Loads `.env` from the working directory, then from the server package; real environment variables win. */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const file of [resolve('.env'), resolve(SERVER_ROOT, '.env')]) {
    if (!existsSync(file)) continue;
    for (const [k, v] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) env[k] ??= v;
  }
}
