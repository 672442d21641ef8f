import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { IconBell } from './icons';
import { useUnreadCounts } from '../../../shared/query/unread';
import { UnreadBadge } from './unread-badge';

/** Header link to the message centre with the home unread total (announcements + inbox + chat). */
export function UnreadBell() {
  const { t } = useTranslation();
  const { total } = useUnreadCounts();
  return (
    <Link to="/m/message" className="icon-btn msg-bell" aria-label={total > 0 ? t('messages_unread', { count: total }) : t('messages')}>
      <IconBell size={22} />
      <UnreadBadge count={total} testId="header-unread" />
    </Link>
  );
}
