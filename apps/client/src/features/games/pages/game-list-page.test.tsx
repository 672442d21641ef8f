import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import { act, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { QueryProvider } from '../../../shared/query/query-provider';
import { render } from '../../../test/render';
import { stubFetch, type SeenRequest } from '../../../test/envelope-fetch';
import GameListPage from './game-list-page';

const game = (i: number) => ({
  gameId: i,
  nodeId: String(i),
  gameName: `Game ${i}`,
  displayName: `Game ${i}`,
  gameType: 'RNG',
  vassalage: 'PG',
  vendorCode: 'PG',
  gameCode: `pg-${i}`,
  gameGroupId: null,
  gameCategory: 'RNG',
  lottoMode: null,
  iconUrl: `/static/images/DEMO/games/PG/pg-${i}.svg`,
  showIcon: '',
  mobileLargeIcon: null,
  supportPlay: true,
  gameClassify: 'SLOT',
  isNew: false,
  hot: false,
  minBet: '1.00',
  minLine: 1,
});

const TYPES = [{ gameType: 'RNG', sort: 10, vendors: [{ vassalage: 'PG', vendorName: 'PG Soft', sort: 10 }] }];

function serve(list: (url: URL) => { status?: number; body: unknown }) {
  return stubFetch((req: SeenRequest) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname.endsWith('GCSGAME_getVassGameType')) return { body: { success: true, value: TYPES } };
    if (url.pathname.endsWith('GCSGAME_gameList')) return list(url);
    if (url.pathname.endsWith('GCSGAME_hotGamesV2')) return { body: { success: true, value: { list: [game(5), { ...game(6), vassalage: 'JL' }] } } };
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND, message: 'err_url_empty' } };
  });
}

/** The address bar, to see what the page keeps in the URL. */
function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

const renderList = (entry = '/m/gameList?gameType=RNG') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <QueryProvider>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/m/gameList" element={<GameListPage />} />
          </Routes>
        </Suspense>
        <Where />
      </QueryProvider>
    </MemoryRouter>,
  );
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('game list page', () => {
  it('shows the tiles, searches on every keystroke and cancels the stale request', async () => {
    const sent: { url: URL; signal: AbortSignal }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('GCSGAME_getVassGameType')) return Response.json({ success: true, value: TYPES });
      sent.push({ url, signal: init.signal! });
      const name = url.searchParams.get('gameName');
      // The first keystroke's answer is slow, so the second keystroke overtakes it.
      if (name === 'g') await new Promise((resolve) => setTimeout(resolve, 300));
      const games = name ? [game(7)] : [game(1), game(2)];
      return Response.json({ success: true, value: { games, totalPages: 1, totalCount: games.length } });
    });
    await renderList();
    expect(await screen.findByRole('button', { name: 'Game 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toBeTruthy();
    // The list is titled by its category and links home (issue 33 item 10).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/m/home');

    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await act(async () => fireEvent.change(box, { target: { value: 'g' } }));
    await waitFor(() => expect(sent.some((r) => r.url.searchParams.get('gameName') === 'g')).toBe(true));
    await act(async () => fireEvent.change(box, { target: { value: 'ga' } }));
    expect(await screen.findByRole('button', { name: 'Game 7' })).toBeTruthy();

    const stale = sent.find((r) => r.url.searchParams.get('gameName') === 'g')!;
    const latest = sent.find((r) => r.url.searchParams.get('gameName') === 'ga')!;
    expect(stale.signal.aborted).toBe(true);
    expect(latest.signal.aborted).toBe(false);
    expect(latest.url.searchParams.get('pageSize')).toBe('25');
    expect(latest.url.searchParams.get('gameType')).toBe('RNG');
  });

  it('shows the empty placeholder', async () => {
    serve(() => ({ body: { success: true, value: { games: [], totalPages: 0, totalCount: 0 } } }));
    await renderList();
    expect(await screen.findByText('No games here yet')).toBeTruthy();
  });

  it('says that no games match a search without hits (not the empty-catalogue text)', async () => {
    serve((url) => {
      const games = url.searchParams.get('gameName') ? [] : [game(1)];
      return { body: { success: true, value: { games, totalPages: 1, totalCount: games.length } } };
    });
    await renderList();
    expect(await screen.findByRole('button', { name: 'Game 1' }, { timeout: 5000 })).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'zzz' } }));
    expect(await screen.findByText('No games match “zzz”.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('No games here yet')).toBeNull();
  });

  it('keeps the vendor and the chip in the URL: a reload or a shared link shows the same list', async () => {
    serve(() => ({ body: { success: true, value: { games: [game(1)], totalPages: 1, totalCount: 1 } } }));
    await renderList('/m/gameList?gameType=RNG&vassalage=PG&type=hot');
    // Opened from the URL: the PG tab and the Hot chip are on, the hot list is filtered by PG.
    expect(await screen.findByRole('button', { name: 'Game 5' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Game 6' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'PG Soft' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hot', pressed: true })).toBeTruthy();
    // A complete list says so at its end.
    expect(screen.getByTestId('list-end').textContent).toBe("That's all the games");

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'All' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hot' })));
    expect(where().get('vassalage')).toBeNull();
    expect(where().get('type')).toBeNull();
    expect(where().get('gameType')).toBe('RNG');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'PG Soft' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hot' })));
    expect(Object.fromEntries(where())).toEqual({ gameType: 'RNG', vassalage: 'PG', type: 'hot' });
  });

  it('does not apply a chip that needs a session for a visitor opening its link', async () => {
    serve(() => ({ body: { success: true, value: { games: [game(1)], totalPages: 1, totalCount: 1 } } }));
    await renderList('/m/gameList?gameType=RNG&type=fav');
    expect(await screen.findByRole('button', { name: 'Game 1' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favourites' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a translated error with a retry that recovers', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 503, body: { success: false, errorCode: ErrorCode.MAINTENANCE, message: 'err_maintenance' } }
        : { body: { success: true, value: { games: [game(3)], totalPages: 1, totalCount: 1 } } },
    );
    await renderList();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).not.toBe('');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Game 3' })).toBeTruthy());
  });
});
