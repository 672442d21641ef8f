import '../messages.css';
import type { InboxMessage } from '@wps/contract';
import { TOAST_MS } from '@wps/contract/lite';
import { useState } from 'react';
import { LoginRedirect } from '../../../shared/session/login-return';
import { useRefuseTrial } from '../../../shared/session/member-access';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date-time';
import { confirmDialog, showToast } from '../../../shared/ui/feedback';
import { InfiniteList, pageItems } from '../../../shared/ui/infinite-list';
import { useInboxDelete, useInboxInfiniteQuery, useInboxRead } from '../api/inbox';
import { useUnreadCounts } from '../../../shared/query/unread';
import { MessageCard } from '../components/message-card';
import { useMessagesTranslation } from '../i18n';

/** Inbox (/m/webEmail): the member's messages, newest first; open to read, delete one, or mark all read. */
export default function InboxPage() {
  const { t, lng } = useMessagesTranslation();
  // Trial users reaching the address directly get the same refusal as from the message centre.
  const access = useRefuseTrial('/m/message');
  const q = useInboxInfiniteQuery(access === 'member');
  const read = useInboxRead();
  const remove = useInboxDelete();
  const unread = useUnreadCounts();
  const [openId, setOpenId] = useState<number | null>(null);

  if (access === 'visitor') return <LoginRedirect />;
  if (access === 'trial') return null;

  const fail = (err: unknown) => void showToast(errorText(err), TOAST_MS.default);
  const toggle = (m: InboxMessage) => {
    setOpenId(openId === m.id ? null : m.id);
    if (!m.read) read.mutate({ ids: [m.id] }, { onError: fail });
  };
  const onDelete = async (m: InboxMessage) => {
    if (!(await confirmDialog(t('msg_delete_confirm'), 'msg_delete'))) return;
    remove.mutate(
      { ids: [m.id] },
      { onSuccess: () => void showToast(t('msg_deleted'), TOAST_MS.saved), onError: fail },
    );
  };

  return (
    <div className="msg-page" data-testid="inbox-page">
      <div className="msg-heading-row">
        <h1 className="msg-heading">{t('msg_inbox')}</h1>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={unread.inbox === 0 || read.isPending}
          onClick={() => read.mutate({ all: true }, { onError: fail })}
        >
          {t('msg_mark_all_read')}
        </button>
      </div>
      <InfiniteList
        query={q}
        items={pageItems(q.data)}
        testId="inbox-list"
        emptyText={t('msg_inbox_empty')}
        render={(m) => (
          <MessageCard
            key={m.id}
            title={m.title}
            content={m.content}
            meta={formatDateTime(m.createdAt, lng)}
            unread={!m.read}
            open={openId === m.id}
            onToggle={() => toggle(m)}
            actions={
              <button type="button" className="btn btn-outline btn-sm msg-delete" disabled={remove.isPending} onClick={() => void onDelete(m)}>
                {t('msg_delete')}
              </button>
            }
          />
        )}
      />
    </div>
  );
}
