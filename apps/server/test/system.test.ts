import { afterEach, expect, it } from 'vitest';
import {
  ErrorCode,
  CALLS,
  ConsolidatedSettingsSchema,
  CountryListSchema,
  DomainRouteSchema,
  MENU_MODULES,
  REGISTER_FIELDS,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WHITELABEL_FLAGS,
  WhitelabelNodeSchema,
  flattenWhitelabel,
} from '@wps/contract';
import { z } from 'zod';
import { createOtherMerchant, resetDemo, setDemo } from './fixtures.js';
import { describeEachDb, errorBody, login, okValue } from './helper.js';

describeEachDb('system calls', (ctx) => {
  const status = async (headers: Record<string, string> = {}, remoteAddress?: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: CALLS.systemStatus.path, headers, remoteAddress });
    expect(res.statusCode).toBe(200);
    return okValue(res, SystemStatusSchema);
  };
  afterEach(() => resetDemo(ctx().app.db));

  it('answers status 0 with the tenant info and the caller location', async () => {
    const s = await status({}, '::ffff:127.0.0.1');
    expect(s).toMatchObject({ status: 0, maintenance: false, regionRestriction: false, merchantCode: 'demo' });
    expect(s.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(s.info.domainRoute).toEqual({ merchantCode: 'demo', host: 'localhost', mainDomain: 'localhost' });
    expect(s.info.resources.map((r) => r.resourceType).sort()).toEqual(['AppDownloadIcon', 'TELEGRAM', 'WHATSAPP']);
    expect(s.info.imageCDNs.length).toBeGreaterThan(0);
    const flags = flattenWhitelabel(s.info.whitelabel);
    for (const f of WHITELABEL_FLAGS) expect(typeof flags[f]).toBe('boolean');
    expect(flags).toMatchObject({ DIRECTREG3: true, CBS3: true, FACEBOOKLOGIN3: false, GOOGLELOGIN3: false });
  });

  it.each([
    // maintenance, blocked ips, expected status, expected regionRestriction
    [true, [], 1, false],
    [false, ['127.0.0.0/8'], 2, true],
    [true, ['127.0.0.1'], 1, true],
    [false, ['10.0.0.0/8'], 0, false],
  ] as const)('maintenance=%s blocked=%j -> status %i', async (maintenance, blockedIps, expected, restricted) => {
    await setDemo(ctx().app.db, { maintenance, blockedIps: [...blockedIps], maintenanceMessage: 'Back soon' });
    const s = await status({}, '127.0.0.1');
    expect(s.status).toBe(expected);
    expect(s.maintenance).toBe(maintenance);
    expect(s.regionRestriction).toBe(restricted);
    expect(s.maintenanceMessage).toBe('Back soon');
  });

  it('restricts by IPv6 range', async () => {
    await setDemo(ctx().app.db, { blockedIps: ['2001:db8::/32'] });
    expect((await status({}, '2001:db8::7')).status).toBe(2);
    expect((await status({}, '2001:db9::7')).status).toBe(0);
  });

  it('ignores country headers unless TRUST_PROXY is on', async () => {
    await setDemo(ctx().app.db, { blockedCountries: ['PH'] });
    const s = await status({ 'cf-ipcountry': 'PH', 'x-country-code': 'PH' });
    expect(s.location.country).toBeNull();
    expect(s.status).toBe(0);
  });

  it('gates member calls during maintenance and region restriction, never the system calls', async () => {
    const { token } = await login(ctx().app);
    await setDemo(ctx().app.db, { maintenance: true });
    for (const call of [CALLS.memberInfo, CALLS.walletGcs, CALLS.login]) {
      const res = await ctx().app.inject({ method: call.method, url: call.path, headers: { authorization: token }, payload: call.method === 'POST' ? { username: 'demo01', password: 'x' } : undefined });
      expect(res.statusCode).toBe(503);
      expect(errorBody(res)).toMatchObject({ errorCode: ErrorCode.MAINTENANCE, message: 'err_maintenance' });
    }
    for (const call of [CALLS.systemStatus, CALLS.systemWhitelabel, CALLS.systemConsolidated, CALLS.systemCountry]) {
      expect((await ctx().app.inject({ method: 'GET', url: call.path })).statusCode).toBe(200);
    }
    await setDemo(ctx().app.db, { maintenance: false, blockedIps: ['127.0.0.1'] });
    const res = await ctx().app.inject({ method: 'GET', url: CALLS.memberInfo.path, headers: { authorization: token } });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).errorCode).toBe(ErrorCode.REGION_RESTRICTED);
    expect((await ctx().app.inject({ method: 'GET', url: '/wps/docs' })).statusCode).toBe(200);
  });

  it('serves the whitelabel tree, consolidated settings, domain route, countries and register settings', async () => {
    const get = (url: string) => ctx().app.inject({ method: 'GET', url });
    const tree = okValue(await get(CALLS.systemWhitelabel.path), z.array(WhitelabelNodeSchema));
    expect(flattenWhitelabel(tree).MOBILEVERCODELOGIN3).toBe(true);

    const settings = okValue(await get(CALLS.systemConsolidated.path), ConsolidatedSettingsSchema);
    const menu = flattenWhitelabel(settings.menu);
    for (const m of MENU_MODULES) expect(menu[m.key]).toBe(true);
    expect(settings.mobileTemplate).toMatchObject({ mem_cen: '1', dep_func: '1' });
    expect(settings.languages.default).toBe('EN');
    expect(settings.currency).toEqual({ code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' });

    expect(okValue(await get(CALLS.systemDomainRoute.path), DomainRouteSchema).merchantCode).toBe('demo');

    const countries = okValue(await get(CALLS.systemCountry.path), CountryListSchema);
    expect(countries.length).toBeGreaterThanOrEqual(60);
    for (const code of ['PH', 'BR', 'CN', 'TH', 'VN', 'US', 'GB']) expect(countries.map((c) => c.code)).toContain(code);
    expect(countries.find((c) => c.code === 'PH')?.dialingCode).toBe('+63');

    const register = okValue(await get(CALLS.systemRegisterSetting.path), RegisterSettingsSchema);
    for (const f of REGISTER_FIELDS) expect(register.fields[f]).toBeDefined();
    expect(new RegExp(register.fields.username!.acceptedPattern).test('demo01')).toBe(true);
    expect(new RegExp(register.fields.username!.acceptedPattern).test('bad name!')).toBe(false);
  });

  it('resolves the merchant from the header, then the host, then the default; refuses unknown codes', async () => {
    await createOtherMerchant(ctx().app.db);
    expect((await status({ merchant: 'other' })).merchantCode).toBe('other');
    expect((await status({ host: 'other.example' })).merchantCode).toBe('other');
    expect((await status({ host: 'OTHER.example:8443' })).merchantCode).toBe('other');
    expect((await status({ host: 'unknown.example' })).merchantCode).toBe('demo');
    expect((await status({ host: 'other.example', merchant: 'demo' })).merchantCode).toBe('demo');
    const res = await ctx().app.inject({ method: 'GET', url: CALLS.systemStatus.path, headers: { merchant: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({ errorCode: ErrorCode.MERCHANT_UNKNOWN, message: 'err_no_permission' });
  });
});

describeEachDb(
  'system calls behind a trusted proxy',
  (ctx) => {
    afterEach(() => resetDemo(ctx().app.db));
    it('reads the country and the forwarded address, and restricts by country', async () => {
      await setDemo(ctx().app.db, { blockedCountries: ['PH'] });
      const get = (headers: Record<string, string>) =>
        ctx().app.inject({ method: 'GET', url: CALLS.systemStatus.path, headers });
      const ph = okValue(await get({ 'cf-ipcountry': 'ph', 'x-forwarded-for': '203.0.113.9' }), SystemStatusSchema);
      expect(ph.location).toEqual({ ip: '203.0.113.9', country: 'PH' });
      expect(ph.status).toBe(2);
      const br = okValue(await get({ 'x-country-code': 'BR' }), SystemStatusSchema);
      expect(br.status).toBe(0);
      const gated = await ctx().app.inject({ method: 'GET', url: CALLS.walletGcs.path, headers: { 'cf-ipcountry': 'PH' } });
      expect(errorBody(gated).errorCode).toBe(ErrorCode.REGION_RESTRICTED);
    });

    it('believes forwarding headers only from the listed proxies', async () => {
      await setDemo(ctx().app.db, { blockedCountries: ['PH'] });
      // A client connecting directly (not from 127.0.0.1) claims another address and a country nobody blocks.
      const res = await ctx().app.inject({
        method: 'GET',
        url: CALLS.systemStatus.path,
        headers: { 'cf-ipcountry': 'PH', 'x-forwarded-for': '198.51.100.1' },
        remoteAddress: '203.0.113.77',
      });
      expect(okValue(res, SystemStatusSchema).location).toEqual({ ip: '203.0.113.77', country: null });
      // Through the proxy, a client-made X-Forwarded-For entry left of the proxy's own is not believed either.
      const via = await ctx().app.inject({
        method: 'GET',
        url: CALLS.systemStatus.path,
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
      });
      expect(okValue(via, SystemStatusSchema).location.ip).toBe('203.0.113.9');
    });
  },
  { config: { trustProxy: ['127.0.0.1', '::1'] } },
);

describeEachDb(
  'system calls behind one proxy hop',
  (ctx) => {
    it('takes the address the proxy saw, not what the client wrote before it', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: CALLS.systemStatus.path,
        headers: { 'x-forwarded-for': '10.9.9.9, 198.51.100.1, 203.0.113.9', 'x-country-code': 'BR' },
      });
      expect(okValue(res, SystemStatusSchema).location).toEqual({ ip: '203.0.113.9', country: 'BR' });
    });
  },
  { config: { trustProxy: 1 } },
);
