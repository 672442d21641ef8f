import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { Chips } from '../../../shared/ui/form';
import { InfiniteList, pageItems } from '../../../shared/ui/infinite-list';
import { StatusBadge } from '../../../shared/ui/money-page';
import { STATEMENT_KINDS, useAgentStatementsInfiniteQuery, type AgentStatement, type StatementKind, type StatementFilters } from '../api/agent';
import { useAgentTranslation } from '../i18n';
import { rangeOf, type RangeChoice, type RangePreset } from './date-ranges';
import { LoadMore } from './load-more';
import { RangeFilter } from './range-filter';

const PRESETS: readonly RangePreset[] = ['d30', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'];
const SIDES = ['received', 'paid'] as const;
const KIND_LABEL: Record<StatementKind, string> = { DAILY_SALARY: 'ag_kind_daily', HOURLY_SALARY: 'ag_kind_hourly', DIVIDEND: 'ag_kind_dividend' };
const DAY_MS = 86_400_000;

/**
 * Statements: the salary (daily, hourly) and dividend settlements paid to the agent, or (an upline) paid by it to its
 * sub-agents, over a date range of their periods, with the range's total and a page at a time.
 */
export function Statements() {
  const { t } = useAgentTranslation();
  const [side, setSide] = useState<StatementFilters['side']>('received');
  const [kind, setKind] = useState<StatementKind>('DAILY_SALARY');
  const [range, setRange] = useState<RangeChoice>({ preset: 'd30' });
  const days = rangeOf(range)!;
  return (
    <section className="ag-card" aria-labelledby="ag-h-stmt" data-testid="agent-statements">
      <h2 id="ag-h-stmt" className="ag-h">
        {t('ag_statements')}
      </h2>
      <div className="ag-filters">
        <Chips label={t('ag_stmt_side')} value={side} onChange={setSide} options={SIDES.map((s) => ({ value: s, label: t(`ag_stmt_side_${s}`) }))} />
        <Chips label={t('ag_stmt_kind')} value={kind} onChange={setKind} options={STATEMENT_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))} />
        <RangeFilter presets={PRESETS} value={range} onChange={setRange} testId="agent-stmt-range" />
      </div>
      <StatementList filters={{ side, kind, start: days.start, end: days.end }} />
    </section>
  );
}

function StatementList({ filters }: { filters: StatementFilters }) {
  const { t, lng } = useAgentTranslation();
  const fmt = useMoneyFormat();
  const q = useAgentStatementsInfiniteQuery(filters);
  const first = q.data?.pages[0];
  return (
    <>
      {first ? (
        <p className="ag-total" data-testid="agent-stmt-total">
          <span>{t('ag_stmt_total', { from: formatDate(filters.start, lng), to: formatDate(filters.end, lng), count: first.totalCount })}</span>
          <strong>{fmt(first.totalAmount)}</strong>
          {first.paidAmount !== first.totalAmount ? <span className="ag-muted">{t('ag_stmt_total_paid', { amount: fmt(first.paidAmount) })}</span> : null}
        </p>
      ) : null}
      <InfiniteList
        query={q}
        items={pageItems(q.data)}
        testId="agent-stmt-list"
        emptyTestId="agent-stmt-empty"
        emptyText={t(filters.side === 'received' ? 'ag_stmt_empty' : 'ag_stmt_empty_paid')}
        className="ag-stmts"
        render={(s: AgentStatement) => <StatementRow key={s.id} s={s} side={filters.side} />}
      />
      <LoadMore query={q} testId="agent-stmt-more" />
    </>
  );
}

function StatementRow({ s, side }: { s: AgentStatement; side: StatementFilters['side'] }) {
  const { t, lng } = useAgentTranslation();
  const fmt = useMoneyFormat();
  const who = side === 'received' ? (s.upline ?? t('ag_stmt_house')) : s.downline;
  // periodEnd is exclusive: a half-month ends the day before it.
  const period =
    s.kind === 'HOURLY_SALARY'
      ? formatDateTime(s.periodStart, lng)
      : s.kind === 'DAILY_SALARY'
        ? formatDate(s.periodStart.slice(0, 10), lng)
        : t('ag_range_custom_value', { from: formatDate(s.periodStart.slice(0, 10), lng), to: formatDate(new Date(Date.parse(s.periodEnd) - DAY_MS).toISOString().slice(0, 10), lng) });
  return (
    <li className="ag-stmt" data-testid="agent-stmt" data-period={s.period}>
      <div className="ag-line">
        <strong>{period}</strong>
        <span className="ag-stmt-amount">{fmt(s.amount, { sign: side === 'received' })}</span>
      </div>
      <div className="ag-line">
        <span className="ag-muted">
          <span className="ag-tag">{t(KIND_LABEL[s.kind])}</span> {t(side === 'received' ? 'ag_stmt_from' : 'ag_stmt_to', { who })}
        </span>
        <StatusBadge status={s.status === 'PAID' ? 'success' : 'pending'} label={t(s.status === 'PAID' ? 'ag_stmt_paid' : 'ag_stmt_unpaid')} />
      </div>
      <dl className="ag-stmt-grid">
        <div>
          <dt>{t('ag_kpi_validBet')}</dt>
          <dd>{fmt(s.validBet)}</dd>
        </div>
        <div>
          <dt>{t('ag_stmt_net_loss')}</dt>
          <dd>{fmt(s.netLoss)}</dd>
        </div>
        <div>
          <dt>{t('ag_kpi_activeMembers')}</dt>
          <dd>{s.activeMembers}</dd>
        </div>
        <div>
          <dt>{t('ag_stmt_tier')}</dt>
          <dd>{s.tier >= 0 ? t('ag_stmt_tier_n', { n: s.tier + 1 }) : t('ag_stmt_tier_none')}</dd>
        </div>
      </dl>
      {s.paidAt ? <span className="ag-muted">{t('ag_stmt_paid_at', { at: formatDateTime(s.paidAt, lng) })}</span> : null}
    </li>
  );
}
