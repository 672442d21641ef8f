import { useId, useState } from 'react';
import { RG_STATEMENT_MAX_DAYS, type RgStatementGroup } from '@wps/contract/lite';
import type { RgStatement, RgStatementQuery } from '@wps/contract';
import { Chips, Field, SubmitButton } from '../../../shared/ui/form';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { useStatementQuery } from '../api/play';
import { useRgTranslation } from '../i18n';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const COLUMNS = ['deposits', 'withdrawals', 'wagers', 'wins', 'net'] as const;

/** The statement as CSV (RTS 1B): a header of the translated column names, one line per period, the totals last. */
export function statementCsv(s: RgStatement, header: string[]): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [header, ...[...s.rows, s.total].map((r) => [r.period, ...COLUMNS.map((c) => r[c])])];
  return lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The activity statement (RTS 1B, 1C): deposits, withdrawals, wagers, wins and net per day or month over a period of
 * up to three months, the net deposits, and the same as a CSV file.
 */
export function Statement() {
  const { t } = useRgTranslation();
  const id = useId();
  const today = isoDay(Date.now());
  const [form, setForm] = useState({ from: isoDay(Date.now() - 30 * DAY_MS), to: today, group: 'day' as RgStatementGroup });
  const [query, setQuery] = useState<RgStatementQuery | null>(null);
  const q = useStatementQuery(query);
  const header = [t('rg_col_period'), ...COLUMNS.map((c) => t(`rg_col_${c}`))];
  const show = (e: React.FormEvent) => {
    e.preventDefault();
    setQuery({ ...form });
  };
  return (
    <section className="mn-card rg-card" aria-labelledby={`${id}-title`} data-testid="rg-statement">
      <h2 id={`${id}-title`}>{t('rg_statement')}</h2>
      <p className="mn-note">{t('rg_statement_note', { days: RG_STATEMENT_MAX_DAYS })}</p>
      <form onSubmit={show} noValidate>
        <Field label={t('rg_statement_from')} type="date" value={form.from} onChange={(v) => setForm((f) => ({ ...f, from: v }))} max={today} />
        <Field label={t('rg_statement_to')} type="date" value={form.to} onChange={(v) => setForm((f) => ({ ...f, to: v }))} max={today} />
        <Chips
          label={t('rg_statement_group')}
          value={form.group}
          onChange={(g) => setForm((f) => ({ ...f, group: g }))}
          options={[
            { value: 'day' as RgStatementGroup, label: t('rg_statement_day') },
            { value: 'month' as RgStatementGroup, label: t('rg_statement_month') },
          ]}
        />
        <SubmitButton busy={q.isFetching}>{t('rg_statement_show')}</SubmitButton>
      </form>
      {query === null ? null : q.isPending ? (
        <ListSkeleton rows={2} />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <StatementTable s={q.data} header={header} name={`statement-${query.from}-${query.to}.csv`} />
      )}
    </section>
  );
}

function StatementTable({ s, header, name }: { s: RgStatement; header: string[]; name: string }) {
  const { t } = useRgTranslation();
  return (
    <>
      <p data-testid="rg-net-deposits">{t('rg_net_deposits', { amount: s.netDeposits })}</p>
      {s.rows.length === 0 ? (
        <p className="mn-note">{t('rg_statement_empty')}</p>
      ) : (
        <div className="rg-scroll">
          <table className="rg-statement">
            <thead>
              <tr>
                {header.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...s.rows, { ...s.total, period: t('rg_total') }].map((r) => (
                <tr key={r.period}>
                  <th scope="row">{r.period}</th>
                  {COLUMNS.map((c) => (
                    <td key={c}>{r[c]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" className="btn btn-outline btn-wide" onClick={() => download(name, statementCsv({ ...s, total: { ...s.total, period: t('rg_total') } }, header))}>
        {t('rg_statement_csv')}
      </button>
    </>
  );
}
