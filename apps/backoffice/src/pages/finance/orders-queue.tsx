import { useTranslate } from '@refinedev/core';
import type { ApprovalState } from '@wps/contract';
import { App, Space, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useOpsAction } from '../../shared/actions';
import { formatDateTime } from '../../i18n/format';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { getIdentity } from '../../session/session';
import { Money, useCurrency } from '../../shared/money';
import { DecisionButtons } from './decision-buttons';
import { DecisionModal, type Decision } from './decision-modal';
import { ownDecision } from './finance-values';
import { OrderStatus } from './order-status';
import { StatusFilterSelect, statusFilter } from './status-filter';

/** What the queue needs of a row (deposits and withdrawals alike). */
export interface QueueRow {
  orderNo: string;
  member: string;
  amount: string;
  status: string;
  createdAt: string;
  completedAt: string | null;
  approval?: ApprovalState | undefined;
  [key: string]: unknown;
}

interface Props<T extends QueueRow> {
  resource: 'deposits' | 'withdrawals';
  statuses: readonly string[];
  /** Columns between the amount and the status. */
  columns: (currency: string) => TableColumnsType<T>;
  /** The CSV's columns beyond the common ones. */
  csv: (row: T, currency: string) => Record<string, unknown>;
  /** What the reviewer sees in the decision dialog beside the order. */
  details?: (row: T, decision: Decision) => ReactNode;
}

/**
 * A finance queue: the orders (pending first by default), a status filter, approve / reject with a note or a reason,
 * dual approval shown as it stands, CSV of every page.
 */
export function OrdersQueue<T extends QueueRow>({ resource, statuses, columns, csv, details }: Props<T>) {
  const translate = useTranslate();
  const { message } = App.useApp();
  const currency = useCurrency();
  const me = getIdentity()?.username;
  const { tableProps, tableQuery, filters, setFilters } = useOpsTable<T>(resource, { initialFilters: statusFilter('pending') });
  const [decision, setDecision] = useState<{ kind: Decision; row: T } | null>(null);
  const approve = useOpsAction<{ approval?: ApprovalState; status: string }>(resource, 'approve', {
    success: (answer) => (answer?.approval ? undefined : translate('finance.approved')),
    invalidate: ['dashboard'],
  });
  const reject = useOpsAction(resource, 'reject', { success: translate('finance.rejected'), invalidate: ['dashboard'] });

  const decide = async (note: string | undefined) => {
    if (!decision) return;
    const action = decision.kind === 'approve' ? approve : reject;
    const answer = await action.run({ params: { orderNo: decision.row.orderNo }, body: note ? { note } : {} });
    if (answer === undefined) return;
    const approval = (answer as { approval?: ApprovalState }).approval;
    if (decision.kind === 'approve' && approval?.status === 'awaiting-second') {
      void message.info(translate('finance.awaitingSecond', { operator: approval.firstOperator }));
    }
    setDecision(null);
  };

  const all: TableColumnsType<T> = [
    { title: translate('finance.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    { title: translate('finance.member'), dataIndex: 'member', key: 'member' },
    {
      title: translate('finance.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (amount: string) => <Money amount={amount} currency={currency} />,
    },
    ...columns(currency),
    { title: translate('finance.statusTitle'), key: 'status', render: (_, row) => <OrderStatus status={row.status} approval={row.approval} /> },
    // Created and completed in one column (the second line once there is one): at 1366 px the queue fits beside the
    // menu with its times in sight, not scrolled under the actions column.
    {
      title: translate('finance.times'),
      key: 'times',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span className="bo-amount">{formatDateTime(row.createdAt)}</span>
          {row.completedAt && (
            <Typography.Text type="secondary" className="bo-amount">
              {translate('finance.completedShort', { time: formatDateTime(row.completedAt) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        row.status === 'pending' ? (
          <DecisionButtons
            resource={resource}
            approveText={translate(row.approval ? 'finance.approveSecond' : 'finance.approve')}
            approveBlocked={ownDecision(me, row.approval?.firstOperator) ? translate('finance.secondByAnother') : undefined}
            onApprove={() => setDecision({ kind: 'approve', row })}
            onReject={() => setDecision({ kind: 'reject', row })}
            approveTestId={`approve-${row.orderNo}`}
            rejectTestId={`reject-${row.orderNo}`}
          />
        ) : null,
    },
  ];

  return (
    <>
      <ListCard<T>
        testId={`${resource}-queue`}
        title={translate(`${resource}.title`)}
        tableProps={tableProps}
        query={tableQuery}
        rowKey="orderNo"
        columns={all}
        filters={
          <Space wrap>
            <StatusFilterSelect label={translate('finance.statusTitle')} statuses={statuses} labelOf={(s) => translate(`finance.status.${s}`)} filters={filters} setFilters={setFilters} />
          </Space>
        }
        extra={
          <CsvExportButton<T>
            resource={resource}
            filters={filters}
            filename={resource}
            row={(row) => ({
              [translate('finance.orderNo')]: row.orderNo,
              [translate('finance.member')]: row.member,
              [translate('finance.amount')]: row.amount,
              [translate('finance.currency')]: currency,
              ...csv(row, currency),
              [translate('finance.statusTitle')]: translate(`finance.status.${row.status}`),
              [translate('finance.approval')]: row.approval ? translate('finance.awaitingSecond', { operator: row.approval.firstOperator }) : '',
              [translate('finance.createdAt')]: row.createdAt,
              [translate('finance.completedAt')]: row.completedAt ?? '',
            })}
          />
        }
      />
      <DecisionModal
        decision={decision?.kind ?? null}
        order={decision?.row ?? null}
        currency={currency}
        pending={approve.pending || reject.pending}
        details={decision && details ? details(decision.row, decision.kind) : undefined}
        onSubmit={(note) => void decide(note)}
        onClose={() => setDecision(null)}
      />
    </>
  );
}
