import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import {
  ErrorCode,
  QR_CREDENTIAL_KEYS,
  QR_RSA_MIN_BITS,
  QR_SIGN_TYPES,
  isQrChannelType,
  rewrapPem,
  type OpsQrCredentials,
  type OpsQrCredentialsUpdate,
  type QrChannelType,
  type SecretState,
} from '@wps/contract';
import type { DepositChannel, Merchant } from '../../db/schema.js';
import { AppError, fieldError, isAppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { checkOutboundUrl, type OutboundPolicy } from '../../platform/outbound-url.js';
import { depositRepo, type ChannelCredentialsPatch } from './repo.js';

// The operator's side of a QR wallet channel's merchant credentials (issue 11): the wallet's address, our merchant id
// there and the keys of its signatures. Read without secrets (set or not, and a short fingerprint); changed only when
// every field given passes its check by content, so a refused change leaves the channel exactly as it was. The audit
// row holds the same views as the answer: no secret ever reaches it.

/** Hex digits of a secret's SHA-256 shown: enough to tell two keys apart, far too few to learn anything of it. */
const FINGERPRINT_CHARS = 4;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const secretState = (value: string | null): SecretState =>
  value ? { set: true, fingerprint: sha256(value).slice(-FINGERPRINT_CHARS).toUpperCase() } : { set: false, fingerprint: null };
const spkiPem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

/** A stored key that does not parse (written before these checks) reads as "no key" rather than failing the page. */
function parsed<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function credentialsView(c: DepositChannel & { type: QrChannelType }): OpsQrCredentials {
  const keys: readonly string[] = QR_CREDENTIAL_KEYS[c.type];
  const alipay = keys.includes('privateKey');
  const wallet = alipay && c.providerPublicKey ? parsed(() => createPublicKey(c.providerPublicKey!)) : null;
  return {
    channelCode: c.code,
    type: c.type,
    signType: QR_SIGN_TYPES[c.type],
    providerUrl: c.providerUrl,
    merchantId: c.providerMerchantId,
    walletPublicKey: wallet ? spkiPem(wallet) : null,
    walletKeyFingerprint: wallet ? sha256(wallet.export({ type: 'spki', format: 'der' })) : null,
    merchantPublicKey: alipay && c.providerPrivateKey ? parsed(() => spkiPem(createPublicKey(createPrivateKey(c.providerPrivateKey!)))) : null,
    privateKey: alipay ? secretState(c.providerPrivateKey) : null,
    apiKey: keys.includes('apiKey') ? secretState(c.gatewaySecret) : null,
  };
}

/** The merchant's QR channel of a code: NOT_FOUND when it has none, VALIDATION naming channelCode for another kind. */
async function qrChannelOf(db: OpsContext['db'], merchant: Merchant, code: string, lock: boolean): Promise<DepositChannel & { type: QrChannelType }> {
  const channel = lock ? await depositRepo.channelForUpdate(db, merchant.id, code) : await depositRepo.channelByCode(db, merchant.id, code);
  if (!channel) throw new AppError(ErrorCode.NOT_FOUND, { detail: `no deposit channel ${code}` });
  if (!isQrChannelType(channel.type)) throw fieldError('channelCode', 'not a QR wallet channel: only Alipay, WeChat Pay and QQ Wallet channels have these credentials');
  return channel as DepositChannel & { type: QrChannelType };
}

export async function qrCredentials(ctx: OpsContext, merchant: Merchant, code: string): Promise<OpsQrCredentials> {
  return credentialsView(await qrChannelOf(ctx.db, merchant, code, false));
}

type Problems = { field: string; message: string }[];

/**
 * The wallet's base address as stored: no trailing slash (the wallet's paths are appended), an address the outbound
 * rule allows (https, public; a local simulator's path only while the simulators are served).
 */
async function providerUrlOf(text: string, policy: OutboundPolicy, problems: Problems): Promise<string | undefined> {
  const base = text.replace(/\/+$/, '');
  if (text.startsWith('/') && base === '') {
    problems.push({ field: 'providerUrl', message: 'give the path of the wallet on this server, e.g. /sim/pay/alipay' });
    return base;
  }
  const url = text.startsWith('/') ? null : parsed(() => new URL(base));
  if (!text.startsWith('/') && (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname)) {
    problems.push({ field: 'providerUrl', message: 'must be an http(s) URL or a path on this server starting with /' });
    return base;
  }
  try {
    // The address is shown to every finance operator: credentials do not belong in it (refused here too).
    await checkOutboundUrl(base, policy, 'providerUrl');
  } catch (err) {
    if (!isAppError(err) || !Array.isArray(err.value)) throw err;
    problems.push(...(err.value as Problems));
  }
  return base;
}

/** An RSA key of RSA2's size, or the reason it is not one. */
function rsaProblem(key: KeyObject): string | null {
  if (key.asymmetricKeyType !== 'rsa') return `must be an RSA key (this is ${key.asymmetricKeyType ?? 'not an asymmetric key'})`;
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  return bits < QR_RSA_MIN_BITS ? `must be an RSA key of at least ${QR_RSA_MIN_BITS} bits (this one has ${bits})` : null;
}

/** Our private key, normalised to PKCS#8 PEM; a problem on `privateKey` when it does not parse or is not RSA2's. */
function privateKeyOf(text: string, problems: Problems): { pem: string; publicPem: string } | undefined {
  const key = parsed(() => createPrivateKey(rewrapPem(text)));
  if (!key) {
    problems.push({ field: 'privateKey', message: 'not a private key in PEM (PKCS#8 or PKCS#1, without a passphrase)' });
    return undefined;
  }
  const problem = rsaProblem(key);
  if (problem) {
    problems.push({ field: 'privateKey', message: problem });
    return undefined;
  }
  return { pem: key.export({ type: 'pkcs8', format: 'pem' }).toString(), publicPem: spkiPem(createPublicKey(key)) };
}

/** The wallet's public key, normalised to SPKI PEM; a problem on `walletPublicKey` otherwise. */
function walletKeyOf(text: string, problems: Problems): string | undefined {
  // createPublicKey would derive a public key from a private one: a private key pasted here is refused, never kept.
  if (/PRIVATE KEY/.test(text)) {
    problems.push({ field: 'walletPublicKey', message: "a private key: paste the wallet's public key" });
    return undefined;
  }
  const key = parsed(() => createPublicKey(rewrapPem(text)));
  if (!key) {
    problems.push({ field: 'walletPublicKey', message: 'not a public key in PEM' });
    return undefined;
  }
  const problem = rsaProblem(key);
  if (problem) {
    problems.push({ field: 'walletPublicKey', message: problem });
    return undefined;
  }
  return spkiPem(key);
}

/**
 * Changes a QR channel's credentials: the fields given replace theirs. Every field is checked first (a key the
 * channel's wallet does not use, a PEM that does not parse or is not RSA of at least 2048 bits, an address that is
 * not http(s)), all refusals answered at once as field errors; nothing is written unless all pass.
 */
export async function updateQrCredentials(
  ctx: OpsContext,
  merchant: Merchant,
  code: string,
  b: OpsQrCredentialsUpdate,
  policy: OutboundPolicy,
): Promise<OpsQrCredentials> {
  const channel = await qrChannelOf(ctx.db, merchant, code, true);
  ctx.audit.target = `deposit channel ${channel.code} credentials`;
  ctx.audit.before = credentialsView(channel);
  const problems: Problems = [];
  const uses: readonly string[] = QR_CREDENTIAL_KEYS[channel.type];
  for (const field of ['privateKey', 'walletPublicKey', 'apiKey'] as const) {
    if (b[field] !== undefined && !uses.includes(field)) problems.push({ field, message: `not used by ${channel.type} channels (they sign with ${QR_SIGN_TYPES[channel.type]})` });
  }
  if (problems.length) throw new AppError(ErrorCode.VALIDATION, { value: problems });

  const patch: ChannelCredentialsPatch = {};
  if (b.providerUrl !== undefined) patch.providerUrl = await providerUrlOf(b.providerUrl, policy, problems);
  if (b.merchantId !== undefined) patch.providerMerchantId = b.merchantId;
  if (b.apiKey !== undefined) patch.gatewaySecret = b.apiKey;
  const own = b.privateKey !== undefined ? privateKeyOf(b.privateKey, problems) : undefined;
  if (own) patch.providerPrivateKey = own.pem;
  if (b.walletPublicKey !== undefined) {
    const pem = walletKeyOf(b.walletPublicKey, problems);
    // Our own public key in the wallet's place would make our side trust notifications only we can sign.
    const ours = own?.publicPem ?? credentialsView(channel).merchantPublicKey;
    if (pem && pem === ours) problems.push({ field: 'walletPublicKey', message: "this is our own public key: paste the wallet's" });
    else if (pem) patch.providerPublicKey = pem;
  }
  if (problems.length) throw new AppError(ErrorCode.VALIDATION, { value: problems });

  const updated = await depositRepo.updateCredentials(ctx.db, merchant.id, channel.id, patch);
  if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
  return credentialsView(updated as DepositChannel & { type: QrChannelType });
}
