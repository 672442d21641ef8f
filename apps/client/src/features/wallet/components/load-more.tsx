import { INFINITE_SCROLL } from '@wps/contract/lite';
import { useEffect, useRef } from 'react';
import { useMoneyTranslation } from '../i18n';

/**
 * Infinite scroll (spec: load more 300 px before the end, at most once a second). The sentinel asks for the next page
 * when it comes near; the guard skips when a page is already loading, there is none, or the last one failed.
 */
export function LoadMore({
  hasNext,
  loading,
  failed,
  onMore,
}: {
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const { t } = useMoneyTranslation();
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
    <div ref={ref} className="mn-more" aria-live="polite">
      {loading ? t('mn_loading_more') : hasNext ? null : t('mn_no_more')}
    </div>
  );
}
