import { TOAST_MS } from '@wps/contract/lite';
import { apiCall } from '../api/client';
import { confirmDialog, showLoading } from '../ui/feedback';
import { clearSession, getSession } from './session-store';
import { i18n } from '../i18n/translator';

/**
 * Sign out everywhere goes through here (spec part 1 s4): confirm with in_sure_logout, loading toast, logout call
 * with the token, then forget the session locally even if the call failed. Returns whether the user signed out.
 */
export async function confirmAndSignOut(): Promise<boolean> {
  if (!(await confirmDialog(i18n.t('in_sure_logout')))) return false;
  const close = await showLoading(i18n.t('in_please_wait'), TOAST_MS.logoutLoading);
  const token = getSession()?.token;
  try {
    if (token) await apiCall('logout', { token });
  } catch {
    // The server may already have ended it; the local session goes regardless.
  } finally {
    clearSession();
    close();
  }
  return true;
}
