import type { Mission } from '@wps/contract';
import type { ReactNode } from 'react';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { StatusBadge } from '../../../shared/ui/money-page';
import { ProgressBar } from '../../../shared/ui/progress-bar';
import { useMissionsTranslation } from '../i18n';

/**
 * One mission: title, description, reward, progress bar towards the target, and its state: counting, `claim` (the
 * reward centre's button) once completed, claimed, or closed when the reward expired unclaimed.
 */
export function MissionCard({ mission, claim }: { mission: Mission; claim: ReactNode }) {
  const { t } = useMissionsTranslation();
  const money = useMoneyFormat();
  const amount = (v: string) => (mission.money ? money(v) : v);
  return (
    <li className="ms-card" data-testid="mission-card" data-state={mission.state} data-mission={mission.id}>
      <div className="ms-card-head">
        <h3 className="ms-title">{mission.title}</h3>
        <span className="ms-reward">{t('ms_reward', { amount: money(mission.reward) })}</span>
      </div>
      {mission.description ? <p className="ms-desc">{mission.description}</p> : null}
      <ProgressBar label={t('ms_progress_label', { title: mission.title })} have={mission.progress} need={mission.target} />
      <div className="ms-card-foot">
        <span className="ms-count" data-testid="mission-progress">
          {t('ms_progress', { have: amount(mission.progress), need: amount(mission.target) })}
        </span>
        {mission.state === 'claimable' ? claim : null}
        {mission.state === 'in-progress' ? <StatusBadge status="pending" label={t('ms_state_in-progress')} /> : null}
        {mission.state === 'claimed' ? <StatusBadge status="success" label={t('ms_state_claimed')} /> : null}
        {mission.state === 'expired' ? <StatusBadge status="closed" label={t('ms_state_expired')} /> : null}
      </div>
    </li>
  );
}
