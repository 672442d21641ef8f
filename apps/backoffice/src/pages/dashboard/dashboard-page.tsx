import { useGo, useOne, useTranslate } from '@refinedev/core';
import type { OpsDashboard } from '@wps/contract';
import { Button, Card, Col, Row, Segmented, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { canDo } from '../../providers/access-control';
import { currentMerchant, currentRoles } from '../../session/session';
import { ErrorState, PageLoading } from '../../shared/states';
import { DayChart } from './day-chart';

const RANGES = [7, 14, 30] as const;

/** A UTC day `days - 1` days before today, and today (the dashboard counts UTC days). */
function range(days: number): { from: string; to: string } {
  const to = new Date();
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** The landing page: the merchant's figures over a range (opsDashboard), a chart per day and the pending queues. */
export default function DashboardPage() {
  const translate = useTranslate();
  const go = useGo();
  const [days, setDays] = useState<number>(14);
  const { from, to } = range(days);
  const { query, result } = useOne<OpsDashboard>({
    resource: 'dashboard',
    id: `${currentMerchant() ?? ''}:${from}:${to}`,
    meta: { query: { from, to } },
    errorNotification: false,
  });
  const roles = currentRoles();
  // A queue links to its page for an operator who may open it.
  const linkIf = (resource: string, to: string) => (canDo(roles, resource, 'list') ? to : null);

  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!result) return null;
  const { totals, pending, currency } = result;
  const money = (a: string) => formatMoney(a, currency);

  const kpis: [string, string, string?][] = [
    ['deposits', money(totals.deposits.amount), translate('dashboard.orders', { count: formatNumber(totals.deposits.count) })],
    ['withdrawals', money(totals.withdrawals.amount), translate('dashboard.orders', { count: formatNumber(totals.withdrawals.count) })],
    ['ggr', money(totals.ggr), translate('dashboard.stakesPayouts', { stakes: money(totals.stakes), payouts: money(totals.payouts) })],
    ['netRevenue', money(totals.netRevenue), translate('dashboard.bonusesPaid', { bonuses: money(totals.bonuses) })],
    ['activePlayers', formatNumber(totals.activePlayers), translate('dashboard.rounds', { count: formatNumber(totals.rounds) })],
    ['newPlayers', formatNumber(totals.newPlayers)],
  ];
  const queues: [string, number, string | null][] = [
    ['pendingDeposits', pending.deposits, linkIf('deposits', '/finance/deposits?status=pending')],
    ['pendingWithdrawals', pending.withdrawals, linkIf('withdrawals', '/finance/withdrawals?status=pending')],
    ['pendingRewards', pending.rewardApplications, linkIf('rewardApplications', '/finance/reward-applications')],
    ...(pending.adjustments !== undefined
      ? [['pendingAdjustments', pending.adjustments, linkIf('adjustments', '/finance/adjustments')] as [string, number, string | null]]
      : []),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="dashboard">
      <Card
        title={translate('dashboard.title')}
        extra={
          <Segmented
            value={days}
            onChange={(v) => setDays(Number(v))}
            options={RANGES.map((n) => ({ value: n, label: translate('dashboard.lastDays', { count: n }) }))}
          />
        }
      >
        <Row gutter={[16, 16]}>
          {kpis.map(([key, value, note]) => (
            <Col key={key} xs={24} sm={12} lg={8} xxl={4}>
              <Card size="small">
                <Statistic title={translate(`dashboard.${key}`)} value={value} valueStyle={{ fontVariantNumeric: 'tabular-nums' }} />
                {note && <Typography.Text type="secondary">{note}</Typography.Text>}
              </Card>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {translate('dashboard.asOf', { time: formatDateTime(result.asOf) })}
        </Typography.Paragraph>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={translate('dashboard.perDay')}>
            <DayChart days={result.days} currency={currency} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={translate('dashboard.pending')} data-testid="dashboard-pending">
            <Row gutter={[16, 16]}>
              {queues.map(([key, count, link]) => (
                <Col key={key} span={12}>
                  <Statistic title={translate(`dashboard.${key}`)} value={count} />
                  {link && count > 0 && (
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => go({ to: link })}>
                      {translate('dashboard.open')}
                    </Button>
                  )}
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
