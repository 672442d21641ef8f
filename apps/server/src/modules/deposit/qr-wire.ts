import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { secretEquals } from '../../platform/crypto.js';
import { signBody, verifyBody } from '../../platform/rsa-signature.js';

// The QR wallets' wire formats, spoken by both ends (our providers and the local payment simulator): flat parameter
// maps signed over their sorted `key=value` pairs. Alipay: RSA2 (SHA256withRSA, base64), form-encoded requests and
// notifications. WeChat Pay v2 (HMAC-SHA256) and QQ Wallet (MD5): the pairs plus `&key=<API key>`, upper-case hex,
// flat XML bodies.

export type WireParams = Record<string, string>;

/** The signed text: non-empty parameters other than `skip`, sorted by name (ASCII), as `k=v&k=v` with raw values. */
export function signedContent(params: WireParams, skip: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !skip.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

// ---- Alipay (RSA2) ----

/** What Alipay leaves out of the signed text: `sign` in a merchant's request, `sign` and `sign_type` in its notifications. */
export type AlipayMessage = 'request' | 'notify';
const ALIPAY_UNSIGNED: Record<AlipayMessage, readonly string[]> = { request: ['sign'], notify: ['sign', 'sign_type'] };

export const alipaySign = (privateKeyPem: string, params: WireParams, message: AlipayMessage): string =>
  signBody(privateKeyPem, signedContent(params, ALIPAY_UNSIGNED[message]));

export const alipayVerify = (publicKeyPem: string, params: WireParams, message: AlipayMessage): boolean =>
  verifyBody(publicKeyPem, signedContent(params, ALIPAY_UNSIGNED[message]), params.sign);

// ---- WeChat Pay v2 and QQ Wallet (API key) ----

export type KeySignType = 'HMAC-SHA256' | 'MD5';

export function keySign(apiKey: string, params: WireParams, type: KeySignType): string {
  const text = `${signedContent(params, ['sign'])}&key=${apiKey}`;
  const digest = type === 'MD5' ? createHash('md5').update(text, 'utf8') : createHmac('sha256', apiKey).update(text, 'utf8');
  return digest.digest('hex').toUpperCase();
}

export const keyVerify = (apiKey: string, params: WireParams, type: KeySignType): boolean =>
  typeof params.sign === 'string' && secretEquals(keySign(apiKey, params, type), params.sign);

/** A flat `<xml>` document, every value in CDATA (a "]]>" inside a value is split across two sections). */
export function toXml(params: WireParams): string {
  const cdata = (v: string) => `<![CDATA[${v.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
  return `<xml>${Object.entries(params)
    .map(([k, v]) => `<${k}>${cdata(v)}</${k}>`)
    .join('')}</xml>`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const FIELD = /<([A-Za-z_][\w]{0,63})>((?:<!\[CDATA\[[\s\S]*?\]\]>)+|[^<]*)<\/\1>/g;

/**
 * The fields of a flat `<xml>` document, or null when it is not one (no DOCTYPE, no nesting, no entities beyond the
 * five predefined ones: nothing to expand).
 */
export function fromXml(text: string): WireParams | null {
  const m = /^\s*(?:<\?xml[^>]*\?>\s*)?<xml>([\s\S]*)<\/xml>\s*$/.exec(text);
  if (!m) return null;
  const out: WireParams = {};
  let rest = m[1]!;
  for (const f of m[1]!.matchAll(FIELD)) {
    const raw = f[2]!;
    out[f[1]!] = raw.startsWith('<![CDATA[')
      ? raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
      : raw.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]!);
    rest = rest.replace(f[0], '');
  }
  return rest.trim() === '' ? out : null;
}

/** The body the wallets' answers and notifications expect as success ("success" for Alipay, SUCCESS XML otherwise). */
export const WIRE_ACK = {
  alipay: { ok: 'success', fail: 'fail', type: 'text/plain; charset=utf-8' },
  xml: {
    ok: toXml({ return_code: 'SUCCESS', return_msg: 'OK' }),
    fail: toXml({ return_code: 'FAIL', return_msg: 'REFUSED' }),
    type: 'application/xml; charset=utf-8',
  },
} as const;

const WIRE_BODY_LIMIT = 64 * 1024;

/**
 * Lets a plugin's routes take the wallets' bodies: form-encoded parameters as a map, XML as its text (parsed by the
 * route, which answers in the protocol's own format). Scoped to the plugin that calls it.
 */
export function acceptWireBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: WIRE_BODY_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: WIRE_BODY_LIMIT }, (_req, body, done) => {
    done(null, body);
  });
}
