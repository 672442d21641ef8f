import type { CodeSent, EmailChangeCode, SetEmail } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import type { FastStore } from '../../platform/fast-store.js';
import { realMember, setEmail } from '../member/index.js';
import { consumeCode, sendCode, type CodePurpose } from './verification.js';

// The personal settings' e-mail changes only with a code sent to the new address, so nobody can put an address they
// do not read (or someone else's) on the account. The code belongs to the member and the address together.

const PURPOSE: CodePurpose = 'emailChange';
const target = (memberId: number, email: string) => `${memberId}|${email.trim().toLowerCase()}`;

/** Step 1: a code to the new address (members only, trial accounts are refused), throttled like every code. */
export async function emailChangeCode(
  db: Db,
  fast: FastStore,
  merchant: Merchant,
  memberId: number,
  body: EmailChangeCode,
  via: { ip: string },
): Promise<CodeSent> {
  await realMember(db, merchant, memberId);
  const address = body.email.trim().toLowerCase();
  const request = { merchantId: merchant.id, purpose: PURPOSE, target: target(memberId, address), ip: via.ip };
  return sendCode(db, fast, { ...request, channel: 'email', recipient: address });
}

/** Step 2: the code that address received, then the address is the member's. */
export async function changeEmail(db: Db, merchant: Merchant, memberId: number, body: SetEmail): Promise<void> {
  await realMember(db, merchant, memberId);
  await consumeCode(db, { merchantId: merchant.id, purpose: PURPOSE, target: target(memberId, body.email), code: body.verificationCode });
  await setEmail(db, merchant, memberId, body.email);
}
