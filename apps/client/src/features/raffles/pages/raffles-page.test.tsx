import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { Raffle } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import RafflesPage from './raffles-page';

vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const NOW = '2026-11-24T12:00:00.000Z';
const open: Raffle = {
  id: 1,
  title: 'Weekly lucky draw',
  description: 'Deposit to earn tickets',
  state: 'open',
  ticketStep: '10.00',
  maxTickets: 50,
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-11-26T14:30:00.000Z',
  drawAt: '2026-11-27T00:00:00.000Z',
  drawnAt: null,
  prizes: [
    { rank: 1, amount: '888.00', winners: 1 },
    { rank: 2, amount: '88.00', winners: 3 },
  ],
  myTickets: 4,
  pendingTickets: 2,
  totalTickets: 40,
};
const drawn: Raffle = { ...open, id: 2, title: 'Last week', state: 'drawn', pendingTickets: 0, drawnAt: '2026-11-23T00:00:00.000Z' };

const ok = (value: unknown) => ({ body: { success: true, value } });
function server(list: Raffle[], failures = 0) {
  let failing = failures;
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/raffles/2')) {
      return ok({ raffle: drawn, now: NOW, winners: [{ rank: 1, account: 'de***01', prize: '888.00', mine: true }, { rank: 2, account: 'ab***yz', prize: '88.00', mine: false }] });
    }
    if (req.url.startsWith('/wps/raffles')) {
      if (failing-- > 0) return { status: 429, body: { success: false, errorCode: ErrorCode.RATE_LIMITED } };
      return ok({ list, now: NOW });
    }
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}
const session = () => setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
const render = () => renderRoute('/m/rewardCenter/raffles', <RafflesPage />);

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('raffles page', () => {
  it('sends a visitor to login', async () => {
    server([]);
    await render();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
  });

  it('shows an open raffle with the rule, my tickets, the countdown (by the server clock) and the prizes', async () => {
    session();
    server([open]);
    await render();
    const card = await screen.findByTestId('raffle-card', {}, { timeout: 5000 });
    expect(within(card).getByRole('heading', { name: 'Weekly lucky draw' })).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText('1 ticket for every ￥10.00 deposited, up to 50 tickets')).toBeTruthy();
    expect(within(card).getByTestId('raffle-my-tickets').textContent).toBe('My tickets: 4 of 40');
    expect(within(card).getByRole('link', { name: '2 more waiting in the reward centre' }).getAttribute('href')).toBe('/m/rewardCenter');
    expect(within(card).getByRole('timer').textContent).toBe('Entries close in 2d 2h 30m');
    expect(within(card).getByText('Prize 1')).toBeTruthy();
    expect(within(card).getByText('￥88.00 × 3')).toBeTruthy();
  });

  it('a drawn raffle lists its winners masked and tells the member of the win', async () => {
    session();
    server([drawn]);
    await render();
    const winners = await screen.findByTestId('raffle-winners', {}, { timeout: 5000 });
    expect(within(winners).getByRole('status').textContent).toContain('You won ￥888.00!');
    expect(within(winners).getByRole('link', { name: 'Claim it in the reward centre' })).toBeTruthy();
    const rows = within(winners).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Prize 1de***01￥888.00', 'Prize 2ab***yz￥88.00']);
  });

  it('says when there are no raffles, and retries after an error', async () => {
    session();
    server([], 1);
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    expect((await screen.findByTestId('raffles-empty')).textContent).toBe('No raffles right now');
  }, 15_000);
});
