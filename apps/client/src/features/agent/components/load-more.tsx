import { useAgentTranslation } from '../i18n';

/**
 * "Load more" under a paged list, for whoever does not scroll to its end (a keyboard, a short screen, a browser
 * without IntersectionObserver): the list loads the next page itself as its end comes near; this asks for it now.
 */
export function LoadMore({ query, testId }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown }; testId: string }) {
  const { t } = useAgentTranslation();
  if (!query.hasNextPage || query.isFetchingNextPage || query.isFetchNextPageError) return null;
  return (
    <button type="button" className="btn btn-outline btn-wide" onClick={() => void query.fetchNextPage()} data-testid={testId}>
      {t('ag_load_more')}
    </button>
  );
}
