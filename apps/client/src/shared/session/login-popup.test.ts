import { describe, expect, it } from 'vitest';
import { closeLoginPopup, isLoginPopupOpen, loginPopupReason, openLoginPopup, takeAfterLogin } from './login-popup';

describe('login popup store', () => {
  it('opens and closes', () => {
    expect(isLoginPopupOpen()).toBe(false);
    openLoginPopup();
    expect(isLoginPopupOpen()).toBe(true);
    closeLoginPopup();
    expect(isLoginPopupOpen()).toBe(false);
  });

  it('hands over what it was opened for once, and forgets it when opened for nothing', () => {
    const launch = () => {};
    openLoginPopup(launch);
    expect(takeAfterLogin()).toBe(launch);
    expect(takeAfterLogin()).toBeNull();
    openLoginPopup(launch);
    openLoginPopup();
    expect(takeAfterLogin()).toBeNull();
    closeLoginPopup();
  });

  it('says why it asks when a game needs an account, and nothing when opened plainly', () => {
    openLoginPopup(() => {}, 'play');
    expect(loginPopupReason()).toBe('play');
    closeLoginPopup();
    openLoginPopup();
    expect(loginPopupReason()).toBeNull();
    closeLoginPopup();
  });
});
