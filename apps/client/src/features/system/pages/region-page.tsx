import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SystemStatus } from '@wps/contract';

/** Status 2: the visitor's address or region is not served by this merchant. */
export default function RegionPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <main className="status-page" data-testid="region-page" aria-labelledby="region-title">
      <svg viewBox="0 0 120 120" className="status-art" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" fill="var(--c-primary-soft)" />
        <circle cx="60" cy="60" r="26" fill="none" stroke="var(--c-danger)" strokeWidth="5" />
        <path d="M42 78l36-36" stroke="var(--c-danger)" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h1 id="region-title">{t('region_title')}</h1>
      <p>{t('region_desc')}</p>
      <p className="status-note">
        {t('your_ip')}: <strong dir="ltr">{status.location.ip}</strong>
      </p>
    </main>
  );
}
