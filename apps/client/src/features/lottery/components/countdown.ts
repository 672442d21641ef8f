import type { Numero } from '@wps/contract';
import { useEffect, useRef, useState } from 'react';

/** Seconds from `now` (ms) until the ISO time `at`, rounded up so "00:00" means the moment has come; never negative. */
export function secondsUntil(at: string, now: number): number {
  const ms = Date.parse(at) - now;
  return Number.isNaN(ms) || ms <= 0 ? 0 : Math.ceil(ms / 1000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as a clock: "04:59", "1:02:03" from an hour up. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return h > 0 ? `${h}:${mm}` : mm;
}

/**
 * The open period as the player reads it: a TCG lottery's period text ("20261124-0123"), else the number of the
 * member's next in-house draw.
 */
export const periodText = (n: Pick<Numero, 'numero' | 'period'>): string => n.period ?? String(n.numero);

/** Where an open period stands at `now`: taking orders (with the seconds left), closed and waiting for its draw, or drawn. */
export type PeriodPhase = { phase: 'open'; seconds: number } | { phase: 'closed' } | { phase: 'drawn' };
export function periodPhase(p: { closesAt: string; drawAt?: string | undefined }, now: number): PeriodPhase {
  const seconds = secondsUntil(p.closesAt, now);
  if (seconds > 0) return { phase: 'open', seconds };
  return p.drawAt && secondsUntil(p.drawAt, now) === 0 ? { phase: 'drawn' } : { phase: 'closed' };
}

/** The time now, moving on each second while the screen shows a countdown. */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** A little after a period's draw time: the server has had time to draw it. */
export const AFTER_DRAW_MS = 2500;

/**
 * Calls `refetch` once the time `at` (ISO) has passed, plus a short grace. `version` is the data's update time: an
 * answer that is still behind (same period) sets the timer again, so it asks every few seconds until it moves on.
 */
export function useRefetchAt(at: string | undefined, version: number, refetch: () => unknown): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const due = at ? Date.parse(at) : NaN;
    if (Number.isNaN(due)) return;
    const id = window.setTimeout(() => void latest.current(), Math.max(0, due - Date.now()) + AFTER_DRAW_MS);
    return () => window.clearTimeout(id);
  }, [at, version]);
}
