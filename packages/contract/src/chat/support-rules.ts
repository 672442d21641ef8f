// Feedback, live hosts and the operator console's rules both sides run (issue 31; spec part 2 s5 "feedback" and
// "CBS_modelList"). No zod here: the client's feedback page reads it.

/** The question types of a feedback (the spec names the field, not its values). */
export const FEEDBACK_TYPES = ['deposit', 'withdraw', 'account', 'game', 'promotion', 'suggestion', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** open: waiting for the support team; answered: the answer went to the member's inbox. */
export const FEEDBACK_STATUSES = ['open', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Content bounds in words when the merchant sets none (spec: "between {0} and {1} words", bounds not shown). */
export const FEEDBACK_DEFAULTS = { minWords: 3, maxWords: 300 } as const;
export const FEEDBACK_LIMITS = { contentChars: 5000, contactChars: 100, answerChars: 2000, historyMax: 50 } as const;

/**
 * Words of a text: runs separated by spaces, and each CJK / kana / hangul / Thai character on its own (scripts written
 * without spaces would otherwise count a whole sentence as one word).
 */
export function countWords(text: string): number {
  const spaced = text.replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f\u0e80-\u0eff\u1780-\u17ff\u1000-\u109f]/g, ' $& ');
  return spaced.split(/\s+/).filter((w) => w.length > 0).length;
}

export type FeedbackContentProblem = 'tooFew' | 'tooMany' | null;

export function feedbackContentProblem(text: string, bounds: { minWords: number; maxWords: number }): FeedbackContentProblem {
  const n = countWords(text);
  if (n < bounds.minWords) return 'tooFew';
  if (n > bounds.maxWords) return 'tooMany';
  return null;
}

/** Messages one operator may send per second in the console (the member's bound is CHAT_LIMITS.perSecond). */
export const OPERATOR_SEND_PER_SECOND = 5;
