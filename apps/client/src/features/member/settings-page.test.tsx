import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../shared/i18n/i18n';
import { setSession } from '../../shared/session/session-store';
import { stubFetch } from '../../test/envelope-fetch';
import { renderRoute } from '../../test/render';
import SecurityCenterPage from './pages/security-center-page';
import SettingsPage from './pages/settings-page';

vi.mock('../../shared/ui/feedback', () => ({ showToast: async () => {}, showLoading: async () => () => {}, confirmDialog: async () => false }));

const ok = (value: unknown) => ({ body: { success: true, value } });
const config = { hasPaymentPassword: false, paymentPasswordLocked: false, bankCards: 0, nickname: 'Ace', email: null, payeeName: null };

function server() {
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/member/securityConfig')) return ok(config);
    if (req.url.startsWith('/wps/member/customerSecurityQuestions')) return ok({ set: false, questions: [] });
    if (req.url.startsWith('/wps/verification/email/change')) return ok({ expirationTime: Date.now() + 60_000 });
    if (req.url.startsWith('/wps/member/info/email') || req.url.startsWith('/wps/member/info/nickname')) return ok(null);
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

const member = (type = 0) => setSession({ token: 't', id: 1, userName: 'demo01', type, merchantCode: 'demo', firstTimeLogin: false });

describe('personal settings (issue 15 item 14)', () => {
  it('refuses a nickname the registration would refuse (markup, over 20 characters), before asking the server', async () => {
    member();
    const { seen } = server();
    await renderRoute('/m/set', <SettingsPage />);
    const row = (await screen.findByText('Nickname', { selector: '.mn-row-title' })).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Change' }));
    const input = await screen.findByRole('textbox', { name: 'Nickname' });
    expect(input.getAttribute('maxlength')).toBe('20');
    for (const bad of ['<img src=x onerror=alert(1)>', 'Tom & Jerry']) {
      fireEvent.change(input, { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('2 to 20 characters, without < > & " \'.');
    }
    expect(seen.some((r) => r.url.startsWith('/wps/member/info/nickname'))).toBe(false);
  });

  it('changes the e-mail only with the code sent to the new address', async () => {
    member();
    const { seen } = server();
    await renderRoute('/m/set', <SettingsPage />);
    const row = (await screen.findByText('E-mail', { selector: '.mn-row-title' })).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Set' }));
    fireEvent.change(await screen.findByLabelText('New e-mail address'), { target: { value: 'ace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the code from the e-mail (digits only).')).toBeTruthy();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(seen.find((r) => r.url.startsWith('/wps/verification/email/change'))?.body).toEqual({ email: 'ace@example.com' }));
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ email: 'ace@example.com', verificationCode: '246810' }));
  });
});

describe('security centre', () => {
  it('links to the login password change (issue 15 item 10)', async () => {
    member();
    server();
    await renderRoute('/m/securityCenter', <SecurityCenterPage />);
    fireEvent.click(await screen.findByRole('link', { name: 'Change login password' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/changePsw'));
  });

  it('shows a trial account the register prompt instead of its forms (issue 15 item 15)', async () => {
    member(4);
    const { seen } = server();
    await renderRoute('/m/securityCenter', <SecurityCenterPage />);
    expect((await screen.findByTestId('trial-gate')).textContent).toContain('Register a real account');
    expect(screen.queryByRole('button', { name: 'Set' })).toBeNull();
    expect(seen.some((r) => r.url.startsWith('/wps/member/securityConfig'))).toBe(false);
  });
});
