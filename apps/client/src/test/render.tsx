import { act, Suspense, type ReactNode } from 'react';
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

/** The router's current path (with its query when `search`), for a test to read (test id `where`). */
export function Where({ search = false }: { search?: boolean }) {
  const location = useLocation();
  return <output data-testid="where">{search ? location.pathname + location.search : location.pathname}</output>;
}

/**
 * A lazily loaded page (inside Suspense) at route `path`, opened at the last of `entries` (earlier ones are history),
 * with a catch-all route for wherever it leads and <Where> (with the query unless `search` is false).
 */
export const renderLazyRoute = (entries: string | string[], path: string, page: ReactNode, search = true) =>
  render(
    <MemoryRouter initialEntries={typeof entries === 'string' ? [entries] : entries}>
      <QueryProvider>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <Where search={search} />
        </Suspense>
      </QueryProvider>
    </MemoryRouter>,
  );

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
