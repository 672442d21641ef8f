import {
  ErrorCode,
  FALLBACK_LANGUAGE,
  LOBBY_NEWS_MAX,
  type LanguageCode,
  type LobbyNews,
  type OpsLobbyNews,
  type OpsLobbyNewsCreate,
  type OpsLobbyNewsPage,
  type OpsLobbyNewsUpdate,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { LobbyNewsRow, Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { definedFields, instantOrKeep, isoOrNull } from '../../platform/values.js';
import { sanitizeHtml } from '../promotions/index.js';
import { pageCount } from '../wallet/index.js';
import { checkWindow } from './content.js';
import { newsRepo, type NewsPatch } from './news-repo.js';

// Lobby news (GLS2_lobbyNews, issue 14 "Home"): short items the operator writes per language, shown on home while
// enabled and inside their window. Content is sanitized on write (the promotions' allow-list), so every reader gets
// safe HTML; the player's call reads uncached, so a change shows on the next visit.

/**
 * The items showing now in the caller's language; a language without any falls back to the merchant's default
 * language, then to English, so a player never sees an empty strip only because nobody translated it yet.
 */
export async function lobbyNews(db: Db, merchant: Merchant, language: LanguageCode, now = new Date()): Promise<LobbyNews> {
  const order = [...new Set([language, merchant.defaultLanguage, FALLBACK_LANGUAGE])];
  const rows = await newsRepo.showing(db, merchant.id, order, now);
  const chosen = order.find((l) => rows.some((r) => r.language === l));
  return rows
    .filter((r) => r.language === chosen)
    .slice(0, LOBBY_NEWS_MAX)
    .map((r) => ({ id: r.id, title: r.title, content: r.content, linkUrl: r.linkUrl, date: (r.startsAt ?? r.createdAt).toISOString() }));
}

function opsView(r: LobbyNewsRow): OpsLobbyNews {
  return {
    id: r.id,
    language: r.language as OpsLobbyNews['language'],
    title: r.title,
    content: r.content,
    linkUrl: r.linkUrl,
    sort: r.sort,
    enabled: r.enabled,
    startsAt: isoOrNull(r.startsAt),
    endsAt: isoOrNull(r.endsAt),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Sanitized content; what is left empty (only a script, say) is refused rather than shown blank. */
function safeContent(html: string): string {
  const clean = sanitizeHtml(html).trim();
  if (!clean) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'content', message: 'content has nothing that can be shown' }] });
  return clean;
}

/** The columns a body sets; undefined leaves a column alone. */
function patchOf(b: OpsLobbyNewsUpdate): NewsPatch {
  const patch: NewsPatch = {
    language: b.language,
    title: b.title,
    content: b.content === undefined ? undefined : safeContent(b.content),
    linkUrl: b.linkUrl,
    sort: b.sort,
    enabled: b.enabled,
    startsAt: instantOrKeep(b.startsAt),
    endsAt: instantOrKeep(b.endsAt),
  };
  return definedFields(patch as NewsPatch);
}

export async function opsLobbyNews(db: Db, merchant: Merchant, q: { language?: string; pageNo: number; pageSize: number }): Promise<OpsLobbyNewsPage> {
  const { rows, total } = await newsRepo.page(db, merchant.id, q.language, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return { list: rows.map(opsView), pageNo: q.pageNo, totalPages: pageCount(total, q.pageSize), totalCount: total };
}

export async function createLobbyNews(ctx: OpsContext, merchant: Merchant, b: OpsLobbyNewsCreate): Promise<OpsLobbyNews> {
  const row = await newsRepo.insert(ctx.db, merchant.id, { ...patchOf(b), language: b.language, title: b.title, content: safeContent(b.content) });
  ctx.audit.target = `lobby news ${row!.id}`;
  ctx.audit.before = null;
  return opsView(row!);
}

/** The item an operator names, remembered as the audit's target and before. */
async function newsOf(ctx: OpsContext, merchant: Merchant, id: number): Promise<LobbyNewsRow> {
  const row = await newsRepo.find(ctx.db, merchant.id, id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `lobby news ${id}` });
  ctx.audit.target = `lobby news ${id}`;
  ctx.audit.before = opsView(row);
  return row;
}

export async function updateLobbyNews(ctx: OpsContext, merchant: Merchant, id: number, b: OpsLobbyNewsUpdate): Promise<OpsLobbyNews> {
  const current = await newsOf(ctx, merchant, id);
  const patch = patchOf(b);
  checkWindow(patch.startsAt !== undefined ? patch.startsAt : current.startsAt, patch.endsAt !== undefined ? patch.endsAt : current.endsAt);
  const row = await newsRepo.update(ctx.db, merchant.id, id, patch);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `lobby news ${id}` });
  return opsView(row);
}

export async function deleteLobbyNews(ctx: OpsContext, merchant: Merchant, id: number): Promise<void> {
  await newsOf(ctx, merchant, id);
  if (!(await newsRepo.remove(ctx.db, merchant.id, id))) throw new AppError(ErrorCode.NOT_FOUND, { detail: `lobby news ${id}` });
}
