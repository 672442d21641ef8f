import { useEffect, useState } from 'react';

/** Days, hours, minutes and seconds until `end` (zero once passed). */
export function timeLeft(end: string, now: number): { d: number; h: number; m: number; s: number; over: boolean } {
  const ms = Math.max(0, Date.parse(end) - now);
  const total = Math.floor(ms / 1000);
  return { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60, over: ms === 0 };
}

/**
 * The time now, ticking each second, corrected by the server's clock (`serverNow` at `receivedAt`) so a phone whose
 * clock is off still counts down to the real end of the period.
 */
export function useNow(serverNow: string | undefined, receivedAt: number): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const skew = serverNow ? Date.parse(serverNow) - receivedAt : 0;
  return tick + skew;
}
