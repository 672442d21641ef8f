import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The reward centre's texts, its claim errors among them (own locale files, loaded with the screen). */
export const useRewardsTranslation = () => useFeatureTranslation(files);
