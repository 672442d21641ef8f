import '../vip.css';
import { TOAST_MS, isAgentForMenus } from '@wps/contract/lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoginRedirect } from '../../../shared/session/login-return';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { memberAccess } from '../../../shared/session/member-access';
import { useSession } from '../../../shared/session/session-store';
import { showToast } from '../../../shared/ui/feedback';
import { EmptyState, ErrorState } from '../../../shared/ui/list-states';
import { useVipLevelsQuery, useVipProgressQuery } from '../api/vip';
import { PeriodicBenefits } from '../components/periodic-benefits';
import { ProgressCard } from '../components/progress-card';
import { LevelFacts, useBonusFacts, useTermFacts } from '../components/vip-parts';
import { useVipTranslation } from '../i18n';

/** My VIP benefits (/m/member/benefits, needs login): the member's level, what it brings, and the way to the next. */
export default function BenefitsPage() {
  const { t, lng } = useVipTranslation();
  const { t: tg } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const access = memberAccess(session);
  const agent = session !== null && isAgentForMenus(session.type);
  const ranked = access === 'member' && !agent;
  const levels = useVipLevelsQuery(lng);
  const progress = useVipProgressQuery(ranked);
  const bonuses = useBonusFacts();
  const terms = useTermFacts();

  useEffect(() => {
    if (access !== 'trial') return;
    void showToast(tg('free_reject'), TOAST_MS.freeReject);
    navigate('/m/vip', { replace: true });
  }, [access, navigate, tg]);
  if (access === 'visitor') return <LoginRedirect />;
  if (access === 'trial') return null;

  const body = () => {
    if (agent) return <p className="vip-note">{t('vip_agent_note')}</p>;
    if (progress.isPending || levels.isPending) return <div className="sk sk-block vip-sk-progress" aria-busy="true" />;
    if (progress.isError) return <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />;
    if (levels.isError) return <ErrorState error={levels.error} onRetry={() => void levels.refetch()} />;
    const mine = levels.data.find((l) => l.level === progress.data.level);
    return (
      <>
        <ProgressCard progress={progress.data} />
        {mine ? (
          <LevelFacts level={mine} facts={[...bonuses, ...terms]} className="vip-mine" testId="vip-my-benefits" />
        ) : null}
        {mine?.notes ? <p className="vip-card-notes">{mine.notes}</p> : null}
        <PeriodicBenefits />
        {mine ? null : (
          <EmptyState text={t('vip_no_benefits')} />
        )}
      </>
    );
  };

  return (
    <div className="vip-page vip-benefits-page" data-testid="vip-benefits-page">
      <h1 className="vip-heading">{t('vip_benefits_title')}</h1>
      {body()}
      <Link to="/m/vip" className="btn btn-wide vip-club-link">
        {t('vip_benefits_open_club')}
      </Link>
    </div>
  );
}
