import { useCan, useList, useTranslate, type CrudFilter } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { GAME_TYPES, type OpsGame, type OpsVendor } from '@wps/contract';
import { Card, Form, Input, Select, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { moneyColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { EmptyState, ErrorState } from '../../shared/states';
import { fieldFilter } from './content-values';
import { EnabledFilterItem, enabledColumn, InlineSwitch, sortColumn } from './inline';
import './content.css';

interface Search {
  vendor?: string;
  category?: string;
  enabled?: string;
  q?: string;
}

/** The search form's values as the call's filters. */
export const gameFilters = (v: Search): CrudFilter[] => [
  ...fieldFilter('vendor', v.vendor),
  ...fieldFilter('category', v.category),
  ...fieldFilter('enabled', v.enabled),
  ...fieldFilter('q', v.q?.trim()),
];

/** Content > Games: the catalogue (switches, badges and order in place) and, on its second tab, the vendors. */
export default function GamesPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState('games');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'games', label: translate('games.catalogue'), children: <GamesTab /> },
        { key: 'vendors', label: translate('vendors.title'), children: <VendorsTab /> },
      ]}
    />
  );
}

function GamesTab() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<OpsGame, Search>('games', { onSearch: gameFilters });
  const { result: vendors } = useList<OpsVendor>({ resource: 'vendors', pagination: { mode: 'off' }, errorNotification: false });
  const update = useOpsAction<OpsGame>('games', 'edit', { success: translate('content.saved'), invalidate: ['vendors'] });
  const { data: canEdit } = useCan({ resource: 'games', action: 'edit' });
  const change = (g: OpsGame, body: Record<string, unknown>) => update.run({ params: { id: g.id }, body });

  const columns: TableColumnsType<OpsGame> = [
    { title: '', key: 'icon', render: (_, g) => <img className="bo-icon" src={g.iconUrl} alt="" width={40} height={40} loading="lazy" /> },
    {
      title: translate('games.name'),
      key: 'name',
      render: (_, g) => (
        <div>
          <Typography.Text
            strong
            editable={
              canEdit?.can
                ? {
                    triggerType: ['icon'],
                    tooltip: translate('games.rename'),
                    maxLength: 100,
                    onChange: (name) => {
                      const next = name.trim();
                      if (next && next !== g.name) void change(g, { name: next });
                    },
                  }
                : false
            }
          >
            {g.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {g.gameCode}
          </Typography.Text>
        </div>
      ),
    },
    { title: translate('games.vendor'), dataIndex: 'vendor', key: 'vendor' },
    { title: translate('games.category'), dataIndex: 'gameType', key: 'gameType', render: (v: string) => <Tag>{translate(`games.types.${v}`, undefined, v)}</Tag> },
    enabledColumn<OpsGame>(translate, 'games', (g) => g.name, change),
    {
      title: translate('games.hot'),
      dataIndex: 'hot',
      key: 'hot',
      render: (v: boolean, g) => <InlineSwitch resource="games" checked={v} label={translate('games.hotOf', { title: g.name })} onChange={(hot) => change(g, { hot })} />,
    },
    {
      title: translate('games.isNew'),
      dataIndex: 'isNew',
      key: 'isNew',
      render: (v: boolean, g) => <InlineSwitch resource="games" checked={v} label={translate('games.newOf', { title: g.name })} onChange={(isNew) => change(g, { new: isNew })} />,
    },
    sortColumn<OpsGame>(translate, 'games', (g) => g.name, change),
    moneyColumn(translate('games.minBet'), 'minBet', currency),
  ];

  return (
    <ListCard<OpsGame>
      testId="games-list"
      title={translate('games.title')}
      tableProps={tableProps}
      query={tableQuery}
      rowKey={(g) => String(g.id)}
      columns={columns}
      filters={
        <SearchForm formProps={searchFormProps} name="gameSearch">
          <Form.Item name="vendor" label={translate('games.vendor')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 180 }}
              placeholder={translate('content.any')}
              options={(vendors?.data ?? []).map((v) => ({ value: v.vendor, label: v.name }))}
            />
          </Form.Item>
          <Form.Item name="category" label={translate('games.category')}>
            <Select allowClear style={{ width: 160 }} placeholder={translate('content.any')} options={GAME_TYPES.map((t) => ({ value: t, label: translate(`games.types.${t}`) }))} />
          </Form.Item>
          <EnabledFilterItem width={120} />
          <Form.Item name="q" label={translate('games.search')}>
            <Input allowClear style={{ width: 180 }} maxLength={60} />
          </Form.Item>
        </SearchForm>
      }
      extra={
        <CsvExportButton<OpsGame>
          resource="games"
          filters={filters}
          filename="games"
          row={(g) => ({
            [translate('games.vendor')]: g.vendor,
            [translate('games.code')]: g.gameCode,
            [translate('games.name')]: g.name,
            [translate('games.category')]: g.gameType,
            [translate('content.enabled')]: g.enabled,
            [translate('games.hot')]: g.hot,
            [translate('games.isNew')]: g.isNew,
            [translate('content.sort')]: g.sort,
            [translate('games.minBet')]: g.minBet,
            [translate('content.createdAt')]: g.createdAt,
          })}
        />
      }
    />
  );
}

