import type { LobbyNewsItem } from '@wps/contract';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/date-time';
import { inSiteLink } from '../../../shared/ui/in-site-link';
import { Sheet } from '../../../shared/ui/sheet';
import { useMessagesTranslation } from '../i18n';

/**
 * A news item in a bottom sheet: its date, its text (HTML the server sanitized on write, its site links kept in the
 * app) and the operator's link when there is one. Its own chunk: the sheet's code loads when a player opens news.
 */
export default function NewsSheet({ item, open, onClose }: { item: LobbyNewsItem; open: boolean; onClose: () => void }) {
  const { t, lng } = useMessagesTranslation();
  const navigate = useNavigate();
  return (
    <Sheet open={open} onClose={onClose} bodyClassName="sheet" title={item.title} closeLabel={t('news_close')} testId="news-sheet">
      <div className="news-sheet">
        <p className="news-card-date">{formatDate(item.date, lng)}</p>
        <div className="news-content" onClick={(e) => inSiteLink(e, navigate)} dangerouslySetInnerHTML={{ __html: item.content }} />
        {item.linkUrl ? (
          <Link className="btn btn-primary news-more" to={item.linkUrl} onClick={onClose}>
            {t('news_more')}
          </Link>
        ) : null}
      </div>
    </Sheet>
  );
}
