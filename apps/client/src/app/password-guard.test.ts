import { describe, expect, it } from 'vitest';
import { forcedPasswordTarget } from './password-guard';

describe('forced password change guard', () => {
  it('sends a session that must change its password to /m/changePsw from any other route', () => {
    for (const path of ['/m/home', '/m/', '/m/voucherCenter', '/m/login', '/m/gameList']) {
      expect(forcedPasswordTarget(true, path)).toBe('/m/changePsw?first=1');
    }
  });
  it('leaves /m/changePsw itself alone', () => {
    expect(forcedPasswordTarget(true, '/m/changePsw')).toBeNull();
  });
  it('does nothing for visitors and for members with a normal password', () => {
    expect(forcedPasswordTarget(undefined, '/m/home')).toBeNull();
    expect(forcedPasswordTarget(false, '/m/voucherCenter')).toBeNull();
  });
});
