import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The chat page's texts (own locale files, loaded with the page). */
export const useChatTranslation = () => useFeatureTranslation(files);
