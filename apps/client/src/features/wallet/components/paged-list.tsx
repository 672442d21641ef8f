import type { ReactNode } from 'react';
import { LoadMore } from './load-more';
import { EmptyState, ErrorState, ListSkeleton } from './states';

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

/** A records list with its loading, error, empty and load-more states, shared by every records screen. */
export function Paged<T>({ q, render, testId }: { q: InfiniteLike<T>; render: (item: T) => ReactNode; testId: string }) {
  if (q.isPending) return <ListSkeleton />;
  if (q.isError && !q.data) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  if (items.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="mn-list" data-testid={testId}>
        {items.map(render)}
      </ul>
      {q.isFetchNextPageError ? <ErrorState error={q.error} onRetry={() => void q.fetchNextPage()} /> : null}
      <LoadMore
        hasNext={q.hasNextPage}
        loading={q.isFetchingNextPage}
        failed={q.isFetchNextPageError}
        onMore={() => void q.fetchNextPage()}
      />
    </>
  );
}
