import { DeleteOutlined } from '@ant-design/icons';
import { useCan, useTranslate } from '@refinedev/core';
import { Button, Form, InputNumber, Popconfirm, Select, Switch, Tag, Typography, type TableColumnType } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../i18n/format';
import type { ResourceName } from '../../resources';
import { showingOf } from './content-values';

/**
 * A row's switch (enabled, hot, new) that saves at once; read-only for an operator whose roles do not allow the
 * resource's edit call. `onChange` resolves when the call has answered (the switch spins meanwhile).
 */
export function InlineSwitch({
  resource,
  checked,
  label,
  onChange,
  testId,
}: {
  resource: ResourceName;
  checked: boolean;
  label: string;
  onChange: (next: boolean) => Promise<unknown>;
  testId?: string;
}) {
  const { data: can } = useCan({ resource, action: 'edit' });
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      size="small"
      checked={checked}
      loading={busy}
      disabled={!can?.can}
      aria-label={label}
      data-testid={testId}
      onChange={(next) => {
        setBusy(true);
        void onChange(next).finally(() => setBusy(false));
      }}
    />
  );
}

/** A row's sort number, edited in place: saved when it loses focus or on Enter, if it changed. */
export function InlineSort({
  resource,
  value,
  label,
  onSave,
}: {
  resource: ResourceName;
  value: number;
  label: string;
  onSave: (next: number) => Promise<unknown>;
}) {
  const { data: can } = useCan({ resource, action: 'edit' });
  const [draft, setDraft] = useState<number | null>(value);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(value), [value]);
  if (!can?.can) return <span>{value}</span>;
  const commit = () => {
    if (draft === null || draft === value || !Number.isInteger(draft)) {
      setDraft(value);
      return;
    }
    setBusy(true);
    void onSave(draft).finally(() => setBusy(false));
  };
  return (
    <InputNumber
      size="small"
      min={0}
      max={1_000_000}
      precision={0}
      value={draft}
      disabled={busy}
      aria-label={label}
      style={{ width: 88 }}
      onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/** Whether a row shows now: off, scheduled, live or ended, with its window below. */
export function ShowingCell({ row }: { row: { enabled: boolean; startsAt: string | null; endsAt: string | null } }) {
  const translate = useTranslate();
  const state = showingOf(row);
  const color = { off: 'default', scheduled: 'blue', live: 'green', ended: 'orange' }[state];
  return (
    <div>
      <Tag color={color}>{translate(`content.showing.${state}`)}</Tag>
      {(row.startsAt || row.endsAt) && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {formatDateTime(row.startsAt) || '…'} – {formatDateTime(row.endsAt) || '…'}
        </Typography.Text>
      )}
    </div>
  );
}

/** A delete button that asks first; hidden without the resource's delete call. */
export function DeleteButton({
  resource,
  title,
  onConfirm,
  testId,
}: {
  resource: ResourceName;
  title: string;
  onConfirm: () => Promise<unknown>;
  testId?: string;
}) {
  const translate = useTranslate();
  const { data: can } = useCan({ resource, action: 'delete' });
  if (!can?.can) return null;
  return (
    <Popconfirm
      title={title}
      okText={translate('buttons.delete')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ danger: true, ...(testId ? { 'data-testid': `${testId}-confirm` } : {}) }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined aria-hidden="true" />} data-testid={testId}>
        {translate('buttons.delete')}
      </Button>
    </Popconfirm>
  );
}

type Translate = ReturnType<typeof useTranslate>;

/** How a content list saves a change to one row (`{ sort }`, `{ enabled }`, ...). */
type RowChange<T> = (row: T, body: Record<string, unknown>) => Promise<unknown>;

/** A content list's sort column: the number edited in place (InlineSort). */
export function sortColumn<T extends { sort: number }>(translate: Translate, resource: ResourceName, titleOf: (row: T) => string, change: RowChange<T>): TableColumnType<T> {
  return {
    title: translate('content.sort'),
    dataIndex: 'sort',
    key: 'sort',
    render: (v: number, row) => <InlineSort resource={resource} value={v} label={translate('content.sortOf', { title: titleOf(row) })} onSave={(sort) => change(row, { sort })} />,
  };
}

/** A content list's enabled column: the switch that saves at once (InlineSwitch). */
export function enabledColumn<T extends { enabled: boolean }>(translate: Translate, resource: ResourceName, titleOf: (row: T) => string, change: RowChange<T>): TableColumnType<T> {
  return {
    title: translate('content.enabled'),
    dataIndex: 'enabled',
    key: 'enabled',
    render: (v: boolean, row) => (
      <InlineSwitch resource={resource} checked={v} label={translate('content.enabledOf', { title: titleOf(row) })} onChange={(enabled) => change(row, { enabled })} />
    ),
  };
}

/** The search form's "enabled" field: any, on or off (the call's `enabled` filter as 'true' / 'false'). */
export function EnabledFilterItem({ width }: { width: number }) {
  const translate = useTranslate();
  return (
    <Form.Item name="enabled" label={translate('content.enabled')}>
      <Select
        allowClear
        style={{ width }}
        placeholder={translate('content.any')}
        options={[
          { value: 'true', label: translate('content.on') },
          { value: 'false', label: translate('content.off') },
        ]}
      />
    </Form.Item>
  );
}
