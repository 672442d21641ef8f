import { PlusOutlined } from '@ant-design/icons';
import { CanAccess, useTranslate } from '@refinedev/core';
import { ADJUSTMENT_STATUSES, ErrorCode, type OpsAdjustment } from '@wps/contract';
import { App, Button, Descriptions, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isOpsError } from '../../api/ops-client';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { getIdentity } from '../../session/session';
import { useOpsAction } from '../../shared/actions';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { AdjustmentFormModal, type AdjustmentValues, type FieldErrors } from './adjustment-form';
import { DecisionButtons } from './decision-buttons';
import { fromSignedAmount, ownDecision, toSignedAmount } from './finance-values';
import { ReasonModal } from './reason-modal';
import { StatusFilterSelect, statusFilter } from './status-filter';

type Row = OpsAdjustment & { [key: string]: unknown };

const STATUS_COLORS: Record<string, string> = { pending: 'processing', approved: 'success', rejected: 'error' };
/** A signed amount as its direction and size: "+ CN¥100.00" credit in green, "− CN¥50.00" debit in red. */
function SignedMoney({ amount, currency }: { amount: string; currency: string }) {
  const translate = useTranslate();
  const { direction, amount: size } = fromSignedAmount(amount);
  return (
    <Space size={4}>
      <Tag color={direction === 'credit' ? 'green' : 'red'}>{translate(`adjustments.${direction}`)}</Tag>
      <Typography.Text className="bo-amount" type={direction === 'debit' ? 'danger' : 'success'}>
        {direction === 'debit' ? '−' : '+'}
        {formatMoney(size, currency)}
      </Typography.Text>
    </Space>
  );
}

/**
 * Manual balance adjustments (finance): the list by status, a new request (member, credit or debit, amount, reason),
 * and the decision on a pending one by another operator (approve carries it out on the ledger; reject with a reason).
 */
