import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CALLS,
  ConsolidatedSettingsSchema,
  ErrorCode,
  OPS_TOKEN_HEADER,
  OpsMerchantLanguagesViewSchema,
  OpsMerchantSettingsSchema,
  OpsOutboxPageSchema,
  OpsOutboxSchema,
  SystemStatusSchema,
  callPath,
  type OpsMerchantSettings,
} from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, eventDeliveries, merchants, outboxMessages } from '../src/db/schema.js';
import { requestMessage } from '../src/modules/session/index.js';
import { createOtherMerchant, resetDemo } from './fixtures.js';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';

const ADMIN = 'ops_k_settings-admin-key-0123456789';
const ROLE_KEYS = {
  finance: 'ops_k_settings-finance-0123456789',
  support: 'ops_k_settings-support-0123456789',
  content: 'ops_k_settings-content-0123456789',
  risk: 'ops_k_settings-risk-key-0123456789',
} as const;

const path = (p: string, code = 'demo') => callPath(p, { code });

describeEachDb(
  'ops API: merchant settings, languages, outbox list',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().db as Db;
    const call = (method: 'GET' | 'PUT', url: string, token: string | null = ADMIN, payload?: unknown) =>
      app().inject({
        method,
        url,
        headers: token === null ? {} : { [OPS_TOKEN_HEADER]: token },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const settings = async (token: string = ADMIN): Promise<OpsMerchantSettings> =>
      okValue(await call('GET', path(CALLS.opsMerchantSettings.path), token), OpsMerchantSettingsSchema);
    const consolidated = async () => okValue(await app().inject({ method: 'GET', url: CALLS.systemConsolidated.path }), ConsolidatedSettingsSchema);
    const status = async () => okValue(await app().inject({ method: 'GET', url: CALLS.systemStatus.path }), SystemStatusSchema);
    const audits = (action: string) =>
      db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
    const demoRow = async () => (await db().select().from(merchants).where(eq(merchants.code, 'demo')))[0]!;

    it('reads every setting the PUT calls change, as they wrote it, and the countries to pick from', async () => {
      for (const [role, key] of Object.entries(ROLE_KEYS)) await grantOpsKey(app(), key, role);
      const original = await demoRow();
      const first = await settings();
      expect(first).toMatchObject({
        code: 'demo',
        status: { maintenance: false, blockedCountries: [], blockedIps: [] },
        languages: { defaultLanguage: original.defaultLanguage, supportedLanguages: original.supportedLanguages },
        currency: { code: original.currency, symbol: original.currencySymbol },
        mobileTemplate: original.mobileTemplate,
        whitelabel: original.whitelabel,
        menu: original.menu,
      });
      expect(first.countries.length).toBeGreaterThan(20);
      expect(first.countries.find((c) => c.code === 'PH')).toMatchObject({ name: 'Philippines', dialingCode: '+63' });

      const wrote = {
        status: (
          await call('PUT', path(CALLS.opsMerchantStatus.path), ROLE_KEYS.risk, {
            maintenanceMessage: 'Back soon',
            blockedCountries: ['US', 'FR'],
            blockedIps: ['10.9.0.0/16'],
          })
        ).json().value,
        trees: (await call('PUT', path(CALLS.opsMerchantWhitelabel.path), ROLE_KEYS.content, { flags: { DIRECTREG3: false } })).json().value,
        template: (await call('PUT', path(CALLS.opsMerchantTemplate.path), ROLE_KEYS.content, { primary_color: '#123456' })).json().value,
        links: (
          await call('PUT', path(CALLS.opsMerchantLinks.path), ROLE_KEYS.content, {
            customerService: [{ title: 'Help desk', path: 'mailto:help@example.com', resourceType: 'EMAIL' }],
          })
        ).json().value,
        country: (await call('PUT', path(CALLS.opsMerchantCountry.path), ROLE_KEYS.content, { country: 'PH' })).json().value,
        languages: (
          await call('PUT', path(CALLS.opsMerchantLanguages.path), ROLE_KEYS.content, { defaultLanguage: 'TH', supportedLanguages: ['EN', 'TH', 'VI'] })
        ).json().value,
      };
      for (const v of Object.values(wrote)) expect(v).toBeDefined();

      // Both roles that change settings read them; each part is what its PUT answered.
      for (const key of [ROLE_KEYS.content, ROLE_KEYS.risk]) {
        const now = await settings(key);
        expect(now.status).toEqual(wrote.status);
        expect(now.status).toEqual({ maintenance: false, maintenanceMessage: 'Back soon', blockedCountries: ['US', 'FR'], blockedIps: ['10.9.0.0/16'] });
        expect({ whitelabel: now.whitelabel, menu: now.menu }).toEqual(wrote.trees);
        expect(now.mobileTemplate).toEqual(wrote.template);
        expect(now.mobileTemplate.primary_color).toBe('#123456');
        expect(now.links).toEqual(wrote.links);
        expect(now.country).toEqual(wrote.country.country);
        expect(now.country).toEqual({ code: 'PH', dialingCode: '+63' });
        expect(now.languages).toEqual(wrote.languages);
        expect(now.languages).toEqual({ defaultLanguage: 'TH', supportedLanguages: ['EN', 'TH', 'VI'] });
      }

      // Put everything back.
      await db()
        .update(merchants)
        .set({
          whitelabel: original.whitelabel,
          menu: original.menu,
          mobileTemplate: original.mobileTemplate,
          customerService: original.customerService,
          registerSettings: original.registerSettings,
          defaultLanguage: original.defaultLanguage,
          supportedLanguages: original.supportedLanguages,
        })
        .where(eq(merchants.code, 'demo'));
      await resetDemo(db());
      expect(await settings()).toEqual(first);
    });

    it("changes the languages; the player's settings show them at once (cached merchant dropped)", async () => {
      const before = (await consolidated()).languages;
      const res = await call('PUT', path(CALLS.opsMerchantLanguages.path), ROLE_KEYS.content, { defaultLanguage: 'PT', supportedLanguages: ['PT', 'EN'] });
      expect(okValue(res, OpsMerchantLanguagesViewSchema)).toEqual({ defaultLanguage: 'PT', supportedLanguages: ['PT', 'EN'] });
      expect((await consolidated()).languages).toEqual({ default: 'PT', supported: ['PT', 'EN'] });

      const [row] = await audits('opsMerchantLanguages');
      expect(row).toMatchObject({
        operatorName: 'content',
        via: 'api-key',
        target: 'merchant demo',
        before: { defaultLanguage: before.default, supportedLanguages: before.supported },
        after: { defaultLanguage: 'PT', supportedLanguages: ['PT', 'EN'] },
      });
      expect(row!.merchantId).toBe((await demoRow()).id);

      const back = await call('PUT', path(CALLS.opsMerchantLanguages.path), ADMIN, { defaultLanguage: before.default, supportedLanguages: before.supported });
      expect(back.statusCode).toBe(200);
      expect((await consolidated()).languages).toEqual(before);
    });

    it.each([
      [{ defaultLanguage: 'TH', supportedLanguages: ['EN', 'VI'] }],
      [{ defaultLanguage: 'EN', supportedLanguages: [] }],
      [{ defaultLanguage: 'EN', supportedLanguages: ['EN', 'EN'] }],
      [{ defaultLanguage: 'XX', supportedLanguages: ['EN'] }],
      [{ defaultLanguage: 'EN', supportedLanguages: ['EN', 'de'] }],
      [{ defaultLanguage: 'EN' }],
      [{ supportedLanguages: ['EN'] }],
      [{}],
    ])('refuses the languages %j with 4xx VALIDATION, changes nothing and writes no audit row', async (body) => {
      const before = (await consolidated()).languages;
      const rows = (await audits('opsMerchantLanguages')).length;
      const res = await call('PUT', path(CALLS.opsMerchantLanguages.path), ROLE_KEYS.content, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      expect((await consolidated()).languages).toEqual(before);
      expect(await audits('opsMerchantLanguages')).toHaveLength(rows);
    });

    it('the system PUTs write audit rows with the state before and after', async () => {
      const before = await settings();
      expect((await call('PUT', path(CALLS.opsMerchantStatus.path), ROLE_KEYS.risk, { blockedCountries: ['CN'] })).statusCode).toBe(200);
      const [statusRow] = await audits('opsMerchantStatus');
      expect(statusRow).toMatchObject({
        operatorName: 'risk',
        target: 'merchant demo',
        before: before.status,
        after: { ...before.status, blockedCountries: ['CN'] },
      });
      expect((await call('PUT', path(CALLS.opsMerchantTemplate.path), ROLE_KEYS.content, { css_name: 'audit-probe' })).statusCode).toBe(200);
      const [templateRow] = await audits('opsMerchantTemplate');
      expect(templateRow).toMatchObject({ before: before.mobileTemplate, after: { ...before.mobileTemplate, css_name: 'audit-probe' } });
      // The merchant's audit trail shows them to its readers.
      const trail = (await call('GET', `${path(CALLS.opsAudit.path)}?action=opsMerchantTemplate`, ROLE_KEYS.risk)).json();
      expect(trail.value.list[0]).toMatchObject({ action: 'opsMerchantTemplate', operatorName: 'content' });

      await call('PUT', path(CALLS.opsMerchantTemplate.path), ADMIN, { css_name: before.mobileTemplate.css_name });
      await resetDemo(db());
    });

    it('turning maintenance on from the operator API shows the player the maintenance page at once', async () => {
      const gameList = () => app().inject({ method: 'GET', url: `${CALLS.gameList.path}?pageSize=1` });
      expect((await gameList()).statusCode).toBe(200);
      expect((await status()).maintenance).toBe(false);

      const on = await call('PUT', path(CALLS.opsMerchantStatus.path), ROLE_KEYS.risk, { maintenance: true, maintenanceMessage: 'Upgrading' });
      expect(on.statusCode).toBe(200);
      const s = await status();
      expect(s).toMatchObject({ maintenance: true, status: 1, maintenanceMessage: 'Upgrading' });
      const gated = await gameList();
      expect(gated.statusCode).toBe(503);
      expect(errorBody(gated).errorCode).toBe(ErrorCode.MAINTENANCE);
      expect((await settings(ROLE_KEYS.risk)).status).toMatchObject({ maintenance: true, maintenanceMessage: 'Upgrading' });

      expect((await call('PUT', path(CALLS.opsMerchantStatus.path), ROLE_KEYS.risk, { maintenance: false, maintenanceMessage: null })).statusCode).toBe(200);
      expect((await gameList()).statusCode).toBe(200);
      expect((await status()).maintenance).toBe(false);
    });

    it('checks roles: settings for content and risk, languages for content, the outbox list for support', async () => {
      const expectStatus = async (method: 'GET' | 'PUT', url: string, key: string | null, code: number, payload?: unknown) => {
        const res = await call(method, url, key, payload);
        expect(res.statusCode, `${method} ${url} as ${key}`).toBe(code);
        if (code === 403) expect(errorBody(res).errorCode).toBe(ErrorCode.FORBIDDEN);
        if (code === 401) expect(errorBody(res).errorCode).toBe(ErrorCode.NOT_LOGGED_IN);
      };
      const settingsUrl = path(CALLS.opsMerchantSettings.path);
      const languagesUrl = path(CALLS.opsMerchantLanguages.path);
      const outboxUrl = path(CALLS.opsOutboxPage.path);
      const current = (await consolidated()).languages;
      const body = { defaultLanguage: current.default, supportedLanguages: current.supported };

      await expectStatus('GET', settingsUrl, ROLE_KEYS.content, 200);
      await expectStatus('GET', settingsUrl, ROLE_KEYS.risk, 200);
      await expectStatus('GET', settingsUrl, ROLE_KEYS.finance, 403);
      await expectStatus('GET', settingsUrl, ROLE_KEYS.support, 403);
      await expectStatus('GET', settingsUrl, null, 401);

      await expectStatus('PUT', languagesUrl, ROLE_KEYS.content, 200, body);
      await expectStatus('PUT', languagesUrl, ROLE_KEYS.risk, 403, body);
      await expectStatus('PUT', languagesUrl, ROLE_KEYS.support, 403, body);
      await expectStatus('PUT', languagesUrl, null, 401, body);

      await expectStatus('GET', outboxUrl, ROLE_KEYS.support, 200);
      await expectStatus('GET', outboxUrl, ROLE_KEYS.content, 403);
      await expectStatus('GET', outboxUrl, ROLE_KEYS.finance, 403);
      await expectStatus('GET', outboxUrl, null, 401);
    });

    it('refuses another merchant (no grant: 403) and an unknown one (404), and changes nothing there', async () => {
      const other = await createOtherMerchant(db(), 'settings-other', 'settings-other.example');
      for (const [method, p, payload] of [
        ['GET', CALLS.opsMerchantSettings.path, undefined],
        ['PUT', CALLS.opsMerchantLanguages.path, { defaultLanguage: 'TH', supportedLanguages: ['TH'] }],
        ['GET', CALLS.opsOutboxPage.path, undefined],
      ] as const) {
        const res = await call(method, path(p, 'settings-other'), ADMIN, payload);
        expect(res.statusCode, p).toBe(403);
        expect((await call(method, path(p, 'settings-nope'), ADMIN, payload)).statusCode, p).toBe(404);
      }
      const [row] = await db().select().from(merchants).where(eq(merchants.id, other.id));
      expect(row!.defaultLanguage).toBe(other.defaultLanguage);
    });

    it('lists the outbox newest first with its delivery, filtered by channel, recipient and status, paged', async () => {
      const demo = await demoRow();
      const tag = `${Date.now().toString(36)}`;
      const sms = `+6391755${tag.slice(-5)}`;
      const mail = `outbox-${tag}@example.com`;
      const send = (m: { channel: 'sms' | 'email'; recipient: string; body: string }, opts: { expiresAt?: Date } = {}) =>
        db().transaction((tx) => requestMessage(tx, { merchantId: demo.id, subject: m.channel === 'email' ? 'Your code' : null, ...m }, opts));

      await send({ channel: 'sms', recipient: sms, body: `code 111111 ${tag}` });
      await send({ channel: 'email', recipient: mail, body: `code 222222 ${tag}` });
      await send({ channel: 'sms', recipient: sms, body: `code 333333 ${tag}` }, { expiresAt: new Date(Date.now() - 1000) });
      await app().events.drain();
      // One still waiting for a retry, one given up: their deliveries changed in the transaction that asked for them.
      const stalled = async (body: string, failed: boolean) =>
        db().transaction(async (tx) => {
          const id = await requestMessage(tx, { merchantId: demo.id, channel: 'sms', recipient: sms, subject: null, body });
          await tx
            .update(eventDeliveries)
            .set(
              failed
                ? { attempts: 10, failedAt: new Date(), lastError: 'gateway answered 500' }
                : { attempts: 1, lastError: 'gateway unreachable', nextAttemptAt: new Date(Date.now() + 3600_000) },
            )
            .where(eq(eventDeliveries.eventId, id));
        });
      await stalled(`code 444444 ${tag}`, false);
      await stalled(`code 555555 ${tag}`, true);

      const page = async (query: Record<string, string>, key: string = ROLE_KEYS.support) =>
        okValue(await call('GET', `${path(CALLS.opsOutboxPage.path)}?${new URLSearchParams(query).toString()}`, key), OpsOutboxPageSchema);

      const mine = await page({ to: tag.slice(-5), pageSize: '100' });
      const own = mine.list.filter((m) => m.recipient === sms || m.recipient === mail);
      expect(own.map((m) => [m.channel, m.status, m.body])).toEqual([
        ['sms', 'failed', `code 555555 ${tag}`],
        ['sms', 'pending', `code 444444 ${tag}`],
        ['sms', 'expired', null],
        ['email', 'sent', `code 222222 ${tag}`],
        ['sms', 'sent', `code 111111 ${tag}`],
      ]);
      expect(own[0]).toMatchObject({ attempts: 10, lastError: 'gateway answered 500' });
      expect(own[0]!.deliveredAt).not.toBeNull();
      expect(own[1]).toMatchObject({ attempts: 1, lastError: 'gateway unreachable', deliveredAt: null });
      expect(own[3]).toMatchObject({ subject: 'Your code', recipient: mail, attempts: 1, lastError: null });
      expect(own[4]!.deliveredAt).not.toBeNull();
      expect(Date.parse(own[4]!.time)).toBeLessThanOrEqual(Date.parse(own[0]!.time));
      // Newest first: ids fall along the whole page.
      expect(mine.list.map((m) => m.id)).toEqual([...mine.list.map((m) => m.id)].sort((a, b) => b - a));

      expect((await page({ to: mail })).list.map((m) => m.body)).toEqual([`code 222222 ${tag}`]);
      expect((await page({ to: mail.toUpperCase() })).totalCount).toBe(1);
      const emails = await page({ channel: 'email', pageSize: '100' });
      expect(emails.list.every((m) => m.channel === 'email')).toBe(true);
      expect(emails.list.map((m) => m.recipient)).toContain(mail);
      expect((await page({ to: sms, status: 'expired' })).list.map((m) => m.status)).toEqual(['expired']);
      expect((await page({ to: sms, status: 'pending' })).list.map((m) => m.body)).toEqual([`code 444444 ${tag}`]);
      expect((await page({ to: sms, status: 'sent', channel: 'email' })).totalCount).toBe(0);
      // Empty filters are no filters; a LIKE wildcard in `to` is a plain character.
      expect((await page({ to: sms, channel: '', status: '' })).totalCount).toBe(4);
      expect((await page({ to: '%' })).totalCount).toBe(0);

      const p1 = await page({ to: sms, pageSize: '3' });
      const p2 = await page({ to: sms, pageSize: '3', pageNo: '2' });
      expect([p1.totalCount, p1.totalPages, p1.list.length, p2.list.length, p2.pageNo]).toEqual([4, 2, 3, 1, 2]);
      expect([...p1.list, ...p2.list].map((m) => m.body?.slice(0, 11) ?? null)).toEqual(['code 555555', 'code 444444', null, 'code 111111']);

      // The older call by recipient still answers the stored messages.
      const stored = okValue(await call('GET', `${path(CALLS.opsOutbox.path)}?to=${encodeURIComponent(sms)}`, ROLE_KEYS.support), OpsOutboxSchema);
      expect(stored.map((m) => m.body)).toEqual([`code 111111 ${tag}`]);

      const refused: Record<string, string>[] = [{ status: 'lost' }, { channel: 'fax' }, { pageSize: '1000' }, { pageNo: '0' }, { to: 'x'.repeat(301) }];
      for (const query of refused) {
        const res = await call('GET', `${path(CALLS.opsOutboxPage.path)}?${new URLSearchParams(query).toString()}`, ROLE_KEYS.support);
        expect(res.statusCode, JSON.stringify(query)).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
      }

      // Another merchant's messages never show.
      const other = await createOtherMerchant(db(), 'outbox-other', 'outbox-other.example');
      await db().transaction((tx) => requestMessage(tx, { merchantId: other.id, channel: 'sms', recipient: sms, subject: null, body: 'elsewhere' }));
      await app().events.drain();
      expect((await page({ to: sms })).totalCount).toBe(4);
      // Each merchant's outbox stored its own sent message, naming the event it was delivered for.
      const storedRows = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, sms));
      expect(storedRows.map((r) => [r.merchantId, r.body])).toEqual([
        [demo.id, `code 111111 ${tag}`],
        [other.id, 'elsewhere'],
      ]);
      expect(storedRows.every((r) => r.eventId !== null)).toBe(true);
    });
  },
  // The real cache on: every change must drop the cached merchant.
  { opsKey: ADMIN, config: { merchantCacheMs: 60_000 } },
);
