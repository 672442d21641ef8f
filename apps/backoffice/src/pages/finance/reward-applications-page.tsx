import { CanAccess, useTranslate } from '@refinedev/core';
import { APPLICATION_STATUSES, type OpsApplication } from '@wps/contract';
import { App, Button, Descriptions, Divider, Drawer, Form, Input, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { Money, useCurrency } from '../../shared/money';
import { ApplicationPictures } from './application-pictures';
import { isAmount, normalizeAmount } from './finance-values';
import { ReasonModal } from './reason-modal';
import { StatusFilterSelect, statusFilter } from './status-filter';

type Row = OpsApplication & { [key: string]: unknown };

const STATUS_COLORS: Record<string, string> = { applying: 'processing', issued: 'success', rejected: 'error' };
/** One application: what the member wrote and sent, and (while it waits) approve with an optional bonus or reject. */
function ApplicationDrawer({ app, currency, onClose }: { app: Row | null; currency: string; onClose: () => void }) {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ bonus?: string }>();
  const [rejecting, setRejecting] = useState(false);
  const approve = useOpsAction('rewardApplications', 'approve', { success: translate('rewardApplications.approved'), invalidate: ['dashboard'] });
  const reject = useOpsAction('rewardApplications', 'reject', { success: translate('rewardApplications.rejected'), invalidate: ['dashboard'] });
  useEffect(() => {
    if (app) form.resetFields();
  }, [app, form]);
  if (!app) return null;
  const waiting = app.status === 'applying';

  const confirmApprove = ({ bonus }: { bonus?: string }) => {
    const amount = bonus?.trim() ? normalizeAmount(bonus) : undefined;
    modal.confirm({
      title: translate('rewardApplications.approveTitle', { id: app.id }),
      content: amount
        ? translate('rewardApplications.approveWithBonus', { member: app.userName, bonus: formatMoney(amount, currency) })
        : translate('rewardApplications.approveNoBonus', { member: app.userName }),
      okText: translate('finance.approve'),
      cancelText: translate('buttons.cancel'),
      okButtonProps: { 'data-testid': 'application-approve-confirm' },
      onOk: async () => {
        const done = await approve.run({ params: { id: app.id }, body: amount ? { bonus: amount } : {} });
        // The answer is null: undefined alone means the call failed (the notification told).
        if (done !== undefined) onClose();
      },
    });
  };

  const decideReject = async (reason: string) => {
    const done = await reject.run({ params: { id: app.id }, body: { reason } });
    if (done !== undefined) {
      setRejecting(false);
      onClose();
    }
  };

  return (
    <Drawer open title={translate('rewardApplications.detailTitle', { id: app.id })} width={640} onClose={onClose} destroyOnHidden data-testid="application-detail">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={translate('rewardApplications.promotion')}>{app.promotionTitle}</Descriptions.Item>
        <Descriptions.Item label={translate('rewardApplications.member')}>{app.userName}</Descriptions.Item>
        <Descriptions.Item label={translate('rewardApplications.createdAt')}>{formatDateTime(app.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={translate('rewardApplications.statusTitle')}>
          <Tag color={STATUS_COLORS[app.status] ?? 'default'}>{translate(`rewardApplications.status.${app.status}`)}</Tag>
        </Descriptions.Item>
        {app.bonus !== null && (
          <Descriptions.Item label={translate('rewardApplications.bonus')}>
            <Money amount={app.bonus} currency={currency} />
          </Descriptions.Item>
        )}
        {app.reason && <Descriptions.Item label={translate('rewardApplications.rejectReason')}>{app.reason}</Descriptions.Item>}
      </Descriptions>
      <Divider orientation="left" plain>
        {translate('rewardApplications.remarks')}
      </Divider>
      {app.remarks.trim() ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="application-remarks">
          {app.remarks}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">{translate('rewardApplications.noRemarks')}</Typography.Text>
      )}
      <Divider orientation="left" plain>
        {translate('rewardApplications.pictures')}
      </Divider>
      <ApplicationPictures id={app.id} count={app.pictures} />
      {waiting && (
        <>
          <Divider orientation="left" plain>
            {translate('rewardApplications.decision')}
          </Divider>
          <Form form={form} name="applicationApprove" layout="vertical" onFinish={confirmApprove}>
            <Form.Item
              name="bonus"
              label={translate('rewardApplications.bonusLabel', { currency })}
              extra={translate('rewardApplications.bonusHelp')}
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    !v?.trim() || isAmount(v) ? Promise.resolve() : Promise.reject(new Error(translate('rewardApplications.bonusRule'))),
                },
              ]}
            >
              <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 240 }} placeholder="0.00" data-testid="application-bonus" />
            </Form.Item>
            <Space wrap>
              <CanAccess resource="rewardApplications" action="approve">
                <Button type="primary" htmlType="submit" loading={approve.pending} data-testid="application-approve">
                  {translate('finance.approve')}
                </Button>
              </CanAccess>
              <CanAccess resource="rewardApplications" action="reject">
                <Button danger onClick={() => setRejecting(true)} data-testid="application-reject">
                  {translate('finance.reject')}
                </Button>
              </CanAccess>
            </Space>
          </Form>
        </>
      )}
      <ReasonModal
        open={rejecting}
        title={translate('rewardApplications.rejectTitle', { id: app.id })}
        okText={translate('finance.reject')}
        pending={reject.pending}
        onSubmit={(reason) => void decideReject(reason)}
        onClose={() => setRejecting(false)}
      >
        <Typography.Paragraph>{translate('rewardApplications.rejectNote', { member: app.userName, promotion: app.promotionTitle })}</Typography.Paragraph>
      </ReasonModal>
    </Drawer>
  );
}

