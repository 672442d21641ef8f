import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRow, merchantRow, ref, sort, updatedAt } from './columns.js';

/** The merchant's security questions; `key` names the text in every language on the client (sq_q_<key>). */
export const securityQuestions = pgTable(
  'security_questions',
  {
    ...merchantRow(),
    key: text('key').notNull(),
    sort: sort(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('security_questions_key_uq').on(t.merchantId, t.key)],
);

/** A member's answers, argon2id hashes of the normalised answer (like passwords, never readable back). */
export const memberSecurityAnswers = pgTable(
  'member_security_answers',
  {
    ...memberRow(),
    questionId: ref('question_id', () => securityQuestions.id),
    answerHash: text('answer_hash').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('member_security_answers_uq').on(t.merchantId, t.memberId, t.questionId)],
);

export type SecurityQuestionRow = typeof securityQuestions.$inferSelect;
