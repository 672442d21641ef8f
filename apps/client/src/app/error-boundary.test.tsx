import { fireEvent, screen } from '@testing-library/dom';
import { act, lazy, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { activateLanguage } from '../shared/i18n/i18n';
import { render } from '../test/render';
import { CHUNK_RELOAD_GUARD_MS, chunkReloadAllowed, isChunkLoadError, page, reloadForChunk } from './chunk-retry';
import { RootErrorBoundary, RouteErrorElement } from './error-boundary';
import { Shell } from './shell';

const CHUNK_GONE = new TypeError('Failed to fetch dynamically imported module: http://localhost/m/assets/vip-page-Bx1.js');

/** A lazy route whose file is gone (a deploy replaced it). */
const missingChunk = () => lazy<ComponentType>(() => Promise.reject(CHUNK_GONE));

/** A route whose chunk is missing, inside the route error element, once the failed import has settled. */
async function renderMissingRoute() {
  const Missing = missingChunk();
  await render(
    <RouteErrorElement>
      <Missing />
    </RouteErrorElement>,
  );
  await act(async () => {});
}

function Broken(): never {
  throw new Error('render failed');
}

let reload: ReturnType<typeof vi.fn<() => void>>;
let logged: MockInstance<typeof console.error>;

beforeAll(async () => {
  await activateLanguage('EN');
});
beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(page, 'reload').mockImplementation(reload);
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('root error boundary', () => {
  it('shows the translated message and a reload button instead of a blank page, and logs the error', async () => {
    await render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Unknown error. Please try again.');
    expect(logged).toHaveBeenCalledWith('A part of the page failed', expect.objectContaining({ message: 'render failed' }), expect.anything());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('route error element', () => {
  it('a route whose chunk fails to load is logged, shows the page placeholder and reloads once', async () => {
    await renderMissingRoute();
    expect(logged).toHaveBeenCalledWith('A part of the page failed to load', CHUNK_GONE, expect.anything());
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('fails again right after that reload: no second reload, the message and a reload button instead', async () => {
    expect(reloadForChunk()).toBe(true);
    reload.mockClear();
    await renderMissingRoute();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Unknown error. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps the shell around a failed route and starts afresh on the next path', async () => {
    const Missing = missingChunk();
    await render(
      <MemoryRouter initialEntries={['/m/broken']}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/m/broken" element={<Missing />} />
            <Route path="/m/fine" element={<p>Fine page</p>} />
          </Route>
        </Routes>
        <Link to="/m/fine">go on</Link>
      </MemoryRouter>,
    );
    await act(async () => {});
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('app-header')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'go on' })));
    expect(screen.getByText('Fine page')).toBeTruthy();
  });
});

describe('chunk load errors', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/m/assets/a.js',
    'error loading dynamically imported module: https://x/m/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /m/assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('allows the next reload once the guard window has passed', () => {
    const at = 1_000_000;
    expect(reloadForChunk(at)).toBe(true);
    expect(chunkReloadAllowed(at + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadForChunk(at + 1000)).toBe(false);
    expect(chunkReloadAllowed(at + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
