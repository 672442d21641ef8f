import { useTranslation } from '../../../shared/i18n/use-translation';
import { Icon } from '../../../shared/ui/icons';
import type { SystemStatus } from '@wps/contract';

/** Status 2: the visitor's address or region is not served by this merchant. */
export default function RegionPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <main className="status-page" data-testid="region-page" aria-labelledby="region-title">
      <Icon viewBox="0 0 120 120" size={120} className="status-art" stroke="var(--c-danger)" strokeWidth={5} d="M34 60a26 26 0 1 0 52 0a26 26 0 1 0 -52 0M42 78l36-36">
        <circle cx="60" cy="60" r="56" fill="var(--c-primary-soft)" stroke="none" />
      </Icon>
      <h1 id="region-title">{t('region_title')}</h1>
      <p>{t('region_desc')}</p>
      <p className="status-note">
        {t('your_ip')}: <strong dir="ltr">{status.location.ip}</strong>
      </p>
    </main>
  );
}
