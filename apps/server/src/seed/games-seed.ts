import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { gameTypes, gameVendors, games, notices, promotions, type NewGameRow } from '../db/schema.js';
import { DEMO_BANNERS, DEMO_GAME_TYPES, DEMO_TICKER, DEMO_VENDORS, INHOUSE_GAMES, demoVendorGames } from './demo-games.js';

/** Vendor games whose art the vendor has not delivered: their tiles show the default image. */
const MISSING_ART_EVERY = 97;

/** Idempotent like the rest of the seed: rows are inserted when absent, never overwritten. */
export async function seedGames(db: Db, merchantId: number): Promise<void> {
  await db
    .insert(gameTypes)
    .values(DEMO_GAME_TYPES.map((code, i) => ({ merchantId, code, sort: (i + 1) * 10 })))
    .onConflictDoNothing();
  await db
    .insert(gameVendors)
    .values(DEMO_VENDORS.map((v, i) => ({ merchantId, code: v.code, name: v.name, sort: (i + 1) * 10 })))
    .onConflictDoNothing();

  const rows: NewGameRow[] = INHOUSE_GAMES.map((g, i) => ({
    merchantId,
    vendor: 'INHOUSE',
    gameType: g.gameType,
    gameCode: g.gameCode,
    name: g.name,
    names: { ...g.names },
    lottoMode: g.lottoMode,
    gameCategory: g.gameType === 'LOTT' ? 'LOTTO' : 'ORIGINALS',
    icon: `${g.gameCode}.svg`,
    hot: true,
    hotSort: i + 1,
    isNew: true,
    minBet: 100n,
    sort: i + 1,
  }));

  demoVendorGames().forEach((g, n) => {
    const i = g.index;
    rows.push({
      merchantId,
      vendor: g.vendor,
      gameType: g.gameType,
      gameCode: g.gameCode,
      name: g.name,
      gameGroupId: g.gameType === 'LOTT' || g.gameType === 'ELOTT' ? `${g.vendor}-G${(i % 4) + 1}` : null,
      gameCategory: g.gameType,
      lottoMode: g.gameType === 'ELOTT' ? (i % 2 === 0 ? 'Entertainment' : 'Traditional') : g.gameType === 'LOTT' ? 'Traditional' : null,
      gameClassify: g.classify,
      icon: (n + 1) % MISSING_ART_EVERY === 0 ? `${g.gameCode}.png` : `${g.gameCode}.svg`,
      isNew: i < 3,
      hot: i % 9 === 0,
      hotSort: g.vendorIndex * 100 + i,
      minBet: g.minBet,
      minLine: g.minLine,
      sort: 100 + i,
    });
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(games).values(rows.slice(i, i + 200)).onConflictDoNothing();
  }

  const existing = await db.$count(notices, eq(notices.merchantId, merchantId));
  if (existing > 0) return;
  const links = await Promise.all(DEMO_BANNERS.map((b) => ('promotionKey' in b ? promotionLink(db, merchantId, b.promotionKey) : null)));
  await db.insert(notices).values([
    ...DEMO_BANNERS.map((b, i) => ({
      merchantId,
      type: 'B',
      groupName: b.groupName,
      title: b.title,
      imageUrl: b.image,
      linkUrl: links[i] ?? b.linkUrl,
      sort: i + 1,
    })),
    ...DEMO_TICKER.map((t, i) => ({ merchantId, type: 'PL', title: t.title, content: t.content, sort: i + 1 })),
  ]);
}

/** The detail page of a seeded promotion (seedPromotions runs first), or null when it is not there. */
async function promotionLink(db: Db, merchantId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.key, key)));
  return row ? `/m/activityDetail?id=${row.id}` : null;
}
