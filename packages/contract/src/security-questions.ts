import { z } from 'zod';
import { SECURITY_QUESTION_COUNT } from './constants.js';

/** A question of the merchant's list; `key` names its text in the client's locale files (sq_q_<key>). */
export const SecurityQuestionSchema = z.object({ id: z.number().int(), key: z.string() });
export type SecurityQuestion = z.infer<typeof SecurityQuestionSchema>;

/** The member's chosen questions, never the answers. */
export const CustomerSecurityQuestionsSchema = z.object({
  set: z.boolean(),
  questions: z.array(SecurityQuestionSchema),
});
export type CustomerSecurityQuestions = z.infer<typeof CustomerSecurityQuestionsSchema>;

export const SetSecurityQuestionsSchema = z.object({
  /** The login password proves who sets or changes them. */
  loginPassword: z.string().min(1).max(128),
  answers: z
    .array(z.object({ questionId: z.number().int().positive(), answer: z.string().trim().min(1).max(64) }))
    .length(SECURITY_QUESTION_COUNT)
    .refine((a) => new Set(a.map((x) => x.questionId)).size === a.length, { message: 'distinct' }),
});
export type SetSecurityQuestions = z.infer<typeof SetSecurityQuestionsSchema>;
