import { CanAccess, useTranslate } from '@refinedev/core';
import { LANGUAGES, MAIN_LANGUAGES, type OpsLobbyNews } from '@wps/contract';
import { Button, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { CreateButton, useEditor } from '../../shared/editor';
import { fieldFilter, filterValue } from './content-values';
import { DeleteButton, enabledColumn, ShowingCell, sortColumn } from './inline';
import { lobbyNewsBody, LobbyNewsModal, type LobbyNewsValues } from './lobby-news-form';

/**
 * Content > Lobby news: the short news items of the player's home, per language, in display order; write (plain text
 * or simple HTML, sanitized by the server), change, switch off and delete.
 */
export default function LobbyNewsPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, filters, setFilters } = useOpsTable<OpsLobbyNews>('lobbyNews');
  const language = filterValue(filters, 'language');
  const editor = useEditor<OpsLobbyNews>();
  const { editing } = editor;
  const create = useOpsAction<OpsLobbyNews>('lobbyNews', 'create', { success: translate('lobbyNews.created') });
  const update = useOpsAction<OpsLobbyNews>('lobbyNews', 'edit', { success: translate('content.saved') });
  const remove = useOpsAction('lobbyNews', 'delete', { success: translate('lobbyNews.deleted') });
  const change = (n: OpsLobbyNews, body: Record<string, unknown>) => update.run({ params: { id: n.id }, body });

  const columns: TableColumnsType<OpsLobbyNews> = [
    { title: translate('lobbyNews.language'), dataIndex: 'language', key: 'language', render: (l: string) => <Tag>{l}</Tag> },
    { title: translate('lobbyNews.titleField'), dataIndex: 'title', key: 'title', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    {
      title: translate('lobbyNews.content'),
      dataIndex: 'content',
      key: 'content',
      render: (v: string) => (
        <Typography.Paragraph className="bo-clip" ellipsis={{ rows: 2, tooltip: v }} style={{ marginBottom: 0 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    { title: translate('lobbyNews.link'), dataIndex: 'linkUrl', key: 'linkUrl', render: (v: string | null) => v ?? '—' },
    sortColumn<OpsLobbyNews>(translate, 'lobbyNews', (n) => n.title, change),
    enabledColumn<OpsLobbyNews>(translate, 'lobbyNews', (n) => n.title, change),
    { title: translate('content.showingTitle'), key: 'showing', render: (_, n) => <ShowingCell row={n} /> },
    timeColumn(translate('content.createdAt'), 'createdAt'),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, n) => (
        <Space>
          <CanAccess resource="lobbyNews" action="edit">
            <Button size="small" onClick={() => editor.edit(n)} data-testid={`lobby-news-edit-${n.id}`}>
              {translate('buttons.edit')}
            </Button>
          </CanAccess>
          <DeleteButton
            resource="lobbyNews"
            title={translate('lobbyNews.deleteConfirm', { title: n.title })}
            onConfirm={() => remove.run({ params: { id: n.id } })}
            testId={`lobby-news-delete-${n.id}`}
          />
        </Space>
      ),
    },
  ];

  const submit = async (v: LobbyNewsValues) => {
    const body = lobbyNewsBody(v);
    const done = editing ? await change(editing, body) : await create.run({ body });
    if (!done) return;
    editor.close();
    if (language && v.language !== language) setFilters(fieldFilter('language', v.language), 'replace');
  };

  // The main languages first: the ones the player site is fully translated in.
  const languages = [...MAIN_LANGUAGES, ...LANGUAGES.map((l) => l.code).filter((c) => !(MAIN_LANGUAGES as readonly string[]).includes(c))];
  return (
    <>
      <ListCard<OpsLobbyNews>
        testId="lobby-news-list"
        title={translate('lobbyNews.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(n) => String(n.id)}
        columns={columns}
        filters={
          <Select
            allowClear
            style={{ width: 200 }}
            aria-label={translate('lobbyNews.language')}
            placeholder={translate('lobbyNews.allLanguages')}
            value={language || undefined}
            onChange={(v?: string) => setFilters(fieldFilter('language', v), 'replace')}
            options={languages.map((c) => ({ value: c, label: c }))}
            data-testid="lobby-news-language"
          />
        }
        extra={
          <>
            <CsvExportButton<OpsLobbyNews>
              resource="lobbyNews"
              filters={filters}
              filename="lobby-news"
              row={(n) => ({
                [translate('lobbyNews.language')]: n.language,
                [translate('lobbyNews.titleField')]: n.title,
                [translate('lobbyNews.content')]: n.content,
                [translate('lobbyNews.link')]: n.linkUrl ?? '',
                [translate('content.sort')]: n.sort,
                [translate('content.enabled')]: n.enabled,
                [translate('content.startsAt')]: n.startsAt ?? '',
                [translate('content.endsAt')]: n.endsAt ?? '',
                [translate('content.createdAt')]: n.createdAt,
              })}
            />
            <CreateButton resource="lobbyNews" label={translate('lobbyNews.create')} testId="lobby-news-create" onClick={editor.create} />
          </>
        }
      />
      <LobbyNewsModal
        open={editor.open}
        item={editing}
        language={language}
        pending={create.pending || update.pending}
        onSubmit={(v) => void submit(v)}
        onClose={editor.close}
      />
    </>
  );
}
