import { ErrorCode, type LanguageCode, type LaunchResult } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { ProviderRegistry } from '../../platform/providers.js';
import { accessBarOf } from '../member/index.js';
import { integrationRepo } from './hub88/repo.js';
import { gameRepo, type VendorRow } from './repo.js';
import { adapterFor, type VendorAdapter } from './vendors.js';

export interface LaunchInput {
  gameId?: number;
  nodeId?: number;
  vendor?: string;
  category?: string;
  code?: string;
  prize_mode?: string;
}

/**
 * launch game V3: the member's game (by node id or game id) through its vendor's adapter (`app.providers.vendors`),
 * for the calling session. A vendor switched off, or whose aggregator connection is, is VENDOR_DISABLED.
 */
export async function launchGame(
  db: Db,
  adapters: ProviderRegistry<VendorAdapter>,
  merchant: Merchant,
  auth: { memberId: number; sessionId: number },
  language: LanguageCode,
  q: LaunchInput,
  origin?: string,
): Promise<LaunchResult> {
  const id = q.nodeId ?? q.gameId;
  if (id === undefined) throw new AppError(ErrorCode.VALIDATION, { detail: 'gameId or nodeId required' });
  // A time-out or self-exclusion refuses play before anything launches.
  const barred = await accessBarOf(db, merchant.id, auth.memberId);
  if (barred) throw barred;
  const game = await gameRepo.byId(db, merchant.id, id);
  if (!game || !game.supportPlay) throw new AppError(ErrorCode.NOT_FOUND, { detail: `game ${id}` });
  if (q.vendor && q.vendor !== game.vendor) throw new AppError(ErrorCode.VALIDATION, { detail: 'vendor does not match the game' });
  const vendor = await enabledVendor(db, merchant.id, game.vendor);
  const integration = await integrationRepo.find(db, merchant.id, vendor.code);
  return adapterFor(adapters, vendor, integration).launch({
    db,
    merchant,
    vendor,
    memberId: auth.memberId,
    sessionId: auth.sessionId,
    game,
    language,
    prizeMode: q.prize_mode,
    code: q.code,
    integration: integration ?? undefined,
    origin,
  });
}

/** The merchant's vendor row when it is switched on; VENDOR_DISABLED (a clear message, not a permission error) otherwise. */
export async function enabledVendor(db: Executor, merchantId: number, code: string): Promise<VendorRow> {
  const vendor = await gameRepo.vendor(db, merchantId, code);
  if (!vendor || !vendor.enabled) throw new AppError(ErrorCode.VENDOR_DISABLED, { detail: `vendor ${code} disabled` });
  return vendor;
}

/** The vendor row when the vendor is switched on and its aggregator connection (if it has one) too; else VENDOR_DISABLED. */
export async function launchableVendor(db: Executor, merchantId: number, code: string): Promise<VendorRow> {
  const vendor = await enabledVendor(db, merchantId, code);
  const integration = await integrationRepo.find(db, merchantId, code);
  if (integration && !integration.enabled) throw new AppError(ErrorCode.VENDOR_DISABLED, { detail: `vendor ${code} integration disabled` });
  return vendor;
}
