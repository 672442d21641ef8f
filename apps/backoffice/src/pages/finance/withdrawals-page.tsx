import { CanAccess, useCustom, useTranslate } from '@refinedev/core';
import { WITHDRAW_STATUSES, type OpsWithdraw, type OpsWithdrawalContext } from '@wps/contract';
import { Descriptions, Divider, Space, Spin, Table, Typography } from 'antd';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { Money, useCurrency } from '../../shared/money';
import { EmptyState, ErrorState } from '../../shared/states';
import { TurnoverProgress, useBonusSourceLabel } from '../../shared/turnover';
import { OrdersQueue } from './orders-queue';

type Row = OpsWithdraw & { [key: string]: unknown };

/** What the reviewer of a withdrawal sees beside it: balance, the last 30 days, open bonuses, the latest deposits. */
function WithdrawalContext({ orderNo }: { orderNo: string }) {
  const translate = useTranslate();
  const currency = useCurrency();
  const sourceLabel = useBonusSourceLabel();
  const { query, result } = useCustom<OpsWithdrawalContext>({
    url: 'opsWithdrawalContext',
    method: 'get',
    meta: { params: { orderNo } },
    errorNotification: false,
  });
  if (query.isLoading) return <Spin />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const ctx = result.data as OpsWithdrawalContext | undefined;
  if (!ctx?.last30Days) return null;
  const m = (a: string) => formatMoney(a, currency);
  return (
    <div data-testid="withdrawal-context" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={translate('withdrawals.balance')}>{m(ctx.balance)}</Descriptions.Item>
        <Descriptions.Item label={translate('withdrawals.net30')}>{m(ctx.last30Days.net)}</Descriptions.Item>
        <Descriptions.Item label={translate('withdrawals.deposits30')}>
          {m(ctx.last30Days.deposits)} ({ctx.last30Days.depositCount})
        </Descriptions.Item>
        <Descriptions.Item label={translate('withdrawals.withdrawals30')}>
          {m(ctx.last30Days.withdrawals)} ({ctx.last30Days.withdrawalCount})
        </Descriptions.Item>
        <Descriptions.Item label={translate('withdrawals.validBets30')}>{m(ctx.last30Days.validBets)}</Descriptions.Item>
        <Descriptions.Item label={translate('withdrawals.winLoss30')}>{m(ctx.last30Days.winLoss)}</Descriptions.Item>
      </Descriptions>
      <Divider orientation="left" plain>
        {translate('withdrawals.openBonuses')}
      </Divider>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        // Oldest first, and nothing else tells two alike apart: their place is their key.
        dataSource={ctx.openBonuses.map((b, key) => ({ ...b, key }))}
        data-testid="withdrawal-open-bonuses"
        locale={{ emptyText: <EmptyState text={translate('withdrawals.noOpenBonuses')} /> }}
        columns={[
          { title: translate('withdrawals.bonusSource'), dataIndex: 'name', render: (v: string) => sourceLabel(v) },
          { title: translate('finance.bonus'), dataIndex: 'amount', align: 'right', render: (v: string) => <Money amount={v} currency={currency} /> },
          {
            title: translate('withdrawals.turnover'),
            key: 'turnover',
            render: (_, b) => <TurnoverProgress wagered={b.done} required={b.required} currency={currency} />,
          },
        ]}
      />
      <Divider orientation="left" plain>
        {translate('withdrawals.recentDeposits')}
      </Divider>
      <Table
        size="small"
        rowKey="orderNo"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={ctx.recentDeposits}
        columns={[
          { title: translate('finance.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: translate('finance.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <Money amount={v} currency={currency} /> },
          { title: translate('finance.channel'), dataIndex: 'channel' },
          { title: translate('finance.statusTitle'), dataIndex: 'status', render: (v: string) => translate(`finance.status.${v}`) },
        ]}
      />
    </div>
  );
}

/** The withdrawals queue: held amounts waiting for the payout (approve) or their return to the member (reject). */
export default function WithdrawalsPage() {
  const translate = useTranslate();
  return (
    <OrdersQueue<Row>
      resource="withdrawals"
      statuses={WITHDRAW_STATUSES}
      columns={() => [
        // The payee in one column (bank and account, the name below): the queue fits 1366 px with its times in sight.
        {
          title: translate('finance.payee'),
          key: 'payee',
          render: (_, row) => (
            <Space direction="vertical" size={0}>
              <span>
                {row.bankName} · <span className="bo-amount">{row.accountNo}</span>
              </span>
              <Typography.Text type="secondary">{row.accountName}</Typography.Text>
            </Space>
          ),
        },
      ]}
      csv={(row) => ({
        [translate('finance.bankName')]: row.bankName,
        [translate('finance.accountNo')]: row.accountNo,
        [translate('finance.accountName')]: row.accountName,
      })}
      details={(row) => (
        <CanAccess resource="withdrawals" action="context">
          <WithdrawalContext orderNo={row.orderNo} />
        </CanAccess>
      )}
    />
  );
}
