import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import type { FieldRule, RegisterField, SystemStatus } from '@wps/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../shared/i18n/i18n';
import { setSession } from '../../shared/session/session-store';
import type * as SystemStore from '../../shared/system/system-store';
import { stubFetch } from '../../test/envelope-fetch';
import { renderRoute } from '../../test/render';
import type * as SessionApi from './api/session';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render, Where } from '../../test/render';
import WelcomeCard from './components/welcome-card';
import ChangePasswordPage from './pages/change-password-page';
import ForgetPage from './pages/forget-page';
import RegisterPage from './pages/register-page';

vi.mock('../../shared/ui/feedback', () => ({ showToast: async () => {}, showLoading: async () => () => {}, confirmDialog: async () => false }));
const changePassword = vi.hoisted(() => vi.fn(async () => null));
const resetByQuestions = vi.hoisted(() => vi.fn(async (_body: unknown) => null));
vi.mock('./api/session', async (original) => ({
  ...(await original<typeof SessionApi>()),
  changePasswordCall: changePassword,
  resetByQuestionsCall: resetByQuestions,
}));

const rule = (acceptedPattern: string, minLength: number, maxLength: number, required = false): FieldRule => ({
  acceptedPattern,
  minLength,
  maxLength,
  enabled: true,
  required,
});
const fields: Partial<Record<RegisterField, FieldRule>> = {
  username: rule('^[A-Za-z0-9_]+$', 4, 16, true),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$', 6, 20, true),
  confirmPassword: rule('^[\\x21-\\x7E]+$', 6, 20, true),
  nickname: rule('^[^<>&"\']+$', 2, 20),
  mobileNum: { ...rule('^\\d+$', 6, 20), enabled: false },
};
const status = {
  info: { register: { fields, minimumAge: 0, captchaRequired: false, country: { code: 'CN', dialingCode: '+86' } } },
} as unknown as SystemStatus;
const flags = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };
vi.mock('../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSystemStatus: () => status,
  useWhitelabelFlags: () => flags,
}));

const ok = (value: unknown) => ({ body: { success: true, value } });
const CALLS_RECOVERY = '/wps/member/password/questions/list';
const COUNTRIES = [
  { code: 'CN', name: 'China', dialingCode: '+86' },
  { code: 'PH', name: 'Philippines', dialingCode: '+63' },
];

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('registration (issue 15 item 12)', () => {
  it('states the rule from the field settings when a value breaks it', async () => {
    stubFetch((req) => (req.url.startsWith('/wps/system/country') ? ok(COUNTRIES) : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } }));
    await renderRoute('/m/register', <RegisterPage />);
    fireEvent.change(await screen.findByLabelText('Account name *'), { target: { value: 'ab!' } });
    fireEvent.change(screen.getByLabelText('Login password *'), { target: { value: 'abcdefg' } });
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '<img src=x>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account name is not in a valid format. Use 4 to 16 characters; only letters, digits, _.')).toBeTruthy();
    expect(
      screen.getByText(
        'Login password is not in a valid format. Use 6 to 20 characters; only letters, digits and symbols (no spaces); at least one letter, one digit.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Nickname is not in a valid format. Use 2 to 20 characters; no <, >, &, ", \'.')).toBeTruthy();
  });

  it('asks for each value in a plain sentence (issue 33 item 26: "Enter Account name" read like a form label)', async () => {
    stubFetch((req) => (req.url.startsWith('/wps/system/country') ? ok(COUNTRIES) : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } }));
    await renderRoute('/m/register', <RegisterPage />);
    expect((await screen.findByLabelText('Account name *')).getAttribute('placeholder')).toBe('Enter your account name');
    expect(screen.getByLabelText('Login password *').getAttribute('placeholder')).toBe('Choose a login password');
    expect(screen.getByLabelText('Nickname').getAttribute('placeholder')).toBe('Enter a nickname');
  });

  it('opens the terms and conditions from the agreement, and closes them', async () => {
    stubFetch((req) => (req.url.startsWith('/wps/system/country') ? ok(COUNTRIES) : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } }));
    await renderRoute('/m/register', <RegisterPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Terms and conditions' }));
    const dialog = await screen.findByTestId('terms-dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('One account per person.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('terms-dialog')).toBeNull());
  });

  it("starts the dialing code at the merchant's country and asks the code for that number", async () => {
    const { seen } = stubFetch((req) => {
      if (req.url.startsWith('/wps/system/country')) return ok(COUNTRIES);
      if (req.url.startsWith('/wps/verification/sms/register')) return ok({ expirationTime: Date.now() + 60_000 });
      return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
    });
    await renderRoute('/m/register', <RegisterPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(((await screen.findByLabelText('Country code')) as HTMLSelectElement).value).toBe('+86');
    fireEvent.change(screen.getByLabelText('Mobile number *'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(seen.some((r) => r.url.startsWith('/wps/verification/sms/register'))).toBe(true));
    expect(seen.find((r) => r.url.startsWith('/wps/verification/sms/register'))!.body).toEqual({ mobileNum: '13800138000', countryDialingCode: '+86' });
  });
});

