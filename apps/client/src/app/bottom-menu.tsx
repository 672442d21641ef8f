import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { TOAST_MS, isTrial } from '@wps/contract/boot';
import { loginPath } from '../shared/session/login-return';
import { useSession } from '../shared/session/session-store';
import { resourceUrl, useSystemStatus } from '../shared/system/system-store';
import { confirmDialog, showToast } from '../shared/ui/feedback';
import { IconChat, IconHome, IconShare, IconUser, IconWallet } from '../shared/ui/icons';
import { activeMenuEntry, HOME_PATH, type MenuEntry } from './layout-rules';

/** Bottom menu of spec part 2 s2: Home, Share, Deposit, WhatsApp, Members. */
export function BottomMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const status = useSystemStatus();
  const active = activeMenuEntry(pathname);

  /**
   * Trial accounts (type 4) are asked to register instead of using member functions; a visitor logs in first and
   * then comes to the screen they tapped.
   */
  const guarded = (path: string, needsLogin: boolean) => async () => {
    if (!session && needsLogin) return navigate(loginPath(path));
    if (session && isTrial(session.type)) {
      if (await confirmDialog(t('trial_register_prompt'), 'register_now')) navigate('/m/register');
      return;
    }
    navigate(path);
  };

  const openWhatsApp = () => {
    const url = resourceUrl(status, 'WHATSAPP');
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else void showToast(t('link_pending'), TOAST_MS.comingSoon);
  };

  const item = (entry: MenuEntry | 'whatsapp', label: string, icon: ReactNode, onClick: () => void) => (
    <li>
      <button
        type="button"
        className={entry === active ? 'tab is-active' : 'tab'}
        aria-current={entry === active ? 'page' : undefined}
        onClick={onClick}
      >
        {icon}
        <span>{label}</span>
      </button>
    </li>
  );

  return (
    <nav className="bottom-menu" data-testid="bottom-menu" aria-label={t('main_menu')}>
      <ul>
        {item('home', t('nav_home'), <IconHome />, () => navigate(HOME_PATH))}
        {item('share', t('nav_share'), <IconShare />, guarded('/m/inviteFriends', true))}
        {item('deposit', t('nav_deposit'), <IconWallet />, guarded('/m/voucherCenter', false))}
        {item('whatsapp', t('nav_whatsapp'), <IconChat />, openWhatsApp)}
        {item('members', t('nav_members'), <IconUser />, guarded('/m/member/home', true))}
      </ul>
    </nav>
  );
}
