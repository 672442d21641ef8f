import { expect, it } from 'vitest';
import { CALLS, ErrorCode, OPS_TOKEN_HEADER, OpsMerchantLinksViewSchema, SystemStatusSchema, callPath } from '@wps/contract';
import { describeEachDb, errorBody, okValue } from './helper.js';

// The merchant's links as the status answer carries them: the customer-service channels the seed gives the demo
// (issue 15 item 22), and the operator call that sets download resources and channels (items 21 and 22).

const TOKEN = 'ops_k_links-ops-token-0123456789';
const PATH = callPath(CALLS.opsMerchantLinks.path, { code: 'demo' });

describeEachDb(
  'merchant links',
  (ctx) => {
    const put = (payload: object, path = PATH) =>
      ctx().app.inject({ method: 'PUT', url: path, payload, headers: { [OPS_TOKEN_HEADER]: TOKEN } });
    const status = async () => okValue(await ctx().app.inject({ method: 'GET', url: CALLS.systemStatus.path }), SystemStatusSchema);

    it('the demo merchant has real customer-service channels to show', async () => {
      const channels = (await status()).info.customerService;
      expect(channels.map((c) => c.resourceType)).toEqual(['CS', 'WHATSAPP', 'TELEGRAM']);
      for (const c of channels) expect(c.path).toMatch(/^(https:\/\/|mailto:)\S+$/);
    });

    it('an operator replaces the resources and the channels, and the status answer shows them at once', async () => {
      const before = await status();
      const resources = [...before.info.resources, { resourceType: 'Android' as const, url: 'https://cdn.example.com/demo.apk' }];
      const view = okValue(await put({ resources }), OpsMerchantLinksViewSchema);
      expect(view.resources).toEqual(resources);
      // The list left out stays as it was.
      expect(view.customerService).toEqual(before.info.customerService);
      expect((await status()).info.resources).toContainEqual({ resourceType: 'Android', url: 'https://cdn.example.com/demo.apk' });

      const channels = [{ title: 'Hotline', path: 'tel:+63 2 8123 4567', resourceType: 'PHONE' }];
      expect(okValue(await put({ customerService: channels }), OpsMerchantLinksViewSchema).customerService).toEqual(channels);
      expect((await status()).info.customerService).toEqual(channels);

      okValue(await put({ resources: before.info.resources, customerService: before.info.customerService }), OpsMerchantLinksViewSchema);
      expect((await status()).info).toMatchObject({ resources: before.info.resources, customerService: before.info.customerService });
    });

    it.each([
      ['a script link', { customerService: [{ title: 'CS', path: 'javascript:alert(1)', resourceType: 'CS' }] }],
      ['a bare host', { customerService: [{ title: 'CS', path: 'wa.me/1000', resourceType: 'WHATSAPP' }] }],
      ['a data address', { resources: [{ resourceType: 'IOS', url: 'data:text/html,hi' }] }],
      ['a protocol-relative address', { resources: [{ resourceType: 'IOS', url: '//evil.example/app' }] }],
      ['two links of one type', { resources: [{ resourceType: 'IOS', url: 'https://a.example' }, { resourceType: 'IOS', url: 'https://b.example' }] }],
      ['an unknown resource type', { resources: [{ resourceType: 'FAX', url: 'https://a.example' }] }],
      ['nothing at all', {}],
    ])('refuses %s (422) and changes nothing', async (_, body) => {
      const before = (await status()).info;
      const res = await put(body);
      expect(res.statusCode).toBe(422);
      expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      expect((await status()).info).toMatchObject({ resources: before.resources, customerService: before.customerService });
    });

    it('answers 404 for an unknown merchant and needs the operator token', async () => {
      expect((await put({ resources: [] }, callPath(CALLS.opsMerchantLinks.path, { code: 'nope' }))).statusCode).toBe(404);
      const anonymous = await ctx().app.inject({ method: 'PUT', url: PATH, payload: { resources: [] } });
      expect(anonymous.statusCode).toBe(401);
    });
  },
  // The real merchant cache on: the operator call must drop it.
  { opsKey: TOKEN, config: { merchantCacheMs: 60_000 } },
);
