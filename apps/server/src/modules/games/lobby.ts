import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  ErrorCode,
  LOTTERY_TYPES,
  lotteryPlayType,
  type Announcements,
  type LanguageCode,
  type LotteryGame,
  type Numero,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import { fairSeeds, notices, type Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { newServerSeed, seedHash } from './inhouse/fair.js';
import { gameRepo, recentRepo } from './repo.js';
import { NO_CACHE, pickCdn, toGame, type CatalogueCache } from './service.js';

const HOME_GROUPS = ['m_home', 'm_live'];

/**
 * Announcement list (B banners, PL player notices for the ticker, PU popups). Banners are the home groups unless a
 * groupName asks for another (m_reg); m_live only when the merchant's live-model feature is on.
 */
export async function listAnnouncements(db: Db, merchant: Merchant, q: { types: string; groupName?: string }): Promise<Announcements> {
  const types = q.types.split(',').map((t) => t.trim().toUpperCase());
  const groups = q.groupName ? [q.groupName] : HOME_GROUPS.filter((g) => g !== 'm_live' || merchant.liveModel);
  const now = new Date();
  const rows = await db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchant.id),
        inArray(notices.type, types.length ? types : ['B']),
        or(isNull(notices.startsAt), lte(notices.startsAt, now)),
        or(isNull(notices.endsAt), gt(notices.endsAt, now)),
      ),
    )
    .orderBy(asc(notices.sort), asc(notices.id));
  const cdn = pickCdn(merchant);
  const notice = (r: (typeof rows)[number]) => ({ id: r.id, title: r.title, content: r.content, read: false });
  return {
    banners: rows
      .filter((r) => r.type === 'B' && r.groupName !== null && groups.includes(r.groupName))
      .map((r) => ({
        id: r.id,
        groupName: r.groupName!,
        title: r.title,
        imageUrl: r.imageUrl ? `${cdn}/${merchant.code.toUpperCase()}/banners/${encodeURIComponent(r.imageUrl)}` : '',
        linkUrl: r.linkUrl,
      })),
    player: rows.filter((r) => r.type === 'PL').map(notice),
    popup: rows.filter((r) => r.type === 'PU').map(notice),
    promotion: rows.filter((r) => r.type === 'PR').map(notice),
  };
}

function toLottery(g: ReturnType<typeof toGame>): LotteryGame {
  return {
    gameId: g.gameId,
    gameCode: g.gameCode,
    gameName: g.displayName,
    gameType: g.gameType as LotteryGame['gameType'],
    lottoMode: g.lottoMode,
    iconUrl: g.iconUrl,
  };
}

/**
 * Lottery list (/lgw/games/mobile) and popular lotteries (/lgw/games/popular): one query, cached like the catalogue
 * (the same rows serve every language; display names are picked per request).
 */
export async function lotteryList(
  db: Db,
  merchant: Merchant,
  language: LanguageCode,
  popular: boolean,
  cache: CatalogueCache = NO_CACHE,
): Promise<LotteryGame[]> {
  const rows = await cache.lotteries.get(`${merchant.id}:${popular ? 'hot' : 'all'}`, () => gameRepo.lotteries(db, merchant.id, popular));
  const cdn = pickCdn(merchant);
  return rows.map((r) => toLottery(toGame(r, merchant, language, cdn)));
}

/** Lottery menu: game ids per play type (ent when lottoMode contains Entertainment, else trad); from the cached list. */
export async function lotteryMenu(db: Db, merchant: Merchant, language: LanguageCode, cache: CatalogueCache = NO_CACHE) {
  const list = await lotteryList(db, merchant, language, false, cache);
  return (['ent', 'trad'] as const).map((playType) => ({
    playType,
    gameIds: list.filter((g) => lotteryPlayType(g.lottoMode) === playType).map((g) => g.gameId),
  }));
}

/** The member's next draw (numero) of an in-house lottery with its committed seed hash. */
export async function lotteryNumero(db: Db, merchant: Merchant, memberId: number, gameId: number): Promise<Numero> {
  const game = await gameRepo.byId(db, merchant.id, gameId);
  if (!game || !LOTTERY_TYPES.includes(game.gameType)) throw new AppError(ErrorCode.NOT_FOUND, { detail: `lottery ${gameId}` });
  const seed = await db.transaction(async (tx) => {
    const pick = () =>
      tx
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.merchantId, merchant.id), eq(fairSeeds.memberId, memberId)))
        .limit(1);
    const [row] = await pick();
    if (row) return row;
    const serverSeed = newServerSeed();
    await tx.insert(fairSeeds).values({ merchantId: merchant.id, memberId, serverSeed, serverSeedHash: seedHash(serverSeed) }).onConflictDoNothing();
    return (await pick())[0]!;
  });
  return { gameId, numero: seed.nonce + 1, serverSeedHash: seed.serverSeedHash };
}

/** The member's recently played lotteries (/lgw/vn/games/game_menu/recent), newest first. */
export async function lotteryRecent(db: Db, merchant: Merchant, memberId: number, language: LanguageCode): Promise<LotteryGame[]> {
  const page = await recentRepo.list(db, merchant.id, memberId, { gameTypes: LOTTERY_TYPES }, 0, 25);
  const cdn = pickCdn(merchant);
  return page.rows.map((r) => toLottery(toGame(r, merchant, language, cdn)));
}
