import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  isImageAddress,
  type OpsBanner,
  type OpsBannerCreate,
  type OpsBannerPage,
  type OpsBannerUpdate,
  type OpsNoticeItem,
  type OpsNoticePage,
  type OpsNoticeType,
  type OpsNoticeUpdate,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { pickCdn } from '../games/index.js';
import { pageCount } from '../wallet/index.js';
import { bannerImageSrc } from './announcements.js';
import { bannerRepo, opsNoticeRepo, type NoticePatch } from './content-repo.js';
import type { NoticeRow } from './repo.js';
import { removeNotice } from './service.js';
import { definedFields, instantOrKeep, isoOrNull } from '../../platform/values.js';

// The back office's banners and notices (issue 13). Every change runs in the call's audited transaction (ctx.db) and
// tells the audit trail its target and the state before; the player's announcements read the same rows, uncached, so
// a change shows on the next call.


/** File name of art generated from the title (served by the public banners route). */
const generatedArt = () => `banner-${randomBytes(6).toString('hex')}.svg`;

function bannerView(merchant: Merchant, r: NoticeRow): OpsBanner {
  return {
    id: r.id,
    groupName: r.groupName ?? '',
    title: r.title,
    imageUrl: r.imageUrl && isImageAddress(r.imageUrl) ? r.imageUrl : null,
    imageSrc: bannerImageSrc(pickCdn(merchant), merchant, r.imageUrl),
    linkUrl: r.linkUrl,
    sort: r.sort,
    enabled: r.enabled,
    startsAt: isoOrNull(r.startsAt),
    endsAt: isoOrNull(r.endsAt),
    createdAt: r.createdAt.toISOString(),
  };
}

function noticeView(r: NoticeRow): OpsNoticeItem {
  return {
    id: r.id,
    type: r.type as OpsNoticeType,
    title: r.title,
    content: r.content,
    sort: r.sort,
    enabled: r.enabled,
    startsAt: isoOrNull(r.startsAt),
    endsAt: isoOrNull(r.endsAt),
    createdAt: r.createdAt.toISOString(),
  };
}

/** The showing window after a change must still end after it starts (the body alone is checked by the contract). */
export function checkWindow(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'endsAt', message: 'endsAt must be after startsAt' }] });
  }
}

/** The columns a banner or notice body sets; undefined leaves a column alone. */
function patchOf(b: Partial<OpsBannerUpdate & OpsNoticeUpdate>): NoticePatch {
  const patch: NoticePatch = {
    type: b.type,
    groupName: b.groupName,
    title: b.title,
    content: b.content,
    linkUrl: b.linkUrl,
    sort: b.sort,
    enabled: b.enabled,
    startsAt: instantOrKeep(b.startsAt),
    endsAt: instantOrKeep(b.endsAt),
  };
  return definedFields(patch as NoticePatch);
}

export async function opsBanners(db: Db, merchant: Merchant, q: { group?: string; pageNo: number; pageSize: number }): Promise<OpsBannerPage> {
  const { rows, total } = await bannerRepo.page(db, merchant.id, q.group, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return { list: rows.map((r) => bannerView(merchant, r)), pageNo: q.pageNo, totalPages: pageCount(total, q.pageSize), totalCount: total };
}

export async function createBanner(ctx: OpsContext, merchant: Merchant, b: OpsBannerCreate): Promise<OpsBanner> {
  const row = await bannerRepo.insert(ctx.db, merchant.id, {
    ...patchOf(b),
    groupName: b.groupName,
    title: b.title,
    imageUrl: b.imageUrl ?? generatedArt(),
  });
  ctx.audit.target = `banner ${row.id}`;
  ctx.audit.before = null;
  return bannerView(merchant, row);
}

async function bannerOf(ctx: OpsContext, merchant: Merchant, id: number): Promise<NoticeRow> {
  const row = await bannerRepo.find(ctx.db, merchant.id, id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `banner ${id}` });
  ctx.audit.target = `banner ${id}`;
  ctx.audit.before = bannerView(merchant, row);
  return row;
}

export async function updateBanner(ctx: OpsContext, merchant: Merchant, id: number, b: OpsBannerUpdate): Promise<OpsBanner> {
  const current = await bannerOf(ctx, merchant, id);
  const patch = patchOf(b);
  // null asks for generated art again: keep the current art's file when it already is generated.
  if (b.imageUrl !== undefined) {
    patch.imageUrl = b.imageUrl ?? (current.imageUrl && !isImageAddress(current.imageUrl) ? current.imageUrl : generatedArt());
  }
  checkWindow(patch.startsAt !== undefined ? patch.startsAt : current.startsAt, patch.endsAt !== undefined ? patch.endsAt : current.endsAt);
  const row = await bannerRepo.update(ctx.db, merchant.id, id, patch);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `banner ${id}` });
  return bannerView(merchant, row);
}

export async function deleteBanner(ctx: OpsContext, merchant: Merchant, id: number): Promise<void> {
  await bannerOf(ctx, merchant, id);
  if (!(await bannerRepo.remove(ctx.db, merchant.id, id))) throw new AppError(ErrorCode.NOT_FOUND, { detail: `banner ${id}` });
}

export async function opsNotices(db: Db, merchant: Merchant, q: { type?: string; pageNo: number; pageSize: number }): Promise<OpsNoticePage> {
  const { rows, total } = await opsNoticeRepo.page(db, merchant.id, q.type, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return { list: rows.map(noticeView), pageNo: q.pageNo, totalPages: pageCount(total, q.pageSize), totalCount: total };
}

/** The player or popup notice an operator names, remembered as the audit's target and before. */
async function noticeOf(ctx: OpsContext, merchant: Merchant, id: number): Promise<NoticeRow> {
  const row = await opsNoticeRepo.find(ctx.db, merchant.id, id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `notice ${id}` });
  ctx.audit.target = `notice ${id}`;
  ctx.audit.before = noticeView(row);
  return row;
}

export async function updateNotice(ctx: OpsContext, merchant: Merchant, id: number, b: OpsNoticeUpdate): Promise<OpsNoticeItem> {
  const current = await noticeOf(ctx, merchant, id);
  const patch = patchOf(b);
  checkWindow(patch.startsAt !== undefined ? patch.startsAt : current.startsAt, patch.endsAt !== undefined ? patch.endsAt : current.endsAt);
  const row = await opsNoticeRepo.update(ctx.db, merchant.id, id, patch);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `notice ${id}` });
  return noticeView(row);
}

export async function deleteNotice(ctx: OpsContext, merchant: Merchant, id: number): Promise<void> {
  await noticeOf(ctx, merchant, id);
  await removeNotice(ctx.db, merchant, id);
}
