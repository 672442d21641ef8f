import { useTranslation } from '../i18n/use-translation';
import { LANGUAGES, type LanguageCode } from '@wps/contract/lite';
import { currentLanguage, selectLanguage } from '../i18n/i18n';
import { Sheet } from './sheet';

/** Every language of the contract is selectable; choosing one switches and closes the picker. */
export default function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const choose = (code: LanguageCode) => {
    onClose();
    if (code !== active) void selectLanguage(code);
  };
  return (
    <Sheet open={open} onClose={onClose} bodyClassName="sheet" title={t('choose_language')} closeLabel={t('close')}>
      <ul className="lang-list">
        {LANGUAGES.map((l) => (
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
