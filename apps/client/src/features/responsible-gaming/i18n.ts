import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The responsible-gaming page's texts (own locale files, loaded with the page). */
export const useRgTranslation = () => useFeatureTranslation(files);
