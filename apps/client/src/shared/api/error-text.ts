import { isApiError } from './api-error';
import { i18n } from '../i18n/translator';

/** The plain figures a failure's `value` carries (`{ attemptsLeft: 2 }`), for the placeholders of its text. */
function figures(value: unknown): Record<string, string | number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string | number] => typeof e[1] === 'number' || typeof e[1] === 'string'));
}

/**
 * The one place an error becomes user text: the server's i18n key if we know it, else a generic message. A failure
 * whose value carries figures is told with the key's `_detail` text when there is one ("Attempts left: 2").
 */
export function errorText(error: unknown): string {
  const key = isApiError(error) ? error.messageKey : 'err_unknown';
  if (!i18n.exists(key)) return i18n.t('err_unknown');
  const vars = isApiError(error) ? figures(error.value) : {};
  const detail = `${key}_detail`;
  return Object.keys(vars).length > 0 && i18n.exists(detail) ? i18n.t(detail, vars) : i18n.t(key);
}
