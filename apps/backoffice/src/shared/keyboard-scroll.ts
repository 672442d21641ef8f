import { useEffect } from 'react';

const SCROLLERS = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';

/** Makes every scrolling table body present now reachable by keyboard (tab to it, then arrow keys scroll it). */
export function focusTableScrollers(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) el.tabIndex = 0;
}

/**
 * A table wider than its page scrolls inside antd's `.ant-table-content`, which a keyboard user cannot reach (axe:
 * scrollable-region-focusable); antd has no prop for it, so the app marks each one as tables appear.
 */
export function useKeyboardScrollableTables(): void {
  useEffect(() => {
    focusTableScrollers(document);
    const observer = new MutationObserver(() => focusTableScrollers(document));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
