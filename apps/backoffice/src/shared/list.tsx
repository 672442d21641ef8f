import { SearchOutlined } from '@ant-design/icons';
import { ExportButton, useTable } from '@refinedev/antd';
import { useExport, useTranslate, type BaseRecord, type CrudFilter, type HttpError } from '@refinedev/core';
import { Button, Card, Form, Space, Table, type FormProps, type TableColumnsType, type TableProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { pageSizeOf } from '../providers/data-provider';
import { CSV_UNPARSE } from './csv';
import type { ResourceName } from '../resources';
import { EmptyState, ErrorState } from './states';

/** Refine's table over a resource of resources.ts: its page size, filters kept in the address, errors as states. */
export function useOpsTable<T extends BaseRecord, S = Record<string, unknown>>(
  resource: ResourceName,
  opts: { initialFilters?: CrudFilter[]; onSearch?: (values: S) => CrudFilter[] } = {},
) {
  return useTable<T, HttpError, S>({
    resource,
    syncWithLocation: true,
    pagination: { pageSize: pageSizeOf(resource) },
    filters: { initial: opts.initialFilters ?? [], defaultBehavior: 'replace' },
    ...(opts.onSearch ? { onSearch: opts.onSearch } : {}),
  });
}

/** The export of a list: every row (all pages, the filters on screen) as CSV through Refine, formulae escaped. */
export function useCsvExport<T extends BaseRecord>({
  resource,
  filters,
  row,
  filename,
  meta,
  download,
}: {
  resource: ResourceName;
  filters: CrudFilter[];
  row: (item: T) => Record<string, unknown>;
  filename: string;
  /** The call's path params and such (a member's history: `{ params: { id } }`). */
  meta?: Record<string, unknown>;
  /** false: only return the text (tests). */
  download?: boolean;
}) {
  return useExport<T>({
    resource,
    filters,
    ...(meta ? { meta } : {}),
    mapData: row,
    pageSize: pageSizeOf(resource, 100),
    maxItemCount: 50_000,
    filename: `${filename}-${new Date().toISOString().slice(0, 10)}`,
    unparseConfig: CSV_UNPARSE,
    ...(download === false ? { download } : {}),
  });
}

/** The CSV button of a list; `row` gives the columns (translated headers) of one row. */
export function CsvExportButton<T extends BaseRecord>(props: {
  resource: ResourceName;
  filters: CrudFilter[];
  row: (item: T) => Record<string, unknown>;
  filename: string;
  meta?: Record<string, unknown>;
}) {
  const { triggerExport, isLoading } = useCsvExport<T>(props);
  return <ExportButton onClick={() => void triggerExport()} loading={isLoading} />;
}

/** A list page: title, filters, actions, and its table (scrolling inside its card), with loading, empty and error states. */
export function ListCard<T extends BaseRecord>({
  title,
  extra,
  filters,
  tableProps,
  query,
  error = query?.isError ? query.error : undefined,
  onRetry = query ? () => void query.refetch() : undefined,
  columns,
  rowKey,
  expandable,
  testId,
  emptyText,
  rowLink,
}: {
  title: ReactNode;
  extra?: ReactNode;
  filters?: ReactNode;
  tableProps: TableProps<T>;
  /** The table's query (`useOpsTable`'s `tableQuery`): its error shows with a retry. */
  query?: { isError: boolean; error: unknown; refetch: () => unknown };
  error?: unknown;
  onRetry?: () => void;
  columns: TableColumnsType<T>;
  rowKey: string | ((row: T) => string);
  expandable?: TableProps<T>['expandable'];
  testId?: string;
  /** What an empty list means, where the generic "nothing here yet" says too little. */
  emptyText?: string;
  /**
   * The page a row opens: a click anywhere on the row goes there (a link or button inside it keeps its own click,
   * and selecting text is no click). Keyboard users reach it through the row's own link.
   */
  rowLink?: (row: T) => string;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const onRow = rowLink
    ? (row: T) => ({
        className: 'bo-row-link',
        onClick: (e: MouseEvent<HTMLElement>) => {
          if ((e.target as HTMLElement).closest('a, button, input, label, [role="button"]')) return;
          if (globalThis.getSelection?.()?.toString()) return;
          void navigate(rowLink(row));
        },
      })
    : undefined;
  return (
    <Card title={title} extra={<Space wrap>{extra}</Space>} data-testid={testId} styles={{ body: { overflow: 'hidden' } }}>
      {filters && <div style={{ marginBottom: 16 }}>{filters}</div>}
      {error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : (
        <Table<T>
          {...tableProps}
          rowKey={rowKey}
          columns={columns}
          expandable={expandable}
          onRow={onRow}
          scroll={{ x: 'max-content' }}
          size="middle"
          locale={{ emptyText: <EmptyState text={emptyText} /> }}
          pagination={tableProps.pagination ? { ...tableProps.pagination, showTotal: (total) => translate('list.total', { total }) } : false}
        />
      )}
    </Card>
  );
}

/**
 * A list's filter row: the search form of `useOpsTable` (its `searchFormProps`) laid out in one wrapping line, its
 * fields, and the filter button that submits it.
 */
export function SearchForm({ formProps, name, initialValues, children }: { formProps: FormProps; name: string; initialValues?: FormProps['initialValues']; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Form {...formProps} name={name} layout="inline" colon={false} style={{ rowGap: 8 }} {...(initialValues ? { initialValues } : {})}>
      {children}
      <Form.Item>
        <Button htmlType="submit" type="primary" icon={<SearchOutlined aria-hidden="true" />}>
          {translate('buttons.filter')}
        </Button>
      </Form.Item>
    </Form>
  );
}
