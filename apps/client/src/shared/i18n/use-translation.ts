import i18next, { type TFunction } from 'i18next';
import { use, useSyncExternalStore } from 'react';
import { currentLanguage, loadFeatureLocale, type FeatureLocales } from './i18n';

/**
 * The components' one door to i18next, shaped like react-i18next's useTranslation ({ t, i18n }).
 * It re-renders on language changes and newly added bundles. Kept to these few lines instead of react-i18next
 * because the first load of /m/home has a 100 KB budget and React 19.3 alone takes about 64 KB of it; switching
 * to react-i18next is a one-line re-export here.
 */
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version += 1;
  listeners.forEach((l) => l());
};
i18next.on('languageChanged', bump);
i18next.on('added', bump);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => version;

export function useTranslation(): { t: TFunction; i18n: typeof i18next; lng: string } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: i18next.t.bind(i18next) as TFunction, i18n: i18next, lng: i18next.language };
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
