import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryProvider } from '../shared/query/query-provider';

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

/** The router's current path, for a test to read (test id `where`). */
export function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/**
 * A page rendered at `path` with the app's query provider, a catch-all route for wherever it leads and <Where>.
 * `history`: earlier entries, for screens that go back.
 */
export const renderRoute = (path: string, page: ReactNode, history: string[] = []) =>
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[...history, path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
