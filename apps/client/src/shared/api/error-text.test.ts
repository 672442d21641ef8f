import { ErrorCode, ERROR_MESSAGE_KEYS } from '@wps/contract/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { ApiError } from './api-error';
import { errorText } from './error-text';

const failure = (code: keyof typeof ERROR_MESSAGE_KEYS, value?: unknown) => new ApiError(code, ERROR_MESSAGE_KEYS[code], 422, value);

beforeAll(async () => {
  await activateLanguage('EN');
});

describe('errorText', () => {
  it('tells a wrong payment password with the attempts the server says are left', () => {
    expect(errorText(failure(ErrorCode.PAYMENT_PASSWORD_WRONG, { attemptsLeft: 2 }))).toBe('Wrong payment password. Attempts left: 2.');
    expect(errorText(failure(ErrorCode.PAYMENT_PASSWORD_WRONG))).toBe('Wrong payment password.');
  });

  it('keeps the plain text when the value carries no figures or the key has no fuller text', () => {
    expect(errorText(failure(ErrorCode.PAYMENT_PASSWORD_WRONG, [{ field: 'x', message: 'y' }]))).toBe('Wrong payment password.');
    expect(errorText(failure(ErrorCode.PAYMENT_PASSWORD_REQUIRED, { attemptsLeft: 2 }))).toBe('Set a payment password first.');
    expect(errorText(new Error('boom'))).toBe(errorText(failure(ErrorCode.INTERNAL)));
  });
});
