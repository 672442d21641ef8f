import { useEffect, useState } from 'react';

/** Days, hours and minutes until `end` (null once passed): a raffle's countdown needs no seconds. */
export function timeLeft(end: string, now: number): { d: number; h: number; m: number } | null {
  const ms = Date.parse(end) - now;
  if (ms <= 0) return null;
  const minutes = Math.round(ms / 60_000);
  return { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 };
}

/** The time now by the server's clock (`serverNow` at `receivedAt`), moving on each half minute. */
export function useServerNow(serverNow: string | undefined, receivedAt: number): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return tick + (serverNow ? Date.parse(serverNow) - receivedAt : 0);
}
