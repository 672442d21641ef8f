import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, enabled, merchantRow, sort, updatedAt } from './columns.js';

// Lobby news of the messages domain (issue 14 "Home", part 2 s7 GLS2_lobbyNews). merchant_id on every row.

/**
 * A short news item on the player's home, in one language. `content` is HTML sanitized on write (plain text is
 * valid HTML); `linkUrl` a player-site path. Shown while enabled and inside its window (null: open-ended).
 * `key` lets the seed insert an item once (null for the operator's items).
 */
export const lobbyNews = pgTable(
  'lobby_news',
  {
    ...merchantRow(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    linkUrl: text('link_url'),
    sort: sort(),
    enabled: enabled(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    key: text('key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lobby_news_merchant_language_idx').on(t.merchantId, t.language, t.sort), uniqueIndex('lobby_news_key_uq').on(t.merchantId, t.key)],
);

export type LobbyNewsRow = typeof lobbyNews.$inferSelect;
