import { describe, expect, it } from 'vitest';
import { closeLoginPopup, isLoginPopupOpen, openLoginPopup } from './login-popup';

describe('login popup store', () => {
  it('opens and closes', () => {
    expect(isLoginPopupOpen()).toBe(false);
    openLoginPopup();
    expect(isLoginPopupOpen()).toBe(true);
    closeLoginPopup();
    expect(isLoginPopupOpen()).toBe(false);
  });
});
