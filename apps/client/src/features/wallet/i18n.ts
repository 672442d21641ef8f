import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The wallet screens' texts (own locale files, loaded with the screens). */
export const useWalletTranslation = () => useFeatureTranslation(files);
