import { useState } from 'react';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { formatDate, formatNumber } from '../../../shared/format/date-time';
import { Chips } from '../../../shared/ui/form';
import { ErrorState } from '../../../shared/ui/list-states';
import { useAgentIncomeQuery, useTeamKpiQuery, useTeamSeriesQuery, type KpiQuery } from '../api/agent';
import { useAgentTranslation } from '../i18n';
import { deltaPercent, deltaTrend, toNumber } from './agent-rules';
import { kpiQueryOf, type RangeChoice, type RangePreset } from './date-ranges';
import { KpiChart } from './kpi-chart';
import { RangeFilter } from './range-filter';

const PRESETS: readonly RangePreset[] = ['today', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'];
/** The KPI cards in order; money figures are formatted as money, the others as counts. */
const KPIS = [
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  { key: 'validBet', money: true },
  { key: 'ggr', money: true },
  { key: 'activeMembers', money: false },
  { key: 'newMembers', money: false },
] as const;
type KpiKey = (typeof KPIS)[number]['key'];
const CHART_METRICS = ['validBet', 'deposits', 'ggr', 'active'] as const;
type ChartMetric = (typeof CHART_METRICS)[number];
const METRIC_LABEL: Record<ChartMetric, string> = { validBet: 'ag_kpi_validBet', deposits: 'ag_kpi_deposits', ggr: 'ag_kpi_ggr', active: 'ag_kpi_activeMembers' };

/** Overview: income this and last period, the team KPIs of a date range with deltas, the daily chart of that range. */
export function Overview() {
  const { t } = useAgentTranslation();
  const [range, setRange] = useState<RangeChoice>({ preset: 'today' });
  const period = kpiQueryOf(range);
  return (
    <>
      <Income />
      <section className="ag-card" aria-labelledby="ag-h-kpi" data-testid="agent-kpis">
        <h2 id="ag-h-kpi" className="ag-h">
          {t('ag_team_kpi')}
        </h2>
        <RangeFilter presets={PRESETS} value={range} onChange={setRange} testId="agent-kpi-range" />
        <KpiCards period={period} />
      </section>
      <section className="ag-card" aria-labelledby="ag-h-chart">
        <h2 id="ag-h-chart" className="ag-h">
          {t('ag_chart')}
        </h2>
        <Series period={period} />
      </section>
    </>
  );
}

function Income() {
  const { t } = useAgentTranslation();
  const fmt = useMoneyFormat();
  const q = useAgentIncomeQuery();
  if (q.isPending) return <div className="sk sk-block ag-sk" aria-busy="true" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const rows = [
    { id: 'current', label: t('ag_income_current'), v: q.data.current },
    { id: 'previous', label: t('ag_income_previous'), v: q.data.previous },
  ];
  return (
    <section className="ag-card" aria-labelledby="ag-h-income" data-testid="agent-income">
      <h2 id="ag-h-income" className="ag-h">
        {t('ag_income')}
      </h2>
      <div className="ag-income">
        {rows.map((r) => (
          <div key={r.id} data-testid={`agent-income-${r.id}`}>
            <span className="ag-muted">{r.label}</span>
            <span className="ag-big">{fmt(r.v.total)}</span>
            <span className="ag-muted">{t('ag_income_detail', { salary: fmt(r.v.salary), dividend: fmt(r.v.dividend), transfers: fmt(r.v.transfers) })}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

function KpiCards({ period }: { period: KpiQuery }) {
  const { t, lng } = useAgentTranslation();
  const fmt = useMoneyFormat();
  const q = useTeamKpiQuery(period);
  if (q.isPending) return <div className="sk sk-block ag-sk" aria-busy="true" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const { current, previous } = q.data;
  const show = (key: KpiKey, money: boolean, v: Record<KpiKey, string | number>) => (money ? fmt(String(v[key])) : formatNumber(toNumber(v[key]), lng));
  return (
    <ul className="ag-kpis">
      {KPIS.map(({ key, money }) => {
        const delta = deltaPercent(current[key], previous[key]);
        const trend = deltaTrend(delta);
        return (
          <li key={key} className="ag-kpi" data-testid={`agent-kpi-${key}`}>
            <span className="ag-muted">{t(`ag_kpi_${key}`)}</span>
            <span className="ag-kpi-value">{show(key, money, current)}</span>
            <span className={`ag-delta is-${trend}`}>
              {delta === null ? t('ag_delta_new') : t('ag_delta', { delta: `${delta > 0 ? '+' : ''}${formatNumber(delta, lng, { maximumFractionDigits: 1 })}%` })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Series({ period }: { period: KpiQuery }) {
  const { t, lng } = useAgentTranslation();
  const [metric, setMetric] = useState<ChartMetric>('validBet');
  const q = useTeamSeriesQuery(period);
  if (q.isPending) return <div className="sk sk-block ag-sk" aria-busy="true" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const days = q.data.points;
  const values = days.map((d) => toNumber(d[metric]));
  return (
    <>
      <Chips label={t('ag_chart_metric')} value={metric} onChange={setMetric} options={CHART_METRICS.map((m) => ({ value: m, label: t(METRIC_LABEL[m]) }))} />
      {values.every((v) => v === 0) ? (
        <p className="ag-muted" data-testid="agent-chart-empty">
          {t('ag_chart_empty')}
        </p>
      ) : (
        <KpiChart
          values={values}
          label={t('ag_chart_label', { metric: t(METRIC_LABEL[metric]), from: formatDate(days[0]!.date, lng), to: formatDate(days[days.length - 1]!.date, lng) })}
        />
      )}
    </>
  );
}
