import { PlusOutlined } from '@ant-design/icons';
import { CanAccess, useTranslate } from '@refinedev/core';
import type { OpsOperator } from '@wps/contract';
import { App, Button, Dropdown, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../i18n/format';
import { getIdentity } from '../../session/session';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { CreateOperatorModal, EditOperatorModal, PasswordModal, type CreateValues } from './operator-forms';

const isLocked = (op: OpsOperator) => op.lockedUntil !== null && new Date(op.lockedUntil).getTime() > Date.now();

/** The merchant's operators (admin): create, roles, disable, unlock, new password, two-factor reset. */
export default function OperatorsPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, filters } = useOpsTable<OpsOperator>('operators');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OpsOperator | null>(null);
  const [resetting, setResetting] = useState<OpsOperator | null>(null);
  const create = useOpsAction<OpsOperator>('operators', 'create', { success: translate('operators.created') });
  const update = useOpsAction<OpsOperator>('operators', 'edit', { success: translate('operators.saved') });
  const self = getIdentity()?.id;
  const { modal } = App.useApp();
  const confirm = (title: string, ok: string, run: () => Promise<unknown>) =>
    modal.confirm({ title, okText: ok, cancelText: translate('buttons.cancel'), okButtonProps: { danger: true }, onOk: run });

  const change = (op: OpsOperator, body: Record<string, unknown>) => update.run({ params: { id: op.id }, body });

  const columns: TableColumnsType<OpsOperator> = [
    { title: translate('operators.username'), dataIndex: 'username', key: 'username' },
    { title: translate('operators.displayName'), dataIndex: 'displayName', key: 'displayName' },
    {
      title: translate('operators.roles'),
      dataIndex: 'roles',
      key: 'roles',
      render: (roles: string[]) => (
        <Space size={[4, 4]} wrap>
          {roles.map((r) => (
            <Tag key={r} color={r === 'admin' ? 'purple' : 'blue'}>
              {translate(`roles.${r}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: translate('operators.twoFactor'),
      dataIndex: 'totpEnabled',
      key: 'totp',
      render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{translate(on ? 'operators.on' : 'operators.off')}</Tag>,
    },
    {
      title: translate('operators.state'),
      key: 'state',
      render: (_, op) => (
        <Space size={[4, 4]} wrap>
          {op.disabled ? <Tag color="red">{translate('operators.disabled')}</Tag> : <Tag color="green">{translate('operators.active')}</Tag>}
          {isLocked(op) && <Tag color="orange">{translate('operators.lockedUntil', { until: formatDateTime(op.lockedUntil) })}</Tag>}
        </Space>
      ),
    },
    timeColumn(translate('operators.lastLogin'), 'lastLoginAt', '—'),
    timeColumn(translate('operators.createdAt'), 'createdAt'),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, op) => (
        <CanAccess resource="operators" action="edit">
          <Space>
            <Button size="small" onClick={() => setEditing(op)}>
              {translate('buttons.edit')}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'password', label: translate('operators.newPassword') },
                  ...(isLocked(op) ? [{ key: 'unlock', label: translate('operators.unlock') }] : []),
                  ...(op.totpEnabled ? [{ key: 'resetTotp', label: translate('operators.resetTotp') }] : []),
                  ...(op.id !== self ? [{ key: 'disable', danger: !op.disabled, label: translate(op.disabled ? 'operators.enable' : 'operators.disable') }] : []),
                ],
                onClick: ({ key }) => {
                  if (key === 'password') setResetting(op);
                  if (key === 'unlock') void change(op, { unlock: true });
                  if (key === 'resetTotp') confirm(translate('operators.resetTotpConfirm', { username: op.username }), translate('operators.resetTotp'), () => change(op, { resetTotp: true }));
                  if (key === 'disable' && op.disabled) void change(op, { disabled: false });
                  if (key === 'disable' && !op.disabled) confirm(translate('operators.disableConfirm', { username: op.username }), translate('operators.disable'), () => change(op, { disabled: true }));
                },
              }}
            >
              <Button size="small">{translate('table.more')}</Button>
            </Dropdown>
          </Space>
        </CanAccess>
      ),
    },
  ];

  return (
    <>
      <ListCard<OpsOperator>
        testId="operators-list"
        title={translate('operators.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(op) => String(op.id)}
        columns={columns}
        extra={
          <>
            <CsvExportButton<OpsOperator>
              resource="operators"
              filters={filters}
              filename="operators"
              row={(op) => ({
                [translate('operators.username')]: op.username,
                [translate('operators.displayName')]: op.displayName,
                [translate('operators.roles')]: op.roles.join(' '),
                [translate('operators.twoFactor')]: op.totpEnabled,
                [translate('operators.disabled')]: op.disabled,
                [translate('operators.lockedUntilTitle')]: op.lockedUntil ?? '',
                [translate('operators.lastLogin')]: op.lastLoginAt ?? '',
                [translate('operators.createdAt')]: op.createdAt,
              })}
            />
            <CanAccess resource="operators" action="create">
              <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setCreating(true)}>
                {translate('operators.create')}
              </Button>
            </CanAccess>
          </>
        }
      />
      <CreateOperatorModal
        open={creating}
        pending={create.pending}
        onClose={() => setCreating(false)}
        onSubmit={async (v: CreateValues) => {
          if (await create.run({ body: v })) setCreating(false);
        }}
      />
      <EditOperatorModal
        operator={editing}
        pending={update.pending}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          if (editing && (await change(editing, v))) setEditing(null);
        }}
      />
      <PasswordModal
        operator={resetting}
        pending={update.pending}
        onClose={() => setResetting(null)}
        onSubmit={async (password) => {
          if (resetting && (await change(resetting, { password }))) setResetting(null);
        }}
      />
    </>
  );
}
