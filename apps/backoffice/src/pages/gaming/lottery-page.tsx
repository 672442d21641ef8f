import { useTable } from '@refinedev/antd';
import { useCan, useList, useTranslate, type HttpError } from '@refinedev/core';
import {
  LOTTERY_ORDER_PAGE_SIZE,
  type LotterySubOrder,
  type OpsLotteryGameSchema,
  type OpsLotteryOrderSchema,
  type OpsLotteryPeriod,
  type OpsLotteryVoidSchema,
} from '@wps/contract';
import { Alert, Button, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatMoney, formatNumber } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { moneyColumn, timeColumn } from '../../shared/columns';
import { FormDialog, ReasonField } from '../../shared/form-dialog';
import { ListCard } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { EmptyState, ErrorState } from '../../shared/states';
import { canVoidPeriod, drawInterval, periodState, type PeriodState } from './gaming-values';

type Game = z.infer<typeof OpsLotteryGameSchema>;
type Period = OpsLotteryPeriod & { [key: string]: unknown };
type Order = z.infer<typeof OpsLotteryOrderSchema> & { [key: string]: unknown };
type VoidAnswer = z.infer<typeof OpsLotteryVoidSchema>;
interface VoidValues {
  reason: string;
}

const STATE_COLOR: Record<PeriodState, string> = { OPEN: 'green', CLOSED: 'gold', DRAWN: 'blue', VOID: 'default' };
const SUB_COLOR: Record<LotterySubOrder['status'], string> = { OPEN: 'processing', CANCELLED: 'default', WON: 'success', LOST: 'error', VOID: 'default' };

/**
 * Lottery (finance, risk, support): the TCG lottery games, the draw periods of the one chosen (result, orders, stakes
 * and payouts) with each period's orders and sub-orders, and, for an incident, "void period" (finance, risk): no draw,
 * every open sub-order refunded once, with a reason (audited).
 */
export default function LotteryPage() {
  const translate = useTranslate();
  const { result: games, query } = useList<Game & { [key: string]: unknown }>({ resource: 'lottery', pagination: { mode: 'off' }, errorNotification: false });
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const list = games?.data ?? [];
  const gameId = picked ?? list[0]?.gameId;
  const game = list.find((g) => g.gameId === gameId);

  const columns: TableColumnsType<Game> = [
    { title: translate('lottery.game'), dataIndex: 'gameName', key: 'name', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: translate('lottery.code'), dataIndex: 'gameCode', key: 'code', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: translate('lottery.vendor'), dataIndex: 'vendor', key: 'vendor' },
    { title: translate('lottery.playType'), dataIndex: 'playType', key: 'playType', render: (v: Game['playType']) => translate(`lottery.playTypes.${v}`) },
    { title: translate('lottery.drawEvery'), dataIndex: 'periodSeconds', key: 'every', align: 'right', render: (s: number) => drawInterval(s) },
    { title: translate('lottery.enabled'), dataIndex: 'enabled', key: 'enabled', render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{translate(on ? 'lottery.on' : 'lottery.off')}</Tag> },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={translate('lottery.title')} data-testid="lottery-games" styles={{ body: { overflow: 'hidden' } }}>
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Table<Game>
            size="small"
            rowKey="gameId"
            loading={query.isLoading}
            columns={columns}
            dataSource={list}
            scroll={{ x: 'max-content' }}
            pagination={list.length > 10 ? { pageSize: 10 } : false}
            locale={{ emptyText: <EmptyState text={translate('lottery.noGames')} /> }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: gameId === undefined ? [] : [gameId],
              onChange: (keys) => setPicked(Number(keys[0])),
              getCheckboxProps: (g) => ({ title: translate('lottery.pickGame', { game: g.gameName }) }),
            }}
            onRow={(g) => ({ onClick: () => setPicked(g.gameId) })}
          />
        )}
      </Card>
      {game && <Periods key={game.gameId} game={game} />}
    </Space>
  );
}

