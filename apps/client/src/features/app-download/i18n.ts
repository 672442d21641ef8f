import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The app download texts (own locale files, loaded with the page and the bar). */
export const useAppDownloadTranslation = () => useFeatureTranslation(files);
