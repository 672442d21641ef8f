import type { FeatureLocales } from '../i18n';

/**
 * Texts the money and member-settings screens share (amount, bank, status, payment password): their own locale
 * files, loaded with the first of those screens rather than with the first load of home.
 */
export const MONEY_LOCALES: FeatureLocales = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });
