// Error codes and their i18n message keys, zod-free so the browser's first load can use them.

/** Stable error codes carried in `errorCode`; HTTP status is also truthful. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  NOT_FOUND: 'NOT_FOUND',
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  FREE_REJECT: 'FREE_REJECT',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  RATE_LIMITED: 'RATE_LIMITED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  MERCHANT_UNKNOWN: 'MERCHANT_UNKNOWN',
  MAINTENANCE: 'MAINTENANCE',
  REGION_RESTRICTED: 'REGION_RESTRICTED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * i18n key of the message sent with each code (server texts of spec part 2 s8).
 * The client translates `message`; unknown keys fall back to err_unknown.
 */
export const ERROR_MESSAGE_KEYS: Record<ErrorCode, string> = {
  VALIDATION: 'err_format',
  NOT_FOUND: 'err_url_empty',
  NOT_LOGGED_IN: 'err_not_logged_in',
  SESSION_EXPIRED: 'err_logged_out',
  FORBIDDEN: 'err_no_permission',
  FREE_REJECT: 'free_reject',
  INVALID_CREDENTIALS: 'err_user_not_exist',
  ACCOUNT_DISABLED: 'err_user_not_exist',
  CAPTCHA_REQUIRED: 'err_captcha_required',
  CAPTCHA_INVALID: 'err_verification_code',
  RATE_LIMITED: 'err_rate_limited',
  CONFLICT: 'err_conflict',
  PAYLOAD_TOO_LARGE: 'err_payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'err_format',
  MERCHANT_UNKNOWN: 'err_no_permission',
  MAINTENANCE: 'err_maintenance',
  REGION_RESTRICTED: 'err_region',
  INSUFFICIENT_FUNDS: 'err_insufficient_funds',
  INTERNAL: 'err_unknown',
};

export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 422,
  NOT_FOUND: 404,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  FREE_REJECT: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  CAPTCHA_REQUIRED: 401,
  CAPTCHA_INVALID: 422,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MERCHANT_UNKNOWN: 400,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  INSUFFICIENT_FUNDS: 409,
  INTERNAL: 500,
};

export type Envelope<T> =
  | { success: true; value: T }
  | { success: false; errorCode: ErrorCode; message: string; value?: unknown };
