import { lazy, Suspense, useState } from 'react';
import { LANGUAGES } from '@wps/contract/boot';
import { useTranslation } from '../i18n/use-translation';
import { currentLanguage } from '../i18n/i18n';
import { IconGlobe } from './icons';

const LanguagePicker = lazy(() => import('./language-picker'));

/** Opens the language picker; the picker (and antd-mobile) load on first use. */
export function LanguageButton({ className = 'icon-btn', showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('language')}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <IconGlobe size={22} />
        {showLabel ? (
          <>
            <span className="row-label">{t('language')}</span>
            <span className="row-value">{LANGUAGES.find((l) => l.code === currentLanguage())?.label}</span>
          </>
        ) : (
          <span className="lang-badge">{currentLanguage()}</span>
        )}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LanguagePicker open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
