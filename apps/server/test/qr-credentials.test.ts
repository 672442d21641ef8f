import { createHash, generateKeyPairSync } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { CALLS, DepositStartSchema, ErrorCode, OPS_TOKEN_HEADER, OpsQrCredentialsSchema, PAY_SIMULATOR, callPath, type OpsQrCredentials } from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { auditLog, depositChannels, merchants, type DepositChannel } from '../src/db/schema.js';
import { simPayRepo } from '../src/simulators/payment-qr/sim-repo.js';
import { alipaySign, type WireParams } from '../src/modules/deposit/qr-wire.js';
import { seedQrChannels } from '../src/seed/payment-qr-seed.js';
import { createOtherMerchant } from './fixtures.js';
import { describeEachDb, errorBody, grantMerchant, grantOpsKey, okValue } from './helper.js';
import { OPS_TOKEN, newMember, rid } from './money-fixtures.js';

// Operators edit a QR wallet channel's merchant credentials (issue 11 follow-up): read without secrets, changed only
// when every field passes its check by content, audited without secrets; the new keys carry a real QR deposit through
// the local payment simulator (real HTTP, real signatures).

const SUPPORT = 'ops_k_qr-credentials-support-0001';
const CALL_NAMES = ['opsQrChannelCredentials', 'opsUpdateQrChannelCredentials'];

/** A fresh RSA key pair from node:crypto: our private key as PKCS#1 (the server normalises it), public keys as SPKI. */
function rsaPair(bits = 2048) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return {
    pkcs1: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    pkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    spki: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    der: publicKey.export({ type: 'spki', format: 'der' }),
  };
}
/** The base64 body of a PEM: what must never appear in an answer or an audit row for a secret. */
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

