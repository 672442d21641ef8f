import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, Headers, isLanguageCode, type LanguageCode } from '@wps/contract';
import type { Db, Executor } from '../db/client.js';
import type { Merchant } from '../db/schema.js';
import { AppError } from './envelope.js';
import { headerValue } from './request-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the tenant hook on every /wps request. */
    merchant: Merchant;
    /** The Language header when it is a contract language code, else the merchant's default. */
    language: LanguageCode;
    device: string | null;
  }
  interface FastifyInstance {
    tenants: TenantResolver;
  }
}

export interface TenantResolver {
  byCode(code: string): Promise<Merchant | null>;
  byHost(host: string): Promise<Merchant | null>;
  /** The merchant's domain-route host names, oldest first (cached like the merchant). */
  routeHosts(merchantId: number): Promise<string[]>;
  /** Drops cached merchants (all, or one code) after a settings change made by this instance. */
  invalidate(code?: string): void;
}

/** Where merchants are stored (the system module's repository; app.ts hands it over). */
export interface MerchantLookup {
  findByCode(db: Executor, code: string): Promise<Merchant | null>;
  findByHost(db: Executor, host: string): Promise<Merchant | null>;
  /** The merchant's domain-route host names, oldest first. */
  listRouteHosts(db: Executor, merchantId: number): Promise<string[]>;
}

/**
 * Merchant settings are read on every call; a short per-instance cache keeps that off the database. Changes made
 * through this instance invalidate at once; other instances see them within ttlMs.
 */
export function createTenantResolver(db: Db, ttlMs: number, merchants: MerchantLookup): TenantResolver {
  const byCode = new Map<string, { at: number; merchant: Merchant | null }>();
  const byHost = new Map<string, { at: number; code: string | null }>();
  const hostsOf = new Map<number, { at: number; hosts: string[] }>();
  const fresh = (at: number) => ttlMs > 0 && Date.now() - at < ttlMs;

  const resolver: TenantResolver = {
    async byCode(code) {
      const hit = byCode.get(code);
      if (hit && fresh(hit.at)) return hit.merchant;
      const merchant = await merchants.findByCode(db, code);
      // Only known codes are cached: the Merchant header is caller-controlled and must not grow the map.
      if (merchant && ttlMs > 0) byCode.set(code, { at: Date.now(), merchant });
      return merchant;
    },
    async byHost(host) {
      const key = host.toLowerCase();
      const hit = byHost.get(key);
      if (hit && fresh(hit.at)) return hit.code === null ? null : resolver.byCode(hit.code);
      const merchant = await merchants.findByHost(db, key);
      if (merchant && ttlMs > 0) {
        byHost.set(key, { at: Date.now(), code: merchant.code });
        byCode.set(merchant.code, { at: Date.now(), merchant });
      }
      return merchant;
    },
    async routeHosts(merchantId) {
      const hit = hostsOf.get(merchantId);
      if (hit && fresh(hit.at)) return hit.hosts;
      const hosts = await merchants.listRouteHosts(db, merchantId);
      if (ttlMs > 0) hostsOf.set(merchantId, { at: Date.now(), hosts });
      return hosts;
    },
    invalidate(code) {
      hostsOf.clear();
      if (code === undefined) byCode.clear();
      else byCode.delete(code);
    },
  };
  return resolver;
}

/** Host name without port, as domain_routes stores it. */
function hostName(request: FastifyRequest): string {
  const host = request.host ?? '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/**
 * Which merchant a request is for: the Merchant header, else the host's domain route, else DEFAULT_MERCHANT.
 * A code nobody knows is refused rather than silently mapped to the default.
 */
export async function resolveTenant(request: FastifyRequest): Promise<void> {
  const { tenants, config } = request.server;
  const code = headerValue(request, Headers.merchant, 64);
  let merchant: Merchant | null;
  if (code !== undefined) merchant = await tenants.byCode(code);
  else merchant = (await tenants.byHost(hostName(request))) ?? (await tenants.byCode(config.defaultMerchant));
  if (!merchant) throw new AppError(ErrorCode.MERCHANT_UNKNOWN);

  request.merchant = merchant;
  const language = headerValue(request, Headers.language, 8);
  request.language = isLanguageCode(language) ? language : merchant.defaultLanguage;
  request.device = headerValue(request, Headers.device, 64) ?? null;
}

export const tenantPlugin = fp(
  async (app: FastifyInstance, opts: { merchants: MerchantLookup }) => {
    app.decorate('tenants', createTenantResolver(app.db, app.config.merchantCacheMs, opts.merchants));
    app.decorateRequest('merchant', null as unknown as Merchant);
    app.decorateRequest('language', 'EN');
    app.decorateRequest('device', null);
  },
  { name: 'tenant', dependencies: ['database', 'config'] },
);
