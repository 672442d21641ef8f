import { describe, expect, it } from 'vitest';
import { memberAccess } from './member-access';

describe('member access', () => {
  it.each([
    [null, 'visitor'],
    [{ type: 4 }, 'trial'],
    [{ type: 0 }, 'member'],
    [{ type: 1 }, 'member'],
    [{ type: 41 }, 'member'],
  ] as const)('%j is a %s', (session, access) => {
    expect(memberAccess(session)).toBe(access);
  });
});
