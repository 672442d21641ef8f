import {
  ErrorCode,
  isTrial,
  minorToMoney,
  moneyToMinor,
  type ApplicationStatus,
  type OpsApplication,
  type PromotionCard,
  type PromotionDetail,
  type PromotionState,
  type RewardApplicationResult,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant, Promotion } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { pickCdn } from '../games/index.js';
import { memberRepo } from '../member/index.js';
import { credit } from '../wallet/index.js';
import { publishRewardPaid, rewardDecided } from './events.js';
import { acceptPicture, type StoredImage } from './images.js';
import { applicationRepo, promotionRepo } from './repo.js';
import { sanitizeHtml } from './sanitize.js';

export function toCard(merchant: Merchant, p: Promotion): PromotionCard {
  const cdn = pickCdn(merchant);
  return {
    id: p.id,
    title: p.title,
    category: p.category,
    startDate: p.startsAt?.toISOString() ?? null,
    endDate: p.noExpiry ? null : (p.endsAt?.toISOString() ?? null),
    noExpiry: p.noExpiry ? 1 : 0,
    announcementImages: p.images.map((i) => ({
      sequence: i.sequence,
      url: `${cdn}/${merchant.code.toUpperCase()}/promotions/${encodeURIComponent(i.file)}`,
    })),
  };
}

const ended = (p: Promotion, now: Date) => !p.noExpiry && p.endsAt !== null && p.endsAt < now;

export async function listPromotions(db: Db, merchant: Merchant): Promise<PromotionCard[]> {
  return (await promotionRepo.listActive(db, merchant.id, new Date())).map((p) => toCard(merchant, p));
}

async function promotionOf(db: Db, merchant: Merchant, id: number): Promise<Promotion> {
  const p = await promotionRepo.findEnabled(db, merchant.id, id);
  if (!p) throw new AppError(ErrorCode.NOT_FOUND, { detail: `promotion ${id}` });
  return p;
}

/** The detail is public: `memberId` is the caller's when a valid session came along (their application's state). */
export async function promotionDetail(db: Db, merchant: Merchant, id: number, memberId: number | null): Promise<PromotionDetail> {
  const p = await promotionOf(db, merchant, id);
  const now = new Date();
  const latest = memberId === null || p.participation === 'none' ? null : await applicationRepo.latest(db, merchant.id, memberId, p.id);
  let state: PromotionState = p.participation;
  if (p.startsAt && p.startsAt > now) state = 'comingSoon';
  else if (ended(p, now)) state = 'closed';
  else if (latest) state = latest.status;
  return {
    ...toCard(merchant, p),
    content: sanitizeHtml(p.content),
    remarkRequired: p.remarkRequired ? 'Y' : 'N',
    imageRequired: p.imageRequired ? 'Y' : 'N',
    linkedPromotionId: p.linkedPromotionId,
    state,
    application: latest && {
      status: latest.status,
      bonus: latest.bonus === null ? null : minorToMoney(latest.bonus),
      reason: latest.reason,
    },
  };
}

/** Trial users are refused first (spec: free_reject); then the promotion must be open and take this kind of entry. */
async function openFor(db: Db, merchant: Merchant, memberId: number, promotionId: number, mode: 'join' | 'apply'): Promise<Promotion> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  const p = await promotionOf(db, merchant, promotionId);
  const now = new Date();
  if ((p.startsAt && p.startsAt > now) || ended(p, now)) throw new AppError(ErrorCode.FORBIDDEN, { detail: 'promotion not running' });
  if (p.participation !== mode) throw new AppError(ErrorCode.VALIDATION, { detail: `promotion takes no ${mode}` });
  return p;
}

const alreadyApplied = () => new AppError(ErrorCode.ALREADY_APPLIED, { detail: 'an application is already pending or paid' });

export async function joinPromotion(db: Db, merchant: Merchant, memberId: number, promotionId: number): Promise<RewardApplicationResult> {
  const p = await openFor(db, merchant, memberId, promotionId, 'join');
  const created = await applicationRepo.insert(db, { merchantId: merchant.id, memberId, promotionId: p.id, remarks: '' });
  if (!created) throw alreadyApplied();
  return { id: created.id, status: created.status };
}

