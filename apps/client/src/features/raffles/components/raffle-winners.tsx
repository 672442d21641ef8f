import { Link } from 'react-router';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { useRaffleDetailQuery } from '../api/raffles';
import { useRafflesTranslation } from '../i18n';

/** A drawn raffle's winners (masked accounts); the member's own win points to the reward centre to claim it. */
export function RaffleWinners({ id }: { id: number }) {
  const { t, lng } = useRafflesTranslation();
  const money = useMoneyFormat();
  const q = useRaffleDetailQuery(id, lng);
  if (q.isPending) return <ListSkeleton rows={1} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const { winners } = q.data;
  const mine = winners.find((w) => w.mine);
  return (
    <section className="rf-winners" aria-label={t('rf_winners')} data-testid="raffle-winners">
      <h3 className="rf-h3">{t('rf_winners')}</h3>
      {mine ? (
        <p className="rf-won" role="status" data-testid="raffle-won">
          {t('rf_you_won', { amount: money(mine.prize) })} <Link to="/m/rewardCenter">{t('rf_claim_in_centre')}</Link>
        </p>
      ) : null}
      {winners.length === 0 ? (
        <p className="rf-sub">{t('rf_no_winners')}</p>
      ) : (
        <ol className="rf-winner-list">
          {winners.map((w) => (
            <li key={`${w.rank}-${w.account}-${w.prize}`} className={w.mine ? 'is-mine' : undefined}>
              <span>{t('rf_rank', { rank: w.rank })}</span>
              <span>{w.account}</span>
              <span>{money(w.prize)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
