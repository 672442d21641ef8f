import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import type { RgLimit, RgState } from '@wps/contract';
import { ErrorCode, RG_LIMIT_KINDS, RG_PERIODS } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import ResponsibleGamingPage from './responsible-gaming-page';

vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const NOW = '2026-12-05T12:00:00.000Z';
const none = (): RgLimit[] => RG_LIMIT_KINDS.flatMap((kind) => RG_PERIODS.map((period) => ({ kind, period, amount: null, used: '0.00', pending: null })));
const ok = (value: unknown) => ({ body: { success: true, value } });

function server(state: RgState, opts: { failures?: number; onSet?: (body: { kind: string; period: string; amount: string | null }) => unknown } = {}) {
  let failing = opts.failures ?? 0;
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/rg/state')) {
      if (failing-- > 0) return { status: 429, body: { success: false, errorCode: ErrorCode.RATE_LIMITED } };
      return ok(state);
    }
    if (req.url.startsWith('/wps/rg/limits')) return ok(opts.onSet?.(req.body as never));
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}
const session = () => setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
const render = () => renderRoute('/m/responsibleGaming', <ResponsibleGamingPage />);

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('responsible gaming page', () => {
  it('sends a visitor to login', async () => {
    server({ limits: none(), active: null, now: NOW, play: { sessionLimitMinutes: null, realityMinutes: null }, promptDue: false });
    await render();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/m/login'));
  });

  it('shows every limit (none yet), a raise waiting with its date, and the two breaks with their consequences', async () => {
    session();
    const limits = none().map((l) =>
      l.kind === 'deposit' && l.period === 'day' ? { ...l, amount: '100.00', used: '40.00', pending: { amount: '300.00', effectiveAt: '2026-12-06T12:00:00.000Z' } } : l,
    );
    server({ limits, active: null, now: NOW, play: { sessionLimitMinutes: null, realityMinutes: null }, promptDue: false });
    await render();
    const deposit = await screen.findByTestId('rg-limit-deposit-day', {}, { timeout: 5000 });
    expect(deposit.textContent).toContain('￥100.00');
    expect(deposit.textContent).toContain('Used: ￥40.00');
    expect(deposit.textContent).toContain('Changes to ￥300.00 on');
    expect(screen.getByTestId('rg-limit-loss-week').textContent).toContain('No limit');
    expect(within(screen.getByTestId('rg-timeout')).getByText(/cannot be shortened or lifted/)).toBeTruthy();
    expect(within(screen.getByTestId('rg-exclusion')).getByRole('radio', { name: 'Indefinitely' })).toBeTruthy();
  });

  it('sets a limit and says when it applies; an empty amount is refused before any call', async () => {
    session();
    const sent: unknown[] = [];
    server({ limits: none(), active: null, now: NOW, play: { sessionLimitMinutes: null, realityMinutes: null }, promptDue: false }, { onSet: (b) => (sent.push(b), { kind: b.kind, period: b.period, amount: '50.00', used: '0.00', pending: null }) });
    await render();
    const card = await screen.findByTestId('rg-limit-wager', {}, { timeout: 5000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Save limit' }));
    expect(await within(card).findByText('Enter an amount above 0.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.input(within(card).getByLabelText('Limit amount'), { target: { value: '50' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save limit' }));
    expect(await within(card).findByText('Saved: the limit applies now.')).toBeTruthy();
    expect(sent).toEqual([{ kind: 'wager', period: 'day', amount: '50' }]);
  });

  it('retries after an error', async () => {
    session();
    server({ limits: none(), active: null, now: NOW, play: { sessionLimitMinutes: null, realityMinutes: null }, promptDue: false }, { failures: 1 });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    expect(await screen.findByTestId('rg-limit-deposit', {}, { timeout: 5000 })).toBeTruthy();
  }, 15_000);
});
