import { randomInt } from 'node:crypto';
import { ACCOUNT_LIMITS, ErrorCode, type CodeSent } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import { secretEquals, sha256Hex } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { requestMessage } from './message-delivery.js';
import { codeRepo } from './repo.js';

/**
 * What a code is for: SMS login and reset share 'noLogin' (spec call names); registration; reset by e-mail; a new
 * e-mail address of the personal settings.
 */
export type CodePurpose = 'noLogin' | 'register' | 'email' | 'emailChange';

/** The subject of an e-mailed code. */
const EMAIL_SUBJECTS: Partial<Record<CodePurpose, string>> = { email: 'Password reset code', emailChange: 'E-mail address verification code' };

const HOUR = 3_600_000;
const PER_TARGET_PER_HOUR = 5;
const PER_IP_PER_HOUR = 30;

/** `+63|9171234567`: how a mobile number is stored and looked up. */
export const mobileKey = (dialingCode: string, number: string): string => `${dialingCode.trim()}|${number.trim()}`;

export interface CodeRequest {
  merchantId: number;
  purpose: CodePurpose;
  target: string;
  ip: string;
}

const resendKey = (req: CodeRequest) => `code:resend:${req.purpose}:${req.target}`;

/**
 * The limits of code requests, counted on the requested target and address whether or not an account is behind
 * them (so a second request answers the same for a registered and an unknown number): one per target each resend
 * interval, a few per hour per target and per address. Throws RATE_LIMITED.
 */
export async function throttleCode(fast: FastStore, req: CodeRequest): Promise<void> {
  const { merchantId, purpose, target } = req;
  const resend = resendKey(req);
  // Atomic: of parallel requests for one target only the first passes.
  if ((await fast.counters.hit(merchantId, resend, ACCOUNT_LIMITS.smsResendMs)) > 1) {
    const { resetAt } = await fast.counters.peek(merchantId, resend, ACCOUNT_LIMITS.smsResendMs);
    throw new AppError(ErrorCode.RATE_LIMITED, { value: { retryAfterMs: Math.max(1, (resetAt?.getTime() ?? Date.now()) - Date.now()) } });
  }
  if ((await fast.counters.hit(merchantId, `code:ip:${req.ip}`, HOUR)) > PER_IP_PER_HOUR) throw new AppError(ErrorCode.RATE_LIMITED);
  if ((await fast.counters.hit(merchantId, `code:${purpose}:${target}`, HOUR)) > PER_TARGET_PER_HOUR) {
    throw new AppError(ErrorCode.RATE_LIMITED);
  }
}

/**
 * Makes a fresh numeric code for a target (the previous unused ones stop working) and asks for it to be sent to
 * `recipient`: the message is requested in the code's transaction and delivered after the commit (message-delivery.ts),
 * so the answer is the same whether the gateway takes it at once, later, or is down.
 * With `recipient` null (no account behind the target) every step but the message is done all the same, the code
 * included, so both cases take the same path and answer the same; nobody can use such a code, it was never sent.
 */
export async function issueCode(db: Db, req: CodeRequest & { recipient: string | null; channel: 'sms' | 'email' }): Promise<CodeSent> {
  const { merchantId, purpose, target } = req;
  const code = Array.from({ length: ACCOUNT_LIMITS.smsCodeLength }, () => String(randomInt(10))).join('');
  const expiresAt = new Date(Date.now() + ACCOUNT_LIMITS.smsCodeTtlMs);
  await codeRepo.replace(db, { merchantId, purpose, target }, sha256Hex(code), expiresAt, async (tx) => {
    if (req.recipient === null) return;
    const message = {
      merchantId,
      channel: req.channel,
      recipient: req.recipient,
      subject: req.channel === 'email' ? EMAIL_SUBJECTS[purpose] : undefined,
      body: `Your verification code is ${code}. It expires in ${Math.round(ACCOUNT_LIMITS.smsCodeTtlMs / 60_000)} minutes.`,
    };
    // Held up past the code's life (gateway down), the message is not sent any more.
    await requestMessage(tx, message, { expiresAt });
  });
  // expirationTime is when the player may ask again (the button's countdown), not the code's end of life.
  return { expirationTime: Date.now() + ACCOUNT_LIMITS.smsResendMs };
}

/**
 * issueCode after throttleCode. A code that could not be stored (its transaction failed) was never sent, so it does
 * not start the resend interval: the player may ask again at once.
 */
export async function throttledIssue(
  db: Db,
  fast: FastStore,
  req: CodeRequest & { recipient: string | null; channel: 'sms' | 'email' },
): Promise<CodeSent> {
  try {
    return await issueCode(db, req);
  } catch (err) {
    await fast.counters.reset(req.merchantId, resendKey(req));
    throw err;
  }
}

/** throttleCode, then issueCode. */
export async function sendCode(
  db: Db,
  fast: FastStore,
  req: CodeRequest & { recipient: string | null; channel: 'sms' | 'email' },
): Promise<CodeSent> {
  await throttleCode(fast, req);
  return throttledIssue(db, fast, req);
}

/**
 * Checks and consumes a code: the newest live code of the target, single use, a few tries at most. The try is
 * counted before the comparison, in one conditional update (attempts below the limit, code live), so parallel
 * guesses cannot all pass the limit; a right code is consumed by a second conditional update, so of parallel right
 * guesses only one succeeds. Throws VERIFICATION_INVALID otherwise.
 */
export async function consumeCode(
  db: Executor,
  args: { merchantId: number; purpose: CodePurpose; target: string; code: string },
): Promise<void> {
  const target = { merchantId: args.merchantId, purpose: args.purpose, target: args.target };
  const row = await codeRepo.countTry(db, target, ACCOUNT_LIMITS.smsCodeAttempts);
  const invalid = () => new AppError(ErrorCode.VERIFICATION_INVALID, { value: [{ field: 'verificationCode', message: 'err_verification_code' }] });
  if (!row || !secretEquals(row.codeHash, sha256Hex(args.code.trim()))) throw invalid();
  if (!(await codeRepo.consume(db, row.id))) throw invalid();
}
