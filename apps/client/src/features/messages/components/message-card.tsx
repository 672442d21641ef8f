import type { ReactNode } from 'react';
import { useMessagesTranslation } from '../i18n';

/** One expandable message: title with an unread dot, and its plain-text content when open. */
export function MessageCard({
  title,
  content,
  unread,
  open,
  onToggle,
  meta,
  actions,
}: {
  title: string;
  content: string;
  unread: boolean;
  open: boolean;
  onToggle: () => void;
  meta?: string;
  actions?: ReactNode;
}) {
  const { t } = useMessagesTranslation();
  return (
    <li className={unread ? 'msg-card is-unread' : 'msg-card'} data-testid="message-card">
      <button type="button" className="msg-card-head" aria-expanded={open} onClick={onToggle}>
        {unread ? <span className="msg-dot" role="img" aria-label={t('msg_unread')} /> : null}
        <span className="msg-card-title">{title}</span>
        {meta ? <span className="msg-card-meta">{meta}</span> : null}
      </button>
      {open ? (
        <div className="msg-card-body">
          <p className="msg-content">{content}</p>
          {actions}
        </div>
      ) : null}
    </li>
  );
}
