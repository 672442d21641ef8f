import { MONEY_LOCALES } from '../../shared/i18n/money';
import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The agent centre's texts (own locale files, loaded with the screen) and the money screens' shared ones. */
export const useAgentTranslation = () => useFeatureTranslation(files, MONEY_LOCALES);
