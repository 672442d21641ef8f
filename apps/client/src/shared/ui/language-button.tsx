import { Suspense, useState } from 'react';
import { LANGUAGES } from '@wps/contract/boot';
import { useTranslation } from '../i18n/use-translation';
import { currentLanguage } from '../i18n/i18n';
import { IconGlobe } from './icons';
import { lazyChunk } from '../net/load-chunk';

const LanguagePicker = lazyChunk(() => import('./language-picker'));

/** Opens the language picker; the picker (and antd-mobile) load on first use. */
export function LanguageButton({ className = 'icon-btn', showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const code = currentLanguage();
  return (
    <>
      <button
        type="button"
        className={className}
        // The name holds the visible text (voice control users say what they see): "Language EN", or the row's own.
        aria-label={showLabel ? undefined : `${t('language')} ${code}`}
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
            <span className="row-value">{LANGUAGES.find((l) => l.code === code)?.label}</span>
          </>
        ) : (
          <span className="lang-badge">{code}</span>
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
