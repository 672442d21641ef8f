import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { CALLS, ErrorEnvelopeSchema, OPERATOR_ROLES, Headers, LoginResultSchema, RsaKeySchema, envelopeOf, type LoginResult } from '@wps/contract';
import { buildApp } from '../src/app.js';
import { DEFAULTS, loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { merchants, operatorApiKeys, operatorGrants, operators } from '../src/db/schema.js';
import { sha256Hex } from '../src/platform/crypto.js';
import { JobRunner, type Job } from '../src/platform/jobs.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { createPostgresClone, dropPostgres, openPgliteClone } from './db-templates.js';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const ENV_DEFAULTS = loadConfig({});

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    filesDir: '/nonexistent-files',
    databaseUrl: undefined,
    databasePoolSize: 10,
    redisUrl: undefined,
    routeLimits: true,
    logLevel: 'silent',
    publicUrl: undefined,
    clientDist: '/nonexistent-client-dist',
    backofficeDist: '/nonexistent-backoffice-dist',
    defaultMerchant: 'demo',
    trustProxy: false,
    messageWebhook: undefined,
    http: ENV_DEFAULTS.http,
    // A loaded machine must not shed a test's own parallel burst after the 5 s queue wait (seen in CI as BUSY answers
    // to 50 parallel bets): the queue is as long as the gate's limit allows; the gate's own tests set their limits.
    admission: { ...ENV_DEFAULTS.admission, queueMs: 120_000 },
    // Scheduled jobs run only when a test runs them (app.jobs).
    jobsPollMs: 0,
    ...DEFAULTS,
    // Tests change settings behind the app's back: no cache, so they see their own writes.
    merchantCacheMs: 0,
    walletTicketCacheMs: 0,
    ...overrides,
  };
}

/** A private database for one test file, cloned from the run's template; drop() removes it. */
export async function createTestDatabase(kind: DbKind): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPgliteClone(inject('pgliteTemplate'));
    return { database, drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const clone = await createPostgresClone(baseUrl, inject('postgresTemplate'));
  const database = await openDatabase({ databaseUrl: clone.url, poolSize: 10 });
  return { database, drop: () => dropPostgres(baseUrl, clone.name) };
}

/**
 * One test database as two server instances see it: two connection pools on PostgreSQL, the one engine on PGlite.
 * The caller closes `database` (or the app that owns it) first, then `dispose` closes the second and drops the clone.
 */
export async function twoInstances(kind: DbKind, poolSize = 4): Promise<{ database: Database; second: Database; dispose(): Promise<void> }> {
  if (kind === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const clone = await createPostgresClone(baseUrl, inject('postgresTemplate'));
    const database = await openDatabase({ databaseUrl: clone.url, poolSize });
    const second = await openDatabase({ databaseUrl: clone.url, poolSize });
    return {
      database,
      second,
      dispose: async () => {
        await second.close();
        await dropPostgres(baseUrl, clone.name);
      },
    };
  }
  const database = await openPgliteClone(inject('pgliteTemplate'));
  return { database, second: database, dispose: async () => {} };
}

/**
 * Registers the suite once per available database with two server instances on it: a real app and a second job
 * runner on the other connection pool with `jobs` registered, for "exactly once when two instances run it" tests.
 */
export function describeTwoJobInstances(
  name: string,
  jobs: () => readonly Job[],
  fn: (ctx: () => { app: FastifyInstance; other: JobRunner }) => void,
  config: Partial<AppConfig> = {},
): void {
  for (const kind of DB_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let ctx: { app: FastifyInstance; other: JobRunner } | undefined;
      let dispose: () => Promise<void> = async () => {};
      beforeAll(async () => {
        const dbs = await twoInstances(kind, 6);
        dispose = dbs.dispose;
        const app = await buildApp(testConfig(config), { database: dbs.database, logger: false });
        await app.ready();
        const other = new JobRunner(dbs.second.db, app.log);
        for (const job of jobs()) other.register(job);
        ctx = { app, other };
      });
      afterAll(async () => {
        await ctx?.app.close();
        await dispose();
      });
      fn(() => {
        if (!ctx) throw new Error('test context used outside a test');
        return ctx;
      });
    });
  }
}

export interface TestContext {
  kind: DbKind;
  app: FastifyInstance;
  database: Database;
}

/**
 * Registers the suite once per available database, each on its own cloned database and a real app built with
 * buildApp. Tests in one suite share that database: a test that changes settings puts them back.
 */
