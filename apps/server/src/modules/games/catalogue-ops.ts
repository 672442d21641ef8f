import { ErrorCode, minorToMoney, type OpsGame, type OpsGamePage, type OpsGameUpdate, type OpsVendor, type OpsVendorUpdate } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import type { ProviderRegistry } from '../../platform/providers.js';
import { integrationRepo } from './hub88/repo.js';
import { opsGameRepo, type CatalogueGame, type GamePatch, type VendorRow } from './repo.js';
import { clearCatalogue, iconPath, pickCdn, searchWords, type CatalogueCache } from './service.js';
import type { VendorAdapter } from './vendors.js';
import { pageCount } from '../wallet/index.js';

// The back office's catalogue (issue 13): games and vendors, enabled or not. The player's lists filter on the same
// switches (a disabled game, or every game of a disabled vendor, leaves them; launch refuses both), and a change
// clears this instance's catalogue cache so the next player call shows it.


function gameView(merchant: Merchant, g: CatalogueGame, cdn: string): OpsGame {
  return {
    id: g.id,
    vendor: g.vendor,
    gameType: g.gameType,
    gameCode: g.gameCode,
    name: g.name,
    names: g.names,
    gameCategory: g.gameCategory,
    iconUrl: iconPath(cdn, merchant.code, g.vendor, g.icon),
    enabled: g.enabled,
    sort: g.sort,
    hot: g.hot,
    hotSort: g.hotSort,
    isNew: g.isNew,
    supportPlay: g.supportPlay,
    minBet: minorToMoney(g.minBet),
    createdAt: g.createdAt.toISOString(),
  };
}

export async function opsGames(
  db: Db,
  merchant: Merchant,
  q: { vendor?: string; category?: string; q?: string; enabled?: boolean; pageNo: number; pageSize: number },
): Promise<OpsGamePage> {
  const words = searchWords(q.q);
  if (q.q && words.length === 0) return { list: [], pageNo: q.pageNo, totalPages: 1, totalCount: 0 };
  const page = await opsGameRepo.page(
    db,
    merchant.id,
    { vendor: q.vendor, gameType: q.category, enabled: q.enabled, words },
    (q.pageNo - 1) * q.pageSize,
    q.pageSize,
  );
  const cdn = pickCdn(merchant);
  return { list: page.rows.map((g) => gameView(merchant, g, cdn)), pageNo: q.pageNo, totalPages: pageCount(page.total, q.pageSize), totalCount: page.total };
}

export async function updateGame(ctx: OpsContext, cache: CatalogueCache, merchant: Merchant, id: number, b: OpsGameUpdate): Promise<OpsGame> {
  const current = await opsGameRepo.lock(ctx.db, merchant.id, id);
  if (!current) throw new AppError(ErrorCode.NOT_FOUND, { detail: `game ${id}` });
  const cdn = pickCdn(merchant);
  ctx.audit.target = `game ${id} ${current.vendor}/${current.gameCode}`;
  ctx.audit.before = gameView(merchant, current, cdn);
  const patch: GamePatch = Object.fromEntries(
    Object.entries({ enabled: b.enabled, sort: b.sort, hot: b.hot, isNew: b.new, name: b.name }).filter(([, v]) => v !== undefined),
  );
  const updated = await opsGameRepo.update(ctx.db, merchant.id, id, patch);
  if (!updated) throw new AppError(ErrorCode.NOT_FOUND, { detail: `game ${id}` });
  clearCatalogue(cache);
  return gameView(merchant, updated, cdn);
}

/** Connected: a launch adapter of its own, an aggregator connection (on or off), or a launch URL. */
async function connectedOf(db: Executor, merchant: Merchant, adapters: ProviderRegistry<VendorAdapter>): Promise<(v: VendorRow) => boolean> {
  const aggregated = new Set((await integrationRepo.list(db, merchant.id)).map((i) => i.vendor));
  return (v) => adapters.has(v.code) || aggregated.has(v.code) || v.launchUrl !== null;
}

function vendorView(v: VendorRow & { games: number; enabledGames: number }, connected: (v: VendorRow) => boolean): OpsVendor {
  return {
    vendor: v.code,
    name: v.name,
    sort: v.sort,
    enabled: v.enabled,
    launchUrl: v.launchUrl,
    connected: connected(v),
    games: v.games,
    enabledGames: v.enabledGames,
  };
}

async function vendorOf(db: Executor, merchant: Merchant, code: string, adapters: ProviderRegistry<VendorAdapter>): Promise<OpsVendor | null> {
  const row = (await opsGameRepo.vendors(db, merchant.id)).find((v) => v.code === code);
  return row ? vendorView(row, await connectedOf(db, merchant, adapters)) : null;
}

export async function opsVendors(db: Db, merchant: Merchant, adapters: ProviderRegistry<VendorAdapter>): Promise<OpsVendor[]> {
  const connected = await connectedOf(db, merchant, adapters);
  return (await opsGameRepo.vendors(db, merchant.id)).map((v) => vendorView(v, connected));
}

export async function updateVendor(
  ctx: OpsContext,
  cache: CatalogueCache,
  adapters: ProviderRegistry<VendorAdapter>,
  merchant: Merchant,
  code: string,
  b: OpsVendorUpdate,
): Promise<OpsVendor> {
  if (!(await opsGameRepo.lockVendor(ctx.db, merchant.id, code))) throw new AppError(ErrorCode.NOT_FOUND, { detail: `vendor ${code}` });
  ctx.audit.target = `vendor ${code}`;
  ctx.audit.before = await vendorOf(ctx.db, merchant, code, adapters);
  await opsGameRepo.updateVendor(ctx.db, merchant.id, code, Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)));
  clearCatalogue(cache);
  const after = await vendorOf(ctx.db, merchant, code, adapters);
  if (!after) throw new AppError(ErrorCode.NOT_FOUND, { detail: `vendor ${code}` });
  return after;
}
