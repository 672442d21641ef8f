import { expect, it } from 'vitest';
import { ErrorCode, CALLS, ConsolidatedSettingsSchema, OPS_TOKEN_HEADER, SystemStatusSchema } from '@wps/contract';
import { describeEachDb, errorBody, okValue } from './helper.js';

const TOKEN = 'ops_k_test-ops-token-template-0123';
const url = (code: string) => CALLS.opsMerchantTemplate.path.replace(':code', code);

describeEachDb(
  'ops API: mobile template',
  (ctx) => {
    const put = (code: string, payload: unknown, token: string | null = TOKEN) =>
      ctx().app.inject({
        method: 'PUT',
        url: url(code),
        payload: payload as object,
        headers: token === null ? {} : { [OPS_TOKEN_HEADER]: token },
      });
    const consolidated = async () =>
      okValue(await ctx().app.inject({ method: 'GET', url: CALLS.systemConsolidated.path }), ConsolidatedSettingsSchema);
    const status = async () => okValue(await ctx().app.inject({ method: 'GET', url: CALLS.systemStatus.path }), SystemStatusSchema);

    it('switches mem_cen and keeps the other template fields; the change shows at once', async () => {
      const before = (await consolidated()).mobileTemplate;
      expect(before.mem_cen).toBe('1');

      const res = await put('demo', { mem_cen: '0' });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ ...before, mem_cen: '0' });
      expect((await consolidated()).mobileTemplate).toEqual({ ...before, mem_cen: '0' });
      expect((await status()).info.mobileTemplate.mem_cen).toBe('0');

      expect((await put('demo', { mem_cen: '1' })).statusCode).toBe(200);
      expect((await consolidated()).mobileTemplate).toEqual(before);
    });

    it('refuses a missing or unknown credential (401) and changes nothing', async () => {
      expect((await put('demo', { mem_cen: '0' }, null)).statusCode).toBe(401);
      const wrong = await put('demo', { mem_cen: '0' }, 'nope');
      expect(wrong.statusCode).toBe(401);
      expect(errorBody(wrong).errorCode).toBe(ErrorCode.SESSION_EXPIRED);
      expect((await consolidated()).mobileTemplate.mem_cen).toBe('1');
    });

    it.each([[{ mem_cen: '2' }], [{ mem_cen: 1 }], [{}], [{ unknown_field: 'x' }], [{ dep_func: null }], [[]]])(
      'refuses the body %j with 4xx VALIDATION and changes nothing',
      async (body) => {
        const before = (await consolidated()).mobileTemplate;
        const res = await put('demo', body);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
        expect((await consolidated()).mobileTemplate).toEqual(before);
      },
    );

    it('answers 404 for an unknown merchant', async () => {
      const res = await put('nope', { mem_cen: '0' });
      expect(res.statusCode).toBe(404);
    });
  },
  // The real cache on: the ops call must invalidate it.
  { opsKey: TOKEN, config: { merchantCacheMs: 60_000 } },
);
