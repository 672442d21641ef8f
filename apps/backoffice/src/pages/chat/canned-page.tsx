import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_CODES, type LanguageCode, type OpsCanned } from '@wps/contract';
import { Button, Card, Empty, Form, Input, Popconfirm, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText, isOpsError, opsRequest } from '../../api/ops-client';
import { useOpsAction } from '../../shared/actions';

// Support > Canned answers (issue 31): the support team's ready answers per language, picked in the live chat.

export const CANNED_KEY = ['chat', 'canned'] as const;

/** The merchant's canned answers, of one language when given. */
export const useCannedQuery = (language?: LanguageCode) =>
  useQuery({ queryKey: [...CANNED_KEY, language ?? 'all'], queryFn: () => opsRequest('opsChatCanned', { query: language ? { language } : {} }) });

export default function CannedPage() {
  const translate = useTranslate();
  const qc = useQueryClient();
  const [language, setLanguage] = useState<LanguageCode | undefined>();
  const list = useCannedQuery(language);
  const [form] = Form.useForm<{ language: LanguageCode; title: string; text: string }>();
  const create = useOpsAction('cannedAnswers', 'create', { success: translate('notifications.done') });
  const remove = useOpsAction('cannedAnswers', 'delete', { success: translate('notifications.done') });
  const refresh = () => void qc.invalidateQueries({ queryKey: CANNED_KEY });
  const languages = LANGUAGE_CODES.map((c) => ({ value: c, label: c }));

  const columns: TableColumnsType<OpsCanned> = [
    { title: translate('cannedAnswers.language'), dataIndex: 'language', key: 'language', width: 90 },
    { title: translate('cannedAnswers.titleField'), dataIndex: 'title', key: 'title' },
    { title: translate('cannedAnswers.text'), dataIndex: 'text', key: 'text', render: (v: string) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{v}</Typography.Text> },
    {
      title: translate('cannedAnswers.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, c: OpsCanned) => (
        <Popconfirm title={translate('cannedAnswers.removeConfirm')} onConfirm={() => void remove.run({ params: { id: c.id } }).then(refresh)}>
          <Button danger size="small">
            {translate('cannedAnswers.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title={translate('cannedAnswers.title')} data-testid="canned-list">
      <Form
        form={form}
        layout="inline"
        name="cannedCreate"
        initialValues={{ language: 'EN' }}
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(v) =>
          void create.run({ body: v }).then((made) => {
            if (made) form.resetFields(['title', 'text']);
            refresh();
          })
        }
      >
        <Form.Item name="language" label={translate('cannedAnswers.language')} rules={[{ required: true }]}>
          <Select options={languages} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="title" label={translate('cannedAnswers.titleField')} rules={[{ required: true, max: 60 }]}>
          <Input style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="text" label={translate('cannedAnswers.text')} rules={[{ required: true, max: 2000 }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} style={{ width: 320 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.pending}>
          {translate('cannedAnswers.add')}
        </Button>
      </Form>
      <Space style={{ marginBottom: 8 }}>
        <Select allowClear placeholder={translate('cannedAnswers.language')} aria-label={translate('cannedAnswers.language')} options={languages} style={{ width: 120 }} value={language} onChange={setLanguage} />
      </Space>
      {list.isError ? (
        <Typography.Text type="danger" role="alert">
          {isOpsError(list.error) ? list.error.message : errorText('unknown')}
        </Typography.Text>
      ) : (
        <Table<OpsCanned> rowKey="id" size="small" loading={list.isPending} dataSource={list.data ?? []} columns={columns} locale={{ emptyText: <Empty description={translate('cannedAnswers.empty')} /> }} />
      )}
    </Card>
  );
}
