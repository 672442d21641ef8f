import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The lottery hall's and lottery orders' texts (own locale files, loaded with the screens). */
export const useLotteryTranslation = () => useFeatureTranslation(files);
