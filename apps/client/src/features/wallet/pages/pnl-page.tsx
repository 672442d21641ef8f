import type { PnlRow } from '@wps/contract';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/date-time';
import { signTone, useMoneyFormat } from '../../../shared/format/use-money-format';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import '../wallet.css';
import { usePnlQuery } from '../api/records';
import { DatePresets, presetRange, type PresetKey } from '../components/date-presets';
import { useWalletTranslation } from '../i18n';

const FIELDS = ['deposit', 'withdraw', 'bet', 'payout', 'bonus'] as const;

/** Profit and loss (/m/profitandloss, ODSFE2_MemPNL): the period's totals and each day. */
export default function PnlPage() {
  const { t, lng } = useWalletTranslation();
  const fmt = useMoneyFormat();
  const [preset, setPreset] = useState<PresetKey>('d7');
  const q = usePnlQuery(presetRange(preset));

  let body;
  if (q.isPending) body = <ListSkeleton />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (q.data.days.length === 0) body = <EmptyState text={t('mn_empty')} />;
  else
    body = (
      <>
        <section className="mn-card mn-pnl-total" data-testid="pnl-total" aria-label={t('mn_period_total')}>
          <p className="mn-caption">{t('mn_profit')}</p>
          <p className={`mn-big ${signTone(q.data.total.profit)}`}>{fmt(q.data.total.profit, { sign: true })}</p>
          <PnlGrid row={q.data.total} />
        </section>
        <ul className="mn-list" data-testid="pnl-days">
          {q.data.days.map((d) => (
            <li key={d.date} className="mn-card mn-pnl-day">
              <div className="mn-row">
                <p className="mn-row-title">{formatDate(d.date, lng)}</p>
                <p className={`mn-amount ${signTone(d.profit)}`}>{fmt(d.profit, { sign: true })}</p>
              </div>
              <PnlGrid row={d} />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <MoneyPage title={t('profit_and_loss')} testId="pnl-page">
      <DatePresets value={preset} onChange={setPreset} />
      {body}
    </MoneyPage>
  );
}

function PnlGrid({ row }: { row: Omit<PnlRow, 'date'> }) {
  const { t } = useWalletTranslation();
  const fmt = useMoneyFormat();
  return (
    <dl className="mn-grid">
      {FIELDS.map((f) => (
        <div key={f}>
          <dt>{t(`mn_pnl_${f}`)}</dt>
          <dd>{fmt(row[f])}</dd>
        </div>
      ))}
    </dl>
  );
}
