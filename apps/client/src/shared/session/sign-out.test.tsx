import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@wps/contract/lite';
import { stubFetch } from '../../test/envelope-fetch';
import { activateLanguage } from '../i18n/i18n';
import { clearSession, getSession, setSession } from './session-store';
import { confirmAndSignOut } from './sign-out';

const TRIAL = { token: 'tok-trial', id: 9, userName: 'guest42', type: 4, merchantCode: 'DEMO', firstTimeLogin: false };

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

function seedMemberStorage() {
  setSession(TRIAL);
  sessionStorage.setItem('NOTICE_POP', '1');
  localStorage.setItem(STORAGE_KEYS.autoLogin, '1');
  localStorage.setItem(STORAGE_KEYS.bankList, '[]');
  localStorage.setItem(STORAGE_KEYS.language, 'TY');
}

describe('session clean-up', () => {
  it('stores exactly the MC_SESSION_INFO shape and the trial user name', () => {
    setSession({ ...TRIAL, extra: 'x' } as typeof TRIAL);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toEqual(TRIAL);
    expect(sessionStorage.getItem(STORAGE_KEYS.trialUser)).toBe('guest42');
  });

  it('clearSession forgets the member but keeps user preferences', () => {
    seedMemberStorage();
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.bankList)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
  });

  it('sign out: confirm, DELETE logout with the token, then clear', { timeout: 15_000 }, async () => {
    seedMemberStorage();
    const { seen } = stubFetch(() => ({ body: { success: true, value: null } }));
    const done = confirmAndSignOut();
    expect(await screen.findByText('Are you sure you want to sign out?', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(done).resolves.toBe(true);
    expect(seen[0]).toMatchObject({ url: '/wps/session/logout', method: 'DELETE' });
    expect(seen[0]!.headers.authorization).toBe('tok-trial');
    expect(getSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.bankList)).toBeNull());
  });
});
