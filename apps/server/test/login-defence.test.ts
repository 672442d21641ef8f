import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  CALLS,
  CaptchaImageSchema,
  CodeSentSchema,
  LoginResultSchema,
  OPS_TOKEN_HEADER,
  SecurityQuestionSchema,
} from '@wps/contract';
import { z } from 'zod';
import { memberSecurityAnswers, members, merchants, verificationCodes } from '../src/db/schema.js';
import { guardKeys, slowDelayMs } from '../src/modules/member/password-guard.js';
import { verifyPassword } from '../src/platform/crypto.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { describeEachDb, encryptedBody, errorBody, injectEncrypted, okValue } from './helper.js';
import { newMember, type TestMember } from './money-fixtures.js';

// Hardening items 7, 8, 10 and 12: one login-password budget for login and the in-session forms, a login defence
// the attacker cannot turn against the owner, limits that hold under parallel requests, and code / availability
// answers that do not tell which accounts exist.

const OPS = 'ops_k_login-defence-ops-token-0123456789';
const ops = { [OPS_TOKEN_HEADER.toLowerCase()]: OPS };
const L = ACCOUNT_LIMITS;
const run = randomBytes(3).toString('hex');

let ipSeq = 1;
/** A client address no other test uses. */
const freshIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let keySeq = 0;
const freshKey = () => `ld-${run}-${String(keySeq++).padStart(8, '0')}`;
let nameSeq = 0;
const freshName = (prefix: string) => `${prefix}${run}${nameSeq++}`.slice(0, 16);

