import '../news.css';
import type { LobbyNewsItem } from '@wps/contract';
import { Suspense, useId, useState } from 'react';
import { formatDate } from '../../../shared/format/date-time';
import { lazyChunk } from '../../../shared/net/load-chunk';
import { useLobbyNewsQuery } from '../api/news';
import { useMessagesTranslation } from '../i18n';

const NewsSheet = lazyChunk(() => import('./news-sheet'));

/**
 * Lobby news on home (GLS2_lobbyNews): a card per item, each opening a sheet with its text and, when the operator
 * gave one, a link to a page of the site. Nothing shows without news.
 */
export function LobbyNewsList({ items }: { items: LobbyNewsItem[] }) {
  const { t, lng } = useMessagesTranslation();
  const headingId = useId();
  // The item stays rendered while its sheet closes (the sheet animates out with its content).
  const [shown, setShown] = useState<LobbyNewsItem | null>(null);
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <section className="news" aria-labelledby={headingId} data-testid="home-news">
      <h2 id={headingId} className="news-heading">
        {t('news_title')}
      </h2>
      <ul className="news-list">
        {items.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className="news-card"
              data-testid="news-card"
              onClick={() => {
                setShown(n);
                setOpen(true);
              }}
            >
              <span className="news-card-title">{n.title}</span>
              <span className="news-card-date">{formatDate(n.date, lng)}</span>
            </button>
          </li>
        ))}
      </ul>
      {shown ? (
        <Suspense fallback={null}>
          <NewsSheet item={shown} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Home's news block, loaded after the first paint: hidden while loading, on error and without news. */
export default function LobbyNews() {
  const q = useLobbyNewsQuery();
  return <LobbyNewsList items={q.data ?? []} />;
}
