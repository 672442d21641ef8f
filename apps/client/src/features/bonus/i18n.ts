import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The bonus texts (own locale files, loaded with the screens that show bonuses). */
export const useBonusTranslation = () => useFeatureTranslation(files);
