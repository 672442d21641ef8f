import { fireEvent, screen } from '@testing-library/dom';
import { act, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { QueryProvider } from '../../../shared/query/query-provider';
import { stubFetch } from '../../../test/envelope-fetch';
import { render } from '../../../test/render';
import { PaymentPasswordForm, ResetPinForm } from './security-forms';

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('payment password forms', () => {
  it.each(['123456', '654321', '111111'])('refuses the trivial %s on the field, before any call', async (pin) => {
    const { seen } = stubFetch(() => ({ body: { success: true, value: null } }));
    await render(
      <QueryProvider>
        <Suspense fallback={null}>
          <PaymentPasswordForm hasPassword={false} />
          <ResetPinForm />
        </Suspense>
      </QueryProvider>,
    );
    await screen.findByRole('button', { name: 'Save payment password' }, { timeout: 5000 });
    const [setNew] = screen.getAllByLabelText('New payment password', { exact: true });
    await act(async () => {
      fireEvent.change(setNew!, { target: { value: pin } });
      type('Repeat the new payment password', pin);
      fireEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    });
    expect(screen.getAllByText(/Too easy to guess/)).toHaveLength(1);

    const [, resetNew] = screen.getAllByLabelText('New payment password', { exact: true });
    await act(async () => {
      type('Login password', 'secret-1');
      fireEvent.change(resetNew!, { target: { value: pin } });
      fireEvent.click(screen.getByRole('button', { name: 'Reset payment password' }));
    });
    expect(screen.getAllByText(/Too easy to guess/)).toHaveLength(2);
    expect(seen).toEqual([]);
  });
});
