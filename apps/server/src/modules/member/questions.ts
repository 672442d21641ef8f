import {
  ErrorCode,
  SECURITY_QUESTION_COUNT,
  isTrial,
  type CustomerSecurityQuestions,
  type SecurityQuestion,
  type SetSecurityQuestions,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { verifyMemberPassword } from './password-guard.js';
import { memberRepo, questionRepo } from './repo.js';

/** Seeded question keys; the texts live in the client's locale files in every language. */
export const DEFAULT_SECURITY_QUESTION_KEYS = ['first_school', 'mother_city', 'first_pet', 'childhood_friend', 'favourite_food'];

/** Case, width and spacing do not matter when the member answers later: "  New  York" equals "new york". */
export const normaliseAnswer = (answer: string): string => answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const view = (q: { id: number; key: string }): SecurityQuestion => ({ id: q.id, key: q.key });

export async function seedSecurityQuestions(db: Executor, merchantId: number): Promise<void> {
  await questionRepo.seed(db, merchantId, DEFAULT_SECURITY_QUESTION_KEYS);
}

export async function listSecurityQuestions(db: Db, merchant: Merchant): Promise<SecurityQuestion[]> {
  return (await questionRepo.active(db, merchant.id)).map(view);
}

export async function customerSecurityQuestions(db: Db, merchant: Merchant, memberId: number): Promise<CustomerSecurityQuestions> {
  const rows = await questionRepo.answered(db, { merchantId: merchant.id, memberId });
  return { set: rows.length > 0, questions: rows.map(view) };
}

/**
 * Sets or replaces the member's answers; the login password must be right (spending the account's login-password
 * budget, shared with login), else nothing is stored.
 */
export async function setCustomerSecurityQuestions(
  db: Db,
  fast: FastStore,
  merchant: Merchant,
  memberId: number,
  req: SetSecurityQuestions,
): Promise<void> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  await verifyMemberPassword(fast, merchant.id, member, req.loginPassword, () => new AppError(ErrorCode.LOGIN_PASSWORD_WRONG));
  const ids = req.answers.map((a) => a.questionId);
  if ((await questionRepo.countActive(db, merchant.id, ids)) !== ids.length) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'answers', message: 'unknown question' }] });
  }
  const rows = await Promise.all(
    req.answers.map(async (a) => ({ questionId: a.questionId, answerHash: await hashPassword(normaliseAnswer(a.answer)) })),
  );
  // Replaced as a whole: a member never ends up with half an old set and half a new one.
  await questionRepo.replaceAnswers(db, { merchantId: merchant.id, memberId }, rows);
}

/**
 * A forgotten password's recovery by security questions (issue 33 item 7), step 1: the questions `memberId` answered.
 * An unknown account, or one without answers, gets the merchant's first questions instead (the same count), so the
 * answer does not tell which names exist; its answers can never match.
 */
export async function recoveryQuestions(db: Db, merchant: Merchant, memberId: number | null): Promise<SecurityQuestion[]> {
  const own = memberId === null ? [] : await questionRepo.answered(db, { merchantId: merchant.id, memberId });
  if (own.length > 0) return own.map(view);
  return (await questionRepo.active(db, merchant.id)).slice(0, SECURITY_QUESTION_COUNT).map(view);
}

/** Step 2: every one of the member's questions answered, each answer matching (case, width and spacing ignored). */
export async function answersMatch(db: Db, merchantId: number, memberId: number, answers: { questionId: number; answer: string }[]): Promise<boolean> {
  const stored = await questionRepo.answerHashes(db, { merchantId, memberId });
  if (stored.length === 0 || stored.length !== answers.length) return false;
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  const checks = await Promise.all(stored.map((s) => verifyPassword(s.answerHash, normaliseAnswer(given.get(s.questionId) ?? ''))));
  return checks.every(Boolean);
}
