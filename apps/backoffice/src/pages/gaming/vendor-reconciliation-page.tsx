import { useCustom, useList, useTranslate } from '@refinedev/core';
import type { OpsReconciliation, OpsVendorIntegration, ReconcileDifference, ReconcileProblem } from '@wps/contract';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Form, Row, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { Money } from '../../shared/money';
import { EmptyState, ErrorState, PageLoading } from '../../shared/states';
import { booksAgree, utcDay } from './gaming-values';

type Side = OpsReconciliation['ours'];
const PROBLEM_COLOR: Record<ReconcileProblem, string> = {
  missing_here: 'red',
  missing_there: 'volcano',
  amount: 'orange',
  kind: 'gold',
  member: 'magenta',
  currency: 'cyan',
  round: 'blue',
  game: 'geekblue',
  status: 'purple',
};

/**
 * Vendor reconciliation (finance): one vendor's UTC day, our wallet transactions against the aggregator's records
 * (fetched from it, signed, when run; a read, not audited). Both sides' counts and totals, and every transaction that is missing
 * on one side or differs (amount, kind, member, currency, round, game, status), listed by its most serious difference
 * with the others beside it; "books agree" when there is none.
 */
export default function VendorReconciliationPage() {
  const translate = useTranslate();
  const { result: vendors, query } = useList<OpsVendorIntegration>({ resource: 'vendorReconciliation', pagination: { mode: 'off' }, errorNotification: false });
  const [vendor, setVendor] = useState<string | undefined>(undefined);
  const [day, setDay] = useState(utcDay());
  // What was asked last: the report is fetched for it, and fetched again when the same is asked again.
  const [asked, setAsked] = useState<{ vendor: string; day: string } | null>(null);
  const { query: run, result: answer } = useCustom<OpsReconciliation>({
    url: 'opsReconcileVendor',
    method: 'get',
    config: { query: { day: asked?.day } },
    meta: { params: { vendor: asked?.vendor } },
    queryOptions: { enabled: asked !== null },
  });
  // Refine answers an empty object until the first answer arrives: a report is one with its differences.
  const fetched = answer?.data as Partial<OpsReconciliation> | undefined;
  const report = asked && !run.isError && fetched?.differences ? (fetched as OpsReconciliation) : null;
  const list = vendors?.data ?? [];
  const chosen = vendor ?? list[0]?.vendor;
  // Amounts are in the vendor's currency, not necessarily the merchant's.
  const currency = list.find((v) => v.vendor === report?.vendor)?.currency ?? list[0]?.currency ?? '';

  const start = () => {
    if (!chosen) return;
    if (asked?.vendor === chosen && asked.day === day) void run.refetch();
    else setAsked({ vendor: chosen, day });
  };

  let body;
  if (query.isLoading) body = <PageLoading />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (list.length === 0) body = <EmptyState text={translate('vendorReconciliation.noVendors')} />;
  else
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Form layout="inline" colon={false} style={{ rowGap: 8 }} onFinish={start}>
          <Form.Item label={translate('vendorReconciliation.vendor')}>
            <Select
              style={{ width: 200 }}
              value={chosen}
              onChange={setVendor}
              data-testid="vendor-reconcile-vendor"
              options={list.map((v) => ({ value: v.vendor, label: v.vendor }))}
            />
          </Form.Item>
          <Form.Item label={translate('vendorReconciliation.day')} extra={translate('vendorReconciliation.utc')}>
            <DatePicker
              allowClear={false}
              value={dayjs(day)}
              onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
              disabledDate={(d) => d.format('YYYY-MM-DD') > utcDay()}
              data-testid="vendor-reconcile-day"
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={run.isFetching} data-testid="vendor-reconcile-run">
              {translate('vendorReconciliation.run')}
            </Button>
          </Form.Item>
        </Form>
        {report ? <Report report={report} currency={currency} /> : <EmptyState text={translate('vendorReconciliation.pick')} />}
      </Space>
    );

  return (
    <Card data-testid="vendor-reconciliation" title={translate('vendorReconciliation.title')} styles={{ body: { overflow: 'hidden' } }}>
      {body}
    </Card>
  );
}

