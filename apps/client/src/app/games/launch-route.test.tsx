import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { CALLS } from '@wps/contract';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../shared/i18n/i18n';
import { queryClient } from '../../shared/query/query-client';
import { clearSession, setSession } from '../../shared/session/session-store';
import type * as SystemStore from '../../shared/system/system-store';
import { stubFetch } from '../../test/envelope-fetch';
import { renderLazyRoute } from '../../test/render';
import LaunchRoute from './launch-route';

vi.mock('../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' }, mobileTemplate: {} }),
}));

const AG_GAME = '/m/launchGame?gameId=77&nodeId=77&vendor=AG&category=LIVE&code=ag-live-001';
const wallets = (main: string, ag: string) => ({
  sumBalance: main,
  currency: 'CNY',
  currencySymbol: '￥',
  mainBalance: main,
  wallets: [
    { vendor: 'AG', balance: ag },
    { vendor: 'PT', balance: '0.00' },
    { vendor: 'SABA', balance: '0.00' },
  ],
  pending: [],
});

function server() {
  return stubFetch((req) => {
    const path = req.url.split('?')[0];
    if (path === CALLS.walletGcs.path) return { body: { success: true, value: wallets('320.00', '200.00') } };
    if (path === CALLS.walletTransfer.path) return { body: { success: true, value: { ...wallets('0.00', '520.00'), transfer: { requestId: 'r', status: 'COMPLETED' } } } };
    if (path === CALLS.launchGame.path) return { body: { success: true, value: { url: '/wps/inhouse/play/lucky-slot#ticket=t' } } };
    if (path === '/wps/relay/MCS2_addRecentGame') return { body: { success: true, value: null } };
    return { status: 404, body: { success: false, errorCode: 'NOT_FOUND' } };
  });
}

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  document.body.replaceChildren();
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

describe('a transfer-mode game offers the transfer at launch (issue 33 item 18)', () => {
  it('shows both wallets, moves all of the main wallet in, then launches', { timeout: 15_000 }, async () => {
    setSession({ token: 'tok', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    const { seen } = server();
    await renderLazyRoute(AG_GAME, '/m/launchGame', <LaunchRoute />, false);
    const step = await screen.findByTestId('launch-transfer', undefined, { timeout: 5000 });
    expect(step.textContent).toContain('AG games play with their own wallet: ￥200.00 in it now, ￥320.00 in your main wallet.');
    // Nothing is launched while the member decides.
    expect(seen.some((r) => r.url.startsWith(CALLS.launchGame.path))).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'All (￥320.00)' })));
    expect((screen.getByLabelText('Transfer amount') as HTMLInputElement).value).toBe('320.00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Transfer and play' })));
    await waitFor(() => expect(seen.some((r) => r.url.startsWith(CALLS.launchGame.path))).toBe(true), { timeout: 5000 });
    const transfer = seen.find((r) => r.url.startsWith(CALLS.walletTransfer.path));
    expect(transfer?.body).toMatchObject({ from: 'MAIN', to: 'AG', amount: '320.00' });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull(), { timeout: 5000 });
  });

  it('goes on with the vendor wallet as it is when the member says so', async () => {
    setSession({ token: 'tok', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    const { seen } = server();
    await renderLazyRoute(AG_GAME, '/m/launchGame', <LaunchRoute />, false);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Play with the AG balance' }, { timeout: 5000 })));
    await waitFor(() => expect(seen.some((r) => r.url.startsWith(CALLS.launchGame.path))).toBe(true), { timeout: 5000 });
    expect(seen.some((r) => r.url.startsWith(CALLS.walletTransfer.path))).toBe(false);
  });

  it('a seamless vendor launches at once', async () => {
    setSession({ token: 'tok', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    const { seen } = server();
    await renderLazyRoute('/m/launchGame?gameId=42&nodeId=42&vendor=PG&category=RNG&code=pg-rng-001', '/m/launchGame', <LaunchRoute />, false);
    await waitFor(() => expect(seen.some((r) => r.url.startsWith(CALLS.launchGame.path))).toBe(true), { timeout: 5000 });
    expect(screen.queryByTestId('launch-transfer')).toBeNull();
  });
});
