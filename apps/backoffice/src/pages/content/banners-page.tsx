import { CanAccess, useTranslate } from '@refinedev/core';
import { BANNER_GROUPS, type OpsBanner } from '@wps/contract';
import { Button, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { CreateButton, useEditor } from '../../shared/editor';
import { BannerModal } from './banner-form';
import { bannerBody, fieldFilter, filterValue, type BannerValues } from './content-values';
import { DeleteButton, enabledColumn, ShowingCell, sortColumn } from './inline';
import './content.css';

/**
 * Content > Banners: the banners of each group (home carousel, live lobby, registration) in display order, with
 * their picture (or the art generated from the title), link, order and switch; new, change and delete.
 */
export default function BannersPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, filters, setFilters } = useOpsTable<OpsBanner>('banners', { initialFilters: fieldFilter('group', 'm_home') });
  const group = filterValue(filters, 'group');
  const editor = useEditor<OpsBanner>();
  const { editing } = editor;
  const create = useOpsAction<OpsBanner>('banners', 'create', { success: translate('banners.created') });
  const update = useOpsAction<OpsBanner>('banners', 'edit', { success: translate('content.saved') });
  const remove = useOpsAction('banners', 'delete', { success: translate('banners.deleted') });
  const change = (b: OpsBanner, body: Record<string, unknown>) => update.run({ params: { id: b.id }, body });

  const columns: TableColumnsType<OpsBanner> = [
    {
      title: translate('banners.image'),
      key: 'image',
      render: (_, b) => <img className="bo-thumb" src={b.imageSrc} alt={b.title} width={120} height={48} loading="lazy" />,
    },
    { title: translate('banners.titleField'), dataIndex: 'title', key: 'title', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: translate('banners.group'), dataIndex: 'groupName', key: 'groupName', render: (g: string) => translate(`banners.groups.${g}`, undefined, g) },
    {
      title: translate('banners.link'),
      dataIndex: 'linkUrl',
      key: 'linkUrl',
      render: (v: string | null) => (v ? <Typography.Text className="bo-url" copyable={{ text: v }}>{v}</Typography.Text> : '—'),
    },
    sortColumn<OpsBanner>(translate, 'banners', (b) => b.title, change),
    enabledColumn<OpsBanner>(translate, 'banners', (b) => b.title, change),
    { title: translate('content.showingTitle'), key: 'showing', render: (_, b) => <ShowingCell row={b} /> },
    timeColumn(translate('content.createdAt'), 'createdAt'),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, b) => (
        <Space>
          <CanAccess resource="banners" action="edit">
            <Button size="small" onClick={() => editor.edit(b)} data-testid={`banner-edit-${b.id}`}>
              {translate('buttons.edit')}
            </Button>
          </CanAccess>
          <DeleteButton
            resource="banners"
            title={translate('banners.deleteConfirm', { title: b.title })}
            onConfirm={() => remove.run({ params: { id: b.id } })}
            testId={`banner-delete-${b.id}`}
          />
        </Space>
      ),
    },
  ];

  const submit = async (v: BannerValues) => {
    const body = bannerBody(v);
    if (editing) {
      if (await change(editing, body)) editor.close();
    } else if (await create.run({ body })) {
      editor.close();
      if (v.groupName !== group) setFilters(fieldFilter('group', v.groupName), 'replace');
    }
  };

  return (
    <>
      <ListCard<OpsBanner>
        testId="banners-list"
        title={translate('banners.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(b) => String(b.id)}
        columns={columns}
        filters={
          <Tabs
            activeKey={group || 'all'}
            onChange={(key) => setFilters(fieldFilter('group', key === 'all' ? undefined : key), 'replace')}
            items={[
              ...BANNER_GROUPS.map((g) => ({ key: g, label: translate(`banners.groups.${g}`) })),
              { key: 'all', label: translate('banners.allGroups') },
            ]}
          />
        }
        extra={
          <>
            <CsvExportButton<OpsBanner>
              resource="banners"
              filters={filters}
              filename="banners"
              row={(b) => ({
                [translate('banners.group')]: b.groupName,
                [translate('banners.titleField')]: b.title,
                [translate('banners.image')]: b.imageUrl ?? b.imageSrc,
                [translate('banners.link')]: b.linkUrl ?? '',
                [translate('content.sort')]: b.sort,
                [translate('content.enabled')]: b.enabled,
                [translate('content.startsAt')]: b.startsAt ?? '',
                [translate('content.endsAt')]: b.endsAt ?? '',
                [translate('content.createdAt')]: b.createdAt,
              })}
            />
            <CreateButton resource="banners" label={translate('banners.create')} testId="banner-create" onClick={editor.create} />
          </>
        }
      />
      <BannerModal
        open={editor.open}
        banner={editing}
        group={group}
        pending={create.pending || update.pending}
        onSubmit={(v) => void submit(v)}
        onClose={editor.close}
      />
    </>
  );
}