export default function AdjustmentsPage() {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const currency = useCurrency();
  const me = getIdentity()?.username;
  const { tableProps, tableQuery, filters, setFilters } = useOpsTable<Row>('adjustments', { initialFilters: statusFilter('pending') });
  const [creating, setCreating] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [rejecting, setRejecting] = useState<Row | null>(null);

  const create = useOpsAction<OpsAdjustment>('adjustments', 'create', {
    success: translate('adjustments.requestSent'),
    invalidate: ['dashboard'],
    onError: (e) => {
      // The server names the field it refused (an unknown or trial member, a malformed amount).
      if (isOpsError(e) && e.errorCode === ErrorCode.VALIDATION && e.errors) {
        const out: FieldErrors = {};
        if (e.errors.member) out.member = translate('adjustments.memberUnknown');
        if (e.errors.amount) out.amount = translate('adjustments.amountRule');
        if (e.errors.reason) out.reason = translate('adjustments.reasonRule');
        setFieldErrors(out);
      }
    },
  });
  const approve = useOpsAction<OpsAdjustment>('adjustments', 'approve', { success: translate('adjustments.approved'), invalidate: ['dashboard'] });
  const reject = useOpsAction<OpsAdjustment>('adjustments', 'reject', { success: translate('adjustments.rejected'), invalidate: ['dashboard'] });

  const summary = (member: string, signed: string) => {
    const { direction, amount } = fromSignedAmount(signed);
    return translate(direction === 'credit' ? 'adjustments.creditSummary' : 'adjustments.debitSummary', { amount: formatMoney(amount, currency), member });
  };

  const submit = (v: AdjustmentValues) => {
    const amount = toSignedAmount(v.direction, v.amount);
    modal.confirm({
      title: translate('adjustments.confirmRequest'),
      content: (
        <Space direction="vertical">
          <Typography.Text strong>{summary(v.member, amount)}</Typography.Text>
          <Typography.Text type="secondary">{translate('adjustments.reasonShown', { reason: v.reason })}</Typography.Text>
        </Space>
      ),
      okText: translate('adjustments.sendRequest'),
      cancelText: translate('buttons.cancel'),
      onOk: async () => {
        setFieldErrors({});
        const created = await create.run({ body: { member: v.member, amount, reason: v.reason } });
        if (created) setCreating(false);
      },
    });
  };

  const confirmApprove = (row: Row) =>
    modal.confirm({
      title: translate('adjustments.approveTitle', { id: row.id }),
      okText: translate('finance.approve'),
      cancelText: translate('buttons.cancel'),
      okButtonProps: { 'data-testid': 'adjustment-approve-confirm' },
      content: (
        <Space direction="vertical">
          <Typography.Text strong>{summary(row.member, row.amount)}</Typography.Text>
          <Typography.Text>{translate('adjustments.reasonShown', { reason: row.reason })}</Typography.Text>
          <Typography.Text type="secondary">{translate('adjustments.requestedByAt', { operator: row.requestedBy, time: formatDateTime(row.requestedAt) })}</Typography.Text>
          <Typography.Text type="warning">{translate('adjustments.approveNote')}</Typography.Text>
        </Space>
      ),
      onOk: () => approve.run({ params: { id: row.id } }),
    });

  const decideReject = async (reason: string) => {
    if (!rejecting) return;
    const done = await reject.run({ params: { id: rejecting.id }, body: { reason } });
    if (done) setRejecting(null);
  };

  const columns: TableColumnsType<Row> = [
    { title: translate('adjustments.id'), dataIndex: 'id', key: 'id' },
    { title: translate('adjustments.member'), dataIndex: 'member', key: 'member' },
    { title: translate('adjustments.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: (v: string) => <SignedMoney amount={v} currency={currency} /> },
    {
      title: translate('adjustments.reason'),
      dataIndex: 'reason',
      key: 'reason',
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ marginBottom: 0, maxWidth: 260 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    {
      title: translate('adjustments.statusTitle'),
      key: 'status',
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <Tag color={STATUS_COLORS[row.status] ?? 'default'}>{translate(`adjustments.status.${row.status}`)}</Tag>
          {row.decisionNote && (
            <Typography.Text type="secondary" style={{ maxWidth: 220 }} ellipsis={{ tooltip: row.decisionNote }}>
              {row.decisionNote}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: translate('adjustments.requestedCol'),
      key: 'requested',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <Typography.Text>{row.requestedBy}</Typography.Text>
            {row.requestedBy === me && <Tag>{translate('adjustments.yours')}</Tag>}
          </Space>
          <Typography.Text type="secondary">{formatDateTime(row.requestedAt)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: translate('adjustments.decidedCol'),
      key: 'decided',
      render: (_, row) =>
        row.decidedBy ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>{row.decidedBy}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(row.decidedAt)}</Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        row.status === 'pending' ? (
          <DecisionButtons
            resource="adjustments"
            approveText={translate('finance.approve')}
            approveBlocked={ownDecision(me, row.requestedBy) ? translate('adjustments.approveByAnother') : undefined}
            onApprove={() => confirmApprove(row)}
            onReject={() => setRejecting(row)}
            approveTestId={`approve-adjustment-${row.id}`}
            rejectTestId={`reject-adjustment-${row.id}`}
          />
        ) : null,
    },
  ];

  return (
    <>
      <ListCard<Row>
        testId="adjustments-list"
        title={translate('adjustments.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.id)}
        columns={columns}
        filters={
          <StatusFilterSelect label={translate('adjustments.statusTitle')} statuses={ADJUSTMENT_STATUSES} labelOf={(s) => translate(`adjustments.status.${s}`)} filters={filters} setFilters={setFilters} />
        }
        extra={
          <>
            <CanAccess resource="adjustments" action="create">
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden="true" />}
                onClick={() => {
                  setFieldErrors({});
                  setCreating(true);
                }}
                data-testid="new-adjustment"
              >
                {translate('adjustments.create')}
              </Button>
            </CanAccess>
            <CsvExportButton<Row>
              resource="adjustments"
              filters={filters}
              filename="adjustments"
              row={(r) => ({
                [translate('adjustments.id')]: r.id,
                [translate('adjustments.member')]: r.member,
                [translate('adjustments.amount')]: r.amount,
                [translate('finance.currency')]: currency,
                [translate('adjustments.reason')]: r.reason,
                [translate('adjustments.statusTitle')]: translate(`adjustments.status.${r.status}`),
                [translate('adjustments.requestedBy')]: r.requestedBy,
                [translate('adjustments.requestedAt')]: r.requestedAt,
                [translate('adjustments.decidedBy')]: r.decidedBy ?? '',
                [translate('adjustments.decidedAt')]: r.decidedAt ?? '',
                [translate('adjustments.decisionNote')]: r.decisionNote ?? '',
                [translate('adjustments.ledgerEntry')]: r.ledgerEntryId ?? '',
              })}
            />
          </>
        }
      />
      <AdjustmentFormModal
        open={creating}
        pending={create.pending}
        currency={currency}
        errors={fieldErrors}
        onSubmit={submit}
        onClose={() => setCreating(false)}
      />
      <ReasonModal
        open={rejecting !== null}
        title={translate('adjustments.rejectTitle', { id: rejecting?.id ?? '' })}
        okText={translate('finance.reject')}
        pending={reject.pending}
        onSubmit={(reason) => void decideReject(reason)}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={translate('adjustments.member')}>{rejecting.member}</Descriptions.Item>
            <Descriptions.Item label={translate('adjustments.amount')}>
              <SignedMoney amount={rejecting.amount} currency={currency} />
            </Descriptions.Item>
            <Descriptions.Item label={translate('adjustments.reason')}>{rejecting.reason}</Descriptions.Item>
            <Descriptions.Item label={translate('adjustments.requestedBy')}>{rejecting.requestedBy}</Descriptions.Item>
          </Descriptions>
        )}
      </ReasonModal>
    </>
  );
}
