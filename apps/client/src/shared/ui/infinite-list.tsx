import { INFINITE_SCROLL } from '@wps/contract/lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState, ErrorState, ListSkeleton } from './list-states';

/** What a list reads of its query: a TanStack infinite query result fits as it is, a plain query without the paging. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => unknown;
}

/** Every item of an infinite query whose pages carry `list`, in order. */
export const pageItems = <T,>(data: { pages: { list: T[] }[] } | undefined): T[] => data?.pages.flatMap((p) => p.list) ?? [];

/**
 * Calls `more` when `el` comes within the infinite-scroll threshold of the viewport (300 px), at most once per second
 * (spec part 2 s9): a call inside that second waits for its end. Nothing happens while `active` is false (a page
 * loading, none left, the last one failed) or without IntersectionObserver (very old browsers keep the first page).
 */
export function useNearEnd(el: Element | null, active: boolean, more: () => void): void {
  const last = useRef(-Infinity);
  const latest = useRef(more);
  useEffect(() => {
    latest.current = more;
  });
  useEffect(() => {
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      const wait = last.current + INFINITE_SCROLL.minIntervalMs - Date.now();
      if (wait > 0) {
        timer ??= setTimeout(() => {
          timer = undefined;
          load();
        }, wait);
        return;
      }
      last.current = Date.now();
      latest.current();
    };
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL.thresholdPx}px 0px`,
    });
    io.observe(el);
    return () => {
      io.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [el, active]);
}

export interface InfiniteListProps<T> {
  query: ListQuery;
  items: readonly T[];
  /** One `<li>` per item, with its key. */
  render: (item: T) => ReactNode;
  emptyText: string;
  testId?: string;
  emptyTestId?: string;
  label?: string;
  /** Class of the `<ul>`. */
  className?: string;
  /** The list's own loading shapes, instead of plain rows. */
  skeleton?: ReactNode;
  /**
   * Said below the last item once the whole list is shown, whether it pages or not ("That's all the games"); without
   * it a paged list says "No more records" and a list that does not page says nothing.
   */
  endText?: string;
}

/**
 * The one paged list: loading shapes, error with retry, empty, the items, then the next page as the end comes near
 * (with its own loading, error-with-retry and end states). Every list screen that pages uses it.
 */
export function InfiniteList<T>({ query, items, render, emptyText, testId, emptyTestId, label, className = 'ls-list', skeleton, endText }: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const { hasNextPage = false, isFetchingNextPage = false, isFetchNextPageError = false, fetchNextPage } = query;
  useNearEnd(sentinel, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, () => void fetchNextPage?.());

  if (query.isPending) return skeleton ?? <ListSkeleton />;
  if (query.isError && items.length === 0) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState text={emptyText} testId={emptyTestId} />;
  const paged = fetchNextPage !== undefined;
  return (
    <>
      <ul className={className} data-testid={testId} aria-label={label}>
        {items.map(render)}
      </ul>
      {isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void fetchNextPage?.()} /> : null}
      {paged || endText ? (
        <div ref={paged ? setSentinel : undefined} className="ls-more" aria-live="polite" data-testid="list-end">
          {isFetchingNextPage ? t('list_loading_more') : hasNextPage ? null : (endText ?? t('list_no_more'))}
        </div>
      ) : null}
    </>
  );
}
