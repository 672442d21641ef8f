import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it stands and fails with each violation's rule, impact and first targets. Besides the
 * default rule set it runs label-content-name-mismatch (axe files it as experimental; a control whose accessible name
 * does not contain its visible text cannot be spoken to by voice control).
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const found = violations.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  // Soft: one run lists every screen's findings; the test still fails.
  expect.soft(found, found.join('\n')).toEqual([]);
}
