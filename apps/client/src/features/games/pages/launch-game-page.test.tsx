import { screen, waitFor } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import Toast from 'antd-mobile/es/components/toast';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { clearSession, setSession } from '../../../shared/session/session-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderLazyRoute } from '../../../test/render';
import LaunchGamePage from './launch-game-page';

const LIST = '/m/slotsCenter?vassalage=PG';
const LAUNCH = '/m/launchGame?gameId=42&nodeId=42&vendor=PG&category=RNG&code=pg-rng-001';
const VENDOR_OFF_TEXT = 'This game provider is switched off for now. Please choose another game.';
const NO_PERMISSION_TEXT = 'Sorry, this account does not have permission or the feature is temporarily unavailable.';

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(async () => {
  // A toast outlives its test (it fades out): cleared and its node dropped, so each test only finds its own. Its root
  // unmounts on a timer (antd-setup.ts): wait for it here, or after the last test it runs in a torn-down document.
  await act(async () => {
    Toast.clear();
    for (let i = 0; i < 50 && document.querySelector('.adm-toast-mask'); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  document.body.replaceChildren();
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

/** The launch page opened from the slots hall (the list is one step back in history), launch answered by `launch`. */
async function launchFromList(launch: { status: number; body: unknown }, entries = [LIST, LAUNCH]) {
  expect(screen.queryByText(VENDOR_OFF_TEXT)).toBeNull();
  setSession({ token: 'tok', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
  const { seen } = stubFetch((req) => {
    if (req.url.startsWith('/wps/game/launchGame')) return launch;
    if (req.url.startsWith('/wps/relay/MCS2_addRecentGame')) return { body: { success: true, value: null } };
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
  const view = await renderLazyRoute(entries, '/m/launchGame', <LaunchGamePage />, false);
  const launches = () => seen.filter((r) => r.url.startsWith('/wps/game/launchGame'));
  const recentAdds = () => seen.filter((r) => r.url.startsWith('/wps/relay/MCS2_addRecentGame'));
  return { view, launches, recentAdds };
}

const vendorOff = { status: 403, body: { success: false, errorCode: ErrorCode.VENDOR_DISABLED, message: 'err_vendor_disabled' } };

describe('launch page: a vendor switched off', () => {
  it('tells the player in their language, goes back to the list and does not make the game recent', async () => {
    const { launches, recentAdds } = await launchFromList(vendorOff);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/slotsCenter'), { timeout: 5000 });
    expect(await screen.findByText(VENDOR_OFF_TEXT, {}, { timeout: 5000 })).toBeTruthy();
    expect(launches()).toHaveLength(1);
    expect(recentAdds()).toEqual([]);
    // No generic refusal and no retry: retrying cannot switch the vendor on.
    expect(screen.queryByText(NO_PERMISSION_TEXT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the same when the server words it differently: the error code decides', async () => {
    const { recentAdds } = await launchFromList({ status: 403, body: { success: false, errorCode: ErrorCode.VENDOR_DISABLED, message: 'err_no_permission' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/slotsCenter'), { timeout: 5000 });
    expect(await screen.findByText(VENDOR_OFF_TEXT, {}, { timeout: 5000 })).toBeTruthy();
    expect(recentAdds()).toEqual([]);
  });

  it('opened straight from a link, it goes home', async () => {
    await launchFromList(vendorOff, [LAUNCH]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/home'), { timeout: 5000 });
  });

  it('any other refusal stays on the page with its own text and a retry', async () => {
    const { recentAdds } = await launchFromList({ status: 403, body: { success: false, errorCode: ErrorCode.FORBIDDEN, message: 'err_no_permission' } });
    const error = await screen.findByTestId('launch-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain(NO_PERMISSION_TEXT);
    expect(error.textContent).not.toContain(VENDOR_OFF_TEXT);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/m/launchGame');
    expect(recentAdds()).toEqual([]);
  });

  it('a launch that succeeds makes the game recent once', async () => {
    const { recentAdds } = await launchFromList({ status: 200, body: { success: true, value: { url: '/wps/inhouse/play/lucky-slot#ticket=t' } } });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull(), { timeout: 5000 });
    expect(recentAdds()).toHaveLength(1);
    expect(new URL(recentAdds()[0]!.url, 'http://localhost').searchParams.get('nodeId')).toBe('42');
  });

  it('the in-game page has its level-one heading (issue 33 item 27)', async () => {
    await launchFromList({ status: 200, body: { success: true, value: { url: '/wps/inhouse/play/lucky-slot#ticket=t' } } });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeTruthy();
  });
});
