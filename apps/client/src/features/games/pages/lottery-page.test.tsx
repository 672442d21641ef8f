import { waitFor } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { QueryProvider } from '../../../shared/query/query-provider';
import { clearSession, setSession } from '../../../shared/session/session-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { render } from '../../../test/render';
import LotteryPage from './lottery-page';

const TOKEN = 'session-token-that-must-stay-in-headers';
const LAUNCHED = '/m/lotto-h5/demo/ent/games/7?merchantCode=demo&prize_mode=ELOTT&language=EN#ticket=ticket-from-the-launch-call';

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

const renderLottery = (entry = '/m/lottery?mui=demo&playType=ent&gameId=7&prize_mode=ELOTT&pageBack=home') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <QueryProvider>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/m/lottery" element={<LotteryPage />} />
            <Route path="/m/game" element={<p data-testid="lottery-hall">hall</p>} />
          </Routes>
        </Suspense>
      </QueryProvider>
    </MemoryRouter>,
  );

describe('lottery page', () => {
  it('without a game goes to the lottery hall (issue 33 item 10)', async () => {
    setSession({ token: TOKEN, id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    renderLottery('/m/lottery');
    await waitFor(() => expect(document.querySelector('[data-testid="lottery-hall"]')).not.toBeNull());
    expect(document.querySelector('[data-testid="launch-error"]')).toBeNull();
  });

  it('makes the game recent once its launch succeeded, never when the launch failed', async () => {
    setSession({ token: TOKEN, id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    let launchOk = false;
    const { seen } = stubFetch((req) => {
      if (req.url.startsWith('/wps/game/launchGame')) {
        return launchOk
          ? { body: { success: true, value: { url: LAUNCHED } } }
          : { status: 403, body: { success: false, errorCode: ErrorCode.FORBIDDEN, message: 'err_forbidden' } };
      }
      if (req.url.startsWith('/wps/relay/MCS2_addRecentGame')) return { body: { success: true, value: null } };
      return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
    });
    const recentAdds = () => seen.filter((r) => r.url.startsWith('/wps/relay/MCS2_addRecentGame'));

    const failed = await renderLottery();
    await waitFor(() => expect(failed.container.querySelector('[data-testid="launch-error"]')).not.toBeNull(), { timeout: 5000 });
    expect(recentAdds()).toEqual([]);
    await failed.unmount();
    queryClient.clear();

    launchOk = true;
    const opened = await renderLottery();
    await waitFor(() => expect(opened.container.querySelector('iframe')).not.toBeNull(), { timeout: 5000 });
    expect(recentAdds()).toHaveLength(1);
    expect(new URL(recentAdds()[0]!.url, 'http://localhost').searchParams.get('nodeId')).toBe('7');
  });

  it('launches with the Authorization header and embeds the answered URL; the session token is in no URL', async () => {
    setSession({ token: TOKEN, id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    const { seen } = stubFetch((req) =>
      req.url.startsWith('/wps/game/launchGame')
        ? { body: { success: true, value: { url: LAUNCHED } } }
        : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } },
    );
    const { container } = await render(
      <MemoryRouter initialEntries={['/m/lottery?mui=demo&playType=ent&gameId=7&prize_mode=ELOTT&pageBack=home']}>
        <QueryProvider>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/m/lottery" element={<LotteryPage />} />
            </Routes>
          </Suspense>
        </QueryProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const src = container.querySelector('iframe')!.getAttribute('src')!;
    expect(src).toBe(LAUNCHED);
    expect(src).not.toContain(TOKEN);
    const launch = seen.find((r) => r.url.startsWith('/wps/game/launchGame'))!;
    expect(Object.fromEntries(new URL(launch.url, 'http://localhost').searchParams)).toEqual({ gameId: '7', prize_mode: 'ELOTT' });
    expect(launch.headers.authorization).toBe(TOKEN);
    for (const r of seen) expect(r.url).not.toContain(TOKEN);
  });
});
