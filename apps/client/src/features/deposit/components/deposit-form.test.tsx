import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { act } from 'react';
import { CALLS } from '@wps/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch, type SeenRequest } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import { DepositForm } from './deposit-form';

vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' }, mobileTemplate: {} }),
}));

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Each test meets the server afresh (no code checked by an earlier one).
  queryClient.clear();
});

const ok = (value: unknown) => ({ body: { success: true, value } });
const fieldError = (field: string, message: string) => ({ status: 422, body: { success: false, errorCode: 'VALIDATION', message: 'err_format', value: [{ field, message }] } });
const CHANNEL = { id: 2, code: 'DEMO_PAY', type: 'GATEWAY', name: 'Demo Pay', min: '10.00', max: '20000.00', presets: ['100.00'] };
const PROMO = { id: 1, title: '10% deposit bonus', percent: '10.00', maxBonus: '188.00', minDeposit: '100.00', fixedBonus: '0.00' };

/** The server as this form meets it: one gateway channel, one listed promotion, the WELCOME8 bonus code (from 50.00). */
function server(deposit: (req: SeenRequest) => ReturnType<typeof ok> | ReturnType<typeof fieldError>) {
  return stubFetch((req) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === CALLS.depositBanks.path) return ok([CHANNEL]);
    if (url.pathname === CALLS.depositPromos.path) return ok([PROMO]);
    if (url.pathname === CALLS.checkPromoCode.path) {
      const code = url.searchParams.get('code')!.toUpperCase();
      if (code !== 'WELCOME8') return fieldError('code', 'unknown');
      const amount = url.searchParams.get('amount');
      // Without an amount the server checks the code alone.
      if (amount === null) return ok({ promoId: 7, code: 'WELCOME8', title: 'Welcome bonus 8.00', bonus: null, minDeposit: '50.00' });
      if (Number(amount) < 50) return fieldError('code', 'below_minimum');
      return ok({ promoId: 7, code: 'WELCOME8', title: 'Welcome bonus 8.00', bonus: '8.00', minDeposit: '50.00' });
    }
    if (url.pathname === CALLS.turnoverRule.path) return ok({ source: 'deposit', bonusTimes: 1, depositTimes: 1, contributions: {} });
    if (url.pathname === CALLS.depositGateway.path) return deposit(req);
    return { status: 404, body: { success: false, errorCode: 'NOT_FOUND', message: 'err_url_empty' } };
  });
}

