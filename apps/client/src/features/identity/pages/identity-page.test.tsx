import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { IdentityProfile, KycStatus, MemberIcon } from '@wps/contract';
import { ErrorCode, PROFILE_FIELDS } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { setSession } from '../../../shared/session/session-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import IdentityPage from './identity-page';

const ok = (value: unknown) => ({ body: { success: true, value } });
const icon = (over: Partial<MemberIcon> = {}): MemberIcon => ({
  icon: null,
  preset: null,
  presets: [
    { id: 'sun', url: '/static/avatars/sun.svg' },
    { id: 'moon', url: '/static/avatars/moon.svg' },
  ],
  ...over,
});
const profile: IdentityProfile = {
  minAge: 21,
  fields: PROFILE_FIELDS.map((field) => ({ field, value: field === 'address' ? '1 Main St' : null, state: field === 'address' ? 'rejected' : 'unverified', reason: field === 'address' ? 'Unreadable' : null, required: field === 'birthday', locked: false })),
};
const kyc: KycStatus = {
  state: 'rejected',
  reason: 'Blurred photo',
  documents: [
    { kind: 'idFront', url: '/wps/kyc/file/x' },
    { kind: 'idBack', url: null },
    { kind: 'selfie', url: null },
  ],
  submittedAt: null,
  decidedAt: null,
  gate: { required: false, fromAmount: '5000.00' },
};

function server(opts: { kycFails?: boolean; onIcon?: (body: unknown) => void } = {}) {
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/member/info/icon') && req.method === 'POST') {
      opts.onIcon?.(req.body);
      return ok(icon({ icon: '/static/avatars/moon.svg', preset: 'moon' }));
    }
    if (req.url.startsWith('/wps/member/info/icon')) return ok(icon());
    if (req.url.startsWith('/wps/relay/MCSFE_getIdentityProfile')) return ok(profile);
    if (req.url.startsWith('/wps/relay/MCSFE_kycStatus')) {
      return opts.kycFails ? { status: 403, body: { success: false, errorCode: ErrorCode.FORBIDDEN, message: 'err_no_permission' } } : ok(kyc);
    }
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('identity page', () => {
  it('shows the presets, each field with its state and the rejected documents with the reason; a preset is saved', async () => {
    setSession({ token: 't', id: 1, userName: 'kyc01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    const sent: unknown[] = [];
    server({ onIcon: (b) => sent.push(b) });
    await renderRoute('/m/identity', <IdentityPage />);
    expect(await screen.findByText('You must be at least 21 years old.')).toBeTruthy();
    expect(screen.getByText('Reason: Unreadable')).toBeTruthy();
    const docs = within(await screen.findByTestId('kyc-section'));
    expect((await docs.findByTestId('kyc-state')).textContent).toBe('Rejected');
    expect(docs.getByText('Reason: Blurred photo')).toBeTruthy();
    expect(docs.getAllByText('Not uploaded')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Avatar 2' }));
    await waitFor(() => expect(sent).toEqual([{ preset: 'moon' }]));
    // The toast's library loads on first use: the test ends once it has shown (not while it is still loading).
    expect(await screen.findByText('Head icon saved', undefined, { timeout: 8000 })).toBeTruthy();
  });

  it('shows a translated error with retry when the KYC case does not load', { timeout: 15_000 }, async () => {
    setSession({ token: 't', id: 1, userName: 'kyc01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    server({ kycFails: true });
    await renderRoute('/m/identity', <IdentityPage />);
    const section = within(await screen.findByTestId('kyc-section'));
    expect(await section.findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeTruthy();
    expect(section.getByRole('alert').textContent).toContain('permission');
  });
});
