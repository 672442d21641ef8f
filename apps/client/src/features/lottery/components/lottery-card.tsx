import type { LotteryGame } from '@wps/contract';
import { lotteryPlayType } from '@wps/contract/game-rules';
import { ErrorCode, periodBefore, periodOfNumero } from '@wps/contract/lite';
import { isApiError } from '../../../shared/api/api-error';
import { useLastResultQuery, useOpenedNumeroQuery } from '../api/lobby';
import { useLotteryTranslation } from '../i18n';
import { countdownText, periodPhase, periodText, useRefetchAt } from './countdown';
import { DrawDigits } from './draw-digits';

/** The square icon box; a missing image leaves the box's colour. */
export function LotteryIcon({ src }: { src: string }) {
  return (
    <span className="lt-icon">
      <img
        src={src}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        onError={(e) => {
          e.currentTarget.hidden = true;
        }}
      />
    </span>
  );
}

/**
 * What a card says of the open period: its number and the time left to bet, "drawing" once closed. A visitor sees the
 * same for a TCG lottery; the in-house lottery draws per member, so it asks a visitor to log in.
 */
function OpenPeriod({ numero, now }: { numero: ReturnType<typeof useOpenedNumeroQuery>; now: number }) {
  const { t } = useLotteryTranslation();
  if (numero.isPending) return <span className="sk sk-line lt-sk-line" aria-hidden="true" />;
  if (numero.isError) {
    return isApiError(numero.error) && numero.error.code === ErrorCode.NOT_LOGGED_IN ? <span className="lt-sub">{t('lt_login_to_play')}</span> : null;
  }
  const n = numero.data;
  const phase = n.closesAt ? periodPhase({ closesAt: n.closesAt, drawAt: n.drawAt }, now) : null;
  return (
    <>
      <span className="lt-sub" data-testid="lottery-period">
        {t('lt_period', { period: periodText(n) })}
      </span>
      {phase === null ? (
        <span className="lt-sub">{t('lt_instant')}</span>
      ) : phase.phase === 'open' ? (
        <span className="lt-countdown" data-testid="lottery-countdown">
          {t('lt_closes_in', { time: countdownText(phase.seconds) })}
        </span>
      ) : (
        <span className="lt-countdown is-closed" data-testid="lottery-countdown">
          {t('lt_drawing')}
        </span>
      )}
    </>
  );
}

/**
 * The last drawn result of a game. Once the open period is known, the period before it is the one to show: it is
 * waited for when its draw is still being published.
 */
function LastResult({ game, openPeriod }: { game: LotteryGame; openPeriod: string | undefined }) {
  const { t } = useLotteryTranslation();
  const playType = lotteryPlayType(game.lottoMode);
  const open = openPeriod ? periodOfNumero(playType, openPeriod) : null;
  const before = open ? periodBefore(playType, open) : null;
  const last = useLastResultQuery(game.gameId, before ? { numero: before.numero, drawAt: before.drawAt } : undefined);
  if (!last.data?.result) return null;
  return (
    <div className="lt-last">
      <span className="lt-sub">{t('lt_last_result', { period: last.data.numero })}</span>
      <DrawDigits result={last.data.result} label={t('lt_result_digits', { digits: last.data.result })} />
    </div>
  );
}

/**
 * A lottery of the hall: icon, name, open period with its countdown, last result; tapping opens the game (a visitor
 * goes to login first: the caller's onOpen).
 */
export function LotteryCard({ game, now, onOpen }: { game: LotteryGame; now: number; onOpen: (g: LotteryGame) => void }) {
  const numero = useOpenedNumeroQuery(game.gameId);
  // A period is followed by the next one at its draw: ask again then (and a little later while still the same).
  useRefetchAt(numero.data?.drawAt ?? numero.data?.closesAt, numero.dataUpdatedAt, numero.refetch);
  return (
    <li className="lt-card" data-testid="lottery-card" data-game-id={game.gameId}>
      <button type="button" className="lt-open" onClick={() => onOpen(game)}>
        <LotteryIcon src={game.iconUrl} />
        <span className="lt-text">
          <span className="lt-name" data-testid="lottery-name">
            {game.gameName}
          </span>
          <OpenPeriod numero={numero} now={now} />
        </span>
      </button>
      {/* Only a shared draw schedule has results to show (the in-house lottery draws per member). */}
      {numero.data?.closesAt ? <LastResult game={game} openPeriod={numero.data.period} /> : null}
    </li>
  );
}
