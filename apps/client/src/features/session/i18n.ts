import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The session screens' texts (their own locale files, loaded with the feature). */
export const useSessionTranslation = () => useFeatureTranslation(files);
