import { expect, it } from 'vitest';
import { ErrorCode, CALLS, OPS_TOKEN_HEADER, SystemStatusSchema, flattenWhitelabel, ConsolidatedSettingsSchema } from '@wps/contract';
import { describeEachDb, errorBody, okValue } from './helper.js';

const TOKEN = 'ops_k_test-ops-token-0123456789';

describeEachDb(
  'ops API',
  (ctx) => {
    const put = (path: string, payload: object, token: string | null = TOKEN) =>
      ctx().app.inject({ method: 'PUT', url: path, payload, headers: token === null ? {} : { [OPS_TOKEN_HEADER]: token } });
    const status = async () => okValue(await ctx().app.inject({ method: 'GET', url: CALLS.systemStatus.path }), SystemStatusSchema);

    it('refuses a missing (401 NOT_LOGGED_IN) or unknown (401 SESSION_EXPIRED) credential', async () => {
      const none = await put('/ops/merchants/demo/status', { maintenance: true }, null);
      expect(none.statusCode).toBe(401);
      expect(errorBody(none).errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
      const wrong = await put('/ops/merchants/demo/status', { maintenance: true }, 'nope');
      expect(wrong.statusCode).toBe(401);
      expect(errorBody(wrong).errorCode).toBe(ErrorCode.SESSION_EXPIRED);
      expect((await status()).maintenance).toBe(false);
    });

    it('switches maintenance and region restriction, and the change shows at once', async () => {
      const res = await put('/ops/merchants/demo/status', { maintenance: true, maintenanceMessage: 'Upgrade' });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({ maintenance: true, maintenanceMessage: 'Upgrade' });
      expect((await status()).status).toBe(1);

      await put('/ops/merchants/demo/status', { maintenance: false, blockedIps: ['127.0.0.1', '::1'], blockedCountries: ['PH'] });
      const s = await status();
      expect(s).toMatchObject({ status: 2, maintenance: false, regionRestriction: true, maintenanceMessage: 'Upgrade' });

      await put('/ops/merchants/demo/status', { maintenanceMessage: null, blockedIps: [], blockedCountries: [] });
      expect((await status()).status).toBe(0);
    });

    it('validates the body and the IP list; nothing changes on 422', async () => {
      for (const body of [{ maintenance: 'yes' }, { blockedCountries: ['ph'] }, { blockedIps: ['1.2.3.4', 'nonsense'] }]) {
        const res = await put('/ops/merchants/demo/status', body);
        expect(res.statusCode).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }
      expect((await status()).info.domainRoute.merchantCode).toBe('demo');
      expect((await status()).regionRestriction).toBe(false);
    });

    it('answers 404 for an unknown merchant', async () => {
      const res = await put('/ops/merchants/nope/status', { maintenance: true });
      expect(res.statusCode).toBe(404);
    });

    it('switches whitelabel flags and menu module keys by modId', async () => {
      const res = await put('/ops/merchants/demo/whitelabel', { flags: { DIRECTREG3: false, PTSYS3: false } });
      expect(res.statusCode).toBe(200);
      expect(flattenWhitelabel((await status()).info.whitelabel).DIRECTREG3).toBe(false);
      const consolidated = okValue(
        await ctx().app.inject({ method: 'GET', url: CALLS.systemConsolidated.path }),
        ConsolidatedSettingsSchema,
      );
      expect(flattenWhitelabel(consolidated.menu).PTSYS3).toBe(false);
      await put('/ops/merchants/demo/whitelabel', { flags: { DIRECTREG3: true, PTSYS3: true } });
      expect(flattenWhitelabel((await status()).info.whitelabel).DIRECTREG3).toBe(true);

      const unknown = await put('/ops/merchants/demo/whitelabel', { flags: { NOSUCHFLAG: true } });
      expect(unknown.statusCode).toBe(422);
    });

    it('is not subject to the maintenance gate', async () => {
      await put('/ops/merchants/demo/status', { maintenance: true });
      expect((await put('/ops/merchants/demo/status', { maintenance: false })).statusCode).toBe(200);
    });
  },
  // The real cache on: the ops call must invalidate it.
  { opsKey: TOKEN, config: { merchantCacheMs: 60_000 } },
);
