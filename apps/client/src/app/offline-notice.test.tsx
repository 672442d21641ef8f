import { screen } from '@testing-library/dom';
import { act, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../shared/i18n/i18n';
import { lazyChunk } from '../shared/net/load-chunk';
import { render } from '../test/render';
import { Shell } from './shell';

const CSS_GONE = () => new Error('Unable to preload CSS for http://localhost/m/assets/member-centre-page-Bx1.css');

let online = true;

/** The browser's connection changes, as it reports it: navigator.onLine and the window's event. */
async function goOnline(value: boolean) {
  online = value;
  await act(async () => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeAll(async () => {
  await activateLanguage('EN');
});
beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => (online ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch'))));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await goOnline(true);
  vi.restoreAllMocks();
});

describe('a screen opened while offline', () => {
  it('keeps header and menu with an offline notice, never a dead screen, and shows the screen when back', async () => {
    const Members = lazyChunk(
      vi
        .fn<() => Promise<{ default: () => React.JSX.Element }>>()
        .mockRejectedValueOnce(CSS_GONE())
        .mockResolvedValue({ default: () => <p>Member centre</p> }),
    );
    await goOnline(false);
    await render(
      <MemoryRouter initialEntries={['/m/member/home']}>
        <Routes>
          <Route element={<Shell />}>
            <Route
              path="/m/member/home"
              element={
                <Suspense fallback={<div aria-busy="true" />}>
                  <Members />
                </Suspense>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => {});
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(screen.getByTestId('bottom-menu')).toBeTruthy();
    expect(screen.getByTestId('offline-notice').textContent).toBe('You are offline. The page carries on as soon as the connection is back.');
    expect(screen.getByTestId('offline-notice').parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await goOnline(true);
    expect(await screen.findByText('Member centre')).toBeTruthy();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});
