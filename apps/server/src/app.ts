import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Headers, OPS_TOKEN_HEADER } from '@wps/contract';
import { REQUEST_BODIES_BYTES, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { MODULES, memberAuthenticator, merchantLookup, operatorAuthority } from './modules/index.js';
import { admissionPlugin, Gate } from './platform/admission.js';
import { clientErrorHandler, httpServerFactory } from './platform/http-server.js';
import { createProxyTrust, proxyTrustFunction } from './platform/request-context.js';
import type { AuthContext } from './platform/auth.js';
import type { OpsContext } from './platform/ops-auth.js';
import { configPlugin, databasePlugin } from './platform/core.js';
import { errorHandlerPlugin, sendError } from './platform/error-handler.js';
import { eventsPlugin } from './platform/events.js';
import { jobsPlugin } from './platform/jobs.js';
import { routeLimitPlugin } from './platform/route-limit.js';
import { fastStorePlugin, openFastStore } from './platform/fast-store.js';
import { providersPlugin } from './platform/providers.js';
import {
  NO_STORE,
  baselineSecurityHeaders,
  cspDirectives,
  cspHeader,
  helmetOptions,
  mayBeStored,
  servedOverHttps,
} from './platform/security-headers.js';
import { healthRoutes } from './platform/health.js';
import { homeRedirects, staticAppPlugin } from './platform/static-client.js';
import { tenantPlugin } from './platform/tenant.js';
import { hub88SimulatorPlugin } from './simulators/hub88/plugin.js';
import { qrSimulatorRoutes } from './simulators/payment-qr/plugin.js';
import { AnswerLog } from './platform/request-log.js';

export interface BuildOptions {
  /** The database to use (the app closes it on close); opened from config when absent. */
  database?: Database;
  /** Pino options override, e.g. `false` in tests, or a level and a stream to read the log lines (tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Sees every route as it is added (the call-table test lists what is served). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** A caller's X-Request-Id is kept when it is sane, so one id follows a call through proxies and logs. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Composes the server in a fixed order: core, cross-cutting plugins, routes. Does not listen, migrate or seed:
 * main.ts does that, tests and the benchmark call this directly.
 */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    opts.database ?? (await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir }));

  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    // One line per answer, at a level by what it was (platform/request-log.ts).
    logController: new AnswerLog(),
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: proxyTrustFunction(config.trustProxy),
    serverFactory: httpServerFactory(config.http, createProxyTrust(config.trustProxy)),
    clientErrorHandler,
    bodyLimit: config.bodyLimit,
    // While closing, answer new requests 503 instead of hanging them.
    return503OnClosing: true,
    // Errors raised before routing (a bad URL) skip every hook, helmet's too: their answer gets the headers here.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply.headers({ ...baselineSecurityHeaders(config), ...NO_STORE })),
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // The API speaks JSON only: anything else is 415, not a string handed to a schema.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Core
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database });
  // Counters and captcha answers: Redis with REDIS_URL (unreachable = start fails, no silent fallback), else the database.
  const fast = await openFastStore(config.redisUrl, database.db, app.log).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  await app.register(fastStorePlugin, { store: fast });
  // Outside services by interface (message delivery, captcha; modules add theirs): app.providers.
  await app.register(providersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(eventsPlugin, { pollMs: config.eventsPollMs });
  // Scheduled jobs (platform/jobs.ts): modules register theirs; JOBS_POLL_MS=0 leaves them to operators' runs.
  await app.register(jobsPlugin, { pollMs: config.jobsPollMs });
  // Security headers on every answer (DESIGN "API conventions"). Helmet sets them in an onRequest hook, so it comes
  // before every hook that can answer on its own (the admission gate's BUSY, the tenant's MERCHANT_UNKNOWN).
  await app.register(fastifyHelmet, helmetOptions(config));
  app.addHook('onSend', async (request, reply) => {
    reply.header(Headers.requestId, request.id);
    // Only public content is kept by browsers and proxies; everything else says no-store (platform/security-headers.ts).
    if (!mayBeStored(request, reply)) reply.headers(NO_STORE);
  });
  // The embedded database has one connection: a bounded queue in front of it answers 503 BUSY instead of holding
  // requests for half a minute. PostgreSQL gets a wider gate in front of its pool.
  const { admission } = config;
  const concurrency = admission.concurrency ?? (database.kind === 'pglite' ? 8 : 64);
  // A quarter of the slots stays free for reads: writes never fill the gate (platform/admission.ts).
  await app.register(admissionPlugin, {
    gate: new Gate(concurrency, admission.queueLimit, admission.queueMs, Math.floor(concurrency / 4)),
    bodyBytes: admission.bodyBytes ?? REQUEST_BODIES_BYTES,
  });

  // Cross-cutting
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'WPS platform API', version: '0.1.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: Headers.authorization },
          ops: { type: 'apiKey', in: 'header', name: OPS_TOKEN_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(tenantPlugin, { merchants: merchantLookup });
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorate('authenticateMember', memberAuthenticator);
  app.decorateRequest('ops', null as unknown as OpsContext);
  app.decorate('operatorAuthority', operatorAuthority);

  // Routes
  await app.register(healthRoutes);

  // Route-level rate limits of the calls whose table entry has one (platform/route-limit.ts).
  if (config.routeLimits) await app.register(routeLimitPlugin);
  // Each domain module registers its player, site, public and operator routes (platform/module.ts).
  for (const module of MODULES) await app.register(module.plugin);
  // The local Hub88 aggregator and its studios: an outside party served by this process (no tenant hooks).
  if (config.simulators) await app.register(hub88SimulatorPlugin);
  // The local QR payment wallets (Alipay, WeChat Pay, QQ Wallet): their pay button pays with no money, so never in
  // production (SIMULATORS=off).
  if (config.simulators) await app.register(qrSimulatorRoutes);
  await app.register(homeRedirects);
  const https = servedOverHttps(config);
  await app.register(staticAppPlugin, {
    root: config.clientDist,
    prefix: '/m',
    buildHint: 'The client is not built yet: run `npm run build -w @wps/client`, then reload.',
    indexPolicy: ({ inline }) => cspHeader(cspDirectives({ https, scriptHashes: inline.scripts, styleHashes: inline.styles })),
  });
  // The back office: antd writes its styles at run time, allowed by the nonce each answer of its index.html carries.
  await app.register(staticAppPlugin, {
    root: config.backofficeDist,
    prefix: '/admin',
    buildHint: 'The back office is not built yet: run `npm run build -w @wps/backoffice`, then reload.',
    inline: 'nonce',
    indexPolicy: ({ inline, nonce }) =>
      cspHeader(cspDirectives({ https, scriptHashes: inline.scripts, styleHashes: [...inline.styles, ...(nonce ? [`'nonce-${nonce}'`] : [])] })),
  });
  return app;
}
