import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { Mission } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../shared/i18n/i18n';
import { setSession } from '../../shared/session/session-store';
import type * as SystemStore from '../../shared/system/system-store';
import { stubFetch } from '../../test/envelope-fetch';
import { renderRoute } from '../../test/render';
import MissionsRoute from './missions-route';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../shared/ui/feedback', () => ({
  showToast: async (text: string) => void toasts.push(text),
  showLoading: async () => () => {},
  confirmDialog: async () => false,
}));
vi.mock('../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const NOW = '2026-11-24T12:00:00.000Z';
const spins: Mission = {
  id: 1,
  title: '10 spins on slots',
  description: 'Play 10 rounds of slots today',
  period: 'DAILY',
  metric: 'SPINS',
  gameType: 'RNG',
  money: false,
  target: '10',
  progress: '10',
  reward: '5.00',
  state: 'claimable',
  rewardId: 77,
  periodEnd: '2026-11-25T00:00:00.000Z',
};
const wager: Mission = { ...spins, id: 2, title: 'Wager 500.00', description: '', period: 'WEEKLY', metric: 'VALID_BET', gameType: null, money: true, target: '500.00', progress: '120.50', state: 'in-progress', rewardId: null, periodEnd: '2026-11-30T00:00:00.000Z' };

const ok = (value: unknown) => ({ body: { success: true, value } });
/** The missions call answers `missions`; the first `failures` answers are a refusal. */
function server(missions: Mission[], failures = 0) {
  let list = missions;
  let failing = failures;
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/missions')) {
      if (failing-- > 0) return { status: 403, body: { success: false, errorCode: ErrorCode.FORBIDDEN, message: 'err_forbidden' } };
      return ok({ list, now: NOW });
    }
    if (req.url.startsWith('/wps/rewards/claim')) {
      list = list.map((m) => (m.rewardId === (req.body as { id: number }).id ? { ...m, state: 'claimed' as const } : m));
      return ok({ reward: { id: 77, kind: 'MISSION_MANUAL', title: spins.title, amount: '5.00', tickets: null, status: 'claimed', turnover: '5.00', createdAt: NOW, expiresAt: null, claimedAt: NOW }, balance: '105.00' });
    }
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}
const session = () => setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
const render = () => renderRoute('/m/rewardCenter/missions', <MissionsRoute />);

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
});

describe('missions', () => {
  it('sends a visitor to login', async () => {
    server([]);
    await render();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
  });

  it('shows daily and weekly sections with progress and time left; a completed mission is claimed through the reward centre', async () => {
    session();
    const { seen } = server([spins, wager]);
    await render();
    const daily = await screen.findByTestId('missions-DAILY');
    expect(within(daily).getByRole('heading', { name: 'Daily missions' })).toBeTruthy();
    // The server's clock: 12 hours left of the UTC day, 5 days 12 hours of the week.
    expect(within(daily).getByRole('timer').textContent).toMatch(/^Ends in 1[12]:\d\d:\d\d$/);
    const weekly = screen.getByTestId('missions-WEEKLY');
    expect(within(weekly).getByRole('timer').textContent).toBe('Ends in 5d 12h');
    expect(within(weekly).getByTestId('mission-progress').textContent).toBe('￥120.50 / ￥500.00');
    expect(within(weekly).getByRole('progressbar', { name: 'Progress of Wager 500.00' }).getAttribute('aria-valuenow')).toBe('24');
    expect(within(weekly).getByText('In progress')).toBeTruthy();
    expect(within(daily).getByTestId('mission-progress').textContent).toBe('10 / 10');

    fireEvent.click(within(daily).getByRole('button', { name: 'Claim 10 spins on slots' }));
    await waitFor(() => expect(toasts).toEqual(['￥5.00 added to your wallet']));
    await waitFor(() => expect(within(screen.getByTestId('missions-DAILY')).getByText('Claimed')).toBeTruthy());
    expect(seen.filter((r) => r.url.startsWith('/wps/rewards/claim'))).toHaveLength(1);
    expect(seen.filter((r) => r.url.startsWith('/wps/missions')).length).toBeGreaterThanOrEqual(2);
  });

  it('says when no mission runs, and offers a retry when the list fails', async () => {
    session();
    server([], 1);
    await render();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button'));
    expect((await screen.findByTestId('missions-empty')).textContent).toBe('No missions running right now');
  });
});
