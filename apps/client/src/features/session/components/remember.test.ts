import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRemembered, loadRemembered, saveRemembered } from './remember';

describe('remembered login', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips per method and never stores the password as plain text', async () => {
    await saveRemembered({ type: 'username', username: 'demo01', password: 'Secret@123', countryDialingCode: '' });
    await saveRemembered({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '+63' });
    const raw = localStorage.getItem('MC_REMEMBER_LOGIN') ?? '';
    expect(raw).not.toBe('');
    expect(raw).not.toContain('Secret@123');
    expect(raw).not.toContain('demo01');
    expect(await loadRemembered('username')).toEqual({ type: 'username', username: 'demo01', password: 'Secret@123', countryDialingCode: '' });
    expect((await loadRemembered('sms'))?.countryDialingCode).toBe('+63');

    await forgetRemembered('username');
    expect(await loadRemembered('username')).toBeNull();
    expect(await loadRemembered('sms')).not.toBeNull();
    await forgetRemembered('sms');
    expect(localStorage.getItem('MC_REMEMBER_LOGIN')).toBeNull();
  });

  it('forgets a tampered value instead of failing', async () => {
    localStorage.setItem('MC_REMEMBER_LOGIN', JSON.stringify({ v: 2, iv: 'AAAA', data: 'AAAA' }));
    expect(await loadRemembered('username')).toBeNull();
    expect(localStorage.getItem('MC_REMEMBER_LOGIN')).toBeNull();
  });
});
