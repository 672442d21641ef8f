import { ErrorCode, type CodeSent, type EmailCodeRequest, type SmsCodeRequest } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import { accountRepo } from '../member/index.js';
import { COUNTRIES } from '../system/index.js';
import { memberByEmail } from './account-service.js';
import { mobileKey, sendCode, throttleCode, throttledIssue } from './verification.js';

// SMS and e-mail code requests, delivered after the commit through the merchant's message provider (the outbox by
// default; message-delivery.ts). The calls that must not tell which numbers or e-mail addresses have accounts (SMS
// login / reset, reset by e-mail) count their limits on what was asked for and take the same steps either way
// (look-up, limits, a new code hashed and stored); only the message is skipped when no account is behind it. A
// gateway's failure is retried by the event bus and never reaches the caller.

const DIALING_CODES = new Set(COUNTRIES.map((c) => c.dialingCode));

/** Who asks: the client's address (its limits). */
export interface CodeChannel {
  ip: string;
}

function mobileOf(body: SmsCodeRequest): { key: string; recipient: string } {
  if (!DIALING_CODES.has(body.countryDialingCode)) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'countryDialingCode', message: 'unknown dialing code' }] });
  }
  const number = (body.mobileNum ?? body.mobileNo)!;
  return { key: mobileKey(body.countryDialingCode, number), recipient: `${body.countryDialingCode}${number}` };
}

/** SMS code for login or reset: same answer whether or not the number has an account. */
export async function smsNoLoginCode(db: Db, fast: FastStore, merchant: Merchant, body: SmsCodeRequest, via: CodeChannel): Promise<CodeSent> {
  const { key, recipient } = mobileOf(body);
  const member = await accountRepo.findMemberByMobile(db, merchant.id, key);
  const request = { merchantId: merchant.id, purpose: 'noLogin' as const, target: key, ip: via.ip };
  return sendCode(db, fast, { ...request, channel: 'sms', recipient: member ? recipient : null });
}

/** Registration must say that a number is taken (the form shows it); the answer is throttled like every code request. */
export async function smsRegisterCode(db: Db, fast: FastStore, merchant: Merchant, body: SmsCodeRequest, via: CodeChannel): Promise<CodeSent> {
  const { key, recipient } = mobileOf(body);
  const request = { merchantId: merchant.id, purpose: 'register' as const, target: key, ip: via.ip };
  await throttleCode(fast, request);
  if (await accountRepo.mobileTaken(db, merchant.id, key)) {
    throw new AppError(ErrorCode.MOBILE_TAKEN, { value: [{ field: 'mobileNum', message: 'err_mobile_exists' }] });
  }
  return throttledIssue(db, fast, { ...request, channel: 'sms', recipient });
}

/** Forgot password by e-mail, step 1: same answer whether or not the pair matches an account. */
export async function emailCode(db: Db, fast: FastStore, merchant: Merchant, body: EmailCodeRequest, via: CodeChannel): Promise<CodeSent> {
  const { username, email } = body;
  const member = await memberByEmail(db, merchant, username, email);
  const address = email.trim().toLowerCase();
  const request = { merchantId: merchant.id, purpose: 'email' as const, target: `${username.toLowerCase()}|${address}`, ip: via.ip };
  return sendCode(db, fast, { ...request, channel: 'email', recipient: member ? address : null });
}
