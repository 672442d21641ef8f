import { CanAccess, useCustom, useTranslate } from '@refinedev/core';
import { ErrorCode, OpsTransferBalancesQuerySchema, TRANSFER_STATUSES, TRANSFER_WALLETS, type OpsTransfer, type OpsTransferBalances, type TransferStatus } from '@wps/contract';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Popconfirm, Select, Spin, Tag, Typography, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { isOpsError } from '../../api/ops-client';
import { formatDateTime } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { Money } from '../../shared/money';
import { EmptyState, ErrorState } from '../../shared/states';
import { STATUS_COLOR, canCheck, checkedKey, failureKey, memberFilter, transferFilters, transferRoute, transferSearchValues, type TransferSearch } from './transfer-values';

type Row = OpsTransfer & { [key: string]: unknown };
const MEMBER_MAX = OpsTransferBalancesQuerySchema.shape.member.maxLength ?? undefined;

/** The member's balances at the transfer-mode vendors as the aggregator last answered them (no call to it is made). */
function MemberBalances({ member }: { member: string }) {
  const translate = useTranslate();
  const { query, result } = useCustom<OpsTransferBalances>({
    url: 'opsTransferBalances',
    method: 'get',
    config: { query: { member } },
    errorNotification: false,
  });
  let body;
  if (query.isLoading) body = <Spin />;
  else if (query.isError && isOpsError(query.error) && query.error.errorCode === ErrorCode.NOT_FOUND) body = <EmptyState text={translate('transfers.noSuchMember', { member })} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const answer = result.data as Partial<OpsTransferBalances> | undefined;
    const balances = answer?.balances ?? [];
    body =
      balances.length === 0 ? (
        <EmptyState text={translate('transfers.noBalances')} />
      ) : (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
          {balances.map((b) => (
            <Descriptions.Item key={b.vendor} label={b.vendor}>
              <span data-testid={`transfer-balance-${b.vendor}`}>
                <Money amount={b.balance} currency={answer?.currency ?? ''} />
              </span>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {b.checkedAt ? translate('transfers.checkedAt', { at: formatDateTime(b.checkedAt) }) : translate('transfers.due')}
              </Typography.Text>
            </Descriptions.Item>
          ))}
        </Descriptions>
      );
  }
  return (
    <Card size="small" title={translate('transfers.balancesOf', { member: (result.data as Partial<OpsTransferBalances> | undefined)?.member ?? member })} data-testid="transfer-balances" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{translate('transfers.balancesHelp')}</Typography.Paragraph>
      {body}
    </Card>
  );
}

/**
 * Vendors & lottery > Transfers (finance, risk): every move between a member's main wallet and a transfer-mode
 * vendor (AG, PT, SABA), newest first, by status, vendor, member and days. A transfer whose answer timed out stays
 * PENDING until the settling job asks the aggregator; finance may ask now ("Check now", confirmed, audited): the
 * aggregator says whether it applied it, and the transfer completes or fails (a deposit is refunded), once.
 */
