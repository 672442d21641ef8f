import type { Reward } from '@wps/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { StatusBadge } from '../../../shared/ui/money-page';
import { useRewardsTranslation } from '../i18n';

/** The date a card gives: the deadline of a waiting reward, when a claimed one was paid, when a closed one expired. */
function dateLine(r: Reward): { key: string; iso: string } | null {
  if (r.status === 'claimable') return r.expiresAt ? { key: 'rw_claim_by', iso: r.expiresAt } : null;
  if (r.status === 'claimed') return r.claimedAt ? { key: 'rw_claimed_on', iso: r.claimedAt } : null;
  return r.expiresAt ? { key: 'rw_closed_on', iso: r.expiresAt } : null;
}

/** The valid bets the bonus asks: what claiming will ask, or what the claim asked; nothing for a closed reward. */
function turnoverKey(r: Reward): string | null {
  if (!(Number(r.turnover) > 0)) return null;
  if (r.status === 'claimable') return 'rw_turnover_after';
  return r.status === 'claimed' ? 'rw_turnover' : null;
}

/**
 * One reward: its kind, title, amount (or tickets), date and turnover, and its state (spec part 2 s3 labels): `claim` (the
 * action, a waiting reward's button), `claimed`, or `closed` for one that expired unclaimed.
 */
export function RewardCard({ reward, claim }: { reward: Reward; claim?: ReactNode }) {
  const { t, lng } = useRewardsTranslation();
  const money = useMoneyFormat();
  const date = dateLine(reward);
  const turnover = turnoverKey(reward);
  return (
    <li className="rw-card" data-testid="reward-card" data-status={reward.status}>
      <div className="rw-card-text">
        <p className="rw-kind">{t(`rw_kind_${reward.kind}`)}</p>
        <h2 className="rw-title">{reward.title}</h2>
        {/* TICKET rewards carry raffle tickets, not money. */}
        <p className="rw-amount">{reward.tickets !== null ? t('rw_tickets', { count: reward.tickets }) : money(reward.amount)}</p>
        {date ? <p className="rw-sub">{t(date.key, { date: formatDateTime(date.iso, lng) })}</p> : null}
        {turnover ? (
          <p className="rw-sub" data-testid="reward-turnover">
            {t(turnover, { amount: money(reward.turnover) })}
          </p>
        ) : null}
      </div>
      <div className="rw-card-end">
        {reward.status === 'claimable' ? (claim ?? null) : null}
        {reward.status === 'claimed' ? <StatusBadge status="success" label={t('rw_state_claimed')} /> : null}
        {reward.status === 'expired' ? <StatusBadge status="closed" label={t('rw_state_closed')} /> : null}
      </div>
    </li>
  );
}
