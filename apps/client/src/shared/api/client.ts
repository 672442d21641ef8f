import { Headers, callPath } from '@wps/contract/boot';
import type { CallAnswer, CallBody, CallParams, CallQuery, CallTable, PlayerCallName } from '@wps/contract';
import { clearSession, getSession } from '../session/session-store';
import { ApiError, CLIENT_ERROR } from './api-error';
import { routeOf } from './call-routes';
import { deviceHeader, requestContext } from './request-context';

/**
 * What each call answers in `value`, derived from the contract's call table (type-only: no schema reaches the
 * bundle). Method, path and the encryption flag come from routes the build writes from the same table (call-routes.ts).
 */
export type CallValue<N extends PlayerCallName> = CallAnswer<CallTable[N]>;

export const DEFAULT_TIMEOUT_MS = 15_000;
const SESSION_GONE = new Set(['NOT_LOGGED_IN', 'SESSION_EXPIRED']);

export interface CallOptions<N extends PlayerCallName> {
  /** The decrypted payload of an encrypted call: the client encrypts it (shared/api/body-crypto.ts). */
  body?: CallBody<CallTable[N]>;
  query?: CallQuery<CallTable[N]>;
  /** Values of the path's `:name` segments. */
  params?: CallParams<CallTable[N]>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides the stored session token (logout sends the token being ended). */
  token?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** Query values as the URL carries them; absent ones are left out. */
function queryString(query: object | undefined): string {
  if (!query) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
}

async function requestBody(encrypted: boolean, body: unknown): Promise<{ text?: string; headers: Record<string, string> }> {
  if (body === undefined) return { headers: {} };
  if (!encrypted) return { text: JSON.stringify(body), headers: {} };
  // Loaded with the first encrypted call (login, register, passwords): not part of the first load.
  const { encryptPayload } = await import('./body-crypto');
  const sealed = await encryptPayload(body, () => apiCall('rsaKey'));
  return { text: JSON.stringify(sealed.body), headers: sealed.headers };
}

function headersFor(hasBody: boolean, token?: string): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json', [Headers.language]: requestContext.language };
  if (requestContext.merchant) h[Headers.merchant] = requestContext.merchant;
  const t = token ?? getSession()?.token;
  if (t) h[Headers.authorization] = t;
  const device = deviceHeader();
  if (device) h[Headers.device] = device;
  if (hasBody) h['Content-Type'] = 'application/json';
  return h;
}

/**
 * The one API client: adds headers, unwraps the envelope, maps every failure to an ApiError with an i18n key,
 * and ends the session when the server says it is gone.
 */
export async function apiCall<N extends PlayerCallName>(name: N, opts: CallOptions<N> = {}): Promise<CallValue<N>> {
  const { method, path, encrypted } = routeOf(name);
  const url = callPath(path, opts.params as Record<string, string> | undefined) + queryString(opts.query as object | undefined);
  const body = await requestBody(encrypted, opts.body);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => timeout.abort();
  opts.signal?.addEventListener('abort', onAbort);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { ...headersFor(body.text !== undefined, opts.token), ...body.headers, ...opts.headers },
      body: body.text,
      signal: timeout.signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    const { code, key } = timeout.signal.aborted ? CLIENT_ERROR.timeout : CLIENT_ERROR.network;
    throw new ApiError(code, key);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }

  let envelope: { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown };
  try {
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new ApiError(CLIENT_ERROR.unknown.code, res.status >= 500 || res.status === 0 ? 'err_unknown' : 'err_format', res.status);
  }
  if (envelope?.success !== true) {
    const code = typeof envelope?.errorCode === 'string' ? envelope.errorCode : CLIENT_ERROR.unknown.code;
    const key = typeof envelope?.message === 'string' && envelope.message ? envelope.message : CLIENT_ERROR.unknown.key;
    if (res.status === 401 && SESSION_GONE.has(code) && getSession()) clearSession();
    throw new ApiError(code, key, res.status, envelope.value);
  }
  const value = (envelope.value ?? null) as CallValue<N>;
  // Development and tests check every answer against the table (the production bundle leaves the schemas out).
  if (import.meta.env.DEV) {
    const { CALLS } = await import('@wps/contract');
    const answer = CALLS[name].answer;
    if (answer !== 'raw') answer.parse(value);
  }
  return value;
}
