import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { useScrollMemory } from './scroll-memory';

let y = 0;
/** jsdom lays nothing out: a window whose scrollTo lands at once and reports the scroll, as a browser would. */
function scrollWindow(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

function Screen() {
  useScrollMemory();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <output data-testid="path">{pathname}</output>
      <button type="button" onClick={() => navigate('/m/register')}>
        register
      </button>
      <button type="button" onClick={() => navigate('/m/home', { replace: true })}>
        registered
      </button>
      <button type="button" onClick={() => navigate('/m/gameList')}>
        games
      </button>
      <button type="button" onClick={() => navigate('/m/gameList?vendor=PG')}>
        filter
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        forward
      </button>
    </>
  );
}

const tap = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => scrollWindow(top)) as typeof window.scrollTo);
});
afterEach(() => vi.restoreAllMocks());

describe('scroll memory', () => {
  it('opens every new screen at the top: a scrolled form does not carry its position to home', async () => {
    await render(
      <MemoryRouter initialEntries={['/m/home']}>
        <Screen />
      </MemoryRouter>,
    );
    await tap('register');
    scrollWindow(900);
    await tap('registered');
    expect(screen.getByTestId('path').textContent).toBe('/m/home');
    expect(window.scrollY).toBe(0);
  });

  it('restores the position on back and forward', async () => {
    await render(
      <MemoryRouter initialEntries={['/m/home']}>
        <Screen />
      </MemoryRouter>,
    );
    await tap('games');
    scrollWindow(300);
    await tap('register');
    expect(window.scrollY).toBe(0);
    scrollWindow(650);
    await tap('back');
    expect(screen.getByTestId('path').textContent).toBe('/m/gameList');
    expect(window.scrollY).toBe(300);
    await tap('forward');
    expect(screen.getByTestId('path').textContent).toBe('/m/register');
    expect(window.scrollY).toBe(650);
  });

  it('keeps the place when only the address search changes on the same screen', async () => {
    await render(
      <MemoryRouter initialEntries={['/m/gameList']}>
        <Screen />
      </MemoryRouter>,
    );
    scrollWindow(420);
    await tap('filter');
    expect(window.scrollY).toBe(420);
  });
});
