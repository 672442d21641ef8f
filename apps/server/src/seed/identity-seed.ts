import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { KYC_DOCUMENTS, type KycDocument, type VerificationState } from '@wps/contract';
import type { Db } from '../db/client.js';
import { identitySettings, kycCases, members, type Merchant } from '../db/schema.js';
import { identityRepo } from '../modules/identity/repo.js';
import { memberRepo } from '../modules/member/repo.js';
import { credit } from '../modules/wallet/service.js';
import { hashPassword } from '../platform/crypto.js';

/**
 * Identity demo members (issue 30), none of the accounts other journeys use: one verified (documents approved, a
 * balance above the demo's KYC threshold), one whose documents wait in the review queue, one rejected with a reason.
 * Each is made once (a member with a KYC case is left alone). The demo merchant's rule: withdrawals of 5,000.00 or
 * more wait for verified KYC, so the withdrawal screen can say so without touching the smaller amounts of demo01.
 */
export const IDENTITY_DEMO_MEMBERS: readonly { username: string; state: VerificationState; reason?: string }[] = [
  { username: 'kycverified01', state: 'verified' },
  { username: 'kycreview01', state: 'review' },
  { username: 'kycrejected01', state: 'rejected', reason: 'The ID photo is blurred: please upload a sharper picture.' },
];

const LABEL: Record<KycDocument, string> = { idFront: 'ID CARD · FRONT', idBack: 'ID CARD · BACK', selfie: 'SELFIE' };

/** A made-up document picture: a card with its label and the member's name (no real person's data). */
function documentPng(kind: KycDocument, name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"><rect width="480" height="300" rx="18" fill="${kind === 'selfie' ? '#cfe3f7' : '#f3e6c4'}"/><text x="24" y="52" font-family="sans-serif" font-size="26" fill="#333">${LABEL[kind]}</text><text x="24" y="110" font-family="sans-serif" font-size="22" fill="#555">DEMO ${name.toUpperCase()}</text><circle cx="390" cy="190" r="60" fill="#9aa"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedIdentity(db: Db, merchant: Merchant, password: string, filesDir?: string): Promise<void> {
  await db
    .insert(identitySettings)
    .values({ merchantId: merchant.id, signingKey: randomBytes(32).toString('base64url'), kycWithdrawalThreshold: 5_000_00n })
    .onConflictDoNothing();
  for (const demo of IDENTITY_DEMO_MEMBERS) {
    const member =
      (await memberRepo.findByUsername(db, merchant.id, demo.username)) ??
      (await memberRepo.insertIfAbsent(db, { merchantId: merchant.id, username: demo.username, passwordHash: await hashPassword(password) })) ??
      (await memberRepo.findByUsername(db, merchant.id, demo.username));
    if (!member) throw new Error(`seed: member ${demo.username} missing`);
    const k = { merchantId: merchant.id, memberId: member.id };
    const [known] = await db.select({ id: kycCases.id }).from(kycCases).where(and(eq(kycCases.merchantId, merchant.id), eq(kycCases.memberId, member.id)));
    if (known) continue;
    await db.update(members).set({ firstTimeLogin: false }).where(and(eq(members.merchantId, merchant.id), eq(members.id, member.id)));
    await db.transaction((tx) =>
      credit(tx, { ...k, currency: merchant.currency, amount: 8_000_00n, kind: 'seed', idempotencyKey: `seed:identity:${demo.username}` }),
    );
    for (const kind of KYC_DOCUMENTS) {
      const png = await documentPng(kind, demo.username);
      const file = `${createHash('sha256').update(png).digest('hex')}.png`;
      // The files live beside the database (FILES_DIR); a seed without that folder (test templates) records the rows only.
      if (filesDir) {
        const dir = join(filesDir, 'kyc', String(merchant.id), String(member.id));
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFile(join(dir, file), png, { mode: 0o600 });
      }
      await identityRepo.setDocument(db, k, kind, { file, mime: 'image/png' });
    }
    const value = (v: string) => ({ value: v, state: demo.state, reason: demo.reason ?? null });
    await identityRepo.setProfile(db, k, { birthday: value('1990-04-12'), address: value('12 Demo Street, Demo City'), nationality: value('GB'), idNumber: value('DEMO1234') });
    const submittedAt = new Date(Date.now() - 2 * 3_600_000);
    await identityRepo.setKycState(db, k, {
      state: demo.state,
      reason: demo.reason ?? null,
      submittedAt,
      decidedAt: demo.state === 'review' ? null : new Date(submittedAt.getTime() + 3_600_000),
    });
  }
}
