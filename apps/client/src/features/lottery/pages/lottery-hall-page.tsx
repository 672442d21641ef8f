import '../lottery.css';
import type { LotteryGame } from '@wps/contract';
import type { PlayType } from '@wps/contract/game-rules';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { EmptyState, ErrorState } from '../../../shared/ui/list-states';
import { useLotteryGamesQuery, useLotteryMenuQuery, useRecentLotteriesQuery } from '../api/lobby';
import { useClock } from '../components/countdown';
import { LotteryCard, LotteryIcon } from '../components/lottery-card';
import { useOpenLottery } from '../components/use-open-lottery';
import { useLotteryTranslation } from '../i18n';

const PLAY_TYPES: readonly PlayType[] = ['ent', 'trad'];

/** The member's recently played lotteries, one tap from the top of the hall. */
function RecentLotteries({ onOpen }: { onOpen: (g: LotteryGame) => void }) {
  const { t } = useLotteryTranslation();
  const recent = useRecentLotteriesQuery();
  if (!recent.data?.length) return null;
  return (
    <section className="lt-recent" aria-label={t('lt_recent')} data-testid="lottery-recent">
      <h2 className="lt-h2">{t('lt_recent')}</h2>
      <ul className="lt-recent-row">
        {recent.data.map((g) => (
          <li key={g.gameId}>
            <button type="button" className="lt-chip" onClick={() => onOpen(g)}>
              <LotteryIcon src={g.iconUrl} />
              <span>{g.gameName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /m/game: the lottery hall (the lottery page's close target). Entertainment and traditional tabs from the lottery
 * menu (the choice kept in the URL), each lottery a card with its open period counting down to close and its last
 * result, for visitors too (tapping a lottery takes a visitor to login and back here); recent lotteries and
 * "My orders" for members.
 */
export default function LotteryHallPage() {
  const { t } = useLotteryTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: PlayType = params.get('playType') === 'trad' ? 'trad' : 'ent';
  const menu = useLotteryMenuQuery();
  const games = useLotteryGamesQuery();
  const open = useOpenLottery();
  const now = useClock();

  const ids = menu.data?.find((m) => m.playType === tab)?.gameIds ?? [];
  const list = ids.flatMap((id) => games.data?.get(id) ?? []);
  const failed = menu.isError ? menu : games.isError ? games : null;

  let body;
  if (failed) body = <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (menu.isPending || games.isPending) {
    body = (
      <ul className="lt-cards" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="sk lt-sk-card" />
        ))}
      </ul>
    );
  } else if (list.length === 0) body = <EmptyState text={t('lt_empty')} testId="lottery-empty" />;
  else {
    body = (
      <ul className="lt-cards" aria-label={t(`lt_play_${tab}`)}>
        {list.map((g) => (
          <LotteryCard key={g.gameId} game={g} now={now} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <div className="lt-page" data-testid="lottery-hall-page">
      <div className="lt-head">
        <h1>{t('lt_hall_title')}</h1>
        {session ? (
          <Link className="btn btn-outline btn-sm" to="/m/game/orders" data-testid="lottery-my-orders">
            {t('lt_my_orders')}
          </Link>
        ) : null}
      </div>
      {session ? <RecentLotteries onOpen={open} /> : null}
      <div className="lt-tabs" role="tablist" aria-label={t('lt_tabs')}>
        {PLAY_TYPES.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={tab === p}
            className={`lt-tab${tab === p ? ' is-active' : ''}`}
            onClick={() => setParams(p === 'ent' ? {} : { playType: p }, { replace: true })}
          >
            {t(`lt_play_${p}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`lt_play_${tab}`)}>
        {body}
      </div>
    </div>
  );
}
