import i18next from 'i18next';
import { isApiError } from './api-error';

/** The one place an error becomes user text: the server's i18n key if we know it, else a generic message. */
export function errorText(error: unknown): string {
  const key = isApiError(error) ? error.messageKey : 'err_unknown';
  return i18next.exists(key) ? i18next.t(key) : i18next.t('err_unknown');
}
