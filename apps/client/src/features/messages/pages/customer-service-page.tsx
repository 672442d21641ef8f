import '../messages.css';
import { serviceChannels } from '../../../shared/system/service-channels';
import { useSystemStatus } from '../../../shared/system/system-store';
import { EmptyState, ListSkeleton } from '../../../shared/ui/list-states';
import { ServiceLinks } from '../../../shared/ui/service-links';
import { useMessagesTranslation } from '../i18n';

/**
 * Customer service (/m/customerService): the merchant's service channels from the status answer (home footer, member
 * centre). Live chat joins them when a chat provider is configured.
 */
export default function CustomerServicePage() {
  const { t } = useMessagesTranslation();
  const status = useSystemStatus();
  const channels = serviceChannels(status);
  return (
    <div className="msg-page" data-testid="customer-service-page">
      <h1 className="msg-heading">{t('customer_service')}</h1>
      {status === null ? (
        <ListSkeleton rows={3} />
      ) : channels.length === 0 ? (
        <EmptyState text={t('cs_page_empty')} />
      ) : (
        <>
          <p className="msg-lead">{t('cs_page_desc')}</p>
          <ServiceLinks channels={channels} />
        </>
      )}
    </div>
  );
}
