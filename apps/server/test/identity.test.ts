import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import {
  BankCardSchema,
  CALLS,
  ErrorCode,
  IdentityProfileSchema,
  IdentitySettingsSchema,
  KycStatusSchema,
  LIMITS,
  MemberIconSchema,
  OPS_TOKEN_HEADER,
  OpsKycCaseSchema,
  OpsKycPageSchema,
  WithdrawOrderSchema,
  callPath,
} from '@wps/contract';
import { auditLog, inboxMessages, kycCases, memberIcons } from '../src/db/schema.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';
import { newMember, rid, type TestMember } from './money-fixtures.js';
import { pngBomb } from './picture-fixtures.js';

const RISK = 'ops_k_identity-risk-key-0123456789';
const SUPPORT = 'ops_k_identity-support-key-012345';
const PIN = '246810';
const CARD = { bankCode: 'ICBC', accountName: 'Li Si', accountNo: '6222000011113333' };

const filesDir = mkdtempSync(join(tmpdir(), 'wps-identity-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const photo = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'secret-camera-owner' } })
    .toBuffer();
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a37' } }).png().toBuffer();
const b64 = (b: Buffer) => b.toString('base64');

/** The hostile uploads of issue 30, each to be refused with its status and nothing stored. */
async function attacks(): Promise<[string, string, number, string][]> {
  const good = await png();
  const oversized = Buffer.alloc(LIMITS.imageBytes + 1);
  good.copy(oversized);
  return [
    ['wrong magic bytes', b64(Buffer.from('GIF89a this is not a picture we take')), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    // A PNG signature in front of an HTML payload: sniffed as PNG, refused when it does not decode.
    ['polyglot', b64(Buffer.concat([good.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')])), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    ['pixel flood 1x40,000,000', b64(pngBomb(1, 40_000_000)), 413, ErrorCode.PAYLOAD_TOO_LARGE],
    ['oversized', b64(oversized), 413, ErrorCode.PAYLOAD_TOO_LARGE],
  ];
}

describeEachDb(
  'identity: head icon, profile, KYC and the withdrawal gate',
  (ctx) => {
    const app = () => ctx().app;
    const opsCall = (key: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
      app().inject({ method, url: path, headers: { [OPS_TOKEN_HEADER]: key }, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
    const kycPath = (path: string, memberId?: number) => callPath(path, { code: 'demo', ...(memberId ? { memberId: String(memberId) } : {}) });
    const iconRows = async (m: TestMember) => app().db.select().from(memberIcons).where(eq(memberIcons.memberId, m.id));
    const caseOf = async (m: TestMember) => (await app().db.select().from(kycCases).where(eq(kycCases.memberId, m.id)))[0];
    const filesOf = (m: TestMember) => {
      try {
        return readdirSync(join(filesDir, 'kyc', String(m.merchantId), String(m.id)));
      } catch {
        return [];
      }
    };
    const setIconForm = (m: TestMember, form: Record<string, string>) =>
      app().inject({
        method: 'POST',
        url: CALLS.setMemberIcon.path,
        headers: { Authorization: m.token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });

    it('sets a preset and a picture (form-encoded as the spec says), served re-encoded under its content hash', async () => {
      await grantOpsKey(app(), RISK, 'risk');
      await grantOpsKey(app(), SUPPORT, 'support');
      const m = await newMember(app(), 'icon');
      const none = okValue(await m.call('memberIcon'), MemberIconSchema);
      expect(none.icon).toBeNull();
      expect(none.presets.length).toBeGreaterThan(3);

      const preset = okValue(await setIconForm(m, { preset: 'moon' }), MemberIconSchema);
      expect(preset).toMatchObject({ icon: '/static/avatars/moon.svg', preset: 'moon' });
      const svg = await app().inject({ method: 'GET', url: preset.icon! });
      expect(svg.headers['content-type']).toContain('image/svg+xml');

      const original = await photo(600, 400);
      expect(original.toString('latin1')).toContain('secret-camera-owner');
      const set = okValue(await setIconForm(m, { picture: `data:image/jpeg;base64,${b64(original)}` }), MemberIconSchema);
      expect(set.icon).toMatch(/^\/static\/icons\/demo\/[a-f0-9]{32}\.jpg$/);
      expect(set.preset).toBeNull();
      const served = await app().inject({ method: 'GET', url: set.icon! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 256, height: 256, format: 'jpeg' });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toContain('secret-camera-owner');
      // JSON works as well; the icon's address follows its content.
      const again = okValue(await m.call('setMemberIcon', { body: { picture: b64(await png()) } }), MemberIconSchema);
      expect(again.icon).toMatch(/\.png$/);
      expect(again.icon).not.toBe(set.icon);
      expect(okValue(await m.call('memberIcon'), MemberIconSchema).icon).toBe(again.icon);
      expect((await app().inject({ method: 'GET', url: '/static/icons/demo/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(404);
    });

    it('refuses hostile head icons and stores nothing of them', async () => {
      const m = await newMember(app(), 'iconbad');
      okValue(await m.call('setMemberIcon', { body: { preset: 'sun' } }), MemberIconSchema);
      const before = await iconRows(m);
      for (const [name, picture, status, code] of await attacks()) {
        const res = await setIconForm(m, { picture });
        expect(res.statusCode, name).toBe(status);
        expect(errorBody(res).errorCode, name).toBe(code);
      }
      // A body over the route's limit is refused from its length, before it is read.
      const huge = await app().inject({
        method: 'POST',
        url: CALLS.setMemberIcon.path,
        headers: { Authorization: m.token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `picture=${'A'.repeat(8 * 1024 * 1024)}`,
      });
      expect(huge.statusCode).toBe(413);
      expect(errorBody(await m.call('setMemberIcon', { body: { preset: 'nope' } })).errorCode).toBe(ErrorCode.VALIDATION);
      expect(errorBody(await m.call('setMemberIcon', { body: {} })).errorCode).toBe(ErrorCode.VALIDATION);
      expect(await iconRows(m)).toEqual(before);
      const trial = await newMember(app(), 'icontrial', 4);
      expect(errorBody(await trial.call('setMemberIcon', { body: { preset: 'sun' } })).errorCode).toBe(ErrorCode.FREE_REJECT);
    });

    it('keeps profile fields with their states and the merchant minimum age', async () => {
      const m = await newMember(app(), 'prof');
      const settings = okValue(await opsCall(RISK, 'GET', kycPath(CALLS.opsIdentitySettings.path)), IdentitySettingsSchema);
      const upd = await opsCall(RISK, 'POST', kycPath(CALLS.opsUpdateIdentitySettings.path), { ...settings, minAge: 21, requiredFields: ['birthday', 'idNumber'] });
      expect(okValue(upd, IdentitySettingsSchema).minAge).toBe(21);
      try {
        const year = new Date().getUTCFullYear();
        const young = await m.call('updateIdentityProfile', { body: { birthday: `${year - 19}-01-01` } });
        expect(errorBody(young).errorCode).toBe(ErrorCode.VALIDATION);
        expect(errorBody(await m.call('updateIdentityProfile', { body: { birthday: '1990-02-31' } })).errorCode).toBe(ErrorCode.VALIDATION);
        const p = okValue(await m.call('updateIdentityProfile', { body: { birthday: '1990-05-06', address: '1 Main St', nationality: 'GB', idNumber: 'AB123456' } }), IdentityProfileSchema);
        expect(p.minAge).toBe(21);
        expect(p.fields.find((f) => f.field === 'birthday')).toMatchObject({ value: '1990-05-06', state: 'unverified', required: true, locked: false });
        expect(p.fields.find((f) => f.field === 'occupation')).toMatchObject({ value: null, required: false });
      } finally {
        await opsCall(RISK, 'POST', kycPath(CALLS.opsUpdateIdentitySettings.path), settings);
      }
    });

    it('refuses hostile KYC documents, storing no file and no case', async () => {
      const m = await newMember(app(), 'kycbad');
      for (const [name, picture, status, code] of await attacks()) {
        const res = await m.call('uploadKycDocument', { body: { kind: 'idFront', picture } });
        expect(res.statusCode, name).toBe(status);
        expect(errorBody(res).errorCode, name).toBe(code);
      }
      expect(await caseOf(m)).toBeUndefined();
      expect(filesOf(m)).toEqual([]);
    });

    it('takes documents, serves them by signed short-lived links, and the risk role (not support) reviews them', async () => {
      const m = await newMember(app(), 'kycok');
      expect(errorBody(await m.call('submitKyc')).errorCode).toBe(ErrorCode.VALIDATION);
      for (const kind of ['idFront', 'idBack', 'selfie'] as const) {
        okValue(await m.call('uploadKycDocument', { body: { kind, picture: b64(await photo()) } }), KycStatusSchema);
      }
      const status = okValue(await m.call('submitKyc'), KycStatusSchema);
      expect(status.state).toBe('review');
      // Sent: a late upload changes nothing (the case's row lock).
      expect(errorBody(await m.call('uploadKycDocument', { body: { kind: 'selfie', picture: b64(await png()) } })).errorCode).toBe(ErrorCode.ALREADY_APPLIED);
      expect((await caseOf(m))!.state).toBe('review');
      expect(filesOf(m)).toHaveLength(1); // the same picture three times: one file under its hash
      const url = status.documents[0]!.url!;
      const doc = await app().inject({ method: 'GET', url });
      expect(doc.statusCode, `${url} ${doc.body.slice(0, 300)}`).toBe(200);
      expect(doc.headers['cache-control']).toContain('no-store');
      expect((await sharp(doc.rawPayload).metadata()).exif).toBeUndefined();
      const token = url.split('/').pop()!;
      const parts = token.split('.');
      // Another member's document with this signature, a forged signature, an expired link: refused.
      const other = [parts[0], String(m.id + 1), ...parts.slice(2)].join('.');
      expect((await app().inject({ method: 'GET', url: `/wps/kyc/file/${other}` })).statusCode).toBe(404);
      expect((await app().inject({ method: 'GET', url: `/wps/kyc/file/${[...parts.slice(0, 5), 'A'.repeat(22)].join('.')}` })).statusCode).toBe(404);
      expect((await app().inject({ method: 'GET', url: `/wps/kyc/file/${[...parts.slice(0, 4), '1000', parts[5]].join('.')}` })).statusCode).toBe(404);
      // Support may not see or decide KYC; risk may.
      expect((await opsCall(SUPPORT, 'GET', `${kycPath(CALLS.opsKycCases.path)}?state=review`)).statusCode).toBe(403);
      expect((await opsCall(SUPPORT, 'POST', kycPath(CALLS.opsApproveKyc.path, m.id))).statusCode).toBe(403);
      const queue = okValue(await opsCall(RISK, 'GET', `${kycPath(CALLS.opsKycCases.path)}?state=review`), OpsKycPageSchema);
      expect(queue.list.map((r) => r.memberId)).toContain(m.id);
      const c = okValue(await opsCall(RISK, 'GET', kycPath(CALLS.opsKycCase.path, m.id)), OpsKycCaseSchema);
      expect(c.documents.every((d) => d.url)).toBe(true);
      const rejected = okValue(await opsCall(RISK, 'POST', kycPath(CALLS.opsRejectKyc.path, m.id), { reason: 'Blurred photo' }), OpsKycCaseSchema);
      expect(rejected).toMatchObject({ state: 'rejected', reason: 'Blurred photo' });
      expect(okValue(await m.call('kycStatus'), KycStatusSchema)).toMatchObject({ state: 'rejected', reason: 'Blurred photo' });
      // Decided once: a second decision is refused.
      expect(errorBody(await opsCall(RISK, 'POST', kycPath(CALLS.opsApproveKyc.path, m.id))).errorCode).toBe(ErrorCode.ALREADY_DECIDED);

      okValue(await m.call('uploadKycDocument', { body: { kind: 'selfie', picture: b64(await png()) } }), KycStatusSchema);
      expect(okValue(await m.call('submitKyc'), KycStatusSchema).state).toBe('review');
      expect(okValue(await opsCall(RISK, 'POST', kycPath(CALLS.opsApproveKyc.path, m.id)), OpsKycCaseSchema).state).toBe('verified');
      expect(okValue(await m.call('kycStatus'), KycStatusSchema).state).toBe('verified');

      const inbox = await app().db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id));
      expect(inbox.map((r) => r.title).sort()).toEqual(['Identity documents rejected', 'Identity verified']);
      expect(inbox.find((r) => r.title === 'Identity documents rejected')!.content).toContain('Blurred photo');
      const audits = await app()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `kyc member ${m.id}`)));
      expect(audits.map((a) => a.action).sort()).toEqual(['opsApproveKyc', 'opsRejectKyc']);
    });

    it('holds a withdrawal above the merchant threshold until KYC is verified', async () => {
      const settings = okValue(await opsCall(RISK, 'GET', kycPath(CALLS.opsIdentitySettings.path)), IdentitySettingsSchema);
      await opsCall(RISK, 'POST', kycPath(CALLS.opsUpdateIdentitySettings.path), { ...settings, kycWithdrawalThreshold: '500.00' });
      try {
        const m = await newMember(app(), 'kycgate');
        await m.fund(100_000n);
        const card = okValue(await m.call('bindBankCard', { body: CARD }), BankCardSchema);
        expect((await m.call('paymentPassword', { body: { newPassword: PIN } })).statusCode).toBe(200);
        expect(okValue(await m.call('kycStatus'), KycStatusSchema).gate).toEqual({ required: false, fromAmount: '500.00' });
        const withdraw = (amount: string) => m.call('withdraw', { body: { amount, bankCardId: card.id, paymentPassword: PIN, requestId: rid() } });

        expect(okValue(await withdraw('499.99'), WithdrawOrderSchema).amount).toBe('499.99');
        const held = await withdraw('500');
        expect(held.statusCode).toBe(403);
        expect(errorBody(held)).toMatchObject({ errorCode: ErrorCode.KYC_REQUIRED, message: 'err_kyc_required' });
        expect(await m.balance()).toBe(100_000n - 49_999n);

        for (const kind of ['idFront', 'idBack', 'selfie'] as const) await m.call('uploadKycDocument', { body: { kind, picture: b64(await png()) } });
        await m.call('submitKyc');
        expect(errorBody(await withdraw('500')).errorCode).toBe(ErrorCode.KYC_REQUIRED);
        await opsCall(RISK, 'POST', kycPath(CALLS.opsApproveKyc.path, m.id));
        expect(okValue(await m.call('kycStatus'), KycStatusSchema).gate).toEqual({ required: false, fromAmount: null });
        expect(okValue(await withdraw('500'), WithdrawOrderSchema).amount).toBe('500.00');
      } finally {
        await opsCall(RISK, 'POST', kycPath(CALLS.opsUpdateIdentitySettings.path), settings);
      }
    });
  },
  { config: { filesDir } },
);

