import { PlusOutlined } from '@ant-design/icons';
import { CanAccess, useGo, useTranslate, type CrudFilter } from '@refinedev/core';
import { PROMO_CATEGORIES, type OpsPromotion, type OpsPromotionRemoved } from '@wps/contract';
import { Button, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useOpsAction } from '../../shared/actions';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { fieldFilter, promotionPath } from './content-values';
import { DeleteButton, EnabledFilterItem, enabledColumn, ShowingCell, sortColumn } from './inline';
import './content.css';

interface Search {
  category?: string;
  enabled?: string;
  q?: string;
}

/** The search form's values as the call's filters. */
export const promotionFilters = (v: Search): CrudFilter[] => [
  ...fieldFilter('category', v.category),
  ...fieldFilter('enabled', v.enabled),
  ...fieldFilter('q', v.q?.trim()),
];

/**
 * Content > Promotions: every promotion of the merchant in display order, enabled or not, by category and title;
 * the switch and order in place, the rest (and the rich-text content) on the editor's page.
 */
export default function PromotionsPage() {
  const translate = useTranslate();
  const go = useGo();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<OpsPromotion, Search>('promotions', { onSearch: promotionFilters });
  const update = useOpsAction<OpsPromotion>('promotions', 'edit', { success: translate('content.saved') });
  const remove = useOpsAction<OpsPromotionRemoved>('promotions', 'delete', {
    success: (a) => translate(a?.outcome === 'disabled' ? 'promotions.disabledInstead' : 'promotions.deleted'),
  });
  const change = (p: OpsPromotion, body: Record<string, unknown>) => update.run({ params: { id: p.id }, body });
  const open = (id: number | 'new') => go({ to: promotionPath(id) });

  const columns: TableColumnsType<OpsPromotion> = [
    {
      title: translate('promotions.image'),
      key: 'image',
      render: (_, p) => {
        const card = p.images.find((i) => i.sequence === 1) ?? p.images[0];
        return card ? <img className="bo-thumb" src={card.url} alt="" width={96} height={48} loading="lazy" /> : <span className="bo-thumb bo-thumb-empty" />;
      },
    },
    {
      title: translate('promotions.titleField'),
      key: 'title',
      render: (_, p) => (
        <div>
          <Typography.Link strong onClick={() => open(p.id)}>
            {p.title}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {p.slug}
          </Typography.Text>
        </div>
      ),
    },
    { title: translate('promotions.category'), dataIndex: 'category', key: 'category', render: (c: string) => translate(`promotions.categories.${c}`, undefined, c) },
    {
      title: translate('promotions.participation'),
      dataIndex: 'participation',
      key: 'participation',
      render: (v: string) => <Tag>{translate(`promotions.participations.${v}`, undefined, v)}</Tag>,
    },
    { title: translate('promotions.applications'), dataIndex: 'applications', key: 'applications', align: 'right' },
    sortColumn<OpsPromotion>(translate, 'promotions', (p) => p.title, change),
    enabledColumn<OpsPromotion>(translate, 'promotions', (p) => p.title, change),
    {
      title: translate('content.showingTitle'),
      key: 'showing',
      render: (_, p) => <ShowingCell row={{ enabled: p.enabled, startsAt: p.startsAt, endsAt: p.noExpiry ? null : p.endsAt }} />,
    },
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, p) => (
        <Space>
          <CanAccess resource="promotions" action="edit">
            <Button size="small" onClick={() => open(p.id)} data-testid={`promotion-edit-${p.id}`}>
              {translate('buttons.edit')}
            </Button>
          </CanAccess>
          <DeleteButton
            resource="promotions"
            title={translate(p.applications > 0 ? 'promotions.deleteConfirmUsed' : 'promotions.deleteConfirm', { title: p.title, count: p.applications })}
            onConfirm={() => remove.run({ params: { id: p.id } })}
            testId={`promotion-delete-${p.id}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <ListCard<OpsPromotion>
      testId="promotions-list"
      title={translate('promotions.title')}
      tableProps={tableProps}
      query={tableQuery}
      rowKey={(p) => String(p.id)}
      columns={columns}
      filters={
        <SearchForm formProps={searchFormProps} name="promotionSearch">
          <Form.Item name="category" label={translate('promotions.category')}>
            <Select
              allowClear
              style={{ width: 200 }}
              placeholder={translate('promotions.allCategories')}
              options={PROMO_CATEGORIES.map((c) => ({ value: c, label: translate(`promotions.categories.${c}`) }))}
            />
          </Form.Item>
          <EnabledFilterItem width={140} />
          <Form.Item name="q" label={translate('promotions.search')}>
            <Input allowClear style={{ width: 200 }} maxLength={60} />
          </Form.Item>
        </SearchForm>
      }
      extra={
        <>
          <CsvExportButton<OpsPromotion>
            resource="promotions"
            filters={filters}
            filename="promotions"
            row={(p) => ({
              [translate('promotions.slug')]: p.slug,
              [translate('promotions.titleField')]: p.title,
              [translate('promotions.category')]: p.category,
              [translate('promotions.participation')]: p.participation,
              [translate('promotions.applications')]: p.applications,
              [translate('content.sort')]: p.sort,
              [translate('content.enabled')]: p.enabled,
              [translate('content.startsAt')]: p.startsAt ?? '',
              [translate('content.endsAt')]: p.noExpiry ? '' : (p.endsAt ?? ''),
              [translate('promotions.noExpiry')]: p.noExpiry,
              [translate('content.createdAt')]: p.createdAt,
            })}
          />
          <CanAccess resource="promotions" action="create">
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => open('new')} data-testid="promotion-create">
              {translate('promotions.create')}
            </Button>
          </CanAccess>
        </>
      }
    />
  );
}
