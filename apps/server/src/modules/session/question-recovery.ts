import { ErrorCode, type RecoveryQuestions, type RecoveryQuestionsRequest, type ResetByQuestionsRequest } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { answersMatch, checkNewPassword, invalidFields, memberRepo, recoveryQuestions, setPassword } from '../member/index.js';

// A forgotten password recovered by the security questions (issue 33 item 7): the way back for an account with neither
// mobile number nor e-mail. The questions come from the member module, which keeps the answers hashed.

const HOUR = 3_600_000;
/** Wrong answers an account may get in an hour before it must wait (the questions are few, their answers guessable). */
const ATTEMPTS_PER_ACCOUNT_PER_HOUR = 5;

const activeMember = async (db: Db, merchant: Merchant, username: string) => {
  const m = await memberRepo.findByUsername(db, merchant.id, username);
  return m && m.status === 'active' ? m : null;
};

/** Step 1: the account's questions; an unknown name gets questions as well, so the answer does not say which exist. */
export async function questionsToRecover(db: Db, merchant: Merchant, req: RecoveryQuestionsRequest): Promise<RecoveryQuestions> {
  const member = await activeMember(db, merchant, req.username);
  return { questions: await recoveryQuestions(db, merchant, member?.id ?? null) };
}

/** Step 2: every question answered right sets the new password (the member's other sessions end with it). */
export async function resetByQuestions(db: Db, fast: FastStore, merchant: Merchant, req: ResetByQuestionsRequest): Promise<void> {
  const errors = checkNewPassword(merchant, req.newPassword, req.confirmNewPassword);
  if (errors.length) throw invalidFields(errors);
  const key = `recover:questions:${req.username.toLowerCase()}`;
  if ((await fast.counters.peek(merchant.id, key, HOUR)).count >= ATTEMPTS_PER_ACCOUNT_PER_HOUR) throw new AppError(ErrorCode.RATE_LIMITED);
  const member = await activeMember(db, merchant, req.username);
  if (!member || !(await answersMatch(db, merchant.id, member.id, req.answers))) {
    await fast.counters.hit(merchant.id, key, HOUR);
    throw invalidFields([{ field: 'answers', message: 'acc_questions_wrong' }]);
  }
  await setPassword(db, merchant, member, req.newPassword);
}
