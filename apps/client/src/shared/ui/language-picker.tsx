import { useTranslation } from '../i18n/use-translation';
import type { LanguageCode } from '@wps/contract/lite';
import { currentLanguage, offeredLanguages, selectLanguage } from '../i18n/i18n';
import { useSettings } from '../system/system-store';
import { Sheet } from './sheet';

/** The merchant's languages are selectable (operators choose them); choosing one switches and closes the picker. */
export default function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const languages = offeredLanguages(useSettings()?.languages);
  const choose = (code: LanguageCode) => {
    onClose();
    if (code !== active) void selectLanguage(code);
  };
  return (
    <Sheet open={open} onClose={onClose} bodyClassName="sheet" title={t('choose_language')} closeLabel={t('close')}>
      <ul className="lang-list">
        {languages.map((l) => (
          <li key={l.code}>
            <button
              type="button"
              lang={l.bcp47}
              className={l.code === active ? 'lang-item is-active' : 'lang-item'}
              aria-pressed={l.code === active}
              onClick={() => choose(l.code)}
            >
              <span>{l.label}</span>
              <span className="lang-code" aria-hidden="true">
                {l.code}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
