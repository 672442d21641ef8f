import type { Page } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations of a page and of every frame in it: the browser's own console
 * reports, and the `securitypolicyviolation` events, reported by an init script (the browser runs it outside the
 * page's policy). Call before the navigations to watch; the returned list fills as they happen.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}
