import { ErrorCode, type LanguageCode, type LaunchResult } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { ProviderRegistry } from '../../platform/providers.js';
import { gameRepo } from './repo.js';
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
 * for the calling session.
 */
export async function launchGame(
  db: Db,
  adapters: ProviderRegistry<VendorAdapter>,
  merchant: Merchant,
  auth: { memberId: number; sessionId: number },
  language: LanguageCode,
  q: LaunchInput,
): Promise<LaunchResult> {
  const id = q.nodeId ?? q.gameId;
  if (id === undefined) throw new AppError(ErrorCode.VALIDATION, { detail: 'gameId or nodeId required' });
  const game = await gameRepo.byId(db, merchant.id, id);
  if (!game || !game.supportPlay) throw new AppError(ErrorCode.NOT_FOUND, { detail: `game ${id}` });
  if (q.vendor && q.vendor !== game.vendor) throw new AppError(ErrorCode.VALIDATION, { detail: 'vendor does not match the game' });
  const vendor = await gameRepo.vendor(db, merchant.id, game.vendor);
  if (!vendor || !vendor.enabled) throw new AppError(ErrorCode.FORBIDDEN, { detail: `vendor ${game.vendor} disabled` });
  return adapterFor(adapters, vendor).launch({
    db,
    merchant,
    vendor,
    memberId: auth.memberId,
    sessionId: auth.sessionId,
    game,
    language,
    prizeMode: q.prize_mode,
    code: q.code,
  });
}
