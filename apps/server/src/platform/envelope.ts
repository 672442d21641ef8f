import { ERROR_MESSAGE_KEYS, ErrorCode, HTTP_STATUS, type Envelope } from '@wps/contract';

/**
 * The one error type services throw for expected failures. The error handler turns it into the contract's envelope
 * with the HTTP status of HTTP_STATUS, so services never think about HTTP.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly value: unknown;

  constructor(code: ErrorCode, opts: { value?: unknown; detail?: string; cause?: unknown } = {}) {
    super(opts.detail ?? code, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.value = opts.value;
  }

  get statusCode(): number {
    return HTTP_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

export function fail(code: ErrorCode, value?: unknown): Extract<Envelope<never>, { success: false }> {
  const body: Extract<Envelope<never>, { success: false }> = {
    success: false,
    errorCode: code,
    message: ERROR_MESSAGE_KEYS[code],
  };
  if (value !== undefined) body.value = value;
  return body;
}

/** A 422 VALIDATION naming the field that is wrong and why (the shape the request validator gives). */
export const fieldError = (field: string, message: string): AppError => new AppError(ErrorCode.VALIDATION, { value: [{ field, message }] });
