import { useTranslate, type CrudFilter } from '@refinedev/core';
import { Select } from 'antd';

/** The call's filter for one status (none: every status). */
export const statusFilter = (status: string | undefined): CrudFilter[] => (status ? [{ field: 'status', operator: 'eq', value: status }] : []);

/**
 * A queue's status filter (all statuses first): shows the status of the table's filters and replaces them with the
 * one picked. `labelOf` names a status (its translation key's prefix differs per queue).
 */
export function StatusFilterSelect({
  label,
  statuses,
  labelOf,
  filters,
  setFilters,
}: {
  label: string;
  statuses: readonly string[];
  labelOf: (status: string) => string;
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
}) {
  const translate = useTranslate();
  const status = (filters.find((f) => 'field' in f && f.field === 'status')?.value as string | undefined) ?? '';
  return (
    <Select
      aria-label={label}
      data-testid="status-filter"
      style={{ minWidth: 180 }}
      value={status}
      onChange={(v: string) => setFilters(statusFilter(v || undefined), 'replace')}
      options={[{ value: '', label: translate('finance.allStatuses') }, ...statuses.map((s) => ({ value: s, label: labelOf(s) }))]}
    />
  );
}
