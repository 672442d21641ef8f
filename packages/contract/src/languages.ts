/** Spec part 2 s2 "Language": every code selectable; the main six are fully translated. */
export const MAIN_LANGUAGES = ['EN', 'TY', 'CN', 'TH', 'VI', 'PT'] as const;

export const LANGUAGES = [
  { code: 'EN', label: 'English', bcp47: 'en' },
  { code: 'TY', label: 'Filipino', bcp47: 'fil-PH' },
  { code: 'CN', label: '简体中文', bcp47: 'zh-CN' },
  { code: 'TW', label: '繁體中文', bcp47: 'zh-TW' },
  { code: 'TH', label: 'ไทย', bcp47: 'th' },
  { code: 'VI', label: 'Tiếng Việt', bcp47: 'vi' },
  { code: 'PT', label: 'Português (Brasil)', bcp47: 'pt-BR' },
  { code: 'JA', label: '日本語', bcp47: 'ja' },
  { code: 'KO', label: '한국어', bcp47: 'ko' },
  { code: 'MY', label: 'မြန်မာ', bcp47: 'my' },
  { code: 'ES', label: 'Español', bcp47: 'es' },
  { code: 'HI', label: 'हिन्दी', bcp47: 'hi' },
  { code: 'ID', label: 'Bahasa Indonesia', bcp47: 'id' },
  { code: 'KM', label: 'ខ្មែរ', bcp47: 'km' },
  { code: 'MS', label: 'Bahasa Melayu', bcp47: 'ms' },
  { code: 'TA', label: 'தமிழ்', bcp47: 'ta' },
  { code: 'UR', label: 'اردو', bcp47: 'ur', rtl: true },
  { code: 'TR', label: 'Türkçe', bcp47: 'tr' },
  { code: 'BN', label: 'বাংলা', bcp47: 'bn' },
  { code: 'AR', label: 'العربية', bcp47: 'ar', rtl: true },
  { code: 'FA', label: 'فارسی', bcp47: 'fa', rtl: true },
  { code: 'RU', label: 'Русский', bcp47: 'ru' },
  { code: 'KK', label: 'Қазақ', bcp47: 'kk' },
  { code: 'UZ', label: 'Oʻzbek', bcp47: 'uz' },
  { code: 'LO', label: 'ລາວ', bcp47: 'lo' },
  { code: 'NE', label: 'नेपाली', bcp47: 'ne' },
  { code: 'FR', label: 'Français', bcp47: 'fr' },
] as const satisfies readonly { code: string; label: string; bcp47: string; rtl?: boolean }[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

export function isLanguageCode(v: unknown): v is LanguageCode {
  return typeof v === 'string' && (LANGUAGE_CODES as readonly string[]).includes(v);
}

/**
 * The locale tag (BCP 47) that dates, times and numbers are formatted with: the app's codes are not locales ("CN" and
 * "TY" would read as unknown languages and fall back to US English). Unknown codes get English.
 */
export function localeTag(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.bcp47 ?? 'en';
}

/** Chat language is sent in upper case with CN variants collapsed to CN (spec part 2 s2). */
export function chatLanguage(code: LanguageCode): string {
  return code === 'TW' ? 'CN' : code.toUpperCase();
}
