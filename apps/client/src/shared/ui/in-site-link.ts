import type { MouseEvent } from 'react';

/**
 * Click handler for operator HTML (promotion details, lobby news): its links to the site's own screens (`/m/...`)
 * stay in the app instead of reloading it; other links and modified clicks behave as links do.
 */
export function inSiteLink(e: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  const a = (e.target as HTMLElement).closest('a');
  const href = a?.getAttribute('href');
  if (!a || !href?.startsWith('/m/') || a.target || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  navigate(href);
}
