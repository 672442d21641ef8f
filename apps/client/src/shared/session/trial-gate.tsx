import { isTrial } from '@wps/contract/boot';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { useSession } from './session-store';

/** A trial (type 4) session: play money only, no deposits, cards or withdrawals (spec part 2 s1, s6). */
export function useIsTrial(): boolean {
  const session = useSession();
  return session !== null && isTrial(session.type);
}

/**
 * What a trial account sees instead of a real-money form (deposit, withdrawal, bank card, payment password, profile):
 * the register prompt up front, rather than a form that is refused only on submit. Anyone else sees `children`.
 */
export function RealMembersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!useIsTrial()) return children;
  return (
    <section className="mn-card trial-gate" data-testid="trial-gate" role="note">
      <p>{t('trial_register_prompt')}</p>
      <Link to="/m/register" className="btn btn-accent btn-wide">
        {t('register_now')}
      </Link>
    </section>
  );
}

/** Marks a trial account's balance as play money, next to the amount wherever a balance shows; nothing for members. */
export function PlayMoneyTag() {
  const { t } = useTranslation();
  if (!useIsTrial()) return null;
  return (
    <span className="play-money-tag" data-testid="play-money">
      {t('play_money')}
    </span>
  );
}
