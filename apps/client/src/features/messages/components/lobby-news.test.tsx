import { fireEvent, screen, within } from '@testing-library/dom';
import type { LobbyNewsItem } from '@wps/contract';
import { act, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { render, Where } from '../../../test/render';
import { LobbyNewsList } from './lobby-news';

const items: LobbyNewsItem[] = [
  { id: 1, title: 'Our app is here', content: '<p>Play faster with the <strong>mobile app</strong>.</p>', linkUrl: '/m/app', date: '2026-05-01T08:00:00.000Z' },
  { id: 2, title: 'Play responsibly', content: '<p>See <a href="/m/customerService">customer service</a>.</p>', linkUrl: null, date: '2026-05-02T08:00:00.000Z' },
];

const show = (list: LobbyNewsItem[]) =>
  render(
    <MemoryRouter initialEntries={['/m/home']}>
      <Suspense fallback={null}>
        <LobbyNewsList items={list} />
      </Suspense>
      <Where />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await activateLanguage('EN');
});

describe('lobby news', () => {
  it('lists the items as buttons in a named section', async () => {
    await show(items);
    const section = await screen.findByRole('region', { name: 'News' });
    const cards = within(section).getAllByRole('button');
    expect(cards.map((c) => within(c).getByText(/./, { selector: '.news-card-title' }).textContent)).toEqual(['Our app is here', 'Play responsibly']);
  });

  it('opens an item in a sheet with its text and its link, which leads into the site', async () => {
    await show(items);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Our app is here/ })));
    const sheet = await screen.findByRole('dialog', { name: 'Our app is here' });
    expect(within(sheet).getByText('mobile app').tagName).toBe('STRONG');
    const more = within(sheet).getByRole('link', { name: 'Take a look' });
    expect(more.getAttribute('href')).toBe('/m/app');
    await act(async () => fireEvent.click(more));
    expect(screen.getByTestId('where').textContent).toBe('/m/app');
  });

  it('keeps a link of the text inside the app, and an item without a link has no button for it', async () => {
    await show(items);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Play responsibly/ })));
    const sheet = await screen.findByRole('dialog', { name: 'Play responsibly' });
    expect(within(sheet).queryByRole('link', { name: 'Take a look' })).toBeNull();
    await act(async () => fireEvent.click(within(sheet).getByRole('link', { name: 'customer service' })));
    expect(screen.getByTestId('where').textContent).toBe('/m/customerService');
  });

  it('shows nothing without news', async () => {
    await show([]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
