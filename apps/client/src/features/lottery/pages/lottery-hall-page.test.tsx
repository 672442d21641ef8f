import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { LotteryGame, LotteryPeriod, Numero } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { clearSession, setSession } from '../../../shared/session/session-store';
import { stubFetch, type SeenRequest } from '../../../test/envelope-fetch';
import { renderLazyRoute } from '../../../test/render';
import LotteryHallPage from './lottery-hall-page';

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

const game = (gameId: number, gameName: string, gameType: LotteryGame['gameType'], lottoMode: string): LotteryGame => ({
  gameId,
  gameCode: `g${gameId}`,
  gameName,
  gameType,
  lottoMode,
  iconUrl: `/icons/${gameId}.svg`,
});
const VN = game(101, 'VN Speed 3', 'ELOTT', 'Entertainment');
const QUICK = game(102, 'Quick Lotto', 'LOTT', 'Entertainment');
const SEA = game(201, 'SEA Five', 'LOTT', 'Traditional');
const ok = (value: unknown) => ({ body: { success: true, value } });
const iso = (ms: number) => new Date(ms).toISOString();

/** Period 0123 of 24 Nov 2026 (ent, 3 minutes): opens 06:06, closes 06:08:50, draws 06:09. */
const P123 = { period: '20261124-0123', closesAt: '2026-11-24T06:08:50.000Z', drawAt: '2026-11-24T06:09:00.000Z' };
const P124 = { period: '20261124-0124', closesAt: '2026-11-24T06:11:50.000Z', drawAt: '2026-11-24T06:12:00.000Z' };
const drawn = (numero: string, result: string): LotteryPeriod => ({
  numero,
  status: 'DRAWN',
  opensAt: iso(0),
  closesAt: iso(0),
  drawAt: iso(0),
  serverSeedHash: 'h',
  serverSeed: 's',
  result,
});

interface World {
  /** The open period answered for VN, call after call (the last one repeats). */
  vnPeriods?: (typeof P123)[];
  menuFails?: boolean;
  menu?: { playType: 'ent' | 'trad'; gameIds: number[] }[];
}

function server(w: World = {}) {
  let vnCalls = 0;
  const stub = stubFetch((req: SeenRequest) => {
    const url = new URL(req.url, 'http://localhost');
    const gameId = Number(url.searchParams.get('gameId'));
    switch (url.pathname) {
      case '/lgw/vn/games/game_menu':
        if (w.menuFails) return { status: 500, body: { success: false, errorCode: ErrorCode.INTERNAL, message: 'err_unknown' } };
        return ok(w.menu ?? [{ playType: 'ent', gameIds: [101, 102] }, { playType: 'trad', gameIds: [201] }]);
      case '/lgw/games/mobile':
        return ok([VN, QUICK, SEA]);
      case '/lgw/vn/games/game_menu/recent':
        return ok([SEA]);
      case '/wps/relay/GCSGAME_getVassGameType':
        return ok([{ gameType: 'ELOTT', sort: 1, vendors: [{ vassalage: 'TCG_LOTTO_VN', vendorName: 'TCG Lotto VN', sort: 1 }] }]);
      case '/lgw/vn/numeros/opened/game': {
        // As the server: a TCG period is everyone's, the in-house next draw is the member's own.
        if (gameId === QUICK.gameId && !req.headers.authorization) {
          return { status: 401, body: { success: false, errorCode: ErrorCode.NOT_LOGGED_IN, message: 'err_not_logged_in' } };
        }
        if (gameId === QUICK.gameId) return ok({ gameId, numero: 5, serverSeedHash: 'hash' } satisfies Numero);
        const periods = w.vnPeriods ?? [P123];
        const p = periods[Math.min(vnCalls, periods.length - 1)]!;
        if (gameId === VN.gameId) vnCalls += 1;
        return ok({ gameId, numero: Number(p.period.replace('-', '')), serverSeedHash: 'hash', ...p } satisfies Numero);
      }
      case '/lgw/numeros/results':
        return ok(gameId === VN.gameId ? [drawn('20261124-0122', '40713')] : []);
      default:
        return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
    }
  });
  return { ...stub, vnCalls: () => vnCalls };
}

const renderHall = (path = '/m/game') =>
  renderLazyRoute(path, '/m/game', <LotteryHallPage />);

