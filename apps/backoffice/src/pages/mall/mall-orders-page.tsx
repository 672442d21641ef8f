import { CanAccess, useTranslate } from '@refinedev/core';
import { MALL_ITEM_KINDS, MALL_ORDER_STATUSES, OpsMallOrdersQuerySchema, type MallOrderAction, type MallOrderStatus, type OpsMallOrder } from '@wps/contract';
import { Button, Form, Input, Popconfirm, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useOpsAction } from '../../shared/actions';
import { textColumn, timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { Money, useCurrency } from '../../shared/money';
import { actionsOf, mallOrderFilters, mallOrderSearchValues, type MallOrderSearch } from './mall-values';

const MEMBER_MAX = OpsMallOrdersQuerySchema.shape.member.unwrap().maxLength ?? undefined;
const STATUS_COLOR: Record<MallOrderStatus, string> = { pending: 'gold', shipped: 'blue', delivered: 'green', completed: 'green', cancelled: 'default' };

/** An order's address on one line. */
const addressLine = (o: OpsMallOrder) => (o.address ? [o.address.name, o.address.phone, o.address.line1, o.address.line2].filter(Boolean).join(', ') : '');

/**
 * Finance > Mall orders: every redeem, newest first, by status, kind and member (finance and support). Physical goods
 * wait for an operator: ship, then deliver, or cancel (the member's points come back, the stock too).
 */
export default function MallOrdersPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<OpsMallOrder, MallOrderSearch>('mallOrders', { onSearch: mallOrderFilters });
  const act = useOpsAction<OpsMallOrder>('mallOrders', 'act', { success: (o) => translate(`mallOrders.done.${o?.status ?? 'pending'}`), invalidate: ['mallItems', 'memberPoints'] });
  const run = (o: OpsMallOrder, action: MallOrderAction) => act.run({ params: { id: o.id, action }, body: {} });

  const columns: TableColumnsType<OpsMallOrder> = [
    { title: translate('mallOrders.id'), dataIndex: 'id', key: 'id' },
    timeColumn(translate('mallOrders.createdAt'), 'createdAt'),
    {
      title: translate('mallOrders.member'),
      key: 'member',
      render: (_, o) => (
        <Link to={`/members/${o.memberId}`} data-testid={`mall-order-member-${o.id}`}>
          {o.member}
        </Link>
      ),
    },
    { title: translate('mallOrders.item'), dataIndex: 'itemName', key: 'itemName', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: translate('mallItems.kind'), dataIndex: 'kind', key: 'kind', render: (k: string) => <Tag>{translate(`mallItems.kinds.${k}`)}</Tag> },
    { title: translate('mallOrders.points'), dataIndex: 'points', key: 'points' },
    { title: translate('mallItems.cash'), dataIndex: 'cash', key: 'cash', render: (v: string | null) => (v ? <Money amount={v} currency={currency} /> : '—') },
    textColumn(translate('mallOrders.voucher'), 'voucherCode'),
    { title: translate('mallOrders.address'), key: 'address', render: (_, o) => addressLine(o) || '—' },
    {
      title: translate('mallOrders.status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: MallOrderStatus) => (
        <Tag color={STATUS_COLOR[s]} data-testid="mall-order-status">
          {translate(`mallOrders.statuses.${s}`)}
        </Tag>
      ),
    },
    textColumn(translate('mallOrders.handledBy'), 'handledBy'),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, o) => (
        <CanAccess resource="mallOrders" action="act">
          <Space>
            {actionsOf(o).map((a) => (
              <Popconfirm
                key={a}
                title={translate(`mallOrders.confirm.${a}`, { id: o.id, member: o.member })}
                okText={translate(`mallOrders.actions.${a}`)}
                cancelText={translate('buttons.cancel')}
                okButtonProps={{ danger: a === 'cancel', 'data-testid': `mall-order-confirm-${o.id}` }}
                onConfirm={() => run(o, a)}
              >
                <Button size="small" danger={a === 'cancel'} loading={act.pending} data-testid={`mall-order-${a}-${o.id}`}>
                  {translate(`mallOrders.actions.${a}`)}
                </Button>
              </Popconfirm>
            ))}
          </Space>
        </CanAccess>
      ),
    },
  ];

  return (
    <ListCard<OpsMallOrder>
      testId="mall-orders-list"
      title={translate('mallOrders.title')}
      tableProps={tableProps}
      query={tableQuery}
      rowKey={(o) => String(o.id)}
      columns={columns}
      filters={
        <SearchForm formProps={searchFormProps} name="mallOrderSearch" initialValues={mallOrderSearchValues(filters)}>
          <Form.Item name="status" label={translate('mallOrders.status')}>
            <Select
              style={{ width: 160 }}
              options={[{ value: '', label: translate('mallOrders.allStatuses') }, ...MALL_ORDER_STATUSES.map((s) => ({ value: s, label: translate(`mallOrders.statuses.${s}`) }))]}
            />
          </Form.Item>
          <Form.Item name="kind" label={translate('mallItems.kind')}>
            <Select
              style={{ width: 160 }}
              options={[{ value: '', label: translate('mallOrders.allKinds') }, ...MALL_ITEM_KINDS.map((k) => ({ value: k, label: translate(`mallItems.kinds.${k}`) }))]}
            />
          </Form.Item>
          <Form.Item name="member" label={translate('mallOrders.member')}>
            <Input allowClear style={{ width: 180 }} maxLength={MEMBER_MAX} placeholder={translate('mallOrders.memberPlaceholder')} />
          </Form.Item>
        </SearchForm>
      }
      extra={
        <CsvExportButton<OpsMallOrder>
          resource="mallOrders"
          filters={filters}
          filename="mall-orders"
          row={(o) => ({
            [translate('mallOrders.id')]: o.id,
            [translate('mallOrders.createdAt')]: o.createdAt,
            [translate('mallOrders.member')]: o.member,
            [translate('mallOrders.item')]: o.itemName,
            [translate('mallItems.kind')]: translate(`mallItems.kinds.${o.kind}`),
            [translate('mallOrders.points')]: o.points,
            [translate('mallItems.cash')]: o.cash ?? '',
            [translate('mallOrders.voucher')]: o.voucherCode ?? '',
            [translate('mallOrders.address')]: addressLine(o),
            [translate('mallOrders.status')]: translate(`mallOrders.statuses.${o.status}`),
            [translate('mallOrders.handledBy')]: o.handledBy ?? '',
          })}
        />
      }
    />
  );
}
