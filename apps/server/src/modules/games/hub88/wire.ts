import { createHash } from 'node:crypto';
import { minorToHub88, type Hub88Status, type Hub88WalletAnswer } from '@wps/contract';

// The Hub88 wire's small conversions: the member behind a wire user, the answers, a transaction's fingerprint.

/** Wire user of a member: "m" and the id zero-padded to 4 digits (no personal data, at least 4 characters). */
export const wireUser = (memberId: number): string => `m${String(memberId).padStart(4, '0')}`;

/** The member id of a wire user, or null when it is not one of ours. */
export function memberOfWireUser(user: string): number | null {
  const m = /^m(\d{4,10})$/.exec(user);
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The answer's head: who and which request. */
export interface AnswerHead {
  user: string;
  request_uuid: string;
}

/** An answer with a status; the balance and currency travel with RS_OK and RS_ERROR_NOT_ENOUGH_MONEY. */
export function answer(head: AnswerHead, status: Hub88Status, money?: { balance: bigint; currency: string }): Hub88WalletAnswer {
  return money ? { ...head, status, currency: money.currency, balance: minorToHub88(money.balance) } : { ...head, status };
}

/**
 * The business fields of a transaction, hashed: the same transaction_uuid with the same fingerprint is a replay, with
 * another one a duplicate. request_uuid, token and meta are left out (a retry may carry new ones).
 */
export function fingerprint(fields: Record<string, string | number | boolean | null | undefined>): string {
  const stable = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k] ?? ''}`)
    .join('\n');
  return createHash('sha256').update(stable).digest('hex');
}
