import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SystemStatus } from '@wps/contract';
import { serviceChannels } from '../../../shared/system/service-channels';
import { refreshStatus } from '../../../shared/system/system-store';
import { Icon } from '../../../shared/ui/icons';
import { ServiceLinks } from '../../../shared/ui/service-links';

/**
 * Status 1: the whole site is replaced by this page until the merchant's maintenance ends. The merchant's
 * customer-service channels stay reachable meanwhile.
 */
export default function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const channels = serviceChannels(status);
  return (
    <main className="status-page" data-testid="maintenance-page" aria-labelledby="maint-title">
      <Icon
        viewBox="0 0 120 120"
        size={120}
        className="status-art"
        stroke="var(--c-primary)"
        strokeWidth={4}
        d="M78 34a16 16 0 0 0-21 19L35 75a6 6 0 0 0 9 9l22-22a16 16 0 0 0 19-21l-9 9-8-2-2-8z"
      >
        <circle cx="60" cy="60" r="56" fill="var(--c-primary-soft)" stroke="none" />
      </Icon>
      <h1 id="maint-title">{t('maintenance_title')}</h1>
      <p>{t('maintenance_desc')}</p>
      {status.maintenanceMessage ? <p className="status-note">{status.maintenanceMessage}</p> : null}
      <button
        type="button"
        className="btn btn-primary btn-wide"
        disabled={checking}
        onClick={() => {
          setChecking(true);
          void refreshStatus().finally(() => setChecking(false));
        }}
      >
        {checking ? t('in_please_wait') : t('retry')}
      </button>
      {channels.length > 0 ? (
        <section className="service-links-block" aria-labelledby="maint-contact">
          <h2 id="maint-contact">{t('cs_contact')}</h2>
          <ServiceLinks channels={channels} />
        </section>
      ) : null}
    </main>
  );
}
