import { eq } from 'drizzle-orm';
import { moneyToMinor, type GameType } from '@wps/contract';
import type { Db } from '../db/client.js';
import { gameTypes, gameVendors, games, notices, type NewGameRow } from '../db/schema.js';
import { DEMO_BANNERS, DEMO_GAME_TYPES, DEMO_TICKER, DEMO_VENDORS, INHOUSE_GAMES, demoGameName } from './demo-games.js';

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

  let n = 0;
  DEMO_VENDORS.forEach((vendor, vi) => {
    for (const [type, count] of Object.entries(vendor.games) as [GameType, number][]) {
      for (let i = 0; i < count; i += 1) {
        n += 1;
        const gameCode = `${vendor.code.toLowerCase()}-${type.toLowerCase()}-${String(i + 1).padStart(3, '0')}`;
        rows.push({
          merchantId,
          vendor: vendor.code,
          gameType: type,
          gameCode,
          name: demoGameName(vi, type, i),
          gameGroupId: type === 'LOTT' || type === 'ELOTT' ? `${vendor.code}-G${(i % 4) + 1}` : null,
          gameCategory: type,
          lottoMode: type === 'ELOTT' ? (i % 2 === 0 ? 'Entertainment' : 'Traditional') : type === 'LOTT' ? 'Traditional' : null,
          gameClassify: type === 'RNG' ? (['SLOT', 'TABLE', 'ARCADE'] as const)[i % 3] : null,
          icon: n % MISSING_ART_EVERY === 0 ? `${gameCode}.png` : `${gameCode}.svg`,
          isNew: i < 3,
          hot: i % 9 === 0,
          hotSort: vi * 100 + i,
          minBet: moneyToMinor(['0.10', '0.50', '1.00', '2.00'][i % 4]!),
          minLine: [1, 9, 20, 50][i % 4]!,
          sort: 100 + i,
        });
      }
    }
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(games).values(rows.slice(i, i + 200)).onConflictDoNothing();
  }

  const existing = await db.$count(notices, eq(notices.merchantId, merchantId));
  if (existing > 0) return;
  await db.insert(notices).values([
    ...DEMO_BANNERS.map((b, i) => ({
      merchantId,
      type: 'B',
      groupName: b.groupName,
      title: b.title,
      imageUrl: b.image,
      linkUrl: b.linkUrl,
      sort: i + 1,
    })),
    ...DEMO_TICKER.map((t, i) => ({ merchantId, type: 'PL', title: t.title, content: t.content, sort: i + 1 })),
  ]);
}
