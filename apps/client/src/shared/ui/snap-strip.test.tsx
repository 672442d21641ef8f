import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { SnapStrip, stripIndex, useSnapStrip } from './snap-strip';

function Strip({ count }: { count: number }) {
  const snap = useSnapStrip(count);
  return (
    <SnapStrip snap={snap} testId="strip" controls={{ prev: 'Previous', next: 'Next', status: `${snap.current + 1} / ${count}`, testId: 'status' }}>
      {Array.from({ length: count }, (_, i) => (
        <article key={i}>slide {i + 1}</article>
      ))}
    </SnapStrip>
  );
}

/** jsdom lays nothing out: give the strip a width, and a scrollTo that lands at once. */
function layOut(direction: 'ltr' | 'rtl' = 'ltr') {
  const el = screen.getByTestId('strip');
  el.style.direction = direction;
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: 300 });
  let left = 0;
  Object.defineProperty(el, 'scrollLeft', { configurable: true, get: () => left, set: (v: number) => (left = v) });
  const scrollTo = vi.fn((o: ScrollToOptions) => {
    left = o.left ?? left;
  });
  el.scrollTo = scrollTo as unknown as typeof el.scrollTo;
  const scrollBy = (to: number) => {
    left = to;
    fireEvent.scroll(el);
  };
  return { el, scrollTo, scrollBy };
}

afterEach(() => vi.useRealTimers());

describe('stripIndex', () => {
  it('counts slides from the offset, whichever way the strip scrolls', () => {
    expect(stripIndex({ scrollLeft: 600, clientWidth: 300 }, 5)).toBe(2);
    // Right to left: Chrome reports negative offsets.
    expect(stripIndex({ scrollLeft: -600, clientWidth: 300 }, 5)).toBe(2);
    expect(stripIndex({ scrollLeft: -3000, clientWidth: 300 }, 5)).toBe(4);
    expect(stripIndex({ scrollLeft: 160, clientWidth: 300 }, 5)).toBe(1);
    expect(stripIndex({ scrollLeft: 100, clientWidth: 0 }, 5)).toBe(0);
  });
});

describe('SnapStrip', () => {
  it('previous / next move one slide and report the index; the ends disable their button', async () => {
    await render(<Strip count={3} />);
    const { scrollTo } = layOut();
    expect(screen.getByTestId('status').textContent).toBe('1 / 3');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    expect(screen.getByTestId('status').textContent).toBe('2 / 3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(screen.getByTestId('status').textContent).toBe('3 / 3');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous' })));
    expect(screen.getByTestId('status').textContent).toBe('2 / 3');
  });

  it('scrolls towards negative offsets right to left', async () => {
    await render(<Strip count={3} />);
    const { scrollTo, scrollBy } = layOut('rtl');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.advanceTimersByTime(1000);
    // A swipe further left shows the third slide.
    act(() => scrollBy(-600));
    expect(screen.getByTestId('status').textContent).toBe('3 / 3');
  });

  it('the positions a smooth scroll passes on its way do not count; a swipe afterwards does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await render(<Strip count={5} />);
    const { scrollBy } = layOut();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    // On its way from slide 2 to slide 3 the strip passes slide 2 again.
    act(() => scrollBy(310));
    expect(screen.getByTestId('status').textContent).toBe('3 / 5');
    vi.advanceTimersByTime(1000);
    act(() => scrollBy(1200));
    expect(screen.getByTestId('status').textContent).toBe('5 / 5');
  });
});