export async function requestReward(
  db: Db,
  merchant: Merchant,
  memberId: number,
  body: { promotionId: number; remarks: string; pictures: string[] },
): Promise<RewardApplicationResult> {
  const p = await openFor(db, merchant, memberId, body.promotionId, 'apply');
  if (p.remarkRequired && body.remarks === '') throw new AppError(ErrorCode.VALIDATION, { detail: 'remarks required' });
  if (p.imageRequired && body.pictures.length === 0) throw new AppError(ErrorCode.VALIDATION, { detail: 'pictures required' });
  // A pending application is refused before the (costly) image work; the unique index still decides under races.
  const latest = await applicationRepo.latest(db, merchant.id, memberId, p.id);
  if (latest && latest.status !== 'rejected') throw alreadyApplied();
  const pictures: StoredImage[] = [];
  for (const raw of body.pictures) pictures.push(await acceptPicture(raw));
  return db.transaction(async (tx) => {
    const created = await applicationRepo.insert(tx, { merchantId: merchant.id, memberId, promotionId: p.id, remarks: body.remarks });
    if (!created) throw alreadyApplied();
    await applicationRepo.insertImages(
      tx,
      pictures.map((pic, i) => ({ applicationId: created.id, merchantId: merchant.id, seq: i + 1, mime: pic.mime, data: pic.data.toString('base64') })),
    );
    return { id: created.id, status: created.status };
  });
}

export async function opsApplications(db: Db, merchant: Merchant, status: ApplicationStatus | undefined): Promise<OpsApplication[]> {
  const rows = await applicationRepo.list(db, merchant.id, status);
  const counts = await applicationRepo.imageCounts(db, merchant.id, rows.map((r) => r.app.id));
  return rows.map(({ app, title, userName }) => ({
    id: app.id,
    promotionId: app.promotionId,
    promotionTitle: title,
    userName,
    status: app.status,
    remarks: app.remarks,
    pictures: counts.get(app.id) ?? 0,
    bonus: app.bonus === null ? null : minorToMoney(app.bonus),
    reason: app.reason,
    createdAt: app.createdAt.toISOString(),
  }));
}

export async function opsApplicationImage(db: Db, merchant: Merchant, id: number, seq: number): Promise<{ mime: string; data: Buffer }> {
  const row = await applicationRepo.image(db, merchant.id, id, seq);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return { mime: row.mime, data: Buffer.from(row.data, 'base64') };
}

/**
 * Decides a pending application. Approving may pay a bonus: a ledger credit (kind bonus) in the same transaction as
 * the status, keyed by the application so it is paid once. Either way `reward.decided` is published in that
 * transaction, so the member is told exactly when the decision stands. Deciding twice is ALREADY_DECIDED.
 */
export async function decideApplication(
  db: Db,
  merchant: Merchant,
  id: number,
  decision: { approve: true; bonus?: string } | { approve: false; reason?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const app = await applicationRepo.lock(tx, merchant.id, id);
    if (!app) throw new AppError(ErrorCode.NOT_FOUND);
    if (app.status !== 'applying') throw new AppError(ErrorCode.ALREADY_DECIDED, { detail: `application is ${app.status}` });
    const promotion = await promotionRepo.find(tx, merchant.id, app.promotionId);
    const decided = { memberId: app.memberId, applicationId: app.id, promotionId: app.promotionId, promotionTitle: promotion?.title ?? '' };
    if (!decision.approve) {
      const reason = decision.reason || null;
      await applicationRepo.decide(tx, merchant.id, id, { status: 'rejected', reason });
      await rewardDecided.publish(tx, merchant.id, { ...decided, status: 'rejected', bonus: null, reason });
      return;
    }
    const bonus = decision.bonus ? moneyToMinor(decision.bonus) : 0n;
    if (bonus > 0n) {
      const reference = `promotion:application:${app.id}`;
      await credit(tx, {
        merchantId: merchant.id,
        memberId: app.memberId,
        currency: merchant.currency,
        amount: bonus,
        kind: 'bonus',
        idempotencyKey: reference,
      });
      await publishRewardPaid(tx, merchant.id, {
        memberId: app.memberId,
        source: 'application',
        promotionId: app.promotionId,
        reference,
        amount: String(bonus),
      });
    }
    await applicationRepo.decide(tx, merchant.id, id, { status: 'issued', bonus: bonus > 0n ? bonus : null });
    await rewardDecided.publish(tx, merchant.id, { ...decided, status: 'issued', bonus: bonus > 0n ? String(bonus) : null, reason: null });
  });
}
