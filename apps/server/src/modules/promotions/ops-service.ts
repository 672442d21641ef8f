import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type OpsPromotion,
  type OpsPromotionCreate,
  type OpsPromotionPage,
  type OpsPromotionRemoved,
  type OpsPromotionUpdate,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant, Promotion } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { pageCount } from '../wallet/index.js';
import { opsPromotionRepo, promotionRepo, type PromotionPatch } from './repo.js';
import { sanitizeHtml } from './sanitize.js';
import { toCard } from './service.js';
import { definedFields, instantOrKeep, isoOrNull } from '../../platform/values.js';

// The back office's promotions (issue 13). The HTML is sanitized when written (the player's detail sanitizes again
// when serving, which leaves sanitized HTML as it is), so what is stored is what the player sees. Every change runs
// in the call's audited transaction (ctx.db) and tells the audit trail its target and the state before.


function view(merchant: Merchant, p: Promotion, applications: number): OpsPromotion {
  return {
    id: p.id,
    slug: p.key,
    category: p.category,
    title: p.title,
    content: p.content,
    startsAt: isoOrNull(p.startsAt),
    endsAt: isoOrNull(p.endsAt),
    noExpiry: p.noExpiry,
    participation: p.participation,
    remarkRequired: p.remarkRequired,
    imageRequired: p.imageRequired,
    linkedPromotionId: p.linkedPromotionId,
    enabled: p.enabled,
    sort: p.sort,
    images: toCard(merchant, p).announcementImages,
    applications,
    createdAt: p.createdAt.toISOString(),
  };
}

async function viewOf(db: Executor, merchant: Merchant, p: Promotion): Promise<OpsPromotion> {
  const counts = await opsPromotionRepo.applicationCounts(db, merchant.id, [p.id]);
  return view(merchant, p, counts.get(p.id) ?? 0);
}

export async function opsPromotions(
  db: Db,
  merchant: Merchant,
  q: { category?: string; enabled?: boolean; q?: string; pageNo: number; pageSize: number },
): Promise<OpsPromotionPage> {
  const { rows, total } = await opsPromotionRepo.page(db, merchant.id, { category: q.category, enabled: q.enabled, title: q.q }, (q.pageNo - 1) * q.pageSize, q.pageSize);
  const counts = await opsPromotionRepo.applicationCounts(db, merchant.id, rows.map((r) => r.id));
  return {
    list: rows.map((p) => view(merchant, p, counts.get(p.id) ?? 0)),
    pageNo: q.pageNo,
    totalPages: pageCount(total, q.pageSize),
    totalCount: total,
  };
}

export async function opsPromotion(db: Db, merchant: Merchant, id: number): Promise<OpsPromotion> {
  const p = await promotionRepo.find(db, merchant.id, id);
  if (!p) throw new AppError(ErrorCode.NOT_FOUND, { detail: `promotion ${id}` });
  return viewOf(db, merchant, p);
}

/** The columns a body sets (content sanitized); undefined leaves a column alone. */
function patchOf(b: OpsPromotionUpdate): PromotionPatch {
  const patch: PromotionPatch = {
    category: b.category,
    title: b.title,
    content: b.content === undefined ? undefined : sanitizeHtml(b.content),
    startsAt: instantOrKeep(b.startsAt),
    endsAt: instantOrKeep(b.endsAt),
    noExpiry: b.noExpiry,
    participation: b.participation,
    remarkRequired: b.remarkRequired,
    imageRequired: b.imageRequired,
    linkedPromotionId: b.linkedPromotionId,
    enabled: b.enabled,
    sort: b.sort,
  };
  return definedFields(patch as PromotionPatch);
}

/** A linked promotion must be another promotion of the same merchant. */
async function checkLink(db: Executor, merchant: Merchant, linked: number | null | undefined, self: number | null): Promise<void> {
  if (linked === undefined || linked === null) return;
  if (linked === self || !(await promotionRepo.find(db, merchant.id, linked))) {
    throw fieldError('linkedPromotionId', 'not another promotion of this merchant');
  }
}

function checkWindow(startsAt: Date | null | undefined, endsAt: Date | null | undefined): void {
  if (startsAt && endsAt && endsAt <= startsAt) throw fieldError('endsAt', 'endsAt must be after startsAt');
}

/** A key from the title: lower-case words joined by dashes ("Weekend Reload 20%" -> "weekend-reload-20"). */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 36)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : 'promotion';
}

export async function createPromotion(ctx: OpsContext, merchant: Merchant, b: OpsPromotionCreate): Promise<OpsPromotion> {
  await checkLink(ctx.db, merchant, b.linkedPromotionId, null);
  const patch = patchOf(b);
  checkWindow(patch.startsAt, patch.endsAt);
  // A slug made from the title gets a random tail when the merchant already has it; one the operator chose is refused.
  const base = b.slug ?? slugOf(b.title);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const key = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const created = await opsPromotionRepo.insert(ctx.db, {
      ...patch,
      merchantId: merchant.id,
      key,
      category: b.category,
      title: b.title,
      content: sanitizeHtml(b.content),
      // Art generated from the title: the card (1) and the detail banner (2), served by the public promotions route.
      images: [
        { sequence: 1, file: `${key}-1.svg` },
        { sequence: 2, file: `${key}-2.svg` },
      ],
    });
    if (created) {
      ctx.audit.target = `promotion ${created.id}`;
      ctx.audit.before = null;
      return view(merchant, created, 0);
    }
    if (b.slug) throw fieldError('slug', 'this merchant already has a promotion with this slug');
  }
  throw new AppError(ErrorCode.CONFLICT, { detail: 'no free slug' });
}

/** The promotion an operator names, locked for the change and remembered as the audit's target and before. */
async function lockedPromotion(ctx: OpsContext, merchant: Merchant, id: number): Promise<Promotion> {
  const p = await opsPromotionRepo.lock(ctx.db, merchant.id, id);
  if (!p) throw new AppError(ErrorCode.NOT_FOUND, { detail: `promotion ${id}` });
  ctx.audit.target = `promotion ${id}`;
  ctx.audit.before = await viewOf(ctx.db, merchant, p);
  return p;
}

export async function updatePromotion(ctx: OpsContext, merchant: Merchant, id: number, b: OpsPromotionUpdate): Promise<OpsPromotion> {
  const current = await lockedPromotion(ctx, merchant, id);
  await checkLink(ctx.db, merchant, b.linkedPromotionId, id);
  const patch = patchOf(b);
  checkWindow(patch.startsAt !== undefined ? patch.startsAt : current.startsAt, patch.endsAt !== undefined ? patch.endsAt : current.endsAt);
  const updated = await opsPromotionRepo.update(ctx.db, merchant.id, id, patch);
  if (!updated) throw new AppError(ErrorCode.NOT_FOUND, { detail: `promotion ${id}` });
  return viewOf(ctx.db, merchant, updated);
}

/** Deletes a promotion; one that reward applications name is switched off instead (their history keeps it). */
export async function removePromotion(ctx: OpsContext, merchant: Merchant, id: number): Promise<OpsPromotionRemoved> {
  await lockedPromotion(ctx, merchant, id);
  const counts = await opsPromotionRepo.applicationCounts(ctx.db, merchant.id, [id]);
  if ((counts.get(id) ?? 0) > 0) {
    await opsPromotionRepo.update(ctx.db, merchant.id, id, { enabled: false });
    return { id, outcome: 'disabled' };
  }
  await opsPromotionRepo.remove(ctx.db, merchant.id, id);
  return { id, outcome: 'deleted' };
}
