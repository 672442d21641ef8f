import { screen } from '@testing-library/dom';
import { render } from '../test/render';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../shared/i18n/i18n';
import { AppRoutes } from './app';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await activateLanguage('EN');
});

describe('routing', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])('home alias %s shows home', async (path) => {
    await renderAt(path);
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(screen.getByTestId('bottom-menu')).toBeTruthy();
  });

  it.each(['/m/nope', '/somewhere/else', '/m/member/unknown'])('unknown path %s goes home (replace)', async (path) => {
    await renderAt(path);
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/m/home');
  });

  it('the slots hall is real, with the header and without the bottom menu', async () => {
    await renderAt('/m/slotsCenter');
    expect(await screen.findByRole('heading', { name: 'Slots hall' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(screen.queryByTestId('bottom-menu')).toBeNull();
  });

  it('the login page is real, without header or bottom menu', async () => {
    await renderAt('/m/login');
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('app-header')).toBeNull();
    expect(screen.queryByTestId('bottom-menu')).toBeNull();
  });

  it('visitors see login and language buttons in the header', async () => {
    await renderAt('/m/home');
    await screen.findByTestId('home-page');
    const header = screen.getByTestId('app-header');
    expect(header.querySelector('a[href="/m/login"]')?.textContent).toBe('Log in');
    expect(screen.getAllByRole('button', { name: /^Language\b/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    // DIRECTREG3 is off without settings: no register button.
    expect(header.querySelector('a[href="/m/register"]')).toBeNull();
  });
});
