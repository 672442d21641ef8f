import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Renders with React 19's createRoot inside `act`; queries come from @testing-library/dom. */
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
