import type { HttpError } from '@refinedev/core';
import {
  CALLS,
  ErrorCode,
  Headers,
  OPS_TOKEN_HEADER,
  callPath,
  type CallAnswer,
  type CallBody,
  type CallParams,
  type CallQuery,
} from '@wps/contract';
import { t } from '../i18n/i18n';
import { currentMerchant, getToken } from '../session/session';

export type CallName = keyof typeof CALLS;
type Call<N extends CallName> = (typeof CALLS)[N];

/** Path params besides the merchant's `:code`, which the client fills with the current merchant. */
export type OpsParams<N extends CallName> = Omit<NonNullable<CallParams<Call<N>>>, 'code'> & { code?: string };

export interface OpsRequest<N extends CallName> {
  params?: OpsParams<N>;
  query?: CallQuery<Call<N>>;
  body?: CallBody<Call<N>>;
  signal?: AbortSignal;
}

/** Not an answer of the server: the network failed or the answer was not JSON. */
export const NETWORK_ERROR = 'NETWORK';

/**
 * A refused call as Refine wants errors (HttpError: `message`, `statusCode`), with the envelope's code, its value
 * (ACCOUNT_LOCKED's lockedUntil, VALIDATION's fields) and field errors for forms. `message` is translated.
 */
export class OpsHttpError extends Error implements HttpError {
  readonly statusCode: number;
  readonly errorCode: string;
  readonly value: unknown;
  readonly errors?: Record<string, string>;
  constructor(statusCode: number, errorCode: string, value?: unknown) {
    super(errorText(errorCode));
    this.name = 'OpsHttpError';
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.value = value;
    if (errorCode === ErrorCode.VALIDATION && Array.isArray(value)) {
      const fields: Record<string, string> = {};
      for (const item of value as { field?: unknown; message?: unknown }[]) {
        if (typeof item?.field === 'string') fields[item.field] = typeof item.message === 'string' ? item.message : t('errors.VALIDATION');
      }
      this.errors = fields;
    }
  }
  [key: string]: unknown;
}

/** The translated text of an error code (locale keys errors.<CODE>), or the generic one. */
export function errorText(errorCode: string): string {
  return t(`errors.${errorCode}`, undefined, t('errors.unknown'));
}

export const isOpsError = (e: unknown): e is OpsHttpError => e instanceof OpsHttpError;

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined || v === null || v === '') continue;
    search.set(k, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/**
 * Makes one call of the table (method and path from `CALLS`), as the signed-in operator, for the current merchant:
 * the envelope's value, or an OpsHttpError.
 */
export async function opsRequest<N extends CallName>(name: N, req: OpsRequest<N> = {}): Promise<CallAnswer<Call<N>>> {
  const call = CALLS[name];
  if (!call) throw new Error(`unknown call ${String(name)}`);
  const merchant = (req.params as { code?: string } | undefined)?.code ?? currentMerchant();
  if (call.path.includes(':code') && !merchant) throw new OpsHttpError(403, ErrorCode.FORBIDDEN);
  const url = callPath(call.path, { ...(req.params as Record<string, string | number> | undefined), ...(merchant ? { code: merchant } : {}) }) + queryString(req.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers[OPS_TOKEN_HEADER] = token;
  // A player call the back office reads (the merchant's settings) names its merchant like the player site does.
  if (!call.path.startsWith('/ops/') && merchant) headers[Headers.merchant] = merchant;
  const hasBody = req.body !== undefined && call.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(url, { method: call.method, headers, body: hasBody ? JSON.stringify(req.body) : undefined, signal: req.signal });
  } catch (e) {
    if ((e as { name?: string })?.name === 'AbortError') throw e;
    throw new OpsHttpError(0, NETWORK_ERROR);
  }
  let envelope: { success?: boolean; value?: unknown; errorCode?: string } | undefined;
  try {
    envelope = (await res.json()) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  if (res.ok && envelope?.success === true) return envelope.value as CallAnswer<Call<N>>;
  throw new OpsHttpError(res.status, envelope?.errorCode ?? (res.ok ? ErrorCode.INTERNAL : NETWORK_ERROR), envelope?.value);
}

export type OpsRequestFn = typeof opsRequest;
