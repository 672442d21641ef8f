import { ACCOUNT_LIMITS, ErrorCode } from '@wps/contract';
import type { Member } from '../../db/schema.js';
import { verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { CaptchaProvider } from '../../platform/captcha.js';
import type { FastStore } from '../../platform/fast-store.js';

// The one attempt budget of a member's login password: login and every in-session form that asks for the login
// password (change password, payment-password reset, security questions, trial login) count failures on the same
// per-account counter, in `fast` (database or Redis). Counters are hit BEFORE the secret is checked (an atomic
// increment that answers the new count), so parallel requests see each other; an attempt that turns out not to
// count (captcha missing or wrong, refused, error) gives its hit back.

const L = ACCOUNT_LIMITS;
/** How long one evaluation may hold the account-and-address slot if its process dies before letting go. */
const BUSY_MS = 10_000;

/** Counter keys of one login name (username or `+63|9171234567`, any case) and client address. */
export function guardKeys(account: string, ip: string) {
  const a = account.trim().toLowerCase();
  return {
    /** Failures (plus attempts in flight) of the account, from anywhere: the shared budget. */
    account: `login:acct:${a}`,
    /** Failures (plus attempts in flight) from the address, all accounts. */
    ip: `login:ip:${ip}`,
    /** Failures of the account from this address (the slow-down). */
    pair: `login:pair:${a}|${ip}`,
    /** Held while one login of the account from this address is being checked. */
    busy: `login:busy:${a}|${ip}`,
    /** Open while the client must wait after the pair's `failures`-th failure. */
    wait: (failures: number) => `login:wait:${a}|${ip}:${failures}`,
  };
}

/** The wait after a pair's `failures`-th failure: slowBaseMs at slowAfter, doubling, at most slowMaxMs. */
export const slowDelayMs = (failures: number): number =>
  Math.min(L.slowBaseMs * 2 ** Math.max(0, failures - L.slowAfter), L.slowMaxMs);

const retryAfter = (resetAt: Date | null, fallbackMs: number) => Math.max(1, (resetAt?.getTime() ?? Date.now() + fallbackMs) - Date.now());

/** What a login's secret check decides: the member (right secret) or the error of a counted failure. */
export type LoginCheck = { ok: true; member: Member } | { ok: false; code: ErrorCode };

export interface LoginAttempt {
  merchantId: number;
  /** The login name as typed: username, or the mobile key for SMS login. */
  account: string;
  ip: string;
  captcha?: string;
  captchaKey?: string;
}

/**
 * Login defence (ASVS 6.3.1: slow the attacker, never let the attacker lock the owner out):
 * - One failure of an account (wrong password or SMS code, counted with the in-session forms) and every further
 *   login of it needs a solved captcha; 10 failures from one address and every login from there needs one. A
 *   captcha answer is single use, so each guess past the first costs a solved captcha.
 * - A missing or wrong captcha is refused before the password is looked at and counts as nothing, so made-up
 *   captchas cannot spend the owner's budget.
 * - Failures of one account from one address slow that address down: after 5, each further try from there waits
 *   15 s, then 30 s, 1 min ... at most 15 min (RATE_LIMITED with value.retryAfterMs), and only one try of the pair is
 *   checked at a time. Other addresses, the owner's among them, are not slowed.
 * - Nothing locks: an address over its budget solves a captcha on every try (offices, mobile carriers), and the right
 *   password with a solved captcha gets in from any address the attacker is not using.
 * - Counts are reserved before the check (atomic increment first), so parallel guesses cannot share one look at an
 *   old count: of many captcha-less guesses only the first is checked.
 * `check` looks at the secret: it answers the member or the failure code, or throws (then nothing is counted).
 * `captcha` checks the captcha answers (the merchant's captcha provider).
 */
export async function guardLogin(
  fast: FastStore,
  captcha: Pick<CaptchaProvider, 'verify'>,
  attempt: LoginAttempt,
  check: () => Promise<LoginCheck>,
): Promise<Member> {
  const c = fast.counters;
  const m = attempt.merchantId;
  const k = guardKeys(attempt.account, attempt.ip);
  const [a, i, pairBefore] = await Promise.all([
    c.hit(m, k.account, L.loginWindowMs),
    c.hit(m, k.ip, L.loginWindowMs),
    c.peek(m, k.pair, L.slowWindowMs),
  ]);
  // Each count includes this attempt: what came before is one less.
  const needsCaptcha = a > L.accountCaptchaAfter || i > L.ipCaptchaAfter;
  let counted = false;
  let busy = false;
  const waiting = async (failures: number) => {
    if (failures < L.slowAfter) return;
    const w = await c.peek(m, k.wait(failures), slowDelayMs(failures));
    if (w.count > 0) {
      throw new AppError(ErrorCode.RATE_LIMITED, { value: { captcha: needsCaptcha, retryAfterMs: retryAfter(w.resetAt, slowDelayMs(failures)) } });
    }
  };
  try {
    // A waiting client is told so before its captcha is used up.
    await waiting(pairBefore.count);
    if (needsCaptcha) {
      if (!attempt.captcha) throw new AppError(ErrorCode.CAPTCHA_REQUIRED, { value: { captcha: true } });
      if (!(await captcha.verify(m, attempt.captchaKey, attempt.captcha))) {
        throw new AppError(ErrorCode.CAPTCHA_INVALID, { value: { captcha: true } });
      }
    }
    if ((await c.hit(m, k.busy, BUSY_MS)) > 1) {
      throw new AppError(ErrorCode.RATE_LIMITED, { value: { captcha: needsCaptcha, retryAfterMs: 1_000 } });
    }
    busy = true;
    // Read again while holding the pair: a failure may have landed since.
    await waiting((await c.peek(m, k.pair, L.slowWindowMs)).count);

    const result = await check();
    if (result.ok) {
      counted = true;
      await Promise.all([c.reset(m, k.account), c.release(m, k.ip), c.reset(m, k.pair)]);
      return result.member;
    }
    counted = true;
    const failures = await c.hit(m, k.pair, L.slowWindowMs);
    if (failures >= L.slowAfter) await c.hit(m, k.wait(failures), slowDelayMs(failures));
    throw new AppError(result.code, { value: { captcha: true } });
  } finally {
    const cleanup: Promise<void>[] = [];
    if (busy) cleanup.push(c.reset(m, k.busy));
    if (!counted) cleanup.push(c.release(m, k.account), c.release(m, k.ip));
    await Promise.all(cleanup);
  }
}

/**
 * Checks a logged-in member's login password (change password, payment-password reset, security questions, trial
 * login) against the account's budget shared with login. There is no captcha here, so once the account has
 * `accountLockAfter` failures in the window (from these forms or from login) every check, the right password too,
 * is refused with ACCOUNT_LOCKED until the window ends. That only stops whoever holds the session; login with a
 * solved captcha keeps working for the owner. The attempt is counted before the password is checked, so parallel
 * guesses cannot get more checks than the budget. A wrong password answers `wrong()`, or ACCOUNT_LOCKED when it
 * used up the budget; the right one clears the count, as a login does.
 */
export async function verifyMemberPassword(
  fast: FastStore,
  merchantId: number,
  member: Pick<Member, 'username' | 'passwordHash'>,
  password: string,
  wrong: () => AppError,
): Promise<void> {
  const c = fast.counters;
  const key = guardKeys(member.username, '').account;
  const locked = async () => {
    const { resetAt } = await c.peek(merchantId, key, L.loginWindowMs);
    return new AppError(ErrorCode.ACCOUNT_LOCKED, { value: { retryAfterMs: retryAfter(resetAt, L.loginWindowMs) } });
  };
  const n = await c.hit(merchantId, key, L.loginWindowMs);
  if (n > L.accountLockAfter) {
    await c.release(merchantId, key);
    throw await locked();
  }
  let valid: boolean;
  try {
    valid = await verifyPassword(member.passwordHash, password);
  } catch (err) {
    await c.release(merchantId, key);
    throw err;
  }
  if (valid) {
    await c.reset(merchantId, key);
    return;
  }
  if (n >= L.accountLockAfter) throw await locked();
  throw wrong();
}
