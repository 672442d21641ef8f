import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

/** The one screen shown for sections that later issues build: translated, with a way back home. */
export default function PagePending() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="pending" aria-labelledby="pending-title">
      <svg className="pending-art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" fill="var(--c-primary-soft)" />
        <rect x="30" y="38" width="60" height="44" rx="8" fill="var(--c-surface)" stroke="var(--c-primary)" strokeWidth="3" />
        <path d="M30 50h60" stroke="var(--c-primary)" strokeWidth="3" />
        <circle cx="60" cy="66" r="9" fill="none" stroke="var(--c-accent)" strokeWidth="3" />
        <path d="M60 61v5l3 2" stroke="var(--c-accent)" strokeWidth="3" strokeLinecap="round" fill="none" />
      </svg>
      <h1 id="pending-title">{t('page_pending_title')}</h1>
      <p>{t('page_pending_desc')}</p>
      <button type="button" className="btn btn-primary btn-wide" onClick={() => navigate('/m/home', { replace: true })}>
        {t('back_home')}
      </button>
    </section>
  );
}