/** The chosen game's periods, newest first; a row opens to its orders. */
function Periods({ game }: { game: Game }) {
  const translate = useTranslate();
  const currency = useCurrency();
  const { data: canVoid } = useCan({ resource: 'lotteryPeriods', action: 'void' });
  const { tableProps, tableQuery } = useTable<Period, HttpError>({
    resource: 'lotteryPeriods',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    filters: { permanent: [{ field: 'gameId', operator: 'eq', value: game.gameId }] },
  });
  const [voiding, setVoiding] = useState<OpsLotteryPeriod | null>(null);
  const [last, setLast] = useState<VoidAnswer | null>(null);
  const voidPeriod = useOpsAction<VoidAnswer>('lotteryPeriods', 'void', {
    success: (a) => translate('lottery.voided', { numero: a.period.numero, refunded: a.refunded }),
    invalidate: ['lotteryOrders'],
  });

  const columns: TableColumnsType<Period> = [
    { title: translate('lottery.numero'), dataIndex: 'numero', key: 'numero', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    {
      title: translate('lottery.state'),
      key: 'state',
      render: (_, p) => {
        const state = periodState(p);
        return (
          <Tag color={STATE_COLOR[state]} title={p.voidReason ?? undefined} data-testid="lottery-period-state">
            {translate(`lottery.states.${state}`)}
          </Tag>
        );
      },
    },
    timeColumn(translate('lottery.opensAt'), 'opensAt'),
    timeColumn(translate('lottery.closesAt'), 'closesAt'),
    timeColumn(translate('lottery.drawAt'), 'drawAt'),
    { title: translate('lottery.result'), dataIndex: 'result', key: 'result', render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '—') },
    { title: translate('lottery.orders'), dataIndex: 'orders', key: 'orders', align: 'right', render: (n: number) => formatNumber(n) },
    { title: translate('lottery.subOrders'), dataIndex: 'subOrders', key: 'subOrders', align: 'right', render: (n: number) => formatNumber(n) },
    moneyColumn(translate('lottery.stake'), 'totalStake', currency),
    moneyColumn(translate('lottery.payout'), 'totalPayout', currency),
    { title: translate('lottery.voidReason'), dataIndex: 'voidReason', key: 'voidReason', render: (v: string | null) => v ?? '—' },
    ...(canVoid?.can
      ? [
          {
            title: translate('table.actions'),
            key: 'actions',
            render: (_: unknown, p: Period) =>
              canVoidPeriod(p) ? (
                <Button size="small" danger onClick={() => setVoiding(p)} data-testid="lottery-void">
                  {translate('lottery.void')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      {last && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setLast(null)}
          data-testid="lottery-void-result"
          message={translate('lottery.voidResult', { numero: last.period.numero, refunded: last.refunded, amount: formatMoney(last.amount, currency) })}
        />
      )}
      <ListCard<Period>
        testId="lottery-periods"
        title={translate('lottery.periodsOf', { game: game.gameName })}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(p) => String(p.periodId)}
        columns={columns}
        emptyText={translate('lottery.noPeriods')}
        expandable={{ rowExpandable: (p) => p.orders > 0, expandedRowRender: (p) => <PeriodOrders period={p} currency={currency} /> }}
      />
      <FormDialog<VoidValues>
        open={voiding !== null}
        danger
        testId="lottery-void-form"
        title={translate('lottery.voidTitle', { numero: voiding?.numero ?? '' })}
        okText={translate('lottery.voidConfirm')}
        pending={voidPeriod.pending}
        intro={<Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate('lottery.voidText', { orders: voiding?.orders ?? 0 })} />}
        onClose={() => setVoiding(null)}
        onSubmit={async (v) => {
          if (!voiding) return;
          const answer = await voidPeriod.run({ params: { id: voiding.periodId }, body: { reason: v.reason.trim() } });
          if (answer) {
            setLast(answer);
            setVoiding(null);
          }
        }}
      >
        <ReasonField label={translate('lottery.reason')} requiredMessage={translate('lottery.reasonRule')} lengthMessage={translate('lottery.reasonLength')} testId="lottery-void-reason" />
      </FormDialog>
    </>
  );
}

/** A period's orders (read when its row opens), each opening to its sub-orders. */
function PeriodOrders({ period, currency }: { period: OpsLotteryPeriod; currency: string }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { result, query } = useList<Order>({
    resource: 'lotteryOrders',
    meta: { params: { id: period.periodId } },
    pagination: { currentPage: page, pageSize: LOTTERY_ORDER_PAGE_SIZE },
    errorNotification: false,
  });
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const columns: TableColumnsType<Order> = [
    { title: translate('lottery.orderId'), dataIndex: 'orderId', key: 'orderId' },
    { title: translate('lottery.account'), key: 'account', render: (_, o) => <Link to={`/members/${o.memberId}`}>{o.account}</Link> },
    { title: translate('lottery.status'), dataIndex: 'status', key: 'status', render: (s: string) => <Tag>{translate(`lottery.orderStatuses.${s}`, undefined, s)}</Tag> },
    { title: translate('lottery.subOrders'), dataIndex: 'subOrderCount', key: 'subs', align: 'right' },
    moneyColumn(translate('lottery.stake'), 'totalStake', currency),
    moneyColumn(translate('lottery.payout'), 'totalPayout', currency),
    timeColumn(translate('lottery.placedAt'), 'createdAt'),
  ];
  const subColumns: TableColumnsType<LotterySubOrder> = [
    { title: translate('lottery.betType'), dataIndex: 'betType', key: 'type', render: (t: string) => translate(`lottery.betTypes.${t}`, undefined, t) },
    { title: translate('lottery.selection'), dataIndex: 'selection', key: 'selection', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: translate('lottery.odds'), dataIndex: 'odds', key: 'odds', align: 'right' },
    moneyColumn(translate('lottery.stake'), 'stake', currency),
    { title: translate('lottery.status'), dataIndex: 'status', key: 'status', render: (s: LotterySubOrder['status']) => <Tag color={SUB_COLOR[s]}>{translate(`lottery.subStatuses.${s}`)}</Tag> },
    moneyColumn(translate('lottery.payout'), 'payout', currency),
  ];
  return (
    <Table<Order>
      data-testid={`lottery-orders-${period.numero}`}
      size="small"
      loading={query.isLoading}
      dataSource={result.data}
      rowKey={(o) => String(o.orderId)}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState /> }}
      expandable={{
        expandedRowRender: (o) => <Table<LotterySubOrder> size="small" rowKey={(s) => String(s.subOrderId)} columns={subColumns} dataSource={o.subOrders} pagination={false} />,
      }}
      pagination={
        (result.total ?? 0) > LOTTERY_ORDER_PAGE_SIZE
          ? { current: page, pageSize: LOTTERY_ORDER_PAGE_SIZE, total: result.total, onChange: setPage, showTotal: (total) => translate('list.total', { total }) }
          : false
      }
    />
  );
}
