import { useTranslate, type CrudFilter } from '@refinedev/core';
import type { AuditEntry } from '@wps/contract';
import { DatePicker, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { textColumn, timeColumn } from '../../shared/columns';
import { JsonDiff } from '../../shared/json-diff';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { AUDITED_CALLS, callLabel } from './call-label';

interface Search {
  operator?: string;
  action?: string;
  target?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form's values as the call's filters (dates as the start and end of the days picked). */
export function auditFilters(v: Search): CrudFilter[] {
  const text = (field: string, value: string | undefined): CrudFilter[] => (value?.trim() ? [{ field, operator: 'eq', value: value.trim() }] : []);
  const [from, to] = v.range ?? [null, null];
  return [
    ...text('operator', v.operator),
    ...text('action', v.action),
    ...text('target', v.target),
    ...(from ? [{ field: 'from', operator: 'gte' as const, value: from.startOf('day').toISOString() }] : []),
    ...(to ? [{ field: 'to', operator: 'lte' as const, value: to.endOf('day').toISOString() }] : []),
  ];
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit trail of the merchant: who did what to which thing, when and from where; a row opens its before and after. */
export default function AuditPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<AuditEntry, Search>('audit', { onSearch: auditFilters });

  const columns: TableColumnsType<AuditEntry> = [
    timeColumn(translate('audit.at'), 'at'),
    {
      title: translate('audit.operator'),
      key: 'operator',
      render: (_, e) => (
        <Space size={4}>
          <Typography.Text strong>{e.operatorName}</Typography.Text>
          {e.via === 'api-key' && <Tag>{translate('audit.viaApiKey')}</Tag>}
        </Space>
      ),
    },
    { title: translate('audit.action'), dataIndex: 'action', key: 'action', render: (v: string) => <span title={v}>{callLabel(translate, v)}</span> },
    textColumn(translate('audit.target'), 'target'),
    textColumn(translate('audit.ip'), 'ip'),
  ];

  return (
    <ListCard<AuditEntry>
      testId="audit-log"
      title={translate('audit.title')}
      tableProps={tableProps}
      query={tableQuery}
      rowKey={(e) => String(e.id)}
      columns={columns}
      expandable={{
        columnTitle: <span className="bo-visually-hidden">{translate('audit.changed')}</span>,
        expandedRowRender: (e) => <JsonDiff before={e.before} after={e.after} />,
        rowExpandable: (e) => e.before !== null || e.after !== null,
      }}
      filters={
        <SearchForm formProps={searchFormProps} name="auditSearch">
          <Form.Item name="operator" label={translate('audit.operator')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="action" label={translate('audit.action')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 260 }}
              popupMatchSelectWidth={false}
              options={AUDITED_CALLS.map((call) => ({ value: call, label: callLabel(translate, call) })).sort((a, b) => a.label.localeCompare(b.label))}
            />
          </Form.Item>
          <Form.Item name="target" label={translate('audit.target')}>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="range" label={translate('audit.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
        </SearchForm>
      }
      extra={
        <CsvExportButton<AuditEntry>
          resource="audit"
          filters={filters}
          filename="audit"
          row={(e) => ({
            [translate('audit.at')]: e.at,
            [translate('audit.operator')]: e.operatorName,
            [translate('audit.via')]: e.via,
            [translate('audit.action')]: callLabel(translate, e.action),
            [translate('audit.target')]: e.target ?? '',
            [translate('audit.before')]: json(e.before),
            [translate('audit.after')]: json(e.after),
            [translate('audit.ip')]: e.ip ?? '',
            [translate('audit.userAgent')]: e.userAgent ?? '',
          })}
        />
      }
    />
  );
}