function Report({ report, currency }: { report: OpsReconciliation; currency: string }) {
  const translate = useTranslate();
  const agree = booksAgree(report);
  const side = (title: string, s: Side, testId: string) => (
    <Card size="small" title={title} data-testid={testId}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={translate('vendorReconciliation.count')}>{formatNumber(s.count)}</Descriptions.Item>
        <Descriptions.Item label={translate('vendorReconciliation.bets')}>
          <Money amount={s.bets} currency={currency} />
        </Descriptions.Item>
        <Descriptions.Item label={translate('vendorReconciliation.wins')}>
          <Money amount={s.wins} currency={currency} />
        </Descriptions.Item>
        <Descriptions.Item label={translate('vendorReconciliation.rollbacks')}>
          <Money amount={s.rollbacks} currency={currency} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
  const tx = (key: 'ours' | 'theirs') => (_: unknown, d: ReconcileDifference) => {
    const t = d[key];
    if (!t) return <Typography.Text type="secondary">{translate('vendorReconciliation.none')}</Typography.Text>;
    return (
      <Space direction="vertical" size={0}>
        <span>
          {translate(`vendorReconciliation.kinds.${t.kind}`, undefined, t.kind)} · <Money amount={t.amount} currency={t.currency || currency} />
        </span>
        <Typography.Text type="secondary">
          {t.status} · {t.user} · {t.round} · {t.gameCode}
        </Typography.Text>
      </Space>
    );
  };
  const columns: TableColumnsType<ReconcileDifference> = [
    { title: translate('vendorReconciliation.transaction'), dataIndex: 'transactionUuid', key: 'uuid', render: (v: string) => <Typography.Text code copyable={{ text: v }}>{v}</Typography.Text> },
    {
      title: translate('vendorReconciliation.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (k: ReconcileProblem) => (
        <Tag color={PROBLEM_COLOR[k]} data-testid="vendor-reconcile-kind">
          {translate(`vendorReconciliation.problemNames.${k}`)}
        </Tag>
      ),
    },
    {
      title: translate('vendorReconciliation.alsoDiffers'),
      key: 'problems',
      render: (_: unknown, d: ReconcileDifference) => {
        const others = d.problems.filter((p) => p !== d.kind);
        if (!others.length) return <Typography.Text type="secondary">–</Typography.Text>;
        return (
          <Space size={4} wrap>
            {others.map((p) => (
              <Tag key={p} color={PROBLEM_COLOR[p]}>
                {translate(`vendorReconciliation.problemNames.${p}`)}
              </Tag>
            ))}
          </Space>
        );
      },
    },
    { title: translate('vendorReconciliation.ours'), key: 'ours', render: tx('ours') },
    { title: translate('vendorReconciliation.theirs'), key: 'theirs', render: tx('theirs') },
  ];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        data-testid="vendor-reconcile-banner"
        type={agree ? 'success' : 'error'}
        showIcon
        message={translate(agree ? 'vendorReconciliation.agree' : 'vendorReconciliation.disagree', { vendor: report.vendor, day: report.day })}
        description={translate('vendorReconciliation.matched', { count: formatNumber(report.matched), differences: formatNumber(report.differences.length) })}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          {side(translate('vendorReconciliation.oursTitle'), report.ours, 'vendor-reconcile-ours')}
        </Col>
        <Col xs={24} md={12}>
          {side(translate('vendorReconciliation.theirsTitle'), report.theirs, 'vendor-reconcile-theirs')}
        </Col>
      </Row>
      <Table<ReconcileDifference>
        data-testid="vendor-reconcile-differences"
        size="small"
        rowKey="transactionUuid"
        columns={columns}
        dataSource={report.differences}
        scroll={{ x: 'max-content' }}
        pagination={report.differences.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <EmptyState text={translate('vendorReconciliation.booksAgree')} /> }}
      />
    </Space>
  );
}
