import {
  ErrorCode,
  MONEY_LIMITS,
  isTrial,
  type BankCard as BankCardView,
  type BindBankCard,
  type ResetPaymentPassword,
  type SecurityConfig,
  type SetPaymentPassword,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { BankCard, Merchant } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { WITHDRAW_BANKS } from './banks.js';
import { verifyMemberPassword } from './password-guard.js';
import { accountRepo, bankCardRepo, memberRepo, securityRepo } from './repo.js';

const LOCK_MS = MONEY_LIMITS.paymentPasswordLockMinutes * 60_000;
const key = (merchant: Merchant, memberId: number) => ({ merchantId: merchant.id, memberId });

export const maskAccount = (no: string): string => `**** ${no.slice(-4)}`;

export const cardView = (c: BankCard): BankCardView => ({
  id: c.id,
  bankCode: c.bankCode,
  bankName: c.bankName,
  accountName: c.accountName,
  accountNo: maskAccount(c.accountNo),
  branch: c.branch,
});

/** The member, unless a trial account (FREE_REJECT): member-only settings. */
export async function realMember(db: Db, merchant: Merchant, memberId: number) {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  return member;
}

export async function securityConfig(db: Db, merchant: Merchant, memberId: number): Promise<SecurityConfig> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  const row = await securityRepo.get(db, key(merchant, memberId));
  // The account's e-mail: the one registration, the e-mail reset and the back office read too.
  const account = await accountRepo.findByMember(db, merchant.id, memberId);
  return {
    hasPaymentPassword: row.paymentPasswordHash !== null,
    paymentPasswordLocked: row.lockedUntil !== null && row.lockedUntil > new Date(),
    bankCards: await bankCardRepo.count(db, key(merchant, memberId)),
    nickname: member?.nickname ?? null,
    email: account?.email ?? null,
    payeeName: row.payeeName,
  };
}

export async function hasPaymentPassword(db: Db, merchant: Merchant, memberId: number): Promise<boolean> {
  return (await securityRepo.get(db, key(merchant, memberId))).paymentPasswordHash !== null;
}

/**
 * Checks the payment password. Wrong answers are counted; at the limit the password is locked for a while and even
 * the right one is refused until then, so it cannot be guessed (10^6 values) by trying.
 */
export async function verifyPaymentPassword(db: Db, merchant: Merchant, memberId: number, password: string): Promise<void> {
  const k = key(merchant, memberId);
  const row = await securityRepo.get(db, k);
  if (!row.paymentPasswordHash) throw new AppError(ErrorCode.PAYMENT_PASSWORD_REQUIRED);
  if (row.lockedUntil && row.lockedUntil > new Date()) throw new AppError(ErrorCode.PAYMENT_PASSWORD_LOCKED);
  if (await verifyPassword(row.paymentPasswordHash, password)) {
    if (row.failedAttempts > 0) await securityRepo.update(db, k, { failedAttempts: 0, lockedUntil: null });
    return;
  }
  const after = await securityRepo.recordFailure(db, k, MONEY_LIMITS.paymentPasswordAttempts, LOCK_MS);
  const left = Math.max(0, MONEY_LIMITS.paymentPasswordAttempts - after.failedAttempts);
  if (left === 0) throw new AppError(ErrorCode.PAYMENT_PASSWORD_LOCKED);
  throw new AppError(ErrorCode.PAYMENT_PASSWORD_WRONG, { value: { attemptsLeft: left } });
}

/** Sets the first payment password, or changes it given the current one. */
export async function setPaymentPassword(db: Db, merchant: Merchant, memberId: number, req: SetPaymentPassword): Promise<void> {
  await realMember(db, merchant, memberId);
  const row = await securityRepo.get(db, key(merchant, memberId));
  if (row.paymentPasswordHash) {
    if (!req.oldPassword) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'oldPassword', message: 'required' }] });
    await verifyPaymentPassword(db, merchant, memberId, req.oldPassword);
  }
  await securityRepo.update(db, key(merchant, memberId), {
    paymentPasswordHash: await hashPassword(req.newPassword),
    failedAttempts: 0,
    lockedUntil: null,
  });
}

/**
 * Forgotten payment password: the login password proves the member (spending the account's login-password budget,
 * shared with login); this also lifts a lock.
 */
export async function resetPaymentPassword(
  db: Db,
  fast: FastStore,
  merchant: Merchant,
  memberId: number,
  req: ResetPaymentPassword,
): Promise<void> {
  const member = await realMember(db, merchant, memberId);
  await verifyMemberPassword(fast, merchant.id, member, req.loginPassword, () => new AppError(ErrorCode.LOGIN_PASSWORD_WRONG));
  await securityRepo.update(db, key(merchant, memberId), {
    paymentPasswordHash: await hashPassword(req.newPassword),
    failedAttempts: 0,
    lockedUntil: null,
  });
}

export async function listBankCards(db: Db, merchant: Merchant, memberId: number): Promise<BankCardView[]> {
  return (await bankCardRepo.list(db, key(merchant, memberId))).map(cardView);
}

/**
 * Binds a withdrawal card. All of a member's cards carry one holder name (the payee name): the first card sets it,
 * later cards must match it, so winnings cannot be paid to someone else's account.
 */
export async function bindBankCard(db: Db, merchant: Merchant, memberId: number, req: BindBankCard): Promise<BankCardView> {
  await realMember(db, merchant, memberId);
  const k = key(merchant, memberId);
  const bank = WITHDRAW_BANKS.find((b) => b.code === req.bankCode);
  if (!bank) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'bankCode', message: 'unknown bank' }] });
  const sec = await securityRepo.get(db, k);
  if (sec.payeeName && sec.payeeName !== req.accountName) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'accountName', message: 'must match the payee name' }] });
  }
  if ((await bankCardRepo.count(db, k)) >= MONEY_LIMITS.bankCardsMax) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'accountNo', message: 'too many cards' }] });
  }
  const card = await bankCardRepo.insert(db, {
    ...k,
    bankCode: bank.code,
    bankName: bank.name,
    accountName: req.accountName,
    accountNo: req.accountNo,
    branch: req.branch ?? null,
  });
  if (!card) throw new AppError(ErrorCode.CARD_ALREADY_BOUND, { detail: 'card already bound' });
  if (!sec.payeeName) await securityRepo.update(db, k, { payeeName: req.accountName });
  return cardView(card);
}

export async function setNickname(db: Db, merchant: Merchant, memberId: number, nickname: string): Promise<void> {
  await realMember(db, merchant, memberId);
  await securityRepo.setNickname(db, key(merchant, memberId), nickname);
}

/** The new address, once its code is checked (session module, email-change.ts). */
export async function setEmail(db: Db, merchant: Merchant, memberId: number, email: string): Promise<void> {
  await realMember(db, merchant, memberId);
  await accountRepo.setEmail(db, merchant.id, memberId, email.toLowerCase());
}

/** The payee name can be set once; after that it belongs to the bound cards and only an operator may change it. */
export async function setPayeeName(db: Db, merchant: Merchant, memberId: number, payeeName: string): Promise<void> {
  await realMember(db, merchant, memberId);
  const k = key(merchant, memberId);
  const sec = await securityRepo.get(db, k);
  if (sec.payeeName) throw new AppError(ErrorCode.PAYEE_NAME_SET, { detail: 'payee name already set' });
  await securityRepo.update(db, k, { payeeName });
}