const member = () => setSession({ token: 'tok', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
const card = async (name: string) => (await screen.findByText(name, {}, { timeout: 5000 })).closest('li')!;

describe('lottery hall', () => {
  it('shows each lottery of the tab with its open period counting down to close and its last result', async () => {
    member();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T06:06:40.000Z'));
    const { seen } = server();
    await renderHall();
    const vn = await card('VN Speed 3');
    await waitFor(() => expect(within(vn).getByTestId('lottery-countdown').textContent).toBe('Closes in 02:10'), { timeout: 5000 });
    expect(within(vn).getByTestId('lottery-period').textContent).toBe('Period 20261124-0123');
    // The last result is asked once the open period is known (its period is the one before).
    expect(await within(vn).findByText('Last draw 20261124-0122', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(vn).getByRole('img', { name: 'Result 40713' })).toBeTruthy();
    // The in-house lottery draws per member when played: its next draw number, no countdown.
    const quick = await card('Quick Lotto');
    await waitFor(() => expect(within(quick).getByTestId('lottery-period').textContent).toBe('Period 5'), { timeout: 5000 });
    expect(within(quick).getByText('Drawn when you play')).toBeTruthy();
    expect(within(quick).queryByTestId('lottery-countdown')).toBeNull();
    // It has no shared draws, so no results are asked for it.
    expect(seen.some((r) => r.url.startsWith(`/lgw/numeros/results?gameId=${QUICK.gameId}&`))).toBe(false);
    // The other tab's lottery is not on this one.
    expect(screen.queryByText('SEA Five', { selector: '.lt-name' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/m/game/orders');
  });

  it('counts down each second, says "drawing" once closed and shows the next period after the draw', async () => {
    member();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T06:08:47.000Z'));
    const s = server({ vnPeriods: [P123, P124] });
    await renderHall();
    const vn = await card('VN Speed 3');
    await waitFor(() => expect(within(vn).getByTestId('lottery-countdown').textContent).toBe('Closes in 00:03'), { timeout: 5000 });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(vn).getByTestId('lottery-countdown').textContent).toBe('Closes in 00:02');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(vn).getByTestId('lottery-countdown').textContent).toBe('Drawing…');
    expect(s.vnCalls()).toBe(1);
    // Past the draw (06:09) and its grace: asked again, the next period is open.
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    await waitFor(() => expect(within(vn).getByTestId('lottery-period').textContent).toBe('Period 20261124-0124'), { timeout: 5000 });
    expect(s.vnCalls()).toBe(2);
    expect(within(vn).getByTestId('lottery-countdown').textContent).toMatch(/^Closes in 02:\d\d$/);
  });

  it('switches to the traditional lotteries and opens a lottery on the lottery page, whose close comes back here', async () => {
    member();
    server();
    await renderHall();
    fireEvent.click(await screen.findByRole('tab', { name: 'Traditional' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/game?playType=trad'), { timeout: 5000 });
    const sea = (await screen.findByText('SEA Five', { selector: '.lt-name' }, { timeout: 5000 })).closest('button')!;
    await waitFor(() => expect(screen.queryByText('VN Speed 3')).toBeNull(), { timeout: 5000 });
    // The prize mode follows the vendor mapping (TCG_LOTTO_VN in ELOTT): wait for it before tapping.
    await waitFor(() => expect(queryClient.getQueryData(['lottery', 'vendorTypes'])).toBeTruthy(), { timeout: 5000 });
    fireEvent.click(sea);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/m\/lottery\?/), { timeout: 5000 });
    const where = new URL(screen.getByTestId('where').textContent!, 'http://localhost');
    expect(where.pathname).toBe('/m/lottery');
    expect(Object.fromEntries(where.searchParams)).toEqual({ mui: 'demo', playType: 'trad', gameId: '201', prize_mode: 'ELOTT' });
  });

  it('shows the recently played lotteries to a member', async () => {
    member();
    server();
    await renderHall();
    const recent = await screen.findByTestId('lottery-recent', {}, { timeout: 5000 });
    fireEvent.click(within(recent).getByRole('button', { name: 'SEA Five' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/m\/lottery\?.*gameId=201/), { timeout: 5000 });
  });

  it('a visitor sees the open periods counting down and the last results, no orders entry, and logs in to play', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T06:06:40.000Z'));
    const { seen } = server();
    await renderHall();
    const vn = await card('VN Speed 3');
    await waitFor(() => expect(within(vn).getByTestId('lottery-countdown').textContent).toBe('Closes in 02:10'), { timeout: 5000 });
    expect(within(vn).getByTestId('lottery-period').textContent).toBe('Period 20261124-0123');
    // The last result is asked once the open period is known (its period is the one before).
    expect(await within(vn).findByText('Last draw 20261124-0122', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(vn).getByRole('img', { name: 'Result 40713' })).toBeTruthy();
    // The in-house lottery draws per member: a visitor is asked to log in, with no error shown.
    const quick = await card('Quick Lotto');
    await waitFor(() => expect(within(quick).getByText('Log in to play')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen.some((r) => r.url.startsWith(`/lgw/numeros/results?gameId=${QUICK.gameId}&`))).toBe(false);
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
    expect(seen.filter((r) => r.url.startsWith('/lgw/vn/numeros/opened/game')).every((r) => !r.headers.authorization)).toBe(true);
    expect(seen.some((r) => r.url.startsWith('/lgw/vn/games/game_menu/recent'))).toBe(false);
    // Betting needs a member: tapping a lottery goes to login, which comes back to the hall.
    fireEvent.click(within(vn).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login?redirect=%2Fm%2Fgame'), { timeout: 5000 });
  });

  it('says so when a tab has no lotteries, and offers a retry when the menu fails', async () => {
    member();
    server({ menu: [{ playType: 'ent', gameIds: [] }] });
    const empty = await renderHall();
    expect(await screen.findByTestId('lottery-empty', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No lotteries here yet')).toBeTruthy();
    await empty.unmount();
    queryClient.clear();

    server({ menuFails: true });
    await renderHall();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
