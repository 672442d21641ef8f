import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useOne, useTranslate } from '@refinedev/core';
import type { OpsReconcileDays } from '@wps/contract';
import { Alert, Button, Card, DatePicker, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { currentMerchant } from '../../session/session';
import { useCurrency } from '../../shared/money';
import { EmptyState, ErrorState, PageLoading } from '../../shared/states';
import { downloadCsv, toCsv } from '../../shared/csv';
import { dayRows, lastDays, orderKinds, rangeProblem, RECONCILE_MAX_DAYS, sumMoney } from './finance-values';

type DayRow = ReturnType<typeof dayRows<OpsReconcileDays['days'][number]>>[number];

/**
 * The reconciliation by day (finance, risk): over a range of UTC days (the last 14 by default, at most 92), the
 * ledger's sums by kind, the entries that do not follow from their wallet's previous one, the books now (every
 * balance against its entries), one OK / not OK banner, and the table as CSV.
 */
export default function ReconciliationPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const [range, setRange] = useState(() => lastDays());
  const [picking, setPicking] = useState<Dayjs | null>(null);
  const { query, result } = useOne<OpsReconcileDays>({
    resource: 'reconciliation',
    id: `${currentMerchant() ?? ''}:${range.from}:${range.to}`,
    meta: { query: range },
    errorNotification: false,
  });
  const report = result as OpsReconcileDays | undefined;
  const kinds = useMemo(() => orderKinds([...(report?.totals ?? []).map((k) => k.kind), ...(report?.days ?? []).flatMap((d) => d.kinds.map((k) => k.kind))]), [report]);
  const rows = useMemo(() => dayRows(report?.days ?? [], kinds), [report, kinds]);

  const kindLabel = (k: string) => translate(`reconciliation.kinds.${k}`, k);
  const money = (a: string) => formatMoney(a, currency);

  const columns: TableColumnsType<DayRow> = [
    { title: translate('reconciliation.day'), dataIndex: 'day', key: 'day', fixed: 'left' },
    ...kinds.map((k) => ({
      title: kindLabel(k),
      key: `kind-${k}`,
      align: 'right' as const,
      render: (_: unknown, r: DayRow) => <span className="bo-amount">{money(r.totals[k] ?? '0.00')}</span>,
    })),
    { title: translate('reconciliation.net'), dataIndex: 'net', key: 'net', align: 'right', render: (v: string) => <Typography.Text strong className="bo-amount">{money(v)}</Typography.Text> },
    { title: translate('reconciliation.entries'), dataIndex: 'entries', key: 'entries', align: 'right', render: (v: number) => formatNumber(v) },
    {
      title: translate('reconciliation.breaks'),
      dataIndex: 'breaks',
      key: 'breaks',
      align: 'right',
      render: (v: number) => (v > 0 ? <Typography.Text type="danger" strong>{formatNumber(v)}</Typography.Text> : formatNumber(v)),
    },
    {
      title: translate('reconciliation.state'),
      dataIndex: 'ok',
      key: 'ok',
      render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{translate(ok ? 'reconciliation.ok' : 'reconciliation.notOk')}</Tag>,
    },
  ];

  const exportCsv = () => {
    if (!report) return;
    const line = (day: string, totals: Record<string, string>, net: string, entries: number, breaks: number | string, ok: string) => ({
      [translate('reconciliation.day')]: day,
      ...Object.fromEntries(kinds.map((k) => [kindLabel(k), totals[k] ?? '0.00'])),
      [translate('reconciliation.net')]: net,
      [translate('reconciliation.entries')]: entries,
      [translate('reconciliation.breaks')]: breaks,
      [translate('reconciliation.state')]: ok,
      [translate('finance.currency')]: currency,
    });
    const totals = Object.fromEntries(report.totals.map((k) => [k.kind, k.total]));
    const all = [
      ...rows.map((r) => line(r.day, r.totals, r.net, r.entries, r.breaks, translate(r.ok ? 'reconciliation.ok' : 'reconciliation.notOk'))),
      line(
        translate('reconciliation.total'),
        totals,
        sumMoney(rows.map((r) => r.net)),
        rows.reduce((n, r) => n + r.entries, 0),
        rows.reduce((n, r) => n + r.breaks, 0),
        translate(report.ok ? 'reconciliation.ok' : 'reconciliation.notOk'),
      ),
    ];
    downloadCsv(`reconciliation-${report.from}-${report.to}`, toCsv(all));
  };

  const picker = (
    <DatePicker.RangePicker
      aria-label={translate('reconciliation.range')}
      data-testid="reconcile-range"
      allowClear={false}
      value={[dayjs(range.from), dayjs(range.to)]}
      onCalendarChange={(v) => setPicking(v?.[0] && !v[1] ? v[0] : null)}
      onOpenChange={(open) => !open && setPicking(null)}
      disabledDate={(d) => {
        if (d.isAfter(dayjs(), 'day')) return true;
        return picking ? Math.abs(d.diff(picking, 'day')) >= RECONCILE_MAX_DAYS : false;
      }}
      onChange={(v) => {
        const [from, to] = v ?? [];
        if (!from || !to) return;
        const next = { from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') };
        if (!rangeProblem(next.from, next.to)) setRange(next);
      }}
      presets={[7, 14, 30, 90].map((n) => {
        const r = lastDays(n);
        return { label: translate('reconciliation.lastDays', { count: n }), value: [dayjs(r.from), dayjs(r.to)] as [Dayjs, Dayjs] };
      })}
    />
  );

  let body;
  if (query.isLoading) body = <PageLoading />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!report) body = <EmptyState />;
  else {
    const badDays = report.days.filter((d) => !d.ok);
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          data-testid="reconcile-banner"
          type={report.ok ? 'success' : 'error'}
          showIcon
          message={translate(report.ok ? 'reconciliation.bannerOk' : 'reconciliation.bannerNotOk')}
          description={
            <Space direction="vertical" size={2}>
              <span>{translate('reconciliation.currentAccounts', { count: formatNumber(report.current.accounts) })}</span>
              {!report.current.ok && <span>{translate('reconciliation.mismatchedAccounts', { count: formatNumber(report.current.mismatches.length) })}</span>}
              {badDays.length > 0 && (
                <span>
                  {translate('reconciliation.badDays', {
                    count: formatNumber(badDays.length),
                    breaks: formatNumber(badDays.reduce((n, d) => n + d.breaks, 0)),
                  })}
                </span>
              )}
            </Space>
          }
        />
        {report.current.mismatches.length > 0 && (
          <Card size="small" title={translate('reconciliation.mismatches')} data-testid="reconcile-mismatches" styles={{ body: { overflow: 'hidden' } }}>
            <Table
              size="small"
              rowKey="account"
              pagination={report.current.mismatches.length > 10 ? { pageSize: 10 } : false}
              scroll={{ x: 'max-content' }}
              dataSource={report.current.mismatches}
              columns={[
                { title: translate('reconciliation.account'), dataIndex: 'account', key: 'account' },
                { title: translate('reconciliation.balance'), dataIndex: 'balance', key: 'balance', align: 'right', render: (v: string) => money(v) },
                { title: translate('reconciliation.ledgerSum'), dataIndex: 'entries', key: 'entries', align: 'right', render: (v: string) => money(v) },
              ]}
            />
          </Card>
        )}
        <Table<DayRow>
          data-testid="reconcile-days"
          size="small"
          rowKey="day"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          columns={columns}
          locale={{ emptyText: <EmptyState /> }}
          summary={() =>
            rows.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>{translate('reconciliation.total')}</Typography.Text>
                </Table.Summary.Cell>
                {kinds.map((k, i) => (
                  <Table.Summary.Cell key={k} index={i + 1} align="right">
                    <span className="bo-amount">{money(report.totals.find((t) => t.kind === k)?.total ?? '0.00')}</span>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={kinds.length + 1} align="right">
                  <Typography.Text strong className="bo-amount">
                    {money(sumMoney(rows.map((r) => r.net)))}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={kinds.length + 2} align="right">
                  {formatNumber(rows.reduce((n, r) => n + r.entries, 0))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={kinds.length + 3} align="right">
                  {formatNumber(rows.reduce((n, r) => n + r.breaks, 0))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={kinds.length + 4} />
              </Table.Summary.Row>
            ) : null
          }
        />
        <Typography.Text type="secondary">{translate('reconciliation.utcNote', { time: formatDateTime(new Date(query.dataUpdatedAt || Date.now()).toISOString()) })}</Typography.Text>
      </Space>
    );
  }

  return (
    <Card
      data-testid="reconciliation"
      title={translate('reconciliation.title')}
      extra={
        <Space wrap>
          {picker}
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void query.refetch()} loading={query.isFetching && !query.isLoading}>
            {translate('buttons.refresh')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={exportCsv} disabled={!report} data-testid="reconcile-csv">
            {translate('buttons.export')}
          </Button>
        </Space>
      }
      styles={{ body: { overflow: 'hidden' } }}
    >
      {body}
    </Card>
  );
}
