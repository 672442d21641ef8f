import { fireEvent, screen } from '@testing-library/dom';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { CentreDialog } from './centre-dialog';
import { Sheet } from './sheet';

/** Lets the dialog's focus frame (after the popup's own layout pass) run. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

const tab = (shift = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
const escape = () => act(() => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
const focused = () => (document.activeElement as HTMLElement | null)?.textContent || document.activeElement?.getAttribute('aria-label');

/** A page with a side menu (a sheet) that opens a picker (a centre dialog) inside it. */
function Page() {
  const [menu, setMenu] = useState(false);
  const [picker, setPicker] = useState(false);
  return (
    <>
      <output data-testid="open">{[menu && 'menu', picker && 'picker'].filter(Boolean).join(' ')}</output>
      <button type="button" onClick={() => setMenu(true)}>
        Open menu
      </button>
      <Sheet open={menu} onClose={() => setMenu(false)} position="right" bodyClassName="sidebar-body" className="sidebar" testId="menu" label="Menu">
        <button type="button">First</button>
        <a href="/m/vip">VIP</a>
        <button type="button" onClick={() => setPicker(true)}>
          Language
        </button>
      </Sheet>
      <CentreDialog open={picker} onClose={() => setPicker(false)} bodyClassName="picker" testId="picker" label="Choose a language">
        <button type="button">English</button>
        <button type="button">Filipino</button>
      </CentreDialog>
    </>
  );
}

async function openMenu() {
  await render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open menu' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  await nextFrame();
  return opener;
}

describe('dialogs', () => {
  it('move focus inside when they open', async () => {
    await openMenu();
    const menu = screen.getByTestId('menu');
    expect(menu.getAttribute('role')).toBe('dialog');
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(focused()).toBe('First');
  });

  it('keep Tab and Shift+Tab inside, wrapping at both ends', async () => {
    await openMenu();
    // Between the ends the browser moves focus itself.
    expect(tab()).toBe(true);
    screen.getByRole('button', { name: 'Language' }).focus();
    expect(tab()).toBe(false);
    expect(focused()).toBe('First');
    expect(tab(true)).toBe(false);
    expect(focused()).toBe('Language');
    // Focus that slipped out (a tap on the page behind) comes back on the next Tab.
    screen.getByRole('button', { name: 'Open menu' }).focus();
    tab();
    expect(focused()).toBe('First');
  });

  it('close on Escape and give focus back to what opened them', async () => {
    const opener = await openMenu();
    expect(screen.getByTestId('open').textContent).toBe('menu');
    await escape();
    expect(screen.getByTestId('open').textContent).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('answer only the innermost dialog: Escape closes the picker, not the menu under it', async () => {
    await openMenu();
    const language = screen.getByRole('button', { name: 'Language' });
    language.focus();
    await act(async () => fireEvent.click(language));
    await nextFrame();
    expect(screen.getByTestId('open').textContent).toBe('menu picker');
    expect(screen.getByTestId('picker').contains(document.activeElement)).toBe(true);
    expect(focused()).toBe('English');
    screen.getByRole('button', { name: 'Filipino' }).focus();
    tab();
    expect(focused()).toBe('English');
    await escape();
    // Back in the menu, on the row that opened the picker; the menu is still open and answers Escape next.
    expect(screen.getByTestId('open').textContent).toBe('menu');
    expect(document.activeElement).toBe(language);
    await escape();
    expect(screen.getByTestId('open').textContent).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});
