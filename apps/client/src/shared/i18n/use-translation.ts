import { use, useSyncExternalStore } from 'react';
import { currentLanguage, loadFeatureLocale, type FeatureLocales } from './i18n';
import { i18n, type TFunction } from './translator';

/**
 * The components' one door to the translator, shaped like react-i18next's useTranslation ({ t, i18n }).
 * It re-renders on language changes and newly added bundles.
 */
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version += 1;
  listeners.forEach((l) => l());
};
i18n.on('languageChanged', bump);
i18n.on('added', bump);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => version;

export function useTranslation(): { t: TFunction; i18n: typeof i18n; lng: string } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: i18n.t, i18n, lng: i18n.language };
}

/**
 * useTranslation for a feature with its own locale files (and any shared sets it uses): suspends until all are
 * loaded for the current language. The loads start together; each promise is cached, so `use` sees the same one.
 */
export function useFeatureTranslation(...sets: FeatureLocales[]): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  const language = currentLanguage();
  for (const loading of sets.map((files) => loadFeatureLocale(files, language))) use(loading);
  return translation;
}
