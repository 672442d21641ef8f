import { DEVICE_HOME_SCREEN } from '@wps/contract/boot';

/** Values every call carries in its headers; set by the status store and the i18n module. */
export const requestContext = { merchant: '' as string, language: 'EN' as string };

/** Running as a home-screen app (spec: Device OTHERS). */
export function deviceHeader(): string | null {
  const standalone =
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone ? DEVICE_HOME_SCREEN : null;
}
