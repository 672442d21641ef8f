import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The contract screens' and the home prompt's texts (own locale files, loaded with them). */
export const useContractsTranslation = () => useFeatureTranslation(files);
