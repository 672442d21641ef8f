import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isOffline } from './connection';
import { loadChunk, reloadFailedStylesheets } from './load-chunk';

const CHUNK_GONE = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/m/assets/member-centre-page-Bx1.js');
const CSS_GONE = () => new Error('Unable to preload CSS for http://localhost/m/assets/member-centre-page-Bx1.css');

let online: boolean;
let siteUp: boolean;
let logged: MockInstance<typeof console.error>;

/** The browser's connection changes, as it reports it: navigator.onLine and the window's event. */
async function goOnline(value: boolean) {
  online = value;
  siteUp = value;
  await act(async () => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  online = true;
  siteUp = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => (siteUp ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch'))));
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await goOnline(true);
  vi.restoreAllMocks();
  document.head.querySelectorAll('link').forEach((l) => l.remove());
});

describe('loading a piece of the page through a dropped connection', () => {
  it('waits while offline, logs it, and loads once the connection is back', async () => {
    await goOnline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(CHUNK_GONE()).mockResolvedValue('page');
    let result: string | undefined;
    void loadChunk(load).then((r) => (result = r));
    await act(async () => {});
    expect(result).toBeUndefined();
    expect(isOffline()).toBe(true);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('failed to load while offline'), expect.any(TypeError));
    await goOnline(true);
    expect(result).toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(isOffline()).toBe(false);
  });

  it('counts a site that does not answer as offline, though the browser says online', async () => {
    siteUp = false;
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(CSS_GONE()).mockResolvedValue('page');
    let result: string | undefined;
    void loadChunk(load).then((r) => (result = r));
    await act(async () => {});
    expect(isOffline()).toBe(true);
    await goOnline(true);
    expect(result).toBe('page');
  });

  it('hands a file missing from a site that answers (a new build) to the error boundary', async () => {
    const gone = CHUNK_GONE();
    await expect(loadChunk(() => Promise.reject(gone))).rejects.toBe(gone);
    const broken = new Error('render failed');
    await expect(loadChunk(() => Promise.reject(broken))).rejects.toBe(broken);
    expect(isOffline()).toBe(false);
  });

  it('asks again for a stylesheet that did not arrive (Vite never asks twice)', async () => {
    const link = document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/m/assets/a.css' }));
    const loaded = document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/m/assets/b.css' }));
    link.dispatchEvent(new Event('error'));
    loaded.dispatchEvent(new Event('load'));
    const done = reloadFailedStylesheets();
    expect(loaded.isConnected).toBe(true);
    const fresh = document.head.querySelector<HTMLLinkElement>('link[href="/m/assets/a.css"]')!;
    expect(fresh).not.toBe(link);
    expect(fresh.getAttribute('href')).toBe('/m/assets/a.css');
    fresh.dispatchEvent(new Event('load'));
    expect(await done).toBe(true);
  });
});
