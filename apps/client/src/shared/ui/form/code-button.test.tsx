import { act } from 'react';
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { render } from '../../../test/render';
import { CodeButton } from './code-button';

vi.mock('../feedback', () => ({ showToast: async () => {}, showLoading: async () => () => {}, confirmDialog: async () => false }));

const texts = { get: 'Get code', sending: 'Sending…', sent: 'Code sent.', countdown: (s: number) => `${s} s` };
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

afterEach(() => vi.useRealTimers());

describe('CodeButton (issue 15 item 13)', () => {
  it("counts down to the answer's expirationTime (when another code may be asked for), then offers the button again", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const send = vi.fn(async () => ({ expirationTime: Date.now() + 60_000 }));
    await render(<CodeButton ready send={send} notReadyText="no" texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(screen.getByTestId('sms-button').textContent).toBe('60 s');
    expect((screen.getByTestId('sms-button') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(59_500)));
    expect(screen.getByTestId('sms-button').textContent).toBe('1 s');
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(screen.getByTestId('sms-button').textContent).toBe('Get code');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("a refused request (RATE_LIMITED) counts down the server's retryAfterMs instead of inviting more taps", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const send = vi.fn(async () => {
      throw new ApiError('RATE_LIMITED', 'err_rate_limited', 429, { retryAfterMs: 42_000 });
    });
    await render(<CodeButton ready send={send} notReadyText="no" texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(screen.getByTestId('sms-button').textContent).toBe('42 s');
    fireEvent.click(screen.getByTestId('sms-button'));
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
