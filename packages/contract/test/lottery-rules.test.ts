import { describe, expect, it } from 'vitest';
import {
  drawFromHash,
  normalizeSelection,
  payoutFor,
  periodAt,
  periodBefore,
  periodOfNumero,
  selectionWins,
  type LotteryBetType,
} from '../src/index.js';

describe('lottery selections', () => {
  it.each<[LotteryBetType, string, string | null]>([
    ['BIG_SMALL', 'big', 'BIG'],
    ['BIG_SMALL', ' SMALL ', 'SMALL'],
    ['BIG_SMALL', 'ODD', null],
    ['ODD_EVEN', 'even', 'EVEN'],
    ['ODD_EVEN', 'BIG', null],
    ['POSITION', '3:7', '3:7'],
    ['POSITION', '6:1', null],
    ['POSITION', '0:1', null],
    ['POSITION', '1:10', null],
    ['TAIL2', '07', '07'],
    ['TAIL2', '7', null],
    ['TAIL2', '070', null],
    ['TAIL3', '407', '407'],
    ['TAIL3', '4a7', null],
  ])('%s %j -> %j', (type, selection, expected) => expect(normalizeSelection(type, selection)).toBe(expected));
});

describe('lottery payouts', () => {
  // 40713: sum 15 (small, odd); last two 13, last three 713.
  it.each<[LotteryBetType, string, string, bigint]>([
    ['BIG_SMALL', 'SMALL', '40713', 1_98n],
    ['BIG_SMALL', 'BIG', '40713', 0n],
    ['BIG_SMALL', 'BIG', '99500', 1_98n], // sum 23: the first big sum
    ['BIG_SMALL', 'SMALL', '99400', 1_98n], // sum 22: the last small sum
    ['ODD_EVEN', 'ODD', '40713', 1_98n],
    ['ODD_EVEN', 'EVEN', '40713', 0n],
    ['POSITION', '1:4', '40713', 9_80n],
    ['POSITION', '5:3', '40713', 9_80n],
    ['POSITION', '2:4', '40713', 0n],
    ['TAIL2', '13', '40713', 95_00n],
    ['TAIL2', '71', '40713', 0n],
    ['TAIL3', '713', '40713', 950_00n],
    ['TAIL3', '413', '40713', 0n],
  ])('%s %s on %s pays %s per 1.00', (type, selection, draw, payout) => {
    expect(payoutFor(type, selection, 1_00n, draw)).toBe(payout);
    expect(selectionWins(type, selection, draw)).toBe(payout > 0n);
  });

  it('floors a payout to the minor unit', () => expect(payoutFor('BIG_SMALL', 'SMALL', 1n, '00000')).toBe(1n));

  it('draws five digits from a hash', () => {
    // 0x0000, 0x000a, 0x0013, 0x0064, 0xffff modulo 10.
    expect(drawFromHash('0000000a00130064ffff')).toBe('00905');
    expect(drawFromHash('a'.repeat(64))).toMatch(/^\d{5}$/);
  });
});

describe('lottery periods', () => {
  it.each<['ent' | 'trad', string, string, string]>([
    ['ent', '2026-11-24T00:00:00Z', '20261124-0001', '2026-11-24T00:03:00.000Z'],
    ['ent', '2026-11-24T00:02:59Z', '20261124-0001', '2026-11-24T00:03:00.000Z'],
    ['ent', '2026-11-24T00:03:00Z', '20261124-0002', '2026-11-24T00:06:00.000Z'],
    ['ent', '2026-11-24T23:59:59Z', '20261124-0480', '2026-11-25T00:00:00.000Z'],
    ['trad', '2026-11-24T06:10:00Z', '20261124-0075', '2026-11-24T06:15:00.000Z'],
  ])('%s at %s is %s drawn at %s', (type, at, numero, drawAt) => {
    const p = periodAt(type, new Date(at));
    expect(p.numero).toBe(numero);
    expect(p.drawAt.toISOString()).toBe(drawAt);
    expect(p.drawAt.getTime() - p.closesAt.getTime()).toBe(10_000);
    expect(periodOfNumero(type, numero)).toEqual(p);
  });

  it('crosses midnight backwards and refuses numbers that are not periods', () => {
    const first = periodAt('ent', new Date('2026-11-24T00:01:00Z'));
    expect(periodBefore('ent', first).numero).toBe('20261123-0480');
    expect(periodOfNumero('ent', '20261124-0481')).toBeNull();
    expect(periodOfNumero('trad', '20261124-0289')).toBeNull();
    expect(periodOfNumero('ent', '20261124-0000')).toBeNull();
    expect(periodOfNumero('ent', '20261340-0001')).toBeNull();
  });
});


describe('shipped to the lottery page', () => {
  /** The function rebuilt from its own source alone, as the TCG lottery page runs it (no outside names reachable). */
  const shipped = <F>(fn: F): F => new Function(`return (${String(fn)})`)() as F;
  it('normalizes selections without the module around it', () => {
    const normalize = shipped(normalizeSelection);
    expect(normalize('POSITION', '3:7')).toBe('3:7');
    expect(normalize('BIG_SMALL', 'small')).toBe('SMALL');
    expect(normalize('TAIL3', '12')).toBeNull();
  });
});