export default function TransfersPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<Row, TransferSearch>('transfers', { onSearch: transferFilters });
  // The transfer the aggregator did not answer about last (it stays PENDING): said on the page, not only in a toast.
  const [unanswered, setUnanswered] = useState<number | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  // Whether the last failed check was the aggregator not answering (BUSY), read once the call is over.
  const busy = useRef(false);
  const check = useOpsAction<OpsTransfer>('transfers', 'check', {
    success: (t) => translate(checkedKey(t), { id: t?.id ?? '', vendor: t?.vendor ?? '' }),
    onError: (e) => {
      busy.current = isOpsError(e) && e.errorCode === ErrorCode.BUSY;
      // Settled meanwhile (the scheduled check, another operator): show how it ended.
      if (isOpsError(e) && e.errorCode === ErrorCode.ALREADY_DECIDED) void tableQuery.refetch();
    },
  });
  const run = async (t: OpsTransfer) => {
    setChecking(t.id);
    setUnanswered(null);
    busy.current = false;
    try {
      const answer = await check.run({ params: { id: t.id } });
      if (!answer && busy.current) setUnanswered(t.id);
    } finally {
      setChecking(null);
    }
  };
  const member = memberFilter(filters);

  const columns: TableColumnsType<Row> = [
    { title: translate('transfers.id'), dataIndex: 'id', key: 'id' },
    timeColumn(translate('transfers.createdAt'), 'createdAt'),
    {
      title: translate('transfers.member'),
      key: 'member',
      render: (_, t) => (
        <Link to={`/members/${t.memberId}`} data-testid={`transfer-member-${t.id}`}>
          {t.member}
        </Link>
      ),
    },
    { title: translate('transfers.vendor'), dataIndex: 'vendor', key: 'vendor', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    {
      title: translate('transfers.direction'),
      key: 'direction',
      render: (_, t) => (
        <span title={translate(`transfers.directions.${t.direction}`)}>
          <Tag>{translate(`transfers.directions.${t.direction}`)}</Tag>
          <Typography.Text type="secondary">{transferRoute(t)}</Typography.Text>
        </span>
      ),
    },
    { title: translate('transfers.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: (v: string, t) => <Money amount={v} currency={t.currency} /> },
    {
      title: translate('transfers.status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: TransferStatus, t) => (
        <Tag color={STATUS_COLOR[s]} data-testid={`transfer-status-${t.id}`}>
          {translate(`transfers.statuses.${s}`)}
        </Tag>
      ),
    },
    {
      title: translate('transfers.failure'),
      dataIndex: 'failure',
      key: 'failure',
      render: (f: string | null) => {
        if (!f) return '—';
        const key = failureKey(f);
        return key ? <span title={f}>{translate(key)}</span> : <Typography.Text code>{f}</Typography.Text>;
      },
    },
    timeColumn(translate('transfers.settledAt'), 'settledAt', '—'),
    {
      title: translate('transfers.transactionUuid'),
      dataIndex: 'transactionUuid',
      key: 'transactionUuid',
      render: (v: string, t) => (
        <Typography.Text code copyable={{ text: v, tooltips: [translate('buttons.copy'), translate('buttons.copied')] }} title={`${translate('transfers.requestId')}: ${t.requestId}`}>
          {v.slice(0, 8)}…
        </Typography.Text>
      ),
    },
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, t) =>
        canCheck(t) ? (
          <CanAccess resource="transfers" action="check">
            <Popconfirm
              title={translate('transfers.checkTitle', { id: t.id })}
              description={translate('transfers.checkText', { vendor: t.vendor })}
              okText={translate('transfers.check')}
              cancelText={translate('buttons.cancel')}
              okButtonProps={{ 'data-testid': `transfer-check-confirm-${t.id}` }}
              onConfirm={() => run(t)}
            >
              <Button size="small" loading={checking === t.id} disabled={checking !== null && checking !== t.id} data-testid={`transfer-check-${t.id}`}>
                {translate('transfers.check')}
              </Button>
            </Popconfirm>
          </CanAccess>
        ) : null,
    },
  ];

  return (
    <>
      {unanswered !== null && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setUnanswered(null)}
          style={{ marginBottom: 16 }}
          data-testid="transfer-unanswered"
          message={translate('transfers.unanswered', { id: unanswered })}
        />
      )}
      {member && <MemberBalances key={member} member={member} />}
      <ListCard<Row>
        testId="transfers-list"
        title={translate('transfers.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(t) => String(t.id)}
        columns={columns}
        emptyText={translate('transfers.empty')}
        filters={
          <SearchForm formProps={searchFormProps} name="transferSearch" initialValues={transferSearchValues(filters)}>
            <Form.Item name="status" label={translate('transfers.status')}>
              <Select
                style={{ width: 150 }}
                options={[{ value: '', label: translate('transfers.allStatuses') }, ...TRANSFER_STATUSES.map((s) => ({ value: s, label: translate(`transfers.statuses.${s}`) }))]}
              />
            </Form.Item>
            <Form.Item name="vendor" label={translate('transfers.vendor')}>
              <Select style={{ width: 130 }} options={[{ value: '', label: translate('transfers.allVendors') }, ...TRANSFER_WALLETS.map((v) => ({ value: v, label: v }))]} />
            </Form.Item>
            <Form.Item name="member" label={translate('transfers.member')}>
              <Input allowClear style={{ width: 180 }} maxLength={MEMBER_MAX} placeholder={translate('transfers.memberPlaceholder')} />
            </Form.Item>
            <Form.Item name="range" label={translate('transfers.days')} tooltip={translate('transfers.utc')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
          </SearchForm>
        }
        extra={
          <CsvExportButton<Row>
            resource="transfers"
            filters={filters}
            filename="transfers"
            row={(t) => ({
              [translate('transfers.id')]: t.id,
              [translate('transfers.createdAt')]: t.createdAt,
              [translate('transfers.member')]: t.member,
              [translate('transfers.vendor')]: t.vendor,
              [translate('transfers.direction')]: transferRoute(t),
              [translate('transfers.amount')]: t.amount,
              [translate('transfers.currency')]: t.currency,
              [translate('transfers.status')]: translate(`transfers.statuses.${t.status}`),
              [translate('transfers.failure')]: t.failure ?? '',
              [translate('transfers.settledAt')]: t.settledAt ?? '',
              [translate('transfers.requestId')]: t.requestId,
              [translate('transfers.transactionUuid')]: t.transactionUuid,
            })}
          />
        }
      />
    </>
  );
}
