import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { isValidCidr } from './platform/cidr.js';

// Resolved from this module's location, which is apps/server/src in development and apps/server/dist when built.
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_CLIENT_DIST = resolve(SERVER_ROOT, '../client/dist');
const DEFAULT_BACKOFFICE_DIST = resolve(SERVER_ROOT, '../backoffice/dist');

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/**
 * TRUST_PROXY: off, a number of proxy hops in front of the server, or the proxies' addresses / CIDR ranges. `true`
 * ("trust whoever connects") is refused: any client could then pick its own address and country.
 */
const trustProxySetting = z.string().transform((raw, ctx): false | number | string[] => {
  const v = raw.trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) {
    ctx.addIssue({
      code: 'custom',
      message: "TRUST_PROXY=true would trust any client: give the number of proxy hops (e.g. 1) or the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1)",
    });
    return z.NEVER;
  }
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v.split(',').map((p) => p.trim()).filter(Boolean);
  if (list.length > 0 && list.every(isValidCidr)) return list;
  ctx.addIssue({ code: 'custom', message: 'not a hop count or a list of proxy addresses / CIDR ranges' });
  return z.NEVER;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded files kept off the web root (KYC documents); default DATA_DIR's sibling `<DATA_DIR>-files`. */
  FILES_DIR: z.string().optional(),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  REDIS_URL: optionalString,
  /** Route-level rate limits of the table's calls (on by default; off only to test the per-account lockouts alone). */
  ROUTE_LIMITS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalString,
  CLIENT_DIST: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_CLIENT_DIST)),
  BACKOFFICE_DIST: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_BACKOFFICE_DIST)),
  DEFAULT_MERCHANT: z.string().min(1).default('demo'),
  // The shared operator token is retired (issue 13): a server still configured with one says so instead of ignoring it.
  OPS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.undefined({ error: 'OPS_TOKEN is retired: operators sign in with their accounts; automation uses an API key (OPS_API_KEY for npm run ops)' }),
  ),
  TRUST_PROXY: trustProxySetting.default(false),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(256),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /** A connection that has sent nothing after this is closed (idle sockets must not hold the server's connections). */
  FIRST_BYTE_TIMEOUT_MS: z.coerce.number().int().min(500).default(5_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(5_000),
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).optional(),
  REQUEST_QUEUE_LIMIT: z.coerce.number().int().min(0).default(200),
  REQUEST_QUEUE_MS: z.coerce.number().int().min(100).default(5_000),
  /** Bytes of request bodies received at once ahead of admission (all connections together). */
  REQUEST_BODIES_BYTES: z.coerce.number().int().min(1024 * 1024).optional(),
  /** How often scheduled jobs (VIP rebate, monthly bonus, birthday gift) are checked; 0 turns the schedule off. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(60_000),
  /** The local vendor simulators (the Hub88 aggregator and its studios under /sim/hub88), served by this process. */
  SIMULATORS: z.enum(['on', 'off']).default('on'),
  /** A transfer-mode vendor's known balance older than this is refreshed in the background when read (flagged stale). */
  TRANSFER_BALANCE_MAX_AGE_MS: z.coerce.number().int().min(0).default(5_000),
  /** Outbound calls to operator-set addresses may reach private, loopback and link-local addresses (and plain http). */
  OUTBOUND_ALLOW_PRIVATE: z.enum(['on', 'off']).default('off'),
  /** Hosts (names, addresses or CIDR ranges) operator-set addresses may name although private, and over plain http. */
  OUTBOUND_ALLOWED_HOSTS: z.preprocess(emptyToUndefined, z.string().optional()),
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
  /** Where uploaded documents are stored, outside every served folder. */
  filesDir: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DATABASE_URL only; the embedded database has one). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  logLevel: string;
  publicUrl: string | undefined;
  clientDist: string;
  /** The built back office, served at /admin/. */
  backofficeDist: string;
  defaultMerchant: string;
  /** false, the number of proxy hops, or the proxies' addresses / ranges (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  /** Slow or idle clients cannot hold connections: timeouts and caps of the HTTP server. */
  http: HttpLimits;
  /** Requests admitted to the database at once and how many / how long others wait before a 503 BUSY. */
  admission: AdmissionLimits;
  /** SMS and e-mail go to this HTTP endpoint, signed; the outbox (default) when undefined. */
  messageWebhook: { url: string; secret: string } | undefined;
  /** How long resolved merchants are cached per instance; 0 disables the cache. */
  merchantCacheMs: number;
  /**
   * How long the game wallet trusts what it learnt about a launch ticket (its member, that it is live) before asking
   * the database again; 0 disables it. Bounds how long a ticket revoked on another instance may still bet here.
   */
  walletTicketCacheMs: number;
  /** Lifetime of a member session. */
  sessionTtlMs: number;
  bodyLimit: number;
  /** How often the event worker looks for due deliveries (retries, other instances' events). */
  eventsPollMs: number;
  /** Per-address caps of the calls whose table entry has a rateLimit (platform/route-limit.ts). */
  routeLimits: boolean;
  /** How often the job runner looks for due periods (platform/jobs.ts); 0: never on its own (tests, one-off runs). */
  jobsPollMs: number;
  /** Serve the local vendor simulators (the Hub88 aggregator and its studios under /sim/hub88); SIMULATORS=off. */
  simulators: boolean;
  /** Transfer wallets over the aggregator's TransferWallet API (modules/wallet/transfer-remote.ts). */
  transferWallet: TransferWalletLimits;
  /** Which addresses set by operators (aggregators, payment wallets) the server may call (platform/outbound-url.ts). */
  outbound: OutboundLimits;
}

