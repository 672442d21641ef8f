import type { BetRecordItem } from '@wps/contract';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/date-time';
import { signTone, useMoneyFormat } from '../../../shared/format/use-money-format';
import { MoneyList, MoneyPage } from '../../../shared/ui/money-page';
import '../wallet.css';
import { useBetRecordInfiniteQuery } from '../api/records';
import { DatePresets, presetRange, type PresetKey } from '../components/date-presets';
import { useWalletTranslation } from '../i18n';

/** Bet record (/m/gameRecord): the member's rounds by date range and game type, each with its round details. */
export default function BetRecordPage() {
  const { t } = useWalletTranslation();
  const fmt = useMoneyFormat();
  const [preset, setPreset] = useState<PresetKey>('today');
  const [gameType, setGameType] = useState<string>('');
  const q = useBetRecordInfiniteQuery({ ...presetRange(preset), gameType: gameType || undefined });
  const first = q.data?.pages[0];

  return (
    <MoneyPage title={t('bet_record')} testId="bet-record-page">
      <DatePresets value={preset} onChange={setPreset} />
      {first && first.gameTypes.length > 0 ? (
        <div className="mn-chips" role="radiogroup" aria-label={t('mn_game_type')}>
          {['', ...first.gameTypes].map((g) => (
            <button
              key={g || 'all'}
              type="button"
              role="radio"
              aria-checked={gameType === g}
              className={`mn-chip${gameType === g ? ' is-active' : ''}`}
              onClick={() => setGameType(g)}
            >
              {g ? t(`mn_gt_${g}`, { defaultValue: g }) : t('mn_all')}
            </button>
          ))}
        </div>
      ) : null}
      {first && first.summary.count > 0 ? (
        <section className="mn-card" data-testid="bet-summary" aria-label={t('mn_period_total')}>
          <dl className="mn-grid">
            <div>
              <dt>{t('mn_bets_count')}</dt>
              <dd>{first.summary.count}</dd>
            </div>
            <div>
              <dt>{t('mn_valid_bet')}</dt>
              <dd>{fmt(first.summary.validBet)}</dd>
            </div>
            <div>
              <dt>{t('mn_win_loss')}</dt>
              <dd className={signTone(first.summary.winLoss)}>{fmt(first.summary.winLoss, { sign: true })}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <MoneyList query={q} testId="bet-list" render={(b) => <BetRow key={b.id} bet={b} />} />
    </MoneyPage>
  );
}

function BetRow({ bet }: { bet: BetRecordItem }) {
  const { t, lng } = useWalletTranslation();
  const fmt = useMoneyFormat();
  return (
    <li className="mn-bet">
      <details>
        <summary className="mn-row">
          <div>
            <p className="mn-row-title">{bet.gameName}</p>
            <p className="mn-row-sub">{formatDateTime(bet.time, lng)}</p>
          </div>
          <div className="mn-row-end">
            <p className="mn-row-sub">{t('mn_stake_amount', { amount: fmt(bet.stake) })}</p>
            {bet.status === 'settled' ? (
              <p className={`mn-amount ${signTone(bet.winLoss)}`}>{fmt(bet.winLoss, { sign: true })}</p>
            ) : (
              <span className={`mn-status is-${bet.status === 'open' ? 'pending' : 'failed'}`}>{t(`mn_round_${bet.status}`)}</span>
            )}
          </div>
        </summary>
        <dl className="mn-dl mn-bet-detail">
          <div>
            <dt>{t('mn_round_id')}</dt>
            <dd>{bet.roundId}</dd>
          </div>
          <div>
            <dt>{t('mn_payout')}</dt>
            <dd>{fmt(bet.payout)}</dd>
          </div>
          {Object.entries(bet.detail).map(([k, v]) => (
            <div key={k}>
              <dt>{t(`mn_detail_${k}`, { defaultValue: k })}</dt>
              <dd className="mn-detail-value">{describe(v)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </li>
  );
}

/** A vendor's detail value as readable text: "key: value" pairs for objects, comma lists for arrays. */
function describe(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(describe).join(', ');
  if (typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${describe(x)}`)
      .join(' · ');
  }
  return String(v);
}
