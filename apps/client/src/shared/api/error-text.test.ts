import { ErrorCode, ERROR_MESSAGE_KEYS } from '@wps/contract/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadFeatureLocale } from '../i18n/i18n';
import { MONEY_LOCALES } from '../i18n/money';
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

  it('tells an open bonus turnover with what is left to wager on every money screen (withdrawal, agent transfer)', async () => {
    await loadFeatureLocale(MONEY_LOCALES, 'EN');
    expect(errorText(failure(ErrorCode.TURNOVER_OPEN, { required: '300.00', wagered: '120.00', left: '180.00' }))).toBe(
      'Finish the turnover of your bonuses first: 180.00 still to wager (120.00 of 300.00 done). Until then no money can be withdrawn or transferred to another account.',
    );
  });
});
