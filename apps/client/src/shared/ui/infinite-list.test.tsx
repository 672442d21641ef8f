import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL } from '@wps/contract/lite';
import { activateLanguage } from '../i18n/i18n';
import { cleanupRendered, render } from '../../test/render';
import { InfiniteList, type ListQuery } from './infinite-list';

/** IntersectionObserver stand-in: the test says when the end of the list comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: (entries: { isIntersecting: boolean }[]) => void;
  disconnected = false;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  static near() {
    for (const o of FakeObserver.all) if (!o.disconnected) o.callback([{ isIntersecting: true }]);
  }
}

const query = (over: Partial<ListQuery> = {}): ListQuery => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...over,
});

const show = (q: ListQuery, items: string[] = ['a', 'b']) =>
  render(<InfiniteList query={q} items={items} testId="list" emptyTestId="list-empty" emptyText="Nothing yet" render={(i) => <li key={i}>{i}</li>} />);

beforeAll(async () => {
  await activateLanguage('EN');
});
beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InfiniteList states', () => {
  it('shows loading shapes, or the list its own', async () => {
    await show(query({ isPending: true }));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('list')).toBeNull();
  });

  it('shows the error with a retry that refetches', async () => {
    const q = query({ isError: true, error: new Error('boom') });
    await show(q, []);
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state with its text', async () => {
    await show(query({ hasNextPage: false }), []);
    expect(screen.getByTestId('list-empty').textContent).toContain('Nothing yet');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows the items, then the end once no page is left', async () => {
    await show(query({ hasNextPage: false }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.getByText('No more records')).toBeTruthy();
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('a failed next page keeps the items and offers a retry of that page', async () => {
    const q = query({ isError: true, isFetchNextPageError: true, error: new Error('boom') });
    await show(q);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(q.refetch).not.toHaveBeenCalled();
  });

  it('a plain (unpaged) query shows no load-more row', async () => {
    await show(query({ fetchNextPage: undefined, hasNextPage: undefined }));
    expect(screen.queryByText('No more records')).toBeNull();
  });

  it('says its end text below a complete list, paged or not, and not while pages are left', async () => {
    const withEnd = (q: ListQuery) =>
      render(<InfiniteList query={q} items={['a']} emptyText="Nothing yet" endText="That's all" render={(i) => <li key={i}>{i}</li>} />);
    await withEnd(query({ fetchNextPage: undefined, hasNextPage: undefined }));
    expect(screen.getByTestId('list-end').textContent).toBe("That's all");
    expect(FakeObserver.all).toHaveLength(0);
    cleanupRendered();
    await withEnd(query({ hasNextPage: false }));
    expect(screen.getByTestId('list-end').textContent).toBe("That's all");
    cleanupRendered();
    await withEnd(query({ hasNextPage: true }));
    expect(screen.getByTestId('list-end').textContent).toBe('');
  });
});

describe('InfiniteList loading more', () => {
  it('watches 300 px below the viewport and loads the next page when the end comes near', async () => {
    const q = query();
    await show(q);
    expect(FakeObserver.all[0]?.options?.rootMargin).toBe(`0px 0px ${INFINITE_SCROLL.thresholdPx}px 0px`);
    act(() => FakeObserver.near());
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('loads at most once per second: a second request waits for the end of that second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const q = query();
    await show(q);
    act(() => FakeObserver.near());
    act(() => FakeObserver.near());
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL.minIntervalMs - 1));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while a page loads, and says so', async () => {
    const q = query({ isFetchingNextPage: true });
    await show(q);
    act(() => FakeObserver.near());
    expect(q.fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByText('Loading more…')).toBeTruthy();
  });
});