describeEachDb(
  'login defence and account enumeration',
  (ctx) => {
    const app = () => ctx().app;
    let merchantId = 0;
    const mid = async () => {
      if (!merchantId) merchantId = (await app().db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo')))[0]!.id;
      return merchantId;
    };

    /** A fresh captcha image (fetched from an address of its own, so image limits never get in the way) and its answer. */
    async function solved(): Promise<{ captcha: string; captchaKey: string }> {
      const captchaKey = freshKey();
      okValue(await app().inject({ method: 'GET', url: `${CALLS.captcha.path}?key=${captchaKey}`, remoteAddress: freshIp() }), CaptchaImageSchema);
      const peek = await app().inject({
        method: 'GET',
        url: CALLS.opsCaptcha.path.replace(':code', 'demo').replace(':key', captchaKey),
        headers: ops,
      });
      return { captcha: (peek.json() as { value: { answer: string } }).value.answer, captchaKey };
    }
    /** A 6-digit answer that is surely not the image's. */
    const madeUp = async () => {
      const s = await solved();
      return { captchaKey: s.captchaKey, captcha: String((Number(s.captcha) + 1) % 1_000_000).padStart(6, '0') };
    };

    const loginAs = (body: Record<string, unknown>, remoteAddress: string) =>
      injectEncrypted(app(), { method: 'POST', url: CALLS.login.path, body, remoteAddress });
    const failures = async (account: string) => (await app().fast.counters.peek(await mid(), guardKeys(account, '').account, L.loginWindowMs)).count;

    async function createMember(m: { username: string; password: string; email?: string; mobile?: string }) {
      const res = await app().inject({
        method: 'POST',
        url: CALLS.opsCreateMember.path.replace(':code', 'demo'),
        headers: ops,
        payload: { ...m, temporary: false },
      });
      expect(res.statusCode).toBe(200);
    }
    async function outbox(to: string): Promise<{ body: string }[]> {
      const res = await app().inject({
        method: 'GET',
        url: `${CALLS.opsOutbox.path.replace(':code', 'demo')}?to=${encodeURIComponent(to)}`,
        headers: ops,
      });
      return (res.json() as { value: { body: string }[] }).value;
    }

    /** Fires pre-encrypted calls all at once (Promise.all of app.inject); answers in the order given. */
    /** A member with a mobile number (password Sms12345) and the reset code just sent to it from a fresh address. */
    async function smsResetCode(prefix: string, numberPrefix: string) {
      const username = freshName(prefix);
      const number = `${numberPrefix}${String(Date.now()).slice(-6)}${nameSeq % 10}`;
      await createMember({ username, password: 'Sms12345', mobile: `+63|${number}` });
      const ip = freshIp();
      okValue(
        await app().inject({ method: 'POST', url: CALLS.smsNoLogin.path, payload: { mobileNo: number, countryDialingCode: '+63' }, remoteAddress: ip }),
        CodeSentSchema,
      );
      const code = /(\d{6})/.exec((await outbox(`+63${number}`))[0]!.body)![1]!;
      return { username, number, ip, code };
    }

    async function fireAll(
      url: string,
      bodies: unknown[],
      opts: { method?: 'POST' | 'PUT'; remoteAddress: string | ((i: number) => string); headers?: Record<string, string> },
    ): Promise<LightMyRequestResponse[]> {
      const encrypted = [];
      for (const body of bodies) encrypted.push(await encryptedBody(app(), body));
      const address = opts.remoteAddress;
      return Promise.all(
        encrypted.map((e, i) =>
          app().inject({
            method: opts.method ?? 'POST',
            url,
            payload: e.payload,
            headers: { ...(opts.headers ?? {}), ...e.headers },
            remoteAddress: typeof address === 'string' ? address : address(i),
          }),
        ),
      );
    }
    const codes = (responses: LightMyRequestResponse[]) => responses.map((r) => (r.statusCode === 200 ? 'OK' : errorBody(r).errorCode));
    const tally = (list: string[]) => list.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

    // ------------------------------------------------------------------------------------------------ item 8

    it('made-up captchas spend nothing: after 10 of them the owner with a solved captcha and the right password gets in', async () => {
      const owner = await newMember(app(), 'ldcap');
      const attacker = freshIp();
      // The first guess needs no captcha and counts; from then on a captcha is required.
      expect(errorBody(await loginAs({ username: owner.username, password: 'Wrong1234' }, attacker))).toMatchObject({
        errorCode: 'INVALID_CREDENTIALS',
        value: { captcha: true },
      });
      expect(await failures(owner.username)).toBe(1);
      for (let i = 0; i < 10; i++) {
        const res = await loginAs({ username: owner.username, password: i % 2 ? DEMO_PASSWORD : 'Wrong1234', ...(await madeUp()) }, attacker);
        expect(errorBody(res)).toMatchObject({ errorCode: 'CAPTCHA_INVALID', value: { captcha: true } });
        const none = await loginAs({ username: owner.username, password: 'Wrong1234' }, attacker);
        expect(errorBody(none)).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });
      }
      // Nothing of that was a password check.
      expect(await failures(owner.username)).toBe(1);

      const ownerIp = freshIp();
      const noCaptcha = await loginAs({ username: owner.username, password: DEMO_PASSWORD }, ownerIp);
      expect(errorBody(noCaptcha)).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', message: 'err_captcha_required' });
      const good = await loginAs({ username: owner.username, password: DEMO_PASSWORD, ...(await solved()) }, ownerIp);
      expect(okValue(good, LoginResultSchema).userName).toBe(owner.username);
      expect(await failures(owner.username)).toBe(0);
    });

    it('never locks login: past every budget, the right password with a solved captcha gets in from an address the attacker does not use', async () => {
      const owner = await newMember(app(), 'ldnolock');
      const attacker = freshIp();
      const seen: string[] = [];
      const retries: number[] = [];
      // Solved captchas, wrong passwords, one address: from slowAfter failures on the address must wait, growing.
      const tries = L.accountLockAfter + 4;
      for (let i = 0; i < tries; i++) {
        const res = await loginAs({ username: owner.username, password: 'Wrong1234', ...(await solved()) }, attacker);
        const body = errorBody(res);
        seen.push(body.errorCode);
        if (body.errorCode === 'RATE_LIMITED') {
          expect(res.statusCode).toBe(429);
          const { retryAfterMs } = body.value as { retryAfterMs: number };
          retries.push(retryAfterMs);
          if (i === tries - 1) break;
          // Let the wait pass (as time would) so the next try is checked and the wait grows.
          const f = (await app().fast.counters.peek(await mid(), guardKeys(owner.username, attacker).pair, L.slowWindowMs)).count;
          await app().fast.counters.reset(await mid(), guardKeys(owner.username, attacker).wait(f));
        }
      }
      expect(seen.slice(0, L.slowAfter)).toEqual(Array(L.slowAfter).fill('INVALID_CREDENTIALS'));
      expect(seen[L.slowAfter]).toBe('RATE_LIMITED');
      expect(seen).not.toContain('ACCOUNT_LOCKED');
      // Each wait is longer than the one before, up to the cap.
      expect(retries.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < retries.length; i++) expect(retries[i]!).toBeGreaterThan(retries[i - 1]!);
      expect(Math.max(...retries)).toBeLessThanOrEqual(L.slowMaxMs);
      expect(await failures(owner.username)).toBeGreaterThanOrEqual(L.accountLockAfter);

      // The attacker's address waits even with a solved captcha and the right password...
      const waiting = await loginAs({ username: owner.username, password: DEMO_PASSWORD, ...(await solved()) }, attacker);
      expect(errorBody(waiting)).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'err_rate_limited' });
      // ...the owner anywhere else does not.
      const owners = await loginAs({ username: owner.username, password: DEMO_PASSWORD, ...(await solved()) }, freshIp());
      expect(okValue(owners, LoginResultSchema).userName).toBe(owner.username);
    });

    it('grows the wait of an account and address from slowBaseMs, doubling, to slowMaxMs', () => {
      expect(slowDelayMs(L.slowAfter)).toBe(L.slowBaseMs);
      expect(slowDelayMs(L.slowAfter + 1)).toBe(2 * L.slowBaseMs);
      expect(slowDelayMs(L.slowAfter + 3)).toBe(8 * L.slowBaseMs);
      expect(slowDelayMs(L.slowAfter + 40)).toBe(L.slowMaxMs);
    });

    it('40+ failures from one address never refuse it: its other users solve a captcha and get in', async () => {
      const office = freshIp();
      const colleague = await newMember(app(), 'ldnat');
      for (let i = 0; i < 45; i++) {
        const body: Record<string, unknown> = { username: `ghost${run}${i}`, password: 'Nope1234' };
        if (i >= L.ipCaptchaAfter) Object.assign(body, await solved());
        const res = await loginAs(body, office);
        expect(errorBody(res).errorCode).toBe('INVALID_CREDENTIALS');
        if (i === L.ipCaptchaAfter - 1) expect(errorBody(res).value).toEqual({ captcha: true });
      }
      // A colleague who never failed: asked for a captcha because of the address, then gets in.
      const first = await loginAs({ username: colleague.username, password: DEMO_PASSWORD }, office);
      expect(first.statusCode).toBe(401);
      expect(errorBody(first)).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });
      const good = await loginAs({ username: colleague.username, password: DEMO_PASSWORD, ...(await solved()) }, office);
      expect(okValue(good, LoginResultSchema).userName).toBe(colleague.username);
    });

    // ------------------------------------------------------------------------------------------------ item 7

    const places: {
      name: string;
      wrongCode: string;
      call(m: TestMember, password: string): Promise<LightMyRequestResponse>;
      unchanged(m: TestMember): Promise<void>;
    }[] = [
      {
        name: 'change password',
        wrongCode: 'VALIDATION',
        call: (m, password) =>
          injectEncrypted(app(), {
            method: 'PUT',
            url: CALLS.changePassword.path,
            body: { oldPassword: password, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
            headers: { authorization: m.token },
          }),
        unchanged: async (m) => {
          const [row] = await app().db.select().from(members).where(eq(members.id, m.id));
          expect(await verifyPassword(row!.passwordHash, DEMO_PASSWORD)).toBe(true);
        },
      },
      {
        name: 'payment-password reset',
        // It asks for the login password: a wrong one is named as such (the payment password is not checked here).
        wrongCode: 'LOGIN_PASSWORD_WRONG',
        call: (m, password) => m.call('paymentPasswordReset', { body: { loginPassword: password, newPassword: '135791' } }),
        unchanged: async (m) => {
          expect((await m.call('hasWithdrawalPassword')).json()).toEqual({ success: true, value: false });
        },
      },
      {
        name: 'security questions',
        wrongCode: 'LOGIN_PASSWORD_WRONG',
        call: async (m, password) => {
          const [a, b] = okValue(await m.call('securityQuestions'), z.array(SecurityQuestionSchema));
          const answers = [
            { questionId: a!.id, answer: 'x' },
            { questionId: b!.id, answer: 'y' },
          ];
          return m.call('setCustomerSecurityQuestions', { body: { loginPassword: password, answers } });
        },
        unchanged: async (m) => {
          const rows = await app()
            .db.select()
            .from(memberSecurityAnswers)
            .where(and(eq(memberSecurityAnswers.merchantId, m.merchantId), eq(memberSecurityAnswers.memberId, m.id)));
          expect(rows).toEqual([]);
        },
      },
    ];

    for (const place of places) {
      it(`${place.name}: ${L.accountLockAfter} wrong login passwords, then the right one is refused too (ACCOUNT_LOCKED)`, async () => {
        const m = await newMember(app(), 'ldplace');
        for (let i = 1; i <= L.accountLockAfter; i++) {
          const res = await place.call(m, `Wrong${i}234`);
          // The try that uses up the budget says so.
          expect(errorBody(res).errorCode).toBe(i === L.accountLockAfter ? 'ACCOUNT_LOCKED' : place.wrongCode);
        }
        const right = await place.call(m, DEMO_PASSWORD);
        expect(right.statusCode).toBe(429);
        const body = errorBody(right);
        expect(body).toMatchObject({ errorCode: 'ACCOUNT_LOCKED', message: 'err_rate_limited' });
        const { retryAfterMs } = body.value as { retryAfterMs: number };
        expect(retryAfterMs).toBeGreaterThan(0);
        expect(retryAfterMs).toBeLessThanOrEqual(L.loginWindowMs);
        await place.unchanged(m);
      });
    }

    it('shares the budget: guesses in the in-session forms count against login, login failures against the forms; login with a captcha still gets in', async () => {
      const m = await newMember(app(), 'ldshare');
      const place = (name: string) => places.find((p) => p.name === name)!;
      const [pay, questions, change] = [place('payment-password reset'), place('security questions'), place('change password')];
      // One wrong payment-reset guess: login now wants a captcha.
      expect(errorBody(await pay.call(m, 'Wrong1234')).errorCode).toBe('LOGIN_PASSWORD_WRONG');
      const login = await loginAs({ username: m.username, password: DEMO_PASSWORD }, freshIp());
      expect(errorBody(login)).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });

      // Login failures (each from its own address, each with a solved captcha) fill the rest of the budget.
      for (let i = 1; i < L.accountLockAfter - 1; i++) {
        const res = await loginAs({ username: m.username, password: 'Wrong1234', ...(await solved()) }, freshIp());
        expect(errorBody(res).errorCode).toBe('INVALID_CREDENTIALS');
      }
      expect(errorBody(await questions.call(m, 'Wrong1234')).errorCode).toBe('ACCOUNT_LOCKED');
      // Every form refuses the right password now, with the same error.
      for (const place of [pay, questions, change]) {
        expect(errorBody(await place.call(m, DEMO_PASSWORD)).errorCode).toBe('ACCOUNT_LOCKED');
      }
      // Login is not locked: the owner with a solved captcha gets in, and that clears the count.
      const good = await loginAs({ username: m.username, password: DEMO_PASSWORD, ...(await solved()) }, freshIp());
      expect(okValue(good, LoginResultSchema).userName).toBe(m.username);
      expect((await pay.call(m, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('trial login never checks a real member password, so it is no way around the budget', async () => {
      const m = await newMember(app(), 'ldfree');
      for (let i = 0; i < 3; i++) {
        const res = await injectEncrypted(app(), {
          method: 'POST',
          url: CALLS.freeplay.path,
          body: { userName: m.username, password: i ? 'Wrong1234' : DEMO_PASSWORD },
          remoteAddress: freshIp(),
        });
        expect(errorBody(res).errorCode).toBe('INVALID_CREDENTIALS');
      }
      expect(await failures(m.username)).toBe(0);
    });

    // ------------------------------------------------------------------------------------------------ item 10

    // From one address, and spread over 150 addresses (so nothing per address helps: the account's count alone must hold).
    it.each([
      ['one address', 1],
      ['150 addresses', 150],
    ])('150 parallel login guesses from %s, the right one last: only one captcha-less guess is checked, the right one is refused', async (_name, spread) => {
      const m = await newMember(app(), 'ldpar');
      const addresses = Array.from({ length: spread }, () => freshIp());
      const bodies = Array.from({ length: 150 }, (_, i) => ({ username: m.username, password: i === 149 ? DEMO_PASSWORD : `Wrong${i}x1` }));
      const answers = codes(await fireAll(CALLS.login.path, bodies, { remoteAddress: (i) => addresses[i % spread]! }));
      const t = tally(answers);
      // Checked guesses answer INVALID_CREDENTIALS (or OK); the rest were refused before any check.
      expect((t.INVALID_CREDENTIALS ?? 0) + (t.OK ?? 0)).toBeLessThanOrEqual(L.accountCaptchaAfter);
      expect(t.CAPTCHA_REQUIRED).toBeGreaterThanOrEqual(149 - L.accountCaptchaAfter);
      expect(answers[149]).toBe('CAPTCHA_REQUIRED');
      // The refused ones gave their count back: the account has exactly its checked failures.
      expect(await failures(m.username)).toBe(t.INVALID_CREDENTIALS ?? 0);
    });

    it('40 parallel guesses with solved captchas from one address: at most slowAfter are checked, then the address waits', async () => {
      const m = await newMember(app(), 'ldparcap');
      const ip = freshIp();
      const bodies = [];
      for (let i = 0; i < 40; i++) bodies.push({ username: m.username, password: `Wrong${i}x1`, ...(await solved()) });
      const t = tally(codes(await fireAll(CALLS.login.path, bodies, { remoteAddress: ip })));
      expect(t.OK).toBeUndefined();
      expect(t.INVALID_CREDENTIALS ?? 0).toBeGreaterThanOrEqual(1);
      expect(t.INVALID_CREDENTIALS ?? 0).toBeLessThanOrEqual(L.slowAfter);
      expect((t.INVALID_CREDENTIALS ?? 0) + (t.RATE_LIMITED ?? 0)).toBe(40);
      // The owner elsewhere is not slowed.
      const good = await loginAs({ username: m.username, password: DEMO_PASSWORD, ...(await solved()) }, freshIp());
      expect(good.statusCode).toBe(200);
    });

    it('40 parallel change-password guesses, the right one last: at most the budget is checked and the password stays', async () => {
      const m = await newMember(app(), 'ldparchg');
      const bodies = Array.from({ length: 40 }, (_, i) => ({
        oldPassword: i === 39 ? DEMO_PASSWORD : `Wrong${i}x1`,
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      }));
      const responses = await fireAll(CALLS.changePassword.path, bodies, { method: 'PUT', remoteAddress: freshIp(), headers: { authorization: m.token } });
      const answers = codes(responses);
      const t = tally(answers);
      expect(t.OK).toBeUndefined();
      // Wrong passwords checked within the budget answer VALIDATION; the last checked one and all refused ones ACCOUNT_LOCKED.
      expect(t.VALIDATION ?? 0).toBeLessThanOrEqual(L.accountLockAfter - 1);
      expect(answers[39]).toBe('ACCOUNT_LOCKED');
      await places[0]!.unchanged(m);
      expect(await failures(m.username)).toBe(L.accountLockAfter);
    });

    it('40 parallel SMS reset guesses, the right code at position 36: at most 5 tries are checked, the right code is refused', async () => {
      const { username, number, ip, code } = await smsResetCode('ldsms', '917');
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const bodies = Array.from({ length: 40 }, (_, i) => ({
        mobileNum: number,
        countryDialingCode: '+63',
        verificationCode: i === 35 ? code : wrong(i),
        newPassword: 'Taken1234',
        confirmNewPassword: 'Taken1234',
      }));
      const answers = codes(await fireAll(CALLS.resetPasswordSms.path, bodies, { remoteAddress: ip }));
      expect(answers[35]).toBe('VERIFICATION_INVALID');
      expect(tally(answers)).toEqual({ VERIFICATION_INVALID: 40 });
      const [row] = await app()
        .db.select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, `+63|${number}`), eq(verificationCodes.purpose, 'noLogin')));
      expect(row!.attempts).toBe(L.smsCodeAttempts);
      expect(row!.consumedAt).toBeNull();
      // The password did not change.
      const [member] = await app().db.select().from(members).where(eq(members.username, username));
      expect(await verifyPassword(member!.passwordHash, 'Sms12345')).toBe(true);
    });

    it('of 10 parallel right SMS codes only one resets the password', async () => {
      const { number, ip, code } = await smsResetCode('ldsmsok', '918');
      const bodies = Array.from({ length: 10 }, (_, i) => ({
        mobileNum: number,
        countryDialingCode: '+63',
        verificationCode: code,
        newPassword: `Reset${i}234`,
        confirmNewPassword: `Reset${i}234`,
      }));
      const t = tally(codes(await fireAll(CALLS.resetPasswordSms.path, bodies, { remoteAddress: ip })));
      expect(t).toEqual({ OK: 1, VERIFICATION_INVALID: 9 });
    });

    // ------------------------------------------------------------------------------------------------ item 12

    /** Status and body with the time-dependent numbers taken out. */
    const shape = (res: LightMyRequestResponse) => {
      const body = res.json() as { value?: Record<string, unknown> };
      const value = body.value && typeof body.value === 'object' ? { ...body.value } : body.value;
      if (value && typeof value === 'object') {
        for (const k of ['expirationTime', 'retryAfterMs']) {
          if (k in value) {
            expect(typeof value[k]).toBe('number');
            value[k] = 'n';
          }
        }
      }
      return { status: res.statusCode, body: { ...body, value } };
    };

    it('SMS login/reset codes: a registered and an unknown number get the same answers, first and second time', async () => {
      const number = `919${String(Date.now()).slice(-6)}3`;
      const unknown = `916${String(Date.now()).slice(-6)}4`;
      await createMember({ username: freshName('ldenum'), password: 'Enum1234', mobile: `+63|${number}` });
      const ask = (mobileNo: string, remoteAddress: string) =>
        app().inject({ method: 'POST', url: CALLS.smsNoLogin.path, payload: { mobileNo, countryDialingCode: '+63' }, remoteAddress });
      const [ipA, ipB] = [freshIp(), freshIp()];
      const first = [await ask(number, ipA), await ask(unknown, ipB)];
      expect(first[0]!.statusCode).toBe(200);
      expect(shape(first[0]!)).toEqual(shape(first[1]!));
      const second = [await ask(number, ipA), await ask(unknown, ipB)];
      expect(second[0]!.statusCode).toBe(429);
      expect(shape(second[0]!)).toEqual(shape(second[1]!));
      // The same work: a code made and stored for both; only the registered number gets a message.
      for (const n of [number, unknown]) {
        const rows = await app().db.select().from(verificationCodes).where(eq(verificationCodes.target, `+63|${n}`));
        expect(rows).toHaveLength(1);
      }
      expect(await outbox(`+63${number}`)).toHaveLength(1);
      expect(await outbox(`+63${unknown}`)).toEqual([]);
    });

    it('forgot password by e-mail: a registered and an unknown pair get the same answers, first and second time', async () => {
      const username = freshName('ldmail');
      const email = `${username}@example.com`;
      await createMember({ username, password: 'Mail1234', email });
      const ask = (payload: Record<string, string>, remoteAddress: string) =>
        app().inject({ method: 'POST', url: CALLS.emailCode.path, payload, remoteAddress });
      const known = { username, email };
      for (const other of [
        { username: freshName('ldnobody'), email: `nobody${run}@example.com` },
        { username, email: `not-${email}` },
      ]) {
        const [ipA, ipB] = [freshIp(), freshIp()];
        const first = [await ask(known, ipA), await ask(other, ipB)];
        expect(first[0]!.statusCode).toBe(200);
        expect(shape(first[0]!)).toEqual(shape(first[1]!));
        const second = [await ask(known, ipA), await ask(other, ipB)];
        expect(second[0]!.statusCode).toBe(429);
        expect(shape(second[0]!)).toEqual(shape(second[1]!));
        expect(await outbox(other.email)).toEqual([]);
        // Next round: the known pair may ask again.
        await app().fast.counters.reset(await mid(), `code:resend:email:${username.toLowerCase()}|${email}`);
      }
      expect((await outbox(email)).length).toBe(2);
    });

    it(`throttles username, e-mail and invitation-code checks per address: ${L.availabilityChecksPerMinute} a minute, then RATE_LIMITED`, async () => {
      const ip = freshIp();
      const urls = [
        `${CALLS.checkUsername.path}?username=demo01`,
        `${CALLS.checkUsername.path}?username=free${run}`,
        `${CALLS.checkEmail.path}?email=demo01@example.com`,
        `${CALLS.checkAffiliate.path}?code=AGENT01`,
      ];
      for (let i = 0; i < L.availabilityChecksPerMinute; i++) {
        expect((await app().inject({ method: 'GET', url: urls[i % urls.length]!, remoteAddress: ip })).statusCode).toBe(200);
      }
      for (const url of urls) {
        const res = await app().inject({ method: 'GET', url, remoteAddress: ip });
        expect(res.statusCode).toBe(429);
        expect(errorBody(res)).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'err_rate_limited' });
      }
      // Bad input counts too, and other addresses are not affected.
      expect((await app().inject({ method: 'GET', url: `${CALLS.checkUsername.path}?username=x!`, remoteAddress: ip })).statusCode).toBe(429);
      expect((await app().inject({ method: 'GET', url: urls[0]!, remoteAddress: freshIp() })).statusCode).toBe(200);
    });
  },
  // The per-account defences alone: the route-level per-address caps in front of them (route-limit.test.ts) would
  // answer some of these bursts first.
  { opsKey: OPS, config: { routeLimits: false } },
);
