import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { setSession } from '../../../shared/session/session-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import ContractPrompt, { CONTRACT_PROMPT_KEY } from './contract-prompt';

const ok = (value: unknown) => ({ body: { success: true, value } });

function server(type: number, status = { dailysalreqtype: '41', divtypecompperiodreq: '', contracthoursalreq: '' }) {
  setSession({ token: 't', id: 7, userName: 'subagent02', type, merchantCode: 'demo', firstTimeLogin: false });
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/member/info/funds/consolidated')) return ok(status);
    if (req.url.startsWith('/wps/member/info')) return ok({ id: 7, account: 'subagent02', nickname: null, type, clubLabel: null, currency: 'CNY', firstTimeLogin: false });
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

const renderPrompt = () => renderRoute('/m/home', <ContractPrompt />);

beforeAll(async () => {
  await activateLanguage('EN');
  // In tests the client checks every answer against the contract's schemas, imported on the first answer: import them
  // here, so a busy machine does not spend the first test's wait on it.
  await import('@wps/contract');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('home contract prompt', () => {
  it('after member info, names each pending kind and leads to its screen; the choice is remembered for the session', async () => {
    const { seen } = server(1, { dailysalreqtype: '41', divtypecompperiodreq: '52', contracthoursalreq: '' });
    await renderPrompt();
    const dialog = await screen.findByTestId('contract-prompt');
    expect(dialog.textContent).toContain('Contract awaiting you');
    expect(dialog.textContent).toContain('Your upline has proposed a daily salary contract.');
    expect(dialog.textContent).toContain('Your upline has proposed a dividend contract.');
    expect(dialog.textContent).not.toContain('hourly');
    const urls = seen.map((r) => r.url.split('?')[0]);
    expect(urls.indexOf('/wps/member/info')).toBeLessThan(urls.indexOf('/wps/member/info/funds/consolidated'));
    fireEvent.click(screen.getByRole('button', { name: 'View dividend contract' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/member/agent/getDevidendContract'));
    expect(sessionStorage.getItem(CONTRACT_PROMPT_KEY)).toBe('1');
  });

  it('says nothing when no contract awaits, or once dismissed in this session', async () => {
    server(0, { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
    await renderPrompt();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Contract awaiting you')).toBeNull();

    sessionStorage.setItem(CONTRACT_PROMPT_KEY, '1');
    const { seen } = server(1);
    await renderPrompt();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.some((r) => r.url.startsWith('/wps/member/info/funds/consolidated'))).toBe(false);
  });

  it.each([4, 40, 41, 42])('type %i (not an agent in the prompt reading) is never asked', async (type) => {
    const { seen } = server(type);
    await renderPrompt();
    await waitFor(() => expect(seen.some((r) => r.url === '/wps/member/info')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.some((r) => r.url.startsWith('/wps/member/info/funds/consolidated'))).toBe(false);
  });
});
