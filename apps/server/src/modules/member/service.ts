import {
  ErrorCode,
  MemberType,
  checkRegisterField,
  registerFieldMessage,
  type ChangePasswordRequest,
  type MemberInfo,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Member, Merchant } from '../../db/schema.js';
import { hashPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { verifyMemberPassword } from './password-guard.js';
import { accountRepo, memberRepo } from './repo.js';

export type FieldError = { field: string; message: string };
/** A VALIDATION error with the messages of its fields. */
export const invalidFields = (errors: FieldError[]) => new AppError(ErrorCode.VALIDATION, { value: errors });

export async function getInfo(db: Db, merchant: Merchant, memberId: number): Promise<MemberInfo> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  // The session outlived its member (deleted or moved): treat it as logged out.
  if (!member) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    clubLabel: member.clubLabel ? { labelName: member.clubLabel } : null,
    currency: merchant.currency,
    firstTimeLogin: member.firstTimeLogin,
  };
}

/** The new password against the merchant's password rule and its confirmation. */
export function checkNewPassword(merchant: Merchant, password: string, confirm: string, field = 'newPassword'): FieldError[] {
  const problem = checkRegisterField(merchant.registerSettings.fields.password, password) ?? (password ? null : 'required');
  if (problem) return [{ field, message: registerFieldMessage('password', problem) }];
  if (!confirm) return [{ field: field === 'password' ? 'confirmPassword' : 'confirmNewPassword', message: 'in_incorrect_password' }];
  if (confirm !== password) return [{ field: field === 'password' ? 'confirmPassword' : 'confirmNewPassword', message: 'in_confirmation_correct' }];
  return [];
}

/** passWordChangeV2: old password right, new one valid, confirmed and different; other sessions end. */
export async function changePassword(
  db: Db,
  fast: FastStore,
  merchant: Merchant,
  auth: { memberId: number; sessionId: number },
  input: ChangePasswordRequest,
): Promise<void> {
  const member = await memberRepo.findById(db, merchant.id, auth.memberId);
  if (!member) throw new AppError(ErrorCode.SESSION_EXPIRED);
  if (member.type === MemberType.trial) throw new AppError(ErrorCode.FREE_REJECT);
  const errors = checkNewPassword(merchant, input.newPassword, input.confirmNewPassword);
  if (errors.length) throw invalidFields(errors);
  if (input.newPassword === input.oldPassword) {
    throw new AppError(ErrorCode.PASSWORD_SAME, { value: [{ field: 'newPassword', message: 'err_password_same' }] });
  }
  // The old password spends the account's login-password budget (shared with login and the other forms).
  await verifyMemberPassword(fast, merchant.id, member, input.oldPassword, () =>
    invalidFields([{ field: 'oldPassword', message: 'err_old_password' }]),
  );
  await setPassword(db, merchant, member, input.newPassword, auth.sessionId);
}

/** A new login password; the member's sessions end, all of them or all but `keepSessionId`. */
export async function setPassword(db: Db, merchant: Merchant, member: Member, newPassword: string, keepSessionId?: number): Promise<void> {
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await accountRepo.setPassword(tx, merchant.id, member.id, hash);
    await accountRepo.revokeSessions(tx, merchant.id, member.id, keepSessionId);
  });
}
