import '../raffles.css';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useRaffleListQuery } from '../api/raffles';
import { RaffleCard } from '../components/raffle-card';
import { RaffleWinners } from '../components/raffle-winners';
import { useServerNow } from '../components/time-left';
import { useRafflesTranslation } from '../i18n';

/**
 * Raffles (/m/rewardCenter/raffles, issue 14): open raffles with the member's tickets and the countdown, and recently
 * drawn ones with their winners. Tickets come from deposits and are claimed in the reward centre. Members only.
 */
export default function RafflesPage() {
  const { t } = useRafflesTranslation();
  return (
    <MoneyPage title={t('rf_title')} testId="raffles-page">
      <RaffleList />
      <p className="mn-note">{t('rf_note')}</p>
    </MoneyPage>
  );
}

function RaffleList() {
  const { t, lng } = useRafflesTranslation();
  const q = useRaffleListQuery(lng);
  const now = useServerNow(q.data?.now, q.dataUpdatedAt);
  if (q.isPending) return <ListSkeleton rows={2} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.list.length === 0) return <EmptyState text={t('rf_empty')} testId="raffles-empty" />;
  return (
    <ul className="rf-list" data-testid="raffle-list">
      {q.data.list.map((r) => (
        <RaffleCard key={r.id} raffle={r} now={now} winners={r.state === 'drawn' ? <RaffleWinners id={r.id} /> : null} />
      ))}
    </ul>
  );
}
