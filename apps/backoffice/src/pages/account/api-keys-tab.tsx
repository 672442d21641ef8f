import { PlusOutlined } from '@ant-design/icons';
import { useGetIdentity, useList, useTranslate } from '@refinedev/core';
import type { OperatorIdentity, OpsApiKey, OpsApiKeyCreated } from '@wps/contract';
import { Alert, App, Button, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { CsvExportButton } from '../../shared/list';
import { EmptyState, ErrorState } from '../../shared/states';
import { CODE } from './two-factor-tab';

/**
 * The operator's API keys (automation acting with the same roles): list, create (the key shown once; with two-factor
 * on, a current code confirms it), revoke.
 */
export function ApiKeysTab() {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const { data: me } = useGetIdentity<OperatorIdentity>();
  const withCode = me?.totpEnabled === true;
  const [form] = Form.useForm<{ name: string; otp?: string }>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<OpsApiKeyCreated | null>(null);
  const { query, result } = useList<OpsApiKey>({ resource: 'apiKeys', pagination: { mode: 'off' }, errorNotification: false });
  const create = useOpsAction<OpsApiKeyCreated>('apiKeys', 'create', { success: () => undefined });
  const revoke = useOpsAction('apiKeys', 'delete', { success: translate('account.keyRevoked') });

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setCreating(true)}>
          {translate('account.newKey')}
        </Button>
        <CsvExportButton<OpsApiKey>
          resource="apiKeys"
          filters={[]}
          filename="api-keys"
          row={(k) => ({
            [translate('account.keyName')]: k.name,
            [translate('account.keyPrefix')]: k.prefix,
            [translate('account.createdAt')]: k.createdAt,
            [translate('account.lastUsedAt')]: k.lastUsedAt ?? '',
            [translate('operators.state')]: k.revokedAt ? translate('account.revokedAt', { at: k.revokedAt }) : translate('operators.active'),
          })}
        />
      </Space>
      <Table<OpsApiKey>
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState text={translate('account.noKeys')} /> }}
        columns={[
          { title: translate('account.keyName'), dataIndex: 'name' },
          { title: translate('account.keyPrefix'), dataIndex: 'prefix', render: (v: string) => <Typography.Text code>{v}…</Typography.Text> },
          { title: translate('account.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: translate('account.lastUsedAt'), dataIndex: 'lastUsedAt', render: (v: string | null) => formatDateTime(v) || '—' },
          {
            title: translate('operators.state'),
            dataIndex: 'revokedAt',
            render: (v: string | null) => (v ? <Tag>{translate('account.revokedAt', { at: formatDateTime(v) })}</Tag> : <Tag color="green">{translate('operators.active')}</Tag>),
          },
          {
            title: translate('table.actions'),
            key: 'actions',
            render: (_, k) =>
              k.revokedAt ? null : (
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: translate('account.revokeConfirm', { name: k.name }),
                      okText: translate('account.revoke'),
                      cancelText: translate('buttons.cancel'),
                      okButtonProps: { danger: true },
                      onOk: () => revoke.run({ params: { id: k.id } }),
                    })
                  }
                >
                  {translate('account.revoke')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={creating}
        title={translate('account.newKey')}
        okText={translate('buttons.create')}
        cancelText={translate('buttons.cancel')}
        okButtonProps={{ loading: create.pending }}
        onOk={() => form.submit()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          name="newApiKey"
          layout="vertical"
          onFinish={async (v) => {
            const key = await create.run({ body: { name: v.name.trim(), ...(withCode && v.otp ? { otp: v.otp.trim() } : {}) } });
            if (key) {
              setCreating(false);
              form.resetFields();
              setCreated(key);
            }
          }}
        >
          <Form.Item name="name" label={translate('account.keyName')} rules={[{ required: true, whitespace: true, max: 64, message: translate('account.keyNameRule') }]}>
            <Input />
          </Form.Item>
          {withCode && (
            <Form.Item name="otp" label={translate('login.otp')} extra={translate('account.keyOtpHelp')} rules={[{ required: true, ...CODE, message: translate('login.otpFormat') }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <Modal
        open={created !== null}
        title={translate('account.keyCreated')}
        onCancel={() => setCreated(null)}
        footer={<Button onClick={() => setCreated(null)}>{translate('buttons.close')}</Button>}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message={translate('account.keyOnce')} />
          <Typography.Text code copyable={{ tooltips: [translate('buttons.copy'), translate('buttons.copied')] }} data-testid="api-key-value">
            {created?.key}
          </Typography.Text>
        </Space>
      </Modal>
    </>
  );
}
