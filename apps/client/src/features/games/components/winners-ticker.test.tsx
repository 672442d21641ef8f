import { screen, within } from '@testing-library/dom';
import type { RankEntry } from '@wps/contract';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import type * as SystemStore from '../../../shared/system/system-store';
import { render } from '../../../test/render';
import { STILL_ENTRIES, WinnersTicker } from './winners-ticker';

vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const entries: RankEntry[] = [
  { player: 'de***01', gameName: 'Lucky Slot', amount: '8888.00', time: '2026-05-01T08:00:00.000Z' },
  { player: 'mi***24', gameName: 'Dice 100', amount: '4850.00', time: '2026-05-01T07:00:00.000Z' },
  { player: 'ka***88', gameName: 'Lucky Slot', amount: '2500.00', time: '2026-05-01T06:00:00.000Z' },
  { player: 'lu***77', gameName: 'Dice 100', amount: '1455.00', time: '2026-05-01T05:00:00.000Z' },
];

/** The system's "reduce motion" setting as the page reads it. */
const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), addEventListener: () => {}, removeEventListener: () => {} }));

const show = (list: RankEntry[]) =>
  render(
    <Suspense fallback={null}>
      <WinnersTicker entries={list} />
    </Suspense>,
  );

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('winners ticker', () => {
  it('is a named region: the moving copy is hidden from screen readers, which read a still list of every win', async () => {
    prefersReducedMotion(false);
    await show(entries);
    const region = await screen.findByRole('region', { name: 'Big wins' });
    const track = region.querySelector('.g-winners-track')!;
    expect(track.getAttribute('aria-hidden')).toBe('true');
    expect(track.textContent).toContain('de***01 won ￥8,888.00 on Lucky Slot');
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'de***01 won ￥8,888.00 on Lucky Slot',
      'mi***24 won ￥4,850.00 on Dice 100',
      'ka***88 won ￥2,500.00 on Lucky Slot',
      'lu***77 won ￥1,455.00 on Dice 100',
    ]);
    expect(items[0]!.closest('ul')!.className).toBe('sr-only');
  });

  it('stands still with reduced motion: no moving copy, the biggest wins as a visible list', async () => {
    prefersReducedMotion(true);
    await show(entries);
    const region = await screen.findByRole('region', { name: 'Big wins' });
    expect(region.querySelector('.g-winners-track')).toBeNull();
    expect(region.querySelector('[aria-hidden]')).toBeNull();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(STILL_ENTRIES);
    expect(items[0]!.closest('ul')!.className).not.toContain('sr-only');
  });

  it('shows nothing without wins', async () => {
    prefersReducedMotion(false);
    const { container } = await show([]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