describeEachDb(
  'QR channel credentials',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => ctx().app.db as Db;
    const answers: string[] = [];
    /** Secrets sent to the calls (written or refused): none may come back in an answer or an audit row. */
    const sent: string[] = [];

    beforeAll(async () => {
      // The simulator and our notify endpoint talk over real HTTP: the app must listen.
      await app().listen({ port: 0, host: '127.0.0.1' });
      await grantOpsKey(app(), SUPPORT, 'support');
    });

    const url = (channelCode: string, merchant = 'demo') => callPath(CALLS.opsQrChannelCredentials.path, { code: merchant, channelCode });
    async function call(method: 'GET' | 'PUT', channelCode: string, body?: object, o: { merchant?: string; key?: string } = {}): Promise<LightMyRequestResponse> {
      const res = await app().inject({
        method,
        url: url(channelCode, o.merchant),
        headers: { [OPS_TOKEN_HEADER]: o.key ?? OPS_TOKEN },
        ...(body ? { payload: body } : {}),
      });
      answers.push(res.body);
      return res;
    }
    const read = async (channelCode: string, merchant = 'demo') => okValue(await call('GET', channelCode, undefined, { merchant }), OpsQrCredentialsSchema);
    const row = async (code: string, merchant = 'demo'): Promise<DepositChannel> => {
      const [m] = await db().select().from(merchants).where(eq(merchants.code, merchant));
      return (await db().select().from(depositChannels).where(and(eq(depositChannels.merchantId, m!.id), eq(depositChannels.code, code))))[0]!;
    };
    const restore = (c: DepositChannel) =>
      db()
        .update(depositChannels)
        .set({ providerUrl: c.providerUrl, providerMerchantId: c.providerMerchantId, providerPrivateKey: c.providerPrivateKey, providerPublicKey: c.providerPublicKey, gatewaySecret: c.gatewaySecret })
        .where(eq(depositChannels.id, c.id));
    const fields = (res: LightMyRequestResponse) => (errorBody(res).value as { field: string; message: string }[]).map((e) => e.field);

    /** Opens a QR deposit, pays it in the simulator's wallet page, and answers the member's balance afterwards. */
    async function payThroughWallet(type: 'ALIPAY' | 'WECHAT', amount: string): Promise<bigint> {
      const m = await newMember(app(), `qrk${type.slice(0, 2).toLowerCase()}`);
      const channel = await row(type === 'ALIPAY' ? 'ALIPAY_QR' : 'WECHAT_QR');
      const opened = await m.call(type === 'ALIPAY' ? 'depositAlipay' : 'depositWechat', { body: { channelId: channel.id, amount, requestId: rid() } });
      const start = okValue(opened, DepositStartSchema);
      const token = start.qrCode!.split('/').pop()!;
      const paid = await app().inject({ method: 'POST', url: PAY_SIMULATOR.pay.replace(':token', token), payload: { action: 'PAY' } });
      expect(paid.json()).toEqual({ status: 'PAID', notified: true });
      return m.balance();
    }

    it('reads the non-secret fields and only a fingerprint of each secret', async () => {
      const c = await row('ALIPAY_QR');
      const alipay = await read('ALIPAY_QR');
      expect(alipay).toMatchObject({ channelCode: 'ALIPAY_QR', type: 'ALIPAY', signType: 'RSA2', providerUrl: PAY_SIMULATOR.alipay, merchantId: c.providerMerchantId, apiKey: null });
      expect(alipay.privateKey).toEqual({ set: true, fingerprint: expect.stringMatching(/^[0-9A-F]{4}$/) });
      expect(alipay.walletPublicKey).toContain('-----BEGIN PUBLIC KEY-----');
      expect(alipay.walletKeyFingerprint).toMatch(/^[0-9a-f]{64}$/);
      // Our public key, derived: what the simulator (the wallet) verifies our calls with.
      const sim = await simPayRepo.merchant(db(), 'alipay', c.providerMerchantId!);
      expect(pemBody(alipay.merchantPublicKey!)).toBe(pemBody(sim!.merchantPublicKey!));

      const wechat = await read('WECHAT_QR');
      expect(wechat).toMatchObject({ type: 'WECHAT', signType: 'HMAC-SHA256', privateKey: null, walletPublicKey: null, merchantPublicKey: null });
      expect(wechat.apiKey).toEqual({ set: true, fingerprint: createHash('sha256').update((await row('WECHAT_QR')).gatewaySecret!).digest('hex').slice(-4).toUpperCase() });
      expect((await read('QQ_QR')).signType).toBe('MD5');
    });

    it('new Alipay keys and app id: a real deposit is signed with ours and credited by the wallet notification signed with its key', async () => {
      const before = await row('ALIPAY_QR');
      const ours = rsaPair();
      const wallet = rsaPair();
      const appId = `2021${Date.now().toString().slice(-10)}`;
      sent.push(pemBody(ours.pkcs1).slice(64, 128), pemBody(ours.pkcs8).slice(64, 128));
      // What the operator does at the wallet first: registers our new public key under the app id, gets its key.
      await simPayRepo.upsertMerchant(db(), { wallet: 'alipay', mchId: appId, name: 'WPS Demo (new keys)', merchantPublicKey: ours.spki, walletPrivateKey: wallet.pkcs8 });
      try {
        // Our key as PKCS#1, the wallet's pasted on one line (a one-line field drops the breaks): both taken.
        const res = await call('PUT', 'ALIPAY_QR', { merchantId: ` ${appId} `, privateKey: ours.pkcs1, walletPublicKey: wallet.spki.replace(/\n/g, ''), providerUrl: `${PAY_SIMULATOR.alipay}/` });
        const after = okValue(res, OpsQrCredentialsSchema);
        expect(after).toMatchObject({ merchantId: appId, providerUrl: PAY_SIMULATOR.alipay, walletPublicKey: wallet.spki, merchantPublicKey: ours.spki });
        expect(after.walletKeyFingerprint).toBe(createHash('sha256').update(wallet.der).digest('hex'));
        expect(after.privateKey!.set).toBe(true);
        // Stored normalised (PKCS#8), as the providers sign with it.
        expect((await row('ALIPAY_QR')).providerPrivateKey).toBe(ours.pkcs8);
        expect(await read('ALIPAY_QR')).toEqual(after);

        expect(await payThroughWallet('ALIPAY', '66.60')).toBe(6_660n);

        // The old wallet key no longer speaks for Alipay: a notification signed with it is refused.
        const m = await newMember(app(), 'qrko');
        const start = okValue(await m.call('depositAlipay', { body: { channelId: before.id, amount: '10', requestId: rid() } }), DepositStartSchema);
        const oldSim = await simPayRepo.merchant(db(), 'alipay', before.providerMerchantId!);
        const f: WireParams = { app_id: appId, sign_type: 'RSA2', trade_no: `T${start.order.orderNo}`, out_trade_no: start.order.orderNo, total_amount: '10.00', trade_status: 'TRADE_SUCCESS' };
        f.sign = alipaySign(oldSim!.walletPrivateKey!, f, 'notify');
        const forged = await app().inject({ method: 'POST', url: CALLS.alipayNotify.path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(f).toString() });
        expect(forged.statusCode).toBe(403);
        expect(await m.balance()).toBe(0n);

        // Audited, with the fingerprints of before and after and no key material of the secret.
        const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'opsUpdateQrChannelCredentials')).orderBy(auditLog.id);
        expect(audit).toMatchObject({ target: 'deposit channel ALIPAY_QR credentials', operatorName: 'admin' });
        expect((audit!.before as OpsQrCredentials).merchantId).toBe(before.providerMerchantId);
        expect((audit!.after as OpsQrCredentials).merchantId).toBe(appId);
        expect((audit!.before as OpsQrCredentials).privateKey!.fingerprint).not.toBe((audit!.after as OpsQrCredentials).privateKey!.fingerprint);
      } finally {
        await restore(before);
      }
      expect(await payThroughWallet('ALIPAY', '10')).toBe(1_000n);
    });

    it('a new WeChat API key: the wallet signs with it and the deposit is credited', async () => {
      const before = await row('WECHAT_QR');
      const apiKey = 'A1b2C3d4'.repeat(4);
      const sim = await simPayRepo.merchant(db(), 'wechat', before.providerMerchantId!);
      await simPayRepo.upsertMerchant(db(), { wallet: 'wechat', mchId: sim!.mchId, name: sim!.name, apiKey });
      try {
        const after = okValue(await call('PUT', 'WECHAT_QR', { apiKey }), OpsQrCredentialsSchema);
        expect(after.apiKey).toEqual({ set: true, fingerprint: createHash('sha256').update(apiKey).digest('hex').slice(-4).toUpperCase() });
        expect(await payThroughWallet('WECHAT', '12.34')).toBe(1_234n);
      } finally {
        await restore(before);
        await simPayRepo.upsertMerchant(db(), { wallet: 'wechat', mchId: sim!.mchId, name: sim!.name, apiKey: sim!.apiKey });
      }
    });

    it('refuses bad keys and addresses with field errors, and changes nothing', async () => {
      const before = await row('ALIPAY_QR');
      const good = rsaPair();
      const small = rsaPair(1024);
      const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      sent.push(pemBody(good.pkcs8).slice(64, 128), pemBody(small.pkcs8).slice(64, 128));
      const cases: [object, string[]][] = [
        [{ privateKey: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }, ['privateKey']],
        [{ privateKey: small.pkcs8 }, ['privateKey']],
        [{ privateKey: ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }, ['privateKey']],
        [{ walletPublicKey: small.spki }, ['walletPublicKey']],
        [{ walletPublicKey: good.pkcs8 }, ['walletPublicKey']],
        [{ walletPublicKey: ec.publicKey.export({ type: 'spki', format: 'pem' }).toString() }, ['walletPublicKey']],
        // Our own public key in the wallet's place.
        [{ privateKey: good.pkcs8, walletPublicKey: good.spki }, ['walletPublicKey']],
        // A good key with a bad one: neither is written.
        [{ privateKey: good.pkcs8, merchantId: '2021999', walletPublicKey: 'garbage' }, ['walletPublicKey']],
        [{ privateKey: 'garbage', providerUrl: 'https://user:pw@pay.example.com/gw' }, ['providerUrl', 'privateKey']],
        // WeChat / QQ keys are not Alipay's.
        [{ apiKey: 'a'.repeat(32) }, ['apiKey']],
      ];
      for (const [body, expected] of cases) {
        const res = await call('PUT', 'ALIPAY_QR', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
        expect(errorBody(res).errorCode).toBe(ErrorCode.VALIDATION);
        expect(fields(res).sort(), JSON.stringify(body).slice(0, 80)).toEqual(expected.sort());
      }
      expect(errorBody(await call('PUT', 'ALIPAY_QR', { walletPublicKey: small.spki })).value).toEqual([{ field: 'walletPublicKey', message: expect.stringContaining('2048') }]);
      // The schema's own checks name their field too: the address, the merchant id, an API key's shape, an empty change.
      for (const [body, field] of [
        [{ providerUrl: 'ftp://pay.example.com' }, 'providerUrl'],
        [{ providerUrl: 'pay.example.com' }, 'providerUrl'],
        [{ merchantId: 'a b' }, 'merchantId'],
      ] as const) {
        const res = await call('PUT', 'ALIPAY_QR', body);
        expect(res.statusCode).toBe(422);
        expect(JSON.stringify(errorBody(res).value)).toContain(field);
      }
      expect((await call('PUT', 'WECHAT_QR', { apiKey: 'short' })).statusCode).toBe(422);
      expect((await call('PUT', 'WECHAT_QR', { privateKey: good.pkcs8 })).statusCode).toBe(422);
      expect((await call('PUT', 'ALIPAY_QR', {})).statusCode).toBe(422);
      expect((await call('PUT', 'ALIPAY_QR', { merchantId: '1', extra: 1 })).statusCode).toBe(422);
      expect(await row('ALIPAY_QR')).toEqual(before);
      expect((await db().select().from(auditLog).where(eq(auditLog.target, 'deposit channel ALIPAY_QR credentials'))).length).toBe(1);
    });

    it('refuses other channels, other roles and other merchants', async () => {
      for (const code of ['BANK_ICBC', 'DEMO_PAY']) {
        for (const res of [await call('GET', code), await call('PUT', code, { merchantId: '123' })]) {
          expect(res.statusCode).toBe(422);
          expect(errorBody(res).value).toEqual([{ field: 'channelCode', message: expect.stringContaining('not a QR wallet channel') }]);
        }
      }
      expect((await call('GET', 'NO_SUCH')).statusCode).toBe(404);
      expect((await call('GET', 'ALIPAY_QR', undefined, { key: SUPPORT })).statusCode).toBe(403);
      expect((await call('PUT', 'ALIPAY_QR', { merchantId: '1' }, { key: SUPPORT })).statusCode).toBe(403);
      expect((await call('GET', 'ALIPAY_QR', undefined, { key: 'ops_k_nobody-at-all-000000000000' })).statusCode).toBe(401);

      // Another merchant with its own QR channels: the demo operator without a grant there is refused, and with one
      // each merchant's path reaches only its own channel.
      const other = await createOtherMerchant(db(), 'qrother', 'qrother.example');
      await seedQrChannels(db(), other.id);
      expect((await call('GET', 'ALIPAY_QR', undefined, { merchant: 'qrother' })).statusCode).toBe(403);
      await grantMerchant(app(), other.id);
      const demoBefore = await row('ALIPAY_QR');
      const theirs = await read('ALIPAY_QR', 'qrother');
      expect(theirs.merchantId).not.toBe(demoBefore.providerMerchantId);
      okValue(await call('PUT', 'ALIPAY_QR', { merchantId: '2021000000000777' }, { merchant: 'qrother' }), OpsQrCredentialsSchema);
      expect((await row('ALIPAY_QR', 'qrother')).providerMerchantId).toBe('2021000000000777');
      expect(await row('ALIPAY_QR')).toEqual(demoBefore);
      // A channel only the other merchant has is unknown at demo.
      await db().update(depositChannels).set({ code: 'QQ_OTHER' }).where(and(eq(depositChannels.merchantId, other.id), eq(depositChannels.code, 'QQ_QR')));
      expect((await call('GET', 'QQ_OTHER')).statusCode).toBe(404);
      expect((await call('PUT', 'QQ_OTHER', { merchantId: '1' })).statusCode).toBe(404);
      expect((await read('QQ_OTHER', 'qrother')).type).toBe('QQ');
    });

    it('no secret is in any answer or audit row', async () => {
      const secrets = (await db().select().from(depositChannels).where(inArray(depositChannels.code, ['ALIPAY_QR', 'WECHAT_QR', 'QQ_QR', 'QQ_OTHER'])))
        .flatMap((c) => [c.providerPrivateKey ? pemBody(c.providerPrivateKey).slice(64, 128) : null, c.gatewaySecret])
        .filter((s): s is string => !!s);
      // The keys sent by the tests above too (restored since, but they went through the calls).
      secrets.push(...sent, 'A1b2C3d4'.repeat(4));
      const audits = await db().select().from(auditLog).where(inArray(auditLog.action, CALL_NAMES));
      expect(audits.length).toBeGreaterThan(0);
      const seen = [...answers, ...audits.map((a) => JSON.stringify(a))].join('\n');
      expect(answers.length).toBeGreaterThan(20);
      for (const s of secrets) expect(seen.includes(s), `secret ${s.slice(0, 6)}…`).toBe(false);
    });
  },
  { opsKey: OPS_TOKEN },
);
