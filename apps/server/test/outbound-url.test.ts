import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, ErrorCode, OPS_TOKEN_HEADER, WalletTransferAnswerSchema, callPath } from '@wps/contract';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { depositChannels, merchants, vendorIntegrations, walletTransfers } from '../src/db/schema.js';
import { OutboundRefused, checkOutboundUrl, outboundFetch, type OutboundPolicy } from '../src/platform/outbound-url.js';
import { describeEachDb, errorBody, okValue, testConfig } from './helper.js';
import { OPS_TOKEN, newMember, rid } from './money-fixtures.js';

// Issue 26 (9): an operator stored http://169.254.169.254/latest/meta-data/ as a vendor's aggregator URL and the
// server then posted signed requests there. Addresses that operators set are checked when saved and on every call:
// https only, no private, loopback, link-local or reserved address (every address the name resolves to, IPv4 and
// IPv6, mapped ones included), no redirect followed; local simulators only while they are served.

const STRICT: OutboundPolicy = { simulators: true, allowPrivate: false, allowedHosts: [] };

/** A stand-in for an outside service on 127.0.0.1 that counts what reaches it. */
async function stub(answer: (reply: FastifyReply) => unknown = () => ({ status: 'RS_OK' })) {
  const s: FastifyInstance = Fastify();
  const hits: string[] = [];
  s.removeAllContentTypeParsers();
  s.addContentTypeParser('*', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  s.all('/*', async (req, reply) => {
    hits.push(req.url);
    return answer(reply);
  });
  const address = await s.listen({ port: 0, host: '127.0.0.1' });
  return { address, port: Number(new URL(address).port), hits, close: () => s.close() };
}

const refusal = async (url: string, policy: OutboundPolicy = STRICT): Promise<string | null> => {
  try {
    await checkOutboundUrl(url, policy, 'url');
    return null;
  } catch (err) {
    return JSON.stringify((err as { value?: unknown }).value ?? String(err));
  }
};

describe('outbound address rule', () => {
  it('is strict unless the deployment says otherwise', () => {
    expect(loadConfig({}).outbound).toEqual({ allowPrivate: false, allowedHosts: [] });
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'on', OUTBOUND_ALLOWED_HOSTS: ' 127.0.0.1, Agg.Internal ,10.0.0.0/8' }).outbound).toEqual({
      allowPrivate: true,
      allowedHosts: ['127.0.0.1', 'agg.internal', '10.0.0.0/8'],
    });
    expect(() => loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'yes' })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
  });

  it('refuses what is not https, private, loopback, link-local or reserved, IPv4 and IPv6, literal or resolved', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1/',
      'https://127.1.2.3:8443/x',
      'https://10.0.0.8/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[::ffff:169.254.169.254]/',
      'https://[::ffff:7f00:1]/',
      'https://[fe80::1]/',
      'https://[fd00:ec2::254]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://localhost/',
      'https://user:secret@pay.example.com/',
      'http://pay.example.com/',
      'ftp://pay.example.com/',
      'https://no-such-host.invalid/',
      '/admin',
      'not a url',
    ]) {
      expect(await refusal(url), url).toContain('"field":"url"');
    }
    // Public literal addresses pass without DNS; a local simulator while the simulators are served.
    expect(await refusal('https://8.8.8.8/api')).toBeNull();
    expect(await refusal('https://[2606:4700:4700::1111]/')).toBeNull();
    expect(await refusal('/sim/hub88')).toBeNull();
    expect(await refusal('/sim/hub88', { ...STRICT, simulators: false })).toContain('SIMULATORS=off');
  });

  it('lets a deployment allow private addresses, or some hosts and ranges', async () => {
    expect(await refusal('http://127.0.0.1:9/x', { ...STRICT, allowPrivate: true })).toBeNull();
    expect(await refusal('http://127.0.0.1:9/x', { ...STRICT, allowedHosts: ['127.0.0.1'] })).toBeNull();
    expect(await refusal('http://localhost:9/x', { ...STRICT, allowedHosts: ['localhost'] })).toBeNull();
    expect(await refusal('https://10.1.2.3/x', { ...STRICT, allowedHosts: ['10.0.0.0/8'] })).toBeNull();
    expect(await refusal('https://127.0.0.1/x', { ...STRICT, allowedHosts: ['10.0.0.0/8'] })).not.toBeNull();
    expect(await refusal('https://169.254.169.254/', { ...STRICT, allowedHosts: ['127.0.0.1'] })).not.toBeNull();
  });

  it('on use: sends nothing to a refused address (also by a name resolving to one) and follows no redirect', async () => {
    const target = await stub();
    const redirect = await stub((reply) => reply.code(302).header('location', `${target.address}/moved`).send());
    try {
      const strict = { config: testConfig(), server: null as never };
      const init = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(2000) };
      await expect(outboundFetch(strict, `http://127.0.0.1:${target.port}/x`, init)).rejects.toBeInstanceOf(OutboundRefused);
      await expect(outboundFetch(strict, `https://127.0.0.1:${target.port}/x`, init)).rejects.toBeInstanceOf(OutboundRefused);
      // A host name is checked on the addresses it resolves to when connecting (no second lookup to slip through).
      await expect(outboundFetch(strict, `https://localhost:${target.port}/x`, init)).rejects.toBeInstanceOf(OutboundRefused);
      expect(target.hits).toEqual([]);
      // Allowed by the deployment: called; its redirect is answered as it is, never followed.
      const allowed = { config: testConfig({ outbound: { allowPrivate: false, allowedHosts: ['127.0.0.1'] } }), server: null as never };
      const res = await outboundFetch(allowed, `${redirect.address}/start`, init);
      expect(res.status).toBe(302);
      expect(redirect.hits).toEqual(['/start']);
      expect(target.hits).toEqual([]);
    } finally {
      await target.close();
      await redirect.close();
    }
  });
});

