import { createHash } from 'node:crypto';
import { AVATAR_PRESETS, ErrorCode, IDENTITY_LIMITS, type AvatarPreset, type MemberIcon, type SetMemberIcon } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { realMember } from '../member/index.js';
import { acceptPicture } from '../promotions/index.js';
import { identityRepo } from './repo.js';

// Head icons (issue 30): a preset drawn by the server, or the member's picture through the upload checks
// (promotions/images.ts), cropped to a square, re-encoded without metadata and served under its content hash.

const PRESET_LOOK: Record<AvatarPreset, { bg: string; glyph: string }> = {
  sun: { bg: '#f5a623', glyph: '<circle cx="32" cy="32" r="12" fill="#fff"/>' },
  moon: { bg: '#4a5fc1', glyph: '<path d="M38 16a16 16 0 1 0 10 28A13 13 0 0 1 38 16z" fill="#fff"/>' },
  star: { bg: '#d0021b', glyph: '<path d="M32 14l5 12 13 1-10 8 3 13-11-7-11 7 3-13-10-8 13-1z" fill="#fff"/>' },
  leaf: { bg: '#2e8b57', glyph: '<path d="M18 46c0-18 12-28 30-28 0 18-10 30-30 28z" fill="#fff"/>' },
  wave: { bg: '#0b7fab', glyph: '<path d="M12 36c6-8 14-8 20 0s14 8 20 0v8c-6 8-14 8-20 0s-14-8-20 0z" fill="#fff"/>' },
  flame: { bg: '#e4572e', glyph: '<path d="M32 12c4 10 14 14 14 26a14 14 0 0 1-28 0c0-8 6-10 6-18 4 4 6 6 8-8z" fill="#fff"/>' },
  bolt: { bg: '#6b4fbb', glyph: '<path d="M36 10L18 36h12l-4 18 18-26H32z" fill="#fff"/>' },
  heart: { bg: '#c2185b', glyph: '<path d="M32 48L16 32a9 9 0 0 1 16-10 9 9 0 0 1 16 10z" fill="#fff"/>' },
};

export const presetSvg = (id: AvatarPreset) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="32" fill="${PRESET_LOOK[id].bg}"/>${PRESET_LOOK[id].glyph}</svg>`;

export const presetUrl = (id: AvatarPreset) => `/static/avatars/${id}.svg`;
const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export const iconUrl = (merchantCode: string, hash: string, mime: string) =>
  `/static/icons/${merchantCode}/${hash}.${EXT[mime as keyof typeof EXT] ?? 'png'}`;

export async function memberIcon(db: Executor, merchant: Merchant, memberId: number): Promise<MemberIcon> {
  const row = await identityRepo.icon(db, { merchantId: merchant.id, memberId });
  const icon = row?.hash && row.mime ? iconUrl(merchant.code, row.hash, row.mime) : row?.preset ? presetUrl(row.preset) : null;
  return { icon, preset: row?.hash ? null : (row?.preset ?? null), presets: AVATAR_PRESETS.map((id) => ({ id, url: presetUrl(id) })) };
}

/** Sets a preset or a picture; a picture that fails a check changes nothing. Trial players keep the default. */
export async function setMemberIcon(db: Executor, merchant: Merchant, memberId: number, body: SetMemberIcon): Promise<MemberIcon> {
  await realMember(db, merchant, memberId);
  const k = { merchantId: merchant.id, memberId };
  if (body.preset) {
    await identityRepo.setIcon(db, k, { preset: body.preset, hash: null, mime: null, data: null });
  } else if (body.picture) {
    const img = await acceptPicture(body.picture, { maxSide: IDENTITY_LIMITS.iconSide, square: true });
    const hash = createHash('sha256').update(img.data).digest('hex').slice(0, 32);
    await identityRepo.setIcon(db, k, { preset: null, hash, mime: img.mime, data: img.data.toString('base64') });
  } else throw new AppError(ErrorCode.VALIDATION);
  return memberIcon(db, merchant, memberId);
}
