import { MONEY_LOCALES } from '../../shared/i18n/money';
import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The member screens' texts and the shared money texts (own locale files, loaded with the feature). */
export const useMemberTranslation = () => useFeatureTranslation(files, MONEY_LOCALES);
