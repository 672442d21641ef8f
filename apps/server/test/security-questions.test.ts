import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { CALLS, ErrorCode, CustomerSecurityQuestionsSchema, RecoveryQuestionsSchema, SecurityQuestionSchema } from '@wps/contract';
import { memberSecurityAnswers } from '../src/db/schema.js';
import { normaliseAnswer } from '../src/modules/member/questions.js';
import { verifyPassword } from '../src/platform/crypto.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { describeEachDb, errorBody, injectEncrypted, login, okValue } from './helper.js';
import { newMember, type TestMember } from './money-fixtures.js';

describeEachDb('security questions', (ctx) => {
  const app = () => ctx().app;
  const questions = async (m: TestMember) => okValue(await m.call('securityQuestions'), z.array(SecurityQuestionSchema));
  const mine = async (m: TestMember) => okValue(await m.call('customerSecurityQuestions'), CustomerSecurityQuestionsSchema);
  const stored = (m: TestMember) =>
    app()
      .db.select()
      .from(memberSecurityAnswers)
      .where(and(eq(memberSecurityAnswers.merchantId, m.merchantId), eq(memberSecurityAnswers.memberId, m.id)));

  it('lists the seeded questions of the merchant by key', async () => {
    const m = await newMember(app(), 'sqlist');
    const list = await questions(m);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.map((q) => q.key)).toContain('first_school');
    expect(await mine(m)).toEqual({ set: false, questions: [] });
  });

  it('sets answers with the login password, hashed and normalised, never returned', async () => {
    const m = await newMember(app(), 'sqset');
    const [a, b, c] = await questions(m);
    const body = {
      loginPassword: DEMO_PASSWORD,
      answers: [
        { questionId: a!.id, answer: '  Sunny   Hill School ' },
        { questionId: b!.id, answer: 'Chengdu' },
      ],
    };
    const res = await m.call('setCustomerSecurityQuestions', { body });
    expect(res.statusCode).toBe(200);
    const view = await mine(m);
    expect(view).toEqual({ set: true, questions: [a, b] });
    const read = (await m.call('customerSecurityQuestions')).body;
    expect(read).not.toMatch(/sunny|chengdu|argon2/i);

    const rows = await stored(m);
    expect(rows).toHaveLength(2);
    const school = rows.find((r) => r.questionId === a!.id)!;
    expect(school.answerHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(school.answerHash, normaliseAnswer('sunny hill SCHOOL'))).toBe(true);
    expect(await verifyPassword(school.answerHash, normaliseAnswer('another school'))).toBe(false);

    // Changing them replaces the whole set.
    const change = { loginPassword: DEMO_PASSWORD, answers: [{ questionId: c!.id, answer: 'Rex' }, body.answers[1]!] };
    expect((await m.call('setCustomerSecurityQuestions', { body: change })).statusCode).toBe(200);
    expect((await mine(m)).questions.map((q) => q.id).sort()).toEqual([b!.id, c!.id].sort());
  });

  it('refuses a wrong login password and stores nothing', async () => {
    const m = await newMember(app(), 'sqwrong');
    const [a, b] = await questions(m);
    const body = { loginPassword: 'not-my-password', answers: [{ questionId: a!.id, answer: 'x' }, { questionId: b!.id, answer: 'y' }] };
    const res = await m.call('setCustomerSecurityQuestions', { body });
    expect(res.statusCode).toBe(422);
    expect(errorBody(res).errorCode).toBe(ErrorCode.LOGIN_PASSWORD_WRONG);
    expect(await stored(m)).toHaveLength(0);
    expect((await mine(m)).set).toBe(false);
  });

  it("keeps one member's questions from another", async () => {
    const owner = await newMember(app(), 'sqown');
    const other = await newMember(app(), 'sqoth');
    const [a, b] = await questions(owner);
    const body = { loginPassword: DEMO_PASSWORD, answers: [{ questionId: a!.id, answer: 'x' }, { questionId: b!.id, answer: 'y' }] };
    expect((await owner.call('setCustomerSecurityQuestions', { body })).statusCode).toBe(200);
    expect(await mine(other)).toEqual({ set: false, questions: [] });
    expect((await mine(owner)).set).toBe(true);
    const anonymous = await app().inject({ method: 'GET', url: '/wps/member/customerSecurityQuestions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with a 4xx error envelope and changes nothing', async () => {
    const m = await newMember(app(), 'sqbad');
    const [a, b] = await questions(m);
    const ok = (questionId: number, answer = 'x') => ({ questionId, answer });
    const bad: unknown[] = [
      { loginPassword: DEMO_PASSWORD, answers: [ok(a!.id)] },
      { loginPassword: DEMO_PASSWORD, answers: [ok(a!.id), ok(a!.id)] },
      { loginPassword: DEMO_PASSWORD, answers: [ok(a!.id), ok(b!.id, '   ')] },
      { loginPassword: DEMO_PASSWORD, answers: [ok(a!.id), ok(b!.id, 'y'.repeat(65))] },
      { loginPassword: DEMO_PASSWORD, answers: [ok(a!.id), ok(999_999)] },
      { loginPassword: '', answers: [ok(a!.id), ok(b!.id)] },
      { answers: [ok(a!.id), ok(b!.id)] },
      'nonsense',
    ];
    for (const body of bad) {
      const res = await m.call('setCustomerSecurityQuestions', { body });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
    }
    // Not encrypted at all: refused too.
    const plain = await app().inject({
      method: 'POST',
      url: '/wps/member/customerSecurityQuestions',
      headers: { Authorization: m.token },
      payload: { loginPassword: DEMO_PASSWORD, answers: [ok(a!.id), ok(b!.id)] },
    });
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);
    expect(await stored(m)).toHaveLength(0);
  });

  it('refuses trial accounts', async () => {
    const m = await newMember(app(), 'sqtrial', 4);
    const [a, b] = await questions(m);
    const body = { loginPassword: DEMO_PASSWORD, answers: [{ questionId: a!.id, answer: 'x' }, { questionId: b!.id, answer: 'y' }] };
    expect(errorBody(await m.call('setCustomerSecurityQuestions', { body })).errorCode).toBe(ErrorCode.FREE_REJECT);
  });

  it('a forgotten password is recovered by the security questions; wrong answers are counted; unknown names get questions too (issue 33 item 7)', async () => {
    const m = await newMember(app(), 'sqrec');
    const [a, b] = await questions(m);
    const answers = [
      { questionId: a!.id, answer: 'Sunny Hill' },
      { questionId: b!.id, answer: 'Chengdu' },
    ];
    expect((await m.call('setCustomerSecurityQuestions', { body: { loginPassword: DEMO_PASSWORD, answers } })).statusCode).toBe(200);
    const ask = (username: string) => app().inject({ method: 'POST', url: CALLS.recoveryQuestions.path, payload: { username } });
    expect(okValue(await ask(m.username), RecoveryQuestionsSchema)).toEqual({ questions: [a, b] });
    // A name that does not exist is answered with questions as well: the answer does not tell.
    expect(okValue(await ask('nosuchmember77'), RecoveryQuestionsSchema).questions).toHaveLength(2);

    const reset = (body: Record<string, unknown>) => injectEncrypted(app(), { method: 'POST', url: CALLS.resetPasswordQuestions.path, body });
    const wrong = await reset({ username: m.username, answers: [answers[0], { ...answers[1], answer: 'Beijing' }], newPassword: 'Rec12345', confirmNewPassword: 'Rec12345' });
    expect(wrong.statusCode).toBe(422);
    expect(errorBody(wrong).value).toContainEqual({ field: 'answers', message: 'acc_questions_wrong' });
    const mismatch = await reset({ username: m.username, answers, newPassword: 'Rec12345', confirmNewPassword: 'Rec12340' });
    expect(errorBody(mismatch).value).toContainEqual({ field: 'confirmNewPassword', message: 'in_confirmation_correct' });
    // Case and spacing do not matter; the new password logs in and the old one no longer does.
    const ok = await reset({ username: m.username, answers: [{ ...answers[0], answer: '  sunny  HILL ' }, answers[1]], newPassword: 'Rec12345', confirmNewPassword: 'Rec12345' });
    expect(ok.statusCode).toBe(200);
    expect((await login(app(), m.username, 'Rec12345')).id).toBe(m.id);

    // Five wrong tries in an hour: the account waits, even with the right answers.
    for (let i = 0; i < 4; i++) {
      expect((await reset({ username: m.username, answers: [{ ...answers[0], answer: `x${i}` }, answers[1]], newPassword: 'Rec12345', confirmNewPassword: 'Rec12345' })).statusCode).toBe(422);
    }
    expect(errorBody(await reset({ username: m.username, answers, newPassword: 'Rec12345', confirmNewPassword: 'Rec12345' })).errorCode).toBe(ErrorCode.RATE_LIMITED);
    // An unknown name is refused like wrong answers.
    expect(errorBody(await reset({ username: 'nosuchmember77', answers, newPassword: 'Rec12345', confirmNewPassword: 'Rec12345' })).value).toContainEqual({
      field: 'answers',
      message: 'acc_questions_wrong',
    });
  });
});
