import { describe, expect, it } from 'vitest';
import { activeMenuEntry, backTarget, isHomePath, showBottomMenu, showHeader } from './layout-rules';

describe('layout rules (spec part 2 s2)', () => {
  it.each([
    ['/m/home', true, true],
    ['/m/login', false, false],
    ['/m/register', false, false],
    ['/m/forget', false, false],
    ['/m/message', false, true],
    ['/m/app', false, false],
    ['/m/gameList', false, false],
    ['/m/lottery', false, false],
    ['/m/vip', false, false],
    ['/m/slotsCenter', true, false],
    ['/m/changePsw', true, false],
    ['/m/notice', true, false],
    ['/m/activity', true, false],
    ['/m/activity/signIn', true, true],
    ['/m/voucherCenter', true, true],
    ['/m/member/home', true, true],
    ['/m/gameList/', false, false],
  ])('%s: header %s, bottom menu %s', (path, header, menu) => {
    expect(showHeader(path)).toBe(header);
    expect(showBottomMenu(path)).toBe(menu);
  });

  it.each([
    ['/m/login', 'home'],
    ['/m/register', 'home'],
    ['/m/trail', 'home'],
    ['/m/notice', 'home'],
    ['/m/forget', 'home'],
    ['/m/withdraw', 'history'],
    ['/m/activity', 'history'],
  ])('back from %s goes to %s', (path, target) => {
    expect(backTarget(path)).toBe(target);
  });

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])('%s is a home path', (path) => {
    expect(isHomePath(path)).toBe(true);
    expect(activeMenuEntry(path)).toBe('home');
  });

  it('highlights the matching bottom-menu entry', () => {
    expect(activeMenuEntry('/m/voucherCenter')).toBe('deposit');
    expect(activeMenuEntry('/m/inviteFriends')).toBe('share');
    expect(activeMenuEntry('/m/member/home')).toBe('members');
    expect(activeMenuEntry('/m/withdraw')).toBeNull();
  });
});
