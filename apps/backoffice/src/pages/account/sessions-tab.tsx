import { useList, useLogout, useTranslate } from '@refinedev/core';
import type { OpsSession } from '@wps/contract';
import { App, Button, Space, Table, Tag } from 'antd';
import { formatDateTime } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { CsvExportButton } from '../../shared/list';
import { EmptyState, ErrorState } from '../../shared/states';

/** The operator's open sessions, and signing out everywhere (this session included). */
export function SessionsTab() {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const { mutate: logout } = useLogout();
  const { query, result } = useList<OpsSession>({ resource: 'sessions', pagination: { mode: 'off' }, errorNotification: false });
  const everywhere = useOpsAction<{ ended: number }>('sessions', 'signOutEverywhere', {
    success: (a) => translate('account.sessionsEnded', { count: a?.ended ?? 0 }),
  });

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <Table<OpsSession>
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { title: translate('account.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: translate('account.lastSeenAt'), dataIndex: 'lastSeenAt', render: (v: string) => formatDateTime(v) },
          { title: translate('account.expiresAt'), dataIndex: 'expiresAt', render: (v: string) => formatDateTime(v) },
          { title: translate('audit.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
          { title: translate('account.device'), dataIndex: 'userAgent', ellipsis: true, render: (v: string | null) => v ?? '—' },
          { title: '', dataIndex: 'current', render: (c: boolean) => (c ? <Tag color="green">{translate('account.thisSession')}</Tag> : null) },
        ]}
      />
      <Space style={{ marginTop: 16 }} wrap>
        <Button
          danger
          loading={everywhere.pending}
          onClick={() =>
            modal.confirm({
              title: translate('account.signOutEverywhereConfirm'),
              okText: translate('account.signOutEverywhere'),
              cancelText: translate('buttons.cancel'),
              okButtonProps: { danger: true },
              onOk: async () => {
                if (await everywhere.run()) logout();
              },
            })
          }
        >
          {translate('account.signOutEverywhere')}
        </Button>
        <CsvExportButton<OpsSession>
          resource="sessions"
          filters={[]}
          filename="sessions"
          row={(s) => ({
            [translate('account.createdAt')]: s.createdAt,
            [translate('account.lastSeenAt')]: s.lastSeenAt,
            [translate('account.expiresAt')]: s.expiresAt,
            [translate('audit.ip')]: s.ip ?? '',
            [translate('account.device')]: s.userAgent ?? '',
            [translate('account.thisSession')]: s.current,
          })}
        />
      </Space>
    </>
  );
}