export function describeEachDb(
  name: string,
  fn: (ctx: () => TestContext) => void,
  opts: { config?: Partial<AppConfig>; opsKey?: string } = {},
): void {
  for (const kind of DB_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let ctx: TestContext | undefined;
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const created = await createTestDatabase(kind);
        drop = created.drop;
        const app = await buildApp(testConfig(opts.config), { database: created.database, logger: false });
        await app.ready();
        if (opts.opsKey) await grantOpsKey(app, opts.opsKey);
        ctx = { kind, app, database: created.database };
      });
      afterAll(async () => {
        await ctx?.app.close();
        await drop?.();
      });
      fn(() => {
        if (!ctx) throw new Error('test context used outside a test');
        return ctx;
      });
    });
  }
}

/**
 * Gives a seeded demo operator (`admin` by default: every role at the demo merchant) an API key with exactly this
 * value (`ops_k_...`), as `npm run ops` would use one: tests send it in X-Ops-Token.
 */
export async function grantOpsKey(app: FastifyInstance, key: string, username = 'admin'): Promise<void> {
  if (!key.startsWith('ops_k_')) throw new Error('an operator API key starts with ops_k_');
  const [op] = await app.db.select({ id: operators.id }).from(operators).where(eq(operators.username, username));
  if (!op) throw new Error(`no seeded operator ${username}`);
  await app.db
    .insert(operatorApiKeys)
    .values({ operatorId: op.id, name: 'test', prefix: key.slice(0, 12), keyHash: sha256Hex(key) })
    .onConflictDoNothing();
}

/** Lets a seeded operator (`admin` by default) serve another merchant too, with every role there. */
export async function grantMerchant(app: FastifyInstance, merchantId: number, username = 'admin'): Promise<void> {
  const [op] = await app.db.select({ id: operators.id }).from(operators).where(eq(operators.username, username));
  if (!op) throw new Error(`no seeded operator ${username}`);
  await app.db.insert(operatorGrants).values({ operatorId: op.id, merchantId, roles: [...OPERATOR_ROLES] }).onConflictDoNothing();
}

/** Parses a success envelope with the contract schema of its value (the answer must match the contract). */
export function okValue<T extends z.ZodType>(res: LightMyRequestResponse, schema: T): z.infer<T> {
  const body: unknown = res.json();
  const parsed = envelopeOf(schema).safeParse(body);
  if (!parsed.success) throw new Error(`not a success envelope (${res.statusCode}): ${res.body}`);
  return (parsed.data as { value: z.infer<T> }).value;
}

/** Parses a failure envelope; checks the status is the contract's for its code. */
export function errorBody(res: LightMyRequestResponse): z.infer<typeof ErrorEnvelopeSchema> {
  const parsed = ErrorEnvelopeSchema.safeParse(res.json());
  if (!parsed.success) throw new Error(`not an error envelope (${res.statusCode}): ${res.body}`);
  return parsed.data;
}

/**
 * Encrypts a body as the browser does (DESIGN.md): AES-256-GCM payload, key wrapped with the server's RSA-OAEP key.
 * Returns what to pass to app.inject as `payload` and the Encryption header.
 */
export async function encryptedBody(
  app: FastifyInstance,
  body: unknown,
): Promise<{ payload: { value: string }; headers: Record<string, string> }> {
  const keyRes = await app.inject({ method: 'GET', url: CALLS.rsaKey.path });
  const { publicKey } = okValue(keyRes, RsaKeySchema);
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    aesKey,
  );
  return {
    payload: { value: Buffer.concat([iv, data]).toString('base64') },
    headers: { [Headers.encryption.toLowerCase()]: wrapped.toString('base64') },
  };
}

/** Sends an encrypted call (login, register, password bodies). */
export async function injectEncrypted(
  app: FastifyInstance,
  opts: { method: 'POST' | 'PUT'; url: string; body: unknown; headers?: InjectOptions['headers']; remoteAddress?: string },
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await encryptedBody(app, opts.body);
  return app.inject({
    method: opts.method,
    url: opts.url,
    payload,
    headers: { ...(opts.headers ?? {}), ...headers },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/**
 * Logs in with an encrypted body, as the client does. A test that made this account fail before would be asked
 * for a captcha: the helper clears the account's failure count first so its callers need not care.
 */
export async function login(
  app: FastifyInstance,
  username = 'demo01',
  password = DEMO_PASSWORD,
  headers: InjectOptions['headers'] = {},
): Promise<LoginResult> {
  // Every merchant's count (callers log in to other merchants too), in whichever store the app uses (database or Redis).
  for (const { id } of await app.db.select({ id: merchants.id }).from(merchants)) {
    await app.fast.counters.reset(id, `login:acct:${username.toLowerCase()}`);
  }
  const res = await injectEncrypted(app, { method: 'POST', url: CALLS.login.path, body: { username, password }, headers });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return okValue(res, LoginResultSchema);
}
