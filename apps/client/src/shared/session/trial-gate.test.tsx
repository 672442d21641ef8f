import { screen } from '@testing-library/dom';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { activateLanguage } from '../i18n/i18n';
import { MoneyPage } from '../ui/money-page';
import { setSession } from './session-store';
import { PlayMoneyTag } from './trial-gate';

const session = (type: number) => ({ token: 't', id: 1, userName: type === 4 ? 'trial0001' : 'demo01', type, merchantCode: 'demo', firstTimeLogin: false });

const page = (realMoney: boolean) =>
  render(
    <MemoryRouter>
      <MoneyPage title="Deposit" testId="money" realMoney={realMoney}>
        <form data-testid="the-form" />
      </MoneyPage>
      <p data-testid="balance">
        ￥2,000.00
        <PlayMoneyTag />
      </p>
    </MemoryRouter>,
  );

beforeAll(async () => {
  await activateLanguage('EN');
});

describe('trial accounts on real-money screens (issue 15 item 15)', () => {
  it('a trial account gets the register prompt up front instead of the form, and its balance reads as play money', async () => {
    setSession(session(4));
    await page(true);
    expect(screen.queryByTestId('the-form')).toBeNull();
    expect(screen.getByTestId('trial-gate').textContent).toContain('This is a free-play account. Register a real account to use this function.');
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/m/register');
    expect(screen.getByTestId('balance').textContent).toBe('￥2,000.00Play money');
  });

  it('a member gets the form and a plain balance', async () => {
    setSession(session(0));
    await page(true);
    expect(screen.getByTestId('the-form')).toBeTruthy();
    expect(screen.queryByTestId('trial-gate')).toBeNull();
    expect(screen.queryByTestId('play-money')).toBeNull();
  });

  it('screens that are not about real money stay open to trial accounts', async () => {
    setSession(session(4));
    await page(false);
    expect(screen.getByTestId('the-form')).toBeTruthy();
  });
});
