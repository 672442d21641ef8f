import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The games feature's texts (its own locale files, loaded with the feature). */
export const useGamesTranslation = () => useFeatureTranslation(files);