describe('change password (issue 15 item 10)', () => {
  it('after "Password changed." goes home when the 1 s notice ends', async () => {
    setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    await renderRoute('/m/changePsw', <ChangePasswordPage />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Old12345' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New12345' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'New12345' } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' });
    expect(screen.getByText('Password changed.')).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(999)));
    expect(screen.getByTestId('where').textContent).toBe('/m/changePsw');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(screen.getByTestId('where').textContent).toBe('/m/home');
  });
});

describe('issue 33 item 26', () => {
  it('change password has no back arrow of its own: the header carries the one', async () => {
    setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    await renderRoute('/m/changePsw', <ChangePasswordPage />);
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('home greets a member who has just signed up, and closing drops the greeting', async () => {
    setSession({ token: 't', id: 1, userName: 'newbie01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    await render(
      <MemoryRouter initialEntries={[{ pathname: '/m/home', state: { welcome: true } }]}>
        <Routes>
          <Route path="/m/home" element={<WelcomeCard />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome, newbie01!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('welcome-card')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/m/home');
  });
});

describe('affiliate link at sign-up (issue 33 item 23)', () => {
  it('tells the registrant the link is applied', async () => {
    stubFetch((req) => (req.url.startsWith('/wps/system/country') ? ok(COUNTRIES) : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } }));
    await renderRoute('/m/register?aff=LNK7', <RegisterPage />);
    expect((await screen.findByTestId('register-aff')).textContent).toBe('You are signing up through invitation link LNK7: it is applied when your account is created.');
  });
});

describe('sign-up by mobile (issue 33 item 8)', () => {
  it('the mobile tab offers an optional account name, derived when left empty', async () => {
    stubFetch((req) => (req.url.startsWith('/wps/system/country') ? ok(COUNTRIES) : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } }));
    await renderRoute('/m/register', <RegisterPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    const name = await screen.findByLabelText('Account name');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Optional. Left empty, we make one for you (not your phone number); you can also log in with your number.',
    );
    // Left empty it is not a problem; a bad one is.
    fireEvent.change(screen.getByLabelText('Mobile number *'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByText('Login password is required.')).toBeTruthy());
    expect(screen.queryByText('Account name is required.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'a!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account name is not in a valid format. Use 4 to 16 characters; only letters, digits, _.')).toBeTruthy();
  });
});

describe('password recovery said at sign-up (issue 33 item 7)', () => {
  it('the username tab says what recovering a password needs; the mobile tab does not', async () => {
    stubFetch((req) => (req.url.startsWith('/wps/system/country') ? ok(COUNTRIES) : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } }));
    await renderRoute('/m/register', <RegisterPage />);
    expect((await screen.findByTestId('register-recovery-note')).textContent).toBe(
      'To recover a forgotten password you need a mobile number or e-mail on your account, or security questions (set them in the security centre after signing up).',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(screen.queryByTestId('register-recovery-note')).toBeNull());
  });
});

describe('forgot password by security questions (issue 33 item 7)', () => {
  it("asks the account's questions, then resets with the answers and the new password", async () => {
    const { seen } = stubFetch((req) =>
      req.url.startsWith(CALLS_RECOVERY)
        ? ok({ questions: [{ id: 3, key: 'first_school' }, { id: 4, key: 'mother_city' }] })
        : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } },
    );
    await renderRoute('/m/forget', <ForgetPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'By security questions' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show my questions' }));
    expect(await screen.findByText('Account name is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'olduser01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show my questions' }));
    const school = await screen.findByLabelText('What was the name of your first school?');
    expect(seen.find((r) => r.url.startsWith(CALLS_RECOVERY))!.body).toEqual({ username: 'olduser01' });
    fireEvent.change(school, { target: { value: 'Sunny Hill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Answer every question.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/In which city was your mother born/), { target: { value: 'Chengdu' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New12345' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'New12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(resetByQuestions).toHaveBeenCalledWith({
        username: 'olduser01',
        answers: [
          { questionId: 3, answer: 'Sunny Hill' },
          { questionId: 4, answer: 'Chengdu' },
        ],
        newPassword: 'New12345',
        confirmNewPassword: 'New12345',
      }),
    );
  });
});
