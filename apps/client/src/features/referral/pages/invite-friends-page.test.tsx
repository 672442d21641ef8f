import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { Invitee, MyInvitation } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import InviteFriendsPage from './invite-friends-page';

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
const invitation = (patch: Partial<MyInvitation> = {}): MyInvitation => ({
  code: 'AB3DEF7G',
  registerPath: '/m/register?affiliateCode=AB3DEF7G',
  eligible: true,
  rule: { enabled: true, inviterReward: '28.00', inviteeReward: '0.00', minFirstDeposit: '100.00', validBet: '50.00' },
  totals: { invited: 2, deposited: 1, qualified: 1, earned: '28.00' },
  ...patch,
});
const invitees: Invitee[] = [
  { account: 'fr***02', registeredAt: '2026-05-02T08:00:00.000Z', status: 'registered', reward: null, rewardedAt: null },
  { account: 'fr***01', registeredAt: '2026-05-01T08:00:00.000Z', status: 'qualified', reward: '28.00', rewardedAt: '2026-05-03T08:00:00.000Z' },
];

function server(inv: MyInvitation, list: Invitee[] = invitees) {
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/referral/invitees')) return ok({ list, pageNo: 1, totalPages: list.length ? 1 : 0, totalCount: list.length });
    if (req.url.startsWith('/wps/referral')) return ok(inv);
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

const renderPage = () => renderRoute('/m/inviteFriends', <InviteFriendsPage />);

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
});

describe('invite friends', () => {
  it('sends a visitor to login', async () => {
    server(invitation());
    await renderPage();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
  });

  it('shows a trial account the register prompt, asking nothing', async () => {
    session(4);
    const { seen } = server(invitation());
    await renderPage();
    expect(await screen.findByTestId('trial-gate')).toBeTruthy();
    expect(seen.some((r) => r.url.startsWith('/wps/referral'))).toBe(false);
  });

  it('shows the code, the link and its QR code, the rule and the invitees with their status', async () => {
    session();
    server(invitation());
    await renderPage();
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB3DEF7G');
    const link = `${window.location.origin}/m/register?affiliateCode=AB3DEF7G`;
    expect(screen.getByTestId('referral-link').textContent).toBe(link);
    const qr = screen.getByRole('img', { name: 'QR code of my invitation link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const rule = screen.getByTestId('referral-rule');
    expect(rule.textContent).toContain('Earn ￥28.00 for every friend who:');
    expect(rule.textContent).toContain('makes a first deposit of at least ￥100.00,');
    expect(rule.textContent).toContain('and places valid bets of ￥50.00 in total.');
    expect(within(screen.getByTestId('referral-totals')).getByText('￥28.00')).toBeTruthy();

    const rows = within(await screen.findByTestId('invitee-list')).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByTestId('invitee-status').getAttribute('data-status'))).toEqual(['registered', 'qualified']);
    expect(within(rows[1]!).getByText('Rewarded')).toBeTruthy();
    expect(within(rows[1]!).getByText('￥28.00')).toBeTruthy();
  });

  it('copies the code; sharing without a share sheet copies the link', async () => {
    session();
    server(invitation());
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy invitation code' }));
    await waitFor(() => expect(toasts).toEqual(['Copied']));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toasts).toEqual(['Copied', 'Link copied']));
    expect(writeText.mock.calls).toEqual([['AB3DEF7G'], [`${window.location.origin}/m/register?affiliateCode=AB3DEF7G`]]);
  });

  it('uses the share sheet where there is one', async () => {
    session();
    server(invitation());
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]).toEqual([
      { title: 'Join me', text: 'Sign up with my invitation code AB3DEF7G', url: `${window.location.origin}/m/register?affiliateCode=AB3DEF7G` },
    ]);
    expect(toasts).toEqual([]);
  });

  it('says when rewards are paused, and when there are no invitees yet', async () => {
    session();
    server(invitation({ rule: { ...invitation().rule, enabled: false } }), []);
    await renderPage();
    expect((await screen.findByTestId('referral-rule')).textContent).toContain('Referral rewards are paused at the moment.');
    expect((await screen.findByTestId('invitee-empty')).textContent).toBe('No invitees yet. Share your link to invite friends.');
  });

  it('a failed invitation gives the reason and a retry that recovers', async () => {
    session();
    let fail = true;
    stubFetch((req) => {
      if (req.url.startsWith('/wps/referral/invitees')) return ok({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 });
      return fail ? { status: 429, body: { success: false, errorCode: ErrorCode.RATE_LIMITED } } : ok(invitation());
    });
    await renderPage();
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB3DEF7G');
  });
});