export interface OutboundLimits {
  /** Private, loopback and link-local addresses and plain http allowed for every host (OUTBOUND_ALLOW_PRIVATE=on). */
  allowPrivate: boolean;
  /** Host names, addresses and CIDR ranges exempt from those checks (OUTBOUND_ALLOWED_HOSTS, comma-separated). */
  allowedHosts: readonly string[];
}

export interface TransferWalletLimits {
  /** A deposit or withdraw not answered in this time stays PENDING (a status check settles it later). */
  timeoutMs: number;
  /** A background refresh of a vendor balance (wallet/transfer-balances.ts) gives up after this. */
  balanceTimeoutMs: number;
  /**
   * /wps/wallets/gcs answers the vendor balances last known (never an outbound call per read); one older than this
   * is flagged `stale` and refreshed in the background.
   */
  balanceMaxAgeMs: number;
  /** Background balance refreshes running at once per instance; a read finding them all busy starts none. */
  balanceRefreshes: number;
  /** PENDING transfers older than this are settled by the job's status check (more than timeoutMs). */
  settleAfterMs: number;
}

export interface HttpLimits {
  /** Whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** A connection that sends nothing within this is closed (before the headers timeout). */
  firstByteTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Socket idle time before it is closed. */
  idleTimeoutMs: number;
  /** How often Node checks the request and headers timeouts. */
  checkIntervalMs: number;
  /** Open connections in all; a new one closes the connection idle the longest when there is no room. */
  maxConnections: number;
  /** Open connections from one address, idle ones counted (trusted proxies exempt). */
  maxConnectionsPerIp: number;
}

export interface AdmissionLimits {
  /** Requests running at once; undefined = by database kind (8 embedded, 64 PostgreSQL). */
  concurrency: number | undefined;
  queueLimit: number;
  queueMs: number;
  /** Bytes of bodies being received at once, before their requests are admitted; REQUEST_BODIES_BYTES by default. */
  bodyBytes?: number;
}

/** Bodies are received whole before their request takes a slot: together they may hold this much memory. */
export const REQUEST_BODIES_BYTES = 64 * 1024 * 1024;

export const DEFAULTS = {
  merchantCacheMs: 2000,
  walletTicketCacheMs: 10_000,
  sessionTtlMs: 7 * 24 * 3600 * 1000,
  bodyLimit: 1024 * 1024,
  eventsPollMs: 1000,
  simulators: true,
  transferWallet: { timeoutMs: 5000, balanceTimeoutMs: 1500, balanceMaxAgeMs: 5_000, balanceRefreshes: 16, settleAfterMs: 10_000 },
  outbound: { allowPrivate: false, allowedHosts: [] as readonly string[] },
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
    filesDir: resolve(e.FILES_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}-files`),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    routeLimits: e.ROUTE_LIMITS === 'on',
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    clientDist: resolve(e.CLIENT_DIST),
    backofficeDist: resolve(e.BACKOFFICE_DIST),
    defaultMerchant: e.DEFAULT_MERCHANT,
    trustProxy: e.TRUST_PROXY,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      firstByteTimeoutMs: Math.min(e.FIRST_BYTE_TIMEOUT_MS, e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: 30_000,
      checkIntervalMs: 1_000,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    },
    admission: {
      concurrency: e.MAX_CONCURRENT_REQUESTS,
      queueLimit: e.REQUEST_QUEUE_LIMIT,
      queueMs: e.REQUEST_QUEUE_MS,
      bodyBytes: e.REQUEST_BODIES_BYTES ?? REQUEST_BODIES_BYTES,
    },
    messageWebhook: e.MESSAGE_WEBHOOK_URL ? { url: e.MESSAGE_WEBHOOK_URL, secret: e.MESSAGE_WEBHOOK_SECRET! } : undefined,
    jobsPollMs: e.JOBS_POLL_MS,
    ...DEFAULTS,
    simulators: e.SIMULATORS === 'on',
    transferWallet: { ...DEFAULTS.transferWallet, balanceMaxAgeMs: e.TRANSFER_BALANCE_MAX_AGE_MS },
    outbound: {
      allowPrivate: e.OUTBOUND_ALLOW_PRIVATE === 'on',
      allowedHosts: (e.OUTBOUND_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    },
  };
}

/** Loads `.env` from the working directory, then from the server package; real environment variables win. */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const file of [resolve('.env'), resolve(SERVER_ROOT, '.env')]) {
    if (!existsSync(file)) continue;
    for (const [k, v] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) env[k] ??= v;
  }
}
