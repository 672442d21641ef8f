import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../shared/i18n/use-translation';
import { whenOnline } from '../shared/net/connection';
import { PageSkeleton } from '../shared/ui/page-skeleton';
import { chunkReloadAllowed, isChunkLoadError, page, reloadForChunk } from './chunk-retry';

/** Catches what a part of the page throws while rendering (a lazy piece that did not load included) and logs it. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback: (error: unknown) => ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(isChunkLoadError(error) ? 'A part of the page failed to load' : 'A part of the page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * What a failure shows. A piece that did not load (spec part 2 s8: logged, spinner shown) keeps the page's loading
 * shapes on screen and reloads once to fetch the current build; anything else, or the same failure again right after
 * that reload, says so with a way to reload. Never a blank page.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const retrying = isChunkLoadError(error) && chunkReloadAllowed();
  useEffect(() => {
    // Reloading without a connection would leave the browser's own error page: wait for the connection first.
    if (retrying) void whenOnline().then(() => reloadForChunk());
  }, [retrying]);
  if (retrying) return <PageSkeleton />;
  return (
    <section className="pending" role="alert" data-testid="error-screen">
      <p>{t('err_unknown')}</p>
      <button type="button" className="btn btn-primary" onClick={() => page.reload()}>
        {t('retry')}
      </button>
    </section>
  );
}

const showError = (error: unknown) => <ErrorScreen error={error} />;

/** Around the whole app: whatever fails outside a route (header, sidebar, popups) ends here. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={showError}>{children}</ErrorBoundary>;
}

/**
 * The routes' error element. The route table is declarative (a data router, whose `errorElement` this would be, adds
 * about 16 KB gzip to the first load), so the shell puts this boundary around the outlet, one per path: a route that
 * fails leaves header and menu in place, and the next path starts afresh.
 */
export function RouteErrorElement({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={showError}>{children}</ErrorBoundary>;
}
