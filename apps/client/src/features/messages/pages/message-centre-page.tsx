import '../messages.css';
import { TOAST_MS } from '@wps/contract/lite';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { commonServiceChannel, openServiceChannel, serviceChannels } from '../../../shared/system/service-channels';
import { resourceUrl, useSystemStatus } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { IconBack, IconChevron } from '../../../shared/ui/icons';
import { IconHeadset, IconMail, IconMegaphone, IconSend } from '../components/icons';
import { useUnreadCounts } from '../../../shared/query/unread';
import { launchChat } from '../../../shared/query/chat-unread';
import { errorText } from '../../../shared/api/error-text';
import { useWhitelabelFlags } from '../../../shared/system/system-store';
import { UnreadBadge } from '../components/unread-badge';
import { useInboxAccess } from '../components/use-inbox-access';
import { useMessagesTranslation } from '../i18n';

/**
 * Message centre (/m/message, spec part 2 s2): Telegram, announcements, inbox and the affiliate service link, with
 * unread badges for members; live chat (CBS3) opens our own chat page through CBS_launchChat.
 */
export default function MessageCentrePage() {
  const { t, lng } = useMessagesTranslation();
  const navigate = useNavigate();
  const flags = useWhitelabelFlags();
  const status = useSystemStatus();
  const unread = useUnreadCounts();
  const inbox = useInboxAccess();

  // A link the merchant has not configured says "coming soon" (spec part 2 s2).
  const comingSoon = () => void showToast(t('link_pending'), TOAST_MS.comingSoon);
  const openResource = (type: string) => () => {
    const url = resourceUrl(status, type);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else comingSoon();
  };
  // Chat needs a member (visitors log in, trial users get free_reject: inbox.open's rules), then the launch call.
  const openChat = () => {
    if (inbox.access !== 'member') return inbox.open('/m/chat');
    launchChat(t('in_please_wait'), lng, (url) => navigate(url)).catch((err: unknown) => void showToast(errorText(err), TOAST_MS.default));
  };
  // The affiliate customer-service row opens the common service link.
  const openService = () => {
    const channel = commonServiceChannel(serviceChannels(status));
    if (channel) openServiceChannel(channel);
    else comingSoon();
  };

  return (
    <div className="msg-page" data-testid="message-centre">
      <div className="msg-top">
        <Link to="/m/home" className="icon-btn" aria-label={t('back')}>
          <IconBack />
        </Link>
        <h1>{t('msg_title')}</h1>
      </div>
      <ul className="msg-rows">
        <Row icon={<IconSend />} label={t('msg_telegram')} desc={t('msg_telegram_desc')} onClick={openResource('TELEGRAM')} />
        <Row
          icon={<IconMegaphone />}
          label={t('msg_announcements')}
          desc={t('msg_announcements_desc')}
          onClick={() => navigate('/m/notice')}
          badge={<UnreadBadge count={unread.announcement} testId="badge-announcements" />}
          unread={unread.announcement}
        />
        <Row
          icon={<IconMail />}
          label={t('msg_inbox')}
          desc={t('msg_inbox_desc')}
          onClick={() => inbox.open('/m/webEmail')}
          badge={<UnreadBadge count={unread.inbox} testId="badge-inbox" />}
          unread={unread.inbox}
        />
        {flags.CBS3 ? (
          <Row
            icon={<IconHeadset />}
            label={t('msg_live_chat')}
            desc={t('msg_live_chat_desc')}
            onClick={openChat}
            badge={<UnreadBadge count={unread.chat} testId="badge-chat" />}
            unread={unread.chat}
          />
        ) : null}
        <Row icon={<IconHeadset />} label={t('msg_affiliate_cs')} desc={t('msg_affiliate_cs_desc')} onClick={openService} />
      </ul>
    </div>
  );
}

function Row({
  icon,
  label,
  desc,
  onClick,
  badge,
  unread = 0,
}: {
  icon: ReactNode;
  label: string;
  desc: string;
  onClick: () => void;
  badge?: ReactNode;
  unread?: number;
}) {
  const { t } = useMessagesTranslation();
  return (
    <li>
      {/* Named by its visible text (title, description) and the spoken count ("2 unread"; the badge itself is hidden). */}
      <button type="button" className="msg-row" onClick={onClick}>
        <span className="msg-icon">{icon}</span>
        <span className="msg-row-text">
          <span className="msg-row-title">{label}</span>
          <span className="msg-row-desc">{desc}</span>
        </span>
        {badge}
        {unread > 0 ? <span className="sr-only">{t('msg_row_unread_suffix', { count: unread })}</span> : null}
        <IconChevron size={18} />
      </button>
    </li>
  );
}
