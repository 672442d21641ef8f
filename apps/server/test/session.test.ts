import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CALLS, MemberInfoSchema, WalletGcsSchema } from '@wps/contract';
import { ledgerEntries, sessions } from '../src/db/schema.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, injectEncrypted, login, okValue } from './helper.js';

describeEachDb('session, member and wallet calls', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  it('logs in demo01 and answers the session info', async () => {
    const s = await login(ctx().app, 'Demo01', 'Demo@1234', { device: 'OTHERS' });
    expect(s).toMatchObject({ userName: 'demo01', type: 0, merchantCode: 'demo' });
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The seeded demo password is not a temporary one: no forced change (accounts.test.ts covers forced changes).
    expect(s.firstTimeLogin).toBe(false);
    expect((await login(ctx().app)).firstTimeLogin).toBe(false);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token } = await login(ctx().app);
    const rows = await ctx().app.db.select().from(sessions);
    expect(JSON.stringify(rows)).not.toContain(token);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await ctx().app.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(row?.device).toBeNull();
  });

  it.each([
    ['wrong password', 'demo01', 'Wrong@1234'],
    ['unknown user', 'nobody', 'Demo@1234'],
  ])('refuses a %s with 401 INVALID_CREDENTIALS', async (_name, username, password) => {
    const res = await injectEncrypted(ctx().app, { method: 'POST', url: CALLS.login.path, body: { username, password } });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res)).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', message: 'err_account_or_password' });
  });

  it('answers a wrong password exactly as an unknown account (no user enumeration), and still counts the failure', async () => {
    const attempt = (username: string, remoteAddress: string) =>
      injectEncrypted(ctx().app, { method: 'POST', url: CALLS.login.path, body: { username, password: 'Wrong@1234' }, remoteAddress });
    await login(ctx().app); // clears demo01's failures of the tests above
    const wrong = await attempt('demo01', '10.77.0.1');
    const unknown = await attempt('nobody-at-all', '10.77.0.2');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(errorBody(wrong)).toEqual(errorBody(unknown));
    expect(errorBody(wrong)).toEqual({ success: false, errorCode: 'INVALID_CREDENTIALS', message: 'err_account_or_password', value: { captcha: true } });
    // The lockout count goes on: the next try of that account needs a captcha, whoever asks.
    const next = await attempt('demo01', '10.77.0.3');
    expect(errorBody(next).errorCode).toBe('CAPTCHA_REQUIRED');
  });

  it('answers member info and wallet for the own session only', async () => {
    const demo = await login(ctx().app);
    const info = okValue(await get(CALLS.memberInfo.path, { authorization: demo.token }), MemberInfoSchema);
    expect(info).toMatchObject({ id: demo.id, account: 'demo01', nickname: 'Lucky Demo', type: 0, clubLabel: { labelName: 'VIP 1' } });
    const gcs = okValue(await get(CALLS.walletGcs.path, { authorization: demo.token }), WalletGcsSchema);
    expect(gcs).toMatchObject({ sumBalance: '1000.00', currency: 'CNY', currencySymbol: '￥', mainBalance: '1000.00', pending: [] });
    // The transfer-mode vendors' wallets, empty (this app does not listen, so their figures are the last known ones).
    expect((gcs.wallets ?? []).map((w) => [w.vendor, w.balance])).toEqual([['AG', '0.00'], ['PT', '0.00'], ['SABA', '0.00']]);

    const agent = await login(ctx().app, 'agent01');
    const agentInfo = okValue(await get(CALLS.memberInfo.path, { authorization: agent.token }), MemberInfoSchema);
    expect(agentInfo).toMatchObject({ account: 'agent01', nickname: null, type: 1, clubLabel: null });
    // agent01's wallet holds what its seeded contracts with the house paid (issue 12), entry by entry in the ledger.
    const entries = await ctx().app.db.select({ amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.memberId, agent.id));
    const seeded = entries.reduce((sum, e) => sum + e.amount, 0n);
    expect(seeded).toBeGreaterThan(0n);
    expect(okValue(await get(CALLS.walletGcs.path, { authorization: agent.token }), WalletGcsSchema).sumBalance).toBe(
      (Number(seeded) / 100).toFixed(2),
    );
  });

  it('refuses member calls without a token (NOT_LOGGED_IN) or with a bad one (SESSION_EXPIRED)', async () => {
    for (const url of [CALLS.memberInfo.path, CALLS.walletGcs.path]) {
      const none = await get(url);
      expect(none.statusCode).toBe(401);
      expect(errorBody(none)).toMatchObject({ errorCode: 'NOT_LOGGED_IN', message: 'err_not_logged_in' });
      const bad = await get(url, { authorization: 'not-a-token' });
      expect(bad.statusCode).toBe(401);
      expect(errorBody(bad)).toMatchObject({ errorCode: 'SESSION_EXPIRED', message: 'err_logged_out' });
    }
  });

  it('logout kills the token and is idempotent', async () => {
    const { token } = await login(ctx().app);
    const logout = () => ctx().app.inject({ method: 'DELETE', url: CALLS.logout.path, headers: { authorization: token } });
    const first = await logout();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, value: null });
    expect(errorBody(await get(CALLS.memberInfo.path, { authorization: token })).errorCode).toBe('SESSION_EXPIRED');
    expect((await logout()).statusCode).toBe(200);
    const anonymous = await ctx().app.inject({ method: 'DELETE', url: CALLS.logout.path });
    expect(errorBody(anonymous).errorCode).toBe('NOT_LOGGED_IN');
  });

  it('refuses an expired session', async () => {
    const { token } = await login(ctx().app);
    await ctx().app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(errorBody(await get(CALLS.memberInfo.path, { authorization: token })).errorCode).toBe('SESSION_EXPIRED');
  });

  it("refuses another merchant's token, and keeps usernames per merchant", async () => {
    await createOtherMerchant(ctx().app.db);
    const other = await login(ctx().app, 'demo01', 'Demo@1234', { merchant: 'other' });
    expect(other.merchantCode).toBe('other');
    const res = await get(CALLS.memberInfo.path, { authorization: other.token, merchant: 'demo' });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).errorCode).toBe('SESSION_EXPIRED');
    const own = okValue(await get(CALLS.walletGcs.path, { authorization: other.token, merchant: 'other' }), WalletGcsSchema);
    expect(own.sumBalance).toBe('0.00');
    // Nothing leaks the other way either.
    const demo = await login(ctx().app);
    expect((await get(CALLS.memberInfo.path, { authorization: demo.token, host: 'other.example' })).statusCode).toBe(401);
  });
});
