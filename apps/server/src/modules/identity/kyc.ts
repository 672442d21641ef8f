import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ErrorCode,
  IDENTITY_LIMITS,
  KYC_DOCUMENTS,
  minorToMoney,
  type KycDocument,
  type KycStatus,
  type OpsKycCase,
  type UploadKycDocument,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { IdentitySettingsRow, KycCaseRow, Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { memberDepositTotals } from '../deposit/index.js';
import { realMember } from '../member/index.js';
import { acceptPicture } from '../promotions/index.js';
import { kycDecided } from './events.js';
import { identityProfile, markProfile } from './profile.js';
import { identityRepo, type MemberKey } from './repo.js';
import { settingsOf } from './settings.js';

// KYC documents (issue 30): pictures through the upload checks, kept under FILES_DIR (never a served folder), read
// back only through addresses signed with the merchant's key that live a few minutes.

const FILE = /^[a-f0-9]{64}\.(png|jpg)$/;

function documentPath(filesDir: string, k: MemberKey, file: string): string {
  return join(filesDir, 'kyc', String(k.merchantId), String(k.memberId), file);
}

/**
 * `merchant.member.kind.file.expires.signature` (short enough for a path parameter): the document (the first 16 hex
 * digits of its content hash), its owner and the expiry, signed with the merchant's key (128 bits of HMAC-SHA256).
 */
function sign(settings: IdentitySettingsRow, k: MemberKey, kind: KycDocument, file: string): string {
  const expires = Math.floor(Date.now() / 1000) + IDENTITY_LIMITS.documentUrlSeconds;
  const payload = `${k.merchantId}.${k.memberId}.${KYC_DOCUMENTS.indexOf(kind)}.${file.slice(0, 16)}.${expires}`;
  return `${payload}.${mac(settings.signingKey, payload).toString('base64url')}`;
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);
const TOKEN = /^(\d{1,9})\.(\d{1,9})\.([0-2])\.([a-f0-9]{16})\.(\d{1,12})\.([\w-]{22})$/;

const documentUrl = (token: string) => `/wps/kyc/file/${token}`;

function documentsOf(row: KycCaseRow | null, settings: IdentitySettingsRow, k: MemberKey) {
  return KYC_DOCUMENTS.map((kind) => {
    const doc = row?.documents[kind];
    return { kind, url: doc ? documentUrl(sign(settings, k, kind, doc.file)) : null };
  });
}

/** Whether a withdrawal of this amount must wait for verified KYC now, and from which amount it would. */
async function gateOf(db: Executor, settings: IdentitySettingsRow, k: MemberKey): Promise<{ always: boolean; from: bigint | null }> {
  const deposits = settings.kycDepositThreshold === null ? null : (await memberDepositTotals(db, k.merchantId, k.memberId)).amount;
  const always = deposits !== null && settings.kycDepositThreshold !== null && deposits >= settings.kycDepositThreshold;
  return { always, from: settings.kycWithdrawalThreshold };
}

export async function kycStatus(db: Db, merchant: Merchant, memberId: number): Promise<KycStatus> {
  const k = { merchantId: merchant.id, memberId };
  const [settings, row] = await Promise.all([settingsOf(db, merchant.id), identityRepo.kycCase(db, k)]);
  const gate = await gateOf(db, settings, k);
  const verified = row?.state === 'verified';
  return {
    state: row?.state ?? 'unverified',
    reason: row?.reason ?? null,
    documents: documentsOf(row, settings, k),
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    gate: { required: !verified && gate.always, fromAmount: verified || gate.from === null ? null : minorToMoney(gate.from) },
  };
}

/** Stores one document (checked and re-encoded first: a refused picture leaves nothing on disk or in the case). */
export async function uploadKycDocument(db: Db, filesDir: string, merchant: Merchant, memberId: number, body: UploadKycDocument): Promise<KycStatus> {
  await realMember(db, merchant, memberId);
  const k = { merchantId: merchant.id, memberId };
  const locked = (state: string | undefined) => state === 'review' || state === 'verified';
  // Refused before any picture work when the case is sent or verified, and again under the row lock below.
  if (locked((await identityRepo.kycCase(db, k))?.state)) throw new AppError(ErrorCode.ALREADY_APPLIED);
  const img = await acceptPicture(body.picture);
  const file = `${createHash('sha256').update(img.data).digest('hex')}.${img.mime === 'image/png' ? 'png' : 'jpg'}`;
  const path = documentPath(filesDir, k, file);
  await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
  // Written whole under a temporary name, then renamed: a reader never sees half a file.
  await writeFile(`${path}.part`, img.data, { mode: 0o600 });
  await rename(`${path}.part`, path);
  // Under the case's row lock: an upload that finishes after the case was sent for review changes nothing.
  await db.transaction(async (tx) => {
    const row = await identityRepo.kycCase(tx, k, true);
    if (locked(row?.state)) throw new AppError(ErrorCode.ALREADY_APPLIED);
    await identityRepo.setDocument(tx, k, body.kind, { file, mime: img.mime });
    if (row?.state === 'rejected') await identityRepo.setKycState(tx, k, { state: 'unverified' });
  });
  return kycStatus(db, merchant, memberId);
}

/** Sends the three documents (and the filled profile fields) for review. */
export async function submitKyc(db: Db, merchant: Merchant, memberId: number): Promise<KycStatus> {
  await realMember(db, merchant, memberId);
  const k = { merchantId: merchant.id, memberId };
  await db.transaction(async (tx) => {
    const row = await identityRepo.kycCase(tx, k, true);
    if (row?.state === 'review' || row?.state === 'verified') throw new AppError(ErrorCode.ALREADY_APPLIED);
    const missing = KYC_DOCUMENTS.filter((kind) => !row?.documents[kind]);
    if (missing.length) throw new AppError(ErrorCode.VALIDATION, { value: missing.map((field) => ({ field, message: 'required' })) });
    await identityRepo.setKycState(tx, k, { state: 'review', reason: null, submittedAt: new Date(), decidedAt: null, decidedBy: null });
    await markProfile(tx, k, 'review', null);
  });
  return kycStatus(db, merchant, memberId);
}

/** The bytes behind a signed address: refused when the signature, the expiry or the case's current file differ. */
export async function kycFile(db: Db, filesDir: string, token: string): Promise<{ mime: string; data: Buffer }> {
  const notFound = () => new AppError(ErrorCode.NOT_FOUND);
  const m = TOKEN.exec(token);
  if (!m) throw notFound();
  const k = { merchantId: Number(m[1]), memberId: Number(m[2]) };
  const kind = KYC_DOCUMENTS[Number(m[3])]!;
  const settings = await identityRepo.settings(db, k.merchantId);
  if (!settings) throw notFound();
  const expected = mac(settings.signingKey, token.slice(0, token.lastIndexOf('.')));
  const given = Buffer.from(m[6]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
  if (Number(m[5]) < Date.now() / 1000) throw new AppError(ErrorCode.FORBIDDEN, { detail: 'link expired' });
  const doc = (await identityRepo.kycCase(db, k))?.documents[kind];
  if (!doc || !doc.file.startsWith(m[4]!) || !FILE.test(doc.file)) throw notFound();
  // A row whose file is not on this machine (a seed without FILES_DIR) is not found, never a 500.
  const data = await readFile(documentPath(filesDir, k, doc.file)).catch(() => null);
  if (!data) throw notFound();
  return { mime: doc.mime, data };
}

/** The withdrawal gate (registered with the withdraw module): past the merchant's threshold, verified KYC first. */
export async function kycWithdrawCheck(db: Executor, d: { merchantId: number; memberId: number; amount: bigint }): Promise<void> {
  const settings = await identityRepo.settings(db, d.merchantId);
  if (!settings || (settings.kycDepositThreshold === null && settings.kycWithdrawalThreshold === null)) return;
  const k = { merchantId: d.merchantId, memberId: d.memberId };
  const row = await identityRepo.kycCase(db, k);
  if (row?.state === 'verified') return;
  const gate = await gateOf(db, settings, k);
  if (gate.always || (gate.from !== null && d.amount >= gate.from)) {
    throw new AppError(ErrorCode.KYC_REQUIRED, { detail: `kyc ${row?.state ?? 'unverified'}` });
  }
}

// The operators' review (risk role), each decision audited by serve and told to the member through kyc.decided.

export async function opsKycCase(db: Executor, merchant: Merchant, memberId: number): Promise<OpsKycCase> {
  const k = { merchantId: merchant.id, memberId };
  const [row, member, settings] = await Promise.all([identityRepo.kycCase(db, k), identityRepo.username(db, k), settingsOf(db, merchant.id)]);
  if (!member) throw new AppError(ErrorCode.NOT_FOUND);
  const profile = await identityProfile(db as Db, merchant, memberId);
  return {
    memberId,
    member,
    state: row?.state ?? 'unverified',
    reason: row?.reason ?? null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    documents: documentsOf(row, settings, k),
    fields: profile.fields,
  };
}

export async function decideKyc(
  db: Executor,
  merchant: Merchant,
  operatorId: number,
  memberId: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<{ before: string; after: OpsKycCase }> {
  const k = { merchantId: merchant.id, memberId };
  const row = await identityRepo.kycCase(db, k, true);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.state !== 'review') throw new AppError(ErrorCode.ALREADY_DECIDED);
  const state = decision.approve ? 'verified' : 'rejected';
  const reason = decision.approve ? null : decision.reason;
  const decidedAt = new Date();
  await identityRepo.setKycState(db, k, { state, reason, decidedAt, decidedBy: operatorId });
  await markProfile(db, k, state, reason);
  await kycDecided.publish(db, merchant.id, { memberId, outcome: state, reason, reference: `kyc:${memberId}:${decidedAt.getTime()}` });
  return { before: row.state, after: await opsKycCase(db, merchant, memberId) };
}
