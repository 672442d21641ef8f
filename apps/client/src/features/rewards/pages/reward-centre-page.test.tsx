import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { Reward } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { rewardsKeys, walletKeys } from '../../../shared/query/session-keys';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import RewardCentrePage from './reward-centre-page';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/ui/feedback', () => ({
  showToast: async (text: string) => void toasts.push(text),
  showLoading: async () => () => {},
  confirmDialog: async () => false,
}));
vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const session = (type = 0) => setSession({ token: 't', id: 1, userName: 'demo01', type, merchantCode: 'demo', firstTimeLogin: false });
const ok = (value: unknown) => ({ body: { success: true, value } });
const page = (list: Reward[]) => ok({ list, pageNo: 1, totalPages: list.length > 0 ? 1 : 0, totalCount: list.length });
const gift: Reward = {
  id: 5,
  kind: 'MANUAL',
  title: 'Welcome gift',
  amount: '18.00',
  tickets: null,
  status: 'claimable',
  turnover: '18.00',
  createdAt: '2026-05-01T08:00:00.000Z',
  expiresAt: '2026-05-31T08:00:00.000Z',
  claimedAt: null,
};

/** A reward centre with `rewards`; a claim answers `claim` (paid when absent) and moves a paid reward to the history. */
function server(rewards: Reward[], claim?: { status: number; code: string; message: string; value?: unknown }) {
  let all = rewards;
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/rewards/claim')) {
      if (claim) {
        all = all.map((r) => (r.id === (req.body as { id: number }).id ? { ...r, status: 'claimed' } : r));
        return { status: claim.status, body: { success: false, errorCode: claim.code, message: claim.message, value: claim.value } };
      }
      const paid = { ...all.find((r) => r.id === (req.body as { id: number }).id)!, status: 'claimed' as const, claimedAt: '2026-05-02T08:00:00.000Z' };
      all = all.map((r) => (r.id === paid.id ? paid : r));
      return ok({ reward: paid, balance: '118.00' });
    }
    if (req.url.startsWith('/wps/rewards?')) {
      const history = new URL(req.url, 'http://x').searchParams.get('list') === 'history';
      return page(all.filter((r) => (r.status === 'claimable') !== history));
    }
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

const renderCentre = (path = '/m/rewardCenter') => renderRoute(path, <RewardCentrePage />);
const claims = (seen: { url: string }[]) => seen.filter((r) => r.url.startsWith('/wps/rewards/claim')).length;

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
});

describe('reward centre', () => {
  it('sends a visitor to login', async () => {
    server([]);
    await renderCentre();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
  });

  it('shows a trial account the register prompt instead of rewards', async () => {
    session(4);
    const { seen } = server([gift]);
    await renderCentre();
    expect(await screen.findByTestId('trial-gate')).toBeTruthy();
    expect(seen.some((r) => r.url.startsWith('/wps/rewards'))).toBe(false);
  });

  it('claims a waiting reward: a toast, the card moves to the history, the money and the counters reload', async () => {
    session();
    const { seen } = server([gift]);
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: '100.00', currencySymbol: '￥' });
    queryClient.setQueryData(rewardsKeys.counters(), { receiving: 1 });
    await renderCentre();
    const centre = await screen.findByTestId('reward-centre');
    expect(within(centre).getByRole('heading', { level: 1 }).textContent).toBe('Reward center');
    expect(within(centre).getByRole('tab', { name: 'To claim' }).getAttribute('aria-selected')).toBe('true');
    const claim = await screen.findByRole('button', { name: 'Claim Welcome gift' });
    expect(screen.getByTestId('reward-turnover').textContent).toBe('Turnover after claiming: ￥18.00');

    fireEvent.click(claim);
    await waitFor(() => expect(toasts).toEqual(['￥18.00 added to your wallet']));
    expect(await screen.findByText('No rewards waiting')).toBeTruthy();
    expect(claims(seen)).toBe(1);
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(rewardsKeys.counters())?.isInvalidated).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const card = await screen.findByTestId('reward-card');
    expect(card.getAttribute('data-status')).toBe('claimed');
    expect(within(card).getByText('Claimed')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('a refused claim says why and reloads the list', async () => {
    session();
    server([gift], { status: 409, code: 'ALREADY_CLAIMED', message: 'err_already_claimed' });
    await renderCentre();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Welcome gift' }));
    await waitFor(() => expect(toasts).toEqual(['This reward has already been claimed.']));
    // Claimed in the meantime (another tab): the reloaded list no longer has it.
    expect(await screen.findByText('No rewards waiting')).toBeTruthy();
  });

  it('a TICKET reward shows its tickets, links to the raffles, and its claim says the tickets were entered', async () => {
    session();
    server([{ ...gift, id: 6, kind: 'TICKET', title: 'Lucky draw', amount: '0.00', turnover: '0.00', tickets: 3 }]);
    await renderCentre();
    expect(await screen.findByText('3 tickets')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Raffles' }).getAttribute('href')).toBe('/m/rewardCenter/raffles');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Lucky draw' }));
    await waitFor(() => expect(toasts).toEqual(['3 tickets entered in the raffle']));
  });

  it('a ticket claim after the raffle closed says so', async () => {
    session();
    server([{ ...gift, kind: 'TICKET', amount: '0.00', turnover: '0.00', tickets: 1 }], { status: 409, code: 'RAFFLE_CLOSED', message: 'err_raffle_closed' });
    await renderCentre();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Welcome gift' }));
    await waitFor(() => expect(toasts).toEqual(['This raffle no longer takes entries.']));
  });

  it('a ticket claim past the raffle\'s cap says how many tickets still fit', async () => {
    session();
    const value = { max: 50, entered: 50, fits: 0, tickets: 10 };
    server([{ ...gift, kind: 'TICKET', amount: '0.00', turnover: '0.00', tickets: 10 }], { status: 409, code: 'RAFFLE_TICKETS_FULL', message: 'err_raffle_tickets_full', value });
    await renderCentre();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Welcome gift' }));
    await waitFor(() =>
      expect(toasts).toEqual(['This raffle takes up to 50 tickets per member and you have entered 50: 0 more fit, this reward holds 10. It stays here.']),
    );
  });

  it('an empty history says so', async () => {
    session();
    server([]);
    await renderCentre('/m/rewardCenter?tab=history');
    expect((await screen.findByTestId('reward-empty')).textContent).toBe('No rewards yet');
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a failed list gives the reason and a retry that recovers', async () => {
    session();
    let fail = true;
    stubFetch((req) =>
      req.url.startsWith('/wps/rewards?') && !fail ? page([gift]) : { status: 429, body: { success: false, errorCode: ErrorCode.RATE_LIMITED } },
    );
    await renderCentre();
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    expect(await screen.findByRole('button', { name: 'Claim Welcome gift' })).toBeTruthy();
  }, 15_000);
});
