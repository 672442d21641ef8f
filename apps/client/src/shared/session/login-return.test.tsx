import { screen } from '@testing-library/dom';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { afterLogin, LoginRedirect, loginPath, safeReturn } from './login-return';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

describe('the way back after logging in', () => {
  it('carries the screen the player asked for to the login page', () => {
    expect(loginPath('/m/voucherCenter')).toBe('/m/login?redirect=%2Fm%2FvoucherCenter');
    expect(loginPath('/m/launchGame?gameId=7&vendor=PG')).toBe('/m/login?redirect=%2Fm%2FlaunchGame%3FgameId%3D7%26vendor%3DPG');
    expect(afterLogin(new URLSearchParams(loginPath('/m/launchGame?gameId=7&vendor=PG').split('?')[1]))).toBe('/m/launchGame?gameId=7&vendor=PG');
  });

  it('goes home when there is nothing (or nothing safe) to return to', () => {
    expect(loginPath()).toBe('/m/login');
    expect(afterLogin(new URLSearchParams())).toBe('/m/home');
    for (const unsafe of ['https://evil.example/m/x', '//evil.example/m/x', '/m//evil.example', '/m/..\\evil', '/m/../x', 'javascript:alert(1)', '/other', '/m/login?redirect=%2Fm%2Fvip', '/m/register', '/m/changePsw?first=1']) {
      expect(safeReturn(unsafe), unsafe).toBeNull();
      expect(afterLogin(new URLSearchParams({ redirect: unsafe })), unsafe).toBe('/m/home');
    }
  });

  it('a members-only screen sends a visitor to login with its own address', async () => {
    await render(
      <MemoryRouter initialEntries={['/m/withdraw?from=menu']}>
        <Routes>
          <Route path="/m/withdraw" element={<LoginRedirect />} />
          <Route path="/m/login" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe(`/m/login?redirect=${encodeURIComponent('/m/withdraw?from=menu')}`);
  });
});
