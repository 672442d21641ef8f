import { CanAccess, useTranslate } from '@refinedev/core';
import type { OpsMallItem } from '@wps/contract';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useOpsAction } from '../../shared/actions';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { Money, useCurrency } from '../../shared/money';
import { CreateButton, useEditor } from '../../shared/editor';
import { enabledColumn, sortColumn } from '../content/inline';
import { MallItemModal } from './mall-item-form';
import { itemBody, itemChange, type MallItemValues } from './mall-values';

const nameOf = (i: OpsMallItem) => i.names.EN ?? String(i.id);

/**
 * Content > Mall items: the points mall's catalogue in display order (content edits; finance and support read): kind,
 * name, price in points, bonus cash, stock and sold, per-member limit, order and switch; new and change.
 */
export default function MallItemsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, filters } = useOpsTable<OpsMallItem>('mallItems');
  const editor = useEditor<OpsMallItem>();
  const { editing } = editor;
  const create = useOpsAction<OpsMallItem>('mallItems', 'create', { success: translate('mallItems.created') });
  const update = useOpsAction<OpsMallItem>('mallItems', 'edit', { success: translate('content.saved') });
  const change = (i: OpsMallItem, patch: Partial<MallItemValues>) => update.run({ params: { id: i.id }, body: itemChange(i, patch) });

  const columns: TableColumnsType<OpsMallItem> = [
    { title: translate('mallItems.id'), dataIndex: 'id', key: 'id' },
    { title: translate('mallItems.name'), key: 'name', render: (_, i) => <Typography.Text strong>{nameOf(i)}</Typography.Text> },
    { title: translate('mallItems.kind'), dataIndex: 'kind', key: 'kind', render: (k: string) => <Tag>{translate(`mallItems.kinds.${k}`)}</Tag> },
    { title: translate('mallItems.price'), dataIndex: 'price', key: 'price' },
    { title: translate('mallItems.cash'), dataIndex: 'cash', key: 'cash', render: (v: string | null) => (v ? <Money amount={v} currency={currency} /> : '—') },
    {
      title: translate('mallItems.stock'),
      key: 'stock',
      render: (_, i) => (i.stock === null ? translate('mallItems.unlimited') : i.stock === 0 ? <Tag color="red">{translate('mallItems.soldOut')}</Tag> : i.stock),
    },
    { title: translate('mallItems.sold'), dataIndex: 'sold', key: 'sold' },
    { title: translate('mallItems.limit'), dataIndex: 'perMemberLimit', key: 'perMemberLimit', render: (v: number | null) => v ?? '—' },
    sortColumn<OpsMallItem>(translate, 'mallItems', nameOf, (i, body) => change(i, body)),
    enabledColumn<OpsMallItem>(translate, 'mallItems', nameOf, (i, body) => change(i, body)),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, i) => (
        <CanAccess resource="mallItems" action="edit">
          <Button size="small" onClick={() => editor.edit(i)} data-testid={`mall-item-edit-${i.id}`}>
            {translate('buttons.edit')}
          </Button>
        </CanAccess>
      ),
    },
  ];

  const submit = async (v: MallItemValues) => {
    const body = itemBody(v);
    if (editing) {
      if (await update.run({ params: { id: editing.id }, body })) editor.close();
    } else if (await create.run({ body })) editor.close();
  };

  return (
    <>
      <ListCard<OpsMallItem>
        testId="mall-items-list"
        title={translate('mallItems.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(i) => String(i.id)}
        columns={columns}
        extra={
          <>
            <CsvExportButton<OpsMallItem>
              resource="mallItems"
              filters={filters}
              filename="mall-items"
              row={(i) => ({
                [translate('mallItems.id')]: i.id,
                [translate('mallItems.name')]: nameOf(i),
                [translate('mallItems.kind')]: translate(`mallItems.kinds.${i.kind}`),
                [translate('mallItems.price')]: i.price,
                [translate('mallItems.cash')]: i.cash ?? '',
                [translate('mallItems.stock')]: i.stock ?? '',
                [translate('mallItems.sold')]: i.sold,
                [translate('mallItems.limit')]: i.perMemberLimit ?? '',
                [translate('content.sort')]: i.sort,
                [translate('content.enabled')]: i.enabled,
              })}
            />
            <CreateButton resource="mallItems" label={translate('mallItems.create')} testId="mall-item-create" onClick={editor.create} />
          </>
        }
      />
      <MallItemModal
        open={editor.open}
        item={editing}
        pending={create.pending || update.pending}
        onSubmit={(v) => void submit(v)}
        onClose={editor.close}
      />
    </>
  );
}
