import { CanAccess, useTranslate } from '@refinedev/core';
import { OPS_NOTICE_TYPES, type OpsNoticeItem } from '@wps/contract';
import { Button, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { CreateButton, useEditor } from '../../shared/editor';
import { fieldFilter, filterValue, noticeCreateBodies, noticeUpdateBody, type NoticeValues } from './content-values';
import { DeleteButton, enabledColumn, ShowingCell, sortColumn } from './inline';
import { NoticeModal } from './notice-form';

/**
 * Content > Notices: the player notices (the home ticker and the notice list) and the popups, in display order;
 * publish, change, switch off and delete.
 */
export default function NoticesPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, filters, setFilters } = useOpsTable<OpsNoticeItem>('notices');
  const type = filterValue(filters, 'type');
  const editor = useEditor<OpsNoticeItem>();
  const { editing } = editor;
  const create = useOpsAction<{ id: number }>('notices', 'create', { success: translate('notices.published') });
  const update = useOpsAction<OpsNoticeItem>('notices', 'edit', { success: translate('content.saved') });
  const quietUpdate = useOpsAction<OpsNoticeItem>('notices', 'edit', { success: () => undefined });
  const remove = useOpsAction('notices', 'delete', { success: translate('notices.deleted') });
  const change = (n: OpsNoticeItem, body: Record<string, unknown>) => update.run({ params: { id: n.id }, body });

  const columns: TableColumnsType<OpsNoticeItem> = [
    {
      title: translate('notices.type'),
      dataIndex: 'type',
      key: 'type',
      render: (t: string) => <Tag color={t === 'PU' ? 'purple' : 'blue'}>{translate(`notices.types.${t}`, undefined, t)}</Tag>,
    },
    { title: translate('notices.titleField'), dataIndex: 'title', key: 'title', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    {
      title: translate('notices.content'),
      dataIndex: 'content',
      key: 'content',
      render: (v: string) => (
        <Typography.Paragraph className="bo-clip" ellipsis={{ rows: 2, tooltip: v }} style={{ marginBottom: 0 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    sortColumn<OpsNoticeItem>(translate, 'notices', (n) => n.title, change),
    enabledColumn<OpsNoticeItem>(translate, 'notices', (n) => n.title, change),
    { title: translate('content.showingTitle'), key: 'showing', render: (_, n) => <ShowingCell row={n} /> },
    timeColumn(translate('content.createdAt'), 'createdAt'),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, n) => (
        <Space>
          <CanAccess resource="notices" action="edit">
            <Button size="small" onClick={() => editor.edit(n)} data-testid={`notice-edit-${n.id}`}>
              {translate('buttons.edit')}
            </Button>
          </CanAccess>
          <DeleteButton
            resource="notices"
            title={translate('notices.deleteConfirm', { title: n.title })}
            onConfirm={() => remove.run({ params: { id: n.id } })}
            testId={`notice-delete-${n.id}`}
          />
        </Space>
      ),
    },
  ];

  const submit = async (v: NoticeValues) => {
    if (editing) {
      if (await change(editing, noticeUpdateBody(v))) editor.close();
      return;
    }
    const { create: body, then } = noticeCreateBodies(v);
    const created = await create.run({ body });
    if (!created) return;
    // The publishing call knows only an end: a later start, another order or the switch off follow as a change.
    if (then) await quietUpdate.run({ params: { id: created.id }, body: then });
    editor.close();
    if (type && v.type !== type) setFilters(fieldFilter('type', v.type), 'replace');
  };

  return (
    <>
      <ListCard<OpsNoticeItem>
        testId="notices-list"
        title={translate('notices.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(n) => String(n.id)}
        columns={columns}
        filters={
          <Tabs
            activeKey={type || 'all'}
            onChange={(key) => setFilters(fieldFilter('type', key === 'all' ? undefined : key), 'replace')}
            items={[
              { key: 'all', label: translate('notices.allTypes') },
              ...OPS_NOTICE_TYPES.map((t) => ({ key: t, label: translate(`notices.types.${t}`) })),
            ]}
          />
        }
        extra={
          <>
            <CsvExportButton<OpsNoticeItem>
              resource="notices"
              filters={filters}
              filename="notices"
              row={(n) => ({
                [translate('notices.type')]: n.type,
                [translate('notices.titleField')]: n.title,
                [translate('notices.content')]: n.content,
                [translate('content.sort')]: n.sort,
                [translate('content.enabled')]: n.enabled,
                [translate('content.startsAt')]: n.startsAt ?? '',
                [translate('content.endsAt')]: n.endsAt ?? '',
                [translate('content.createdAt')]: n.createdAt,
              })}
            />
            <CreateButton resource="notices" label={translate('notices.create')} testId="notice-create" onClick={editor.create} />
          </>
        }
      />
      <NoticeModal
        open={editor.open}
        notice={editing}
        type={type}
        pending={create.pending || update.pending || quietUpdate.pending}
        onSubmit={(v) => void submit(v)}
        onClose={editor.close}
      />
    </>
  );
}
