import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The raffles screen's texts (own locale files, loaded with the screen). */
export const useRafflesTranslation = () => useFeatureTranslation(files);
