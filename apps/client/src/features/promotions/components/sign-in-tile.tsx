import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * Home sign-in shortcut (spec part 2 s2), with a red dot while today's sign-in is still to do. Visitors get it at
 * once (the sign-in page sends them to log in); members get it through MemberSignInTile once the counters say the
 * daily sign-in runs. Its texts live in the shared locale files, like the referral tile's.
 */
export function SignInTile({ due }: { due: boolean }) {
  const { t } = useTranslation();
  return (
    <Link className="tile" to="/m/activity/signIn" data-testid="home-sign-in">
      <span className="tile-title">
        {t('signin_tile_title')}
        {due ? <span className="tile-dot" data-testid="home-sign-in-dot" role="img" aria-label={t('signin_tile_due')} /> : null}
      </span>
      <span className="tile-desc">{t('signin_tile_desc')}</span>
    </Link>
  );
}
