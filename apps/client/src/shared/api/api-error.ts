/** Client-side failures that never reach the server. */
export const CLIENT_ERROR = {
  network: { code: 'NETWORK', key: 'err_no_internet' },
  timeout: { code: 'TIMEOUT', key: 'err_slow_network' },
  unknown: { code: 'INTERNAL', key: 'err_unknown' },
} as const;

/** A failed call: the envelope's errorCode and the i18n key of its message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly status = 0,
    /** The envelope's `value` on failure (field errors, `{ captcha: true }`), when the server sent one. */
    readonly value?: unknown,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'ApiError';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
