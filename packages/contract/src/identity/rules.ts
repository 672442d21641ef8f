// Identity (issue 30): the head icon, the profile fields with their verification states and the KYC documents.
// Zod-free: the client's first load and the server both read these.

/** The preset avatars every merchant offers (drawn by the server as SVG, `/static/avatars/<id>.svg`). */
export const AVATAR_PRESETS = ['sun', 'moon', 'star', 'leaf', 'wave', 'flame', 'bolt', 'heart'] as const;
export type AvatarPreset = (typeof AVATAR_PRESETS)[number];

/** A field's or the KYC case's verification state (spec part 2 s3: not verified, under review, verified; and rejected). */
export const VERIFICATION_STATES = ['unverified', 'review', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The profile fields the spec's labels name (part 2 s3). */
export const PROFILE_FIELDS = ['birthday', 'address', 'nationality', 'occupation', 'incomeSource', 'idNumber'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The identity documents: ID front, ID back, a selfie. */
export const KYC_DOCUMENTS = ['idFront', 'idBack', 'selfie'] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number];

/** The minimum ages a merchant may choose (spec part 2 s5: 18, 21). */
export const MIN_AGES = [18, 21] as const;

export const IDENTITY_LIMITS = {
  /** A picture's bytes (the spec's 5 MB). */
  pictureBytes: 5_242_880,
  /** Side of the stored head icon, pixels. */
  iconSide: 256,
  textMax: 200,
  idNumberMax: 40,
  reasonMax: 300,
  /** How long a signed document address lives, seconds. */
  documentUrlSeconds: 300,
} as const;

/** A body carrying one base64 picture (4/3 of its bytes) and a little more. */
export const IDENTITY_BODY_LIMIT = Math.ceil((IDENTITY_LIMITS.pictureBytes * 4) / 3) + 16 * 1024;

/** A real calendar date `YYYY-MM-DD` (no 31 February). */
export function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Full years between a birthday `YYYY-MM-DD` and today `YYYY-MM-DD` (UTC). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
