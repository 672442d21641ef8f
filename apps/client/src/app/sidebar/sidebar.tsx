import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { formatBalance } from '../../shared/format/money';
import { useBalanceQuery, useRefreshBalance } from '../../shared/query/balance';
import { useDisplayName, useMemberInfoQuery } from '../../shared/query/member-info';
import { toggleBalanceHidden, useBalanceHidden } from '../../shared/session/balance-visibility';
import { loginPath } from '../../shared/session/login-return';
import { useSession } from '../../shared/session/session-store';
import { PlayMoneyTag } from '../../shared/session/trial-gate';
import { confirmAndSignOut } from '../../shared/session/sign-out';
import { useMenuFlags, useSettings } from '../../shared/system/system-store';
import { toggleTheme, useTheme } from '../../shared/theme/theme';
import { IconChevron, IconClose, IconUser } from '../../shared/ui/icons';
import { LanguageButton } from '../../shared/ui/language-button';
import { MemberAvatar } from '../../shared/ui/member-avatar';
import { Sheet } from '../../shared/ui/sheet';
import { HOME_PATH } from '../layout-rules';
import { visibleMenuItems } from './menu-items';

/** Right sidebar (spec part 1 s2 "Right sidebar"), loaded the first time it opens. */
export default function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const member = useMemberInfoQuery();
  const name = useDisplayName();
  const balance = useBalanceQuery();
  const refresh = useRefreshBalance();
  const hidden = useBalanceHidden();
  const theme = useTheme();
  const currency = useSettings()?.currency;
  const items = visibleMenuItems(useMenuFlags());

  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const separators = currency ? { decimal: currency.decimal, group: currency.group } : undefined;

  return (
    <Sheet open={open} onClose={onClose} position="right" bodyClassName="sidebar-body" className="sidebar" testId="sidebar" label={t('menu')}>
      <div className="sb-top">
        <button type="button" className="icon-btn" aria-label={t('close_menu')} onClick={onClose}>
          <IconClose />
        </button>
      </div>

      {session ? (
        <section className="sb-card">
          <div className="sb-user">
            {name ? <MemberAvatar name={name} testId="sidebar-avatar" /> : (
              <span className="avatar" aria-hidden="true">
                <IconUser />
              </span>
            )}
            <div>
              <p className="sb-name">{name}</p>
              {member.data?.clubLabel?.labelName ? <p className="badge">{member.data.clubLabel.labelName}</p> : null}
            </div>
          </div>
          <div className="sb-balance">
            <div>
              <p className="sb-caption">{t('total_balance')}</p>
              <p className="sb-amount" data-testid="sidebar-balance">
                {balance.isError && !balance.data ? '--' : formatBalance(balance.data, hidden, separators)}
                <PlayMoneyTag />
              </p>
            </div>
            <div className="sb-balance-actions">
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => void refresh()}>
                {t('refresh_balance')}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" aria-pressed={hidden} onClick={toggleBalanceHidden}>
                {hidden ? t('show_balance') : t('hide_balance')}
              </button>
            </div>
          </div>
          <div className="sb-buttons">
            <button type="button" className="btn btn-primary" onClick={() => go('/m/voucherCenter')}>
              {t('deposit')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => go('/m/withdraw')}>
              {t('withdraw')}
            </button>
          </div>
        </section>
      ) : (
        <section className="sb-card">
          <p className="sb-visitor">{t('sidebar_visitor')}</p>
          <div className="sb-buttons">
            <button type="button" className="btn btn-primary" onClick={() => go('/m/login')}>
              {t('login')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => go('/m/register')}>
              {t('register')}
            </button>
          </div>
        </section>
      )}

      {items.length > 0 ? (
        <nav aria-label={t('member_menu')}>
          <ul className="link-list">
            {items.map((m) => (
              <li key={m.key}>
                <button type="button" onClick={() => go(session ? m.path : loginPath(m.path))}>
                  <span>{t(m.item)}</span>
                  <IconChevron size={18} />
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <ul className="link-list">
        <li>
          <button type="button" onClick={() => go('/m/message')}>
            <span>{t('messages')}</span>
            <IconChevron size={18} />
          </button>
        </li>
        <li>
          <LanguageButton className="row-btn" showLabel />
        </li>
        <li>
          <button type="button" className="row-btn" role="switch" aria-checked={theme === 'dark'} onClick={toggleTheme}>
            <span>{t('dark_mode')}</span>
            <span className={theme === 'dark' ? 'switch is-on' : 'switch'} aria-hidden="true" />
          </button>
        </li>
      </ul>

      {session ? (
        <button
          type="button"
          className="btn btn-danger-ghost btn-wide"
          onClick={() => {
            void confirmAndSignOut().then((done) => {
              if (!done) return;
              onClose();
              navigate(HOME_PATH, { replace: true });
            });
          }}
        >
          {t('sign_out')}
        </button>
      ) : null}
    </Sheet>
  );
}
