import { CALLS, Headers, type CallName } from '@wps/contract/lite';
import type { ConsolidatedSettings, EncryptedBody, LoginResult, MemberInfo, SystemStatus, WalletGcs } from '@wps/contract';
import { clearSession, getSession } from '../session/session-store';
import { ApiError, CLIENT_ERROR } from './api-error';
import { deviceHeader, requestContext } from './request-context';

/**
 * What each call answers in `value`. A feature adds its own calls by module augmentation from its api folder
 * (`declare module '../../../shared/api/client' { interface CallValues { ... } }`), so features never edit this file;
 * a call without an entry here cannot be made.
 */
export interface CallValues {
  systemStatus: SystemStatus;
  systemWhitelabel: unknown;
  systemConsolidated: ConsolidatedSettings;
  systemDomainRoute: unknown;
  systemCountry: unknown;
  systemRegisterSetting: unknown;
  login: LoginResult;
  logout: null;
  memberInfo: MemberInfo;
  walletGcs: WalletGcs;
}
/** Request bodies, augmentable the same way. */
export interface CallBodies {
  /** Encrypted (shared/api/body-crypto.ts). */
  login: EncryptedBody;
}

/** Contract schema validating each answer in development and tests (kept out of the production bundle). */
const VALUE_SCHEMAS = {
  systemStatus: 'SystemStatusSchema',
  systemConsolidated: 'ConsolidatedSettingsSchema',
  login: 'LoginResultSchema',
  memberInfo: 'MemberInfoSchema',
  walletGcs: 'WalletGcsSchema',
} as const satisfies Partial<Record<CallName, string>>;

export const DEFAULT_TIMEOUT_MS = 15_000;
const SESSION_GONE = new Set(['NOT_LOGGED_IN', 'SESSION_EXPIRED']);

export interface CallOptions<N extends CallName> {
  body?: N extends keyof CallBodies ? CallBodies[N] : never;
  query?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides the stored session token (logout sends the token being ended). */
  token?: string;
  /** Extra request headers (the Encryption header of an encrypted body). */
  headers?: Record<string, string>;
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
export async function apiCall<N extends CallName & keyof CallValues>(name: N, opts: CallOptions<N> = {}): Promise<CallValues[N]> {
  const def = CALLS[name];
  const url = opts.query ? `${def.path}?${new URLSearchParams(opts.query).toString()}` : def.path;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => timeout.abort();
  opts.signal?.addEventListener('abort', onAbort);
  let res: Response;
  try {
    res = await fetch(url, {
      method: def.method,
      headers: { ...headersFor(opts.body !== undefined, opts.token), ...opts.headers },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
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
  const value = (envelope.value ?? null) as CallValues[N];
  if (import.meta.env.DEV && name in VALUE_SCHEMAS) {
    const contract = await import('@wps/contract');
    contract[VALUE_SCHEMAS[name as keyof typeof VALUE_SCHEMAS]].parse(value);
  }
  return value;
}
