import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { KycDocument, ProfileField, VerificationState } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import {
  identityProfiles,
  identitySettings,
  kycCases,
  memberIcons,
  members,
  type FieldState,
  type IdentitySettingsRow,
  type KycCaseRow,
  type StoredDocument,
} from '../../db/schema.js';

export interface MemberKey {
  merchantId: number;
  memberId: number;
}
const byMember = <T extends typeof memberIcons | typeof identityProfiles | typeof kycCases>(t: T, k: MemberKey) =>
  and(eq(t.merchantId, k.merchantId), eq(t.memberId, k.memberId));

/** The identity module's SQL: head icons, profile fields, KYC cases and each merchant's identity rules. */
export const identityRepo = {
  async icon(db: Executor, k: MemberKey) {
    const [row] = await db.select().from(memberIcons).where(byMember(memberIcons, k));
    return row ?? null;
  },
  async iconByHash(db: Executor, merchantId: number, hash: string) {
    const [row] = await db
      .select({ mime: memberIcons.mime, data: memberIcons.data })
      .from(memberIcons)
      .where(and(eq(memberIcons.merchantId, merchantId), eq(memberIcons.hash, hash)))
      .limit(1);
    return row?.data && row.mime ? { mime: row.mime, data: row.data } : null;
  },
  async setIcon(db: Executor, k: MemberKey, v: { preset: string | null; hash: string | null; mime: string | null; data: string | null }) {
    const values = { ...v, preset: v.preset as (typeof memberIcons.$inferInsert)['preset'] };
    await db
      .insert(memberIcons)
      .values({ ...k, ...values })
      .onConflictDoUpdate({ target: [memberIcons.merchantId, memberIcons.memberId], set: { ...values, updatedAt: new Date() } });
  },

  async profile(db: Executor, k: MemberKey): Promise<Partial<Record<ProfileField, FieldState>>> {
    const [row] = await db.select({ fields: identityProfiles.fields }).from(identityProfiles).where(byMember(identityProfiles, k));
    return row?.fields ?? {};
  },
  async setProfile(db: Executor, k: MemberKey, fields: Partial<Record<ProfileField, FieldState>>): Promise<void> {
    await db
      .insert(identityProfiles)
      .values({ ...k, fields })
      .onConflictDoUpdate({ target: [identityProfiles.merchantId, identityProfiles.memberId], set: { fields, updatedAt: new Date() } });
  },

  async kycCase(db: Executor, k: MemberKey, lock = false): Promise<KycCaseRow | null> {
    const q = db.select().from(kycCases).where(byMember(kycCases, k));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
  async setDocument(db: Executor, k: MemberKey, kind: KycDocument, doc: StoredDocument): Promise<void> {
    const patch = sql`jsonb_build_object(${kind}::text, ${JSON.stringify(doc)}::jsonb)`;
    await db
      .insert(kycCases)
      .values({ ...k, documents: { [kind]: doc } })
      .onConflictDoUpdate({
        target: [kycCases.merchantId, kycCases.memberId],
        set: { documents: sql`${kycCases.documents} || ${patch}`, updatedAt: new Date() },
      });
  },
  async setKycState(
    db: Executor,
    k: MemberKey,
    v: { state: VerificationState; reason?: string | null; submittedAt?: Date; decidedAt?: Date | null; decidedBy?: number | null },
  ): Promise<void> {
    await db
      .insert(kycCases)
      .values({ ...k, ...v })
      .onConflictDoUpdate({ target: [kycCases.merchantId, kycCases.memberId], set: { ...v, updatedAt: new Date() } });
  },
  async kycPage(db: Executor, merchantId: number, state: VerificationState | undefined, pageNo: number, pageSize: number) {
    const where = and(eq(kycCases.merchantId, merchantId), state ? eq(kycCases.state, state) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({ memberId: kycCases.memberId, member: members.username, state: kycCases.state, submittedAt: kycCases.submittedAt, decidedAt: kycCases.decidedAt })
        .from(kycCases)
        .innerJoin(members, eq(members.id, kycCases.memberId))
        .where(where)
        .orderBy(state === 'review' ? kycCases.submittedAt : desc(kycCases.updatedAt), kycCases.id)
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ n: count() }).from(kycCases).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  async username(db: Executor, k: MemberKey): Promise<string | null> {
    const [row] = await db
      .select({ username: members.username })
      .from(members)
      .where(and(eq(members.merchantId, k.merchantId), eq(members.id, k.memberId)));
    return row?.username ?? null;
  },

  async settings(db: Executor, merchantId: number): Promise<IdentitySettingsRow | null> {
    const [row] = await db.select().from(identitySettings).where(eq(identitySettings.merchantId, merchantId));
    return row ?? null;
  },
  /** The merchant's row, made with its defaults and a fresh signing key on first use (one row whoever races). */
  async ensureSettings(db: Executor, merchantId: number, signingKey: string): Promise<IdentitySettingsRow> {
    await db.insert(identitySettings).values({ merchantId, signingKey }).onConflictDoNothing();
    return (await identityRepo.settings(db, merchantId))!;
  },
  async updateSettings(db: Executor, merchantId: number, v: Pick<IdentitySettingsRow, 'minAge' | 'requiredFields' | 'kycDepositThreshold' | 'kycWithdrawalThreshold'>) {
    await db.update(identitySettings).set({ ...v, updatedAt: new Date() }).where(eq(identitySettings.merchantId, merchantId));
  },
};
