import { ErrorCode } from '@wps/contract';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';

// The one attempt budget of an operator's secrets: sign-in and every in-session check of the password or an
// authenticator code (password change, two-factor enrolment and turning it off, API key creation) count failures
// on the same counters in `fast` (merchant 0: operators are nobody's tenant rows), keyed by the name as typed and
// the client address, so an unknown name behaves as a known one.

/**
 * ASVS 6.3.1 (v4 2.2.1): slow the attacker, never let the attacker lock the owner out.
 * - Failures of an account from one address make that address wait before its next try: after `slowAfter` of them,
 *   15 s, doubling with each failure, at most 15 min (RATE_LIMITED with value.retryAfterMs), the right secret too;
 *   only one check of the account from one address runs at a time. Other addresses are not slowed.
 * - Once the account has `accountAttackAfter` failures in the hour from anywhere, an address that never signed in
 *   to it waits after its first failure, so spreading guesses over many addresses buys one guess per address.
 * - `ipSlowAfter` failures from one address (any account: password spraying) slow it the same way for the accounts
 *   it has no sign-in history with.
 * - Past `accountCap` failures in the hour (ASVS: no more than 100 an hour), an address new to the account has
 *   its authenticator code checked before the password (no code, no check), so only the owner (password and code)
 *   gets in from there; an address the owner signed in from in the last `knownDays` days is never held by what
 *   other addresses did.
 * - Nothing locks the account: the right secret from an address that is not waiting gets in.
 */
export const OPS_ATTEMPTS = {
  windowMs: 60 * 60_000,
  slowAfter: 5,
  accountAttackAfter: 5,
  ipSlowAfter: 10,
  accountCap: 100,
  slowBaseMs: 15_000,
  slowMaxMs: 15 * 60_000,
  knownDays: 30,
} as const;

const R = OPS_ATTEMPTS;
/** rate_counters.merchant_id of calls made outside any merchant. */
const NO_MERCHANT = 0;
/** How long one check may hold the account-and-address slot if its process dies before letting go. */
const BUSY_MS = 10_000;

export function opsAttemptKeys(account: string, ip: string) {
  const a = account.trim().toLowerCase();
  return {
    account: `ops:acct:${a}`,
    ip: `ops:ip:${ip}`,
    pair: `ops:pair:${a}|${ip}`,
    busy: `ops:busy:${a}|${ip}`,
    /** Open while the pair waits after its n-th failure. */
    pairWait: (n: number) => `ops:wait:${a}|${ip}:${n}`,
    /** Open while the address waits after its n-th failure. */
    ipWait: (n: number) => `ops:ipwait:${ip}:${n}`,
  };
}

/** The wait after the n-th failure where waiting starts at `after`: 15 s, doubling, at most 15 min. */
export const opsWaitMs = (n: number, after: number): number => Math.min(R.slowBaseMs * 2 ** Math.max(0, n - after), R.slowMaxMs);

export interface OpsAttempt {
  /** The operator's name as typed (sign-in) or as stored (in-session checks). */
  account: string;
  ip: string;
  /** The operator signed in from this address lately (see OPS_ATTEMPTS). */
  known: boolean;
}

/** What a check of the secrets decides: its value, or the error of a counted failure (with why, for the trail). */
export type SecretCheck<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; reason: string };

/**
 * Runs `check` under the budget. `check(strict)` looks at the secrets; with `strict` (the account is past its cap and
 * the address is new to it) it must check the authenticator code first and refuse without one. A check that throws
 * counts nothing. `onFailure` runs once a failure is counted (the audit row).
 */
export async function guardOpsSecret<T>(
  fast: FastStore,
  attempt: OpsAttempt,
  check: (strict: boolean) => Promise<SecretCheck<T>>,
  onFailure?: (reason: string) => Promise<void>,
): Promise<T> {
  const c = fast.counters;
  const m = NO_MERCHANT;
  const k = opsAttemptKeys(attempt.account, attempt.ip);
  const pairAfter = (accountFailures: number) => (!attempt.known && accountFailures >= R.accountAttackAfter ? 1 : R.slowAfter);
  const waiting = async (gate: (n: number) => string, failures: number, after: number) => {
    if (failures < after) return;
    const w = await c.peek(m, gate(failures), opsWaitMs(failures, after));
    if (w.count > 0) {
      const retryAfterMs = Math.max(1, (w.resetAt?.getTime() ?? Date.now()) - Date.now());
      throw new AppError(ErrorCode.RATE_LIMITED, { value: { retryAfterMs } });
    }
  };

  if ((await c.hit(m, k.busy, BUSY_MS)) > 1) throw new AppError(ErrorCode.RATE_LIMITED, { value: { retryAfterMs: 1_000 } });
  try {
    const [account, ip, pair] = await Promise.all([c.peek(m, k.account, R.windowMs), c.peek(m, k.ip, R.windowMs), c.peek(m, k.pair, R.windowMs)]);
    await waiting(k.pairWait, pair.count, pairAfter(account.count));
    if (!attempt.known) await waiting(k.ipWait, ip.count, R.ipSlowAfter);

    const result = await check(!attempt.known && account.count >= R.accountCap);
    if (result.ok) {
      await c.reset(m, k.pair);
      return result.value;
    }
    const [accountN, ipN, pairN] = await Promise.all([c.hit(m, k.account, R.windowMs), c.hit(m, k.ip, R.windowMs), c.hit(m, k.pair, R.windowMs)]);
    const after = pairAfter(accountN);
    const gates: Promise<number>[] = [];
    if (pairN >= after) gates.push(c.hit(m, k.pairWait(pairN), opsWaitMs(pairN, after)));
    if (ipN >= R.ipSlowAfter) gates.push(c.hit(m, k.ipWait(ipN), opsWaitMs(ipN, R.ipSlowAfter)));
    await Promise.all(gates);
    await onFailure?.(result.reason);
    throw new AppError(result.code);
  } finally {
    await c.reset(m, k.busy);
  }
}
