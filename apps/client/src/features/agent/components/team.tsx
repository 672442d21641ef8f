import { TOAST_MS } from '@wps/contract/lite';
import { useEffect, useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { showToast } from '../../../shared/ui/feedback';
import { Chips, Field, FormError, SubmitButton, useForm } from '../../../shared/ui/form';
import { InfiniteList, pageItems } from '../../../shared/ui/infinite-list';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { DataRows } from '../../../shared/ui/receipt';
import { Sheet } from '../../../shared/ui/sheet';
import {
  useAffiliateSummaryQuery,
  useDownlineQuery,
  useDownlinesInfiniteQuery,
  useSubordinatesInfiniteQuery,
  useUpdateRebateMutation,
  type DownlineFilters,
  type DownlineRow,
  type Subordinate,
} from '../api/agent';
import { useAgentTranslation } from '../i18n';
import { percentToRebate, rebateToPercent } from './agent-rules';
import { rangeOf, type RangeChoice, type RangePreset } from './date-ranges';
import { LoadMore } from './load-more';
import { RangeFilter } from './range-filter';

/** Registration date presets of the downline search: every date first. */
const REGISTERED_PRESETS: readonly RangePreset[] = ['all', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'];

/** Team: the direct sub-agents, then every downline (search, filters, paging) with a detail sheet. */
export function Team({ onTransfer }: { onTransfer: (account: string) => void }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <SubAgents onOpen={setOpen} />
      <Downlines onOpen={setOpen} />
      <DownlineSheet id={open} onClose={() => setOpen(null)} onTransfer={onTransfer} />
    </>
  );
}

/** The direct sub-agents, a page at a time: the count of all of them in the heading, "load more" under the list. */
function SubAgents({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useAgentTranslation();
  const q = useSubordinatesInfiniteQuery();
  const total = q.data?.pages[0]?.totalCount;
  return (
    <section className="ag-card" aria-labelledby="ag-h-sub">
      <h2 id="ag-h-sub" className="ag-h ag-line">
        {t('ag_subagents')}
        {total ? (
          <span className="ag-muted" data-testid="agent-subagents-count">
            {t('ag_subagents_count', { count: total })}
          </span>
        ) : null}
      </h2>
      <InfiniteList
        query={q}
        items={pageItems(q.data)}
        testId="agent-subagents"
        emptyTestId="agent-subagents-empty"
        emptyText={t('ag_subagents_empty')}
        skeleton={<ListSkeleton rows={2} />}
        className="ag-links"
        render={(s: Subordinate) => (
          <li key={s.memberId}>
            <button type="button" className="ag-row" onClick={() => onOpen(s.memberId)}>
              <span className="ag-row-main">
                <strong>{s.account}</strong>
                <span className="ag-muted">{t('ag_team_size', { count: s.teamSize })}</span>
              </span>
              <span className="ag-row-end">{t('ag_rebate_value', { value: rebateToPercent(s.rebateBp) })}</span>
            </button>
          </li>
        )}
      />
      <LoadMore query={q} testId="agent-subagents-more" />
    </section>
  );
}

function Downlines({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, lng } = useAgentTranslation();
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<DownlineFilters['scope']>('team');
  const [type, setType] = useState<'all' | 'member' | 'agent'>('all');
  const [registered, setRegistered] = useState<RangeChoice>({ preset: 'all' });
  // The list asks again once typing pauses, not on every key.
  const account = useSettled(search.trim(), 300);
  const days = rangeOf(registered);
  const q = useDownlinesInfiniteQuery({
    account: account || undefined,
    scope,
    type: type === 'all' ? undefined : type,
    registeredFrom: days?.start,
    registeredTo: days?.end,
  });
  return (
    <section className="ag-card" aria-labelledby="ag-h-down">
      <h2 id="ag-h-down" className="ag-h">
        {t('ag_downlines')}
      </h2>
      <div className="ag-filters">
        <input
          className="ag-search"
          type="search"
          value={search}
          maxLength={64}
          placeholder={t('ag_search')}
          aria-label={t('ag_search')}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="agent-search"
        />
        <Chips label={t('ag_scope')} value={scope} onChange={setScope} options={[{ value: 'team', label: t('ag_scope_team') }, { value: 'direct', label: t('ag_scope_direct') }]} />
        <Chips
          label={t('ag_type_filter')}
          value={type}
          onChange={setType}
          options={[{ value: 'all', label: t('ag_type_all') }, { value: 'member', label: t('ag_type_member') }, { value: 'agent', label: t('ag_type_agent') }]}
        />
        <RangeFilter label={t('ag_registered_between')} presets={REGISTERED_PRESETS} value={registered} onChange={setRegistered} testId="agent-reg-range" />
      </div>
      <InfiniteList
        query={q}
        items={pageItems(q.data)}
        testId="agent-downlines"
        emptyTestId="agent-downlines-empty"
        emptyText={t('ag_downlines_empty')}
        endText={t('ag_downlines_end')}
        className="ag-links"
        render={(d: DownlineRow) => (
          <li key={d.memberId}>
            <button type="button" className="ag-row" onClick={() => onOpen(d.memberId)} data-account={d.account}>
              <span className="ag-row-main">
                <strong>
                  {d.account}
                  <span className="ag-tag">{t(d.type === 'agent' ? 'ag_kind_agent' : 'ag_kind_member')}</span>
                </strong>
                <span className="ag-muted">
                  {t('ag_level', { level: d.level })} · {formatDate(d.registeredAt, lng)}
                </span>
              </span>
              <span className="ag-row-end">{t('ag_rebate_value', { value: rebateToPercent(d.rebateBp) })}</span>
            </button>
          </li>
        )}
      />
      <LoadMore query={q} testId="agent-downlines-more" />
    </section>
  );
}

function DownlineSheet({ id, onClose, onTransfer }: { id: number | null; onClose: () => void; onTransfer: (account: string) => void }) {
  const { t } = useAgentTranslation();
  return (
    <Sheet open={id !== null} onClose={onClose} title={t('ag_detail')} closeLabel={t('ag_close')} bodyClassName="ag-sheet" testId="agent-downline-sheet" destroyOnClose>
      {id !== null ? <DownlineDetail id={id} onTransfer={onTransfer} /> : null}
    </Sheet>
  );
}

function DownlineDetail({ id, onTransfer }: { id: number; onTransfer: (account: string) => void }) {
  const { t, lng } = useAgentTranslation();
  const fmt = useMoneyFormat();
  const q = useDownlineQuery(id);
  if (q.isPending) return <ListSkeleton rows={3} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <div className="ag-sheet-body">
      <DataRows
        rows={[
          { label: t('ag_reg_username'), value: d.account, testId: 'agent-detail-account' },
          { label: t('ag_reg_type'), value: t(d.type === 'agent' ? 'ag_kind_agent' : 'ag_kind_member') },
          { label: t('ag_depth'), value: String(d.level) },
          d.uplineAccount ? { label: t('ag_upline'), value: d.uplineAccount } : null,
          { label: t('ag_rebate'), value: t('ag_rebate_value', { value: rebateToPercent(d.rebateBp) }) },
          { label: t('ag_balance'), value: fmt(d.balance) },
          { label: t('ag_team'), value: String(d.teamSize) },
          { label: t('ag_month_deposits'), value: fmt(d.figures.deposits) },
          { label: t('ag_month_valid_bet'), value: fmt(d.figures.validBet) },
          { label: t('ag_registered'), value: formatDateTime(d.registeredAt, lng) },
          { label: t('ag_last_login'), value: d.lastLoginAt ? formatDateTime(d.lastLoginAt, lng) : t('ag_never') },
        ]}
      />
      {d.level === 1 ? <RebateForm id={d.memberId} rebate={d.rebateBp} /> : null}
      <button type="button" className="btn btn-outline btn-wide" onClick={() => onTransfer(d.account)} data-testid="agent-detail-transfer">
        {t('ag_transfer_to_this')}
      </button>
    </div>
  );
}

function RebateForm({ id, rebate }: { id: number; rebate: number }) {
  const { t } = useAgentTranslation();
  const mine = useAffiliateSummaryQuery().data?.rebateBp;
  const mutation = useUpdateRebateMutation();
  const form = useForm({
    initial: { rebateBp: rebateToPercent(rebate) },
    validate: (v) => {
      const bp = percentToRebate(v.rebateBp);
      if (bp === null) return { rebateBp: t('ag_rebate_invalid') };
      if (mine !== undefined && bp > mine) return { rebateBp: t('ag_rebate_too_high', { max: rebateToPercent(mine) }) };
      return null;
    },
    onSubmit: async (v) => {
      await mutation.mutateAsync({ memberId: id, rebateBp: percentToRebate(v.rebateBp)! });
      void showToast(t('ag_rebate_saved'), TOAST_MS.saved);
    },
  });
  return (
    <form className="mn-form" onSubmit={form.submit} noValidate data-testid="agent-rebate-form">
      <Field
        label={t('ag_rebate_percent')}
        inputMode="decimal"
        hint={mine !== undefined ? t('ag_rebate_hint', { max: rebateToPercent(mine) }) : undefined}
        {...form.field('rebateBp')}
      />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy}>{t('ag_set_rebate')}</SubmitButton>
    </form>
  );
}

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
