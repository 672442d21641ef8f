import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Renders with the client's own React 19. (@testing-library/react's CommonJS build would pick up the React 18
 * that the workspace root hoists for antd-mobile's peers; queries come from @testing-library/dom instead.)
 */
const mounted = new Set<{ root: Root; container: HTMLElement }>();

export async function render(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(ui));
  const entry = { root, container };
  mounted.add(entry);
  return { container, unmount: () => act(() => root.unmount()) };
}

export function cleanupRendered() {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
}
