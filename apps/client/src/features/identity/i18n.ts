import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The identity screens' texts (own locale files, loaded with the page or the withdrawal notice). */
export const useIdentityTranslation = () => useFeatureTranslation(files);
