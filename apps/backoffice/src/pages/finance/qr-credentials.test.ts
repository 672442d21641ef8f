// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OpsQrCredentialsUpdateSchema, QR_CHANNEL_TYPES, rewrapPem, type OpsQrCredentials } from '@wps/contract';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';
import {
  credentialFieldOk,
  credentialValuesOf,
  credentialsBody,
  hasQrCredentials,
  keyFieldsOf,
  privateKeyLooksOk,
  publicKeyLooksOk,
  secretHint,
} from './qr-credentials-values';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

const alipay: OpsQrCredentials = {
  channelCode: 'ALIPAY_QR',
  type: 'ALIPAY',
  signType: 'RSA2',
  providerUrl: '/sim/pay/alipay',
  merchantId: '202100000001',
  walletPublicKey: spki,
  walletKeyFingerprint: 'ab'.repeat(32),
  merchantPublicKey: other,
  privateKey: { set: true, fingerprint: '3F0A' },
  apiKey: null,
};
const wechat: OpsQrCredentials = {
  ...alipay,
  channelCode: 'WECHAT_QR',
  type: 'WECHAT',
  signType: 'HMAC-SHA256',
  providerUrl: '/sim/pay/wechat',
  merchantId: '1600000001',
  walletPublicKey: null,
  walletKeyFingerprint: null,
  merchantPublicKey: null,
  privateKey: null,
  apiKey: { set: false, fingerprint: null },
};

describe('QR credentials form', () => {
  it('is offered for the QR wallets only, each with its own keys', () => {
    expect(QR_CHANNEL_TYPES.every(hasQrCredentials)).toBe(true);
    expect(hasQrCredentials('BANK')).toBe(false);
    expect(hasQrCredentials('GATEWAY')).toBe(false);
    expect(keyFieldsOf('ALIPAY')).toEqual(['privateKey', 'walletPublicKey']);
    expect(keyFieldsOf('WECHAT')).toEqual(['apiKey']);
    expect(keyFieldsOf('QQ')).toEqual(['apiKey']);
  });

  it('starts from the credentials, with every secret empty ("keep") and the public key shown', () => {
    expect(credentialValuesOf(alipay)).toEqual({ providerUrl: '/sim/pay/alipay', merchantId: '202100000001', privateKey: '', walletPublicKey: spki, apiKey: '' });
    expect(credentialValuesOf({ ...wechat, providerUrl: null, merchantId: null })).toEqual({ providerUrl: '', merchantId: '', privateKey: '', walletPublicKey: '', apiKey: '' });
  });

  it('sends only what changed, in the call schema; nothing for an untouched form', () => {
    expect(credentialsBody(alipay, credentialValuesOf(alipay))).toBeNull();
    // An emptied public key keeps it, as the same key pasted again (another wrapping) does.
    expect(credentialsBody(alipay, { ...credentialValuesOf(alipay), walletPublicKey: '' })).toBeNull();
    expect(credentialsBody(alipay, { ...credentialValuesOf(alipay), walletPublicKey: spki.replace(/\n/g, '') })).toBeNull();
    expect(credentialsBody(alipay, { ...credentialValuesOf(alipay), merchantId: ' 2021000000000777 ' })).toEqual({ merchantId: '2021000000000777' });
    // A key pasted into a one-line password field lost its line breaks: they are put back.
    const body = credentialsBody(alipay, { providerUrl: ' https://openapi.alipay.com ', merchantId: alipay.merchantId!, privateKey: pkcs1.replace(/\n/g, ''), walletPublicKey: other, apiKey: 'ignored for alipay' });
    expect(body).toEqual({ providerUrl: 'https://openapi.alipay.com', privateKey: pkcs1, walletPublicKey: other });
    expect(OpsQrCredentialsUpdateSchema.safeParse(body).success).toBe(true);
    // WeChat: the API key only, and no Alipay key ever.
    const key = 'A1b2C3d4'.repeat(4);
    expect(credentialsBody(wechat, { ...credentialValuesOf(wechat), apiKey: ` ${key} `, privateKey: pkcs8, walletPublicKey: spki })).toEqual({ apiKey: key });
    expect(credentialsBody(wechat, credentialValuesOf(wechat))).toBeNull();
  });

  it('checks each field as the call does, and keys by their PEM kind', () => {
    for (const ok of ['/sim/pay/alipay', 'https://openapi.alipay.com/gateway', 'http://127.0.0.1:9000/pay']) expect(credentialFieldOk('providerUrl', ok), ok).toBe(true);
    for (const bad of ['ftp://a.example.com', 'openapi.alipay.com', 'https://a b', 'https://a.example.com/?x=1', '']) expect(credentialFieldOk('providerUrl', bad), bad).toBe(false);
    expect(credentialFieldOk('merchantId', '2088102177846880')).toBe(true);
    for (const bad of ['', 'a b', 'x'.repeat(65), '商户']) expect(credentialFieldOk('merchantId', bad), bad).toBe(false);
    expect(credentialFieldOk('apiKey', 'A1b2C3d4'.repeat(4))).toBe(true);
    for (const bad of ['short', 'a'.repeat(31), `${'a'.repeat(31)}-`]) expect(credentialFieldOk('apiKey', bad), bad).toBe(false);
    expect(privateKeyLooksOk(pkcs8)).toBe(true);
    expect(privateKeyLooksOk(pkcs1.replace(/\n/g, ''))).toBe(true);
    expect(privateKeyLooksOk(spki)).toBe(false);
    expect(privateKeyLooksOk('hello')).toBe(false);
    expect(publicKeyLooksOk(` ${spki} `)).toBe(true);
    expect(publicKeyLooksOk(pkcs8)).toBe(false);
    expect(publicKeyLooksOk('-----BEGIN PUBLIC KEY-----\nnot base64!\n-----END PUBLIC KEY-----')).toBe(false);
  });

  it('puts a PEM back into 64-character lines and leaves anything else as it is', () => {
    expect(rewrapPem(spki.replace(/\n/g, ''))).toBe(spki);
    expect(rewrapPem(`\n\n${pkcs8}  `)).toBe(pkcs8);
    expect(rewrapPem('  garbage ')).toBe('garbage');
    const legacy = '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nabc\n-----END RSA PRIVATE KEY-----';
    expect(rewrapPem(legacy)).toBe(legacy);
  });

  it('describes a secret by its fingerprint only', () => {
    expect(secretHint({ set: true, fingerprint: '3F0A' })).toBe('…3F0A');
    expect(secretHint({ set: false, fingerprint: null })).toBeNull();
    expect(secretHint(null)).toBeNull();
  });
});

