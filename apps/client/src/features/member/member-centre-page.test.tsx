import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch, type SeenRequest } from '../../test/envelope-fetch';
import { renderRoute } from '../../test/render';
import { activateLanguage } from '../../shared/i18n/i18n';
import { setSession } from '../../shared/session/session-store';
import MemberCentrePage from './pages/member-centre-page';

const session = (type: number) => ({ token: 't', id: 1, userName: 'demo01', type, merchantCode: 'demo', firstTimeLogin: false });
const ok = (value: unknown) => ({ body: { success: true, value } });
const member = (type = 0) => ok({ id: 1, account: 'demo01', nickname: 'Lucky Demo', type, clubLabel: { labelName: 'VIP 1' }, currency: 'CNY', firstTimeLogin: false });

/** Answers the centre's three calls; `info` overrides the member info answer. */
function server(opts: { type?: number; info?: (req: SeenRequest) => ReturnType<typeof member>; unread?: number } = {}) {
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/member/info')) return opts.info ? opts.info(req) : member(opts.type);
    if (req.url.startsWith('/wps/wallets/gcs')) return ok({ sumBalance: '1234.50', currency: 'CNY', currencySymbol: '¥' });
    if (req.url.startsWith('/wps/relay/CSP_unreadCount')) return ok({ announcement: opts.unread ?? 0, inbox: 0, chat: 0, total: opts.unread ?? 0 });
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

const renderCentre = () => renderRoute('/m/member/home', <MemberCentrePage />, ['/m/home']);

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('member centre page', () => {
  it('sends a visitor to login', async () => {
    server();
    await renderCentre();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('shows the profile, the balance with hide/show, and caps the messages badge at 99+', async () => {
    setSession(session(0));
    server({ unread: 150 });
    await renderCentre();
    expect((await screen.findByTestId('mc-nickname')).textContent).toBe('Lucky Demo');
    await waitFor(() => expect(screen.getByTestId('mc-balance').textContent).toBe('¥1,234.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    await waitFor(() => expect(screen.getByTestId('mc-balance').textContent).toBe('***'));
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    await waitFor(() => expect(screen.getByTestId('mc-balance').textContent).toBe('¥1,234.50'));
    expect((await screen.findAllByTestId('mc-badge-messages'))[0]!.textContent).toBe('99+');
    expect(screen.queryByTestId('mc-section-agent')).toBeNull();
    expect(screen.queryByTestId('mc-trial-banner')).toBeNull();
  });

  it('leads to the login password change (issue 15 item 10)', async () => {
    setSession(session(0));
    server();
    await renderCentre();
    fireEvent.click(await screen.findByRole('button', { name: 'Change login password' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/changePsw'));
  });

  it('marks a trial account\'s balance as play money (issue 15 item 15)', async () => {
    setSession(session(4));
    server({ type: 4 });
    await renderCentre();
    await waitFor(() => expect(screen.getByTestId('mc-balance').textContent).toBe('¥1,234.50Play money'));
  });

  it('a failed member info shows a translated error with retry, and the retry recovers', async () => {
    setSession(session(0));
    let fail = true;
    server({ info: () => (fail ? { body: { success: false, errorCode: ErrorCode.RATE_LIMITED }, status: 429 } as never : member()) });
    await renderCentre();
    const error = await screen.findByTestId('mc-profile-error');
    expect(within(error).getByRole('alert').textContent).not.toBe('');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('mc-nickname')).textContent).toBe('Lucky Demo');
  });

  it('an agent gets the agent section', async () => {
    setSession(session(1));
    server({ type: 1 });
    await renderCentre();
    const agent = await screen.findByTestId('mc-section-agent');
    expect(within(agent).getAllByRole('button').map((b) => b.textContent)).toEqual(['Agent centre', 'Salary contract', 'Dividend contract', 'Hourly contract']);
  });

  it('a trial user sees the register banner and is refused member-only entries', async () => {
    setSession(session(4));
    server({ type: 4 });
    await renderCentre();
    const banner = await screen.findByTestId('mc-trial-banner');
    expect(within(banner).getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/m/register');
    fireEvent.click(screen.getByRole('button', { name: 'Personal settings' }));
    expect(await screen.findByText('Please log in with a real account to use this function.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/m/member/home');
  }, 15_000);
});
