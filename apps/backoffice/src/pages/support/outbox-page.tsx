import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OpsOutboxItem } from '@wps/contract';
import { Form, Input, Select, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { outboxCsvRow, outboxFilters, STATUS_COLOURS, type OutboxSearch } from './outbox';

/** A message's text, opened from its row; a delivered gateway message keeps none (its one-time code is gone). */
function MessageBody({ item }: { item: OpsOutboxItem }) {
  const translate = useTranslate();
  return (
    <Space direction="vertical" size={4} style={{ maxWidth: '100%' }} data-testid="outbox-body">
      {item.subject && <Typography.Text strong>{item.subject}</Typography.Text>}
      {item.body === null ? (
        <Typography.Text type="secondary">{translate('outbox.bodyGone')}</Typography.Text>
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginBottom: 0 }} copyable>
          {item.body}
        </Typography.Paragraph>
      )}
      {item.lastError && (
        <Typography.Text type="danger" style={{ wordBreak: 'break-word' }}>
          {translate('outbox.lastError')}: {item.lastError}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * Support > Outbox: every SMS and e-mail the merchant's site sent, newest first, with its delivery (status, attempts,
 * last error); by channel, part of the recipient and status; a row opens the message.
 */
export default function OutboxPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<OpsOutboxItem, OutboxSearch>('outbox', { onSearch: outboxFilters });

  const columns: TableColumnsType<OpsOutboxItem> = [
    timeColumn(translate('outbox.time'), 'time'),
    {
      title: translate('outbox.channel'),
      dataIndex: 'channel',
      key: 'channel',
      render: (v: OpsOutboxItem['channel']) => (
        <Tag icon={v === 'email' ? <MailOutlined aria-hidden="true" /> : <MessageOutlined aria-hidden="true" />}>{translate(`outbox.channels.${v}`)}</Tag>
      ),
    },
    { title: translate('outbox.recipient'), dataIndex: 'recipient', key: 'recipient', render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
    {
      title: translate('outbox.subject'),
      dataIndex: 'subject',
      key: 'subject',
      render: (v: string | null) => (v ? <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 220 }}>{v}</Typography.Text> : '—'),
    },
    {
      title: translate('outbox.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: OpsOutboxItem['status']) => <Tag color={STATUS_COLOURS[v]}>{translate(`outbox.statuses.${v}`)}</Tag>,
    },
    { title: translate('outbox.attempts'), dataIndex: 'attempts', key: 'attempts', align: 'right' },
    {
      title: translate('outbox.lastError'),
      dataIndex: 'lastError',
      key: 'lastError',
      render: (v: string | null) =>
        v ? (
          <Tooltip title={v}>
            <Typography.Text type="danger" ellipsis style={{ maxWidth: 200 }}>
              {v}
            </Typography.Text>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    timeColumn(translate('outbox.deliveredAt'), 'deliveredAt', '—'),
  ];

  return (
    <ListCard<OpsOutboxItem>
      testId="outbox-list"
      title={translate('outbox.title')}
      tableProps={tableProps}
      query={tableQuery}
      rowKey={(m) => String(m.id)}
      columns={columns}
      expandable={{ expandedRowRender: (m) => <MessageBody item={m} /> }}
      filters={
        <SearchForm formProps={searchFormProps} name="outboxSearch">
          <Form.Item name="channel" label={translate('outbox.channel')}>
            <Select allowClear style={{ width: 130 }} options={OUTBOX_CHANNELS.map((c) => ({ value: c, label: translate(`outbox.channels.${c}`) }))} />
          </Form.Item>
          <Form.Item name="to" label={translate('outbox.recipient')} rules={[{ max: 300 }]}>
            <Input allowClear style={{ width: 200 }} placeholder={translate('outbox.recipientHint')} />
          </Form.Item>
          <Form.Item name="status" label={translate('outbox.status')}>
            <Select allowClear style={{ width: 140 }} options={OUTBOX_STATUSES.map((s) => ({ value: s, label: translate(`outbox.statuses.${s}`) }))} />
          </Form.Item>
        </SearchForm>
      }
      extra={<CsvExportButton<OpsOutboxItem> resource="outbox" filters={filters} filename="outbox" row={(m) => outboxCsvRow(m, (k) => translate(k))} />}
    />
  );
}
