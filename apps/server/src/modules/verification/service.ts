import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS, ErrorCode, type CodeSent } from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';
import { secretEquals, sha256Hex } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { FastStore } from '../../platform/fast-store.js';
import type { MessageProvider } from '../../platform/outbox.js';

/** What a code is for: SMS login and reset share 'noLogin' (spec call names); registration; reset by e-mail. */
export type CodePurpose = 'noLogin' | 'register' | 'email';

const HOUR = 3_600_000;
const PER_TARGET_PER_HOUR = 5;
const PER_IP_PER_HOUR = 30;

/** `+63|9171234567`: how a mobile number is stored and looked up. */
export const mobileKey = (dialingCode: string, number: string): string => `${dialingCode.trim()}|${number.trim()}`;

/**
 * Sends a fresh numeric code: at most one per target each resend interval, a few per hour per target and per
 * address. The previous unused codes of the target stop working.
 */
export async function sendCode(
  db: Db,
  fast: FastStore,
  provider: MessageProvider,
  args: { merchantId: number; purpose: CodePurpose; target: string; recipient: string; channel: 'sms' | 'email'; ip: string },
): Promise<CodeSent> {
  const { merchantId, purpose, target } = args;
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (last && Date.now() - last.createdAt.getTime() < ACCOUNT_LIMITS.smsResendMs) {
    throw new AppError(ErrorCode.RATE_LIMITED, { value: { retryAfterMs: ACCOUNT_LIMITS.smsResendMs - (Date.now() - last.createdAt.getTime()) } });
  }
  if ((await fast.counters.hit(merchantId, `code:ip:${args.ip}`, HOUR)) > PER_IP_PER_HOUR) throw new AppError(ErrorCode.RATE_LIMITED);
  if ((await fast.counters.hit(merchantId, `code:${purpose}:${target}`, HOUR)) > PER_TARGET_PER_HOUR) {
    throw new AppError(ErrorCode.RATE_LIMITED);
  }

  const code = Array.from({ length: ACCOUNT_LIMITS.smsCodeLength }, () => String(randomInt(10))).join('');
  const expiresAt = new Date(Date.now() + ACCOUNT_LIMITS.smsCodeTtlMs);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({ merchantId, purpose, target, codeHash: sha256Hex(code), expiresAt });
    // Housekeeping: codes expired for a day are of no use to anyone.
    await tx.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(Date.now() - 86_400_000)));
    await provider.send(tx, {
      merchantId,
      channel: args.channel,
      recipient: args.recipient,
      subject: args.channel === 'email' ? 'Password reset code' : undefined,
      body: `Your verification code is ${code}. It expires in ${Math.round(ACCOUNT_LIMITS.smsCodeTtlMs / 60_000)} minutes.`,
    });
  });
  return { expirationTime: expiresAt.getTime() };
}

/**
 * Checks and consumes a code: the newest live code of the target, single use, a few wrong tries at most.
 * Throws VERIFICATION_INVALID otherwise.
 */
export async function consumeCode(
  db: Executor,
  args: { merchantId: number; purpose: CodePurpose; target: string; code: string },
): Promise<void> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, args.merchantId),
        eq(verificationCodes.purpose, args.purpose),
        eq(verificationCodes.target, args.target),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const invalid = () => new AppError(ErrorCode.VERIFICATION_INVALID, { value: [{ field: 'verificationCode', message: 'err_verification_code' }] });
  if (!row || row.attempts >= ACCOUNT_LIMITS.smsCodeAttempts) throw invalid();
  if (!secretEquals(row.codeHash, sha256Hex(args.code.trim()))) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw invalid();
  }
  // Only one caller can consume it (the update is conditional on it still being unused).
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalid();
}
