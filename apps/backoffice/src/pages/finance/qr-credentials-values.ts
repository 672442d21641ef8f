import {
  OpsQrCredentialsUpdateSchema,
  QR_CREDENTIAL_KEYS,
  isQrChannelType,
  rewrapPem,
  type OpsQrCredentials,
  type OpsQrCredentialsUpdate,
  type QrChannelType,
  type SecretState,
} from '@wps/contract';

// The QR channel credentials form's pure parts: which fields a wallet has, the form's values and the update call's
// body, the checks each field gets before the call (the server checks keys by content anyway). Tested in
// qr-credentials.test.ts.

/** Every field of the form; the key fields show only for the wallets that use them (QR_CREDENTIAL_KEYS). */
export interface QrCredentialValues {
  providerUrl: string;
  merchantId: string;
  /** Secret: empty keeps the one set. */
  privateKey: string;
  /** Public: starts as the current key; left as it is (or emptied) keeps it. */
  walletPublicKey: string;
  /** Secret: empty keeps the one set. */
  apiKey: string;
}
export type KeyField = (typeof QR_CREDENTIAL_KEYS)[QrChannelType][number];

/** Whether a deposit channel has credentials to edit here (the QR wallets). */
export const hasQrCredentials = (type: string): boolean => isQrChannelType(type);

/** The key fields of a wallet, in the form's order. */
export const keyFieldsOf = (type: QrChannelType): readonly KeyField[] => QR_CREDENTIAL_KEYS[type];

export const credentialValuesOf = (c: OpsQrCredentials): QrCredentialValues => ({
  providerUrl: c.providerUrl ?? '',
  merchantId: c.merchantId ?? '',
  privateKey: '',
  walletPublicKey: c.walletPublicKey ?? '',
  apiKey: '',
});

/** Whether one field's value is one the update call takes (its own schema decides). */
export const credentialFieldOk = <K extends keyof OpsQrCredentialsUpdate>(field: K, value: OpsQrCredentialsUpdate[K]): boolean =>
  OpsQrCredentialsUpdateSchema.safeParse({ [field]: value }).success;

const PEM_BLOCK = /^-----BEGIN ([A-Z0-9 ]+)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----\n$/;
/** A pasted private key looks like an unencrypted PEM private key (PKCS#8 or PKCS#1); the server parses it. */
export function privateKeyLooksOk(text: string): boolean {
  const m = PEM_BLOCK.exec(rewrapPem(text));
  return m?.[1] === 'PRIVATE KEY' || m?.[1] === 'RSA PRIVATE KEY';
}
/** A pasted key looks like a PEM public key; a private key pasted here never is. */
export function publicKeyLooksOk(text: string): boolean {
  const m = PEM_BLOCK.exec(rewrapPem(text));
  return m?.[1] === 'PUBLIC KEY' || m?.[1] === 'RSA PUBLIC KEY';
}

/** A PEM's base64 body without line breaks, to compare two pastes of one key. */
const pemBody = (pem: string) => rewrapPem(pem).replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/**
 * The update call's body: only what changed (trimmed), keys with their line breaks put back; an empty secret keeps
 * the one set, and so does an empty or unchanged public key. Null when nothing changed.
 */
export function credentialsBody(c: OpsQrCredentials, v: QrCredentialValues): OpsQrCredentialsUpdate | null {
  const body: OpsQrCredentialsUpdate = {};
  const keys = keyFieldsOf(c.type);
  const url = v.providerUrl.trim();
  if (url !== (c.providerUrl ?? '')) body.providerUrl = url;
  const merchantId = v.merchantId.trim();
  if (merchantId !== (c.merchantId ?? '')) body.merchantId = merchantId;
  if (keys.includes('privateKey') && v.privateKey.trim()) body.privateKey = rewrapPem(v.privateKey);
  const wallet = v.walletPublicKey.trim();
  if (keys.includes('walletPublicKey') && wallet && pemBody(wallet) !== pemBody(c.walletPublicKey ?? '')) body.walletPublicKey = rewrapPem(wallet);
  if (keys.includes('apiKey') && v.apiKey.trim()) body.apiKey = v.apiKey.trim();
  return Object.keys(body).length ? body : null;
}

/** A secret as the form describes it: null when none is set, else its fingerprint ("…3F0A"). */
export const secretHint = (s: SecretState | null): string | null => (s?.set ? `…${s.fingerprint ?? ''}` : null);
