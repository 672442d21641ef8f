import type { MemberInfo } from '@wps/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../shared/ui/list-states';
import { MemberAvatar } from '../../../shared/ui/member-avatar';
import { useMemberTranslation } from '../i18n';
import type { CentreLook } from './centre-rules';
import { IconDeposit, IconEye, IconEyeOff, IconRefresh, IconStar, IconWithdraw } from './centre-icons';
import { PlayMoneyTag } from '../../../shared/session/trial-gate';

export interface ProfileCardProps {
  look: CentreLook;
  member: { data: MemberInfo | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Already formatted: symbol + amount, asterisks when hidden, '--' when unknown. */
  balanceText: string;
  balanceBusy: boolean;
  hidden: boolean;
  onToggleHidden: () => void;
  onRefresh: () => void;
  onDeposit: () => void;
  onWithdraw: () => void;
}

/** Avatar, names, VIP label, wallet total with hide/show and refresh, deposit and withdraw. */
export function ProfileCard(p: ProfileCardProps) {
  const { t } = useMemberTranslation();
  const titleId = useId();
  const cls = p.look === 'cards' ? 'mc-profile mc-profile-hero' : 'mc-profile';

  if (p.member.isPending) {
    return (
      <section className={cls} aria-busy="true" aria-label={t('mc_loading_profile')} data-testid="mc-profile-loading">
        <div className="mc-user">
          <span className="sk mc-sk-avatar" />
          <div className="mc-sk-lines">
            <span className="sk sk-line" />
            <span className="sk sk-line sk-short" />
          </div>
        </div>
        <span className="sk mc-sk-amount" />
      </section>
    );
  }
  if (p.member.isError || !p.member.data) {
    return (
      <section className="mc-profile" data-testid="mc-profile-error">
        <ErrorState error={p.member.error} onRetry={() => void p.member.refetch()} />
      </section>
    );
  }

  const m = p.member.data;
  const name = m.nickname || m.account;
  return (
    <section className={cls} aria-labelledby={titleId} data-testid="mc-profile">
      <div className="mc-user">
        <Link to="/m/identity" className="mc-avatar-link" aria-label={t('mc_edit_identity')} data-testid="mc-identity-link">
          <MemberAvatar name={name} className="mc-avatar" testId="mc-avatar" />
        </Link>
        <div className="mc-user-text">
          <h2 id={titleId} className="mc-name" data-testid="mc-nickname">
            {name}
          </h2>
          <p className="mc-account" data-testid="mc-account">
            {t('mc_account', { account: m.account })}
          </p>
        </div>
        {m.clubLabel?.labelName ? (
          <span className="mc-vip" data-testid="mc-vip-label">
            <IconStar size={14} />
            {m.clubLabel.labelName}
          </span>
        ) : null}
      </div>

      <div className="mc-wallet">
        <div className="mc-wallet-text">
          <span className="mc-caption">{t('total_balance')}</span>
          <span className="mc-amount" data-testid="mc-balance" aria-live="polite" aria-busy={p.balanceBusy}>
            {p.balanceText}
            <PlayMoneyTag />
          </span>
        </div>
        <div className="mc-wallet-tools">
          <button
            type="button"
            className="mc-tool"
            aria-label={p.hidden ? t('show_balance') : t('hide_balance')}
            aria-pressed={p.hidden}
            data-testid="mc-toggle-balance"
            onClick={p.onToggleHidden}
          >
            {p.hidden ? <IconEyeOff size={20} /> : <IconEye size={20} />}
          </button>
          <button
            type="button"
            className={p.balanceBusy ? 'mc-tool is-spinning' : 'mc-tool'}
            aria-label={t('refresh_balance')}
            data-testid="mc-refresh-balance"
            onClick={p.onRefresh}
          >
            <IconRefresh size={20} />
          </button>
        </div>
      </div>

      <div className="mc-money-buttons">
        <button type="button" className={p.look === 'cards' ? 'btn btn-accent' : 'btn btn-primary'} onClick={p.onDeposit}>
          <IconDeposit size={18} />
          {t('deposit')}
        </button>
        <button type="button" className={p.look === 'cards' ? 'btn mc-btn-on-hero' : 'btn btn-outline'} onClick={p.onWithdraw}>
          <IconWithdraw size={18} />
          {t('withdraw')}
        </button>
      </div>
    </section>
  );
}
