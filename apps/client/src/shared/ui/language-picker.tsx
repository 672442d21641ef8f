import './antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../i18n/use-translation';
import { LANGUAGES, type LanguageCode } from '@wps/contract/lite';
import { currentLanguage, selectLanguage } from '../i18n/i18n';

/** Every language of the contract is selectable; choosing one switches and closes the picker. */
export default function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const choose = (code: LanguageCode) => {
    onClose();
    if (code !== active) void selectLanguage(code);
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="sheet">
      <div role="dialog" aria-modal="true" aria-labelledby="lang-title" className="sheet-inner">
        <div className="sheet-head">
          <h2 id="lang-title">{t('choose_language')}</h2>
          <button type="button" className="icon-btn" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </div>
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
      </div>
    </Popup>
  );
}