/**
 * The reward applications queue (support and finance): what members asked for under an "apply" promotion, waiting
 * ones first by default; a row opens the member's remarks and pictures and the decision.
 */
export default function RewardApplicationsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, filters, setFilters } = useOpsTable<Row>('rewardApplications', { initialFilters: statusFilter('applying') });
  const [open, setOpen] = useState<Row | null>(null);

  const columns: TableColumnsType<Row> = [
    { title: translate('rewardApplications.id'), dataIndex: 'id', key: 'id' },
    { title: translate('rewardApplications.promotion'), dataIndex: 'promotionTitle', key: 'promotionTitle' },
    { title: translate('rewardApplications.member'), dataIndex: 'userName', key: 'userName' },
    {
      title: translate('rewardApplications.remarks'),
      dataIndex: 'remarks',
      key: 'remarks',
      render: (v: string) => (
        <Typography.Text style={{ maxWidth: 240 }} ellipsis={{ tooltip: v }}>
          {v || '—'}
        </Typography.Text>
      ),
    },
    { title: translate('rewardApplications.pictures'), dataIndex: 'pictures', key: 'pictures', align: 'right' },
    {
      title: translate('rewardApplications.statusTitle'),
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => <Tag color={STATUS_COLORS[v] ?? 'default'}>{translate(`rewardApplications.status.${v}`)}</Tag>,
    },
    { title: translate('rewardApplications.bonus'), dataIndex: 'bonus', key: 'bonus', align: 'right', render: (v: string | null) => (v === null ? '—' : <Money amount={v} currency={currency} />) },
    timeColumn(translate('rewardApplications.createdAt'), 'createdAt'),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Button size="small" type={row.status === 'applying' ? 'primary' : 'default'} onClick={() => setOpen(row)} data-testid={`open-application-${row.id}`}>
          {translate(row.status === 'applying' ? 'rewardApplications.review' : 'rewardApplications.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListCard<Row>
        testId="reward-applications"
        title={translate('rewardApplications.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.id)}
        columns={columns}
        filters={
          <StatusFilterSelect label={translate('rewardApplications.statusTitle')} statuses={APPLICATION_STATUSES} labelOf={(s) => translate(`rewardApplications.status.${s}`)} filters={filters} setFilters={setFilters} />
        }
        extra={
          <CsvExportButton<Row>
            resource="rewardApplications"
            filters={filters}
            filename="reward-applications"
            row={(r) => ({
              [translate('rewardApplications.id')]: r.id,
              [translate('rewardApplications.promotion')]: r.promotionTitle,
              [translate('rewardApplications.member')]: r.userName,
              [translate('rewardApplications.remarks')]: r.remarks,
              [translate('rewardApplications.pictures')]: r.pictures,
              [translate('rewardApplications.statusTitle')]: translate(`rewardApplications.status.${r.status}`),
              [translate('rewardApplications.bonus')]: r.bonus ?? '',
              [translate('finance.currency')]: currency,
              [translate('rewardApplications.rejectReason')]: r.reason ?? '',
              [translate('rewardApplications.createdAt')]: r.createdAt,
            })}
          />
        }
      />
      <ApplicationDrawer app={open} currency={currency} onClose={() => setOpen(null)} />
    </>
  );
}
