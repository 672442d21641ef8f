// @vitest-environment node
import type { OpsRaffle } from '@wps/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';
import { amountOk, raffleActions, raffleBody, raffleValuesOf } from './raffle-values';

const from = dayjs('2026-12-01T00:00:00Z');
const to = dayjs('2026-12-08T00:00:00Z');

describe('raffles form', () => {
  it('sends trimmed texts, money with two decimals, ranks in the prizes\' order and ISO times', () => {
    const body = raffleBody({
      titles: { EN: ' Lucky draw ', CN: ' ' },
      descriptions: { EN: 'Deposit to enter' },
      ticketStep: '10',
      maxTickets: null,
      window: [from, to],
      drawAt: to.add(1, 'hour'),
      prizes: [
        { amount: '888', winners: 1 },
        { amount: '8.5', winners: 3 },
      ],
    });
    expect(body).toEqual({
      titles: { EN: 'Lucky draw' },
      descriptions: { EN: 'Deposit to enter' },
      ticketStep: '10.00',
      maxTickets: null,
      startsAt: from.toISOString(),
      endsAt: to.toISOString(),
      drawAt: to.add(1, 'hour').toISOString(),
      prizes: [
        { rank: 1, amount: '888.00', winners: 1 },
        { rank: 2, amount: '8.50', winners: 3 },
      ],
    });
  });

  it('reads a raffle back into the form; a new one starts with one prize and a week\'s window', () => {
    const r: OpsRaffle = {
      id: 2, titles: { EN: 'Weekly' }, descriptions: {}, state: 'open', ticketStep: '50.00', maxTickets: 10,
      startsAt: from.toISOString(), endsAt: to.toISOString(), drawAt: to.toISOString(), prizes: [{ rank: 1, amount: '100.00', winners: 2 }],
      entrants: 0, totalTickets: 0, drawnAt: null, drawnBy: null, winners: [], createdAt: from.toISOString(),
    };
    expect(raffleValuesOf(r)).toMatchObject({ ticketStep: '50.00', maxTickets: 10, prizes: [{ amount: '100.00', winners: 2 }] });
    const fresh = raffleValuesOf(null, dayjs('2026-12-01T10:20:00Z'));
    expect(fresh.prizes).toEqual([{ amount: '', winners: 1 }]);
    expect(fresh.window?.[0]?.toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(fresh.drawAt?.isAfter(fresh.window?.[1] ?? null)).toBe(true);
  });

  it('checks amounts and offers the actions of each state', () => {
    expect(['10', '0.5', '1,000.00'].map(amountOk)).toEqual([true, true, true]);
    expect(['0', '', '1.234', 'x'].map(amountOk)).toEqual([false, false, false, false]);
    expect(raffleActions({ state: 'open' })).toEqual({ edit: true, cancel: true, draw: false });
    expect(raffleActions({ state: 'closed' })).toEqual({ edit: true, cancel: true, draw: true });
    expect(raffleActions({ state: 'drawn' })).toEqual({ edit: false, cancel: false, draw: false });
    expect(raffleActions({ state: 'cancelled' })).toEqual({ edit: false, cancel: false, draw: false });
  });

  it('finance runs raffles; content and support do not (each menu group is for its own role)', () => {
    expect(callOf('raffles', 'draw')).toBe('opsDrawRaffle');
    expect(callOf('raffleEntries', 'list')).toBe('opsRaffleEntries');
    for (const action of ['list', 'create', 'edit', 'cancel', 'draw'] as const) {
      expect(canDo(['finance'], 'raffles', action)).toBe(true);
      expect(canDo(['content'], 'raffles', action)).toBe(false);
      expect(canDo(['support'], 'raffles', action)).toBe(false);
    }
  });
});
