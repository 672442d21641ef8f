import { Link } from 'react-router';
import { showsReferralShortcut } from '@wps/contract/boot';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/session-store';
import { useWhitelabelFlags } from '../../../shared/system/system-store';

/**
 * Home referral shortcut: shown while the REFERRAL3 switch is on, to a visitor (who goes to log in) or a member who
 * is not an agent (who goes to the invite page). Its two texts live in the shared locale files: home renders it
 * without waiting for the promotions' own texts.
 */
export function ReferralTile() {
  const flags = useWhitelabelFlags();
  const session = useSession();
  const { t } = useTranslation();
  if (!showsReferralShortcut(flags.REFERRAL3 === true, session?.type ?? null)) return null;
  return (
    <Link className="tile" to={session ? '/m/inviteFriends' : '/m/login'} data-testid="home-referral">
      <span className="tile-title">{t('referral_title')}</span>
      <span className="tile-desc">{t('referral_desc')}</span>
    </Link>
  );
}
