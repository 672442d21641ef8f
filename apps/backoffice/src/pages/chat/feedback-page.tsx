import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_LIMITS, type FeedbackStatus, type OpsFeedback } from '@wps/contract';
import { Button, Card, Empty, Form, Input, InputNumber, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText, isOpsError, opsRequest } from '../../api/ops-client';
import { formatDateTime } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';

// Support > Feedback (issue 31): members' feedback (/wps/feedback), open first; an answer goes to the member's inbox
// (audited, once per ticket); the merchant's word bounds for the content.

const KEY = ['feedback'] as const;

function Answer({ ticket, onDone }: { ticket: OpsFeedback; onDone: () => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const answer = useOpsAction('feedback', 'answer', { success: translate('feedback.answerDone') });
  if (ticket.answer !== null) {
    return (
      <Space direction="vertical" size={2} data-testid="feedback-answer">
        <Typography.Text strong>
          {translate('feedback.answer')} · {ticket.operatorName ?? ''} · {ticket.answeredAt ? formatDateTime(ticket.answeredAt) : ''}
        </Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{ticket.answer}</Typography.Paragraph>
      </Space>
    );
  }
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 720 }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={FEEDBACK_LIMITS.answerChars}
        aria-label={translate('feedback.answerPlaceholder')}
        placeholder={translate('feedback.answerPlaceholder')}
      />
      <Button
        type="primary"
        disabled={!text.trim() || answer.pending}
        onClick={() =>
          void answer.run({ params: { id: ticket.id }, body: { answer: text.trim() } }).then((done) => {
            if (done) {
              setText('');
              onDone();
            }
          })
        }
      >
        {translate('feedback.send')}
      </Button>
    </Space.Compact>
  );
}

function Bounds() {
  const translate = useTranslate();
  const qc = useQueryClient();
  const bounds = useQuery({ queryKey: [...KEY, 'bounds'], queryFn: () => opsRequest('opsFeedbackBounds') });
  const save = useOpsAction('feedback', 'bounds', { success: translate('notifications.done') });
  if (!bounds.data) return null;
  return (
    <Form
      layout="inline"
      name="feedbackBounds"
      initialValues={bounds.data}
      onFinish={(v: { minWords: number; maxWords: number }) => void save.run({ body: v }).then(() => qc.invalidateQueries({ queryKey: KEY }))}
    >
      <Form.Item name="minWords" label={translate('feedback.minWords')} rules={[{ required: true }]}>
        <InputNumber min={1} max={1000} style={{ width: 90 }} />
      </Form.Item>
      <Form.Item name="maxWords" label={translate('feedback.maxWords')} rules={[{ required: true }]}>
        <InputNumber min={1} max={1000} style={{ width: 90 }} />
      </Form.Item>
      <Button htmlType="submit" loading={save.pending}>
        {translate('feedback.saveBounds')}
      </Button>
    </Form>
  );
}

export default function FeedbackPage() {
  const translate = useTranslate();
  const qc = useQueryClient();
  const [status, setStatus] = useState<FeedbackStatus>('open');
  const [member, setMember] = useState('');
  const list = useQuery({
    queryKey: [...KEY, 'list', status, member],
    queryFn: () => opsRequest('opsFeedbackList', { query: { status, ...(member ? { member } : {}) } }),
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: KEY });

  const columns: TableColumnsType<OpsFeedback> = [
    { title: translate('feedback.time'), dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatDateTime(v), width: 170 },
    { title: translate('feedback.member'), dataIndex: 'username', key: 'username' },
    { title: translate('feedback.type'), dataIndex: 'questionType', key: 'questionType', render: (v: string) => <Tag>{translate(`feedback.types.${v}`)}</Tag> },
    {
      title: translate('feedback.content'),
      dataIndex: 'content',
      key: 'content',
      render: (v: string) => (
        <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 360 }}>
          {v}
        </Typography.Text>
      ),
    },
    { title: translate('feedback.contact'), dataIndex: 'contact', key: 'contact', render: (v: string | null) => v ?? '—' },
    {
      title: translate('feedback.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: FeedbackStatus) => <Tag color={v === 'open' ? 'orange' : 'green'}>{translate(`feedback.${v}`)}</Tag>,
    },
  ];

  return (
    <Card title={translate('feedback.title')} extra={<Bounds />} data-testid="feedback-list">
      <Space style={{ marginBottom: 8 }} wrap>
        <Tabs activeKey={status} onChange={(k) => setStatus(k as FeedbackStatus)} items={(['open', 'answered'] as const).map((s) => ({ key: s, label: translate(`feedback.${s}`) }))} />
        <Input.Search allowClear placeholder={translate('feedback.memberHint')} aria-label={translate('feedback.member')} onSearch={(v) => setMember(v.trim())} style={{ width: 220 }} />
      </Space>
      {list.isError ? (
        <Typography.Text type="danger" role="alert">
          {isOpsError(list.error) ? list.error.message : errorText('unknown')}
        </Typography.Text>
      ) : (
        <Table<OpsFeedback>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data ?? []}
          columns={columns}
          locale={{ emptyText: <Empty description={translate('feedback.empty')} /> }}
          expandable={{
            expandRowByClick: true,
            expandedRowRender: (t) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{t.content}</Typography.Paragraph>
                <Answer ticket={t} onDone={refresh} />
              </Space>
            ),
          }}
        />
      )}
    </Card>
  );
}
