import { Suspense } from 'react';
import { Link } from 'react-router';
import { showsReferralShortcut } from '@wps/contract/boot';
import { useSession } from '../../../shared/session/session-store';
import { useWhitelabelFlags } from '../../../shared/system/system-store';
import { usePromotionsTranslation } from '../i18n';

function Tile({ to }: { to: string }) {
  // The promotions' locale files are their own chunks: they stay out of the home boot chunk and load after it.
  const { t } = usePromotionsTranslation();
  return (
    <Link className="tile" to={to} data-testid="home-referral">
      <span className="tile-title">{t('referral_title')}</span>
      <span className="tile-desc">{t('referral_desc')}</span>
    </Link>
  );
}

/**
 * Home referral shortcut: shown while the REFERRAL3 switch is on, to a visitor (who goes to log in) or a member who
 * is not an agent (who goes to the invite page). Its texts load after first paint; until then it renders nothing.
 */
export function ReferralTile() {
  const flags = useWhitelabelFlags();
  const session = useSession();
  if (!showsReferralShortcut(flags.REFERRAL3 === true, session?.type ?? null)) return null;
  return (
    <Suspense fallback={null}>
      <Tile to={session ? '/m/inviteFriends' : '/m/login'} />
    </Suspense>
  );
}
