import { CanAccess, useCustom, useTranslate } from '@refinedev/core';
import { DELIVERY_STATES, type OpsDeliveriesRetried, type OpsDelivery, type OpsDeliverySubscriber } from '@wps/contract';
import { Alert, Button, Form, Popconfirm, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { ErrorState } from '../../shared/states';
import {
  canRetry,
  deliveryFilters,
  deliverySearchValues,
  errorSummary,
  givenUpOf,
  holdsSettlement,
  payloadText,
  showsGivenUp,
  subscriberFilter,
  subscriberOptions,
  type DeliverySearch,
} from './delivery-values';

type Row = OpsDelivery & { [key: string]: unknown };

/**
 * Administration > Event deliveries (admin, risk): deliveries of the merchant's domain events the bus gave up after
 * its last attempt (or, with the filter, those still retrying), newest event first, with their last error and the
 * event's payload in the expanded row. "Retry" (confirmed, audited) puts a given-up delivery back in the queue and the
 * bus delivers it once the call is done; "Retry all" does so for every given-up delivery of the chosen subscriber.
 */
export default function EventDeliveriesPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<Row, DeliverySearch>('eventDeliveries', { onSearch: deliveryFilters });
  const subscribersQuery = useCustom<OpsDeliverySubscriber[]>({ url: 'opsEventDeliverySubscribers', method: 'get', errorNotification: false });
  // Refine's placeholder before the first answer is not an array.
  const answered: unknown = subscribersQuery.result.data;
  const subscribers = Array.isArray(answered) ? (answered as OpsDeliverySubscriber[]) : [];
  const subscriber = subscriberFilter(filters);
  const givenUp = showsGivenUp(filters);
  const [retrying, setRetrying] = useState<number | null>(null);
  const retry = useOpsAction<OpsDelivery>('eventDeliveries', 'retry', {
    success: (d) => translate('eventDeliveries.retried', { id: d?.id ?? '', subscriber: d?.subscriber ?? '' }),
  });
  const retryAll = useOpsAction<OpsDeliveriesRetried>('eventDeliveries', 'retryAll', {
    success: (a) => translate('eventDeliveries.retriedAll', { count: a?.retried ?? 0, subscriber: a?.subscriber ?? '' }),
  });
  const refresh = () => {
    void tableQuery.refetch();
    void subscribersQuery.query.refetch();
  };
  const runRetry = async (d: OpsDelivery) => {
    setRetrying(d.id);
    try {
      await retry.run({ params: { id: d.id } });
      void subscribersQuery.query.refetch();
    } finally {
      setRetrying(null);
    }
  };
  const runRetryAll = async () => {
    await retryAll.run({ body: { subscriber } });
    void subscribersQuery.query.refetch();
  };
  const allCount = givenUpOf(subscribers, subscriber);

  const columns: TableColumnsType<Row> = [
    { title: translate('eventDeliveries.id'), dataIndex: 'id', key: 'id' },
    {
      title: translate('eventDeliveries.subscriber'),
      key: 'subscriber',
      render: (_, d) => (
        <Space size={4} wrap>
          <Typography.Text code>{d.subscriber}</Typography.Text>
          {holdsSettlement(d) && (
            <Tag color="red" data-testid={`delivery-holds-${d.id}`}>
              {translate('eventDeliveries.holdsSettlement')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: translate('eventDeliveries.eventType'), dataIndex: 'eventType', key: 'eventType', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: translate('eventDeliveries.eventId'), dataIndex: 'eventId', key: 'eventId' },
    timeColumn(translate('eventDeliveries.eventCreatedAt'), 'eventCreatedAt'),
    { title: translate('eventDeliveries.attempts'), dataIndex: 'attempts', key: 'attempts', align: 'right' },
    {
      title: translate('eventDeliveries.lastError'),
      dataIndex: 'lastError',
      key: 'lastError',
      render: (e: string | null) => (e ? <Typography.Text type="danger" title={e}>{errorSummary(e)}</Typography.Text> : '—'),
    },
    givenUp ? timeColumn(translate('eventDeliveries.failedAt'), 'failedAt', '—') : timeColumn(translate('eventDeliveries.nextAttemptAt'), 'nextAttemptAt', '—'),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, d) => {
        if (d.state !== 'failed') return <Tag color="gold">{translate('eventDeliveries.states.retrying')}</Tag>;
        if (!canRetry(d)) return <span title={translate('eventDeliveries.redactedHelp')}><Tag>{translate('eventDeliveries.redacted')}</Tag></span>;
        return (
          <CanAccess resource="eventDeliveries" action="retry">
            <Popconfirm
              title={translate('eventDeliveries.retryTitle', { id: d.id })}
              description={translate('eventDeliveries.retryText', { subscriber: d.subscriber, type: d.eventType })}
              okText={translate('eventDeliveries.retry')}
              cancelText={translate('buttons.cancel')}
              okButtonProps={{ 'data-testid': `delivery-retry-confirm-${d.id}` }}
              onConfirm={() => runRetry(d)}
            >
              <Button size="small" loading={retrying === d.id} disabled={retrying !== null && retrying !== d.id} data-testid={`delivery-retry-${d.id}`}>
                {translate('eventDeliveries.retry')}
              </Button>
            </Popconfirm>
          </CanAccess>
        );
      },
    },
  ];

  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="deliveries-help" message={translate('eventDeliveries.help')} />
      {subscribersQuery.query.isError && (
        <div style={{ marginBottom: 16 }}>
          <ErrorState error={subscribersQuery.query.error} onRetry={() => void subscribersQuery.query.refetch()} />
        </div>
      )}
      <ListCard<Row>
        testId="event-deliveries"
        title={translate('eventDeliveries.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(d) => String(d.id)}
        columns={columns}
        emptyText={translate(givenUp ? 'eventDeliveries.empty' : 'eventDeliveries.emptyRetrying')}
        expandable={{
          expandedRowRender: (d) => (
            <div>
              <Typography.Text type="secondary">{translate('eventDeliveries.payload')}</Typography.Text>
              <pre data-testid={`delivery-payload-${d.id}`} style={{ margin: '8px 0 0', maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {payloadText(d.payload)}
              </pre>
              {d.lastError && (
                <>
                  <Typography.Text type="secondary">{translate('eventDeliveries.lastError')}</Typography.Text>
                  <pre style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{d.lastError}</pre>
                </>
              )}
            </div>
          ),
        }}
        filters={
          <SearchForm formProps={searchFormProps} name="deliverySearch" initialValues={deliverySearchValues(filters)}>
            <Form.Item name="state" label={translate('eventDeliveries.state')}>
              <Select style={{ width: 170 }} options={DELIVERY_STATES.map((s) => ({ value: s, label: translate(`eventDeliveries.states.${s}`) }))} />
            </Form.Item>
            <Form.Item name="subscriber" label={translate('eventDeliveries.subscriber')}>
              <Select
                style={{ width: 260 }}
                loading={subscribersQuery.query.isLoading}
                options={[
                  { value: '', label: translate('eventDeliveries.allSubscribers') },
                  ...subscriberOptions(subscribers, subscriber).map((o) => ({
                    value: o.value,
                    label: translate('eventDeliveries.subscriberOption', { name: o.value, failed: o.failed, retrying: o.retrying }),
                  })),
                ]}
              />
            </Form.Item>
          </SearchForm>
        }
        extra={
          <>
            <Button onClick={refresh}>{translate('buttons.refresh')}</Button>
            <CanAccess resource="eventDeliveries" action="retryAll">
              <Popconfirm
                title={translate('eventDeliveries.retryAllTitle', { subscriber })}
                description={translate('eventDeliveries.retryAllText', { count: allCount, subscriber })}
                okText={translate('eventDeliveries.retryAll')}
                cancelText={translate('buttons.cancel')}
                okButtonProps={{ 'data-testid': 'delivery-retry-all-confirm' }}
                onConfirm={runRetryAll}
                disabled={!subscriber || allCount === 0}
              >
                <Button
                  type="primary"
                  danger
                  loading={retryAll.pending}
                  disabled={!subscriber || allCount === 0}
                  title={subscriber ? undefined : translate('eventDeliveries.pickSubscriber')}
                  data-testid="delivery-retry-all"
                >
                  {translate('eventDeliveries.retryAll')}
                </Button>
              </Popconfirm>
            </CanAccess>
          </>
        }
      />
    </>
  );
}
