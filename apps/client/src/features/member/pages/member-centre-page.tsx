import '../member-centre.css';
import { isTrial } from '@wps/contract/lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoginRedirect } from '../../../shared/session/login-return';
import { formatBalance } from '../../../shared/format/money';
import { useBalanceQuery, useRefreshBalance } from '../../../shared/query/balance';
import { useMemberInfoQuery } from '../../../shared/query/member-info';
import { usePromoCountersQuery } from '../../../shared/query/promo-counters';
import { useUnreadCountQuery } from '../../../shared/query/unread';
import { toggleBalanceHidden, useBalanceHidden } from '../../../shared/session/balance-visibility';
import { useMemberAccess } from '../../../shared/session/member-access';
import { useSession } from '../../../shared/session/session-store';
import { confirmAndSignOut } from '../../../shared/session/sign-out';
import { useMenuFlags, useSettings, useSystemStatus, useWhitelabelFlags } from '../../../shared/system/system-store';
import { toggleTheme, useTheme } from '../../../shared/theme/theme';
import { LanguageButton } from '../../../shared/ui/language-button';
import { EntrySections } from '../components/entry-sections';
import { IconLogout, IconMoon } from '../components/centre-icons';
import { ProfileCard } from '../components/profile-card';
import { useMemberTranslation } from '../i18n';
import { centreLook, centreSections, hasEntry, unreadTotal, type CentreEntry } from '../components/centre-rules';

/** Member centre (/m/member/home, spec part 1 s2, part 2 s2): members and trial users only. */
export default function MemberCentrePage() {
  useMemberTranslation();
  const session = useSession();
  // Signing out here ends on home, not on the login page a visitor would be sent to.
  const [leaving, setLeaving] = useState(false);
  if (!session) return leaving ? null : <LoginRedirect />;
  return <Centre type={session.type} onLeave={() => setLeaving(true)} />;
}

function Centre({ type, onLeave }: { type: number; onLeave: () => void }) {
  const { t } = useMemberTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const status = useSystemStatus();
  const whitelabel = useWhitelabelFlags();
  const menuFlags = useMenuFlags();
  const access = useMemberAccess();
  const member = useMemberInfoQuery();
  const balance = useBalanceQuery();
  const refresh = useRefreshBalance();
  const unread = useUnreadCountQuery();
  const hidden = useBalanceHidden();
  const theme = useTheme();

  const look = centreLook(settings?.mobileTemplate ?? status?.info.mobileTemplate);
  const sections = centreSections({ type, menuFlags, referralOn: whitelabel.REFERRAL3 === true });
  const trial = isTrial(type);
  // The reward centre's badge: only asked when the entry is there, and never for trial accounts (no rewards).
  const counters = usePromoCountersQuery(!trial && hasEntry(sections, 'reward_center'));
  const currency = settings?.currency;
  const separators = currency ? { decimal: currency.decimal, group: currency.group } : undefined;
  const balanceText = balance.isError && !balance.data ? '--' : formatBalance(balance.data, hidden, separators);

  // Member-only entries go through the shared rule (trial users get free_reject); the rest simply open.
  const open = (e: Pick<CentreEntry, 'path' | 'memberOnly'>) => (e.memberOnly ? access.open(e.path) : navigate(e.path));

  return (
    <div className={`mc-page mc-look-${look}`} data-testid="member-centre" data-look={look}>
      <h1 className="mc-title">{t('mc_title')}</h1>

      {trial ? (
        <section className="mc-trial" role="note" data-testid="mc-trial-banner" aria-labelledby="mc-trial-title">
          <div>
            <h2 id="mc-trial-title">{t('mc_trial_title')}</h2>
            <p>{t('mc_trial_text')}</p>
          </div>
          <Link to="/m/register" className="btn btn-accent btn-sm">
            {t('register_now')}
          </Link>
        </section>
      ) : null}

      <ProfileCard
        look={look}
        member={member}
        balanceText={balanceText}
        balanceBusy={balance.isFetching}
        hidden={hidden}
        onToggleHidden={toggleBalanceHidden}
        onRefresh={() => void refresh()}
        onDeposit={() => open({ path: '/m/voucherCenter', memberOnly: true })}
        onWithdraw={() => open({ path: '/m/withdraw', memberOnly: true })}
      />

      <EntrySections
        look={look}
        sections={sections}
        counts={{ messages: unreadTotal(unread.data, type), reward_center: counters.data?.receiving ?? 0 }}
        onOpen={open}
      />

      <section className={`mc-section mc-${look}`} aria-labelledby="mc-h-prefs">
        <h2 id="mc-h-prefs" className="mc-section-title">
          {t('mc_section_preferences')}
        </h2>
        <ul className="mc-rows mc-prefs">
          <li>
            <LanguageButton className="row-btn mc-row" showLabel />
          </li>
          <li>
            <button type="button" className="row-btn mc-row" role="switch" aria-checked={theme === 'dark'} onClick={toggleTheme}>
              <span className="mc-icon">
                <IconMoon size={22} />
              </span>
              <span className="mc-label">{t('dark_mode')}</span>
              <span className={theme === 'dark' ? 'switch is-on' : 'switch'} aria-hidden="true" />
            </button>
          </li>
        </ul>
      </section>

      <button
        type="button"
        className="btn btn-danger-ghost btn-wide mc-signout"
        onClick={() => {
          onLeave();
          void confirmAndSignOut().then((done) => done && navigate('/m/home', { replace: true }));
        }}
      >
        <IconLogout size={18} />
        {t('sign_out')}
      </button>
    </div>
  );
}