const codeField = () => screen.getByLabelText('Promo or bonus code') as HTMLInputElement;
const typeIn = (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } }));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('deposit form: promo and bonus codes', () => {
  it('applies a code, shows its bonus, re-checks it when the amount changes, and says why it does not apply', async () => {
    const { seen } = server(() => fieldError('promoCode', 'used_up'));
    await renderRoute('/m/voucherCenter', <DepositForm />);
    await screen.findByLabelText('Promo or bonus code', undefined, { timeout: 5000 });
    await typeIn('Amount', '100');

    await typeIn('Promo or bonus code', 'nope42');
    await click('Apply');
    expect(await screen.findByText('This code does not exist or is no longer available.')).toBeTruthy();
    await click('Remove code');
    expect(codeField().value).toBe('');

    await typeIn('Promo or bonus code', 'welcome8');
    await click('Apply');
    expect(codeField().value).toBe('WELCOME8');
    expect(codeField().readOnly).toBe(true);
    expect(await screen.findByText('Welcome bonus 8.00: +￥8.00 bonus')).toBeTruthy();

    await typeIn('Amount', '40');
    expect(await screen.findByText('The amount is below the minimum deposit of this code.', undefined, { timeout: 3000 })).toBeTruthy();
    await typeIn('Amount', '60');
    expect(await screen.findByText('Welcome bonus 8.00: +￥8.00 bonus', undefined, { timeout: 3000 })).toBeTruthy();
    // The amount being typed is checked once it settles, not per key.
    const checks = seen.filter((r) => r.url.includes(CALLS.checkPromoCode.path)).map((r) => new URL(r.url, 'http://localhost').searchParams.get('amount'));
    // The amount had not settled yet when the codes were applied: each was first checked alone (no amount).
    expect(checks).toEqual([null, null, '100', '40', '60']);

    // Its last use went meanwhile: the deposit is refused and the code field says why.
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'I accept these terms' })));
    await click('Pay online');
    const sent = seen.find((r) => r.url.includes(CALLS.depositGateway.path));
    expect(sent?.body).toMatchObject({ channelId: 2, amount: '60', promoCode: 'WELCOME8' });
    expect((sent?.body as Record<string, unknown>).promoId).toBeUndefined();
    expect(await screen.findByText('This code has been fully used.')).toBeTruthy();
  });

  it('says an unknown code is not valid before any amount is typed, and a good one waits for the amount', async () => {
    const { seen } = server(() => fieldError('promoCode', 'used_up'));
    await renderRoute('/m/voucherCenter', <DepositForm />);
    await screen.findByLabelText('Promo or bonus code', undefined, { timeout: 5000 });
    // The amount box shows the currency symbol once: its placeholder range has none.
    expect((screen.getByLabelText('Amount', { exact: true }) as HTMLInputElement).placeholder).toBe('10.00 – 20,000.00');

    await typeIn('Promo or bonus code', 'nope42');
    await click('Apply');
    expect(await screen.findByText('This code does not exist or is no longer available.')).toBeTruthy();
    expect(screen.queryByText('Enter an amount to see the bonus of this code.')).toBeNull();
    await click('Remove code');

    await typeIn('Promo or bonus code', 'welcome8');
    await click('Apply');
    expect(await screen.findByText('Enter an amount to see the bonus of this code.')).toBeTruthy();
    await typeIn('Amount', '100');
    expect(await screen.findByText('Welcome bonus 8.00: +￥8.00 bonus', undefined, { timeout: 3000 })).toBeTruthy();
    const checks = seen.filter((r) => r.url.includes(CALLS.checkPromoCode.path)).map((r) => new URL(r.url, 'http://localhost').searchParams.get('amount'));
    expect(checks).toEqual([null, null, '100']);
  });

  it('a picked promotion and a code exclude each other', async () => {
    server(() => fieldError('promoCode', 'used_up'));
    await renderRoute('/m/voucherCenter', <DepositForm />);
    await screen.findByLabelText('Promo or bonus code', undefined, { timeout: 5000 });
    await typeIn('Amount', '100');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /10% deposit bonus/ })));
    await typeIn('Promo or bonus code', 'WELCOME8');
    await click('Apply');
    // Applying the code unpicks the listed bonus, and "No bonus" is not shown as chosen beside it (issue 33 item 2).
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(await screen.findByText('Welcome bonus 8.00: +￥8.00 bonus')).toBeTruthy();
    // Picking one removes the code.
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /10% deposit bonus/ })));
    await waitFor(() => expect(codeField().value).toBe(''));
    expect(codeField().readOnly).toBe(false);
    expect(screen.queryByText('Welcome bonus 8.00: +￥8.00 bonus')).toBeNull();
  });

  it("shows a code's turnover terms before the member takes it; the deposit waits for them, and declining removes the code (issue 33 item 2)", async () => {
    const { seen } = server(() => fieldError('promoCode', 'used_up'));
    await renderRoute('/m/voucherCenter', <DepositForm />);
    await screen.findByLabelText('Promo or bonus code', undefined, { timeout: 5000 });
    await typeIn('Promo or bonus code', 'welcome8');
    await click('Apply');
    // Before an amount: the rule in words.
    const terms = await screen.findByTestId('promo-terms', undefined, { timeout: 3000 });
    expect(terms.textContent).toContain('Before any withdrawal, valid bets are needed: 1× the bonus + 1× the deposit.');
    expect(terms.textContent).toContain('Until then your whole balance stays locked: nothing can be withdrawn or transferred out.');
    // With an amount: what it asks for this deposit (100.00 + 8.00).
    await typeIn('Amount', '100');
    expect(await screen.findByText('Before any withdrawal, valid bets of ￥108.00 are needed: 1× the bonus + 1× the deposit.', undefined, { timeout: 3000 })).toBeTruthy();

    await click('Pay online');
    expect(await screen.findByText('Accept the bonus terms, or decline the bonus.')).toBeTruthy();
    expect(seen.some((r) => r.url.includes(CALLS.depositGateway.path))).toBe(false);

    await click('Decline bonus');
    await waitFor(() => expect(codeField().value).toBe(''));
    expect(screen.queryByTestId('promo-terms')).toBeNull();
    expect((screen.getByRole('radio', { name: 'No bonus' }) as HTMLInputElement).checked).toBe(true);
  });
});
