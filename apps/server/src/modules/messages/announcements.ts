import { isImageAddress, type Announcements } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { pickCdn } from '../games/index.js';
import { noticeReadRepo, noticeRepo, type NoticeRow } from './repo.js';

const HOME_GROUPS = ['m_home', 'm_live'];

/**
 * What the player site loads for a banner's stored image: an operator's address as it is, else the file name of art
 * generated from the title under the merchant's image CDN (the public banners route draws it).
 */
export function bannerImageSrc(cdn: string, merchant: Pick<Merchant, 'code'>, stored: string | null): string {
  if (!stored) return '';
  return isImageAddress(stored) ? stored : `${cdn}/${merchant.code.toUpperCase()}/banners/${encodeURIComponent(stored)}`;
}

/**
 * Announcement list (B banners, PL player notices for the ticker, PU popups). Banners are the home groups unless a
 * groupName asks for another (m_reg); m_live only when the merchant's live-model feature is on.
 */
export async function listAnnouncements(db: Db, merchant: Merchant, q: { types: string; groupName?: string }): Promise<Announcements> {
  const types = q.types.split(',').map((t) => t.trim().toUpperCase());
  const groups = q.groupName ? [q.groupName] : HOME_GROUPS.filter((g) => g !== 'm_live' || merchant.liveModel);
  const rows = await noticeRepo.active(db, merchant.id, types.length ? types : ['B'], new Date());
  const cdn = pickCdn(merchant);
  const notice = (r: NoticeRow) => ({ id: r.id, title: r.title, content: r.content, read: false });
  return {
    banners: rows
      .filter((r) => r.type === 'B' && r.groupName !== null && groups.includes(r.groupName))
      .map((r) => ({
        id: r.id,
        groupName: r.groupName!,
        title: r.title,
        imageUrl: bannerImageSrc(cdn, merchant, r.imageUrl),
        linkUrl: r.linkUrl,
      })),
    player: rows.filter((r) => r.type === 'PL').map(notice),
    popup: rows.filter((r) => r.type === 'PU').map(notice),
    promotion: rows.filter((r) => r.type === 'PR').map(notice),
  };
}

/** Fills `read` of the player and popup notices for the member of the (public) list call; a visitor's stay unread. */
export async function withReadState(db: Db, merchant: Merchant, memberId: number | null, list: Announcements): Promise<Announcements> {
  if (memberId === null) return list;
  const read = await noticeReadRepo.readIds(db, merchant.id, memberId, [...list.player, ...list.popup].map((n) => n.id));
  const fill = <N extends { id: number }>(n: N) => ({ ...n, read: read.has(n.id) });
  return { ...list, player: list.player.map(fill), popup: list.popup.map(fill) };
}