function VendorsTab() {
  const translate = useTranslate();
  // Its own table state (the games tab keeps the address's paging and filters).
  const { tableProps, tableQuery } = useTable<OpsVendor>({ resource: 'vendors', syncWithLocation: false, pagination: { mode: 'off' } });
  const update = useOpsAction<OpsVendor>('vendors', 'edit', { success: translate('content.saved'), invalidate: ['games'] });
  const change = (v: OpsVendor, body: Record<string, unknown>) => update.run({ params: { vendor: v.vendor }, body });

  const columns: TableColumnsType<OpsVendor> = [
    {
      title: translate('vendors.name'),
      key: 'name',
      render: (_, v) => (
        <div>
          <Typography.Text strong>{v.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {v.vendor}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: translate('vendors.connected'),
      dataIndex: 'connected',
      key: 'connected',
      render: (c: boolean) => <Tag color={c ? 'green' : 'default'}>{translate(c ? 'vendors.connectedYes' : 'vendors.connectedNo')}</Tag>,
    },
    {
      title: translate('vendors.games'),
      key: 'games',
      align: 'right',
      render: (_, v) => translate('vendors.gamesCount', { enabled: formatNumber(v.enabledGames), total: formatNumber(v.games) }),
    },
    sortColumn<OpsVendor>(translate, 'vendors', (v) => v.name, change),
    enabledColumn<OpsVendor>(translate, 'vendors', (v) => v.name, change),
  ];

  return (
    <Card
      title={translate('vendors.title')}
      data-testid="vendors-list"
      styles={{ body: { overflow: 'hidden' } }}
      extra={
        <CsvExportButton<OpsVendor>
          resource="vendors"
          filters={[]}
          filename="vendors"
          row={(v) => ({
            [translate('vendors.code')]: v.vendor,
            [translate('vendors.name')]: v.name,
            [translate('vendors.connected')]: v.connected,
            [translate('vendors.gamesTotal')]: v.games,
            [translate('vendors.gamesEnabled')]: v.enabledGames,
            [translate('content.sort')]: v.sort,
            [translate('content.enabled')]: v.enabled,
          })}
        />
      }
    >
      <Typography.Paragraph type="secondary">{translate('vendors.help')}</Typography.Paragraph>
      {tableQuery.isError ? (
        <ErrorState error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />
      ) : (
        <Table<OpsVendor> {...tableProps} rowKey="vendor" columns={columns} size="middle" scroll={{ x: 'max-content' }} pagination={false} locale={{ emptyText: <EmptyState /> }} />
      )}
    </Card>
  );
}
