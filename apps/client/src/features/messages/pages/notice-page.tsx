import '../messages.css';
import type { Notice } from '@wps/contract';
import { TOAST_MS } from '@wps/contract/lite';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useUnreadCounts } from '../../../shared/query/unread';
import { useSession } from '../../../shared/session/session-store';
import { showToast } from '../../../shared/ui/feedback';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { useMarkAllNoticesRead, useMarkNoticeRead, useNoticesQuery } from '../api/notices';
import { MessageCard } from '../components/message-card';
import { useMessagesTranslation } from '../i18n';

/** Announcements (/m/notice): every player and popup notice; opening one, or "mark all read", marks it read for a member. */
export default function NoticePage() {
  const { t } = useMessagesTranslation();
  const session = useSession();
  const q = useNoticesQuery();
  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  const unread = useUnreadCounts();
  const anyUnread = unread.announcement > 0 || (q.data ?? []).some((n) => !n.read);
  const [openId, setOpenId] = useState<number | null>(null);

  const toggle = (n: Notice) => {
    setOpenId(openId === n.id ? null : n.id);
    markRead(n);
  };

  return (
    <div className="msg-page" data-testid="notice-page">
      <div className="msg-heading-row">
        <h1 className="msg-heading">{t('msg_announcements')}</h1>
        {session !== null ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={!anyUnread || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (err) => void showToast(errorText(err), TOAST_MS.default) })}
          >
            {t('msg_mark_all_read')}
          </button>
        ) : null}
      </div>
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
