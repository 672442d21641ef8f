import { screen, waitFor } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import { act } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { VENDOR_REFRESH_MS } from '../../../shared/query/balance';
import { queryClient } from '../../../shared/query/query-client';
import { setSession } from '../../../shared/session/session-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderLazyRoute } from '../../../test/render';
import { WalletsPanel } from './wallets-panel';

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** Lets `ms` of real time pass inside act: the refetches it brings render within it. */
const pass = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** The wallets answer with AG at `ag`, flagged stale or not. */
const gcs = (ag: string, stale: boolean) => ({
  success: true,
  value: {
    sumBalance: '100.00',
    currency: 'CNY',
    currencySymbol: '¥',
    mainBalance: '90.00',
    wallets: [{ vendor: 'AG', balance: ag, ...(stale ? { stale: true } : {}) }, { vendor: 'PT', balance: '0.00' }, { vendor: 'SABA', balance: '0.00' }],
    pending: [],
  },
});

it('shows a stale vendor balance as last known, and asks again until the server has refreshed it', async () => {
  setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
  let reads = 0;
  stubFetch((req) => {
    if (!req.url.startsWith('/wps/wallets/gcs')) return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
    reads++;
    // The server answers the balance it knows, flagged, while it refreshes it; the next read has the played balance.
    return { body: reads === 1 ? gcs('10.00', true) : gcs('11.50', false) };
  });
  await renderLazyRoute('/m/withdraw', '/m/withdraw', <WalletsPanel />);
  await waitFor(() => expect(screen.getByTestId('wallet-AG').textContent).toMatch(/10\.00.*last known/));
  await pass(VENDOR_REFRESH_MS + 500);
  expect(screen.getByTestId('wallet-AG').textContent).toMatch(/^\D*11\.50$/);
  // Fresh: no more asking on its own.
  const asked = reads;
  await pass(VENDOR_REFRESH_MS + 500);
  expect(reads).toBe(asked);
}, 15_000);
