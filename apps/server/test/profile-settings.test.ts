import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  CALLS,
  CodeSentSchema,
  ErrorCode,
  LoginResultSchema,
  OPS_TOKEN_HEADER,
  OpsMemberDetailSchema,
  RegisterSettingsSchema,
  SecurityConfigSchema,
  SystemStatusSchema,
  callPath,
  type RegisterSettings,
} from '@wps/contract';
import { merchants } from '../src/db/schema.js';
import { describeEachDb, errorBody, injectEncrypted, login, okValue } from './helper.js';
import { OPS_TOKEN, newMember, ops } from './money-fixtures.js';

// Issue 15 items 12 and 14: one nickname rule for registration and the personal settings, a code to the new e-mail
// address before it is the member's, and the merchant's country behind the dialing code.

describeEachDb(
  'personal settings: nickname rule, e-mail change by code, merchant country',
  (ctx) => {
    const app = () => ctx().app;

    async function mailTo(address: string): Promise<{ subject: string | null; body: string }[]> {
      const res = await ops(app(), 'GET', `${callPath(CALLS.opsOutbox.path, { code: 'demo' })}?to=${encodeURIComponent(address)}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { value: { subject: string | null; body: string }[] }).value;
    }
    const codeIn = (body: string) => /(\d{6})/.exec(body)![1]!;

    async function patchRegister(patch: (s: RegisterSettings) => RegisterSettings): Promise<() => Promise<void>> {
      const [m] = await app().db.select().from(merchants).where(eq(merchants.code, 'demo'));
      const before = m!.registerSettings;
      await app().db.update(merchants).set({ registerSettings: patch(before) }).where(eq(merchants.code, 'demo'));
      return async () => {
        await app().db.update(merchants).set({ registerSettings: before }).where(eq(merchants.code, 'demo'));
      };
    }

    it('refuses markup and more than 20 characters as a nickname in the settings', async () => {
      const m = await newMember(app(), 'nick');
      for (const nickname of ['<img src=x onerror=alert(1)>', 'Tom & "Jerry"', 'a'.repeat(21)]) {
        const res = await m.call('setNickname', { body: { nickname } });
        expect(errorBody(res)).toMatchObject({ errorCode: ErrorCode.VALIDATION, value: [{ field: 'nickname', message: 'mn_nickname_rule' }] });
      }
      expect((await m.call('setNickname', { body: { nickname: 'a'.repeat(20) } })).statusCode).toBe(200);
      expect(okValue(await m.call('securityConfig'), SecurityConfigSchema).nickname).toBe('a'.repeat(20));
    });

    it("applies the same nickname rule at registration, even under a merchant's laxer one", async () => {
      const restore = await patchRegister((s) => ({
        ...s,
        fields: { ...s.fields, nickname: { acceptedPattern: '^.+$', minLength: 1, maxLength: 40, enabled: true, required: false } },
      }));
      try {
        const body = (username: string, nickname: string) => ({
          username,
          password: 'Abc12345',
          confirmPassword: 'Abc12345',
          nickname,
          agreement: true,
          ageConfirmed: true,
        });
        for (const nickname of ['<b>bold</b>', 'n'.repeat(21)]) {
          const res = await injectEncrypted(app(), { method: 'PUT', url: CALLS.register.path, body: body('nickreg01', nickname), remoteAddress: '10.61.0.1' });
          expect(errorBody(res)).toMatchObject({ errorCode: ErrorCode.VALIDATION, value: [{ field: 'nickname', message: 'reg_format_nickname' }] });
        }
        const ok = await injectEncrypted(app(), { method: 'PUT', url: CALLS.register.path, body: body('nickreg02', 'Plain Name'), remoteAddress: '10.61.0.2' });
        expect(okValue(ok, LoginResultSchema).userName).toBe('nickreg02');
      } finally {
        await restore();
      }
    });

    it('changes the e-mail only with the code sent to the new address', async () => {
      const m = await newMember(app(), 'mail');
      const address = `${m.username}@example.com`;
      // No code, a made-up code: refused, nothing changes.
      expect(errorBody(await m.call('setEmail', { body: { email: address } })).errorCode).toBe(ErrorCode.VALIDATION);
      expect(errorBody(await m.call('setEmail', { body: { email: address, verificationCode: '123456' } })).errorCode).toBe(
        ErrorCode.VERIFICATION_INVALID,
      );

      const before = Date.now();
      const sent = okValue(await m.call('emailChangeCode', { body: { email: address.toUpperCase() } }), CodeSentSchema);
      expect(sent.expirationTime).toBeGreaterThanOrEqual(before + ACCOUNT_LIMITS.smsResendMs);
      const [mail] = await mailTo(address);
      expect(mail?.subject).toBe('E-mail address verification code');
      const code = codeIn(mail!.body);

      // The code is for that address only.
      const other = await m.call('setEmail', { body: { email: `x${address}`, verificationCode: code } });
      expect(errorBody(other).errorCode).toBe(ErrorCode.VERIFICATION_INVALID);
      expect(okValue(await m.call('securityConfig'), SecurityConfigSchema).email).toBeNull();

      expect((await m.call('setEmail', { body: { email: address, verificationCode: code } })).statusCode).toBe(200);
      expect(okValue(await m.call('securityConfig'), SecurityConfigSchema).email).toBe(address);
      // The back office reads the same address.
      expect((await opsMember(m.id)).email).toBe(address);
      // Single use.
      expect(errorBody(await m.call('setEmail', { body: { email: address, verificationCode: code } })).errorCode).toBe(ErrorCode.VERIFICATION_INVALID);
    });

    const opsMember = async (id: number) =>
      okValue(await ops(app(), 'GET', callPath(CALLS.opsMember.path, { code: 'demo', id })), OpsMemberDetailSchema);

    it("the settings' e-mail is the account's: demo01 sees the seeded address the back office shows", async () => {
      const { token, id } = await login(app(), 'demo01');
      const res = await app().inject({ method: 'GET', url: CALLS.securityConfig.path, headers: { Authorization: token } });
      expect(okValue(res, SecurityConfigSchema).email).toBe('demo01@example.com');
      expect((await opsMember(id)).email).toBe('demo01@example.com');
    });

    it("answers the merchant's country with the register settings; the operator sets it", async () => {
      const status = async () => okValue(await app().inject({ method: 'GET', url: CALLS.systemStatus.path }), SystemStatusSchema).info.register;
      expect((await status()).country).toEqual({ code: 'CN', dialingCode: '+86' });
      const put = (country: string) =>
        app().inject({
          method: 'PUT',
          url: callPath(CALLS.opsMerchantCountry.path, { code: 'demo' }),
          headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN },
          payload: { country },
        });
      try {
        expect(okValue(await put('PH'), RegisterSettingsSchema).country).toEqual({ code: 'PH', dialingCode: '+63' });
        expect((await status()).country).toEqual({ code: 'PH', dialingCode: '+63' });
        expect(errorBody(await put('ZZ')).errorCode).toBe(ErrorCode.VALIDATION);
        expect(errorBody(await put('ph')).errorCode).toBe(ErrorCode.VALIDATION);
      } finally {
        await put('CN');
      }
    });

    it('refuses e-mail codes to trial accounts and to visitors', async () => {
      const t = await newMember(app(), 'mailtrial', 4);
      expect(errorBody(await t.call('emailChangeCode', { body: { email: 'trial@example.com' } })).errorCode).toBe(ErrorCode.FREE_REJECT);
      const anonymous = await app().inject({ method: 'POST', url: CALLS.emailChangeCode.path, payload: { email: 'x@example.com' } });
      expect(errorBody(anonymous).errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
    });
  },
  { opsKey: OPS_TOKEN },
);
