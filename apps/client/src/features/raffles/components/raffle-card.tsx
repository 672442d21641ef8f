import type { Raffle } from '@wps/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { StatusBadge } from '../../../shared/ui/money-page';
import { useRafflesTranslation } from '../i18n';
import { timeLeft } from './time-left';

const BADGE: Record<Raffle['state'], string> = { open: 'pending', closed: 'processing', drawn: 'success', cancelled: 'closed' };

/** The line under the rule: time until the entries close, until the draw, or when it was drawn. */
function Countdown({ raffle, now }: { raffle: Raffle; now: number }) {
  const { t, lng } = useRafflesTranslation();
  if (raffle.state === 'drawn') return <p className="rf-sub">{t('rf_drawn_on', { date: formatDateTime(raffle.drawnAt ?? raffle.drawAt, lng) })}</p>;
  const opening = raffle.state === 'open' && Date.parse(raffle.startsAt) > now;
  const [key, end] = opening ? ['rf_starts_in', raffle.startsAt] : raffle.state === 'open' ? ['rf_entries_close_in', raffle.endsAt] : ['rf_draw_in', raffle.drawAt];
  const left = timeLeft(end, now);
  const time = left ? t('rf_time', left) : null;
  return (
    <p className="rf-sub" role="timer" data-testid="raffle-countdown">
      {time ? t(key, { time }) : t('rf_draw_soon')}
    </p>
  );
}

/**
 * One raffle: title, state, the ticket rule, the member's tickets (entered, and waiting in the reward centre), the
 * prizes and the countdown; `winners` (the drawn list) below once drawn.
 */
export function RaffleCard({ raffle, now, winners }: { raffle: Raffle; now: number; winners?: ReactNode }) {
  const { t } = useRafflesTranslation();
  const money = useMoneyFormat();
  const id = `rf-h-${raffle.id}`;
  return (
    <li className="rf-card" data-testid="raffle-card" data-state={raffle.state} aria-labelledby={id}>
      <div className="rf-card-head">
        <h2 id={id} className="rf-title">
          {raffle.title}
        </h2>
        <StatusBadge status={BADGE[raffle.state]} label={t(`rf_state_${raffle.state}`)} />
      </div>
      {raffle.description ? <p className="rf-desc">{raffle.description}</p> : null}
      <p className="rf-sub">
        {raffle.maxTickets === null
          ? t('rf_rule', { step: money(raffle.ticketStep) })
          : t('rf_rule_max', { step: money(raffle.ticketStep), max: raffle.maxTickets })}
      </p>
      <Countdown raffle={raffle} now={now} />
      <div className="rf-tickets">
        <p data-testid="raffle-my-tickets">{t('rf_my_tickets', { count: raffle.myTickets, total: raffle.totalTickets })}</p>
        {raffle.pendingTickets > 0 ? (
          <Link to="/m/rewardCenter" className="rf-pending" data-testid="raffle-pending">
            {t('rf_pending', { count: raffle.pendingTickets })}
          </Link>
        ) : null}
      </div>
      <h3 className="rf-h3">{t('rf_prizes')}</h3>
      <ul className="rf-prizes">
        {raffle.prizes.map((p) => (
          <li key={p.rank}>
            <span>{t('rf_rank', { rank: p.rank })}</span>
            <span>{t('rf_prize_each', { amount: money(p.amount), winners: p.winners })}</span>
          </li>
        ))}
      </ul>
      {winners}
    </li>
  );
}