describeEachDb(
  'outbound addresses set by operators',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => ctx().app.db as Db;
    const ops = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      app().inject({ method, url, headers: { [OPS_TOKEN_HEADER]: OPS_TOKEN }, ...(payload ? { payload } : {}) });
    const integration = async (vendor: string) => {
      const [demo] = await db().select().from(merchants).where(eq(merchants.code, 'demo'));
      return (await db().select().from(vendorIntegrations).where(and(eq(vendorIntegrations.merchantId, demo!.id), eq(vendorIntegrations.vendor, vendor))))[0]!;
    };
    let target: Awaited<ReturnType<typeof stub>>;

    beforeAll(async () => {
      await app().listen({ port: 0, host: '127.0.0.1' });
      target = await stub();
    });
    afterAll(async () => {
      await target.close();
    });

    it('an aggregator URL to the metadata service (or any private address) is refused on save and changes nothing', async () => {
      const before = await integration('PG');
      for (const aggregatorUrl of ['http://169.254.169.254/latest/meta-data/', 'https://169.254.169.254/latest/meta-data/', `http://127.0.0.1:${target.port}/agg`, 'https://[::ffff:a9fe:a9fe]/']) {
        const res = await ops('PUT', callPath(CALLS.opsUpdateVendorIntegration.path, { code: 'demo', vendor: 'PG' }), { aggregatorUrl });
        expect(res.statusCode, aggregatorUrl).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
        expect(errorBody(res).value).toEqual([{ field: 'aggregatorUrl', message: expect.any(String) }]);
      }
      expect((await integration('PG')).aggregatorUrl).toBe(before.aggregatorUrl);
    });

    it('a QR wallet address to a private address is refused on save', async () => {
      const url = callPath(CALLS.opsUpdateQrChannelCredentials.path, { code: 'demo', channelCode: 'WECHAT_QR' });
      for (const providerUrl of ['https://169.254.169.254/pay', `http://127.0.0.1:${target.port}`, 'https://[fd00::1]/']) {
        const res = await ops('PUT', url, { providerUrl });
        expect(res.statusCode, providerUrl).toBe(422);
        expect(JSON.stringify(errorBody(res).value)).toContain('providerUrl');
      }
    });

    it('a private address stored anyway is never called: reconciliation, transfers and QR payments fail safely', async () => {
      const pg = await integration('PG');
      const ag = await integration('AG');
      const [wechat] = await db().select().from(depositChannels).where(eq(depositChannels.code, 'WECHAT_QR'));
      const stored = `http://127.0.0.1:${target.port}/agg`;
      await db().update(vendorIntegrations).set({ aggregatorUrl: stored }).where(eq(vendorIntegrations.id, pg.id));
      await db().update(vendorIntegrations).set({ aggregatorUrl: stored }).where(eq(vendorIntegrations.id, ag.id));
      await db().update(depositChannels).set({ providerUrl: stored }).where(eq(depositChannels.id, wechat!.id));
      try {
        // Reconciliation (a signed call to the aggregator): BUSY, nothing sent.
        const rec = await ops('GET', `${callPath(CALLS.opsReconcileVendor.path, { code: 'demo', vendor: 'PG' })}?day=${new Date().toISOString().slice(0, 10)}`);
        expect(rec.statusCode).toBe(503);
        expect(errorBody(rec).errorCode).toBe(ErrorCode.BUSY);

        // A transfer to a transfer-mode vendor: not sent, so nothing moved there; the money waits on the PENDING row.
        const m = await newMember(app(), 'obt');
        await m.fund(5_000n);
        const requestId = rid();
        const t = await m.call('walletTransfer', { body: { from: 'MAIN', to: 'AG', amount: '10', requestId } });
        expect(okValue(t, WalletTransferAnswerSchema).transfer?.status).not.toBe('COMPLETED');
        const [row] = await db().select().from(walletTransfers).where(and(eq(walletTransfers.memberId, m.id), eq(walletTransfers.requestId, requestId)));
        expect(row?.status).toBe('PENDING');

        // A QR deposit on a wallet at that address: BUSY, nothing sent.
        const q = await newMember(app(), 'obq');
        const dep = await q.call('depositWechat', { body: { channelId: wechat!.id, amount: '100', requestId: rid() } });
        expect(errorBody(dep).errorCode).toBe(ErrorCode.BUSY);
        expect(target.hits).toEqual([]);
      } finally {
        await db().update(vendorIntegrations).set({ aggregatorUrl: pg.aggregatorUrl }).where(eq(vendorIntegrations.id, pg.id));
        await db().update(vendorIntegrations).set({ aggregatorUrl: ag.aggregatorUrl }).where(eq(vendorIntegrations.id, ag.id));
        await db().update(depositChannels).set({ providerUrl: wechat!.providerUrl }).where(eq(depositChannels.id, wechat!.id));
      }
    });
  },
  { opsKey: OPS_TOKEN },
);
