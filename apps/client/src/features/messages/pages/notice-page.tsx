import '../messages.css';
import type { Notice } from '@wps/contract';
import { useState } from 'react';
import { useSession } from '../../../shared/session/session-store';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { useMarkNoticeRead, useNoticesQuery } from '../api/notices';
import { MessageCard } from '../components/message-card';
import { useMessagesTranslation } from '../i18n';

/** Announcements (/m/notice): every player and popup notice; opening one marks it read for a member. */
export default function NoticePage() {
  const { t } = useMessagesTranslation();
  const session = useSession();
  const q = useNoticesQuery();
  const markRead = useMarkNoticeRead();
  const [openId, setOpenId] = useState<number | null>(null);

  const toggle = (n: Notice) => {
    setOpenId(openId === n.id ? null : n.id);
    markRead(n);
  };

  return (
    <div className="msg-page" data-testid="notice-page">
      <h1 className="msg-heading">{t('msg_announcements')}</h1>
      {q.isPending ? (
        <ListSkeleton />
      ) : q.isError && !q.data ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState text={t('msg_notice_empty')} />
      ) : (
        <ul className="ls-list" data-testid="notice-list">
          {q.data.map((n) => (
            <MessageCard
              key={n.id}
              title={n.title}
              content={n.content}
              unread={session !== null && !n.read}
              open={openId === n.id}
              onToggle={() => toggle(n)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
