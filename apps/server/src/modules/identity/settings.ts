import { randomBytes } from 'node:crypto';
import { minorToMoney, moneyToMinor, type IdentitySettings } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { IdentitySettingsRow } from '../../db/schema.js';
import { identityRepo } from './repo.js';

/** The merchant's identity rules, made with their defaults (minimum age 18, nothing required, no KYC gate) first. */
export async function settingsOf(db: Executor, merchantId: number): Promise<IdentitySettingsRow> {
  return (await identityRepo.settings(db, merchantId)) ?? identityRepo.ensureSettings(db, merchantId, randomBytes(32).toString('base64url'));
}

export function settingsView(s: IdentitySettingsRow): IdentitySettings {
  return {
    minAge: s.minAge === 21 ? 21 : 18,
    requiredFields: s.requiredFields,
    kycDepositThreshold: s.kycDepositThreshold === null ? null : minorToMoney(s.kycDepositThreshold),
    kycWithdrawalThreshold: s.kycWithdrawalThreshold === null ? null : minorToMoney(s.kycWithdrawalThreshold),
  };
}

export async function updateSettings(db: Executor, merchantId: number, v: IdentitySettings): Promise<IdentitySettings> {
  await settingsOf(db, merchantId);
  await identityRepo.updateSettings(db, merchantId, {
    minAge: v.minAge,
    requiredFields: [...new Set(v.requiredFields)],
    kycDepositThreshold: v.kycDepositThreshold === null ? null : moneyToMinor(v.kycDepositThreshold),
    kycWithdrawalThreshold: v.kycWithdrawalThreshold === null ? null : moneyToMinor(v.kycWithdrawalThreshold),
  });
  return settingsView((await identityRepo.settings(db, merchantId))!);
}
