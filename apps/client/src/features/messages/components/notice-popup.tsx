import '../messages.css';
import { STORAGE_KEYS } from '@wps/contract/lite';
import { useEffect, useState } from 'react';
import { readString, writeString } from '../../../shared/storage/storage';
import { CentreDialog } from '../../../shared/ui/centre-dialog';
import { useMarkNoticeRead, usePopupNoticesQuery } from '../api/notices';
import { useMessagesTranslation } from '../i18n';

/**
 * Home notice popup (spec part 2 s2, s4): once per session, for a member, when popup notices exist and the session
 * marker NOTICE_POP is unset. Closing it marks the shown notices read.
 */
export default function NoticePopup() {
  const { t } = useMessagesTranslation();
  const [due] = useState(() => readString(STORAGE_KEYS.noticePopup, 'session') === null);
  const q = usePopupNoticesQuery(due);
  const markRead = useMarkNoticeRead();
  const [open, setOpen] = useState(false);
  const notices = q.data ?? [];

  useEffect(() => {
    if (!due || notices.length === 0) return;
    writeString(STORAGE_KEYS.noticePopup, '1', 'session');
    setOpen(true);
  }, [due, notices.length]);

  const close = () => {
    setOpen(false);
    notices.forEach(markRead);
  };

  return (
    <CentreDialog open={open} onClose={close} bodyClassName="msg-popup-body" className="msg-popup" testId="notice-popup" labelledBy="notice-popup-title">
      <h2 id="notice-popup-title">{t('msg_popup_title')}</h2>
      <div className="msg-popup-list">
        {notices.map((n) => (
          <article key={n.id} className="msg-popup-item">
            <h3>{n.title}</h3>
            <p className="msg-content">{n.content}</p>
          </article>
        ))}
      </div>
      <button type="button" className="btn btn-primary" onClick={close}>
        {t('msg_popup_ok')}
      </button>
    </CentreDialog>
  );
}
