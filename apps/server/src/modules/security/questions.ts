import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ErrorCode,
  isTrial,
  type CustomerSecurityQuestions,
  type SecurityQuestion,
  type SetSecurityQuestions,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import { memberSecurityAnswers, securityQuestions, type Merchant } from '../../db/schema.js';
import { hashPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { memberRepo } from '../member/repo.js';
import { verifyMemberPassword } from '../session/password-guard.js';

/** Seeded question keys; the texts live in the client's locale files in every language. */
export const DEFAULT_SECURITY_QUESTION_KEYS = ['first_school', 'mother_city', 'first_pet', 'childhood_friend', 'favourite_food'];

/** Case, width and spacing do not matter when the member answers later: "  New  York" equals "new york". */
export const normaliseAnswer = (answer: string): string => answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const view = (q: { id: number; key: string }): SecurityQuestion => ({ id: q.id, key: q.key });

async function activeQuestions(db: Executor, merchantId: number) {
  return db
    .select()
    .from(securityQuestions)
    .where(and(eq(securityQuestions.merchantId, merchantId), eq(securityQuestions.active, true)))
    .orderBy(asc(securityQuestions.sort), asc(securityQuestions.id));
}

export async function seedSecurityQuestions(db: Executor, merchantId: number): Promise<void> {
  await db
    .insert(securityQuestions)
    .values(DEFAULT_SECURITY_QUESTION_KEYS.map((key, sort) => ({ merchantId, key, sort })))
    .onConflictDoNothing();
}

export async function listSecurityQuestions(db: Db, merchant: Merchant): Promise<SecurityQuestion[]> {
  return (await activeQuestions(db, merchant.id)).map(view);
}

export async function customerSecurityQuestions(db: Db, merchant: Merchant, memberId: number): Promise<CustomerSecurityQuestions> {
  const rows = await db
    .select({ id: securityQuestions.id, key: securityQuestions.key })
    .from(memberSecurityAnswers)
    .innerJoin(securityQuestions, eq(securityQuestions.id, memberSecurityAnswers.questionId))
    .where(and(eq(memberSecurityAnswers.merchantId, merchant.id), eq(memberSecurityAnswers.memberId, memberId)))
    .orderBy(asc(securityQuestions.sort), asc(securityQuestions.id));
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
  const known = await db
    .select({ id: securityQuestions.id })
    .from(securityQuestions)
    .where(and(eq(securityQuestions.merchantId, merchant.id), eq(securityQuestions.active, true), inArray(securityQuestions.id, ids)));
  if (known.length !== ids.length) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'answers', message: 'unknown question' }] });
  }
  const rows = await Promise.all(
    req.answers.map(async (a) => ({
      merchantId: merchant.id,
      memberId,
      questionId: a.questionId,
      answerHash: await hashPassword(normaliseAnswer(a.answer)),
    })),
  );
  // Replaced as a whole: a member never ends up with half an old set and half a new one.
  await db.transaction(async (tx) => {
    await tx
      .delete(memberSecurityAnswers)
      .where(and(eq(memberSecurityAnswers.merchantId, merchant.id), eq(memberSecurityAnswers.memberId, memberId)));
    await tx.insert(memberSecurityAnswers).values(rows);
  });
}
