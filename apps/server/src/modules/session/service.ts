import { ErrorCode, type LoginRequest, type LoginResult } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant, Session } from '../../db/schema.js';
import { newToken, sha256Hex, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/repo.js';
import { sessionRepo } from './repo.js';

export interface ClientMeta {
  ip: string;
  device: string | null;
}

export async function login(
  db: Db,
  merchant: Merchant,
  input: LoginRequest,
  meta: ClientMeta,
  ttlMs: number,
): Promise<LoginResult> {
  const member = await memberRepo.findByUsername(db, merchant.id, input.username);
  const valid = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !valid) throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  // Only a caller who knows the password learns that the account is disabled.
  if (member.status !== 'active') throw new AppError(ErrorCode.ACCOUNT_DISABLED);

  const token = newToken();
  await db.transaction(async (tx) => {
    await sessionRepo.insert(tx, {
      tokenHash: sha256Hex(token),
      merchantId: merchant.id,
      memberId: member.id,
      expiresAt: new Date(Date.now() + ttlMs),
      ip: meta.ip,
      device: meta.device,
    });
    await memberRepo.markLoggedIn(tx, merchant.id, member.id);
  });
  return {
    token,
    id: member.id,
    userName: member.username,
    type: member.type,
    merchantCode: merchant.code,
    firstTimeLogin: member.firstTimeLogin,
  };
}

/** The live session of a token for this merchant; a token of another merchant is as good as unknown. */
export async function authenticate(db: Db, merchantId: number, token: string | undefined): Promise<Session> {
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  const session = await sessionRepo.findActive(db, merchantId, sha256Hex(token));
  if (!session) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return session;
}

/** Idempotent: logging out an already dead token still succeeds. */
export async function logout(db: Db, merchantId: number, token: string | undefined): Promise<void> {
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  await sessionRepo.revoke(db, merchantId, sha256Hex(token));
}
