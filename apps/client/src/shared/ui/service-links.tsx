import './service-links.css';
import { channelDetail, type ServiceChannel } from '../system/service-channels';
import { useTranslation } from '../i18n/use-translation';
import { IconChevron } from './icons';

/** The site's own name of a channel kind; other kinds show the operator's title. */
const LABEL_KEYS: Record<string, string> = {
  CS: 'customer_service',
  WHATSAPP: 'res_whatsapp',
  TELEGRAM: 'res_telegram',
  EMAIL: 'cs_email',
  PHONE: 'cs_phone',
};

/**
 * The merchant's customer-service channels as links (the help screen, the maintenance page): web addresses open in a
 * new window, e-mail and phone links in the device's own app. Each shows its name and the address it leads to.
 */
export function ServiceLinks({ channels }: { channels: readonly ServiceChannel[] }) {
  const { t } = useTranslation();
  return (
    <ul className="link-list service-links" data-testid="service-channels">
      {channels.map((c) => {
        const key = LABEL_KEYS[c.type];
        return (
          <li key={`${c.type}:${c.href}`}>
            <a href={c.href} {...(c.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <span className="service-link-text">
                <span>{key ? t(key) : c.title}</span>
                <span className="service-link-detail">{channelDetail(c.href)}</span>
              </span>
              <IconChevron size={18} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