describe('QR credentials: calls, roles and texts', () => {
  it('reads and changes through their operator calls, for finance and admin only', () => {
    expect(callOf('depositChannelCredentials', 'show')).toBe('opsQrChannelCredentials');
    expect(callOf('depositChannelCredentials', 'edit')).toBe('opsUpdateQrChannelCredentials');
    for (const role of ['finance', 'admin'] as const) expect(canDo([role], 'depositChannelCredentials', 'edit'), role).toBe(true);
    for (const role of ['support', 'content', 'risk'] as const) expect(canDo([role], 'depositChannelCredentials', 'show'), role).toBe(false);
  });

  type Dict = { [k: string]: string | Dict };
  const at = (d: Dict, key: string): unknown => key.split('.').reduce<unknown>((n, k) => (n as Dict | undefined)?.[k], d);
  // Every text the dialog and the column name (they build keys on one prefix), in both languages.
  const source = ['qr-credentials-dialog.tsx', 'deposit-channels-page.tsx']
    .map((f) => readFileSync(fileURLToPath(new URL(`./${f}`, import.meta.url)), 'utf8'))
    .join('\n');
  const named = [...source.matchAll(/(?:\$\{T\}|depositChannelCredentials)\.([A-Za-z.]+)/g)].map((m) => `depositChannelCredentials.${m[1]!.replace(/\.$/, '')}`);
  it.each([...new Set(named.filter((k) => k !== 'depositChannelCredentials.merchantId')), ...QR_CHANNEL_TYPES.map((t) => `depositChannelCredentials.merchantId.${t}`)])('%s in both languages', (key) => {
    expect(typeof at(en as Dict, key), key).toBe('string');
    expect(typeof at(zhCN as Dict, key), key).toBe('string');
  });
});
