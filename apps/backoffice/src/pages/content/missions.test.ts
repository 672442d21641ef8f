// @vitest-environment node
import type { OpsMission } from '@wps/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';
import { missionBody, missionValuesOf, targetOk, type MissionValues } from './mission-values';

const base: MissionValues = { ...missionValuesOf(null), titles: { EN: ' Ten spins ', CN: '  ', TH: 'หมุน 10 ครั้ง' }, target: '10', reward: '5' };

describe('missions form', () => {
  it('sends trimmed texts without empty languages, a whole count target and money with two decimals', () => {
    expect(missionBody(base)).toEqual({
      titles: { EN: 'Ten spins', TH: 'หมุน 10 ครั้ง' },
      descriptions: {},
      period: 'DAILY',
      metric: 'SPINS',
      gameType: null,
      target: '10',
      reward: '5.00',
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
  });

  it('money metrics take an amount target; a category only goes with the round metrics', () => {
    const wager = missionBody({ ...base, metric: 'VALID_BET', gameType: 'LIVE', target: '500', sort: 2 });
    expect(wager).toMatchObject({ target: '500.00', gameType: 'LIVE', sort: 2 });
    expect(missionBody({ ...base, metric: 'DEPOSITS', gameType: 'LIVE', target: '2' })).toMatchObject({ target: '2', gameType: null });
    const from = dayjs('2026-11-01T00:00:00Z');
    expect(missionBody({ ...base, window: [from, null] })).toMatchObject({ startsAt: from.toISOString(), endsAt: null });
  });

  it('checks a target against its metric', () => {
    expect(targetOk('SPINS', '10')).toBe(true);
    expect(targetOk('SPINS', '1.5')).toBe(false);
    expect(targetOk('SPINS', '0')).toBe(false);
    expect(targetOk('DEPOSIT_AMOUNT', '300.50')).toBe(true);
    expect(targetOk('VALID_BET', '0.00')).toBe(false);
    expect(targetOk('VALID_BET', 'abc')).toBe(false);
  });

  it('reads a mission back into the form', () => {
    const m: OpsMission = {
      id: 3, titles: { EN: 'Deposit twice' }, descriptions: {}, period: 'WEEKLY', metric: 'DEPOSITS', gameType: null, target: '2', reward: '10.00',
      enabled: false, startsAt: null, endsAt: null, sort: 4, completions: 1, createdAt: '2026-11-01T00:00:00.000Z',
    };
    expect(missionValuesOf(m)).toMatchObject({ period: 'WEEKLY', metric: 'DEPOSITS', gameType: '', target: '2', reward: '10.00', sort: 4, enabled: false, window: undefined });
  });

  it('the screens are content operators\' (and admins\')', () => {
    expect(callOf('missions', 'enable')).toBe('opsEnableMission');
    expect(callOf('missionCompletions', 'list')).toBe('opsMissionCompletions');
    for (const action of ['list', 'create', 'edit', 'enable'] as const) {
      expect(canDo(['content'], 'missions', action)).toBe(true);
      expect(canDo(['finance'], 'missions', action)).toBe(false);
    }
  });
});
