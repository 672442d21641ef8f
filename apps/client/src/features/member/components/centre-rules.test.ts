import { describe, expect, it } from 'vitest';
import { MENU_MODULES } from '@wps/contract/lite';
import { centreLook, centreSections, unreadTotal, type CentreSection } from './centre-rules';

const allOn = Object.fromEntries(MENU_MODULES.map((m) => [m.key, true]));
const ids = (sections: CentreSection[]) => sections.flatMap((s) => s.entries.map((e) => e.id));
const sectionIds = (sections: CentreSection[]) => sections.map((s) => s.id);

describe('member centre look (mobileTemplate.mem_cen)', () => {
  it.each([
    [{ mem_cen: '1' }, 'cards'],
    [{ mem_cen: '0' }, 'classic'],
    [{}, 'classic'],
    [null, 'classic'],
    [undefined, 'classic'],
  ] as const)('%j -> %s', (template, look) => {
    expect(centreLook(template)).toBe(look);
  });
});

describe('member centre entries', () => {
  it('a visitor gets nothing (the page sends them to login)', () => {
    expect(centreSections({ type: null, menuFlags: allOn, referralOn: true })).toEqual([]);
  });

  it('a member sees the six menu items, services and help, but no agent section', () => {
    const s = centreSections({ type: 0, menuFlags: allOn, referralOn: true });
    expect(sectionIds(s)).toEqual(['account', 'services', 'help']);
    expect(ids(s)).toEqual([
      'bet_record',
      'transaction_record',
      'profit_and_loss',
      'reward_center',
      'points_mall',
      'security_center',
      'change_password',
      'messages',
      'vip_club',
      'promotions',
      'invite_friends',
      'settings',
      'responsible_gaming',
      'app_download',
      'customer_service',
      'feedback',
    ]);
  });

  it('offers the login password change to every member, whatever the menu switches (issue 15)', () => {
    const none = centreSections({ type: 0, menuFlags: {}, referralOn: false });
    expect(none.find((s) => s.id === 'account')?.entries).toEqual([{ id: 'change_password', path: '/m/changePsw', memberOnly: true }]);
  });

  it('help leads to the app download guide, the customer-service channels and the feedback form', () => {
    const help = centreSections({ type: 0, menuFlags: allOn, referralOn: true }).find((x) => x.id === 'help');
    expect(help?.entries.map((e) => [e.id, e.path])).toEqual([
      ['app_download', '/m/app'],
      ['customer_service', '/m/customerService'],
      ['feedback', '/m/feedback'],
    ]);
  });

  it.each([1, 2, 41, 42])('agent type %i (the menus reading) gets the agent section and no referral shortcut', (type) => {
    const s = centreSections({ type, menuFlags: allOn, referralOn: true });
    const agent = s.find((x) => x.id === 'agent');
    expect(agent?.entries.map((e) => e.path)).toEqual([
      '/m/agent',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ]);
    expect(ids(s)).not.toContain('invite_friends');
  });

  it.each([0, 4, 40])('type %i has no agent section', (type) => {
    expect(sectionIds(centreSections({ type, menuFlags: allOn, referralOn: true }))).not.toContain('agent');
  });

  it('the menu items follow their module keys; with all keys off the account section keeps the password change', () => {
    const some = centreSections({ type: 0, menuFlags: { TRANSREC3: true, SECPRIV: true, PTSYS3: false }, referralOn: true });
    expect(some[0]).toMatchObject({ id: 'account' });
    expect(some[0]!.entries.map((e) => e.id)).toEqual(['transaction_record', 'security_center', 'change_password']);
    expect(sectionIds(centreSections({ type: 0, menuFlags: {}, referralOn: true }))).toEqual(['account', 'services', 'help']);
  });

  it('invite friends needs the referral promotion', () => {
    expect(ids(centreSections({ type: 0, menuFlags: allOn, referralOn: false }))).not.toContain('invite_friends');
  });

  it('a trial user sees the same entries as a member; these are member-only (refused with free_reject)', () => {
    const s = centreSections({ type: 4, menuFlags: allOn, referralOn: true });
    const entries = s.flatMap((x) => x.entries);
    expect(ids(s)).toEqual(ids(centreSections({ type: 0, menuFlags: allOn, referralOn: true })));
    expect(entries.filter((e) => e.memberOnly).map((e) => e.id)).toEqual([
      'bet_record',
      'transaction_record',
      'profit_and_loss',
      'reward_center',
      'points_mall',
      'security_center',
      'change_password',
      'invite_friends',
      'settings',
      'responsible_gaming',
      'feedback',
    ]);
  });
});

describe('messages badge total', () => {
  it('adds announcements, inbox and chat; trial users have no inbox', () => {
    expect(unreadTotal({ announcement: 2, inbox: 3, chat: 1 }, 0)).toBe(6);
    expect(unreadTotal({ announcement: 2, inbox: 3, chat: 1 }, 4)).toBe(3);
    expect(unreadTotal(undefined, 0)).toBe(0);
  });
});
