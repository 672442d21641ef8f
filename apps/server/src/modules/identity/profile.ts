import {
  ErrorCode,
  PROFILE_FIELDS,
  ageOn,
  type IdentityProfile,
  type ProfileField,
  type UpdateIdentityProfile,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { FieldState, Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { accountRepo, memberRepo, realMember } from '../member/index.js';
import { benefitRepo } from '../vip/index.js';
import { identityRepo, type MemberKey } from './repo.js';
import { settingsOf } from './settings.js';

const fieldError = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, { value: [{ field, message }] });

/** Whether a birthday gift was ever paid to the member: from then on the birthday stays as it is (spec part 2 s3). */
async function birthdayGiftPaid(db: Executor, k: MemberKey, since: Date): Promise<boolean> {
  const now = new Date().getUTCFullYear();
  for (let year = since.getUTCFullYear(); year <= now; year++) {
    // The VIP module's reference of a birthday gift (modules/vip/benefits.ts referenceOf).
    if (await benefitRepo.paid(db, k.merchantId, `vip:birthday:${k.memberId}:${year}`)) return true;
  }
  return false;
}

export async function identityProfile(db: Db, merchant: Merchant, memberId: number): Promise<IdentityProfile> {
  const k = { merchantId: merchant.id, memberId };
  const [settings, stored, account, member] = await Promise.all([
    settingsOf(db, merchant.id),
    identityRepo.profile(db, k),
    accountRepo.findByMember(db, merchant.id, memberId),
    memberRepo.findById(db, merchant.id, memberId),
  ]);
  // A birthday given at registration (member_accounts) counts until the member sets one here.
  const registered = account?.profile.birthday;
  const fields = { ...stored };
  if (!fields.birthday && registered) fields.birthday = { value: registered, state: 'unverified', reason: null };
  const giftPaid = fields.birthday && member ? await birthdayGiftPaid(db, k, member.createdAt) : false;
  return {
    minAge: settings.minAge,
    fields: PROFILE_FIELDS.map((field) => {
      const f = fields[field];
      return {
        field,
        value: f?.value ?? null,
        state: f?.state ?? 'unverified',
        reason: f?.reason ?? null,
        required: settings.requiredFields.includes(field),
        locked: f?.state === 'verified' || f?.state === 'review' || (field === 'birthday' && giftPaid),
      };
    }),
  };
}

/** Changes the fields given; a locked one (verified, under review, a birthday after its gift) is refused whole. */
export async function updateIdentityProfile(db: Db, merchant: Merchant, memberId: number, body: UpdateIdentityProfile): Promise<IdentityProfile> {
  await realMember(db, merchant, memberId);
  const k = { merchantId: merchant.id, memberId };
  const current = await identityProfile(db, merchant, memberId);
  const today = new Date().toISOString().slice(0, 10);
  const changes = Object.entries(body).filter(([, v]) => v !== undefined) as [ProfileField, string][];
  for (const [field, value] of changes) {
    const now = current.fields.find((f) => f.field === field)!;
    if (now.locked && now.value !== value) throw fieldError(field, 'locked');
    if (field === 'birthday' && (value > today || ageOn(value, today) < current.minAge)) throw fieldError(field, `age under ${current.minAge}`);
    if (field === 'birthday' && ageOn(value, today) > 120) throw fieldError(field, 'not a date');
  }
  await db.transaction(async (tx) => {
    const stored = await identityRepo.profile(tx, k);
    const next: Partial<Record<ProfileField, FieldState>> = { ...stored };
    for (const [field, value] of changes) {
      if (stored[field]?.value === value) continue;
      next[field] = { value, state: 'unverified', reason: null };
      if (field === 'birthday') await accountRepo.setProfileValue(tx, merchant.id, memberId, 'birthday', value);
    }
    await identityRepo.setProfile(tx, k, next);
  });
  return identityProfile(db, merchant, memberId);
}

/** Moves every filled field to a state (KYC submitted: review; approved: verified; rejected: rejected, with reason). */
export async function markProfile(tx: Executor, k: MemberKey, state: FieldState['state'], reason: string | null): Promise<void> {
  const stored = await identityRepo.profile(tx, k);
  const next = Object.fromEntries(Object.entries(stored).map(([f, v]) => [f, { ...v, state, reason }]));
  await identityRepo.setProfile(tx, k, next);
}
