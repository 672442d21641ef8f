import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantId, memberId } from './columns.js';

/** The merchant's security questions; `key` names the text in every language on the client (sq_q_<key>). */
export const securityQuestions = pgTable(
  'security_questions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    key: text('key').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('security_questions_key_uq').on(t.merchantId, t.key)],
);

/** A member's answers, argon2id hashes of the normalised answer (like passwords, never readable back). */
export const memberSecurityAnswers = pgTable(
  'member_security_answers',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    questionId: integer('question_id')
      .notNull()
      .references(() => securityQuestions.id),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_security_answers_uq').on(t.merchantId, t.memberId, t.questionId)],
);

export type SecurityQuestionRow = typeof securityQuestions.$inferSelect;
