import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { Game } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { clearSession, setSession } from '../../../shared/session/session-store';
import { stubFetch, type SeenRequest } from '../../../test/envelope-fetch';
import { renderLazyRoute } from '../../../test/render';
import SlotsCentrePage from './slots-centre-page';

const game = (i: number, patch: Partial<Game> = {}): Game => ({
  gameId: i,
  nodeId: String(i),
  gameName: `Slot ${i}`,
  displayName: `Slot ${i}`,
  gameType: 'RNG',
  vassalage: 'PG',
  vendorCode: 'PG',
  gameCode: `pg-rng-${i}`,
  gameGroupId: null,
  gameCategory: 'RNG',
  lottoMode: null,
  iconUrl: `/icons/${i}.svg`,
  showIcon: '',
  mobileLargeIcon: null,
  supportPlay: true,
  gameClassify: 'SLOT',
  isNew: false,
  hot: false,
  minBet: '1.00',
  minLine: 1,
  ...patch,
});

const TYPES = [
  { gameType: 'RNG', sort: 10, vendors: [{ vassalage: 'JL', vendorName: 'JILI', sort: 20 }, { vassalage: 'PG', vendorName: 'PG Soft', sort: 10 }] },
  { gameType: 'LIVE', sort: 20, vendors: [{ vassalage: 'EVO', vendorName: 'Evolution', sort: 10 }] },
];
const HOT = [game(1, { hot: true }), game(2, { hot: true, gameClassify: 'TABLE', displayName: 'Table 2' }), game(3, { hot: true, vassalage: 'JL' })];

function server(list: (q: URLSearchParams) => Game[] = (q) => (q.get('isNew') ? [game(9, { isNew: true })] : [game(10), game(11, { vassalage: 'JL' })])) {
  return stubFetch((req: SeenRequest) => {
    const url = new URL(req.url, 'http://localhost');
    const ok = (value: unknown) => ({ body: { success: true, value } });
    if (url.pathname.endsWith('GCSGAME_getVassGameType')) return ok(TYPES);
    if (url.pathname.endsWith('GCSGAME_hotGamesV2')) return ok({ list: HOT });
    if (url.pathname.endsWith('GCSGAME_gameList')) {
      const games = list(url.searchParams);
      return ok({ games, totalPages: games.length ? 1 : 0, totalCount: games.length });
    }
    if (url.pathname.endsWith('MCSFE_getFavoriteGames')) return ok([]);
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

const renderHall = (entry = '/m/slotsCenter') =>
  renderLazyRoute(entry, '/m/slotsCenter', <SlotsCentrePage />);

const names = (el: HTMLElement) => within(el).queryAllByTestId('game-name').map((n) => n.textContent);
const listQueries = (seen: SeenRequest[]) =>
  seen.filter((r) => r.url.includes('GCSGAME_gameList')).map((r) => Object.fromEntries(new URL(r.url, 'http://localhost').searchParams));

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

describe('slots hall', () => {
  it('shows the slot vendors as tabs, the hot and new slots and every slot in the grid', async () => {
    const { seen } = server();
    await renderHall();
    expect(await screen.findByRole('heading', { name: 'Slots hall' }, { timeout: 5000 })).toBeTruthy();
    const tabs = await screen.findByRole('tablist', { name: 'Vendors' }, { timeout: 5000 });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'PG Soft', 'JILI']);
    // Hot slots only: the RNG category's table game is not a slot.
    await waitFor(() => expect(names(screen.getByTestId('slots-hot'))).toEqual(['Slot 1', 'Slot 3']), { timeout: 5000 });
    expect(names(screen.getByTestId('slots-new'))).toEqual(['Slot 9']);
    await waitFor(() => expect(names(screen.getByTestId('game-grid'))).toEqual(['Slot 10', 'Slot 11']), { timeout: 5000 });
    const asked = listQueries(seen);
    expect(asked).toContainEqual(expect.objectContaining({ gameType: 'RNG', gameClassify: 'SLOT', isNew: '1', pageNo: '1' }));
    const grid = asked.find((q) => !q.isNew)!;
    expect(grid).toMatchObject({ gameType: 'RNG', gameClassify: 'SLOT', pageNo: '1', pageSize: '25' });
    expect(grid.vassalage).toBeUndefined();
  });

  it('a vendor tab narrows every list to that vendor and is kept in the URL', async () => {
    const { seen } = server();
    await renderHall();
    fireEvent.click(await screen.findByRole('tab', { name: 'JILI' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/slotsCenter?vassalage=JL'), { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'JILI' }).getAttribute('aria-selected')).toBe('true');
    const byJili = () => listQueries(seen).filter((q) => q.vassalage === 'JL').map((q) => q.isNew ?? '');
    await waitFor(() => expect(byJili()).toEqual(expect.arrayContaining(['1', ''])), { timeout: 5000 });
    await waitFor(() => expect(names(screen.getByTestId('slots-hot'))).toEqual(['Slot 3']), { timeout: 5000 });
  });

  it('a search replaces the strips with its hits; none says so', async () => {
    const { seen } = server((q) => (q.get('gameName') === 'zzz' ? [] : q.get('isNew') ? [game(9)] : [game(10)]));
    await renderHall();
    await screen.findByTestId('slots-hot', {}, { timeout: 5000 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No games match “zzz”.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('slots-hot')).toBeNull();
    expect(screen.queryByTestId('slots-new')).toBeNull();
    expect(listQueries(seen).at(-1)).toMatchObject({ gameType: 'RNG', gameClassify: 'SLOT', gameName: 'zzz' });
  });

  it('a hall without slots says so', async () => {
    server(() => []);
    await renderHall();
    expect(await screen.findByText('No slot games here yet', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('slots-new')).toBeNull();
  });

  it('a member launches a slot from the grid like from the game list; a visitor logs in first', async () => {
    server();
    const visitor = await renderHall();
    fireEvent.click(await screen.findByRole('button', { name: 'Slot 10' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login?redirect=%2Fm%2FslotsCenter'), { timeout: 5000 });
    await visitor.unmount();

    setSession({ token: 'tok', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    await renderHall();
    const grid = await screen.findByTestId('game-grid', {}, { timeout: 5000 });
    fireEvent.click(within(grid).getByRole('button', { name: 'Slot 10' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/m\/launchGame\?/), { timeout: 5000 });
    const q = Object.fromEntries(new URL(screen.getByTestId('where').textContent!, 'http://localhost').searchParams);
    expect(q).toMatchObject({ gameId: '10', nodeId: '10', vendor: 'PG', category: 'RNG', code: 'pg-rng-10' });
  });
});
