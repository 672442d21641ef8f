import { useFeatureTranslation } from '../../shared/i18n/use-translation';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });

/** The points mall's texts, its redeem errors among them (own locale files, loaded with the screen). */
export const useMallTranslation = () => useFeatureTranslation(files);
