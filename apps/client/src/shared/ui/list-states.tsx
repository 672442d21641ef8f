import './list-states.css';
import { INFINITE_SCROLL } from '@wps/contract/lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorText } from '../api/error-text';
import { useTranslation } from '../i18n/use-translation';

/** List placeholder while loading: shapes, not a spinner. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="ls-skeleton" aria-busy="true" aria-live="polite">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="sk sk-block ls-sk-row" />
      ))}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="ls-empty" role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <rect x="10" y="16" width="44" height="34" rx="6" fill="var(--c-primary-soft)" stroke="var(--c-primary)" strokeWidth="2" />
        <path d="M10 26h44" stroke="var(--c-primary)" strokeWidth="2" />
      </svg>
      <p>{text}</p>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ls-error" role="alert">
      <p>{errorText(error)}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * Infinite scroll (spec: load more 300 px before the end, at most once a second). The sentinel asks for the next page
 * when it comes near; the guard skips when a page is already loading, there is none, or the last one failed.
 */
export function LoadMore({ hasNext, loading, failed, onMore }: { hasNext: boolean; loading: boolean; failed: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasNext || loading || failed) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        const now = Date.now();
        if (now - last.current < INFINITE_SCROLL.minIntervalMs) return;
        last.current = now;
        onMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL.thresholdPx}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNext, loading, failed, onMore]);
  return (
    <div ref={ref} className="ls-more" aria-live="polite">
      {loading ? t('list_loading_more') : hasNext ? null : t('list_no_more')}
    </div>
  );
}

/** What Paged needs of a TanStack infinite query whose pages carry `list`. */
export interface InfiniteLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pages: { list: T[] }[] } | undefined;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface PagedProps<T> {
  q: InfiniteLike<T>;
  render: (item: T) => ReactNode;
  testId: string;
  emptyText: string;
  className?: string;
}

/** A paged list with its loading, error, empty and load-more states, shared by every list screen. */
export function Paged<T>({ q, render, testId, emptyText, className }: PagedProps<T>) {
  if (q.isPending) return <ListSkeleton />;
  if (q.isError && !q.data) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <ul className={className ? `ls-list ${className}` : 'ls-list'} data-testid={testId}>
        {items.map(render)}
      </ul>
      {q.isFetchNextPageError ? <ErrorState error={q.error} onRetry={() => void q.fetchNextPage()} /> : null}
      <LoadMore hasNext={q.hasNextPage} loading={q.isFetchingNextPage} failed={q.isFetchNextPageError} onMore={() => void q.fetchNextPage()} />
    </>
  );
}
