import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, render } from '../test/render';
import { useRouteFocus } from './route-focus';

function Frame() {
  const pageRef = useRef<HTMLElement>(null);
  useRouteFocus(pageRef);
  return (
    <>
      <nav>
        <Link to="/b">To B</Link>
        <Link to="/c">To C</Link>
      </nav>
      <main key={useLocation().pathname} ref={pageRef} data-testid="page">
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading arrives later (a lazy chunk, a query). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => void setTimeout(() => setReady(true), 30), []);
  return ready ? <h1>Page B</h1> : <p>Loading</p>;
}

/** A page that puts focus in its own field. */
function FieldPage() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <h1>Page C</h1>
      <input ref={input} aria-label="Search" />
    </>
  );
}

const renderApp = () =>
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/a" element={<h1>Page A</h1>} />
          <Route path="/b" element={<SlowPage />} />
          <Route path="/c" element={<FieldPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => cleanupRendered());

describe('focus after a route change (issue 33 item 27)', () => {
  it('the first page of a visit keeps the browser start', async () => {
    await renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves to the new page heading once it is there', async () => {
    await renderApp();
    const link = screen.getByRole('link', { name: 'To B' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page B' })));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where the new page put it', async () => {
    await renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'To C' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' })));
  });
});
