import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsLiveHost } from '@wps/contract';
import { Avatar, Button, Card, Empty, Form, Input, InputNumber, Popconfirm, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { errorText, isOpsError, opsRequest } from '../../api/ops-client';
import { useOpsAction } from '../../shared/actions';

// Content > Live hosts (issue 31): the hosts CBS_modelList shows (active ones, streaming first) while the merchant's
// live-model feature is on; every change audited.

const KEY = ['liveHosts'] as const;
type HostForm = { name: string; avatar?: string; active: boolean; streaming: boolean; sort: number };

const inputOf = (h: OpsLiveHost): HostForm => ({ name: h.name, avatar: h.avatar ?? undefined, active: h.active, streaming: h.streaming, sort: h.sort });

export default function LiveHostsPage() {
  const translate = useTranslate();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => opsRequest('opsLiveHosts') });
  const [form] = Form.useForm<HostForm>();
  const done = { success: translate('notifications.done') };
  const create = useOpsAction('liveHosts', 'create', done);
  const update = useOpsAction('liveHosts', 'edit', done);
  const remove = useOpsAction('liveHosts', 'delete', done);
  const refresh = () => void qc.invalidateQueries({ queryKey: KEY });
  const change = (h: OpsLiveHost, patch: Partial<HostForm>) => void update.run({ params: { id: h.id }, body: { ...inputOf(h), ...patch } }).then(refresh);

  const columns: TableColumnsType<OpsLiveHost> = [
    { title: translate('liveHosts.avatar'), dataIndex: 'avatar', key: 'avatar', width: 70, render: (v: string | null, h) => <Avatar src={v ?? undefined} alt={h.name}>{h.name.slice(0, 1)}</Avatar> },
    { title: translate('liveHosts.name'), dataIndex: 'name', key: 'name' },
    {
      title: translate('liveHosts.active'),
      dataIndex: 'active',
      key: 'active',
      render: (v: boolean, h) => <Switch checked={v} aria-label={`${translate('liveHosts.active')} ${h.name}`} onChange={(active) => change(h, { active })} />,
    },
    {
      title: translate('liveHosts.streaming'),
      dataIndex: 'streaming',
      key: 'streaming',
      render: (v: boolean, h) => <Switch checked={v} aria-label={`${translate('liveHosts.streaming')} ${h.name}`} onChange={(streaming) => change(h, { streaming })} />,
    },
    { title: translate('liveHosts.sort'), dataIndex: 'sort', key: 'sort', width: 80 },
    {
      title: translate('liveHosts.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, h) => (
        <Popconfirm title={translate('liveHosts.removeConfirm')} onConfirm={() => void remove.run({ params: { id: h.id } }).then(refresh)}>
          <Button danger size="small">
            {translate('liveHosts.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title={translate('liveHosts.title')} data-testid="live-hosts">
      <Typography.Paragraph type="secondary">{translate('liveHosts.note')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        name="liveHostCreate"
        initialValues={{ active: true, streaming: false, sort: 0 }}
        style={{ marginBottom: 12, rowGap: 8 }}
        onFinish={(v) =>
          void create.run({ body: { ...v, avatar: v.avatar?.trim() || null } }).then((made) => {
            if (made) form.resetFields();
            refresh();
          })
        }
      >
        <Form.Item name="name" label={translate('liveHosts.name')} rules={[{ required: true, max: 60 }]}>
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="avatar" label={translate('liveHosts.avatar')} rules={[{ max: 500, pattern: /^(\/\S*|https:\/\/\S+)$/, message: translate('liveHosts.avatarHint') }]}>
          <Input style={{ width: 220 }} placeholder={translate('liveHosts.avatarHint')} />
        </Form.Item>
        <Form.Item name="active" label={translate('liveHosts.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="streaming" label={translate('liveHosts.streaming')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={translate('liveHosts.sort')}>
          <InputNumber min={0} max={9999} style={{ width: 80 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.pending}>
          {translate('liveHosts.add')}
        </Button>
      </Form>
      {list.isError ? (
        <Typography.Text type="danger" role="alert">
          {isOpsError(list.error) ? list.error.message : errorText('unknown')}
        </Typography.Text>
      ) : (
        <Table<OpsLiveHost> rowKey="id" size="small" loading={list.isPending} dataSource={list.data ?? []} columns={columns} locale={{ emptyText: <Empty description={translate('liveHosts.empty')} /> }} />
      )}
    </Card>
  );
}
